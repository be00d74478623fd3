"""Wall Logic: draw straight walls out from the numbers, along the grid's rows and columns.

Each number sends walls out of its cell (up, down, left, right: any of them, or none); the number
is the walls' total length in cells. Walls cover open cells only, never cross or overlap, and
never pass a number or a black cell; every wall belongs to a number (a ``?`` to any length).

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?walllogic/5/5/h1k2g2i5g5k4h`` (cell by
cell: ``+`` a black cell, a hex digit a number, ``.`` a ``?``, ``g``-``z`` empty cells).

>>> p = decode("https://puzz.link/p?walllogic/5/5/h1k2g2i5g5k4h")
>>> print(render(p, next(solutions(p))), end="")
^ < 1 ^ ^
^ ^ < 2 ^
2 ^ < < 5
< 5 > > v
< < 4 > >

Solution JSON: rows of a mark a cell: ``.`` a clue or black cell, else ``0`` (no wall) or the way
its wall runs from its number, ``1`` up, ``2`` down, ``3`` left, ``4`` right. ``solution_pzprv3``:
the walls as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``certain`` as the solution JSON with ``?`` for cells that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a wall piece fills one cell; an arm is a
number's run of pieces one way.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import BLACK, STEPS, clue_text
from .rules import certain, is_solution, solutions

ID = "walllogic"
NAME = "Wall Logic"
PUZZLINK = ("walllogic",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?walllogic/5/5/h1k2g2i5g5k4h"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 0, "max": "cells"}, "question": True, "look": "text",
                "symbols": [{"value": BLACK, "char": "#", "name": "black cell", "look": "wall"}]}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)


def board(puzzle, answer=None) -> dict:
    """The numbers and black cells, and the answer's walls as lines from each number through its arms
    (a ``certain`` reply's cells that differ hatched)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    for i, clue in enumerate(puzzle.clues):
        if clue == BLACK:
            drawn.fill(i, "wall")
        elif clue is not None:
            drawn.text(i, clue_text(clue))
    if answer is None:
        return drawn.json()
    if not isinstance(answer, list) or len(answer) != h or not all(isinstance(row, str) and len(row) == w for row in answer):
        raise ValueError(f"An answer is {h} rows of {w} marks")
    marks = "".join(answer)
    if any(ch not in ".01234?" for ch in marks):
        raise ValueError("An answer's marks are 0 to 4, '.' and '?'")
    for i, mark in enumerate(marks):
        if mark == "?" and puzzle.is_open(i):
            drawn.unknown(i)
        elif mark in "1234" and puzzle.is_open(i):
            dr, dc = STEPS[int(mark)]
            r, c = divmod(i, w)
            behind = (r - dr) * w + c - dc
            if 0 <= r - dr < h and 0 <= c - dc < w:
                drawn.line(behind, i)
    return drawn.json()
