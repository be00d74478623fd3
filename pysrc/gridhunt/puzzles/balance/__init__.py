"""Balance Loop: draw one loop through the centres of cells that passes through every circle.

From each circle the loop runs straight for a while in its two directions before turning (or
reaching the circle again). At a white circle those two straight runs are as long as each other,
at a black circle they differ; a number is the two lengths added, in cell-to-cell steps.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?balance/5/5/g9m1k0m8g`` (each circle
as a number16 value, 0 a white circle, 1 a black one, 2n a white circle with n, 2n + 1 a black one
with n; ``g``-``z`` skip cells; an ``f`` flag before the size: the loop passes every cell).

>>> p = decode("https://puzz.link/p?balance/5/5/g9m1k0m8g")
>>> print(render(p, next(solutions(p))), end="")
 +-@4--+--+--+
 |           |
 +--+  +--+--@
    |  |
 +--+  +--+  .
 |        |
 O--+  .  +  .
    |     |
 .  +--+-O4  .

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the
loop links a cell to the one on its right (across) or below it (down). ``solution_pzprv3``: the
loop as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``certain`` as the solution JSON with ``?`` for links that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a link joins two side-by-side cells; a
circle is (colour, number).
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import lines
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.numbers import QUESTION
from ...puzzlink.url import MAX_SIDE
from .codec import WHITE
from .rules import certain, is_solution, solutions

ID = "balance"
NAME = "Balance Loop"
PUZZLINK = ("balance",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?balance/5/5/g9m1k0m8g"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "numbers", "label": "Circles and numbers", "empty": None,
                "numbers": {"min": 1, "max": "cells"}, "question": True, "look": "circle"},
               {"kind": "cells", "key": "colours", "label": "Black circles", "empty": 0, "numbers": None, "look": "circle",
                "symbols": [{"value": 1, "char": "#", "name": "black circle", "look": "black"}]}],
    "params": [{"key": "full", "kind": "flag", "label": "The loop passes through every cell", "default": False}],
}
PAGE = "genres"
imports = GenreImports(NAME, PUZZLINK, decode, encode)


def board(puzzle, answer=None) -> dict:
    """The circles, white or black, with their numbers, and the answer's loop (``?`` links faint)."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, circle in enumerate(puzzle.circles):
        if circle is None:
            continue
        colour, number = circle
        drawn.mark(i, "white-pearl" if colour == WHITE else "black-pearl")
        if number != QUESTION:
            drawn.text(i, str(number))
    if answer is not None:
        lines.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
