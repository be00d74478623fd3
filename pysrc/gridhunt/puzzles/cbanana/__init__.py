"""Choco Banana: shade cells so that every shaded group is a rectangle and no unshaded group is.

Groups are cells of one colour joined side by side. Each group of shaded cells is a rectangle
(or a square); each group of unshaded cells is any shape but a rectangle. A number, on a cell
of either colour, is the size of its group.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?cbanana/5/5/g13t6h6i1`` (pzprjs's
number16 code: hex digits, ``-xx`` two-digit numbers, ``.`` a ``?``, ``g``-``z`` runs of blanks).

>>> p = decode("https://puzz.link/p?cbanana/5/5/g13t6h6i1")
>>> solution_text(p, next(solutions(p)))
'.#..#/..#.#/...#./###../###.#'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a group is a set of cells of one colour
joined side by side.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions

ID = "cbanana"
NAME = "Choco Banana"
PUZZLINK = ("cbanana",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?cbanana/5/5/g13t6h6i1"),
    ("A 15x15 from a public solver's examples", "https://puzz.link/p?cbanana/15/15/w29l8q4k4j65l5g6h6m7g7m35i3zh8o7zh9i36m1g5m6h3g6l63j5k6q6l76w"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 1, "max": "cells"}, "question": True, "look": "text"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
