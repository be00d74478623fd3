"""Square Jam's types and formats: the puzz.link URL, the model, the walls' JSON, text, pzprv3 file and board."""

from dataclasses import dataclass

from ...puzzlink import numbers, pzprv3, url, walls
from ...puzzlink.board import Board
from ...puzzlink.walls import Walls

PID = "squarejam"
QUESTION = numbers.QUESTION


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: the side of its square, QUESTION, or None


def checked(puzzle: Puzzle) -> Puzzle:
    side = min(puzzle.w, puzzle.h)
    for i, x in enumerate(puzzle.clues):
        if x is not None and x != QUESTION and not 1 <= x <= side:
            r, c = divmod(i, puzzle.w)
            raise ValueError(f"The {x} in row {r + 1}, column {c + 1} is no square's side on this grid (1 to {side})")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?squarejam/6/6/i3s32s1i``): number16 clues."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Square Jam")
    if link.flags:
        raise ValueError("Square Jam's URL has no options before its size")
    clues = numbers.number16_cells(link.body, link.cols * link.rows)
    return checked(Puzzle(link.cols, link.rows, tuple(clues)))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, numbers.encode_number16(list(puzzle.clues)))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell the side of its square, -2 for ``?``, or null."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Square Jam", "clues", "clues (a side, -2 for '?', or null)")
    if any(x is not None and type(x) is not int for x in clues):
        raise ValueError(f"The model needs {w * h} clues (a side, -2 for '?', or null)")
    return checked(Puzzle(w, h, tuple(clues)))


solution_json = walls.solution_json
solution_from_json = walls.solution_from_json


def labels(puzzle: Puzzle) -> list[str]:
    return ["" if x is None else "?" if x == QUESTION else str(x) for x in puzzle.clues]


def solution_text(puzzle: Puzzle, found: Walls) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, found).splitlines())


def solution_pzprv3(puzzle: Puzzle, found: Walls) -> str:
    """pzprjs's file: the clues (``-`` a ``?``, ``.`` none), then the walls across and down (``1`` drawn)."""
    w, h = puzzle.w, puzzle.h
    tokens = ["." if x is None else "-" if x == QUESTION else str(x) for x in puzzle.clues]
    return pzprv3.text(PID, h, w, [[tokens[r * w : (r + 1) * w] for r in range(h)], *walls.lines.pzprv3_grids(found)])


def render(puzzle: Puzzle, found: Walls | None = None) -> str:
    """Clues right-aligned (``?``, ``.`` blank); with an answer, each blank cell its square's letter."""
    return walls.render_rooms(found, puzzle.w, puzzle.h, labels(puzzle))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The clues, and the answer's walls along the grid lines (a ``certain`` reply's ``?`` walls faint)."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, label in enumerate(labels(puzzle)):
        if label:
            drawn.text(i, label)
    if answer is not None:
        walls.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
