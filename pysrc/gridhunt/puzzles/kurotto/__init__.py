"""Kurotto: shade some cells so that each number counts the shaded cells of the blocks beside it.

A numbered cell stays unshaded; its number is the total size of the blocks of shaded cells
(joined side by side) that touch it by a side, each block counted once. A ``?`` may be any
total. The grid has at least one shaded cell; shaded cells need not be connected.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?kurotto/5/5/30m4h6h4m02``
(pzprjs's number16 code: hex digits, ``-xx`` and longer numbers, ``.`` for ``?``, ``g``-``z``
for runs of blank cells).

>>> p = decode("https://puzz.link/p?kurotto/5/5/30m4h6h4m02")
>>> solution_text(p, next(solutions(p)))
'...../#.##./##..#/..#.#/#....'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a block is a group of shaded cells
joined side by side.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions

ID = "kurotto"
NAME = "Kurotto"
PUZZLINK = ("kurotto",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?kurotto/5/5/30m4h6h4m02"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 0, "max": "cells"}, "question": True, "look": "circle"}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
