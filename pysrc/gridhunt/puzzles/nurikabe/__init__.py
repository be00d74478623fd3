"""Nurikabe: shade cells to make one connected wall around islands.

Each number is in an island of that many unshaded cells, and each island holds
exactly one number; the shaded cells are all connected and no 2x2 block is all
shaded. A ``?`` clue is an island of unknown size.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?nurikabe/5/5/g5k2o1k3g``
(pzprjs's number16 code: hex digits, ``-xx`` and longer numbers, ``.`` for ``?``,
``g``-``z`` for runs of blank cells); ``encode`` writes it as puzz.link does.

>>> p = decode("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
>>> solution_text(p, next(solutions(p)))
'..###/.#..#/.####/.#.#./###..'

Solution JSON: rows of ``#`` (wall) and ``.`` (island). ``solution_pzprv3``: the answer
as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``certain``: rows of ``#``, ``.`` and ``?`` for cells that differ between solutions;
null when there is none).

Glossary: w, h width and height; cell i = r * w + c; a clue is an island's size.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions, unsolvable_reason

ID = "nurikabe"
NAME = "Nurikabe"
PUZZLINK = ("nurikabe",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"),
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
