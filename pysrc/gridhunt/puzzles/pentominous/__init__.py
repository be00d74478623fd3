"""Pentominous: divide the grid into pentominoes; no two of one shape touch by a side.

Every cell lies in one pentomino (five cells joined side by side); two pentominoes that share a
side have different shapes (turned and mirrored shapes count as one). A letter (F I L N P T U V W
X Y Z) is the shape of its cell's pentomino; a ``?`` any shape; a given wall parts two pentominoes.
pzprjs blanks corners (no cells of the grid) when the cell count is no multiple of five.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?pentominous/5/5/g4g2h4g4o4l`` (pzprjs's
number16 code: 0 to 11 the letters F to Z, ``c`` a blanked cell, ``.`` a ``?``, ``g``-``z`` runs of
blank cells; then the given walls in its border code, when there are any).

>>> p = decode("https://puzz.link/p?pentominous/5/5/g4g2h4g4o4l")
>>> print(render(p, next(solutions(p))), end="")
I P P L L
I P P P L
I V V V L
I V P P L
I V P P P

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a wall
parts a cell from the one on its right (across) or below it (down). ``solution_pzprv3``: the walls
as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` for
walls that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a letter's index k is its place in FILNPTUVWXYZ.
"""

from .codec import (
    EMPTY, LETTERS, board, decode, encode, from_model, model, render, solution_from_json, solution_json,
    solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "pentominous"
NAME = "Pentominous"
PUZZLINK = ("pentominous",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?pentominous/5/5/g4g2h4g4o4l"),
    ("GCPC 2024's sample (10x10)", "https://puzz.link/p?pentominous/10/10/s9967k09h77j4o4o1h157jbjbj00h87k30a8s"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE, "letters": LETTERS}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Letters", "empty": None, "question": True, "look": "text",
                "symbols": [{"value": k, "char": letter, "name": f"{letter} pentomino", "look": "white"}
                            for k, letter in enumerate(LETTERS)]
                + [{"value": EMPTY, "char": "#", "name": "no cell", "look": "wall"}]},
               {"kind": "edges", "beside": "beside", "below": "below", "label": "Walls"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
