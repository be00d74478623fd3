"""Fillomino: write a number in every cell so that each region (cells of one number joined side
by side) has as many cells as its number, and two regions of the same size never touch.

Given numbers stay; a region may hold several of them or none. A given wall parts the two cells
beside it. Option ``t`` (pzprjs's): no region has more than three cells.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h``
(pzprjs's Fillomino code: the clues in number16, then any given walls in its border code).

>>> p = decode("https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h")
>>> solution_text(p, next(solutions(p)))
'554444/553221/353352/335552/225144/133344'

Solution JSON: rows of numbers. ``solution_pzprv3``: the answer as a pzprv3 file puzz.link opens.
Requests: ``certain`` -> ``{count, unique, certain}`` (``"?"`` where solutions differ).

Glossary: w, h width and height; cell i = r * w + c; a region's size is its number of cells.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "fillomino"
NAME = "Fillomino"
PUZZLINK = ("fillomino",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 1, "max": "cells"}, "question": True, "look": "text"},
               {"kind": "edges", "beside": "beside", "below": "below", "label": "Walls"}],
    "params": [{"key": "tri", "kind": "flag", "pzprv3": "t", "label": "No region has more than three cells", "default": False}],
}
PZPRV3 = ("clues",)  # its pzprv3 file: the numbers (the walls come with the answer; puzzlink/files.py)
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md)
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
