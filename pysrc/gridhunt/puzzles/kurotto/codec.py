"""Kurotto's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from ...puzzlink.cells import solution_from_json, solution_json, solution_text  # the face imports these from here
from ...puzzlink.numbered_shading import Puzzle, clue_token, codec

PID = "kurotto"

_KIT = codec(PID, "Kurotto", lambda w, h: (0, w * h - 1), "https://puzz.link/p?kurotto/5/5/30m4h6h4m02")
decode, check, encode, model, from_model = _KIT.decode, _KIT.check, _KIT.encode, _KIT.model, _KIT.from_model
solution_pzprv3, render, board = _KIT.solution_pzprv3, _KIT.render, _KIT.board
