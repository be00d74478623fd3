"""Numberlink's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from dataclasses import dataclass

from ...puzzlink import lines as drawn_lines
from ...puzzlink import numbers, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.lines import Lines

PID = "numlin"
MAX_CLUE = 12287  # the largest number pzprjs's number16 code writes with our reader's widths


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    numbers: tuple[int | None, ...]  # per cell row by row: a number, numbers.QUESTION, or None (blank)


def links(puzzle: Puzzle) -> list[tuple[int, int]]:
    """Each pair of side-by-side cells once, the pairs across a row first, then those down a column
    (the order of the solution JSON's rows)."""
    w, h = puzzle.w, puzzle.h
    return [(r * w + c, r * w + c + 1) for r in range(h) for c in range(w - 1)] + \
           [(r * w + c, r * w + c + w) for r in range(h - 1) for c in range(w)]


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?numlin/5/5/1j2h3m1h2j3``): number16 clues, cell by cell."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Numberlink")
    if link.flags:
        raise ValueError(f"Numberlink's URL has no '{link.flags[0]}' part before its size")
    clues = numbers.number16_cells(link.body, link.cols * link.rows)
    return Puzzle(link.cols, link.rows, tuple(clues))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, numbers.encode_number16(list(puzzle.numbers)))


def model(puzzle: Puzzle) -> dict:
    """``numbers`` one per cell, row by row (-2 a ``?``, null a blank cell)."""
    return {"w": puzzle.w, "h": puzzle.h, "numbers": list(puzzle.numbers)}


def from_model(data) -> Puzzle:
    w, h, found = url.model_grid(data, "A Numberlink", "numbers", "cells")
    if any(x is not None and (type(x) is not int or not (0 <= x <= MAX_CLUE or x == numbers.QUESTION)) for x in found):
        raise ValueError(f"A number is from 0 to {MAX_CLUE}, -2 for a '?', or null")
    return Puzzle(w, h, tuple(found))


def solution_json(puzzle: Puzzle, lines: Lines) -> dict:
    """``across``: h rows of w - 1 marks, ``1`` a line to the cell on the right; ``down``: h - 1 rows of w, to the cell below."""
    return drawn_lines.lines_json(lines)


def solution_from_json(puzzle: Puzzle, data) -> Lines:
    return drawn_lines.lines_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, lines: Lines) -> str:
    data = solution_json(puzzle, lines)
    return "/".join(data["across"]) + " " + "/".join(data["down"])


def clue_token(clue: int | None) -> str:
    return "." if clue is None else "-" if clue == numbers.QUESTION else str(clue)


def solution_pzprv3(puzzle: Puzzle, lines: Lines) -> str:
    """pzprjs's file: the numbers (``-`` a ``?``), then the lines crossing each cell's right side, then its bottom side."""
    w, h = puzzle.w, puzzle.h
    clues = [[clue_token(puzzle.numbers[r * w + c]) for c in range(w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [clues, *drawn_lines.pzprv3_grids(lines)])


def render(puzzle: Puzzle, lines: Lines | None = None) -> str:
    """Each cell's number (``?``, ``.`` a blank), with ``-`` and ``|`` for the lines between cells."""
    marks = ["?" if x == numbers.QUESTION else "." if x is None else str(x) for x in puzzle.numbers]
    return drawn_lines.render(lines, puzzle.w, puzzle.h, marks.__getitem__, max(len(mark) for mark in marks))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The numbers; the answer's lines through cell centres, lines that differ between solutions (``?``) faint."""
    drawing = Board(puzzle.w, puzzle.h)
    for i, clue in enumerate(puzzle.numbers):
        if clue is not None:
            drawing.text(i, "?" if clue == numbers.QUESTION else str(clue))
    if answer:
        drawn_lines.draw(drawing, answer, puzzle.w, puzzle.h)
    return drawing.json()
