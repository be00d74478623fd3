"""KenKen (Tatham's Keen): fill the grid with 1 to n, each once in every row and column.

The grid is cut into cages, each with a target and an operation: the digits of a ``+`` cage add
up to its target, those of a ``x`` cage multiply to it; a ``-`` or ``/`` cage has two cells, the
larger digit less (or divided by) the smaller is the target. A one-cell cage gives its digit.
Digits may repeat in a cage, not in a row or column.

Share string: Simon Tatham's Keen game ID (puzz.link has no KenKen), e.g.
``3:_3a_b,a4m6a3s2``: the side, ``:``, the cages' walls (Tatham's block code: the runs of open
edges between walls, ``_`` none and ``a``-``y`` 1-25, first between cells side by side row by row,
then between cells one above the other column by column; three or more of one letter as the
letter and a count), ``,``, then each cage's clue by its first cell: ``a`` add, ``s`` subtract,
``m`` multiply, ``d`` divide, and the target (``a0``: a cage given no clue yet, as a board being
typed has; Tatham's game shows it as 0+). Tatham's link (``.../js/keen.html#3:...``) reads the same way.

>>> p = decode("5de:a__a_3a_5a_a_a_3b_bac_,a5m15a7a10s2s2d2s3m40m2s2")
>>> solution_text(p, next(solutions(p)))
'41352/13524/52413/35241/24135'
>>> print(render(p), end="")
KenKen:
A5+  A    B15x C7+  D10+
E2-  E    B    C    D
F2-  G2/  G    H3-  D
F    I40x J2x  H    D
I    I    J    K2-  K

Text picture: a token a cell, its cage's letter (cells of one letter joined side by side are one
cage), and on one cell of the cage its target and op (``A12+``, ``B2/``; ``*`` for ``x`` too).
Solution JSON: rows of digits. Requests: ``certain`` -> ``{count, unique, certain}`` (``"?"``
where solutions differ).

Glossary: n the grid's side (``w`` and ``h``); cell i = r * n + c; a cage's first cell is its
lowest-numbered one, where Tatham writes its clue.
"""

from .codec import MAX_SIDE, MAX_TARGET, board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_text
from .codec import is_picture as _is_picture
from .codec import read_picture as _read_picture
from ...puzzlink.imports import GenreImports
from .rules import certain, is_solution, solutions


class _Picture:
    """The text picture as the import layer reads it (its own: a cage's clue is two layers, a target
    and an op, which the shared picture does not write)."""

    read = staticmethod(_read_picture)
    is_picture = staticmethod(_is_picture)


ID = "kenken"
NAME = "KenKen"
PUZZLINK: tuple[str, ...] = ()  # no pzprjs genre: the share string is Tatham's game ID
EXAMPLES = (
    ("Tatham's Keen icon puzzle (5x5)", "5:a__a_3a_5a_a_a_3b_bac_,a5m15a7a10s2s2d2s3m40m2s2"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"tatham": "keen", "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "regions", "key": "cages", "label": "Cages"},
               {"kind": "cells", "key": "targets", "label": "Targets", "empty": None,
                "numbers": {"min": 1, "max": MAX_TARGET}, "look": "label"},
               {"kind": "cells", "key": "ops", "label": "Operations", "empty": 0, "look": "label",
                "symbols": [{"value": 1, "char": "+", "name": "add", "look": "label"},
                            {"value": 2, "char": "-", "name": "subtract", "look": "label"},
                            {"value": 3, "char": "x", "name": "multiply", "look": "label"},
                            {"value": 4, "char": "/", "name": "divide", "look": "label"}]}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
imports = GenreImports(NAME, PUZZLINK, decode, encode, _Picture, tatham_game="keen")
