"""Sudoku: fill an NxN grid so that every row, column and box holds each symbol once.

Share string: the SDM line, N*N symbols row by row, ``1``-``9`` then ``A``-``Z``
(a 16x16 uses 1-9 and A-G), ``0`` or ``.`` for an empty cell. Boxes take the
most-square shape with rows <= columns (6x6: 2 rows x 3 columns); another shape
is given by a prefix ``RxC:`` (box rows x box columns), e.g. ``3x2:`` + 36 symbols.
Other forms (Solo IDs, puzz.link and SudokuWiki links, pictures of every common style)
are read by ``imports``, the kind's part of the import layer ``gridhunt.paste``, which also
writes the puzzle out in those tools' forms; ``render`` draws the picture back.

>>> p = decode("1.34" "34.2" "2143" "4.21")
>>> solution_text(p, next(solutions(p)))
'1234341221434321'

A variant Sudoku (killer cages, arrows, kropki dots, lines and more: ``variant``) has the share
string ``fpuzzles:`` and its f-puzzles JSON, lz-string compressed; f-puzzles and SudokuPad links
are read by ``imports``.

Solution JSON: the filled SDM line, a string of n*n symbols (no box prefix).
Model: ``{"n": 9, "boxRows": 3, "boxCols": 3, "cells": [0, 0, 4, ...]}`` (0 empty).
Requests beyond solving (``OPERATIONS``): ``picture`` -> ``{"text"}``;
``candidates`` -> ``{"candidates": [bitmask per cell]}``; ``hint`` and ``steps``
(human-style steps, optional ``candidates`` the user edited) as in ``logic``.
The classic 9x9 is solved by the big-integer engine of ``bits``; other
sizes by propagation (singles, locked candidates) on a list of bitmasks.

Throughout: n is the grid size, r a row, c a column, i = r * n + c a cell
index, v a value 1..n, and a candidate set is a bitmask with bit v-1 for v.

Inside: ``grid`` (types, geometry), ``codec``, ``solver`` and ``bits`` (the 9x9 engine),
``render``, and the human-style techniques in ``logic``, ``chains`` and ``board``.
"""

from . import imports  # what users paste, and other tools' forms (gridhunt.paste)
from .codec import decode, encode, from_model, model, solution_from_json, solution_json, solution_text
from .grid import SIZES, SYMBOLS, default_box
from .logic import candidates, hint, steps
from .render import picture, render
from .solver import certain, is_solution, solutions

ID = "sudoku"
NAME = "Sudoku"
EXAMPLES = (
    ("Worked example (9x9)", "004006079000000602056092300078061030509000406020540890007410920105000000840600100"),
    ("Shidoku (4x4)", "4003000020000104"),
    ("6x6 (boxes of 2 rows x 3 columns)", "030401400200062000500000020100005003"),
    ("Killer 6x6 (variant, from f-puzzles: Leyrann's 6x6 Extreme Killer)", "fpuzzles:N4IgzglgXgpiBcA2ANCA5gJwgEwQbT2AF9ljSSzKiBdZQih8p42+5xq1q99rj/8nx7cWtEAGsIAGykwMAYwCGaOPEIh5MGWHwgASgEYAwgZCo9AJhNn9AZmvn7FkGIBuiqQFdVIAwA4QCg0tKR01fWMAFhtDIwBWF1R3Lx8EoM1tXUsjZ3MrWxj7AvNIowLqdJCwvH1S0xKcxJBk7wQQAMrM8L04xvNe4v1EMqaWnwNTTtCs3ujzYei3D1b4EDSxAFsIADsIDc8N/FAMqTae+MDNxQAPPYOj4Jkzq0RLoiA="),
    ("16x16 (1-9, A-G)", "40070001000000000000C2G300D00050F0060000C0G30B0002G3F0009BE00A00004000090000000000003740AC0E0D00000F25A0000000091080006CG37F00A0D000B0F050308020000C0004D010A30B00F0700A090000000G90000006020F0C00000D050E000C3F0D0G001F60B020005009A0000G000100000E00B270C0690D"),
)

CONSTANTS = {
    "symbols": SYMBOLS,  # the value v is SYMBOLS[v - 1]
    "sizes": list(SIZES),
    "defaultBoxes": {str(n): list(default_box(n)) for n in SIZES},  # [box rows, box columns] without a prefix
}
OPERATIONS: dict = {"picture": picture, "candidates": candidates, "hint": hint, "steps": steps, "certain": certain}
