"""Tetrochain's types and formats: the puzz.link URL, the model, the shading's JSON, text, pzprv3 file and board.

A clue is ``(arrow, number)``: arrow 0 (none), 1 up, 2 down, 3 left, 4 right, as pzprjs numbers
them; the number 0 and up, ``QUESTION`` for a ``?``, ``BLANK`` for a clue cell with neither. The
URL's body is pzprjs's ``ArrowNumber16`` (``puzzlink/arrows.py``).
"""

from dataclasses import dataclass

from ...puzzlink import cells, pzprv3, url
from ...puzzlink.arrows import ARROW_NAMES, BLANK, MAX_NUMBER, clue_code, decode_runs, encode_runs, ray, read_clue
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading
from ...puzzlink.numbers import QUESTION

PID = "tetrochain"
ARROW_CHARS = "^v<>"
Clue = tuple[int, int]


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[Clue | None, ...]  # per cell row by row: (arrow, number) or None


def checked(puzzle: Puzzle) -> Puzzle:
    """The puzzle, or a sentence for an arrow's number larger than the cells it looks at."""
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue[0] and clue[1] > len(ray(i, clue[0], puzzle.w, puzzle.h)):
            r, c = divmod(i, puzzle.w)
            raise ValueError(f"The {clue[1]} in row {r + 1}, column {c + 1} counts more cells than its arrow points at")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?tetrochain/6/6/c33d42r10d14c``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Tetrochain")
    if link.flags:
        raise ValueError("Tetrochain's URL has no options before its size")
    return checked(Puzzle(link.cols, link.rows, tuple(decode_runs(link.body, link.cols * link.rows, read_clue))))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, encode_runs(puzzle.clues, clue_code))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell null or ``[arrow 0-4, number]`` (-2 a ``?``, -3 a clue cell with neither)."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": [None if x is None else list(x) for x in puzzle.clues]}


def from_model(data) -> Puzzle:
    w, h, values = url.model_grid(data, "A Tetrochain", "clues", "clues (null or [arrow 0-4, number])")
    for x in values:
        if x is not None and not (isinstance(x, list) and len(x) == 2 and all(type(v) is int for v in x)
                                  and 0 <= x[0] <= 4 and (0 <= x[1] <= MAX_NUMBER or x[1] in (QUESTION, BLANK))):
            raise ValueError(f"A clue is null or [arrow 0-4, number 0-{MAX_NUMBER}, -2 for '?' or -3 for none]")
    return checked(Puzzle(w, h, tuple(None if x is None else (x[0], x[1]) for x in values)))


solution_json = cells.solution_json
solution_from_json = cells.solution_from_json
solution_text = cells.solution_text


def label(clue: Clue) -> str:
    arrow, number = clue
    text = "" if number == BLANK else "?" if number == QUESTION else str(number)
    return (text + (ARROW_CHARS[arrow - 1] if arrow else "")) or "+"


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: the clues (``arrow,number``, ``-`` a ``?``, ``#`` a clue cell with neither, ``.``
    none), then ``#`` for each shaded cell and ``+`` for the rest."""
    w, h = puzzle.w, puzzle.h

    def token(clue: Clue | None) -> str:
        if clue is None:
            return "."
        return "#" if clue[1] == BLANK else f"{clue[0]},{'-' if clue[1] == QUESTION else clue[1]}"

    given = [[token(x) for x in puzzle.clues[r * w : (r + 1) * w]] for r in range(h)]
    return pzprv3.text(PID, h, w, [given, [["#" if ch == "#" else "+" for ch in row] for row in cells.rows(shading, w)]])


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """Clues right-aligned (a number and its arrow, ``^ v < >``; ``+`` a clue cell with neither), ``#``
    a shaded cell, ``.`` the rest."""
    w = puzzle.w
    tokens = [label(x) if x is not None else "#" if shading and shading[i] else "." for i, x in enumerate(puzzle.clues)]
    width = max(len(t) for t in tokens)
    return "".join(" ".join(t.rjust(width) for t in tokens[r * w : (r + 1) * w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The clues with their arrows, and the answer's shaded cells (``?``: unknown)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    marks = cells.answer_marks(answer, w, h) if answer is not None else [None] * (w * h)
    for i, (clue, mark) in enumerate(zip(puzzle.clues, marks)):
        if clue is not None:
            arrow, number = clue
            drawn.text(i, "" if number == BLANK else "?" if number == QUESTION else str(number))
            if arrow:
                drawn.arrow(i, ARROW_NAMES[arrow])
        elif mark == "#":
            drawn.fill(i, "shaded")
        elif mark == "?":
            drawn.unknown(i)
    return drawn.json()
