"""San-Anko: write 1, 2 or 3 in some open cells, in groups of three alike, to make the shaded cells' sums.

The numbered cells, joined side by side, make groups of exactly three cells holding one number
(groups never touch by a side). A number on a shaded cell is the total of the numbers in the (up
to four) cells beside it; a shaded ``?`` may be any total; a shaded cell without a number says nothing.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?sananko/4/4/3.0n+.7n`` (pzprjs's code
for shaded clue cells: a sum in ``0``-``9``, ``a``-``j``, ``A``-``Z``; ``_`` a ``?``; ``+`` a shaded
cell without a number; ``.`` one open cell, ``k``-``z`` 2 to 17).

>>> p = decode("https://puzz.link/p?sananko/4/4/3.0n+.7n")
>>> solution_text(p, next(solutions(p)))
'0000/3300/0302/0022'

Solution JSON: h rows of w numbers, 0 where a cell holds none (the shaded cells too).
``solution_pzprv3``: the answer as a pzprv3 file puzz.link opens. Requests: ``certain`` ->
``{count, unique, certain}`` (``?`` for cells that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; an open cell is one without a clue, which may
hold a number; a group is a set of numbered cells joined side by side.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import (
    MAX_SUM, board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3,
    solution_text,
)
from .rules import certain, is_solution, solutions

ID = "sananko"
NAME = "San-Anko"
PUZZLINK = ("sananko",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4)", "https://puzz.link/p?sananko/4/4/3.0n+.7n"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Shaded sums", "empty": None,
                "numbers": {"min": 0, "max": MAX_SUM}, "question": True, "look": "wall",
                "symbols": [{"value": -1, "char": "#", "name": "shaded cell", "look": "wall"}]}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
