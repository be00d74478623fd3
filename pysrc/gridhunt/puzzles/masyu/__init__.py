"""Masyu: draw one loop through the centres of cells, never crossing or touching itself.

The loop passes through every pearl. On a white pearl it goes straight, and turns in at
least one of the two cells before and after it; on a black pearl it turns, and goes
straight through both cells after the turn's corner. Other cells it may pass or not
(with pzprjs's ``f`` flag, it passes through every cell).

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?mashu/6/6/1063000i3000``
(also ``masyu``, ``pearl``; three cells to a base-27 digit: 0 none, 1 white, 2 black).

>>> p = decode("https://puzz.link/p?mashu/6/6/1063000i3000")
>>> print(render(p, next(solutions(p))), end="")
+-+-O-+ +-+
|     | | |
+ @-+-+ O +
| |     | |
+ + +-+-+ +
| | |     |
+ +-+ @-+-+
|     |
+-O-+ + . .
    | |
. . +-+ . .

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the
loop links a cell to the one on its right (across) or below it (down). ``solution_pzprv3``:
the loop as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``certain`` as the solution JSON with ``?`` for links that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a link joins two side-by-side cells.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import lines
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import BLACK, WHITE
from .rules import certain, is_solution, solutions, unsolvable_reason

ID = "masyu"
NAME = "Masyu"
PUZZLINK = ("mashu",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?mashu/6/6/1063000i3000"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "pearls", "label": "Pearls", "empty": 0, "numbers": None, "look": "circle",
                "symbols": [{"value": 1, "char": "o", "name": "white pearl", "look": "white"},
                            {"value": 2, "char": "#", "name": "black pearl", "look": "black"}]}],
    "params": [{"key": "full", "kind": "flag", "pzprv3": "f", "label": "The loop passes through every cell", "default": False}],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)


def board(puzzle, answer=None) -> dict:
    """The pearls, and the answer's loop (a ``certain`` reply's ``?`` links faint)."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, pearl in enumerate(puzzle.pearls):
        if pearl in (WHITE, BLACK):
            drawn.mark(i, "white-pearl" if pearl == WHITE else "black-pearl")
    if answer is not None:
        lines.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
