"""Hitori: shade cells so that no number repeats among the unshaded cells of a row or column.

Shaded cells never share a side, and the unshaded cells form one connected piece.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?hitori/4/4/1114142333214213``
(pzprjs's Hitori code: one base-36 digit a cell, ``-`` and two digits for 36 and more,
``%`` a ``?``, ``.`` a blank cell).

>>> p = decode("https://puzz.link/p?hitori/4/4/1114142333214213")
>>> solution_text(p, next(solutions(p)))
'#.#./..../#.#./...#'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a line is a row or a column.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "hitori"
NAME = "Hitori"
PUZZLINK = ("hitori",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4)", "https://puzz.link/p?hitori/4/4/1114142333214213"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "numbers", "label": "Numbers", "empty": None,
                "numbers": {"min": 0, "max": 1295}, "question": True, "look": "text"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
