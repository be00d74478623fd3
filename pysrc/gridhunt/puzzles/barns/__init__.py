"""Barns: draw one loop through the centres of all the cells.

The loop passes through every cell and never through a wall between cells. On an icy cell it
goes straight, and there (only there) it may cross itself.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?barns/5/5/06ec080000100`` (the icy
cells five to a base-32 digit, then the walls in pzprjs's border code).

>>> p = decode("https://puzz.link/p?barns/5/5/06ec080000100")
>>> print(render(p, next(solutions(p))), end="")
+-+ +-+-+
| | |   |
+ +-i-i-+
|   |
+-i-i-i-+
    |   |
+-i-i-+ +
|   | | |
+-+-+ +-+

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the
loop links a cell to the one on its right (across) or below it (down). ``solution_pzprv3``: the
loop as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``certain`` as the solution JSON with ``?`` for links that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a link joins two side-by-side cells; ice is
a cell the loop crosses straight.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import lines
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import walls_between
from .rules import certain, is_solution, solutions, unsolvable_reason

ID = "barns"
NAME = "Barns"
PUZZLINK = ("barns",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?barns/5/5/06ec080000100"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "ice", "label": "Ice", "empty": 0, "numbers": None, "look": "text",
                "symbols": [{"value": 1, "char": "i", "name": "cell of ice", "look": "ice"}]},
               {"kind": "edges", "beside": "beside", "below": "below", "label": "Walls"}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)


def board(puzzle, answer=None) -> dict:
    """The icy cells (grey) and walls, and the answer's loop (``?`` links faint)."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, icy in enumerate(puzzle.ice):
        if icy:
            drawn.fill(i, "clue")
    for i, j in walls_between(puzzle):
        drawn.wall(i, j)
    if answer is not None:
        lines.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
