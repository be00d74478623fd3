"""Counting a genre's solutions and finding what they share, the same way for every genre.

A genre states its rules as a ``Problem`` and names the ``shown`` variables its solutions
are told apart by; ``verdict`` counts to a limit and, when the count is not exactly one,
asks which shown variables still have one value in every solution.
"""

from collections.abc import Iterator
from itertools import islice

from ..search.constraints import Model, Problem
from .cells import Shading, certain_rows


def verdict(problem: Problem, shown: list[int], limit: int = 2) -> tuple[list[Model], dict[int, bool] | None]:
    """Up to ``limit`` solutions, and the shown values common to all of them (None: no solution).

    With exactly one solution, every shown value is certain: that solution's.
    """
    found = list(islice(problem.solutions(shown), limit))
    if not found:
        return found, None
    if len(found) == 1:
        return found, {v: found[0][v] for v in shown}
    return found, problem.certain(shown, found)


def shadings(problem: Problem, cells: list[int]) -> Iterator[Shading]:
    """The solutions of a genre whose answer is one true/false per cell (``cells``: its variables)."""
    for found in problem.solutions(cells):
        yield tuple(found[v] for v in cells)


def cell_verdict(problem: Problem, cells: list[int], w: int, h: int) -> dict:
    """The ``certain`` reply of such a genre: the count to 2, and rows of the cells alike in every solution."""
    found, same = verdict(problem, cells)
    return {"count": len(found), "unique": len(found) == 1, "certain": certain_rows(same, cells, w, h)}
