"""Moon or Sun: draw one loop through the centres of cells that passes through every room once.

In each room the loop passes either every moon and no sun, or every sun and no moon. Going from
one room into the next, it changes between moons and suns: a moon room, then a sun room, then
a moon room...

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12``
(the walls between rooms as pzprjs codes them, then the marks, three cells to a base-27 digit:
0 none, 1 a sun, 2 a moon).

>>> p = decode("https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12")
>>> print(render(p, next(solutions(p))), end="")
* C-+-+-+-*
  |       |
+-C * . C +
|         |
+ C * *-+-+
|     |
+-* . +-+-C
  |       |
C-+ . C . +
|         |
+-+-*-+-+-C

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the
loop links a cell to the one on its right (across) or below it (down). ``solution_pzprv3``: the
loop as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``certain`` as the solution JSON with ``?`` for links that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a room is a region walled off by thick
lines; a link joins two side-by-side cells.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import lines
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import MOON, SUN
from .rules import certain, is_solution, solutions

ID = "moonsun"
NAME = "Moon or Sun"
PUZZLINK = ("moonsun",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "regions", "key": "rooms", "label": "Rooms"},
               {"kind": "cells", "key": "marks", "label": "Moons and suns", "empty": 0, "numbers": None, "look": "circle",
                "symbols": [{"value": 1, "char": "o", "name": "sun", "look": "white"},
                            {"value": 2, "char": "#", "name": "moon", "look": "black"}]}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)


def board(puzzle, answer=None) -> dict:
    """The rooms, suns as white circles and moons as black ones, and the answer's loop (``?`` links faint)."""
    drawn = Board(puzzle.w, puzzle.h, regions=puzzle.rooms)
    for i, mark in enumerate(puzzle.marks):
        if mark in (SUN, MOON):
            drawn.mark(i, "sun" if mark == SUN else "moon")
    if answer is not None:
        lines.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
