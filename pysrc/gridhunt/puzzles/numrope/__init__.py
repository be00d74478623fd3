"""Number Rope: write 1 to 9 in every open cell so that each rope counts up by one and the sums add up.

No two cells side by side hold the same number. Along each grey rope (given, through the centres of
open cells) the numbers make a run that goes up by one from one end to the other. A number on a
shaded cell is the total of the numbers in the (up to four) cells beside it; a shaded ``?`` may be
any total; a shaded cell without a number says nothing.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?numrope/4/4/p2gg98l2lael+l``: the ropes
in pzprjs's border code (a rope between two cells where a region wall would be: base-32 digits, five
a digit, those between side-by-side cells first), then the shaded cells in pzprjs's Kakuru code (a
sum in ``0``-``9``, ``a``-``j``, ``A``-``Z``; ``_`` a ``?``; ``+`` a shaded cell without a number;
``.`` one open cell, ``k``-``z`` 2 to 17).

>>> p = decode("https://puzz.link/p?numrope/4/4/p2gg98l2lael+l")
>>> solution_text(p, next(solutions(p)))
'4320/5760/0954/0873'

Solution JSON: h rows of w numbers, 0 in a shaded cell. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` for cells that
differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; an open cell is one without a clue; a rope is a
line of given links between side-by-side open cells (``beside``, ``below``: the links right of and
below each cell).
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import (
    MAX_SUM, board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3,
    solution_text,
)
from .rules import certain, is_solution, solutions

ID = "numrope"
NAME = "Number Rope"
PUZZLINK = ("numrope",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4)", "https://puzz.link/p?numrope/4/4/p2gg98l2lael+l"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Shaded sums", "empty": None,
                "numbers": {"min": 0, "max": MAX_SUM}, "question": True, "look": "wall",
                "symbols": [{"value": -1, "char": "#", "name": "shaded cell", "look": "wall"}]},
               {"kind": "edges", "beside": "beside", "below": "below", "label": "Ropes (between cells)"}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
