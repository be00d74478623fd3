"""Gokigen's types and formats: the puzz.link URL, the model, the answer's JSON, text and pzprv3 file.

The clues stand on the grid's corners, (h + 1) rows of (w + 1), corner (r, c) the top-left
corner of cell (r, c). The URL's body is pzprjs's 4cell code over the corners
(``puzzlink/numbers.py``); a ``c`` flag before the size (pzprjs's mark of this code) is read
and dropped, a ``d`` flag (its older code) is refused. An answer holds per cell
``BACK`` (``\\``, top left to bottom right) or ``FORWARD`` (``/``), pzprjs's 1 and 2.
"""

from dataclasses import dataclass

from ...puzzlink import corners, pzprv3, url

PID = "gokigen"
BACK, FORWARD = 1, 2
Answer = tuple[int, ...]


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per corner row by row ((h + 1) x (w + 1)): 0-4, numbers.QUESTION, or None


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?gokigen/4/4/iaegcgcj6a``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Gokigen")
    if any(flag not in ("c", "") for flag in link.flags):
        raise ValueError("This Gokigen URL is in pzprjs's old code, which is not read here")
    clues = corners.decode_body(link.body, link.cols, link.rows)
    return Puzzle(link.cols, link.rows, tuple(clues))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, corners.encode_body(puzzle.clues))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per corner, (h + 1) rows of (w + 1), null, -2 (a "?") or 0-4."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = corners.from_model(data, "A Gokigen", "clues")
    return Puzzle(w, h, tuple(clues))


def solution_json(puzzle: Puzzle, answer: Answer) -> list[str]:
    """Rows of ``1`` (a ``\\``) and ``2`` (a ``/``), pzprjs's numbers."""
    marks = "".join(str(x) for x in answer)
    return [marks[r * puzzle.w : (r + 1) * puzzle.w] for r in range(puzzle.h)]


def solution_from_json(puzzle: Puzzle, data) -> Answer:
    w, h = puzzle.w, puzzle.h
    if not isinstance(data, list) or len(data) != h or not all(isinstance(row, str) and len(row) == w for row in data):
        raise ValueError(f"A solution is {h} rows of {w} marks")
    if any(ch not in "12" for row in data for ch in row):
        raise ValueError("A solution's marks are 1 (\\) and 2 (/)")
    return tuple(int(ch) for row in data for ch in row)


def solution_text(puzzle: Puzzle, answer: Answer) -> str:
    """The slashes, ``\\`` and ``/``, row by row; the rows joined by ``|``."""
    return "|".join("".join("\\" if x == BACK else "/" for x in answer[r * puzzle.w : (r + 1) * puzzle.w]) for r in range(puzzle.h))


def solution_pzprv3(puzzle: Puzzle, answer: Answer) -> str:
    """pzprjs's file: the corner clues (``-`` a "?"), then each cell's slash, 1 (``\\``) or 2 (``/``)."""
    w, h = puzzle.w, puzzle.h
    given = corners.pzprv3_rows(puzzle.clues, w, h)
    slashes = [[str(x) for x in answer[r * w : (r + 1) * w]] for r in range(h)]
    return pzprv3.text(PID, h, w, [given, slashes])


def render(puzzle: Puzzle, answer: Answer | None = None) -> str:
    """Corner rows (``+`` or the clue) between cell rows (``\\``, ``/``, or blank)."""
    return corners.picture(puzzle.clues, puzzle.w, puzzle.h,
                           lambda i: " " if not answer else "\\" if answer[i] == BACK else "/")
