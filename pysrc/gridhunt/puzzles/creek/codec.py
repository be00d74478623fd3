"""Creek's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The clues stand on the grid's corners, (w + 1) x (h + 1) of them row by row, in pzprjs's
4cell code (``0``-``4`` a number, ``5``-``9`` and ``a``-``e`` a number then one or two blank
corners, ``.`` a ``?``, ``g``-``z`` runs of blank corners).
"""

from dataclasses import dataclass

from ...puzzlink import cells, numbers, pzprv3, url
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
    clues, rest = numbers.decode_4cell(link.body, (link.cols + 1) * (link.rows + 1))
    if rest:
        raise ValueError("The URL has more corners than its grid")
    return Puzzle(link.cols, link.rows, tuple(clues))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, numbers.encode_4cell(list(puzzle.clues)))


def model(puzzle: Puzzle) -> dict:
    """``corners``: per corner of the grid, (w + 1) a row, null, a number 0-4, or -2 for ``?``."""
    return {"w": puzzle.w, "h": puzzle.h, "corners": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    if not isinstance(data, dict):
        raise ValueError("A Creek model is a JSON object")
    w, h, corners = data.get("w"), data.get("h"), data.get("corners")
    if not (type(w) is int and type(h) is int and 1 <= w <= url.MAX_SIDE and 1 <= h <= url.MAX_SIDE):
        raise ValueError(f"The grid must be 1 to {url.MAX_SIDE} cells a side")
    if not isinstance(corners, list) or len(corners) != (w + 1) * (h + 1):
        raise ValueError(f"The model needs {(w + 1) * (h + 1)} corners")
    if any(x is not None and (type(x) is not int or not (0 <= x <= 4 or x == numbers.QUESTION)) for x in corners):
        raise ValueError("A corner's number is 0 to 4, -2 for '?', or null")
    return Puzzle(w, h, tuple(corners))


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: the corners (``-`` a ``?``), then ``#`` shaded and ``+`` the rest."""
    w, h = puzzle.w, puzzle.h
    given = [["." if x is None else "-" if x == numbers.QUESTION else str(x) for x in puzzle.clues[r * (w + 1) : (r + 1) * (w + 1)]]
             for r in range(h + 1)]
    marks = [["#" if shading[r * w + c] else "+" for c in range(w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [given, marks])


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """Corners between the cells: their number, ``?``, or ``+``; cells ``#`` shaded, ``.`` the rest."""
    w, h = puzzle.w, puzzle.h
    lines = []
    for r in range(h + 1):
        corners = ["+" if x is None else "?" if x == numbers.QUESTION else str(x) for x in puzzle.clues[r * (w + 1) : (r + 1) * (w + 1)]]
        lines.append(" ".join(corners))
        if r < h:
            lines.append(" " + " ".join("#" if shading and shading[r * w + c] else "." for c in range(w)))
    return "\n".join(lines) + "\n"


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: the numbers on the corners, the answer's shaded cells (``?``: unknown)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    for k, clue in enumerate(puzzle.clues):
        if clue is not None:
            drawn.corner_text(k // (w + 1), k % (w + 1), "?" if clue == numbers.QUESTION else str(clue))
    if answer is not None:
        for i, mark in enumerate(cells.answer_marks(answer, w, h)):
            if mark == "#":
                drawn.fill(i, "shaded")
            elif mark == "?":
                drawn.unknown(i)
    return drawn.json()
