"""Double Choco: divide the grid into blocks, each a white part and a grey part of one shape.

The cells are white or grey. Every block (a room the walls close) holds one white part and one
grey part, each joined side by side, the two of one shape (turned or mirrored). A number is the
size of its colour's part of its block (so the block has twice as many cells); a ``?`` any size.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j``
(pzprjs's code: the grey cells as bits, five to a base-32 digit, then the numbers in number16,
``.`` a ``?``, ``g``-``z`` runs of cells without one).

>>> p = decode("https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j")
>>> print(render(p, next(solutions(p))), end="")
A 4 2 B b b
A 4 C c D D
e a a D 5 d
E a a D d d
f F F d d G
2 2 h H H g

Solution JSON: ``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a wall
parts a cell from the one on its right (across) or below it (down). ``solution_pzprv3``: the walls
as a pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` for
walls that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a part is a block's cells of one colour; a
motion is a turn or mirror image then a shift, taking a block's white part onto its grey part.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "dbchoco"
NAME = "Double Choco"
PUZZLINK = ("dbchoco",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
                "numbers": {"min": 1, "max": "cells"}, "question": True, "look": "text"},
               {"kind": "cells", "key": "grey", "label": "Grey cells", "empty": 0, "numbers": None, "look": "text",
                "symbols": [{"value": 1, "char": "#", "name": "grey cell", "look": "wall"}]}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
imports = GenreImports(NAME, PUZZLINK, decode, encode)  # two layers a cell: no text picture to read yet
