"""Tetrochain: shade cells so that every group of shaded cells joined by sides is a tetromino.

All shaded cells form one network through sides and corners; two tetrominoes touching at a corner
are never the same shape (turned or mirrored alike). A number with an arrow counts the shaded cells
in that direction; clue cells are not shaded.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?tetrochain/6/6/c33d42r10d14c``
(pzprjs's arrow-number code: the arrow ``0``-``4`` (none, up, down, left, right) then a hex digit,
``.`` for ``?``; ``5``-``9`` the arrow plus 5 then two hex digits; ``a``-``z`` 1-26 blank cells).

>>> p = decode("https://puzz.link/p?tetrochain/6/6/c33d42r10d14c")
>>> print(render(p, next(solutions(p))), end="")
 #  #  # 3<  .  .
 .  # 2>  .  #  #
 .  .  #  .  .  #
 .  .  #  .  .  #
 .  #  # 0^  #  .
 .  . 4^  #  #  #

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the clues and shading as a
pzprv3 file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}`` (rows with
``?`` for cells that differ between solutions).

Glossary: w, h width and height; cell i = r * w + c; a tetromino is a piece of four shaded cells.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import BLANK
from .rules import certain, is_solution, solutions

ID = "tetrochain"
NAME = "Tetrochain"
PUZZLINK = ("tetrochain",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?tetrochain/6/6/c33d42r10d14c"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "arrows", "key": "clues", "label": "Arrows and numbers",
                "numbers": {"min": 0, "max": "side"}, "question": True, "blank": BLANK}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
