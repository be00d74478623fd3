"""Aquarium: fill some cells of the tanks with water, as water would settle, to the counts outside the grid.

The grid is cut into tanks by thick walls. Water fills a tank from the bottom up: a cell holds
water only when every cell of its tank it could run to without rising (beside it, below it, and
beyond) holds water too, so the surface of each pool is flat. The number above a column, or left
of a row, is how many of its cells hold water. Some cell holds water.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?aquarium/4/4/bu8i90/i3213g`` (the
tanks' walls in pzprjs's border code, ``/``, then the counts above the columns and left of the
rows in number16 code; ``aquarium/r/...`` is pzprjs's option that each tank fills to one level).

>>> p = decode("https://puzz.link/p?aquarium/4/4/bu8i90/i3213g")
>>> print(render(p, next(solutions(p))), end="")
  . . . 3
2 A A # #
1 C A # D
3 # A # #
. # # # #

Solution JSON: rows of ``#`` (water) and ``.``. ``solution_pzprv3``: the answer as a pzprv3 file
puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a tank is a region walled off from the
others, numbered in the order of its first cell; a pool is water joined side by side in a tank.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions

ID = "aquarium"
NAME = "Aquarium"
PUZZLINK = ("aquarium",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4)", "https://puzz.link/p?aquarium/4/4/bu8i90/i3213g"),
    ("cspuz_rs's test puzzle (5x4)", "https://puzz.link/p?aquarium/5/4/9lqgfk4/3h12h13"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "regions", "key": "regions", "label": "Tanks"},
               {"kind": "outside", "top": "top", "left": "left", "label": "Counts",
                "numbers": {"min": 0, "max": "side"}, "question": True}],
    "params": [{"key": "level", "kind": "flag", "label": "Each tank fills to one level", "default": False, "pzprv3": "r"}],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture in a frame of the clues outside, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
