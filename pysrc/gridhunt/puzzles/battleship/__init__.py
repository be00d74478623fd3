"""Battleships: place the given fleet in the grid, each ship once, turned any way.

Ships lie along the grid's lines (or are the polyomino pieces the puzzle gives); no two ships
touch, not even at a corner. A number outside the grid counts the ship cells in its row or
column; a water clue is no ship, a part clue is a ship's end, middle, bend or a one-cell ship.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c``:
the counts (columns then rows) and the clues in pzprjs's number16 code (``0`` water, ``1``-``4``
an end pointing up, down, left, right, ``5`` a middle, ``6`` a one-cell ship, ``7``-``a`` bends,
``.`` a ship cell), then the fleet: ``//c`` (3, 2, 2, 1, 1, 1), ``//d`` (4, 3, 3, 2, 2, 2, 1, 1, 1,
1), ``//e`` (5 down to fifteen ships), ``//t`` tetrominoes, ``//p`` pentominoes, or
``/<count>/<piece>/...`` in pzprjs's piece code (``31s``: three in a row).

>>> p = decode("https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c")
>>> solution_text(p, next(solutions(p)))
'..#.../#.#..#/....../##..../...###/#.....'

Solution JSON: rows of ``#`` (a ship cell) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a part is what a ship cell is (an end, a
middle, a bend, a one-cell ship), read from which of its four neighbours are ship cells.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.url import MAX_SIDE
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions
from .codec import PARTS, PRESETS, WATER

ID = "battleship"
NAME = "Battleships"
PUZZLINK = ("battleship",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6, ships of 3, 2, 2, 1, 1, 1)", "https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "outside", "label": "Ship cells in each line", "top": "columns", "left": "rows",
                "numbers": {"min": 0, "max": "side"}, "question": True},
               {"kind": "cells", "key": "clues", "label": "Clues", "empty": None, "numbers": None, "question": True,
                "look": "text", "symbols": [{"value": WATER, "char": "~", "name": "water", "look": "white"}]
                + [{"value": part, "char": letter, "name": name, "look": "black"} for part, (letter, _, name) in PARTS.items()]}],
    "params": [{"key": "fleet", "kind": "pieces", "label": "Fleet", "default": list(PRESETS["d"]),
                "presets": {key: list(codes) for key, codes in PRESETS.items()}}],
}
PAGE = "genres"
imports = GenreImports(NAME, PUZZLINK, decode, encode)
