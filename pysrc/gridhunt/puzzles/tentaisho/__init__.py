"""Spiral Galaxies (Tentaisho): divide the grid into galaxies, each around one dot and symmetric about it.

Each galaxy holds exactly one dot, which may stand in a cell, on a side or at a corner, and looks
the same turned half round it (180-degree symmetry); no wall runs through a dot. Cells pzprjs
marks as outside the grid belong to no galaxy.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl``: the
(2h - 1) x (2w - 1) places inside the grid (cell centres, sides and corners), row by row: a hex
digit puts a dot (even white, odd black) and skips ``digit // 2`` places after it, ``g``-``z`` skip
1-20; then, when some cells lie outside the grid, those cells as bits in base 32.

>>> p = decode("https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl")
>>> print(render(p, next(solutions(p))), end="")
+-+-+-+-+-+
| | | | | |
+*+o+ + + +
| | | | | |
+-+-+ + + +
|  *  |o|*|
+ +-+-+ + +
| | | | | |
+ +o+*+ + +
| | | | | |
+-+-+-+-+-+

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a wall
parts a cell from the one on its right (across) or below it (down). ``solution_pzprv3``: the walls
as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` for
walls that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a place is a spot a dot may take, (y2, x2)
in half cells from the grid's top left corner; a galaxy is the region of one dot.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "tentaisho"
NAME = "Spiral Galaxies"
PUZZLINK = ("tentaisho",)
EXAMPLES = (
    ("penpa-edit's test puzzle (5x5)", "https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl"),
    ("pzprjs's test puzzle (5x5, one cell outside the grid)", "https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "places", "key": "dots", "label": "Dots", "empty": 0,
                "symbols": [{"value": 1, "char": "o", "name": "white dot", "look": "white"},
                            {"value": 2, "char": "*", "name": "black dot", "look": "black"}]},
               {"kind": "cells", "key": "empty", "label": "Cells outside the grid", "empty": 0,
                "symbols": [{"value": 1, "char": "#", "name": "outside the grid", "look": "wall"}], "look": "wall"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture on the half-cell lattice, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
