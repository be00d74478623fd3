"""The one entry point the browser and the command line share: JSON request in, JSON reply out.

>>> import json
>>> json.loads(handle('{"op": "solve", "kind": "sudoku", "puzzle": "1.3434.221434.21"}'))["solutions"]
['1234341221434321']
>>> json.loads(handle('{"op": "solve", "kind": "sudoku", "puzzle": "11"}'))["error"]
'Expected 16 cells, got 2'

Requests are objects with an ``op``; every reply has ``ok``. A bad request
never raises: it becomes ``{"ok": false, "status": "invalid", "error": "..."}``
(one sentence naming the problem), with ``"page"`` when the text is a puzzle another page of
Gridhunt reads (that page's id: ``"tracks"``, ``"genres"``...), so the page can open it there; a
penpa-edit link that names no genre adds ``"genres"`` (the kinds its clues fit, to choose from)
and ``"board"`` (the board as read, drawn as ``draw`` draws a genre's).

The puzzle of a request is given either way (both are read and checked alike):

- ``"puzzle": share`` the share string (or any text the kind's ``decode`` reads), or
- ``"model": {...}`` the widget's model (the kind's ``from_model``), so a page sends
  what it edits and gets the canonical ``share`` back in the same reply.

Operations:

- ``kinds`` -> ``{kinds: [description, ...]}``, every kind's description as below.
- ``identify`` ``{text}`` -> ``{kind, page, name, share, recognised}``: which kind reads a text
  pasted where no kind is chosen (the home page's box), and the page that opens it; no ``kind``.
- ``describe`` ``{kind}`` -> ``{id, name, examples: [{title, share}], operations:
  [name, ...], constants: {...}, maxLimit, exports: [{id, label}], page}``: what a page needs to know of a kind
  without copying Python: ``constants`` is the kind's ``CONSTANTS`` (sizes, symbols,
  limits; each kind's face documents its own), ``maxLimit`` the largest ``limit``, ``page`` the
  page that shows it (its own id, or ``"genres"`` for a genre from puzz.link).
  The site build writes ``kinds`` into ``py/manifest.json``.
- ``parse`` ``{kind, text}`` -> ``{share, model, recognised, extra?}``: the canonical share
  string, the model, and what the text was ``recognised`` as ("a puzz.link Sudoku URL"). The
  text, and every ``puzzle`` below, may be any form the import layer ``paste`` reads (links,
  other tools' IDs, pictures); a form that carries more than the puzzle adds ``extra``.
- ``export`` ``{kind, puzzle | model}`` -> ``{forms: [{id, label, text | null, reason?}]}``: the
  puzzle in other tools' forms (puzz.link, Solo, Tatham...); descriptions list them as ``exports``.
- ``encode`` ``{kind, model}`` -> ``{share, model}``: the same, from a model the widget edited (a
  genre's model must also fit its ``EDITOR``: "Row 2, column 3: 30 is more than the grid's 25 cells").
- ``solve`` ``{kind, puzzle | model, limit=1}`` -> ``{share, status, count, complete,
  unique, solutions, text}``: up to ``limit`` solutions (solution JSON) and their
  one-line ``text``; ``status`` is ``solved`` or ``unsolvable``, ``count`` how many were
  found, ``complete`` whether the search ran out before the limit (so ``limit=2``
  giving ``count == 1`` proves uniqueness; ``unique`` says so, null when ``limit`` is 1);
  ``reason`` when a cheap count proves the puzzle unsolvable (the kind's ``unsolvable_reason``);
  a genre read from puzz.link adds ``pzprv3``, each solution as a file puzz.link opens.
  ``timeout`` (seconds, optional; no limit when absent) bounds the search: when it runs out the
  reply says what is known, with ``timedOut: true`` and ``note``, the sentence ("One solution found;
  uniqueness not proved within 10 s", "No solution found within 10 s"); ``status`` is then
  ``solved`` with the solutions found, or ``unknown`` with none, ``complete`` false and ``unique`` null.
  ``work`` is what the search took, the same on every machine: ``{propagations, conflicts}``.
  Given an ``early`` callable (``handle``'s second argument: the browser's worker passes one), a count
  whose first solution is found while the search for the next goes on past ``EARLY_SECONDS`` is told
  that solution at once, as a reply of its own with ``early: true`` (``count`` 1, ``complete`` false,
  ``unique`` null; a genre's adds ``board``, the solution drawn as ``draw`` draws it): the page draws
  the answer while the proof that it is the only one runs. The final reply follows as usual.
- ``check`` ``{kind, puzzle | model, solution}`` -> ``{share, correct}``: whether the
  solution (solution JSON) solves the puzzle.
- ``render`` ``{kind, puzzle | model, solution?}`` -> ``{share, text}``: the kind's text
  picture of the puzzle, with the solution (solution JSON) drawn in when given.
- ``draw`` ``{kind, puzzle, answer?}`` -> ``{kind, share, board, recognised, pzprv3? | text?}``: what the genres
  page draws, a genre's ``board`` (``puzzlink/board.py`` describes it), with ``answer`` (its
  solution JSON, or its ``certain`` JSON whose ``?`` are drawn unknown) drawn in. ``kind`` may be
  ``"genres"`` (the page's id): the puzzle's link (or a text picture's header) then names the
  genre, ``genre`` the one chosen on the page reads a picture that names none, and ``kind`` in the
  reply says which; ``model`` is the puzzle's model, which the page's editor edits. When ``answer``
  is a whole solution, ``pzprv3`` is it as a file puzz.link opens (``text``, its one line, for a
  genre puzz.link has not: Futoshiki).
- any name in the kind's ``OPERATIONS``, ``{kind, puzzle | model, timeout?, ...}`` -> what that
  operation documents. ``timeout`` bounds it as it does ``solve``: a genre's ``certain`` cut short
  gives the solutions' ``count`` found so far, ``unique`` null (unless two were found), ``certain``
  what the solutions found share, and ``timedOut`` with its ``note``; an operation that cannot say
  what it knows replies ``{ok: false, status: "unknown", timedOut: true, error}``. A ``count`` of 0
  comes with ``reason`` when a cheap count proves the puzzle unsolvable, as in ``solve``.
  ``solutions`` (optional: solution JSON, as ``solve`` gave them) are solutions already found (the
  genres page's Solve counts to two first): a genre's ``certain`` given two that solve the puzzle counts
  again only while that is a short search, then starts from them (``puzzlink/answers.py``); one that
  does not solve the puzzle is left out. ``countWork`` (optional: that count's ``work``, as ``solve`` gave
  it) says whether making it again would pay: not when it was a long search, nor one of so few conflicts
  that it learnt nothing; without it, ``countSeconds`` (what that count took) decides: a long one is not
  made again at all.
"""

import json

from . import fields, paste
from .puzzlink import answers, editor
from .fields import MAX_LIMIT
from .puzzles import KINDS
from .search import budget
from .search.sat import Solver

# Seconds a count may search on after its first solution before that solution is sent ahead (``early``):
# a proof that ends sooner says it all in one reply, without a redraw.
EARLY_SECONDS = 0.25


def handle(request: str, early=None) -> str:
    """Answer one JSON request with one JSON reply; never raises. ``early`` (optional) is called with a
    JSON reply sent ahead of the final one: a count's first solution (see ``solve`` above)."""
    try:
        reply = respond(json.loads(request), early)
    except ValueError as error:  # json.JSONDecodeError is a ValueError too
        reply = failure(str(error), getattr(error, "cells", None), getattr(error, "page", None))
        if isinstance(error, paste.WhichGenre):  # a penpa-edit board without a genre: the choice, and the board
            reply.update(genres=error.genres, board=error.board)
    except RecursionError:
        reply = failure("The puzzle is too large to solve here")
    except Exception as error:  # noqa: BLE001 - the page must get a sentence, not a traceback
        reply = failure(f"Internal error ({type(error).__name__}); please report this puzzle")
    return json.dumps(reply, separators=(",", ":"))


def failure(message: str, cells: list | None = None, page: str | None = None) -> dict:
    """The reply to bad input: its sentence, the board's cells it is about when it has them, and the
    page that reads it instead when it is another page's puzzle (``paste.Elsewhere``)."""
    return {"ok": False, "status": "invalid", "error": message, **({"cells": cells} if cells else {}),
            **({"page": page} if page else {})}


def respond(request, early=None) -> dict:
    """The reply to one decoded request (a dict); raises ValueError for bad input. ``early``: as ``handle``'s."""
    if not isinstance(request, dict):
        raise ValueError("A request is a JSON object")
    op = request.get("op")
    if op == "kinds":
        return {"ok": True, "kinds": [describe(kind) for kind in KINDS.values()]}
    if op == "identify":
        kind_id, reading = paste.identify(fields.text(request, "text"))
        kind = KINDS[kind_id]
        return {"ok": True, "kind": kind_id, "page": paste.page_of(kind_id), "name": kind.NAME,
                "share": kind.encode(reading.puzzle), "recognised": reading.recognised}
    kind = kind_of(request)
    if op == "describe":
        return {"ok": True, **describe(kind)}
    if op == "parse":
        reading = paste.read(kind.ID, fields.text(request, "text"))
        extra = {"extra": reading.extra} if reading.extra else {}
        return {**shared(kind, reading.puzzle), "recognised": reading.recognised, **extra}
    if op == "encode":
        return shared(kind, model_of(kind, request.get("model")))
    if op == "draw":
        return draw(kind, request)
    puzzle = puzzle_of(kind, request)
    budget.keep_only((kind.ID, puzzle))  # a search another puzzle's left (Keep searching) is not wanted now
    if op == "export":
        return {"ok": True, "share": kind.encode(puzzle), "forms": paste.exports(kind.ID, puzzle)}
    if op == "solve":
        limit, seconds = fields.limit(request, default=1), fields.timeout(request)
        with budget.within(seconds):
            _, reply = solve(kind, puzzle, limit, first_found(kind, puzzle, early) if early else None)
        return {"ok": True, "share": kind.encode(puzzle), **reply}
    if op == "check":
        solution = kind.solution_from_json(puzzle, request.get("solution"))
        return {"ok": True, "share": kind.encode(puzzle), "correct": bool(kind.is_solution(puzzle, solution))}
    if op == "render":
        return {"ok": True, "share": kind.encode(puzzle), "text": render(kind, puzzle, request.get("solution"))}
    if op in kind.OPERATIONS:
        seconds = fields.timeout(request)
        with budget.within(seconds) as spent, answers.starting_from(known_solutions(kind, puzzle, request),
                                                                     count_seconds(request), count_work(request)):
            try:
                reply = kind.OPERATIONS[op](puzzle, request)
            except budget.OutOfTime:
                return {"ok": False, "status": "unknown", "timedOut": True,
                        "error": f"Not finished within {seconds:g} s: ask again with a longer timeout"}
        if spent.exhausted:
            reply = {**reply, **out_of_time(reply, seconds)}
        elif reply.get("count") == 0 and (reason := unsolvable_reason(kind, puzzle)):
            reply = {**reply, "reason": reason}
        return {"ok": True, **reply}
    raise ValueError(f"Unknown request '{str(op)[:20]}' for {kind.NAME}")


def describe(kind) -> dict:
    examples = [{"title": title, "share": share} for title, share in kind.EXAMPLES]
    return {
        "id": kind.ID, "name": kind.NAME, "examples": examples, "operations": sorted(kind.OPERATIONS),
        "constants": kind.CONSTANTS, "maxLimit": MAX_LIMIT, "exports": paste.forms(kind.ID),
        "page": getattr(kind, "PAGE", kind.ID), "editor": getattr(kind, "EDITOR", None),
    }


def kind_of(request: dict):
    name = request.get("kind")
    if name == paste.GENRES_PAGE and request.get("op") == "draw":
        return KINDS[paste.genre_of(request.get("puzzle"), chosen=request.get("genre"))]
    if name not in KINDS:
        raise ValueError(f"Unknown puzzle kind '{str(name)[:20]}'")
    return KINDS[name]


def puzzle_of(kind, request: dict):
    """The request's puzzle: its share string, or else the widget's model."""
    if "puzzle" not in request and "model" in request:
        return kind.from_model(request["model"])
    return paste.read(kind.ID, fields.text(request, "puzzle")).puzzle


def model_of(kind, model):
    """The puzzle of a model the page edited; a genre's model must also fit what its ``EDITOR`` declares
    (a number larger than the grid is refused here, in a sentence, though its URL could say it)."""
    if hasattr(kind, "EDITOR") and isinstance(model, dict) and {"w", "h"} <= set(model):
        kind.from_model(model)  # its own sentence first (a bad size, a missing list)
        problem = editor.misfit(kind.EDITOR, model)
        if problem:
            raise ValueError(problem)
    return kind.from_model(model)


def draw(kind, request: dict) -> dict:
    """The ``draw`` reply: the genre's board, with the answer drawn in when the request has one."""
    if paste.page_of(kind.ID) != paste.GENRES_PAGE:
        raise ValueError(f"{kind.NAME} is drawn on its own page, not on the genres page")
    reading = paste.read(kind.ID, fields.text(request, "puzzle"))
    answer = request.get("answer")
    reply = {"ok": True, "kind": kind.ID, "share": kind.encode(reading.puzzle), "recognised": reading.recognised,
             "board": kind.board(reading.puzzle, answer), "model": kind.model(reading.puzzle)}
    solution = whole_solution(kind, reading.puzzle, answer)
    if solution is not None and hasattr(kind, "solution_pzprv3"):
        reply["pzprv3"] = kind.solution_pzprv3(reading.puzzle, solution)
    elif solution is not None:  # a genre puzz.link has not (Futoshiki): the answer as the command line prints it
        reply["text"] = kind.solution_text(reading.puzzle, solution)
    return reply


def known_solutions(kind, puzzle, request: dict) -> list:
    """The request's ``solutions`` (a count the page made before, sent back) that solve the puzzle by the
    genre's own rules; any other entry is left out, as a hint may be."""
    given = request.get("solutions")
    if not isinstance(given, list):
        return []
    return [s for s in (whole_solution(kind, puzzle, answer) for answer in given[:MAX_LIMIT]) if s is not None]


def count_work(request: dict) -> tuple[int, int] | None:
    """The request's ``countWork``, the ``work`` of the count that found its ``solutions`` (``solve`` says it):
    (propagations, conflicts), or None unless both are whole numbers, 0 or more."""
    given = request.get("countWork")
    if not isinstance(given, dict):
        return None
    numbers = [given.get("propagations"), given.get("conflicts")]
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in numbers):
        return None
    return numbers[0], numbers[1]


def count_seconds(request: dict) -> float | None:
    """The request's ``countSeconds``, what the count that found its ``solutions`` took (a hint: None unless
    a number of seconds)."""
    given = request.get("countSeconds")
    if isinstance(given, bool) or not isinstance(given, int | float) or not 0 <= given < 1e9:
        return None
    return float(given)


def whole_solution(kind, puzzle, answer):
    """The answer as a solution, when it is one that solves the puzzle (a ``certain`` answer with ``?`` is not)."""
    if answer is None:
        return None
    try:
        solution = kind.solution_from_json(puzzle, answer)
    except ValueError:
        return None
    return solution if kind.is_solution(puzzle, solution) else None


def shared(kind, puzzle) -> dict:
    return {"ok": True, "share": kind.encode(puzzle), "model": kind.model(puzzle)}


def solve(kind, puzzle, limit: int, on_first=None) -> tuple[list, dict]:
    """Up to ``limit`` solutions, and the ``solve`` reply about them (without ``ok`` and ``share``).

    Within a time budget (``search.budget.within``), the solutions found when it ran out, said so; there,
    ``on_first(solution)`` is called if the search goes on ``EARLY_SECONDS`` past the first solution.
    """
    found = []
    propagated, clashed = Solver.spent_propagations, Solver.spent_conflicts
    try:
        for solution in kind.solutions(puzzle):
            found.append(solution)
            if len(found) >= limit:
                break
            if len(found) == 1 and on_first is not None:
                budget.soon(EARLY_SECONDS, lambda: on_first(solution))
        stopped = False
    except budget.OutOfTime:
        stopped = True
    reply = described(kind, puzzle, found, limit, stopped)
    reply["work"] = {"propagations": Solver.spent_propagations - propagated, "conflicts": Solver.spent_conflicts - clashed}
    if stopped:
        reply.update(out_of_time(reply, budget.current.seconds, limit))
    return found, reply


def first_found(kind, puzzle, early):
    """What ``solve`` calls with a first solution found while the count goes on: it sends ``early`` that
    solution as a reply of its own (``early: true``), with the board a genre's page draws."""
    def send(solution) -> None:
        reply = {"ok": True, "early": True, "share": kind.encode(puzzle), **described(kind, puzzle, [solution], 2, True)}
        if paste.page_of(kind.ID) == paste.GENRES_PAGE:
            reply["board"] = kind.board(puzzle, kind.solution_json(puzzle, solution))
        try:
            early(json.dumps(reply, separators=(",", ":")))
        except Exception:  # noqa: BLE001 - a page gone (its worker's message refused) must not end the count
            pass
    return send


def described(kind, puzzle, found: list, limit: int, stopped: bool) -> dict:
    """The ``solve`` reply about the solutions found (``stopped``: the search did not end)."""
    complete = len(found) < limit and not stopped  # the search ran out before the limit: that is all of them
    return {
        "status": "solved" if found else "unknown" if stopped else "unsolvable",
        "count": len(found),
        "complete": complete,
        "unique": (len(found) == 1 and complete) if limit > 1 and not stopped else None,
        "solutions": [kind.solution_json(puzzle, s) for s in found],
        "text": [kind.solution_text(puzzle, s) for s in found],
        **({"pzprv3": [kind.solution_pzprv3(puzzle, s) for s in found]} if hasattr(kind, "solution_pzprv3") else {}),
        **({"reason": reason} if not found and not stopped and (reason := unsolvable_reason(kind, puzzle)) else {}),
    }


def out_of_time(reply: dict, seconds: float, limit: int = 2) -> dict:
    """What a reply cut short by its time budget adds: ``timedOut``, the sentence of what is known
    (``note``), and ``unique`` unknown unless two solutions were found."""
    count = reply.get("count", 0)
    within = f"within {seconds:g} s"
    if reply.get("note"):  # the operation's own sentence (a tiling batch says which grid ran out)
        note = reply["note"]
    elif count == 0:
        note = f"No solution found {within}"
    elif count == 1:
        note = f"One solution found; uniqueness not proved {within}"
    elif count < limit:
        note = f"{count} solutions found; the count not finished {within}"
    else:
        note = f"{count} solutions found; what every solution shares not proved {within}"
    return {"timedOut": True, "note": note, "unique": False if count > 1 else None,
            **({"status": "unknown"} if count == 0 else {})}


def unsolvable_reason(kind, puzzle) -> str | None:
    """The kind's sentence for a puzzle a cheap count proves unsolvable (an optional contract name)."""
    reasoner = getattr(kind, "unsolvable_reason", None)
    return reasoner(puzzle) if reasoner else None


def render(kind, puzzle, solution_data=None) -> str:
    """The kind's text picture, with the solution (its JSON) drawn in when given."""
    solution = None if solution_data is None else kind.solution_from_json(puzzle, solution_data)
    return kind.render(puzzle, solution)
