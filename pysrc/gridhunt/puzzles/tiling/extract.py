"""The tiling kind's extra requests: counts per grid, and letter extraction.

``count`` ``{limit=2}`` -> ``{"counts": [n, ...], "complete": [bool, ...]}``: tilings per
grid up to ``limit`` (complete: the search ended before the limit).

Within a time budget (the request's ``timeout``) a grid whose search runs out of time has ``"stopped": true``
(its tilings found so far), as has every grid after it (none searched); the reply's ``note`` says which.

``extract`` ``{limit=2, select={"size": 1} | {"colour": "b"} (both may be given)}``
-> per grid ``{"count", "complete", "tiling" (solution JSON or null), "outline" (text lines), "selected": [{"piece", "cells"}], "letters"}`` (and ``"reason"`` when a cheap count proves the
grid has no tiling, see ``counts``), plus
``"letters"`` (all grids' letters in order), ``"final"`` (share string) and ``"problem"``.
Selected pieces are those of ``size`` cells and/or made only of cells of ``colour``.
A grid's letters are those under its selected cells in reading order. ``final`` is
the grid made of every grid's selected cells, each with its colour and letter, when all
grids are solved and their selected cells cover one grid shape exactly once; otherwise
``problem`` says why. Black and White (each grid labelled with one letter): select size 1
on the 25 grids reads ONEMOREGRIDUSEBLACKSTRIPS and builds the 26th grid; select colour
b on that grid reads DOMINO.
"""

from ...fields import limit, whole
from ...search import budget
from .codec import Grid, build, grid_text, solution_json
from .counts import reason
from .render import outline
from .solver import counts, tilings

def count(puzzle, request: dict) -> dict:
    most = limit(request, default=2)
    found = counts(puzzle, most)
    return {"counts": found, "complete": [n < most for n in found]}


def found_in_time(puzzle, g: Grid, most: int, stopped: bool) -> tuple[list, bool]:
    """Up to ``most`` tilings of one grid, and whether the time budget ran out first (then those found
    so far; none searched when it had run out at an earlier grid, ``stopped``)."""
    found = []
    if stopped:
        return found, True
    try:
        for tiling in tilings(puzzle, g):
            found.append(tiling)
            if len(found) >= most:
                break
    except budget.OutOfTime:
        return found, True
    return found, False


def _selection(request: dict):
    select = request.get("select", {"size": 1})
    if not isinstance(select, dict) or not set(select) <= {"size", "colour"} or not select:
        raise ValueError('The selection is {"size": n} and/or {"colour": "b"}')
    size, colour = select.get("size"), select.get("colour")
    if size is not None:
        whole(size, "the selected size", 1)
    if colour is not None and (not isinstance(colour, str) or len(colour) != 1):
        raise ValueError("The selected colour must be one colour letter")
    return size, colour


def extract(puzzle, request: dict) -> dict:
    most = limit(request, default=2)
    size, colour = _selection(request)
    grids, picked, problem, late = [], {}, None, None
    for k, g in enumerate(puzzle.grids):
        found, stopped = found_in_time(puzzle, g, most, late is not None)
        if stopped and late is None:
            late = k
        tiling = found[0] if found else None
        selected = [
            (name, cells)
            for name, cells in tiling or ()
            if (size is None or len(cells) == size)
            and (colour is None or all(g.colours[r * g.cols + c] == colour for r, c in cells))
        ]
        cells = sorted(cell for _, cells in selected for cell in cells)
        letters = "".join(g.letters[r * g.cols + c] if g.letters else "." for r, c in cells)
        why = None if found or stopped else reason(puzzle, g, k + 1)
        grids.append({
            "count": len(found),
            **({"reason": why} if why else {}),
            **({"stopped": True} if stopped else {}),
            "complete": len(found) < most and not stopped,
            "tiling": solution_json(puzzle, (tiling,))[0] if tiling else None,
            "outline": outline(g, tiling),
            "selected": [{"piece": name, "cells": [list(cell) for cell in cells]} for name, cells in selected],
            "letters": letters.replace(".", ""),
        })
        if stopped and not found:
            problem = problem or f"Grid {k + 1} was not tiled in time"
        elif not found:
            problem = problem or why or f"Grid {k + 1} has no tiling"
        for (r, c), letter in zip(cells, letters):
            if (r, c) in picked:
                problem = problem or f"Grids {picked[r, c][0] + 1} and {k + 1} both select row {r + 1}, column {c + 1}"
            picked[r, c] = (k, g.colours[r * g.cols + c], letter)
    final = None
    shapes = {(g.rows, g.cols) for g in puzzle.grids}
    if problem is None and len(shapes) == 1:
        rows, cols = shapes.pop()
        missing = next(((r, c) for r in range(rows) for c in range(cols) if (r, c) not in picked), None)
        if missing:
            problem = f"No grid selects row {missing[0] + 1}, column {missing[1] + 1}"
        else:
            order = [picked[r, c] for r in range(rows) for c in range(cols)]
            letters = "".join(letter for _, _, letter in order)
            grid = Grid(rows, cols, "".join(col for _, col, _ in order), "" if set(letters) == {"."} else letters)
            final = ":".join([puzzle.spec, grid_text(build(puzzle.spec, [grid]).grids[0])])
    elif problem is None:
        problem = "The grids differ in size, so their selections make no single grid"
    return {
        "grids": grids,
        "letters": "".join(grid["letters"] for grid in grids),
        "final": final,
        "problem": problem,
        **({"note": late_note(puzzle, late, grids[late]["count"], most)} if late is not None else {}),
    }


def late_note(puzzle, late: int, count: int, most: int) -> str:
    """What a reply cut short by its time budget says, from the grid whose search ran out."""
    name = f"grid {late + 1}" if len(puzzle.grids) > 1 else "the grid"
    within = f"within {budget.current.seconds:g} s"
    if count == 0:
        said = f"No tiling of {name} found {within}"
    elif most == 2:
        said = f"One tiling of {name} found; its uniqueness not proved {within}"
    else:
        said = f"{count} tiling{'s' if count > 1 else ''} of {name} found; the count not finished {within}"
    rest = len(puzzle.grids) - late - 1
    return said + (f" ({rest} grid{'s' if rest > 1 else ''} after it not searched)" if rest else "")
