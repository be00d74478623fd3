"""Heyawake: shade cells so that each numbered room holds that many shaded cells.

Shaded cells never share a side; the unshaded cells form one connected piece; no row or
column has a run of unshaded cells that crosses two room walls (pzprjs's classic rules).

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?heyawake/6/6/lll155007rs12222j``:
the walls between rooms in pzprjs's border code (as LITS's), then a number16 clue a room.

>>> p = decode("https://puzz.link/p?heyawake/6/6/lll155007rs12222j")
>>> solution_text(p, next(solutions(p)))
'#.#..#/...#../#.#.#./....../.#.#.#/..#...'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a room is a region; its top cell (the
highest of its leftmost column, as pzprjs has it) holds its number.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3,
    solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "heyawake"
NAME = "Heyawake"
PUZZLINK = ("heyawake",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "regions", "key": "regions", "label": "Rooms"},
               {"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 0, "max": "region"}, "question": True, "look": "text"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md)
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
