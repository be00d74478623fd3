"""Nurikabe's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from dataclasses import dataclass

from ...puzzlink import cells, numbers, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text

PID = "nurikabe"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: a size, numbers.QUESTION, or None


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?nurikabe/5/5/g5k2o1k3g``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Nurikabe")
    clues = numbers.number16_cells(link.body, link.cols * link.rows)
    return check(Puzzle(link.cols, link.rows, tuple(clues)))


def check(puzzle: Puzzle) -> Puzzle:
    if any(c is not None and c != numbers.QUESTION and c < 1 for c in puzzle.clues):
        raise ValueError("An island's size is at least 1 (-2 for '?')")
    return puzzle


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, numbers.encode_number16(list(puzzle.clues)))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell an island's size, -2 for ``?``, null for blank."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Nurikabe", "clues", "clues")
    if any(c is not None and (not isinstance(c, int) or isinstance(c, bool)) for c in clues):
        raise ValueError("A clue is a whole number or null")
    return check(Puzzle(w, h, tuple(clues)))


def clue_token(clue: int | None) -> str:
    return "-" if clue == numbers.QUESTION else str(clue)


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """The answer as pzprjs saves it: clue numbers, ``#`` for the wall, ``+`` for island cells."""
    tokens = [clue_token(c) if c is not None else "#" if s else "+" for c, s in zip(puzzle.clues, shading)]
    grid = [tokens[r * puzzle.w : (r + 1) * puzzle.w] for r in range(puzzle.h)]
    return pzprv3.text(PID, puzzle.h, puzzle.w, [grid])


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """Clues (``?`` for an unknown size), ``#`` the wall, ``.`` the rest."""
    out = []
    for r in range(puzzle.h):
        row = []
        for i in range(r * puzzle.w, (r + 1) * puzzle.w):
            clue = puzzle.clues[i]
            row.append(("?" if clue == numbers.QUESTION else str(clue)) if clue is not None
                       else "#" if shading and shading[i] else ".")
        out.append(" ".join(f"{t:>2}" for t in row))
    return "\n".join(out) + "\n"


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: the clues, and the answer's wall shaded and island cells dotted (``?``: unknown)."""
    drawn = Board(puzzle.w, puzzle.h)
    marks = cells.answer_marks(answer, puzzle.w, puzzle.h) if answer is not None else [None] * (puzzle.w * puzzle.h)
    for i, (clue, mark) in enumerate(zip(puzzle.clues, marks)):
        if clue is not None:
            drawn.text(i, "?" if clue == numbers.QUESTION else str(clue))
        elif mark == "#":
            drawn.fill(i, "shaded")
        elif mark == ".":
            drawn.mark(i, "dot", answer=True)
        elif mark == "?":
            drawn.unknown(i)
    return drawn.json()
