"""Akari's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from dataclasses import dataclass

from ...puzzlink import cells, numbers, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text

PID = "lightup"
WALL = numbers.QUESTION  # pzprjs stores a wall without a number as the "?" clue


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    walls: tuple[int | None, ...]  # per cell row by row: None open, WALL, or the wall's number 0-4


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?akari/6/6/nekcakbl``; also ``lightup``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Akari")
    walls, rest = numbers.decode_4cell(link.body, link.cols * link.rows)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return Puzzle(link.cols, link.rows, tuple(walls))


def encode(puzzle: Puzzle) -> str:
    return url.build("akari", puzzle.w, puzzle.h, numbers.encode_4cell(list(puzzle.walls)))


def model(puzzle: Puzzle) -> dict:
    """``walls``: per cell null (open), -1 (a wall) or the wall's number."""
    return {"w": puzzle.w, "h": puzzle.h, "walls": [-1 if x == WALL else x for x in puzzle.walls]}


def from_model(data) -> Puzzle:
    w, h, walls = url.model_grid(data, "An Akari", "walls", "cells")
    if any(x is not None and (type(x) is not int or not -1 <= x <= 4) for x in walls):
        raise ValueError("A wall's number is 0 to 4")
    return Puzzle(w, h, tuple(WALL if x == -1 else x for x in walls))


def solution_pzprv3(puzzle: Puzzle, lights: Shading) -> str:
    """pzprjs's file: wall numbers (``-`` a plain wall), ``#`` a light, ``+`` an open cell without one."""
    tokens = ["-" if x == WALL else str(x) if x is not None else "#" if on else "+" for x, on in zip(puzzle.walls, lights)]
    return pzprv3.text(PID, puzzle.h, puzzle.w, [[tokens[r * puzzle.w : (r + 1) * puzzle.w] for r in range(puzzle.h)]])


def render(puzzle: Puzzle, lights: Shading | None = None) -> str:
    """Walls as ``X`` or their number, lights as ``*``, open cells as ``.``."""
    marks = ["X" if x == WALL else str(x) if x is not None else "*" if lights and lights[i] else "."
             for i, x in enumerate(puzzle.walls)]
    return "".join(" ".join(marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: the walls and their numbers, the answer's lights and the cells they light (``?``: unknown)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    for i, wall in enumerate(puzzle.walls):
        if wall is not None:
            drawn.fill(i, "wall")
            if wall != WALL:
                drawn.text(i, str(wall))
    if answer is None:
        return drawn.json()
    marks = cells.answer_marks(answer, w, h)
    for i, mark in enumerate(marks):
        if puzzle.walls[i] is not None:
            continue
        if mark == "#":
            drawn.mark(i, "light", answer=True)
            for lit in shone_on(puzzle, i):
                drawn.lit(lit)
        elif mark == "?":
            drawn.unknown(i)
    return drawn.json()


def shone_on(puzzle: Puzzle, i: int) -> list[int]:
    """The open cells a light in cell i lights: itself and its row and column up to the walls."""
    w, h = puzzle.w, puzzle.h
    r, c = divmod(i, w)
    out = [i]
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        rr, cc = r + dr, c + dc
        while 0 <= rr < h and 0 <= cc < w and puzzle.walls[rr * w + cc] is None:
            out.append(rr * w + cc)
            rr, cc = rr + dr, cc + dc
    return out
