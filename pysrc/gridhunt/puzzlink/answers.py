"""Counting a genre's solutions and finding what they share, the same way for every genre.

A genre states its rules as a ``Problem`` and names the ``shown`` variables its solutions
are told apart by; ``verdict`` counts to a limit and, when the count is not exactly one,
asks which shown variables still have one value in every solution.

A page that has counted already (its Solve asks a count to two, then ``certain``) sends the two
solutions back, with what that count took (its work, and its seconds); the api hands them here
(``starting_from``). A count that was a long search, or one so short of conflicts that it learnt
nothing, is not made again: ``verdict`` starts from the solutions. Another is counted again while it
stays short (its learnt clauses serve the sharing phase), then started from the solutions all the
same: a count that took most of the page's budget is not paid twice. Each
solution is checked twice: by the genre's own rules in the api, and here as a model of this problem
(its shown values assumed, the rest found by the solver), so a solution a page sent wrongly is
dropped, never trusted.
"""

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import islice

from ..search import budget
from ..search.budget import OutOfTime
from ..search.constraints import Model, Problem
from ..search.loops import CellLoop
from .cells import Shading, certain_rows
from .lines import Lines

RECALL_CONFLICTS = 200  # a known solution's shown values assumed: the rest follows by propagation, or it is dropped
RECOUNT_PROPAGATIONS = 100_000  # a count given the known solutions stops past this work and recalls them (``recount``)
# A count the page says took this long (seconds) is not made again at all, when the request does not say the
# count's work (``recall_at_once``): its solutions are recalled at once.
RECALL_AFTER = 0.5
# A count of fewer conflicts learnt nothing worth making it again: its solutions are recalled at once.
LEARNT_LEAST = 5

known: tuple = ()  # the solutions this request already knows, as its genre's solution objects (``starting_from``)
known_seconds: float | None = None  # what the count that found them took, as its page said (None: not said)
known_work: tuple[int, int] | None = None  # that count's propagations and conflicts (None: not said)


@contextmanager
def starting_from(solutions, seconds: float | None = None, work: tuple[int, int] | None = None):
    """``verdict`` inside the block starts from these solutions (each already checked by the genre's rules),
    which a count of ``seconds`` and ``work`` (propagations, conflicts) found (None: unknown)."""
    global known, known_seconds, known_work
    outer = known, known_seconds, known_work
    known, known_seconds, known_work = tuple(solutions), seconds, work
    try:
        yield
    finally:
        known, known_seconds, known_work = outer


def recall_at_once() -> bool:
    """Whether the count that found the known solutions is not worth making again: past ``RECOUNT_PROPAGATIONS``
    (a recount would be given up) or of fewer than ``LEARNT_LEAST`` conflicts (its learnt clauses help nothing),
    by its work; by its seconds (``RECALL_AFTER``) when its work is not known.

    By seconds the choice depended on the machine: Nurikabe's wider 10x10, whose count takes 0.5 s here, was
    recounted on a fast machine (what every solution shares 2.9 s) and recalled on a slower one (9.4 s). On the
    paste bench's 190 cases of two solutions past 0.4 s (``docs/engine-log.md``), all the ``certain`` requests
    take 190.5 s decided by work, 193.1 s by seconds here, 200.6 s by seconds on a machine twice as slow.
    """
    if known_work is not None:
        propagations, conflicts = known_work
        return propagations > RECOUNT_PROPAGATIONS or conflicts < LEARNT_LEAST
    return known_seconds is not None and known_seconds >= RECALL_AFTER


def verdict(problem: Problem, shown: list[int], limit: int = 2,
            asked: Callable[[Model], list[int]] | None = None,
            near: Callable[[list[Model]], list[Model]] | None = None,
            settle: Callable[[], None] | None = None,
            pins: Callable[[object], list[int] | None] | None = None) -> tuple[list[Model], dict[int, bool] | None]:
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
    ``pins``: the literals that say one of the genre's solution objects (its shown values), so the
    solutions the request knows (``starting_from``) stand for the count when ``limit`` of them are models here:
    at once when their count is not worth making again (``recall_at_once``), else past ``RECOUNT_PROPAGATIONS``.

    A sharing phase the time budget cuts short is kept (``budget.keep``: this problem, with its proofs and learnt
    clauses, and where ``Problem.certain`` stood); the next request about the same puzzle asking the same (the
    page's Keep searching, with a longer budget) goes on from there instead of starting again.
    """
    key = budget.about("sharing")  # a sharing phase cut short, of this puzzle, is kept under it
    built = problem.solver.nvars
    kept = budget.resumed(key, lambda: None)
    if kept is not None and kept[1:3] == (shown, built):  # the same question: go on where it stopped
        problem, _, _, found, sharing = kept
        try:
            return found, problem.certain((), resume=sharing)
        except OutOfTime:
            budget.keep(key, kept)
            return found, shared(found, shown)
    found: list[Model] = []
    try:
        if pins is None or len(known) < limit:
            found.extend(islice(problem.solutions(shown), limit))
        else:
            switch = problem.new_var()  # as ``Problem.solutions``: its clauses shut out the solutions found
            if recall_at_once() or not recount(problem, shown, limit, found, switch, RECOUNT_PROPAGATIONS):
                found[:] = recalled(problem, shown, pins, limit) or found
                if len(found) < limit:  # the known solutions are not this problem's: count on (nothing lost)
                    recount(problem, shown, limit, found, switch, None)
        if len(found) > 1:
            if settle is not None:
                settle()
            return found, problem.certain(asked(found[0]) if asked else shown, found + (near(found) if near else []))
    except OutOfTime:
        if problem.sharing is not None:
            budget.keep(key, (problem, shown, built, found, problem.sharing))
    return found, shared(found, shown)


def recount(problem: Problem, shown: list[int], limit: int, found: list[Model], switch: int, work: int | None) -> bool:
    """``Problem.solutions`` up to ``limit`` into ``found``, the same search step for step, but given up
    (False) at the first conflict past ``work`` propagations in all: the count's learnt clauses serve the
    sharing phase (measured: sharing on a new solver given the known solutions, Nurikabe's wider 10x10
    1.7 -> 4.0 s, Battleships' sparse 12x12 4.1 -> 7.0 s), but a count that is a long search (Statue
    Park's sparse 12x12: 1,264 conflicts, 129,000 propagations, 1.4 s) is cheaper to recall.
    ``switch``: assumed, it binds the clauses that shut out the solutions found; ``work`` None: no cap."""
    solver = problem.solver
    stop = None if work is None else solver.propagations + work
    while len(found) < limit:
        if found:
            model = found[-1]
            problem.clause([-switch, *(-v if model[v] else v for v in shown)])
        left = None if stop is None else stop - solver.propagations
        model = solver.solve([switch], propagations=left) if left is None or left > 0 else False
        if model is None:
            return True
        if model is False:
            return False
        found.append(model)
    return True


def recalled(problem: Problem, shown: list[int], pins, limit: int) -> list[Model]:
    """The known solutions as whole models of ``problem`` (each one's pins assumed, the rest found by the
    solver), when ``limit`` of them differ in the shown values; else none, and the caller counts."""
    models: list[Model] = []
    for solution in known[:limit]:
        literals = pins(solution)
        model = problem.solver.solve(literals, conflicts=RECALL_CONFLICTS, whole=True) if literals is not None else None
        if not model or any(all(model[v] == other[v] for v in shown) for other in models):
            return []
        models.append(model)
    return models


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
    found, same = verdict(problem, cells, near=near, settle=settle, pins=lambda shading: pinned(cells, shading))
    return {"count": len(found), "unique": len(found) == 1, "certain": certain_rows(same, cells, w, h)}


def pinned(variables: list[int], values) -> list[int] | None:
    """The literals that give each variable its value (None when the counts differ: not one of these)."""
    if len(values) != len(variables):
        return None
    return [v if x else -v for v, x in zip(variables, values)]


def value_verdict(problem: Problem, choices: list[dict], w: int, h: int) -> dict:
    """The ``certain`` reply of a genre whose answer is one value a cell, ``choices[i]`` mapping each value
    cell i may take to its variable: the count to 2, and rows of the values alike in every solution
    (``"?"`` the others; a cell with no choices, a given, is None)."""
    shown = [v for options in choices for v in options.values()]
    found, same = verdict(problem, shown, asked=lambda first: [v for v in shown if first[v]],  # marks read those
                          pins=lambda solution: chosen(choices, solution))
    if same is None:
        return {"count": 0, "unique": False, "certain": None}
    marks = [next((x for x, v in options.items() if same.get(v) is True), "?") if options else None for options in choices]
    return {"count": len(found), "unique": len(found) == 1, "certain": [marks[r * w : (r + 1) * w] for r in range(h)]}


def chosen(choices: list[dict], solution) -> list[int] | None:
    """The literals that give each cell its value in a solution (one value a cell, in reading order; a cell
    whose value is none of its choices, an empty one, has them all false); None when the counts differ."""
    if len(solution) != len(choices):
        return None
    return [lit for options, x in zip(choices, solution)
            for lit in ([options[x]] if x in options else [-v for v in options.values()])]


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
    found, same = verdict(problem, loop.links(), pins=lambda lines: pinned(
        loop.links(), [x for rows in (lines.across, lines.down) for row in rows for x in row]))

    def marks(rows):
        return ["".join("?" if v not in same else "1" if same[v] else "0" for v in row) for row in rows]

    return {"count": len(found), "unique": len(found) == 1,
            "certain": None if same is None else {"across": marks(loop.across), "down": marks(loop.down)}}
