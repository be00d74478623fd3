"""The 9x9 big-integer engine against the list-of-bitmasks solver, on puzzles with none, one or many solutions.

The two share no code: agreement on the solution sets (up to a limit) is strong evidence for both.
"""

from itertools import islice

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import sudoku
from gridhunt.puzzles.sudoku import bits
from gridhunt.puzzles.sudoku.grid import Puzzle
from gridhunt.puzzles.sudoku.solver import list_solutions
from paths import SHARED

DATA = SHARED / "data" / "sudoku"
LIMIT = 4
# puzzles of three of the benchmark sets (the first few of each), and the worked example
SEEDS = [sudoku.decode(share) for _, share in sudoku.EXAMPLES if len(share) == 81]
for name in ("17clue.txt", "magictour_top1465.txt", "forum_hardest_1106.txt"):
    if (DATA / name).exists():
        SEEDS += [sudoku.decode(line) for line in (DATA / name).read_text().split()[:15]]


def same_solutions(cells: list[int]) -> None:
    puzzle = Puzzle(9, 3, 3, tuple(cells))
    fast = list(islice(bits.solutions(puzzle.cells), LIMIT))
    slow = list(islice(list_solutions(puzzle), LIMIT))
    assert len(fast) == len(slow)
    assert len(set(fast)) == len(fast)
    assert all(sudoku.is_solution(puzzle, grid) for grid in fast)
    if len(fast) < LIMIT:  # all of them: the same set (the order may differ)
        assert sorted(fast) == sorted(slow)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(SEEDS), st.lists(st.tuples(st.integers(0, 80), st.integers(0, 9)), max_size=6))
def test_the_engines_agree_on_changed_puzzles(seed, changes):
    """Givens removed (value 0) or set (right or wrong) give puzzles with no, one or many solutions."""
    cells = list(seed.cells)
    for i, v in changes:
        cells[i] = v
    same_solutions(cells)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(SEEDS), st.integers(0, 2**32), st.integers(20, 60))
def test_the_engines_agree_on_thinned_solutions(seed, salt, keep):
    """A solved grid with only some cells kept: often many solutions."""
    grid = next(bits.solutions(seed.cells))
    cells = [v if (i * 2654435761 + salt) % 81 < keep else 0 for i, v in enumerate(grid)]
    same_solutions(cells)
