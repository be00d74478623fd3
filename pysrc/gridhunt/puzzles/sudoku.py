"""Sudoku: fill an NxN grid so that every row, column and box holds each symbol once.

Share string: the SDM line, N*N symbols row by row, ``1``-``9`` then ``A``-``Z``
(a 16x16 uses 1-9 and A-G), ``0`` or ``.`` for an empty cell. Boxes take the
most-square shape with rows <= columns (6x6: 2 rows x 3 columns); another shape
is given by a prefix ``RxC:`` (box rows x box columns), e.g. ``3x2:`` + 36 symbols.
Imports: a line of 81 symbols with ``.`` for empty, and grid pictures (.sdk / .ss
style, one row a line with ``|``, ``-``, ``+`` separators; lines starting with
``#`` or ``[`` are comments); ``render`` draws that picture back.

>>> p = decode("1.34" "34.2" "2143" "4.21")
>>> solution_text(p, next(solutions(p)))
'1234341221434321'

Solution JSON: the filled SDM line, a string of n*n symbols (no box prefix).
Model: ``{"n": 9, "boxRows": 3, "boxCols": 3, "cells": [0, 0, 4, ...]}`` (0 empty).
Requests beyond solving (``OPERATIONS``): ``picture`` -> ``{"text"}``;
``candidates`` -> ``{"candidates": [bitmask per cell]}``; ``hint`` and ``steps``
(human-style steps, optional ``candidates`` the user edited) as in ``sudoku_logic``.
The classic 9x9 is solved by the big-integer engine of ``sudoku_bits``; other
sizes by propagation (singles, locked candidates) on a list of bitmasks.

Throughout: n is the grid size, r a row, c a column, i = r * n + c a cell
index, v a value 1..n, and a candidate set is a bitmask with bit v-1 for v.
"""

from dataclasses import dataclass
from typing import Iterator

from . import sudoku_bits

ID = "sudoku"
NAME = "Sudoku"
EXAMPLES = (
    ("Worked example (9x9)", "004006079000000602056092300078061030509000406020540890007410920105000000840600100"),
    ("Shidoku (4x4)", "4003000020000104"),
    ("6x6 (boxes of 2 rows x 3 columns)", "030401400200062000500000020100005003"),
    ("16x16 (1-9, A-G)", "40070001000000000000C2G300D00050F0060000C0G30B0002G3F0009BE00A00004000090000000000003740AC0E0D00000F25A0000000091080006CG37F00A0D000B0F050308020000C0004D010A30B00F0700A090000000G90000006020F0C00000D050E000C3F0D0G001F60B020005009A0000G000100000E00B270C0690D"),
)
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


def default_box(n: int) -> tuple[int, int]:
    """The most-square box shape with rows <= columns: 6 -> (2, 3), 12 -> (3, 4)."""
    rows = max(r for r in range(1, int(n**0.5) + 1) if n % r == 0)
    return rows, n // rows


# ---------------------------------------------------------------- codec


def decode(text: str) -> Puzzle:
    """Read an SDM line (optionally with an ``RxC:`` box prefix) or a grid picture."""
    if not isinstance(text, str):
        raise ValueError("Expected a line of digits")
    text = text.strip()
    box = None
    head, colon, rest = text.partition(":")
    if colon and "\n" not in head:
        box = _box_prefix(head.strip())
        text = rest.strip()
    symbols = _picture_symbols(text) if "\n" in text or "|" in text else text.replace(" ", "")
    n = _size_of(len(symbols), box)
    box_rows, box_cols = box or default_box(n)
    cells = tuple(_value(ch, i, n) for i, ch in enumerate(symbols))
    puzzle = Puzzle(n, box_rows, box_cols, cells)
    _check_clashes(puzzle)
    return puzzle


def _box_prefix(head: str) -> tuple[int, int]:
    rows, x, cols = head.lower().partition("x")
    if not (x and rows.isdigit() and cols.isdigit()) or int(rows) < 1 or int(cols) < 1:
        raise ValueError(f"The prefix '{head[:10]}:' should give the box shape as rows x columns, e.g. 2x3:")
    if int(rows) * int(cols) > SIZES[-1] or int(rows) * int(cols) < 2:
        raise ValueError(f"A {head} box makes a grid of unsupported size")
    return int(rows), int(cols)


def _picture_symbols(text: str) -> str:
    """Cells of a grid picture: drop separator lines and the separators themselves."""
    rows = []
    for line in text.splitlines():
        if line.lstrip().startswith(("#", "[")):
            continue
        line = "".join(ch for ch in line if ch not in "|+ \t\r")
        if line and not set(line) <= set("-=_"):
            rows.append(line)
    return "".join(rows)


def _size_of(count: int, box: tuple[int, int] | None) -> int:
    if box:
        n = box[0] * box[1]
        if count != n * n:
            raise ValueError(f"Expected {n * n} cells, got {count}")
        return n
    n = round(count**0.5)
    if n * n == count and n in SIZES:
        return n
    if count == 0:
        raise ValueError("The grid is empty: expected 81 cells")
    if n * n == count:
        raise ValueError(f"A {n}x{n} grid has no box shape; give one with a prefix like 2x3:")
    nearest = min(SIZES, key=lambda s: abs(s * s - count))
    raise ValueError(f"Expected {nearest * nearest} cells, got {count}")


def _value(ch: str, i: int, n: int) -> int:
    if ch in EMPTY:
        return 0
    v = SYMBOLS.find(ch.upper()) + 1
    if 1 <= v <= n:
        return v
    shown = repr(ch) if ch.isprintable() else "an unprintable character"
    raise ValueError(f"Row {i // n + 1}, column {i % n + 1}: {shown} is not one of {_symbol_range(n)} or 0 for empty")


def _symbol_range(n: int) -> str:
    return "1-9" if n == 9 else f"1-{SYMBOLS[n - 1]}" if n < 10 else f"1-9, A-{SYMBOLS[n - 1]}"


def _check_clashes(p: Puzzle) -> None:
    for kind, number, cells in units(p.n, p.box_rows, p.box_cols):
        seen = set()
        for i in cells:
            v = p.cells[i]
            if v and v in seen:
                raise ValueError(f"{kind} {number} has two {SYMBOLS[v - 1]}s")
            seen.add(v)


def encode(p: Puzzle) -> str:
    """The SDM line, with the box prefix only where the shape is not the default."""
    prefix = "" if (p.box_rows, p.box_cols) == default_box(p.n) else f"{p.box_rows}x{p.box_cols}:"
    return prefix + cells_text(p.cells)


def cells_text(values: Values) -> str:
    return "".join(SYMBOLS[v - 1] if v else "0" for v in values)


def model(p: Puzzle) -> dict:
    return {"n": p.n, "boxRows": p.box_rows, "boxCols": p.box_cols, "cells": list(p.cells)}


def from_model(data: dict) -> Puzzle:
    try:
        n, rows, cols, cells = data["n"], data["boxRows"], data["boxCols"], data["cells"]
        ok = all(isinstance(x, int) for x in (n, rows, cols, *cells))
    except (KeyError, TypeError):
        ok = False
    if not ok or rows * cols != n or len(cells) != n * n or n not in SIZES:
        raise ValueError("The grid is not a Sudoku board")
    if any(not 0 <= v <= n for v in cells):
        raise ValueError(f"Values must lie between 1 and {n}")
    puzzle = Puzzle(n, rows, cols, tuple(cells))
    _check_clashes(puzzle)
    return puzzle


# ---------------------------------------------------------------- geometry


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


# ---------------------------------------------------------------- solver


def solutions(p: Puzzle) -> Iterator[Solution]:
    """Every solution, lazily: propagate singles, then branch on the fewest candidates.

    The classic 9x9 goes to the big-integer solver of ``sudoku_bits``.
    """
    if (p.n, p.box_rows, p.box_cols) == (9, 3, 3):
        yield from sudoku_bits.solutions(p.cells)
        return
    yield from list_solutions(p)


def list_solutions(p: Puzzle) -> Iterator[Solution]:
    """Every solution by the list-of-bitmasks solver (any size; the tests check the 9x9 engine against it)."""
    unit_cells, peers, segments = geometry(p.n, p.box_rows, p.box_cols)
    full = (1 << p.n) - 1
    cands = [full] * (p.n * p.n)
    for i, v in enumerate(p.cells):
        if v and not _assign(cands, i, 1 << (v - 1), peers):
            return
    if not _propagate(cands, unit_cells, peers, segments):
        return
    yield from _search(cands, unit_cells, peers, segments)


def _assign(cands: list[int], i: int, bit: int, peers) -> bool:
    """Fix cell i to one value and remove it from every peer, following forced cells."""
    if not cands[i] & bit:
        return False
    stack = [(i, bit)]
    cands[i] = bit
    while stack:
        i, bit = stack.pop()
        for j in peers[i]:
            cj = cands[j]
            if cj & bit:
                cj &= ~bit
                if not cj:
                    return False
                cands[j] = cj
                if cj & (cj - 1) == 0:
                    stack.append((j, cj))
    return True


def _propagate(cands: list[int], unit_cells, peers, segments) -> bool:
    """Hidden singles, then locked candidates, until nothing changes; False on a contradiction."""
    changed = True
    while changed:
        changed = False
        if not _hidden_singles(cands, unit_cells, peers):
            return False
        for inside, line_rest, box_rest in segments:
            here = line = box = 0
            for i in inside:
                here |= cands[i]
            for i in line_rest:
                line |= cands[i]
            for i in box_rest:
                box |= cands[i]
            # a value of the box only here leaves the line's rest, and one of the line only here leaves the box's rest
            for cells, gone in ((line_rest, here & ~box), (box_rest, here & ~line)):
                if gone:
                    struck = _remove(cands, cells, gone, peers)
                    if struck is None:
                        return False
                    changed |= struck
    return True


def _remove(cands: list[int], cells, gone: int, peers) -> bool | None:
    """Strike the values of ``gone`` from the cells, placing any cell left with one value.

    True when something was struck, None on a contradiction.
    """
    struck = False
    for j in cells:
        cj = cands[j]
        if cj & gone:
            struck = True
            cj &= ~gone
            if not cj:
                return None
            cands[j] = cj
            if cj & (cj - 1) == 0 and not _assign(cands, j, cj, peers):
                return None
    return struck


def _hidden_singles(cands: list[int], unit_cells, peers) -> bool:
    """Hidden singles until nothing changes; False on a contradiction."""
    changed = True
    while changed:
        changed = False
        for cells in unit_cells:
            once = twice = 0
            for i in cells:
                c = cands[i]
                twice |= once & c
                once |= c
            if once != (1 << len(cells)) - 1:
                return False
            hidden = once & ~twice
            while hidden:
                bit = hidden & -hidden
                hidden ^= bit
                for i in cells:
                    if cands[i] & bit:
                        if cands[i] != bit:
                            if not _assign(cands, i, bit, peers):
                                return False
                            changed = True
                        break
    return True


def _search(cands: list[int], unit_cells, peers, segments) -> Iterator[Solution]:
    best, best_count = -1, 99
    for i, c in enumerate(cands):
        if c & (c - 1):
            k = c.bit_count()
            if k < best_count:
                best, best_count = i, k
                if k == 2:
                    break
    if best < 0:
        yield tuple(c.bit_length() for c in cands)
        return
    options = cands[best]
    while options:
        bit = options & -options
        options ^= bit
        trial = cands[:]
        if _assign(trial, best, bit, peers) and _propagate(trial, unit_cells, peers, segments):
            yield from _search(trial, unit_cells, peers, segments)


def is_solution(p: Puzzle, solution: Solution) -> bool:
    """True when the grid is full, keeps the givens, and every unit holds 1..n once."""
    if len(solution) != p.n * p.n or any(g and g != s for g, s in zip(p.cells, solution)):
        return False
    want = set(range(1, p.n + 1))
    return all({solution[i] for i in cells} == want for _, _, cells in units(p.n, p.box_rows, p.box_cols))


def solution_json(p: Puzzle, solution: Solution) -> str:
    """A solution is its filled SDM line (no box prefix)."""
    return cells_text(solution)


def solution_from_json(p: Puzzle, data) -> Solution:
    if not isinstance(data, str) or len(data) != p.n * p.n:
        raise ValueError(f"A solution is a line of {p.n * p.n} symbols")
    return tuple(_value(ch, i, p.n) for i, ch in enumerate(data))


def solution_text(p: Puzzle, solution: Solution) -> str:
    return cells_text(solution)


# ---------------------------------------------------------------- render


def render(p: Puzzle, solution: Solution | None = None) -> str:
    """The grid as a picture with box separators; ``.`` for empty cells."""
    values = solution or p.cells
    n = p.n
    lines = []
    rule = "+".join("-" * (2 * p.box_cols + 1) for _ in range(n // p.box_cols))
    for r in range(n):
        if r and r % p.box_rows == 0:
            lines.append(rule)
        groups = []
        for c0 in range(0, n, p.box_cols):
            groups.append(" " + " ".join(SYMBOLS[v - 1] if v else "." for v in values[r * n + c0 : r * n + c0 + p.box_cols]) + " ")
        lines.append("|".join(groups))
    return "\n".join(lines) + "\n"


def picture(p: Puzzle, request: dict) -> dict:
    """The ``picture`` request: ``{puzzle}`` -> ``{"text": the grid picture}`` (.ss style)."""
    return {"text": render(p)}


from . import sudoku_logic  # noqa: E402 - it reads this module's geometry

OPERATIONS: dict = {
    "picture": picture,
    "candidates": sudoku_logic.candidates,
    "hint": sudoku_logic.hint,
    "steps": sudoku_logic.steps,
}
