"""Square Jam: divide the grid into squares; a number is the side of the square it lies in.

Every cell lies in one square; no point of the grid is the corner of four squares (no four walls
meet there). A ``?`` stands in a square of any side.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?squarejam/6/6/i3s32s1i`` (pzprjs's
number16 code: a hex digit, ``-xx`` up to 255, ``.`` a ``?``, ``g``-``z`` runs of 1-20 blank cells).

>>> p = decode("https://puzz.link/p?squarejam/6/6/i3s32s1i")
>>> print(render(p, next(solutions(p))), end="")
a b b 3 c c
d b b c c c
e e f c c 3
2 e g g h i
j j g g k k
j j 1 m k k

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a wall
parts a cell from the one on its right (across) or below it (down). ``solution_pzprv3``: the walls
as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` for
walls that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "squarejam"
NAME = "Square Jam"
PUZZLINK = ("squarejam",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?squarejam/6/6/i3s32s1i"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Sides", "empty": None,
                "numbers": {"min": 1, "max": "side"}, "question": True, "look": "text"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
