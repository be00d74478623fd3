"""Nurimisaki's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from ...puzzlink.cells import solution_from_json, solution_json, solution_text  # the face imports these from here
from ...puzzlink.numbered_shading import Puzzle, clue_token, codec

PID = "nurimisaki"

_KIT = codec(PID, "Nurimisaki", lambda w, h: (2, max(w, h)),  # the cell itself and the rest of one row or column
             "https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j", question_text=False, docs={
                 "model": "``clues``: per cell null, a circle's number, or -2 for a circle without one.",
                 "render": "Circles' numbers (``?`` a circle without one), ``#`` a shaded cell, ``.`` the rest.",
                 "board": "The page's drawing: the circles and their numbers, the answer's shaded cells (``?``: unknown).",
             })
decode, check, encode, model, from_model = _KIT.decode, _KIT.check, _KIT.encode, _KIT.model, _KIT.from_model
solution_pzprv3, render, board = _KIT.solution_pzprv3, _KIT.render, _KIT.board
