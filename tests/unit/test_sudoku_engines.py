"""The 9x9 big-integer engine against the list-of-bitmasks solver, on puzzles with none, one or many solutions;
and the other sizes' hand-over from the bitmask search to the SAT engine.

The two share no code: agreement on the solution sets (up to a limit) is strong evidence for both.
"""

import random
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import sudoku
from gridhunt.puzzles.sudoku import bits, solver, variant_rules
from gridhunt.puzzles.sudoku.grid import Puzzle
from gridhunt.puzzles.sudoku.solver import list_solutions
from gridhunt.puzzles.sudoku.variant import Variant
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


def thinned(n: int, box_rows: int, box_cols: int, keep: float, seed: int) -> Puzzle:
    """A grid of n x n solved by the SAT engine, with each cell kept with chance ``keep``."""
    empty = Puzzle(n, box_rows, box_cols, (0,) * (n * n), Variant(None))
    grid = next(variant_rules.solutions(empty))
    coin = random.Random(seed)
    return Puzzle(n, box_rows, box_cols, tuple(v if coin.random() < keep else 0 for v in grid))


def test_a_search_that_goes_deep_is_handed_to_the_sat_engine(monkeypatch):
    """A 25x25 with 45% of its cells given sent the bitmask search past 3,000 branch points (13-15 s, and
    ignoring the page's time budget); past ``SEARCH_NODES`` the SAT engine counts it (0.8-1.7 s)."""
    branched = []
    search = solver._search

    def counted(*args):
        branched.append(1)
        assert len(branched) <= 2 * solver.SEARCH_NODES, "the bitmask search went on"
        yield from search(*args)

    monkeypatch.setattr(solver, "_search", counted)
    puzzle = thinned(25, 5, 5, 0.45, seed=0)
    found = list(islice(sudoku.solutions(puzzle), 2))
    assert len(found) == 2 and len(set(found)) == 2 and all(sudoku.is_solution(puzzle, grid) for grid in found)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(4, 2, 2), (6, 2, 3), (8, 2, 4)]), st.floats(0.0, 0.8), st.integers(0, 2**16),
       st.integers(0, 3))
def test_the_hand_over_gives_each_solution_once(shape, keep, seed, nodes):
    """With the search cut off after a few branch points (0 to 3), the solutions it gave and those the SAT
    engine gives after are the same as the search's alone: none twice, none lost."""
    puzzle = thinned(*shape, keep, seed)
    alone = list(islice(list_solutions(puzzle), LIMIT))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(solver, "SEARCH_NODES", nodes)
        handed = list(islice(sudoku.solutions(puzzle), LIMIT))
    assert len(handed) == len(alone) and len(set(handed)) == len(handed)
    assert all(sudoku.is_solution(puzzle, grid) for grid in handed)
    if len(alone) < LIMIT:
        assert sorted(handed) == sorted(alone)
