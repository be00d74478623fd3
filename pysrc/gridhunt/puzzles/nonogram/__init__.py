"""Nonogram (Paint by Numbers): shade cells so that each row and column shows its clues.

The numbers beside a row (above a column) are the lengths of its runs of shaded cells, in
order, with at least one unshaded cell between runs; a line without numbers is empty.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h``:
pzprjs's clue cells in number16 code, ``(h + 1) // 2`` above each column (the one nearest the
grid first), then ``(w + 1) // 2`` left of each row; ``g``-``z`` skip 1-20 empty clue cells.

>>> p = decode("https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h")
>>> solution_text(p, next(solutions(p)))
'##.#../#...#./.#.##./....../#...#./.###..'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3 file
puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a line is a row or a column, a block a run
of shaded cells in it.
"""

from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from ...puzzlink.imports import GenreImports
from ...puzzlink.url import MAX_SIDE
from .rules import certain, is_solution, solutions

ID = "nonogram"
NAME = "Nonogram"
PUZZLINK = ("nonogram",)
EXAMPLES = (
    ("pzprjs's test puzzle (6x6)", "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "runs", "label": "Clues", "cols": "cols", "rows": "rows", "numbers": {"min": 1, "max": "side"}}],
    "params": [],
}
PAGE = "genres"  # no page of its own: the genres share one page (docs/genres.md), which draws its board()
imports = GenreImports(NAME, PUZZLINK, decode, encode)
