"""Tiling counts against a brute-force tiler that shares no code with the solver, on grids
whose turns and mirror images the solver uses to search one tiling per class."""

from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import tiling
from gridhunt.puzzles.tiling.solver import counts, tilings


def images(cells, turns: str) -> set[frozenset]:
    """The piece's allowed images at the origin, by complex numbers: a quarter turn is * 1j,
    the mirror image the conjugate (turns "" all eight, "r" the four turns, "f" as drawn)."""
    points = [(complex(c, r), colour) for r, c, colour in cells]
    found = set()
    for mirrored in (False, True) if turns == "" else (False,):
        for quarter in range(4 if turns != "f" else 1):
            moved = [((z.conjugate() if mirrored else z) * 1j**quarter, colour) for z, colour in points]
            r0 = min(round(z.imag) for z, _ in moved)
            c0 = min(round(z.real) for z, _ in moved)
            found.add(frozenset((round(z.imag) - r0, round(z.real) - c0, colour) for z, colour in moved))
    return found


def brute_force_count(puzzle, grid) -> int:
    """Tilings counted by filling the first open cell (column by column on a wide grid, row by row
    otherwise) with every image of every piece that may still be used, every way it can cover that cell."""
    pieces = [(piece.name, piece.count, images(piece.cells, piece.turns)) for piece in puzzle.pieces]
    todo = {divmod(i, grid.cols) for i, ch in enumerate(grid.colours) if ch != "."}
    colour = {(r, c): grid.colours[r * grid.cols + c] for r, c in todo}
    used = {name: 0 for name, _, _ in pieces}
    order = (lambda cell: (cell[1], cell[0])) if grid.cols > grid.rows else (lambda cell: cell)

    def fill(open_cells: set) -> int:
        if not open_cells:
            return all(used[name] == 1 for name, count, _ in pieces if count == "1")
        first = min(open_cells, key=order)
        total = 0
        for name, count, shapes in pieces:
            if count != "*" and used[name] == 1:
                continue
            for shape in shapes:
                for anchor_r, anchor_c, _ in shape:  # the shape's cell that lands on ``first``
                    dr, dc = first[0] - anchor_r, first[1] - anchor_c
                    placed = {(r + dr, c + dc): want for r, c, want in shape}
                    if all(cell in open_cells and want in (None, colour[cell]) for cell, want in placed.items()):
                        used[name] += 1
                        total += fill(open_cells - placed.keys())
                        used[name] -= 1
        return total

    return fill(todo)


@pytest.mark.parametrize(
    "share",
    [
        "p5?:4x5",  # the rectangle's four symmetries, pentominoes mirrored freely, each at most once
        "p1-3:3x3",  # a square: eight symmetries
        "p1-3r:3x3",  # turns only: the mirror images are no symmetry of the placements
        "p4*:4x4",  # any number of each tetromino: no piece item stays put, no symmetry breaking
        "p2*,p1?:3x3",  # dominoes any number, one monomino at most once, in a square
        "p1-4?:oooo/o..o/oooo",  # holes
        "s2-3*,s1?:aabab/babaa/aabab",  # coloured strips on a grid symmetric under the half turn only
        "(ab/aX)*,s1*:abab/baba/abab/baba",  # a coloured custom piece
    ],
)
def test_counts_agree_with_brute_force(share):
    puzzle = tiling.decode(share)
    assert counts(puzzle, 10**6) == [brute_force_count(puzzle, grid) for grid in puzzle.grids]


@st.composite
def small_puzzles(draw):
    """Grids of up to 4x4 in one or two colours with a few holes, often symmetric (each row
    mirrored or the rows reversed), under one of a few piece sets."""
    rows, cols = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    cells = draw(st.lists(st.sampled_from("aab."), min_size=rows * cols, max_size=rows * cols))
    grid = [cells[r * cols : (r + 1) * cols] for r in range(rows)]
    symmetry = draw(st.sampled_from(["none", "mirror", "flip", "both"]))
    if symmetry in ("mirror", "both"):
        grid = [row[: (cols + 1) // 2] + row[: cols // 2][::-1] for row in grid]
    if symmetry in ("flip", "both"):
        grid = grid[: (rows + 1) // 2] + grid[: rows // 2][::-1]
    if all(ch == "." for row in grid for ch in row):
        grid[0][0] = "a"
    pieces = draw(st.sampled_from(["s1-2*", "s2*,s1?", "p1-3", "p1-4?", "p2*,p1*", "(aX)r*,s1*", "p3f*,p1*"]))
    return f"{pieces}:" + "/".join("".join(row) for row in grid)


@settings(max_examples=150, deadline=None)
@given(small_puzzles())
def test_random_small_counts_agree_with_brute_force(share):
    puzzle = tiling.decode(share)
    assert counts(puzzle, 10**6) == [brute_force_count(puzzle, grid) for grid in puzzle.grids]


def test_the_tilings_found_with_symmetry_are_distinct_and_each_correct():
    puzzle = tiling.decode("p5:4x15")
    found = list(tilings(puzzle, puzzle.grids[0]))
    assert len(found) == 1472 == len(set(found))  # 368 up to turning and mirroring, times four
    assert all(tiling.is_solution(puzzle, (each,)) for each in islice(found, 0, None, 7))
