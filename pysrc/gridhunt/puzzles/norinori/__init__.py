"""Norinori: shade two cells in every region so that the shaded cells make dominoes.

Each region holds exactly two shaded cells; every shaded cell touches exactly one other shaded
cell by a side, so the shaded cells pair off into dominoes (a domino may cross a region's wall).

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?norinori/5/5/cag4ocjo``: the walls
between regions in pzprjs's border code (base-32 digits, five walls each: first between
side-by-side cells, then between stacked cells).

>>> p = decode("https://puzz.link/p?norinori/5/5/cag4ocjo")
>>> solution_text(p, next(solutions(p)))
'##.../..##./##..#/....#/##...'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a region is a group of cells walled off
from the others, numbered in the order of its first cell.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions

ID = "norinori"
NAME = "Norinori"
PUZZLINK = ("norinori",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?norinori/5/5/cag4ocjo"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "regions", "key": "regions", "label": "Regions"}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
