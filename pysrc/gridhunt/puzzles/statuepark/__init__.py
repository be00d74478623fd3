"""Statue Park: place the given pieces (statues) in the grid, each once, turned or mirrored any way.

Pieces never share a side (they may touch at a corner); every black circle is covered by a
piece and no white circle is; the cells no piece covers are all connected.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t``:
the circles, three cells to a base-27 digit (0 none, 1 white, 2 black; weights 9, 3, 1), then
the pieces: ``//p`` the twelve pentominoes, ``//t`` the five tetrominoes, ``//d`` two of each
tetromino, or ``/<count>/<piece>/...`` in pzprjs's piece code (``23bg``: an L of four).

>>> p = decode("https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t")
>>> solution_text(p, next(solutions(p)))
'....#../###.##./..#..#./#....../#.##.../#.##.#./#...###'

Solution JSON: rows of ``#`` (a piece's cell) and ``.``. ``solution_pzprv3``: the answer as a
pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a piece is a polyomino of the bank.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.url import MAX_SIDE
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions
from .codec import PRESETS

ID = "statuepark"
NAME = "Statue Park"
PUZZLINK = ("statuepark",)
EXAMPLES = (
    ("pzprjs's test puzzle (7x7, the tetrominoes)", "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "circles", "label": "Circles", "empty": 0, "numbers": None, "look": "circle",
                "symbols": [{"value": 1, "char": "o", "name": "white circle", "look": "white"},
                            {"value": 2, "char": "#", "name": "black circle", "look": "black"}]}],
    "params": [{"key": "bank", "kind": "pieces", "label": "Pieces", "default": list(PRESETS["p"]),
                "presets": {key: list(codes) for key, codes in PRESETS.items()}}],
}
PAGE = "genres"
imports = GenreImports(NAME, PUZZLINK, decode, encode)
