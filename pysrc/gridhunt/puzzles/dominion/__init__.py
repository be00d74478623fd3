"""Dominion: shade dominoes so that they part the grid into areas, one letter to an area.

Every shaded cell touches exactly one other by a side, so the shaded cells are dominoes (which
may touch at a corner). Letters are never shaded. The unshaded cells, joined side by side, make
areas: every area holds a letter, all copies of a letter lie in one area, and different letters
lie in different areas. A ``?`` is a letter of the grid, not shown; it is never shaded.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?dominion/5/5/h2l2g3k1h1i2``
(pzprjs's number16 code, the letters as numbers: 1 is ``A``, 27 is ``a``; ``.`` a ``?``,
``g``-``z`` runs of blank cells).

>>> p = decode("https://puzz.link/p?dominion/5/5/h2l2g3k1h1i2")
>>> solution_text(p, next(solutions(p)))
'##.../..#../..#../##.#./...#.'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; an area is a group of unshaded cells
joined side by side; letters are numbers in the model and the URL (1 to 52: ``A`` to ``Z``,
then ``a`` to ``z``).
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import (
    LETTERS, board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3,
    solution_text,
)
from .rules import certain, is_solution, solutions

ID = "dominion"
NAME = "Dominion"
PUZZLINK = ("dominion",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?dominion/5/5/h2l2g3k1h1i2"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE, "letters": LETTERS}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py (letters as numbers, 1 is A, 27 is a)
    "layers": [{"kind": "cells", "key": "clues", "label": "Letters", "empty": None,
                "numbers": {"min": 1, "max": len(LETTERS)}, "question": True, "look": "text"}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
