"""Sudoku's grid: the symbols, the sizes, the puzzle type and the geometry of rows, columns and boxes.

Throughout: n is the grid size, r a row, c a column, i = r * n + c a cell index.
"""

from dataclasses import dataclass

from .variant import Variant

SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
EMPTY = "0."
SIZES = tuple(n for n in range(4, 36) if any(n % r == 0 and 1 < r <= n // r for r in range(2, n)))

Values = tuple[int, ...]  # one int per cell, 0 for empty
Solution = Values


@dataclass(frozen=True)
class Puzzle:
    n: int
    box_rows: int
    box_cols: int
    cells: Values
    variant: Variant | None = None  # regions, clues and rules beyond the classic (``variant``); None: classic


def default_box(n: int) -> tuple[int, int]:
    """The most-square box shape with rows <= columns: 6 -> (2, 3), 12 -> (3, 4)."""
    rows = max(r for r in range(1, int(n**0.5) + 1) if n % r == 0)
    return rows, n // rows


def units(n: int, box_rows: int, box_cols: int) -> list[tuple[str, int, tuple[int, ...]]]:
    """Every row, column and box as (kind, 1-based number, cell indices)."""
    rows = [("Row", r + 1, tuple(r * n + c for c in range(n))) for r in range(n)]
    cols = [("Column", c + 1, tuple(r * n + c for r in range(n))) for c in range(n)]
    boxes = []
    for b in range(n):
        r0, c0 = (b // (n // box_cols)) * box_rows, (b % (n // box_cols)) * box_cols
        cells = tuple((r0 + dr) * n + c0 + dc for dr in range(box_rows) for dc in range(box_cols))
        boxes.append(("Box", b + 1, cells))
    return rows + cols + boxes


_geometry_cache: dict = {}


def geometry(n: int, box_rows: int, box_cols: int):
    """(units as cell tuples, peers of each cell), cached per shape."""
    key = (n, box_rows, box_cols)
    if key not in _geometry_cache:
        unit_cells = [cells for _, _, cells in units(n, box_rows, box_cols)]
        peers = [set() for _ in range(n * n)]
        for cells in unit_cells:
            for i in cells:
                peers[i].update(cells)
        for i, ps in enumerate(peers):
            ps.discard(i)
        _geometry_cache[key] = (unit_cells, [tuple(sorted(ps)) for ps in peers], _segments(unit_cells, n))
    return _geometry_cache[key]


def _segments(unit_cells, n: int) -> list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]]:
    """Each meeting of a line and a box: (its cells, the rest of the line, the rest of the box)."""
    out = []
    for line in unit_cells[: 2 * n]:
        for box in unit_cells[2 * n :]:
            common = set(line) & set(box)
            if len(common) > 1:
                out.append((
                    tuple(sorted(common)),
                    tuple(i for i in line if i not in common),
                    tuple(i for i in box if i not in common),
                ))
    return out
