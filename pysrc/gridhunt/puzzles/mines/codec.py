"""Minesweeper's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from ...puzzlink.cells import solution_from_json, solution_json, solution_text  # the face imports these from here
from ...puzzlink.numbered_shading import Puzzle, clue_token, codec

PID = "mines"

_KIT = codec(PID, "Minesweeper", lambda w, h: (0, 8), "https://puzz.link/p?mines/5/5/g2m13l13g0j",
             circled=False, shaded_mark="light", docs={
                 "solution_pzprv3": "pzprjs's file: the clues (``-`` a ``?``), then ``#`` a mine and ``+`` the rest "
                                    "(``.`` under a clue).",
                 "render": "Clues (``?`` a ``?``), ``#`` a mine, ``.`` the rest.",
                 "board": "The page's drawing: the numbers, the answer's mines as discs and safe cells dotted "
                          "(``?``: unknown).",
             })
decode, check, encode, model, from_model = _KIT.decode, _KIT.check, _KIT.encode, _KIT.model, _KIT.from_model
solution_pzprv3, render, board = _KIT.solution_pzprv3, _KIT.render, _KIT.board
