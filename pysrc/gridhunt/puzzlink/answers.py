"""Counting a genre's solutions and finding what they share, the same way for every genre.

A genre states its rules as a ``Problem`` and names the ``shown`` variables its solutions
are told apart by; ``verdict`` counts to a limit and, when the count is not exactly one,
asks which shown variables still have one value in every solution.
"""

from collections.abc import Callable, Iterator
from itertools import islice

from ..search.budget import OutOfTime
from ..search.constraints import Model, Problem
from ..search.loops import CellLoop
from .cells import Shading, certain_rows
from .lines import Lines


def verdict(problem: Problem, shown: list[int], limit: int = 2,
            asked: Callable[[Model], list[int]] | None = None,
            near: Callable[[list[Model]], list[Model]] | None = None,
            settle: Callable[[], None] | None = None) -> tuple[list[Model], dict[int, bool] | None]:
    """Up to ``limit`` solutions, and the shown values common to all of them (None: no solution).

    With exactly one solution, every shown value is certain: that solution's. When the time
    budget runs out (``search.budget``), what is known then: the solutions found so far and
    the values they share (the api's reply says that the count or the sharing was not proved).
    ``asked``: given the first solution, the shown variables the caller reads (the rest may be left
    out of the answer): a genre of values reads only each cell's value in it, and asking about
    every value a cell might take cost a solution each, hundreds on an empty board.
    ``near``: given the solutions found, more solutions a genre knows near them without a search (as
    their shown values, each checked by the genre's own rules), which save the sharing phase a search each.
    ``settle``: called once two solutions are found, before the sharing phase: a genre's proofs elsewhere (a
    board cut smaller, whose every answer is part of one here) of values certain, added to the problem as
    clauses, which the sharing phase then proves by propagation alone.
    """
    found: list[Model] = []
    try:
        found.extend(islice(problem.solutions(shown), limit))
        if len(found) > 1:
            if settle is not None:
                settle()
            return found, problem.certain(asked(found[0]) if asked else shown, found + (near(found) if near else []))
    except OutOfTime:
        pass
    return found, shared(found, shown)


def shared(found: list[Model], shown: list[int]) -> dict[int, bool] | None:
    """The shown values alike in every model found (None: none found)."""
    if not found:
        return None
    return {v: found[0][v] for v in shown if all(model[v] == found[0][v] for model in found[1:])}


def shadings(problem: Problem, cells: list[int]) -> Iterator[Shading]:
    """The solutions of a genre whose answer is one true/false per cell (``cells``: its variables)."""
    for found in problem.solutions(cells):
        yield tuple(found[v] for v in cells)


def cell_verdict(problem: Problem, cells: list[int], w: int, h: int,
                 near: Callable[[list[Model]], list[Model]] | None = None, settle: Callable[[], None] | None = None) -> dict:
    """The ``certain`` reply of such a genre: the count to 2, and rows of the cells alike in every solution
    (``near``, ``settle``: see ``verdict``)."""
    found, same = verdict(problem, cells, near=near, settle=settle)
    return {"count": len(found), "unique": len(found) == 1, "certain": certain_rows(same, cells, w, h)}


def value_verdict(problem: Problem, choices: list[dict], w: int, h: int) -> dict:
    """The ``certain`` reply of a genre whose answer is one value a cell, ``choices[i]`` mapping each value
    cell i may take to its variable: the count to 2, and rows of the values alike in every solution
    (``"?"`` the others; a cell with no choices, a given, is None)."""
    shown = [v for options in choices for v in options.values()]
    found, same = verdict(problem, shown, asked=lambda first: [v for v in shown if first[v]])  # marks read those
    if same is None:
        return {"count": 0, "unique": False, "certain": None}
    marks = [next((x for x, v in options.items() if same.get(v) is True), "?") if options else None for options in choices]
    return {"count": len(found), "unique": len(found) == 1, "certain": [marks[r * w : (r + 1) * w] for r in range(h)]}


def values(model: Model, choices: list[dict]) -> list:
    """Each cell's value in a solution (None where a cell has no choices)."""
    return [next((x for x, v in options.items() if model[v]), None) for options in choices]


def loop_lines(found: Model, loop: CellLoop) -> Lines:
    """The links a model draws, as ``Lines``."""
    return Lines(tuple(tuple(found.get(v, False) for v in row) for row in loop.across),
                 tuple(tuple(found.get(v, False) for v in row) for row in loop.down))


def loops(problem: Problem, loop: CellLoop) -> Iterator[Lines]:
    """The solutions of a genre whose answer is a loop through cell centres (``loop``: its links)."""
    for found in problem.solutions(loop.links()):
        yield loop_lines(found, loop)


def loop_verdict(problem: Problem, loop: CellLoop) -> dict:
    """The ``certain`` reply of such a genre: the count to 2, and the links alike in every solution (``?`` the others)."""
    found, same = verdict(problem, loop.links())

    def marks(rows):
        return ["".join("?" if v not in same else "1" if same[v] else "0" for v in row) for row in rows]

    return {"count": len(found), "unique": len(found) == 1,
            "certain": None if same is None else {"across": marks(loop.across), "down": marks(loop.down)}}
