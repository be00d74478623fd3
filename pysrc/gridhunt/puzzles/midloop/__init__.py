"""Mid-loop: draw one loop through the centres of cells that passes through every dot.

Each dot is the middle of a straight stretch of the loop: from the dot the loop runs straight as
far one way as the other before it turns. Dots stand in cells or on the sides between cells.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?midloop/4/4/jfjfi3fr`` (the dots
on pzprjs's doubled grid of cells, sides and corners, place by place: a hex digit puts a dot, odd
for a black one, and moves on half its value plus one places; ``g``-``z`` skip places; an ``f`` flag
before the size: the loop passes every cell).

>>> p = decode("https://puzz.link/p?midloop/4/4/jfjfi3fr")
>>> print(render(p, next(solutions(p))), end="")
. .-o-.
  |   |
. o . .
  |   *
.*. . .
|     |
.-.-.-.

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the
loop links a cell to the one on its right (across) or below it (down). ``solution_pzprv3``: the
loop as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``certain`` as the solution JSON with ``?`` for links that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a link joins two side-by-side cells; a side
is the edge between them, where a link crosses.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import lines
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "midloop"
NAME = "Mid-loop"
PUZZLINK = ("midloop",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4)", "https://puzz.link/p?midloop/4/4/jfjfi3fr"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py; the dots on sides are edge values
    "layers": [{"kind": "cells", "key": "cellDots", "label": "Dots in cells", "empty": 0, "numbers": None, "look": "circle",
                "symbols": [{"value": 1, "char": "#", "name": "dot", "look": "black"}]},
               {"kind": "edges", "beside": "besideDots", "below": "belowDots", "label": "Dots on sides", "look": "dots"}],
    "params": [{"key": "full", "kind": "flag", "label": "The loop passes through every cell", "default": False}],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)


def board(puzzle, answer=None) -> dict:
    """The dots in cells and on sides, and the answer's loop (``?`` links faint)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    for i, dot in enumerate(puzzle.cells):  # points are in half cells: a centre is (2r + 1, 2c + 1)
        if dot:
            drawn.point(2 * (i // w) + 1, 2 * (i % w) + 1, "black-dot")
    for k, dot in enumerate(puzzle.beside):
        if dot:
            drawn.point(2 * (k // (w - 1)) + 1, 2 * (k % (w - 1)) + 2, "black-dot")
    for k, dot in enumerate(puzzle.below):
        if dot:
            drawn.point(2 * (k // w) + 2, 2 * (k % w) + 1, "black-dot")
    if answer is not None:
        lines.draw(drawn, answer, w, h)
    return drawn.json()
