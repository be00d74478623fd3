"""Easy as ABC: write letters in the grid so that every row and column holds each letter once.

The letters run from A to the puzzle's last letter; the other cells stay empty. A letter outside
the grid is the first letter seen from there, looking along its row or column (empty cells seen
through). Some letters may be given.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h``: how many
letters and ``/``, the clues around the grid in number16 code (1 is A; above the columns, below
them, left of the rows, right of them; ``g``-``z`` skip 1-20), then any given letters.

>>> p = decode("https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h")
>>> solution_text(p, next(solutions(p)))
'.BCA/A.BC/BCA./CA.B'

Solution JSON: rows of letters, ``.`` an empty cell. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (``?`` where solutions
differ).

Glossary: w, h width and height; cell i = r * w + c; letters are numbers inside (1 is A), 0 an
empty cell.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "easyasabc"
NAME = "Easy as ABC"
PUZZLINK = ("easyasabc",)
EXAMPLES = (
    ("pzprjs's test puzzle (4x4, A to C)", "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py (letters as numbers, 1 is A)
    "layers": [{"kind": "outside", "label": "Letters outside", "top": "top", "bottom": "bottom", "left": "left",
                "right": "right", "numbers": {"min": 1, "max": "side"}, "letters": True},
               {"kind": "cells", "key": "cells", "label": "Given letters", "empty": None,
                "numbers": {"min": 1, "max": "side"}, "question": True, "look": "text", "letters": True}],
    "params": [{"key": "letters", "kind": "number", "label": "Letters", "min": 1, "max": "side", "default": 1}],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
imports = GenreImports(NAME, PUZZLINK, decode, encode)
