"""Which cells a loop through cell centres encloses: a variable per cell, true inside the loop.

A cell off the loop is inside when a ray from it crosses the loop an odd number of times.
The ray here runs left from the cell's top-left corner along the grid line above it, so it
crosses exactly the links ``down[r - 1][c']`` for columns c' left of the cell: the parity of
those, one XOR after another along the row (row 0's corners are on the grid's edge, outside).
For a cell on the loop the value means nothing; rules ask it of cells off the loop.

>>> from gridhunt.search.constraints import Problem
>>> from gridhunt.search.loops import cell_loop
>>> p = Problem()
>>> loop = cell_loop(p, 3, 3, open_cells=[True, True, True, True, False, True, True, True, True])
>>> inside = inside_cells(p, loop, 3, 3)
>>> found = next(p.solutions(loop.links()))
>>> found[inside[4]], found.get(inside[0], False)
(True, False)

Glossary: w, h width and height; cell i = r * w + c; ``down[r][c]`` links (r, c) to (r + 1, c).
"""

from .constraints import Problem
from .loops import CellLoop


def inside_cells(problem: Problem, loop: CellLoop, w: int, h: int) -> list[int]:
    """A literal per cell, true when the cell lies inside the loop (``loop.false`` on row 0 and column 0)."""
    out = []
    for r in range(h):
        inside = loop.false  # the left edge is outside
        for c in range(w):
            if c > 0 and r > 0:
                inside = xor(problem, inside, loop.down[r - 1][c - 1], loop.false)
            out.append(inside)
    return out


def xor(problem: Problem, a: int, b: int, false: int) -> int:
    """A literal equal to a XOR b (no new variable when either is the constant false)."""
    if a == false:
        return b
    if b == false:
        return a
    x = problem.new_var()
    problem.clause([-a, -b, -x])
    problem.clause([a, b, -x])
    problem.clause([-a, b, x])
    problem.clause([a, -b, x])
    return x
