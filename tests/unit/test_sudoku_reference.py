"""The benchmark's yardstick (a Norvig-style solver) must itself be right, or its ratio means nothing."""

import sudoku_reference
from gridhunt.puzzles import sudoku
from paths import SHARED

DATA = SHARED / "data" / "sudoku"


def sample(name: str, count: int) -> list[str]:
    return (DATA / name).read_text().split()[:count]


def test_the_reference_solves_puzzles_of_each_benchmark_set_right():
    for name in ("17clue.txt", "forum_hardest_1106.txt", "magictour_top1465.txt", "top95.txt"):
        for line in sample(name, 8):
            puzzle = sudoku.decode(line)
            grid = sudoku_reference.solve(line)
            assert grid is not None and sudoku.is_solution(puzzle, tuple(map(int, grid))), (name, line)
            assert grid == "".join(map(str, next(sudoku.solutions(puzzle))))  # unique puzzles: the same grid


def test_the_reference_finds_nothing_in_puzzles_without_a_solution():
    solved = sudoku_reference.solve(sample("top95.txt", 1)[0])
    clash = "55" + "." * 79
    # a full grid with two cells swapped breaks two columns; a cell no digit fits (row 1 holds 1-8, column 9 a 9)
    swapped = solved[1] + solved[0] + solved[2:]
    no_digit = "12345678." + "........9" + "." * 63
    for grid in (clash, swapped, no_digit):
        assert sudoku_reference.solve(grid) is None, grid


def test_the_reference_finds_a_solution_of_the_empty_grid():
    grid = sudoku_reference.solve("." * 81)
    assert sudoku.is_solution(sudoku.decode("." * 81), tuple(map(int, grid)))
