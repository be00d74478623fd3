"""The piece set of the tiling kind: its text form, expanded into named pieces.

Entries, comma separated (the full grammar is in ``tiling``'s docstring): ``s1-3``
strips over the batch's colours, ``p5`` free pentominoes, ``(bw/X.)`` a custom piece;
then ``r`` (turns only) or ``f`` (fixed), then ``?`` (at most once) or ``*`` (any number).

>>> spec, pieces = parse("s2-3,s1?", ["b", "w"])
>>> " ".join(piece.name + piece.count for piece in pieces)
'bb1 bw1 ww1 bbb1 bbw1 bwb1 bww1 wbw1 www1 b? w?'

Glossary: a shape is a tuple of (r, c, colour) with colour None for any colour; a
piece's ``shapes`` are its distinct orientations; count is "1", "?" or "*".
"""

import re
from dataclasses import dataclass
from itertools import product

from .polyominoes import MAX_SIZE, named_polyominoes, orientations

MAX_PIECES, MAX_STRIP, MAX_CUSTOM = 300, 10, 25
ENTRY = re.compile(r"^(?:(s|p)(\d+)(?:-(\d+))?|\(([^()]*)\))([rf]?)([?*]?)$")


@dataclass(frozen=True)
class Piece:
    name: str
    cells: tuple  # the shape as drawn: (r, c, colour or None)
    count: str  # "1" exactly once, "?" at most once, "*" any number
    turns: str  # "" turns and mirror images, "r" turns only, "f" fixed as drawn
    shapes: tuple  # its distinct orientations


def parse(spec: str, colours: list[str]) -> tuple[str, tuple[Piece, ...]]:
    """The canonical text and the pieces of a piece-set text; ``colours`` those of the grids."""
    entries = [entry.strip() for entry in spec.replace(" ", "").lower().split(",")]
    if not spec.strip() or not all(entries):
        raise ValueError("The piece set is empty or has an empty entry")
    pieces: list[Piece] = []
    for entry in entries:
        match = ENTRY.match(entry)
        if not match:
            raise ValueError(f"'{entry[:20]}' is not a piece entry such as s1-3, p5 or (bw/X.)")
        family, low, high, drawing, turns, count = match.groups()
        rotations, reflections = turns != "f", turns == ""
        for name, cells in _entry_shapes(family, low, high, drawing, colours):
            shapes = tuple(orientations(cells, rotations, reflections))
            pieces.append(Piece(name, cells, count or "1", turns, shapes))
            if len(pieces) > MAX_PIECES:
                raise ValueError(f"The piece set has more than {MAX_PIECES} pieces")
    names = [piece.name for piece in pieces]
    twice = next((name for name in names if names.count(name) > 1), None)
    if twice:
        raise ValueError(f"The piece {twice} appears twice in the piece set")
    return ",".join(entries), tuple(pieces)


def _entry_shapes(family, low, high, drawing, colours):
    if drawing is not None:
        return [_custom(drawing)]
    low, high = int(low), int(high or low)
    largest = MAX_STRIP if family == "s" else MAX_SIZE
    if not 1 <= low <= high <= largest:
        kind = "Strip lengths" if family == "s" else "Polyomino sizes"
        raise ValueError(f"{kind} must run from 1 to {largest}, low to high")
    if family == "p":
        return [
            (name, tuple((r, c, None) for r, c in shape)) for n in range(low, high + 1) for name, shape in named_polyominoes(n)
        ]
    found = []
    for n in range(low, high + 1):
        if len(colours) ** n > 4 * MAX_PIECES:
            raise ValueError(f"Too many strips of length {n} over {len(colours)} colours")
        for word in product(colours, repeat=n):
            if word <= word[::-1]:  # a strip and its reversal are one piece
                found.append(("".join(word), tuple((0, c, colour) for c, colour in enumerate(word))))
    return found


def _custom(drawing: str):
    rows = drawing.split("/")
    cells = [(r, c, ch) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "."]
    if not cells or len(cells) > MAX_CUSTOM:
        raise ValueError(f"A custom piece needs 1 to {MAX_CUSTOM} cells")
    bad = next((ch for _, _, ch in cells if not ("a" <= ch <= "z")), None)
    if bad is not None:
        raise ValueError(f"In a custom piece, {bad!r} is not a colour a-z, X for any colour or . for no cell")
    where = {(r, c) for r, c, _ in cells}
    reached, todo = set(), [min(where)]
    while todo:  # a piece must be one connected shape
        r, c = todo.pop()
        if (r, c) in where and (r, c) not in reached:
            reached.add((r, c))
            todo += [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)]
    if reached != where:
        raise ValueError(f"The custom piece ({drawing.replace('x', 'X')}) is not connected")
    r0, c0 = min(r for r, _, _ in cells), min(c for _, c, _ in cells)
    shape = tuple(sorted((r - r0, c - c0, None if ch == "x" else ch) for r, c, ch in cells))
    return f"({drawing.replace('x', 'X')})", shape


def model(piece: Piece) -> dict:
    return {
        "name": piece.name,
        "cells": [[r, c] for r, c, _ in piece.cells],
        "colours": [colour or "" for _, _, colour in piece.cells],
        "count": piece.count,
        "orientations": len(piece.shapes),
    }


def fits(piece: Piece, placed: list[tuple[int, int, str]]) -> bool:
    """Whether cells with their grid colours form one allowed image of the piece (an
    independent check: it maps the placed cells back, sharing no code with the solver)."""
    if len(placed) != len(piece.cells) or len(set((r, c) for r, c, _ in placed)) != len(placed):
        return False
    wanted = sorted(piece.cells, key=lambda cell: (cell[0], cell[1]))
    allowed = {"": 8, "r": 4, "f": 1}[piece.turns]
    for turn in range(allowed):
        moved = []
        for r, c, colour in placed:
            for _ in range(turn % 4):
                r, c = c, -r
            if turn >= 4:
                c = -c
            moved.append((r, c, colour))
        r0, c0 = min(r for r, _, _ in moved), min(c for _, c, _ in moved)
        moved = sorted((r - r0, c - c0, colour) for r, c, colour in moved)
        if all((a[0], a[1]) == (b[0], b[1]) and b[2] in (None, a[2]) for a, b in zip(moved, wanted)):
            return True
    return False
