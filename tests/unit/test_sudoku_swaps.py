"""Other solutions two digits swapped on a chain away (``sudoku.swaps``): each is a solution keeping the
givens, and "what every solution shares" with them is what it is by brute force, while its search asks
far less (an empty board nothing at all)."""

import random
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import sudoku
from gridhunt.puzzles.sudoku import variant_rules
from gridhunt.puzzles.sudoku.grid import Puzzle
from gridhunt.puzzles.sudoku.solver import is_solution
from gridhunt.puzzles.sudoku.swaps import swaps
from gridhunt.puzzles.sudoku.variant import Clue, Variant
from gridhunt.puzzles.sudoku.variant_check import broken_rule
from gridhunt.search.sat import Solver

BOXES = {4: (2, 2), 6: (2, 3), 9: (3, 3)}


def units(n: int, box_rows: int, box_cols: int) -> list[list[int]]:
    rows = [[r * n + c for c in range(n)] for r in range(n)]
    cols = [[r * n + c for r in range(n)] for c in range(n)]
    boxes = [[r * n + c for r in range(n) for c in range(n) if (r // box_rows, c // box_cols) == (br, bc)]
             for br in range(n // box_rows) for bc in range(n // box_cols)]
    return rows + cols + boxes


def solved(n: int, rng: random.Random) -> tuple[int, ...]:
    """A solved grid: the pattern grid with its digits, rows within bands and bands shuffled."""
    box_rows, box_cols = BOXES[n]
    digits = list(range(1, n + 1))
    rng.shuffle(digits)
    base = [[digits[(box_cols * (r % box_rows) + r // box_rows + c) % n] for c in range(n)] for r in range(n)]
    bands = list(range(n // box_rows))
    rng.shuffle(bands)
    order = [band * box_rows + k for band in bands for k in rng.sample(range(box_rows), box_rows)]
    return tuple(v for r in order for v in base[r])


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(BOXES)), st.integers(0, 10**6), st.floats(0, 0.6))
def test_every_swap_is_a_solution_that_keeps_the_givens(n, seed, share):
    rng = random.Random(seed)
    grid = solved(n, rng)
    givens = tuple(v if rng.random() < share else 0 for v in grid)
    puzzle = Puzzle(n, *BOXES[n], givens)
    assert is_solution(puzzle, grid)
    seen = set()
    for other in swaps(grid, units(n, *BOXES[n]), givens):
        assert other != grid and is_solution(puzzle, other)
        assert len({(grid[i], other[i]) for i in range(n * n) if grid[i] != other[i]}) == 2  # two digits swapped
        seen.add(other)
    if not any(givens):  # on an empty board every cell is on some chain: swapped it differs
        assert all(any(other[i] != grid[i] for other in seen) for i in range(n * n))


def every_4x4() -> list[tuple[int, ...]]:
    """All 288 solved 4x4 grids, by filling cell after cell."""
    peers = units(4, 2, 2)
    grids = []

    def fill(cells: list[int], at: int) -> None:
        if at == 16:
            grids.append(tuple(cells))
            return
        for v in range(1, 5):
            if all(cells[j] != v for unit in peers if at in unit for j in unit):
                cells[at] = v
                fill(cells, at + 1)
                cells[at] = 0

    fill([0] * 16, 0)
    return grids


ALL_4X4 = every_4x4()


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**6), st.floats(0, 0.5), st.booleans())
def test_what_every_solution_shares_is_what_brute_force_says(seed, share, caged):
    rng = random.Random(seed)
    grid = rng.choice(ALL_4X4)
    givens = tuple(v if rng.random() < share else 0 for v in grid)
    clues = (Clue("killer", (0, 1), grid[0] + grid[1]),) if caged else ()  # a variant: swaps checked by its rules
    puzzle = Puzzle(4, 2, 2, givens, Variant(None, clues, ()))
    every = [s for s in ALL_4X4 if broken_rule(puzzle, s) is None]
    reply = sudoku.OPERATIONS["certain"](puzzle, {})
    if len(every) == 1:
        assert reply == {"certain": "".join(map(str, every[0])), "count": 1}
        return
    expected = "".join(str(every[0][i]) if len({s[i] for s in every}) == 1 else "." for i in range(16))
    assert reply == {"certain": expected, "count": 2}


def test_an_empty_board_needs_no_search_past_its_two_solutions(monkeypatch):
    searches = []
    solve = Solver.solve
    monkeypatch.setattr(Solver, "solve", lambda self, *a, **k: searches.append(1) or solve(self, *a, **k))
    values, count = variant_rules.certain(Puzzle(16, 4, 4, (0,) * 256, Variant(None)))
    assert count == 2 and not any(values)
    assert len(searches) == 2  # the two solutions; every cell then differs by a swap of two digits
