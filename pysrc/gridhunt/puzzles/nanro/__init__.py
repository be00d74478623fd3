"""Nanro: write numbers in some cells so that each room's numbers all tell how many numbers it holds.

Every room holds at least one number; two numbers side by side across a room wall differ; the
numbered cells are connected and never fill a 2x2 block. A given ``?`` is a number not shown.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?nanro/4/4/6r0s1oi13n1h`` (pzprjs's
code: the walls between rooms, then number16 givens cell by cell).

>>> p = decode("https://puzz.link/p?nanro/4/4/6r0s1oi13n1h")
>>> print(solution_text(p, next(solutions(p))))
0 2 2 1/3 1 0 0/3 0 0 0/3 1 0 0

Solution JSON: h rows of w numbers, 0 where a cell holds none (the givens included).
``solution_pzprv3``: the answer as a pzprv3 file puzz.link opens. Requests: ``certain`` ->
``{count, unique, certain}`` (``?`` for cells that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a room is a region drawn by the given walls;
a room's value is the number all its numbers share.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "nanro"
NAME = "Nanro"
PUZZLINK = ("nanro",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4)", "https://puzz.link/p?nanro/4/4/6r0s1oi13n1h"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "regions", "key": "regions", "label": "Rooms"},
               {"kind": "cells", "key": "givens", "label": "Numbers", "empty": None,
                "numbers": {"min": 1, "max": "region"}, "question": True, "look": "text"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
