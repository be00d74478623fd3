"""Sudoku: the published solution, uniqueness, the box prefix, pictures and the sentences for bad lines."""

import re
from itertools import islice

import pytest

from paths import SHARED
from gridhunt.puzzles import sudoku
from gridhunt.puzzles.sudoku.grid import Puzzle


def count(puzzle, limit=3):
    return sum(1 for _ in islice(sudoku.solutions(puzzle), limit))


def test_worked_example_solves_to_the_published_solution():
    text = (SHARED / "examples" / "README.md").read_text()
    puzzle_line = text.split("puzzle:")[1].split()[0]
    solution_line = text.split("solution:")[1].split()[0]
    puzzle = sudoku.decode(puzzle_line)
    (solution,) = islice(sudoku.solutions(puzzle), 2)
    assert sudoku.solution_text(puzzle, solution) == solution_line
    assert sudoku.is_solution(puzzle, solution)


@pytest.mark.parametrize("title, share", sudoku.EXAMPLES)
def test_every_example_has_exactly_one_solution(title, share):
    puzzle = sudoku.decode(share)
    assert count(puzzle) == 1
    assert sudoku.is_solution(puzzle, next(sudoku.solutions(puzzle)))


@pytest.mark.parametrize("n, box_rows, box_cols", [(9, 3, 3), (6, 2, 3), (16, 4, 4)])
def test_is_solution_refuses_grids_that_break_a_rule(n, box_rows, box_cols):
    """The independent check every solver is measured against: each rule broken alone is caught."""
    empty = Puzzle(n, box_rows, box_cols, (0,) * (n * n))
    solved = next(sudoku.solutions(empty))
    assert sudoku.is_solution(empty, solved)
    latin = tuple((r + c) % n + 1 for r in range(n) for c in range(n))  # rows and columns right, boxes not
    swapped = (solved[1], solved[0]) + solved[2:]  # the first row still right, two columns broken
    short = solved[:-1]
    with_a_given = Puzzle(n, box_rows, box_cols, (solved[0] % n + 1,) + (0,) * (n * n - 1))
    assert not sudoku.is_solution(empty, latin)
    assert not sudoku.is_solution(empty, swapped)
    assert not sudoku.is_solution(empty, short)
    assert not sudoku.is_solution(with_a_given, solved)  # a right grid that drops a given


def test_empty_grid_has_many_solutions():
    assert count(sudoku.decode("0" * 81)) == 3


def test_a_valid_looking_grid_can_be_unsolvable():
    # no clash among the givens, but row 1 leaves no place for a 9
    line = "12345678." + "........9" + "." * 63
    assert count(sudoku.decode(line)) == 0


@pytest.mark.parametrize(
    "line, message",
    [
        ("1" + "0" * 79, "Expected 81 cells, got 80"),
        ("11" + "0" * 79, "Row 1 has two 1s"),
        ("5" + "0" * 8 + "5" + "0" * 71, "Column 1 has two 5s"),
        ("5" + "0" * 9 + "5" + "0" * 70, "Box 1 has two 5s"),
        ("x" + "0" * 80, "Row 1, column 1: 'x' is not one of 1-9 or 0 for empty"),
        ("0" * 49, "A 7x7 grid has no box shape; give one with a prefix like 2x3:"),
        ("1" * 50, "Got 50 cells, between a 6x6's 36 and an 8x8's 64: is the puzzle whole?"),  # a 9x9 link cut short
        ("3x3:" + "0" * 80, "Expected 81 cells, got 80"),
        ("", "The puzzle is empty: expected an SDM line of 81 digits (0 or . for empty)"),
        ("+--+\n|  |\n+--+", "The grid is empty: expected 81 cells"),
    ],
)
def test_bad_input_names_the_problem(line, message):
    with pytest.raises(ValueError, match="^" + re.escape(message) + "$"):
        sudoku.decode(line)


def test_box_prefix_changes_the_shape():
    puzzle = sudoku.decode("3x2:" + "0" * 36)
    assert (puzzle.box_rows, puzzle.box_cols) == (3, 2)
    assert sudoku.encode(puzzle).startswith("3x2:")
    assert sudoku.encode(sudoku.decode("0" * 36)) == "0" * 36


def test_grid_picture_is_read():
    rows = ["1.3|4", "34.|2", "---+-", "214|3", "4.2|1"]
    assert sudoku.encode(sudoku.decode("\n".join(rows))) == "1034340221434021"
