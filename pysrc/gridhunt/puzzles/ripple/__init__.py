"""Ripple Effect: write a number in every cell so that each room of n cells holds 1 to n, with ripples.

The grid is cut into rooms by thick walls. A room of n cells holds each of the numbers 1 to n
once. Two equal numbers in one row or column stand far apart: between two n's there are at least
n cells (two 1s never touch, two 2s have two cells between them, and so on).

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?ripple/4/4/9n8rigk14h32k`` (the
walls between rooms in pzprjs's border code, then the given numbers in number16 code, as Nanro's).

>>> p = decode("https://puzz.link/p?ripple/4/4/9n8rigk14h32k")
>>> solution_text(p, next(solutions(p)))
'1 2 3 1/2 1 4 2/4 3 2 1/1 2 1 3'

Solution JSON: rows of numbers. ``solution_pzprv3``: the numbers as a pzprv3 file puzz.link
opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` for cells that differ between
solutions).

Glossary: w, h width and height; cell i = r * w + c; a room is a group of cells walled off from
the others, numbered in the order of its first cell.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from ..nanro import EDITOR  # the same clues: rooms, and numbers given in some cells
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions

ID = "ripple"
NAME = "Ripple Effect"
PUZZLINK = ("ripple",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4)", "https://puzz.link/p?ripple/4/4/9n8rigk14h32k"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
PZPRV3 = ("regions:borders", "givens")  # its pzprv3 file: the rooms drawn as borders, then the numbers (puzzlink/files.py)
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
