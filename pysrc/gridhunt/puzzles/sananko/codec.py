"""San-Anko's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The URL's body is pzprjs's code for shaded clue cells (``puzzlink/sum_clues.py``): a sum, ``_`` a ``?``,
``+`` a shaded cell without a number, ``.`` and ``k``-``z`` runs of open cells.
"""

from dataclasses import dataclass

from ...puzzlink import digit_rows, pzprv3, sum_clues, url
from ...puzzlink.board import Board
from ...puzzlink.numbers import QUESTION
from ...puzzlink.sum_clues import BLACK

PID = "sananko"
MAX_SUM = 12  # four neighbours of 3 at most
Numbers = tuple[int, ...]  # per cell row by row: the number written in it (1 to 3), 0 where none


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell: None open, BLACK shaded, QUESTION a shaded "?", or a shaded sum

    def is_open(self, i: int) -> bool:
        return self.clues[i] is None


def check(puzzle: Puzzle) -> Puzzle:
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue not in (BLACK, QUESTION) and not 0 <= clue <= MAX_SUM:
            raise ValueError(f"Row {i // puzzle.w + 1}, column {i % puzzle.w + 1}: a sum is 0 to {MAX_SUM}")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?sananko/4/4/3.0n+.7n``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not San-Anko")
    if link.flags:
        raise ValueError(f"San-Anko's URL has no '{link.flags[0]}' part before its size")
    clues, rest = sum_clues.decode(link.body, link.cols * link.rows)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return check(Puzzle(link.cols, link.rows, tuple(clues)))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, sum_clues.encode(list(puzzle.clues)))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell null (open), -1 a shaded cell, -2 a shaded ``?``, or a shaded cell's sum."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A San-Anko", "clues", "clues")
    if any(c is not None and type(c) is not int for c in clues):
        raise ValueError("A clue is a sum, -1 for a shaded cell, -2 for '?', or null")
    return check(Puzzle(w, h, tuple(clues)))


ANSWERS = digit_rows.NumberRows(3)  # rows of numbers, 0 where a cell holds none (the shaded ones too)
solution_json, solution_from_json, solution_text = ANSWERS.solution_json, ANSWERS.solution_from_json, ANSWERS.solution_text


def solution_pzprv3(puzzle: Puzzle, found: Numbers) -> str:
    """pzprjs's file: the clue cells (``b`` shaded, ``?``, a sum, ``.`` open), then the numbers written in
    (``0`` an open cell left empty, ``.`` a clue cell)."""
    w, h = puzzle.w, puzzle.h
    given = [[sum_clues.file_token(puzzle.clues[r * w + c]) for c in range(w)] for r in range(h)]
    written = [[str(found[i]) if puzzle.is_open(i) else "." for i in range(r * w, (r + 1) * w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [given, written])


def render(puzzle: Puzzle, found: Numbers | None = None) -> str:
    """``#`` a shaded cell, ``#`` and its sum (``#7``, ``#?``) a clue, the numbers written in, ``.`` the rest."""
    marks = ["." if clue is None else "#" if clue == BLACK else "#?" if clue == QUESTION else f"#{clue}"
             for clue in puzzle.clues]
    if found:
        marks = [str(n) if n and puzzle.is_open(i) else m for i, (n, m) in enumerate(zip(found, marks))]
    width = max(len(mark) for mark in marks)
    return "".join(" ".join(m.rjust(width) for m in marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The shaded cells with their sums; the answer's numbers, ``?`` cells as unknown."""
    drawing = Board(puzzle.w, puzzle.h)
    shown = ANSWERS.rows_of(puzzle, answer, "An answer", True) if answer is not None else None
    sum_clues.draw(drawing, puzzle.clues, shown)
    return drawing.json()
