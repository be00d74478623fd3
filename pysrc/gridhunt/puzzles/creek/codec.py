"""Creek's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The clues stand on the grid's corners, (w + 1) x (h + 1) of them row by row, in pzprjs's
4cell code (``0``-``4`` a number, ``5``-``9`` and ``a``-``e`` a number then one or two blank
corners, ``.`` a ``?``, ``g``-``z`` runs of blank corners).
"""

from dataclasses import dataclass

from ...puzzlink import cells, corners, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text

PID = "creek"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per corner, (w + 1) a row, row by row: 0-4, numbers.QUESTION, or None


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?creek/6/6/gagaich2cgb6769dt``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Creek")
    if link.flags:
        raise ValueError("This is Creek's old URL form, which Gridhunt does not read")
    clues = corners.decode_body(link.body, link.cols, link.rows)
    return Puzzle(link.cols, link.rows, tuple(clues))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, corners.encode_body(puzzle.clues))


def model(puzzle: Puzzle) -> dict:
    """``corners``: per corner of the grid, (w + 1) a row, null, a number 0-4, or -2 for ``?``."""
    return {"w": puzzle.w, "h": puzzle.h, "corners": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = corners.from_model(data, "A Creek", "corners")
    return Puzzle(w, h, tuple(clues))


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: the corners (``-`` a ``?``), then ``#`` shaded and ``+`` the rest."""
    w, h = puzzle.w, puzzle.h
    given = corners.pzprv3_rows(puzzle.clues, w, h)
    marks = [["#" if shading[r * w + c] else "+" for c in range(w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [given, marks])


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """Corners between the cells: their number, ``?``, or ``+``; cells ``#`` shaded, ``.`` the rest."""
    return corners.picture(puzzle.clues, puzzle.w, puzzle.h, lambda i: "#" if shading and shading[i] else ".")


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: the numbers on the corners, the answer's shaded cells (``?``: unknown)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    for k, clue in enumerate(puzzle.clues):
        if clue is not None:
            drawn.corner_text(k // (w + 1), k % (w + 1), corners.text(clue))
    if answer is not None:
        for i, mark in enumerate(cells.answer_marks(answer, w, h)):
            if mark == "#":
                drawn.fill(i, "shaded")
            elif mark == "?":
                drawn.unknown(i)
    return drawn.json()
