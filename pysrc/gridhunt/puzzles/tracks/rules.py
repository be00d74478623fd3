"""Tracks as clauses for the SAT engine: what the search of ``engine`` hands over when it goes deep.

The engine (propagation and depth-first search, no learning) answers Tatham's puzzles in milliseconds,
but a board that is not a finished puzzle (counts left unknown, one count moved to another line) can
send it down millions of branches; the SAT engine learns from each dead end. A variable per link
between side-by-side cells and per cell (on the track): a cell is on just when it has a link, an end
has one link inside the grid (a station's other side leaves the grid), any other cell on the track two;
each count is a count of its line's cells; a given piece fixes its links; and no links close a cycle
(``search.acyclic``): with those degrees the links are then paths, and only the two ends may end one, so
they are one track from start to finish.

>>> from .codec import decode
>>> p = decode("8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1")
>>> [len(track) for track in solutions(p)]
[25]
"""

from typing import Iterator

from ...search.acyclic import forbid_cycles
from ...search.constraints import Problem
from .codec import STEPS, Puzzle, Solution, outer_side, segments


def problem(p: Puzzle) -> tuple[Problem, dict[tuple[int, int], int], list[int]]:
    """The constraints, the link variables by their two cells (lower index first) and the cells' variables."""
    w, h = p.w, p.h
    n = w * h
    problem = Problem()
    link: dict[tuple[int, int], int] = {}
    for i in range(n):
        r, c = divmod(i, w)
        if c + 1 < w:
            link[i, i + 1] = problem.new_var()
        if r + 1 < h:
            link[i, i + w] = problem.new_var()
    touching: list[list[int]] = [[] for _ in range(n)]
    for (i, j), v in link.items():
        touching[i].append(v)
        touching[j].append(v)
    on = problem.new_vars(n)
    start, finish = p.start[0] * w + p.start[1], p.finish[0] * w + p.finish[1]
    for i in range(n):
        links = touching[i]
        for v in links:
            problem.clause([-v, on[i]])
        if i in (start, finish):
            problem.clause([on[i]])
            problem.exactly(links, 0 if start == finish else 1)
            continue
        problem.clause([-on[i], *links])
        problem.at_most(links, 2)
        for v in links:  # a cell the track enters it leaves
            problem.clause([-v, *(u for u in links if u != v)])
    for c, count in enumerate(p.column_counts):
        if count is not None:
            problem.exactly([on[r * w + c] for r in range(h)], count)
    for r, counts in enumerate(p.row_counts):
        for (first, last), count in zip(segments(p), counts):
            if count is not None:
                problem.exactly([on[r * w + c] for c in range(first, last)], count)
    for i, mask in enumerate(p.pieces):
        if mask:
            given(problem, p, i, mask, link)
    forbid_cycles(problem, [(i, j, (v,)) for (i, j), v in link.items()])
    return problem, link, on


def given(problem: Problem, p: Puzzle, i: int, mask: int, link: dict[tuple[int, int], int]) -> None:
    """A given piece: the track passes the cell by exactly the piece's sides (a station's own side off the grid)."""
    r, c = divmod(i, p.w)
    outside = outer_side(p, (r, c))
    for side, (dr, dc) in STEPS.items():
        if 0 <= r + dr < p.h and 0 <= c + dc < p.w:
            j = (r + dr) * p.w + c + dc
            v = link[min(i, j), max(i, j)]
            problem.clause([v if mask & side else -v])
        elif bool(mask & side) != (side == outside):
            problem.clause([])  # a side off the grid that is no station's, or a station's piece without it


def solutions(p: Puzzle) -> Iterator[Solution]:
    """Every track, lazily, as its cells from start to finish."""
    problem_, link, _ = problem(p)
    shown = list(link.values())
    beside: dict[int, list[tuple[int, int]]] = {}
    for (i, j), v in link.items():
        beside.setdefault(i, []).append((j, v))
        beside.setdefault(j, []).append((i, v))
    start, finish = p.start[0] * p.w + p.start[1], p.finish[0] * p.w + p.finish[1]
    for model in problem_.solutions(shown):
        path, came = [start], -1
        while path[-1] != finish:
            here = path[-1]
            step = next(j for j, v in beside.get(here, ()) if model[v] and j != came)
            came = here
            path.append(step)
        yield tuple(divmod(i, p.w) for i in path)
