"""Kurodoko: shade some cells so that each number sees exactly that many cells.

A number counts the cells it sees along its row and column, itself included, up to a shaded
cell or the grid's edge. Numbered cells are not shaded, no two shaded cells share a side, and
the unshaded cells form one piece.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i`` (pzprjs's
number16 code: hex digits, ``-xx`` two-digit numbers, ``.`` a ``?``, ``g``-``z`` runs of blanks).

>>> p = decode("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i")
>>> solution_text(p, next(solutions(p)))
'.#.../..#../.#..#/..#../#...#'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a ray is the cells met going one way
from a number.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions

ID = "kurodoko"
NAME = "Kurodoko"
PUZZLINK = ("kurodoko",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 1, "max": "cells"}, "question": True, "look": "circle"}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
