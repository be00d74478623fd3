"""Dominion's cells certain whatever the rows past the last letter hold, proved on the board cut there.

The rows below a board's last letter (or above its first, or the columns beside) hold none, and the
search proves a cell certain only once it has routed the letters' areas round one another through them
every way: a cut-short 13x17 whose last 9 rows are empty took 15,439 conflicts to prove one cell, and its
sharing phase 25,000 (30 s); the same board cut to 9 rows, 31 conflicts for that cell.

Whatever an answer draws in those rows, the rest of the board sees of it only which cells of the last
row kept its areas join there. An area of the rows cut off holds no letter, so it is part of a letter's
area that comes down to the last row kept, and it joins the cells of that row above it; two such areas
never cross (a path of one from a cell to another, with the line under the row kept, closes off the
cells between from the rest of the rows below). So the board cut after its last letter's row, with a
join between any two cells of that row (the two then belong to one letter and are joined in its area)
and no two joins crossing (a < c < b < d), has among its answers every answer's rows kept: a cell it
proves certain is certain. The cut board is small and its joins few, and its proofs are as quick as
on a board without the empty rows (that 13x17: its 68 certain cells in 0.3 s). A shaded cell of the
last row kept may have its partner in the row below, left free.

>>> from .codec import decode
>>> from .rules import problem
>>> puzzle = decode("https://puzz.link/p?dominion/5/6/1g2zh")   # A and B, then five empty rows
>>> p, shaded = problem(puzzle)
>>> settle(puzzle, p, shaded)
>>> [i for i in range(5) if p.solver.fails(shaded[i]) or p.solver.fails(-shaded[i])]   # the cells proved
[0, 1, 2]

Glossary: w, h the board's width and height; cell i = r * w + c; the band is the rows without a letter
past the last one that has one; a join, of two cells of the last row kept, stands for an area of the band.
"""

from ...puzzlink import bands
from ...search import shapes
from ...search.constraints import Problem
from .areas import areas
from .codec import Puzzle

LEAST = 3  # rows a band must have to be cut off: with fewer the cut board is as large, and its proofs as long


def cut(puzzle: Puzzle, rows: int) -> tuple[Problem, list[int]]:
    """The board cut after its first ``rows`` rows, with joins between the cells of the last (see above): the
    problem and the variables of the cells kept."""
    w = puzzle.w
    p = Problem()
    shaded = p.new_vars(w * (rows + 1))  # a row past the last kept, free: a shaded cell's partner or not
    shapes.dominoes(p, shaded, w, rows + 1, rows=rows)
    last = w * (rows - 1)
    joins = {}
    for a in range(w):
        for b in range(a + 2, w):  # two cells side by side need no join: unshaded, they are joined already
            v = joins[a, b] = p.new_var()
            for c in (a, b):
                p.clause([-v, -shaded[last + c]])
                p.clause([-v, -shaded[last + w + c]])  # the area goes on below both ends
    for (a, b), v in joins.items():
        for (c, d), u in joins.items():
            if a < c < b < d:
                p.clause([-v, -u])
    areas(p, puzzle.clues[: w * rows], shaded[: w * rows], w, rows,
          [(last + a, last + b, v) for (a, b), v in joins.items()])
    return p, shaded[: w * rows]


def turned(puzzle: Puzzle) -> list[tuple[Puzzle, list[int]]]:
    """The board as it is, upside down, and turned either way on its side (the rows past its last letter
    are those below, above, to the right and to the left), each with the cell each of its cells is."""
    w, h = puzzle.w, puzzle.h
    out = []
    for ww, hh, where in ((w, h, lambda r, c: r * w + c), (w, h, lambda r, c: (h - 1 - r) * w + c),
                          (h, w, lambda r, c: c * w + r), (h, w, lambda r, c: c * w + w - 1 - r)):
        back = [where(r, c) for r in range(hh) for c in range(ww)]
        out.append((Puzzle(ww, hh, tuple(puzzle.clues[i] for i in back)), back))
    return out


def settle(puzzle: Puzzle, p: Problem, shaded: list[int]) -> None:
    """The cells certain on the board cut after its last letter (on the side with the widest band of
    rows without one, of ``LEAST`` rows at least), added to ``p`` as clauses."""
    found = bands.widest(turned(puzzle), lambda board: board.clues, LEAST)
    if found is None:
        return
    board, back, rows = found
    q, kept = cut(board, rows)
    same = q.certain(kept)
    for i, v in enumerate(kept):
        if same is not None and v in same:
            p.clause([shaded[back[i]] if same[v] else -shaded[back[i]]])
