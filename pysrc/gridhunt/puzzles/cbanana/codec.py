"""Choco Banana's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from ...puzzlink import cells, numbers, pzprv3
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text
from ...puzzlink.numbered_shading import Puzzle, clue_token, codec

PID = "cbanana"


# Its puzzle is numbers in cells, read and written as Kurodoko's and the others' (numbered_shading.py); its
# answer differs: a numbered cell may be shaded, so the file, the picture and the drawing are its own.
_KIT = codec(PID, "Choco Banana", lambda w, h: (1, w * h), "https://puzz.link/p?cbanana/5/5/g13t6h6i1")
decode, check, encode, model, from_model = _KIT.decode, _KIT.check, _KIT.encode, _KIT.model, _KIT.from_model


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: the clues (``-`` a ``?``), then ``#`` shaded and ``+`` the rest (numbered cells too:
    they may be shaded)."""
    w, h = puzzle.w, puzzle.h
    given = [["." if c is None else clue_token(c) for c in puzzle.clues[r * w : (r + 1) * w]] for r in range(h)]
    marks = [["#" if shading[i] else "+" for i in range(r * w, (r + 1) * w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [given, marks])


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """Numbers (``?`` a ``?``; followed by ``#`` when the answer shades them), ``#`` a shaded cell, ``.`` the rest."""
    labels = [("?" if c == numbers.QUESTION else str(c)) + ("#" if shading and shading[i] else "") if c is not None
              else "#" if shading and shading[i] else "." for i, c in enumerate(puzzle.clues)]
    width = max(len(label) for label in labels)
    return "".join(" ".join(x.rjust(width) for x in labels[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: the numbers, the answer's shaded cells (numbered ones too; ``?``: unknown)."""
    drawn = Board(puzzle.w, puzzle.h)
    marks = cells.answer_marks(answer, puzzle.w, puzzle.h) if answer is not None else [None] * (puzzle.w * puzzle.h)
    for i, (clue, mark) in enumerate(zip(puzzle.clues, marks)):
        if clue is not None:
            drawn.text(i, "?" if clue == numbers.QUESTION else str(clue))
        if mark == "#":
            drawn.fill(i, "shaded")
        elif mark == "." and clue is None:
            drawn.mark(i, "dot", answer=True)
        elif mark == "?":
            drawn.unknown(i)
    return drawn.json()
