"""Aquapelago's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

A clue is a number (0 and ``?`` give no size) standing in a shaded cell; the URL's body is pzprjs's
number16 code (``puzzlink/numbered_shading.py``).
"""

from ...puzzlink import pzprv3
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text  # the face imports these from here
from ...puzzlink.numbered_shading import Puzzle, clue_token, codec

PID = "aquapelago"

_KIT = codec(PID, "Aquapelago", lambda w, h: (0, (w * h + 1) // 2), "https://puzz.link/p?aquapelago/6/6/j.zg4g2h4j",
             circled=False, clue_fill="wall")
decode, check, encode, model, from_model = _KIT.decode, _KIT.check, _KIT.encode, _KIT.model, _KIT.from_model
render, board = _KIT.render, _KIT.board


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: one grid, each clue (``-`` a ``?``), ``#`` a shaded cell, ``.`` the rest."""
    w, h = puzzle.w, puzzle.h
    tokens = [clue_token(c) if c is not None else "#" if shading[i] else "." for i, c in enumerate(puzzle.clues)]
    return pzprv3.text(PID, h, w, [[tokens[r * w : (r + 1) * w] for r in range(h)]])
