"""Tapa: shade cells so that the shaded cells form one connected wall with no 2x2 block.

A clue cell is never shaded. Its numbers are the lengths of the runs of shaded cells among
its eight neighbours, in any order (a "?" any length); a 0 means none is shaded. The grid
has at least one shaded cell.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?tapa/5/5/3n5hchhajn2`` (``0``-``8``
a one-number clue, ``9`` the clue 1 1 1 1, ``.`` a "?", two characters from ``a0`` for a clue
of two to four numbers, ``g``-``z`` runs of blank cells; ``codec`` tells the code whole).

>>> p = decode("https://puzz.link/p?tapa/5/5/3n5hchhajn2")
>>> solution_text(p, next(solutions(p)))
'.####/##.#./#..##/.#.#./####.'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a clue's ring is its eight neighbours
in order around it; a run is a stretch of shaded cells along the ring.
"""

from .codec import (
    decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink import cells
from ...puzzlink.board import Board
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import clue_text
from .rules import certain, is_solution, solutions

ID = "tapa"
NAME = "Tapa"
PUZZLINK = ("tapa",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?tapa/5/5/3n5hchhajn2"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "list", "key": "clues", "label": "Clues", "numbers": {"min": 0, "max": 8},
                "question": True, "length": 4}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)


def board(puzzle, answer=None) -> dict:
    """The clues (their numbers spaced), and the answer's shading (a ``certain`` reply's ``?`` cells unknown)."""
    drawn = Board(puzzle.w, puzzle.h)
    marks = None if answer is None else cells.answer_marks(answer, puzzle.w, puzzle.h)
    for i, clue in enumerate(puzzle.clues):
        if clue is not None:
            drawn.text(i, clue_text(clue, " "))
        elif marks is not None:
            mark = marks[i]
            if mark == "#":
                drawn.fill(i, "shaded")
            elif mark == "?":
                drawn.unknown(i)
    return drawn.json()
