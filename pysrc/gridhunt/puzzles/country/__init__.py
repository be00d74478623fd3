"""Country Road: draw one loop through the centres of cells that passes through every room once.

The loop enters each room exactly once (and leaves it); a room's number says how many of its
cells the loop visits. Two side-by-side cells in different rooms are never both left out of the loop.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?country/5/5/amda0uf02h12h`` (the walls
between rooms as pzprjs codes them, then a number16 clue for each room in the order of their first
cell; an ``e`` flag before the size lets the loop leave rooms out).

>>> p = decode("https://puzz.link/p?country/5/5/amda0uf02h12h")
>>> print(render(p, next(solutions(p))), end="")
2 A B-B C
    | |
A-A-B B-C
|       |
1-2-E E C
    |   |
D F-F G-G
  |   |
D F-F-G G

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the
loop links a cell to the one on its right (across) or below it (down). ``solution_pzprv3``: the
loop as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``certain`` as the solution JSON with ``?`` for links that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a room is a region walled off by thick
lines, its number in its top cell (the highest of its leftmost column); a link joins two
side-by-side cells.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import borders, lines
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import clue_text
from .rules import certain, is_solution, solutions

ID = "country"
NAME = "Country Road"
PUZZLINK = ("country",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?country/5/5/amda0uf02h12h"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "regions", "key": "rooms", "label": "Rooms"},
               {"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 0, "max": "region"}, "question": True, "look": "text"}],
    "params": [{"key": "empty", "kind": "flag", "label": "Rooms may be left out", "default": False}],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)


def board(puzzle, answer=None) -> dict:
    """The rooms with their numbers, and the answer's loop (``?`` links faint)."""
    drawn = Board(puzzle.w, puzzle.h, regions=puzzle.rooms)
    for top, clue in zip(borders.top_cells(puzzle.rooms, puzzle.w), puzzle.clues):
        if clue is not None:
            drawn.text(top, clue_text(clue))
    if answer is not None:
        lines.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
