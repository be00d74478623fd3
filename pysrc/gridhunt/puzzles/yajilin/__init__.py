"""Yajilin: shade some cells and draw one loop through the centres of all the others.

Clue cells hold an arrow and a number: that many cells are shaded in the arrow's direction,
up to the grid's edge. Clue cells are neither shaded nor on the loop; shaded cells never
touch side by side; every other cell is on the loop, which never crosses or touches itself.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?yajilin/5/5/m32j10`` (also
``yajirin``; the clue ``32`` is an arrow to the left, 3, and the number 2).

>>> p = decode("https://puzz.link/p?yajilin/5/5/m32j10")
>>> print(render(p, next(solutions(p))), end="")
 +--+--+  +--+
 |     |  |  |
 +--+  +--+  +
    |        |
 #  +  # <2  +
    |        |
 +--+  +--+--+
 |     |
 +--+--+  # ^0

Solution JSON: ``{"across", "down"}`` as Masyu's loop (rows of ``1`` where the loop links a cell
to the one on its right, or below it) and ``"shaded"``: rows of ``#`` and ``.``.
``solution_pzprv3``: the answer as a pzprv3 file puzz.link opens. Requests: ``certain`` ->
``{count, unique, certain}`` (``certain`` as the solution JSON with ``?`` where solutions differ).

Glossary: w, h width and height; cell i = r * w + c; an open cell is one without a clue;
a link joins two side-by-side cells.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import lines
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import ARROWS, BLANK, QUESTION
from .rules import certain, is_solution, solutions, unsolvable_reason

ID = "yajilin"
NAME = "Yajilin"
PUZZLINK = ("yajilin",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?yajilin/5/5/m32j10"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "arrows", "key": "clues", "label": "Arrows and numbers",
                "numbers": {"min": 0, "max": "cells"}, "question": True, "blank": -3}],
    "params": [{"key": "grey", "kind": "flag", "label": "Clue cells drawn grey", "default": False},
               {"key": "outside", "kind": "flag", "label": "Every shaded cell is outside the loop", "default": False}],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)


def board(puzzle, answer=None) -> dict:
    """The clues (grey with the ``b`` flag), and the answer's loop and shading (a ``certain`` reply's ``?`` unknown)."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        arrow, number = clue
        if number == BLANK:
            drawn.fill(i, "wall")
            continue
        if puzzle.grey:
            drawn.fill(i, "clue")
        drawn.text(i, "?" if number == QUESTION else str(number))
        if arrow:
            drawn.arrow(i, ARROWS[arrow])
    if answer is not None:
        lines.draw(drawn, answer, puzzle.w, puzzle.h)
        for i, mark in enumerate("".join(answer["shaded"])):
            if puzzle.clues[i] is None and mark == "#":
                drawn.fill(i, "shaded")
            elif puzzle.clues[i] is None and mark == "?":
                drawn.unknown(i)
    return drawn.json()
