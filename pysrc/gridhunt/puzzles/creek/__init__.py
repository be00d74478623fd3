"""Creek: shade cells so that each number on a corner counts the shaded cells around it.

A number on a grid corner tells how many of the (up to four) cells touching that corner are
shaded; the unshaded cells form one piece, joined side by side.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?creek/6/6/gagaich2cgb6769dt``: the
corners' numbers, (w + 1) x (h + 1) of them, in pzprjs's 4cell code (``0``-``4`` a number,
``5``-``e`` a number and one or two blank corners, ``.`` a ``?``, ``g``-``z`` runs of blanks).

>>> p = decode("https://puzz.link/p?creek/6/6/gagaich2cgb6769dt")
>>> solution_text(p, next(solutions(p)))
'....../.####./....#./###.#./.####./......'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; corner k = r * (w + 1) + c is the top left
corner of cell (r, c).
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.url import MAX_SIDE
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions

ID = "creek"
NAME = "Creek"
PUZZLINK = ("creek",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "corners", "key": "corners", "label": "Numbers on corners", "empty": None,
                "numbers": {"min": 0, "max": 4}, "question": True, "look": "circle"}],
    "params": [],
}
PAGE = "genres"
imports = GenreImports(NAME, PUZZLINK, decode, encode)
