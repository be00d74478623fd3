"""Minesweeper: find the mines. A number tells how many of the eight cells around it hold a mine.

A numbered cell holds no mine (a ``?`` is a safe cell that tells nothing); any other cell may.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?mines/5/5/g2m13l13g0j`` (pzprjs's
number16 code: a hex digit a number, ``.`` a ``?``, ``g``-``z`` runs of blank cells).

>>> p = decode("https://puzz.link/p?mines/5/5/g2m13l13g0j")
>>> solution_text(p, next(solutions(p)))
'...../##.../.#..#/....#/....#'

Solution JSON: rows of ``#`` (a mine) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions

ID = "mines"
NAME = "Minesweeper"
PUZZLINK = ("mines",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?mines/5/5/g2m13l13g0j"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 0, "max": 8}, "question": True, "look": "text"}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
