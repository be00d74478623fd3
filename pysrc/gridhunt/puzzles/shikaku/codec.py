"""Shikaku's types and formats: the puzz.link URL, the model, the walls' JSON, text and pzprv3 file.

The URL's body is pzprjs's number16 code, one clue per cell row by row (``.`` a "?" clue:
its rectangle holds one number of any size). An answer is the walls drawn between cells:
``across[r][c]`` the wall between (r, c) and (r, c + 1) (h rows of w - 1), ``down[r][c]``
the wall between (r, c) and (r + 1, c) (h - 1 rows of w).
"""

from dataclasses import dataclass

from ...puzzlink import lines, numbers, pzprv3, url
from ...puzzlink import walls as puzzlink_walls

PID = "shikaku"
QUESTION = numbers.QUESTION
NAMES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"  # the picture's letters for rectangles


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: None blank, QUESTION, or the rectangle's area


@dataclass(frozen=True)
class Walls:
    across: tuple[tuple[bool, ...], ...]  # h rows of w - 1: a wall right of the cell
    down: tuple[tuple[bool, ...], ...]  # h - 1 rows of w: a wall below the cell


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Shikaku")
    if link.flags:
        raise ValueError("Shikaku's URL has no options before its size")
    clues = numbers.number16_cells(link.body, link.cols * link.rows)
    return Puzzle(link.cols, link.rows, tuple(clues))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, numbers.encode_number16(list(puzzle.clues)))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell null (blank), -2 (a "?") or the rectangle's area."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Shikaku", "clues", "clues")
    if any(x is not None and (type(x) is not int or not (x == QUESTION or 0 <= x < 12288)) for x in clues):
        raise ValueError("A clue is an area from 0 to 12287, -2 for '?', or null")
    return Puzzle(w, h, tuple(clues))


def solution_json(puzzle: Puzzle, walls: Walls) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a wall parts two cells
    (the lines' form of ``puzzlink.lines``, for walls)."""
    return lines.lines_json(walls)


def solution_from_json(puzzle: Puzzle, data) -> Walls:
    """The walls ``solution_json`` wrote; ValueError with a sentence when they do not fit the grid."""
    found = lines.lines_from_json(data, puzzle.w, puzzle.h, what="walls")
    return Walls(found.across, found.down)


def rooms(puzzle: Puzzle, walls: Walls) -> list[int]:
    """Each cell's room, the cells the walls leave joined, numbered in the order of their first cell."""
    return puzzlink_walls.rooms(walls, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, walls: Walls) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, walls).splitlines())


def solution_pzprv3(puzzle: Puzzle, walls: Walls) -> str:
    """pzprjs's file: the clues (``-`` a "?", ``.`` none), then the walls across and the walls down (``1`` drawn)."""
    w, h = puzzle.w, puzzle.h
    tokens = ["." if x is None else "-" if x == QUESTION else str(x) for x in puzzle.clues]
    clues = [tokens[r * w : (r + 1) * w] for r in range(h)]
    across = [["1" if x else "0" for x in row] for row in walls.across]
    down = [["1" if x else "0" for x in row] for row in walls.down]
    return pzprv3.text(PID, h, w, [clues, across, down])


def render(puzzle: Puzzle, walls: Walls | None = None) -> str:
    """Clues right-aligned (``?`` a "?" clue, ``.`` a blank); with an answer, each blank cell its rectangle's letter."""
    w, h = puzzle.w, puzzle.h
    room = rooms(puzzle, walls) if walls is not None else None
    labels = ["?" if x == QUESTION else str(x) if x is not None else NAMES[room[i] % len(NAMES)] if room else "."
              for i, x in enumerate(puzzle.clues)]
    width = max(len(label) for label in labels)
    return "".join(" ".join(label.rjust(width) for label in labels[r * w : (r + 1) * w]) + "\n" for r in range(h))
