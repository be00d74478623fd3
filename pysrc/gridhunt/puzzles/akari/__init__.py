"""Akari (Light Up): place lights in the open cells so that every open cell is lit.

A light shines along its row and column until a wall; no light may shine on another,
and a numbered wall has exactly that many lights beside it (above, below, left, right).

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?akari/6/6/nekcakbl`` (pzprjs
calls the genre ``lightup`` and reads ``akari`` too; its 4cell code: ``0``-``4`` a wall's
number, ``5``-``9`` and ``a``-``e`` the same followed by one or two open cells, ``.`` a
wall without a number, ``g``-``z`` runs of open cells).

>>> p = decode("https://puzz.link/p?akari/6/6/nekcakbl")
>>> solution_text(p, next(solutions(p)))
'..#.../.#.#../..#..#/....#./#...../...#..'

Solution JSON: rows of ``#`` (a light) and ``.``. ``solution_pzprv3``: the answer as a
pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a run is a stretch of open cells
between walls in one row or column.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "akari"
NAME = "Akari"
PUZZLINK = ("lightup",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?akari/6/6/nekcakbl"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "walls", "label": "Walls", "empty": None, "numbers": {"min": 0, "max": 4},
                "symbols": [{"value": -1, "char": "#", "name": "wall", "look": "wall"}], "look": "wall"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
