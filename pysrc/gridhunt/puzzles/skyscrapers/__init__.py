"""Skyscrapers (Building Puzzle): fill the grid with heights 1 to n, each once in every row and column.

Each cell holds a building of that height. A number outside the grid says how many buildings
are seen from there, looking along the row or column: a taller building hides every lower one
behind it. Some heights may be given.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?skyscrapers/4/4/k13h4j3g`` (pzprjs
also reads ``building``): the clues outside the grid in number16 code (above the columns, below
them, left of the rows, right of them; ``g``-``z`` skip 1-20), then any given heights in number16.

>>> p = decode("https://puzz.link/p?skyscrapers/4/4/k13h4j3g")
>>> solution_text(p, next(solutions(p)))
'2143/1234/4312/3421'

Solution JSON: rows of heights. ``solution_pzprv3``: the answer as a pzprv3 file puzz.link opens.
Requests: ``certain`` -> ``{count, unique, certain}`` (``"?"`` where solutions differ).

Glossary: n the grid's side; cell i = r * n + c; a clue's line runs from it across the grid.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "skyscrapers"
NAME = "Skyscrapers"
PUZZLINK = ("skyscrapers",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4)", "https://puzz.link/p?skyscrapers/4/4/k13h4j3g"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "outside", "label": "Counts outside", "top": "top", "bottom": "bottom", "left": "left",
                "right": "right", "numbers": {"min": 1, "max": "side"}},
               {"kind": "cells", "key": "cells", "label": "Given heights", "empty": None,
                "numbers": {"min": 1, "max": "side"}, "look": "text"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture in a frame of the clues outside, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
