"""Connectivity of the cells that are on, in a rectangular grid, checked with bitsets.

The same rule as ``Problem.connected`` (the cells on form one piece, through side-by-side
cells not yet off), for the common case of a grid's cells: a Python int holds one bit per
cell, and a flood fill grows a reach by shifting the whole grid at once, a few big-int
operations a step instead of a visit per cell. Numberlink asks one such check per line at
every propagation fixpoint; on the 13x13 of tests/bench/numberlink_large.txt the graph
checker's depth-first search was two thirds of the proof's time (profiled, 27 November).

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> x = p.new_vars(4)  # a 2x2 grid: cells 0 1 / 2 3
>>> grid_connected(p, 2, 2, dict(enumerate(x)))
>>> p.clause([x[0]]); p.clause([x[3]]); p.clause([-x[1]])
>>> sorted(tuple(i for i in range(4) if m[x[i]]) for m in p.solutions(x))
[(0, 2, 3)]

It learns the same clauses as the graph checker ("if these two cells are on, one of the cells
around the reach of one of them is on"), from the smaller rim, but forces nothing on its own
(the graph checker also finds a free cell every way between two on cells runs through, with
a depth-first search this one avoids). Measured on Numberlink's proofs (27 November, busy
machine): the hunt 11x11 660 conflicts and 0.5 s instead of 1,683 and 2.0 s; the 13x13 68,000
conflicts instead of 56,000, each cheaper, 83 s as before; the corpus's twelve 2.2 s in all
instead of 2.5 s, the worst 0.55 s instead of 0.69 s.

Glossary: cell i = r * w + c is bit i; ``value[v]`` is 1, -1 or 0 (true, false, free).
"""

from collections.abc import Mapping
from functools import cache

from .constraints import Problem


class GridConnection:
    """The checker: cells with a literal (cells not listed are off for good)."""

    def __init__(self, w: int, h: int, cells: Mapping[int, int]) -> None:
        self.w = w
        self.cells = sorted(cells.items())
        self.lits = dict(cells)
        self.not_first, self.not_last = column_masks(w, h)
        self.listed = sum(1 << i for i in cells)

    def variables(self) -> list[int]:
        return [abs(lit) for _, lit in self.cells]

    def grow(self, reach: int, allowed: int) -> int:
        """The cells of ``allowed`` joined to ``reach`` through cells of ``allowed``."""
        return grow(reach, allowed, self.w, self.not_first, self.not_last)

    def rim(self, reach: int) -> int:
        """The listed cells beside ``reach`` and outside it."""
        w = self.w
        around = ((reach << 1) & self.not_first) | ((reach >> 1) & self.not_last) | (reach << w) | (reach >> w)
        return around & ~reach & self.listed

    def __call__(self, value: list[int]) -> list[int] | None:
        allowed = on = 0
        for i, lit in self.cells:
            x = value[lit] if lit > 0 else -value[-lit]
            if x != -1:
                allowed |= 1 << i
                if x == 1:
                    on |= 1 << i
        if not on:
            return None
        start = on & -on
        reach = self.grow(start, allowed)
        if not on & ~reach:
            return None
        rest = on & ~reach
        missed = rest & -rest
        rim = min(self.rim(reach), self.rim(self.grow(missed, allowed)), key=int.bit_count)
        lits = self.lits
        clause = [-lits[start.bit_length() - 1], -lits[missed.bit_length() - 1]]
        while rim:
            low = rim & -rim
            clause.append(lits[low.bit_length() - 1])
            rim ^= low
        return clause


@cache
@cache  # one grid's masks for every call: ``layouts.one_piece`` asks for them at each shading it looks at
def column_masks(w: int, h: int) -> tuple[int, int]:
    """Every cell of a w x h grid but those of its first column, and but those of its last: a cell shifted
    one to the right must not wrap into column 0, nor one shifted left into the last column."""
    every = (1 << (w * h)) - 1
    first_column = sum(1 << (r * w) for r in range(h))
    return every & ~first_column, every & ~(first_column << (w - 1))


def grow(reach: int, allowed: int, w: int, not_first: int, not_last: int) -> int:
    """The cells of ``allowed`` joined to ``reach`` side by side through cells of ``allowed``, in a grid
    ``w`` wide (``not_first``, ``not_last``: every cell but those of the first, the last column)."""
    while True:
        wider = (reach | ((reach << 1) & not_first) | ((reach >> 1) & not_last) | (reach << w) | (reach >> w)) & allowed
        if wider == reach:
            return reach
        reach = wider


def grid_connected(problem: Problem, w: int, h: int, cells: Mapping[int, int]) -> None:
    """The cells on (``cells`` maps a cell's index to its literal) form one piece, through side-by-side cells."""
    checker = GridConnection(w, h, cells)
    problem.solver.add_checker(checker, checker.variables())
