"""Aqre: shade cells so that each numbered room holds that many shaded cells.

The shaded cells are connected; no four cells in a row, across or down, are all shaded or all
unshaded. A ``?`` room holds any number of shaded cells.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?aqre/6/6/444400vvo3u0012345g``
(pzprjs's code: the walls between rooms, then a number16 clue a room; its ``b`` variant, shading
along every room wall, is refused).

>>> p = decode("https://puzz.link/p?aqre/6/6/444400vvo3u0012345g")
>>> print(render(p, next(solutions(p))), end="")
0 A A # B B
# # C # # #
4 # # 5 # #
# # E # # #
# G # # G G
# # # G G G

Solution JSON: a list of h strings, ``#`` shaded and ``.`` not. ``solution_pzprv3``: the answer as
a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` for
cells that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a room is a region drawn by the given walls.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "aqre"
NAME = "Aqre"
PUZZLINK = ("aqre",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?aqre/6/6/444400vvo3u0012345g"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "regions", "key": "regions", "label": "Rooms"},
               {"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 0, "max": "region"}, "question": True, "look": "text"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
