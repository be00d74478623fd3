"""Shakashaka: put triangles in some white cells so that every white region is a rectangle.

A triangle fills half a cell, cut along a diagonal; the white regions left (whole white cells
and the white halves) must each be a rectangle, upright or turned by 45 degrees. A number on
a black cell says how many of the cells beside it (above, below, left, right) hold a triangle.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb``
(pzprjs's 4cell code: ``0``-``4`` a black cell's number, ``5``-``9`` and ``a``-``e`` the same
followed by one or two white cells, ``.`` a black cell without a number, ``g``-``z`` runs of white cells).

>>> p = decode("https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb")
>>> print(render(p, next(solutions(p))), end="")
2 ◤ ◥ . 1 .
◤ . ◢ 3 ◤ ◥
◣ ◢ 4 ◤ . ◢
3 ◤ ◥ ◣ ◢ .
◤ . ◢ . ◤ ◥
◣ ◢ . 1 ◣ ◢

Solution JSON: rows of ``.`` (no triangle) and the triangles as pzprjs numbers them by their shaded
corner, ``2`` bottom left (◣), ``3`` bottom right (◢), ``4`` top right (◥), ``5`` top left (◤).
``solution_pzprv3``: the answer as a pzprv3 file puzz.link opens. Requests: ``certain`` ->
``{count, unique, certain}`` (``?`` where solutions differ).

Glossary: w, h width and height; cell i = r * w + c; a black cell is a given wall (with a number or
not), every other cell is white.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import BLACK
from .rules import certain, is_solution, solutions

ID = "shakashaka"
NAME = "Shakashaka"
PUZZLINK = ("shakashaka",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "blacks", "label": "Black cells", "empty": None, "numbers": {"min": 0, "max": 4},
                "symbols": [{"value": -1, "char": "#", "name": "black cell", "look": "wall"}], "look": "wall"}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
TRIANGLE_MARKS = {"2": "triangle-bl", "3": "triangle-br", "4": "triangle-tr", "5": "triangle-tl"}


def board(puzzle, answer=None) -> dict:
    """The black cells with their numbers, and the answer's triangles (``?`` cells unknown)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    for i, black in enumerate(puzzle.blacks):
        if black is not None:
            drawn.fill(i, "wall")
            if black != BLACK:
                drawn.text(i, str(black))
    if answer is None:
        return drawn.json()
    if not isinstance(answer, list) or len(answer) != h or not all(isinstance(row, str) and len(row) == w for row in answer):
        raise ValueError(f"An answer is {h} rows of {w} marks")
    if any(ch not in ".2345?" for row in answer for ch in row):
        raise ValueError("An answer's marks are '.', the triangles 2 to 5 and '?'")
    for i, mark in enumerate("".join(answer)):
        if puzzle.blacks[i] is not None:
            continue
        if mark in TRIANGLE_MARKS:
            drawn.mark(i, TRIANGLE_MARKS[mark], answer=True)
        elif mark == "?":
            drawn.unknown(i)
    return drawn.json()
