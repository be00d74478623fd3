"""The one entry point the browser and the command line share: JSON request in, JSON reply out.

>>> import json
>>> json.loads(handle('{"op": "solve", "kind": "sudoku", "puzzle": "1.3434.221434.21"}'))["solutions"]
['1234341221434321']
>>> json.loads(handle('{"op": "solve", "kind": "sudoku", "puzzle": "11"}'))["error"]
'Expected 16 cells, got 2'

Requests are objects with an ``op``; every reply has ``ok``. A bad request
never raises: it becomes ``{"ok": false, "status": "invalid", "error": "..."}``.

- ``kinds``: every kind with its name and examples.
- ``parse`` ``{kind, text}``: the canonical ``share`` string and the widget's ``model``.
- ``encode`` ``{kind, model}``: the same, from a model the widget edited.
- ``solve`` ``{kind, puzzle, limit=1}``: up to ``limit`` solutions; ``status`` is
  ``solved`` or ``unsolvable``, ``count`` how many were found, ``complete`` whether
  the search ran out before the limit (so ``limit=2`` giving ``count == 1`` proves uniqueness);
  a genre read from puzz.link adds ``pzprv3``, each solution as a file puzz.link opens.
- ``check`` ``{kind, puzzle, solution}``: whether ``solution`` solves the puzzle.
- any name in the kind's ``OPERATIONS``, with ``{kind, puzzle, ...}``.
"""

import json
from itertools import islice

from .puzzles import KINDS

MAX_LIMIT = 1000


def handle(request: str) -> str:
    """Answer one JSON request with one JSON reply; never raises."""
    try:
        reply = respond(json.loads(request))
    except ValueError as error:  # json.JSONDecodeError is a ValueError too
        reply = failure(str(error))
    except RecursionError:
        reply = failure("The puzzle is too large to solve here")
    except Exception as error:  # noqa: BLE001 - the page must get a sentence, not a traceback
        reply = failure(f"Internal error ({type(error).__name__}); please report this puzzle")
    return json.dumps(reply, separators=(",", ":"))


def failure(message: str) -> dict:
    return {"ok": False, "status": "invalid", "error": message}


def respond(request) -> dict:
    """The reply to one decoded request (a dict); raises ValueError for bad input."""
    if not isinstance(request, dict):
        raise ValueError("A request is a JSON object")
    op = request.get("op")
    if op == "kinds":
        return {"ok": True, "kinds": [describe(kind) for kind in KINDS.values()]}
    kind = kind_of(request)
    if op == "parse":
        return shared(kind, kind.decode(text_field(request, "text")))
    if op == "encode":
        return shared(kind, kind.from_model(request.get("model")))
    puzzle = kind.decode(text_field(request, "puzzle"))
    if op == "solve":
        return solve(kind, puzzle, limit_of(request, default=1))
    if op == "check":
        solution = kind.solution_from_json(puzzle, request.get("solution"))
        return {"ok": True, "correct": bool(kind.is_solution(puzzle, solution))}
    if op in kind.OPERATIONS:
        return {"ok": True, **kind.OPERATIONS[op](puzzle, request)}
    raise ValueError(f"Unknown request '{str(op)[:20]}' for {kind.NAME}")


def describe(kind) -> dict:
    examples = [{"title": title, "share": share} for title, share in kind.EXAMPLES]
    return {"id": kind.ID, "name": kind.NAME, "examples": examples}


def kind_of(request: dict):
    name = request.get("kind")
    if name not in KINDS:
        raise ValueError(f"Unknown puzzle kind '{str(name)[:20]}'")
    return KINDS[name]


def text_field(request: dict, field: str) -> str:
    value = request.get(field)
    if not isinstance(value, str):
        raise ValueError(f"The request has no '{field}' text")
    return value


def limit_of(request: dict, default: int) -> int:
    limit = request.get("limit", default)
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= MAX_LIMIT:
        raise ValueError(f"The limit must be a whole number from 1 to {MAX_LIMIT}")
    return limit


def shared(kind, puzzle) -> dict:
    return {"ok": True, "share": kind.encode(puzzle), "model": kind.model(puzzle)}


def solve(kind, puzzle, limit: int) -> dict:
    """Up to ``limit`` solutions, and whether the search went to the end."""
    found = list(islice(kind.solutions(puzzle), limit))
    complete = len(found) < limit  # the search ran out before the limit: that is all of them
    return {
        "ok": True,
        "status": "solved" if found else "unsolvable",
        "count": len(found),
        "complete": complete,
        "unique": (len(found) == 1 and complete) if limit > 1 else None,
        "solutions": [kind.solution_json(puzzle, s) for s in found],
        "text": [kind.solution_text(puzzle, s) for s in found],
        **({"pzprv3": [kind.solution_pzprv3(puzzle, s) for s in found]} if hasattr(kind, "solution_pzprv3") else {}),
    }
