"""Aquapelago: shade cells so that no two shaded cells share a side; the shaded cells form islands.

An island is the shaded cells joined at their corners. A number stands in a shaded cell: its
island has that many cells, and every number in one island is the same (``?`` and 0 give no
size). The unshaded cells are connected, and no 2x2 block is all unshaded.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?aquapelago/6/6/j.zg4g2h4j`` (pzprjs's
number16 code: a hex digit, ``-xx`` up to 255, ``.`` a ``?``, ``g``-``z`` runs of 1-20 blank cells).

>>> p = decode("https://puzz.link/p?aquapelago/6/6/j.zg4g2h4j")
>>> print(render(p, next(solutions(p))), end="")
. . # . ? .
# . . . . .
. . # . # .
. # . . . .
. . 4 . 2 .
. 4 . . . #

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the clues and shading as a
pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (rows with
``?`` for cells that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; an island is shaded cells joined at corners.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "aquapelago"
NAME = "Aquapelago"
PUZZLINK = ("aquapelago",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?aquapelago/6/6/j.zg4g2h4j"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 0, "max": "cells"}, "question": True, "look": "wall"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
