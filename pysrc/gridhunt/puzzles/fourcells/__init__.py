"""Four Cells: divide the grid into blocks of four cells; a number is how many of its cell's sides are walls.

Every cell lies in one block of four cells joined side by side (any tetromino). A number counts the
walls on its cell's four sides, the grid's edge and a blanked cell (no cell of the grid: pzprjs
blanks corners when the cell count is no multiple of four) counting as walls. A ``?`` is any count.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?fourcells/6/6/b1d2a3e3d1f2b2a3b2``
(pzprjs's code: a digit a number, ``7`` a blanked cell, ``.`` a ``?``, ``a``-``z`` 1-26 blank cells).

>>> p = decode("https://puzz.link/p?fourcells/6/6/b1d2a3e3d1f2b2a3b2")
>>> print(render(p, next(solutions(p))), end="")
a b 1 b c c
a 2 b 3 c d
e a f 3 d d
e e 1 f g h
i e f 2 g h
2 i 3 g h 2

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a wall
parts a cell from the one on its right (across) or below it (down). ``solution_pzprv3``: the walls
as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` for
walls that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a block is a room of four cells.
"""

from .codec import (
    EMPTY, board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3,
    solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "fourcells"
NAME = "Four Cells"
PUZZLINK = ("fourcells",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?fourcells/6/6/b1d2a3e3d1f2b2a3b2"),
    ("A 10x10 from a public solver's examples", "https://puzz.link/p?fourcells/10/10/d3g1c3g1c3b1a3b1j3a13a3j1b1a3b1c3g1c3g1d"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 1, "max": 3}, "question": True, "look": "text",
                "symbols": [{"value": EMPTY, "char": "#", "name": "no cell", "look": "wall"}]}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
