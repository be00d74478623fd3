"""Sashigane: divide the grid into L-shaped blocks one cell wide, each arm at least two cells long.

A circle marks a block's corner; its number, when given, is the block's size. An arrow stands at
the end of an arm and points back along it toward the corner. A ``?`` is a circle or an arrow, not
told which: it stands at a corner or an arm's end. Blocks need no clue.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4``
(pzprjs's code: a hex digit a circle of that size, ``-xx`` a larger one, ``.`` a circle without a
size, ``@`` a ``?``, ``g``-``j`` an arrow up, down, left or right, ``k``-``z`` 1-16 blank cells).

>>> p = decode("https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4")
>>> print(render(p, next(solutions(p))), end="")
 >  a  a  a  *
 b  b  b  b  a
*3  c  v  b  ^
 c  e  d  d  f
 >  e  f  f *4

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a wall
parts a cell from the one on its right (across) or below it (down). ``solution_pzprv3``: the clues
and walls as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``?`` for walls that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; an L's corner is the cell where its arms meet.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import HIDDEN
from .rules import certain, is_solution, solutions

ID = "sashigane"
NAME = "Sashigane"
PUZZLINK = ("sashigane",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "arrows", "key": "clues", "label": "Circles and arrows (a circle: no arrow; ? its size unknown)",
                "numbers": {"min": 3, "max": 255}, "question": True, "blank": HIDDEN}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
