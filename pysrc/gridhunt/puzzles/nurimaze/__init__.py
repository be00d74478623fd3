"""Nurimaze: shade whole tiles so that the unshaded cells make a maze from S to G.

The grid is cut into tiles; a tile is all shaded or all unshaded. No 2x2 block is all shaded or all
unshaded. The unshaded cells are connected and close no loop, so one way leads from the start (S) to
the goal (G) without turning back. S, G, circles and triangles are never shaded; every circle is on
that way, no triangle is.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2547``:
the walls between tiles in pzprjs's border code, then the marks (``1`` S, ``2`` G, ``3`` a circle,
``4`` a triangle, ``5``-``9`` and ``a``-``z`` 1 to 31 cells without one).

>>> p = decode("https://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2547")
>>> solution_text(p, next(solutions(p)))
'....##/###.../..#.#./.####./....../.#.###'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3 file
puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a tile is a region drawn by the walls; the way
is the path of unshaded cells from S to G.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions

ID = "nurimaze"
NAME = "Nurimaze"
PUZZLINK = ("nurimaze",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2547"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "regions", "key": "regions", "label": "Tiles"},
               {"kind": "cells", "key": "marks", "label": "Marks", "empty": 0, "numbers": None, "look": "circle",
                "symbols": [{"value": 1, "char": "S", "name": "start", "look": "white"},
                            {"value": 2, "char": "G", "name": "goal", "look": "white"},
                            {"value": 3, "char": "o", "name": "circle", "look": "white"},
                            {"value": 4, "char": "t", "name": "triangle", "look": "black"}]}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
