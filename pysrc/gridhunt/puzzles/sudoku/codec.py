"""Sudoku's text forms: the SDM line (with its box prefix), grid pictures, the model and solution JSON."""

import json

from ...fields import CellsError, is_whole, share_text
from ...lzstring import compress_base64
from . import fpuzzles
from .grid import EMPTY, SIZES, SYMBOLS, Puzzle, Solution, Values, default_box, units
from .variant import VARIANT_SIZES, variant_from_model, variant_model

VARIANT_PREFIX = "fpuzzles:"  # a variant's share string: this, then f-puzzles' JSON lz-string compressed


def decode(text: str) -> Puzzle:
    """Read an SDM line (optionally with an ``RxC:`` box prefix), a grid picture, or a variant's share string."""
    text = share_text(text, "an SDM line of 81 digits (0 or . for empty)")
    if text.startswith(VARIANT_PREFIX):
        return from_fpuzzles(text[len(VARIANT_PREFIX):])[0]
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
    check_clashes(puzzle)
    return puzzle


def from_fpuzzles(body: str) -> tuple[Puzzle, list[str]]:
    """The puzzle of an f-puzzles link's ``load=`` text, clashes named, and notes on what was left out."""
    puzzle, notes = fpuzzles.read_link_body(body)
    check_clashes(puzzle)
    return puzzle, notes


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
    below = [s for s in SIZES if s * s < count]
    above = [s for s in SIZES if s * s > count]
    if abs(nearest * nearest - count) > 3 and below and above:
        # far from every size: more likely a link cut short than a typo (a 9x9's first 50 digits)
        lo, hi = below[-1], above[0]
        raise ValueError(f"Got {count} cells, between {_a(lo)} {lo}x{lo}'s {lo * lo} and {_a(hi)} {hi}x{hi}'s "
                         f"{hi * hi}: is the puzzle whole?")
    raise ValueError(f"Expected {nearest * nearest} cells, got {count}")


def _a(n: int) -> str:
    """The article before a number said aloud: an 8, an 18, a 9."""
    return "an" if str(n).startswith(("8", "11", "18")) else "a"


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


def check_clashes(p: Puzzle) -> Puzzle:
    """Name the first unit holding a digit twice, and carry every clashing cell for the board; the puzzle when none does."""
    first, clashing = None, set()
    for kind, number, cells in _units(p):
        where: dict[int, int] = {}
        for i in cells:
            v = p.cells[i]
            if not v:
                continue
            if v in where:
                clashing |= {i, where[v]}
                first = first or f"{kind} {number} has two {SYMBOLS[v - 1]}s"
            where[v] = i
    if first:
        raise CellsError(first, [divmod(i, p.n) for i in sorted(clashing)])
    return p


def _units(p: Puzzle):
    """Rows, columns and boxes, or a variant's own regions."""
    if p.variant is None or p.variant.regions is None:
        return units(p.n, p.box_rows, p.box_cols)
    regions = p.variant.regions
    lines = units(p.n, p.n, 1)[: 2 * p.n]
    return lines + [("Region", k + 1, tuple(i for i, r in enumerate(regions) if r == k)) for k in range(p.n)]


def encode(p: Puzzle) -> str:
    """The SDM line, with the box prefix only where the shape is not the default; a variant's f-puzzles JSON."""
    if p.variant is not None:
        return VARIANT_PREFIX + compress_base64(json.dumps(fpuzzles.encode_json(p), separators=(",", ":")))
    prefix = "" if (p.box_rows, p.box_cols) == default_box(p.n) else f"{p.box_rows}x{p.box_cols}:"
    return prefix + cells_text(p.cells)


def cells_text(values: Values) -> str:
    """The SDM symbols of the values: ``cells_text((1, 0, 10)) == "10A"``."""
    return bytes(values).translate(VALUE_SYMBOLS).decode()


VALUE_SYMBOLS = bytes.maketrans(bytes(range(len(SYMBOLS) + 1)), ("0" + SYMBOLS).encode())  # value -> its symbol


def model(p: Puzzle) -> dict:
    """The page's JSON; a variant adds ``variant`` (``variant.variant_model``)."""
    data = {"n": p.n, "boxRows": p.box_rows, "boxCols": p.box_cols, "cells": list(p.cells)}
    if p.variant is not None:
        data["variant"] = variant_model(p.variant, p.n)
    return data


def from_model(data: dict) -> Puzzle:
    try:
        n, rows, cols, cells = data["n"], data["boxRows"], data["boxCols"], data["cells"]
        ok = all(is_whole(x) for x in (n, rows, cols, *cells))
    except (KeyError, TypeError):
        ok = False
    variant = data.get("variant") if ok else None
    sizes = VARIANT_SIZES if variant is not None else SIZES
    if not ok or rows * cols != n or len(cells) != n * n or n not in sizes:
        raise ValueError("The grid is not a Sudoku board")
    if any(not 0 <= v <= n for v in cells):
        raise ValueError(f"Values must lie between 1 and {n}")
    if variant is not None:
        variant = variant_from_model(variant, n, (rows, cols))
    puzzle = Puzzle(n, rows, cols, tuple(cells), variant)
    check_clashes(puzzle)
    return puzzle


def solution_json(p: Puzzle, solution: Solution) -> str:
    """A solution is its filled SDM line (no box prefix)."""
    return cells_text(solution)


def solution_from_json(p: Puzzle, data) -> Solution:
    if not isinstance(data, str) or len(data) != p.n * p.n:
        raise ValueError(f"A solution is a line of {p.n * p.n} symbols")
    return tuple(_value(ch, i, p.n) for i, ch in enumerate(data))


def solution_text(p: Puzzle, solution: Solution) -> str:
    return cells_text(solution)
