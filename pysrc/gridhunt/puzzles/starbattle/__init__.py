"""Star Battle: place stars so that every row, column and region holds the same number of them.

The number (1, 2, ...) is given; no two stars touch, not even at a corner.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou``:
the number of stars, ``/``, then the walls between regions in pzprjs's border code (base-32
digits, five walls each: first between side-by-side cells, then between stacked cells).

>>> p = decode("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou")
>>> solution_text(p, next(solutions(p)))
'.#..../...#../.....#/..#.../....#./#.....'

Solution JSON: rows of ``#`` (a star) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a region is a group of cells walled
off from the others, numbered in the order of its first cell.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions, unsolvable_reason

ID = "starbattle"
NAME = "Star Battle"
PUZZLINK = ("starbattle",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6, one star)", "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "regions", "key": "regions", "label": "Regions"}],
    "params": [{"key": "stars", "kind": "number", "label": "Stars in each row, column and region",
                "min": 1, "max": "side", "default": 1}],
}
PZPRV3 = ("stars", "regions")  # its pzprv3 file: the number of stars on a line, then the regions (puzzlink/files.py)
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
