"""Dominion's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The letters are numbers inside, as pzprjs holds them: 1 to 26 are ``A`` to ``Z``, 27 to 52 ``a`` to ``z``.
"""

from ...puzzlink.cells import solution_from_json, solution_json, solution_text  # the face imports these from here
from ...puzzlink.numbered_shading import Puzzle, codec

PID = "dominion"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def letter(number: int) -> str:
    """The letter pzprjs shows for a number (1 is ``A``, 27 is ``a``).

    >>> letter(1), letter(26), letter(27), letter(52)
    ('A', 'Z', 'a', 'z')
    """
    return LETTERS[number - 1]


_KIT = codec(PID, "Dominion", lambda w, h: (1, len(LETTERS)), "https://puzz.link/p?dominion/5/5/h2l2g3k1h1i2",
             circled=False, label=letter)
decode, check, encode, model, from_model = _KIT.decode, _KIT.check, _KIT.encode, _KIT.model, _KIT.from_model
solution_pzprv3, render, board = _KIT.solution_pzprv3, _KIT.render, _KIT.board
