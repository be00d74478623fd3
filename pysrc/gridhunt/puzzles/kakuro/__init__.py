"""Kakuro: write a digit 1-9 in every open cell so that each run of open cells, across or down,
adds up to the sum in the clue cell before it, with no digit twice in a run.

A clue cell holds a down sum (for the run below it) and an across sum (for the run to its
right), either of which may be missing; sums for runs that start at the grid's edge stand on an
outer row and column (pzprjs's layout).

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3``
(pzprjs's Kakuro code: cell by cell, runs of open cells as ``k``-``z``, a clue cell's down and
across sums a character each, then the outer sums).

>>> p = decode("https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3")
>>> solution_text(p, next(solutions(p)))
'.53../3412./12.12/.1938/..84.'

Solution JSON: rows of digits, ``.`` in clue cells. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` where solutions differ).

Glossary: w, h width and height; cell i = r * w + c; a run is a stretch of open cells between
clue cells in a row or column.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions, unsolvable_reason

ID = "kakuro"
NAME = "Kakuro"
PUZZLINK = ("kakuro",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "split", "key": "clues", "label": "Clue cells", "numbers": {"min": 0, "max": 45},
                "top": "top", "left": "left"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md)
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
