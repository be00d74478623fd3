"""Numberlink: draw lines joining each pair of equal numbers, through the centres of cells.

Lines go up, down, left and right; they never branch, cross or pass a numbered cell; every
numbered cell ends one line. As pzprjs's checker has it, the lines need not fill the grid:
an answer may leave cells empty, and uniqueness is counted on those rules.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?numlin/5/5/1j2h3m1h2j3``
(pzprjs's number16 code, cell by cell; also read as ``numberlink``).

>>> p = decode("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3")
>>> print(render(p, next(solutions(p))), end="")
1-. .-.-.
  | |   |
2 . . 3 .
| | | | |
. . . . .
| | | | |
. 1 . . 2
|   | |
.-.-. .-3

Solution JSON: ``{"across", "down"}``, rows of ``1`` (a line) and ``0``: ``across`` the links from
each cell to the one on its right (h rows of w - 1), ``down`` to the one below (h - 1 rows of w).
``solution_pzprv3``: the answer as a pzprv3 file puzz.link opens. Requests: ``certain`` ->
``{count, unique, certain}`` (the JSON with ``?`` for links that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a link joins two side-by-side cells.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3,
    solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions, unsolvable_reason

ID = "numberlink"
NAME = "Numberlink"
PUZZLINK = ("numlin",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "numbers", "label": "Numbers", "empty": None,
                "numbers": {"min": 0, "max": 12287}, "question": True, "look": "text"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md)
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
