"""Gokigen (Slant): draw a diagonal in every cell so that the diagonals make no loop.

A number on a corner of the grid says how many diagonals touch that corner.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?gokigen/4/4/iaegcgcj6a`` (the
numbers on the (w + 1) x (h + 1) corners in pzprjs's 4cell code: ``0``-``4`` a number, ``5``-``9``
and ``a``-``e`` the same followed by one or two bare corners, ``.`` a "?", ``g``-``z`` runs of bare corners).

>>> p = decode("https://puzz.link/p?gokigen/4/4/iaegcgcj6a")
>>> print(render(p, next(solutions(p))), end="")
+ + + 0 +
 \\ / \\ /
+ 4 + + +
 / \\ \\ \\
2 + + + 2
 \\ \\ / /
+ + + + +
 / / / \\
+ 1 + 0 +

Solution JSON: rows of ``1`` (``\\``, top left to bottom right) and ``2`` (``/``), pzprjs's
numbers. ``solution_pzprv3``: the answer as a pzprv3 file puzz.link opens. Requests: ``certain``
-> ``{count, unique, certain}`` (``?`` where solutions differ).

Glossary: w, h width and height; cell i = r * w + c; corner (r, c), r up to h and c up to w, is the
top-left corner of cell (r, c), corner k = r * (w + 1) + c.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.numbers import QUESTION
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "gokigen"
NAME = "Gokigen"
PUZZLINK = ("gokigen",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4)", "https://puzz.link/p?gokigen/4/4/iaegcgcj6a"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "corners", "key": "clues", "label": "Numbers on corners", "empty": None,
                "numbers": {"min": 0, "max": 4}, "question": True, "look": "circle"}],
    "params": [],
}
PAGE = "genres"
imports = GenreImports(NAME, PUZZLINK, decode, encode)


def board(puzzle, answer=None) -> dict:
    """The corner numbers, and the answer's diagonals (``?`` cells unknown)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    for k, clue in enumerate(puzzle.clues):
        if clue is not None:
            drawn.corner_text(k // (w + 1), k % (w + 1), "?" if clue == QUESTION else str(clue))
    if answer is None:
        return drawn.json()
    if not isinstance(answer, list) or len(answer) != h or not all(isinstance(row, str) and len(row) == w for row in answer):
        raise ValueError(f"An answer is {h} rows of {w} marks")
    if any(ch not in "12?" for row in answer for ch in row):
        raise ValueError("An answer's marks are 1 (\\), 2 (/) and ?")
    for i, mark in enumerate("".join(answer)):
        if mark == "?":
            drawn.unknown(i)
        else:
            drawn.mark(i, "backslash" if mark == "1" else "slash", answer=True)
    return drawn.json()
