"""Hotaru Beam (Firefly): draw lines between the fireflies, each from one firefly's dot to another's plain side.

Each firefly (a circle) has a dot on one side; a line leaves from every dot and ends at another
firefly on a side without a dot. A firefly's number is how many times its line turns. Lines
never branch or cross, and all the fireflies and lines form one connected network.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11``
(a firefly as its dot's side, 1 up, 2 down, 3 left, 4 right, then its number as a hex digit or
``.`` for none; ``a``-``z`` skip empty cells).

>>> p = decode("https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11")
>>> print(render(p, next(solutions(p))), end="")
>0--.--.--.-v1
 |           |
 .-<O--.-<0--.
    |
 .  .  .  .  .
    |
 .-^0  . v2--.
 |  |     |  |
^1  .--.--. ^1

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a line
links a cell to the one on its right (across) or below it (down). ``solution_pzprv3``: the lines as
a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``certain`` as
the solution JSON with ``?`` for links that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a link joins two side-by-side cells; a
firefly is (arrow, number), the arrow the side of its dot.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import lines
from ...puzzlink.arrows import ARROW_NAMES
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.numbers import QUESTION
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "firefly"
NAME = "Hotaru Beam"
PUZZLINK = ("firefly",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py; a firefly is [its dot's side, its number]
    "layers": [{"kind": "arrows", "key": "fireflies", "label": "Fireflies", "numbers": {"min": 0, "max": "cells"},
                "question": True}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)


def board(puzzle, answer=None) -> dict:
    """The fireflies as circles with their number and an arrow for the dot's side, and the answer's lines."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, firefly in enumerate(puzzle.fireflies):
        if firefly is None:
            continue
        arrow, number = firefly
        drawn.mark(i, "circle")
        if number != QUESTION:
            drawn.text(i, str(number))
        if arrow:
            drawn.arrow(i, ARROW_NAMES[arrow])
    if answer is not None:
        lines.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
