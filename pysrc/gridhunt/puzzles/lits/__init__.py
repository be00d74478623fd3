"""LITS: shade four connected cells in every region, a tetromino (L, I, T or S shape).

Two tetrominoes of the same shape (turned or mirrored) never touch across a region's
edge; all the shaded cells are connected, and no 2x2 block is all shaded.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?lits/4/4/9q02jg``: the walls
between regions in pzprjs's border code (as Star Battle's).

>>> p = decode("https://puzz.link/p?lits/4/4/9q02jg")
>>> solution_text(p, next(solutions(p)))
'#.##/###./#.#./####'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a placement is one way a region can
hold a tetromino; a shape is its letter.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "lits"
NAME = "LITS"
PUZZLINK = ("lits",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4)", "https://puzz.link/p?lits/4/4/9q02jg"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "regions", "key": "regions", "label": "Regions"}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
