"""Futoshiki (Tatham's Unequal): fill the grid with 1 to n, each once in every row and column.

A sign between two cells side by side says which of the two is larger (``<``, ``>``; ``^`` and
``v`` between a cell and the one below it). Some digits may be given. In Tatham's Adjacent mode
the signs are bars instead: two cells with a bar between them are one apart, and two cells side by
side without one are not.

Share string: Simon Tatham's Unequal game ID (puzz.link has no Futoshiki), e.g.
``4:0,0,0L,0L,0,0D,0,1,0,0,0,0,0,0,0,4,``: the side, ``a`` after it for the Adjacent mode, ``:``,
then a field a cell, row by row, ending in ``,``: its digit (0 none) and ``U``, ``R``, ``D``, ``L``
for each neighbour it is larger than (Adjacent: one apart from, on both cells); ``a``-``z`` before
a field skip 1-26 empty cells. Tatham's link (``.../js/unequal.html#4:...``) reads the same way.

>>> p = decode("4:0,0,0L,0L,0,0D,0,1,0,0,0,0,0,0,0,4,")
>>> solution_text(p, next(solutions(p)))
'4123/2431/1342/3214'
>>> print(render(p), end="")
Futoshiki:
. .<.<.
. . . 1
  v
. . . .
. . . 4

Text picture: rows of cells (``.`` empty), a sign between two cells of a row, ``^``/``v``/``-``
under a cell for the sign between it and the cell below; a header ``Futoshiki: adjacent`` for
the Adjacent mode. Solution JSON: rows of digits. Requests: ``certain`` -> ``{count, unique,
certain}`` (``"?"`` where solutions differ).

Glossary: n the grid's side (``w`` and ``h``); cell i = r * n + c; a place is a spot between
cells, as Spiral Galaxies' dots: (2n - 1) rows of (2n - 1) (``puzzlink/editor.py``).
"""

from .codec import MAX_SIDE, board, decode, encode, from_model, model, read_picture, render, solution_from_json, solution_json, solution_text
from ...puzzlink.imports import GenreImports
from .rules import certain, is_solution, solutions


class _Picture:
    """The text picture as the import layer reads it (its own reader: the signs between cells are no
    layer the shared picture writes)."""

    read = staticmethod(read_picture)


ID = "futoshiki"
NAME = "Futoshiki"
PUZZLINK: tuple[str, ...] = ()  # no pzprjs genre: the share string is Tatham's game ID
EXAMPLES = (
    ("a 4x4 Unequal from a public solver's tests", "4:0,0,0L,0L,0,0D,0,1,0,0,0,0,0,0,0,4,"),
    ("a 5x5 Adjacent mode Unequal from a public solver's tests",
     "5a:0D,0R,0RDL,0DL,1,0UR,0L,0UR,0URL,0L,0RD,0L,0R,0L,0,0UD,0,0D,0,0,0U,0R,0URL,0L,0,"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"tatham": "unequal", "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "digits", "label": "Digits", "empty": None,
                "numbers": {"min": 1, "max": "side"}, "look": "text"},
               {"kind": "places", "key": "signs", "label": "Signs", "empty": 0,
                "symbols": [{"value": 1, "char": "<", "name": "smaller (left or upper cell)", "look": "white"},
                            {"value": 2, "char": ">", "name": "larger (left or upper cell)", "look": "black"},
                            {"value": 3, "char": "|", "name": "one apart (Adjacent mode)", "look": "white"}]}],
    "params": [{"key": "adjacent", "kind": "flag", "label": "Adjacent mode (bars: one apart)", "default": False}],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
imports = GenreImports(NAME, PUZZLINK, decode, encode, _Picture, tatham_game="unequal")
