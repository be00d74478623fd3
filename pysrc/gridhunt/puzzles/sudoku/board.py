"""The pencil-mark board the human-style techniques read, and how steps are written.

>>> from gridhunt.puzzles.sudoku import decode
>>> b = Board.of(decode("1.34" "34.2" "2143" "4.21"))
>>> b.cands[1], name(b, 1)
(2, 'r1c2')

Glossary: values[i] is the placed value of cell i (0 when empty); cands[i] the
candidate bitmask of an empty cell (bit v-1 for v; 0 once the cell is placed).
"""

from .grid import SYMBOLS, geometry, units

_shapes: dict = {}


def _shape(n: int, box_rows: int, box_cols: int):
    """(units with names, peer sets, box of each cell), cached per shape."""
    key = (n, box_rows, box_cols)
    if key not in _shapes:
        named = units(n, box_rows, box_cols)
        _, peers, _ = geometry(n, box_rows, box_cols)
        box_of = [0] * (n * n)
        for _, number, cells in named[2 * n :]:
            for i in cells:
                box_of[i] = number - 1
        _shapes[key] = (named, [frozenset(p) for p in peers], box_of)
    return _shapes[key]


class Board:
    def __init__(self, n: int, box_rows: int, box_cols: int, values, cands):
        self.n = n
        self.units, self.peers, self.box_of = _shape(n, box_rows, box_cols)
        self.values = list(values)
        self.cands = list(cands)

    @classmethod
    def of(cls, puzzle, candidates=None) -> "Board":
        """The board of a puzzle: candidates are what the peers allow (and, if given, the user kept)."""
        n = puzzle.n
        board = cls(n, puzzle.box_rows, puzzle.box_cols, puzzle.cells, [0] * (n * n))
        full = (1 << n) - 1
        for i, v in enumerate(puzzle.cells):
            if not v:
                seen = 0
                for j in board.peers[i]:
                    if puzzle.cells[j]:
                        seen |= 1 << (puzzle.cells[j] - 1)
                board.cands[i] = full & ~seen & (full if candidates is None else candidates[i])
        return board

    def sym(self, v: int) -> str:
        return SYMBOLS[v - 1]

    @staticmethod
    def bits(mask: int) -> list[int]:
        """The values in a candidate mask."""
        out = []
        while mask:
            low = mask & -mask
            out.append(low.bit_length())
            mask ^= low
        return out

    def sees(self, i: int, j: int) -> bool:
        return j in self.peers[i]

    def has(self, i: int, v: int) -> bool:
        return bool(self.cands[i] >> (v - 1) & 1)

    def solved(self) -> bool:
        return all(self.values)

    def apply(self, step: dict) -> None:
        for i, v in step["placements"]:
            self.values[i] = v
            self.cands[i] = 0
            for j in self.peers[i]:
                self.cands[j] &= ~(1 << (v - 1))
        for i, v in step["eliminations"]:
            self.cands[i] &= ~(1 << (v - 1))

    def contradiction(self):
        """A step saying why the board cannot be finished (a cell or a value with no place), or None."""
        for i, v in enumerate(self.values):
            if not v and not self.cands[i]:
                return make_step("Contradiction", f"{name(self, i)} has no candidates left", cells=[i])
        for kind, number, cells in self.units:
            placed = {self.values[i] for i in cells}
            for v in range(1, self.n + 1):
                if v not in placed and not any(self.has(i, v) for i in cells):
                    message = f"{kind} {number} has no place left for {self.sym(v)}"
                    return make_step("Contradiction", message, cells=cells)
        return None


def make_step(technique: str, message: str, placements=(), eliminations=(), cells=(), candidates=()) -> dict:
    return {
        "technique": technique,
        "message": message,
        "placements": [[i, v] for i, v in placements],
        "eliminations": [[i, v] for i, v in sorted(eliminations)],
        "cells": sorted(set(cells)),
        "candidates": [[i, v] for i, v in sorted({(i, v) for i, v in candidates})],
    }


def name(b: Board, i: int) -> str:
    return f"r{i // b.n + 1}c{i % b.n + 1}"


def cell_names(b: Board, cells) -> str:
    return ", ".join(name(b, i) for i in cells)


def values_text(b: Board, mask: int) -> str:
    return "/".join(b.sym(v) for v in b.bits(mask))


def removal_text(b: Board, gone) -> str:
    """'3 from r2c5, r2c7 and 7 from r2c9' for a list of (cell, value)."""
    by_value: dict[int, list[int]] = {}
    for i, v in sorted(gone, key=lambda g: (g[1], g[0])):
        by_value.setdefault(v, []).append(i)
    parts = [f"{b.sym(v)} from {cell_names(b, cells)}" for v, cells in by_value.items()]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
