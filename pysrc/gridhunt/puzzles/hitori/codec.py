"""Hitori's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

import string
from dataclasses import dataclass

from ...puzzlink import cells, numbers, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text

PID = "hitori"
DIGITS = string.digits + string.ascii_lowercase  # base 36


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    numbers: tuple[int | None, ...]  # per cell row by row: a number, numbers.QUESTION, or None (blank)


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?hitori/4/4/1114142333214213``).

    pzprjs's Hitori code: one character a cell, a base-36 digit for 0-35, ``-`` and two
    base-36 digits for more, ``%`` for a ``?``, anything else (``.``) a blank cell.
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Hitori")
    body, found, i = link.body, [], 0
    while i < len(body) and len(found) < link.cols * link.rows:
        ch = body[i]
        if ch in DIGITS:
            found.append(int(ch, 36))
        elif ch == "-":
            pair = body[i + 1 : i + 3]
            if len(pair) != 2 or any(d not in DIGITS for d in pair):
                raise ValueError("The URL has a bad number after '-'")
            found.append(int(pair, 36))
            i += 2
        elif ch == "%":
            found.append(numbers.QUESTION)
        elif ch == ".":
            found.append(None)
        else:
            raise ValueError(f"The URL has a stray '{ch}'")
        i += 1
    if i < len(body):
        raise ValueError("The URL has more cells than its grid")
    return Puzzle(link.cols, link.rows, tuple(found + [None] * (link.cols * link.rows - len(found))))


def encode(puzzle: Puzzle) -> str:
    out = []
    for x in puzzle.numbers:
        if x is None:
            out.append(".")
        elif x == numbers.QUESTION:
            out.append("%")
        elif x < 36:
            out.append(DIGITS[x])
        elif x < 36 * 36:
            out.append("-" + DIGITS[x // 36] + DIGITS[x % 36])
        else:
            raise ValueError(f"A number of {x} is too large for a URL")
    return url.build(PID, puzzle.w, puzzle.h, "".join(out))


def model(puzzle: Puzzle) -> dict:
    """``numbers``: per cell the number, -2 for ``?``, null for blank."""
    return {"w": puzzle.w, "h": puzzle.h, "numbers": list(puzzle.numbers)}


def from_model(data) -> Puzzle:
    w, h, given = url.model_grid(data, "A Hitori", "numbers", "numbers")
    if any(x is not None and (type(x) is not int or not (0 <= x < 36 * 36 or x == numbers.QUESTION)) for x in given):
        raise ValueError("A number is 0 to 1295, -2 for '?', or null")
    return Puzzle(w, h, tuple(given))


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: the numbers (``-`` a ``?``, ``.`` blank), then ``#`` shaded and ``+`` the rest."""
    w, h = puzzle.w, puzzle.h
    given = ["-" if x == numbers.QUESTION else "." if x is None else str(x) for x in puzzle.numbers]
    marks = ["#" if s else "+" for s in shading]
    return pzprv3.text(PID, h, w, [[given[r * w : (r + 1) * w] for r in range(h)], [marks[r * w : (r + 1) * w] for r in range(h)]])


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """The numbers, ``#`` for shaded cells."""
    marks = ["#" if shading and shading[i] else "?" if x == numbers.QUESTION else "." if x is None else str(x)
             for i, x in enumerate(puzzle.numbers)]
    width = max(len(m) for m in marks)
    return "".join(" ".join(f"{m:>{width}}" for m in marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: the numbers, the answer's shaded cells (``?``: unknown)."""
    drawn = Board(puzzle.w, puzzle.h)
    marks = cells.answer_marks(answer, puzzle.w, puzzle.h) if answer is not None else [None] * (puzzle.w * puzzle.h)
    for i, (number, mark) in enumerate(zip(puzzle.numbers, marks)):
        if number is not None:
            drawn.text(i, "?" if number == numbers.QUESTION else str(number))
        if mark == "#":
            drawn.fill(i, "shaded")
        elif mark == "?":
            drawn.unknown(i)
    return drawn.json()
