"""Nurimisaki: shade cells so that the unshaded cells make one piece whose capes are the circles.

The unshaded cells are connected; no 2x2 block is all shaded or all unshaded. A cape is an
unshaded cell with exactly one unshaded neighbour: every circle is a cape and every cape is a
circle. A circle's number counts the cells it sees along its row and column, itself included,
up to a shaded cell or the edge.

Share string: the puzz.link URL, e.g. ``https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j`` (pzprjs's
number16 code: ``.`` a circle without a number, hex digits a circle's number, ``g``-``z`` runs
of blank cells).

>>> p = decode("https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j")
>>> solution_text(p, next(solutions(p)))
'#..../.###./..#../#.##./.....'

Solution JSON: rows of ``#`` (shaded) and ``.``. ``solution_pzprv3``: the answer as a pzprv3
file puzz.link opens. Requests: ``certain`` -> ``{count, unique, certain}``.

Glossary: w, h width and height; cell i = r * w + c; a cape is an unshaded cell with one
unshaded neighbour.
"""

from ...puzzlink.imports import GenreImports
from ...puzzlink.picture import Picture
from ...puzzlink.url import MAX_SIDE
from .codec import (
    board, decode, encode, from_model, model, render, solution_from_json, solution_json, solution_pzprv3, solution_text,
)
from .rules import certain, is_solution, solutions

ID = "nurimisaki"
NAME = "Nurimisaki"
PUZZLINK = ("nurimisaki",)
EXAMPLES = (
    ("pzprjs's test puzzle (5x5)", "https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j"),
)
OPERATIONS = {"certain": certain}
CONSTANTS = {"puzzlink": list(PUZZLINK), "maxSide": MAX_SIDE}
EDITOR = {  # the clues, in terms of model(): see puzzlink/editor.py
    "layers": [{"kind": "cells", "key": "clues", "label": "Circles", "empty": None,
                "numbers": {"min": 1, "max": "side"}, "question": True, "look": "circle"}],
    "params": [],
}
PAGE = "genres"
picture = Picture(NAME, EDITOR, model, from_model)  # its text picture, read and written from EDITOR
render = picture.render(render)  # the picture alone; with a solution, the codec's drawing
imports = GenreImports(NAME, PUZZLINK, decode, encode, picture)
