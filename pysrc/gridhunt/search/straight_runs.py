"""How far a loop through cell centres runs straight from a cell: chains of "at least k links this way".

``reach[d][k - 1]`` is true when the first k links from the cell in direction d are all drawn, so
the straight run's length that way is how many of ``reach[d]`` are true, and two runs are as long
as each other just when their chains agree at every k. Balance Loop and Mid-loop compare runs.

>>> from gridhunt.search.constraints import Problem
>>> from gridhunt.search.loops import cell_loop
>>> p = Problem()
>>> loop = cell_loop(p, 3, 2)
>>> up, down, left, right = straight_runs(p, loop, 3, 2, 0)
>>> len(up), len(down), len(left), len(right)
(0, 1, 0, 2)
>>> p.clause([right[1]])  # from the top-left cell the loop runs two links to the right
>>> sum(1 for _ in p.solutions(loop.links()))
1

Glossary: w, h width and height; cell i = r * w + c; directions in the order up, down, left, right.
"""

from .constraints import Problem
from .loops import CellLoop

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))  # up, down, left, right


def link(loop: CellLoop, r: int, c: int, r2: int, c2: int) -> int:
    """The literal of the link between side-by-side cells (r, c) and (r2, c2)."""
    return loop.across[r][min(c, c2)] if r == r2 else loop.down[min(r, r2)][c]


def straight_runs(p: Problem, loop: CellLoop, w: int, h: int, i: int) -> list[list[int]]:
    """Per direction (up, down, left, right), the chain ``reach``: ``reach[k - 1]`` when the loop runs
    straight at least k links that way from cell i (as many entries as there are cells to the edge)."""
    r, c = divmod(i, w)
    out = []
    for dr, dc in STEPS:
        chain, rr, cc = [], r, c
        while 0 <= rr + dr < h and 0 <= cc + dc < w:
            drawn = link(loop, rr, cc, rr + dr, cc + dc)
            if chain:
                both = p.new_var()  # both = chain[-1] AND drawn
                p.clause([-both, chain[-1]])
                p.clause([-both, drawn])
                p.clause([both, -chain[-1], -drawn])
                drawn = both
            chain.append(drawn)
            rr, cc = rr + dr, cc + dc
        out.append(chain)
    return out


def same_length(p: Problem, one: list[int], other: list[int]) -> None:
    """The two runs are as long as each other: their chains agree at every k (false past the shorter's end)."""
    for k in range(max(len(one), len(other))):
        a = one[k] if k < len(one) else None
        b = other[k] if k < len(other) else None
        if a is None:
            p.clause([-b])
        elif b is None:
            p.clause([-a])
        else:
            p.clause([-a, b])
            p.clause([a, -b])
