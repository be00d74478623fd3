"""Choco Banana's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from dataclasses import dataclass

from ...puzzlink import cells, numbers, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text

PID = "cbanana"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: a number, numbers.QUESTION, or None


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?cbanana/5/5/g13t6h6i1``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Choco Banana")
    if link.flags:
        raise ValueError("Choco Banana's URL has no options before its size")
    clues, rest = numbers.decode_number16(link.body, link.cols * link.rows)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return check(Puzzle(link.cols, link.rows, tuple(clues)))


def check(puzzle: Puzzle) -> Puzzle:
    top = puzzle.w * puzzle.h
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue != numbers.QUESTION and not 1 <= clue <= top:
            raise ValueError(f"Row {i // puzzle.w + 1}, column {i % puzzle.w + 1}: a number is 1 to {top}")
    return puzzle


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, numbers.encode_number16(list(puzzle.clues)))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell null, a number, or -2 for ``?``."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Choco Banana", "clues", "clues")
    if any(c is not None and type(c) is not int for c in clues):
        raise ValueError("A clue is a whole number, -2 for '?', or null")
    return check(Puzzle(w, h, tuple(clues)))


def clue_token(clue: int) -> str:
    return "-" if clue == numbers.QUESTION else str(clue)


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
