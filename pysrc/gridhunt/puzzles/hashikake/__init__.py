"""Hashiwokakero (Bridges): join the islands with bridges so that each has its number of them.

Bridges run straight along a row or column between two islands, over water only; two islands
have at most two bridges between them; bridges never cross; all the islands are connected. A
``?`` island takes any number of bridges.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3``
(also read as ``hashikake`` and ``bridges``; pzprjs's number16 code: a hex digit, ``.`` a ``?``, ``g``-``z`` runs of 1-20 cells of water).

>>> p = decode("https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3")
>>> print(render(p, next(solutions(p))), end="")
4===2 . .
"
" 3-----2
" "     |
3 " . . |
| "     |
| 3---1 |
|       |
3===4===3

Solution JSON: ``{"across": h rows of w - 1 digits, "down": h - 1 rows of w}``: how many bridges
(0, 1, 2) pass from a cell to the one on its right (across) or below it (down); a bridge over
water counts on every side it crosses, as in pzprjs's file. ``solution_pzprv3``: the answer as a
pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` for
sides whose bridges differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; an island is a numbered cell, water the rest;
a span is a candidate bridge between two islands that face each other.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "hashikake"
NAME = "Hashiwokakero"
PUZZLINK = ("hashi",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Islands", "empty": None,
                "numbers": {"min": 1, "max": 8}, "question": True, "look": "circle"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
