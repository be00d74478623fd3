"""Sight lines: how many cells a cell sees along rays until a blocking cell, as literals to count.

A ray is the list of the cells met going one way from a cell, nearest first, each given as the
literal "this cell lets sight through" (Kurodoko's and Nurimisaki's unshaded cells). ``seen``
adds, for each ray, a variable per step: "every cell up to here lets sight through"; the number
of those that are true is the number of cells seen, so a clue is a count on them.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> clear = p.new_vars(4)                 # a row of four cells, looked along from its left end
>>> steps = seen(p, [clear])
>>> p.exactly(steps, 2)
>>> sorted(tuple(m[v] for v in clear) for m in p.solutions(clear))
[(True, True, False, False), (True, True, False, True)]
"""

from collections.abc import Iterable

from .constraints import Problem


def seen(problem: Problem, rays: Iterable[list[int]]) -> list[int]:
    """Per ray and step, a variable true when every cell of the ray up to that step lets sight through."""
    steps = []
    for ray in rays:
        before = None
        for clear in ray:
            now = problem.new_var()
            # now <-> before and clear (the first step: now <-> clear)
            problem.clause([-now, clear])
            if before is None:
                problem.clause([now, -clear])
            else:
                problem.clause([-now, before])
                problem.clause([now, -before, -clear])
            steps.append(now)
            before = now
    return steps


def sees(problem: Problem, i: int, count: int, clear: list[int], w: int, h: int) -> None:
    """Cell i of a w x h grid sees ``count`` cells, itself included, along its row and column, sight
    passing the cells j whose literal ``clear[j]`` is true (a Kurodoko or Nurimisaki number)."""
    problem.exactly(seen(problem, [[clear[j] for j in ray[: count]] for ray in rays(i, w, h)]), count - 1)


def rays(i: int, w: int, h: int) -> list[list[int]]:
    """The cells met going right, down, left and up from cell i of a w x h grid, nearest first."""
    r, c = divmod(i, w)
    return [[r * w + cc for cc in range(c + 1, w)], [rr * w + c for rr in range(r + 1, h)],
            [r * w + cc for cc in range(c - 1, -1, -1)], [rr * w + c for rr in range(r - 1, -1, -1)]]
