"""Shikaku: divide the grid into rectangles, each holding exactly one number: its area.

A "?" clue's rectangle holds that clue and no other, of any area. Every cell lies in
exactly one rectangle.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j``
(pzprjs's number16 code: a hex digit 0-15, ``-xx`` up to 255, ``+xxx`` up to 4095, ``.`` a
"?", ``g``-``z`` runs of 1-20 blank cells).

>>> p = decode("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j")
>>> print(render(p, next(solutions(p))), end="")
a b b c 3 c
5 6 b d 6 d
a b b d d d
a e e e f g
a 6 e e 2 3
h 5 h h h g

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a
wall parts a cell from the one on its right (across) or below it (down). ``solution_pzprv3``:
the walls as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``certain`` as the solution JSON with ``?`` for walls that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a candidate is a rectangle one clue
may take; a room is a piece of the grid the walls enclose.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import lines
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import QUESTION
from .rules import certain, is_solution, solutions, unsolvable_reason

ID = "shikaku"
NAME = "Shikaku"
PUZZLINK = ("shikaku",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 1, "max": "cells"}, "question": True, "look": "text"}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)


def board(puzzle, answer=None) -> dict:
    """The clues, and the answer's walls along the grid lines (a ``certain`` reply's ``?`` walls faint)."""
    w = puzzle.w
    drawn = Board(w, puzzle.h)
    for i, clue in enumerate(puzzle.clues):
        if clue is not None:
            drawn.text(i, "?" if clue == QUESTION else str(clue))
    if answer is not None:
        lines.check_marks(answer, w, puzzle.h)  # the walls between cells have the shape of lines between them
        for r, row in enumerate(answer["across"]):
            for c, mark in enumerate(row):
                if mark != "0":
                    drawn.side(r, c + 1, r + 1, c + 1, maybe=mark == "?")
        for r, row in enumerate(answer["down"]):
            for c, mark in enumerate(row):
                if mark != "0":
                    drawn.side(r + 1, c, r + 1, c + 1, maybe=mark == "?")
    return drawn.json()
