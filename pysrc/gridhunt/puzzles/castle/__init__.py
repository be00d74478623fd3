"""Castle Wall: draw one loop through the centres of cells, never crossing or touching itself.

The loop never enters a clue cell. A clue's number counts the loop's segments lying along its
arrow's direction, from the clue to the grid's edge; a white clue cell is inside the loop, a
black one outside, a grey one either.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?castle/5/5/c230021k111a210f`` (each
clue its colour digit, 0 grey, 1 white, 2 black, then an arrow digit and a number as Yajilin's).

>>> p = decode("https://puzz.link/p?castle/5/5/c230021k111a210f")
>>> print(render(p, next(solutions(p))), end="")
  .   .   . B<0 Gv1
<BLANKLINE>
  .   +---+---+---+
      |           |
  +---+   +---+---+
  |       |
  + W^1   + B^0   .
  |       |
  +---+---+   .   .

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the
loop links a cell to the one on its right (across) or below it (down). ``solution_pzprv3``:
the loop as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``
(``certain`` as the solution JSON with ``?`` for links that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a link joins two side-by-side cells; a
clue is (colour, arrow, number).
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import lines
from ...puzzlink.arrows import ARROW_NAMES
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.numbers import QUESTION
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions, unsolvable_reason

ID = "castle"
NAME = "Castle Wall"
PUZZLINK = ("castle",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?castle/5/5/c230021k111a210f"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "arrows", "key": "clues", "label": "Arrows and numbers", "numbers": {"min": 0, "max": "cells"},
                "question": True},
               {"kind": "cells", "key": "colours", "label": "Clue colours", "empty": 0, "numbers": None, "look": "wall",
                "symbols": [{"value": 1, "char": "o", "name": "white clue cell", "look": "white"},
                            {"value": 2, "char": "#", "name": "black clue cell", "look": "wall"}]}],
    "params": [],
}
PAGE = "genres"
imports = GenreImports(NAME, PUZZLINK, decode, encode)


def board(puzzle, answer=None) -> dict:
    """The clue cells in their colour with number and arrow, and the answer's loop (``?`` links faint)."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        colour, arrow, number = clue
        drawn.fill(i, ("clue", "white", "wall")[colour])
        if number != QUESTION:
            drawn.text(i, str(number))
        elif arrow:
            drawn.text(i, "?")
        if arrow:
            drawn.arrow(i, ARROW_NAMES[arrow])
    if answer is not None:
        lines.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
