"""Guide Arrow: shade some cells so that every arrow points the way to the star.

Shaded cells never touch side by side, and never stand on an arrow, a ``?`` or the star. The
unshaded cells are joined side by side into one piece with no loop (no 2x2 block of them either),
so from each there is one way to the star; an arrow points the first step of that way.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?guidearrow/4/4/33i3ele`` (the star's
column and row from 1, then the arrows in pzprjs's 4-cell code: 1 up, 2 down, 3 left, 4 right).

>>> p = decode("https://puzz.link/p?guidearrow/4/4/33i3ele")
>>> print(render(p, next(solutions(p))), end="")
.#.<
>..#
.#*.
#>.#

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the shading as a pzprv3 file
puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` where solutions differ).

Glossary: w, h width and height; cell i = r * w + c; the star is the goal the arrows lead to.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.board import Board
from ...puzzlink.cells import answer_marks
from ...puzzlink.imports import GenreImports
from ...puzzlink.numbers import QUESTION
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import CHARS, DOWN, LEFT, RIGHT, STAR, UP
from .rules import certain, is_solution, solutions

ID = "guidearrow"
NAME = "Guide Arrow"
PUZZLINK = ("guidearrow",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4)", "https://puzz.link/p?guidearrow/4/4/33i3ele"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
LOOKS = {UP: "arrow-up", DOWN: "arrow-down", LEFT: "arrow-left", RIGHT: "arrow-right"}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "cells", "label": "Arrows and star", "empty": None, "numbers": None,
                "question": True, "look": "text",
                "symbols": [*({"value": arrow, "char": CHARS[arrow], "name": f"clue pointing {look[6:]}", "look": look}
                              for arrow, look in LOOKS.items()),
                            {"value": STAR, "char": CHARS[STAR], "name": "star", "look": "star"}]}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)


def board(puzzle, answer=None) -> dict:
    """The arrows, ``?`` and the star, and the answer's shading (a ``certain`` reply's ``?`` hatched)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    drawn.mark(puzzle.goal, "star")
    for i, arrow in enumerate(puzzle.arrows):
        if arrow == QUESTION:
            drawn.text(i, "?")
        elif arrow is not None:
            drawn.point(2 * (i // w) + 1, 2 * (i % w) + 1, LOOKS[arrow])
    if answer is not None:
        for i, mark in enumerate(answer_marks(answer, w, h)):
            if mark == "#":
                drawn.fill(i, "shaded")
            elif mark == "?":
                drawn.unknown(i)
    return drawn.json()
