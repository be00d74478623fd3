"""Voxas: divide the grid into blocks of two or three cells in a straight line.

Given walls stay walls. A circle on a wall compares the two blocks it parts: black, they differ
in both size and direction; gray, in exactly one; white, in neither (same size, same direction).
With pzprjs's option ``t`` no four walls may meet at a point.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?voxas/5/5/hdhbhchbk7dh8bi`` (pzprjs's
border code: the sides between cells, those across then those down, ``0``-``3`` a wall, black,
gray or white circle, ``5``-``8`` and ``a``-``d`` the same followed by one or two blank sides,
``g``-``z`` 1-20 blank sides).

>>> p = decode("https://puzz.link/p?voxas/5/5/hdhbhchbk7dh8bi")
>>> print(render(p, next(solutions(p))), end="")
+-+-+-+-+-+
| |   o   |
+ +-+-+-+-+
| |     * |
+@+-+o+-+ +
| |     | |
+ +-+o+-+*+
| @ |     |
+ + +-+-+-+
| | *     |
+-+-+-+-+-+

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a wall
parts a cell from the one on its right (across) or below it (down). ``solution_pzprv3``: the walls
as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` for
walls that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a side (pzprjs's border) parts two cells; a
block is a room of the answer.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "voxas"
NAME = "Voxas"
PUZZLINK = ("voxas",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?voxas/5/5/hdhbhchbk7dh8bi"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "edges", "beside": "beside", "below": "below", "label": "Walls"},
               {"kind": "places", "key": "circles", "label": "Circles", "empty": 0,
                "symbols": [{"value": 1, "char": "*", "name": "black circle", "look": "black"},
                            {"value": 2, "char": "@", "name": "gray circle", "look": "gray"},
                            {"value": 3, "char": "o", "name": "white circle", "look": "white"}]}],
    "params": [{"key": "tatami", "kind": "flag", "label": "No four walls meet", "default": False}],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
imports = GenreImports(NAME, PUZZLINK, decode, encode)
