"""Kurodoko's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from ...puzzlink.cells import solution_from_json, solution_json, solution_text  # the face imports these from here
from ...puzzlink.numbered_shading import Puzzle, clue_token, codec

PID = "kurodoko"

_KIT = codec(PID, "Kurodoko", lambda w, h: (1, w + h - 1),  # the cell itself and its whole row and column
             "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i")
decode, check, encode, model, from_model = _KIT.decode, _KIT.check, _KIT.encode, _KIT.model, _KIT.from_model
solution_pzprv3, render, board = _KIT.solution_pzprv3, _KIT.render, _KIT.board
