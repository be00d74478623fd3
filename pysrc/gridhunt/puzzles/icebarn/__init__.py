"""Icebarn: draw one line from the way in to the way out, through the centres of cells.

The line comes in over the grid's rim at the IN arrow and leaves at the OUT arrow. It never
branches; on an icy cell it goes straight, and there (only there) it may cross itself. Every
arrow on a side between two cells is on the line, crossed the way it points; every icebarn (a
piece of icy cells joined side by side) is visited. Cells off ice it may pass or not.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?icebarn/8/8/73btfk05ovbjghzpwz9bwm/3/11``
(the icy cells, the arrows, then ``/IN/OUT``: their places on the rim, the top edge's columns
first, then the bottom's, the left edge's rows, the right's).

>>> p = decode("https://puzz.link/p?icebarn/8/8/73btfk05ovbjghzpwz9bwm/3/11")
>>> print(render(p, next(solutions(p))), end="")
+-+-i-i-i-+-+ +
v     |     |
i i + i + i i i
|     |     |
i i +-i<+ i i i
|   | | |   ^
i i + i +-+ +-+
|   | |   |   |
+-+ + +-+-i-+ i
  v |     | | |
i i + +-+ i i i
  | | | | | | |
i i +>i-+ i i i
  |   |   | | ^
+ +-i-i-i-+ +-+
In at the top of column 4, out at the bottom of column 4

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the
line links a cell to the one on its right (across) or below it (down); its ends over the rim are
the way in and out. ``solution_pzprv3``: the line as a pzprv3 file puzz.link opens. Requests:
``certain`` -> ``{count, unique, certain}`` (``certain`` as the solution JSON with ``?`` for links
that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a link joins two side-by-side cells; the rim
is the grid's outer edge, its places numbered along the top, the bottom, the left, the right.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import lines
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.url import MAX_SIDE
from .codec import ARROW_CHARS, DOWN, LEFT, RIGHT, UP
from .rules import certain, is_solution, solutions

ID = "icebarn"
NAME = "Icebarn"
PUZZLINK = ("icebarn",)
EXAMPLES = (
    ("pzprjs's test puzzle (8x8)", "https://puzz.link/p?icebarn/8/8/73btfk05ovbjghzpwz9bwm/3/11"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "ice", "label": "Ice", "empty": 0, "numbers": None, "look": "text",
                "symbols": [{"value": 1, "char": "i", "name": "cell of ice", "look": "ice"}]},
               {"kind": "places", "key": "arrows", "label": "Arrows", "empty": 0,
                "symbols": [{"value": arrow, "char": ARROW_CHARS[arrow], "name": f"sign pointing {name}", "look": "black"}
                            for arrow, name in ((UP, "up"), (DOWN, "down"), (LEFT, "left"), (RIGHT, "right"))]},
               {"kind": "outside", "top": "top", "bottom": "bottom", "left": "left", "right": "right",
                "label": "In (1) and out (2)", "numbers": {"min": 1, "max": 2}, "question": False}],
    "params": [],
}
PAGE = "genres"
imports = GenreImports(NAME, PUZZLINK, decode, encode)  # no text picture: arrows stand between cells

POINTING = {UP: "arrow-up", DOWN: "arrow-down", LEFT: "arrow-left", RIGHT: "arrow-right"}
RIM_POINT = {"top": (0, 1), "bottom": (2, 1), "left": (1, 0), "right": (1, 2)}  # where on a cell's frame each edge is


def board(puzzle, answer=None) -> dict:
    """The icy cells (grey), the arrows on the sides between cells and on the rim (in and out), and the
    answer's line (``?`` links faint)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    for i, icy in enumerate(puzzle.ice):
        if icy:
            drawn.fill(i, "clue")
    for k, arrow in enumerate(puzzle.beside):
        if arrow:
            r, c = divmod(k, w - 1)
            drawn.point(2 * r + 1, 2 * c + 2, POINTING[arrow])
    for k, arrow in enumerate(puzzle.below):
        if arrow:
            r, c = divmod(k, w)
            drawn.point(2 * r + 2, 2 * c + 1, POINTING[arrow])
    for place, inward in ((puzzle.way_in, True), (puzzle.way_out, False)):
        edge, cell = puzzle.rim(place)
        r, c = divmod(cell, w)
        dy, dx = RIM_POINT[edge]
        into = {"top": DOWN, "bottom": UP, "left": RIGHT, "right": LEFT}[edge]
        out = {DOWN: UP, UP: DOWN, RIGHT: LEFT, LEFT: RIGHT}[into]
        drawn.point(2 * r + dy, 2 * c + dx, POINTING[into if inward else out])
    drawn.say("The line comes in and goes out at the arrows on the rim")
    if answer is not None:
        lines.draw(drawn, answer, w, h)
    return drawn.json()
