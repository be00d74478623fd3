"""Slitherlink: draw one loop along the grid's lines, never crossing or touching itself.

Each number says how many of its cell's four sides the loop runs along; cells without
a number may have any.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?slither/5/5/cbcbcddad``
(pzprjs's 4cell code: ``0``-``4`` a clue, ``5``-``9`` and ``a``-``e`` the same followed by
one or two blank cells, ``.`` a ``?``, ``g``-``z`` runs of blank cells).

>>> p = decode("https://puzz.link/p?slither/5/5/cbcbcddad")
>>> print(render(p, next(solutions(p))), end="")
+-+-+-+-+-+
|2     1  |
+ +-+-+ + +
| |2  |  1|
+ + +-+ + +
| | |2    |
+ + + +-+ +
|3| | |3| |
+-+ +-+ + +
   0    |3|
+ + + + +-+

Solution JSON: ``{"across": h + 1 rows of w marks, "down": h rows of w + 1}``, ``1`` where
the loop runs along a cell's top (across) or left (down) side. ``solution_pzprv3``: the
loop as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``certain`` as the solution JSON with ``?`` for sides that differ between solutions).

Glossary: w, h width and height; cell (r, c); a side is one unit of grid line; a corner
is where sides meet, (r, c) for r up to h and c up to w.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "slitherlink"
NAME = "Slitherlink"
PUZZLINK = ("slither",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?slither/5/5/cbcbcddad"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 0, "max": 4}, "question": True, "look": "text"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
