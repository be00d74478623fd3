"""Skyscrapers' types and formats: the puzz.link URL, the model, the solution's JSON, text, pzprv3 file and board."""

from dataclasses import dataclass

from ...puzzlink import digit_rows, numbers, pzprv3, url
from ...puzzlink.outside import Sides, decode_sides, encode_sides, framed, framed_board, sides_from_model

PID = "skyscrapers"

Heights = tuple[int, ...]  # a solution: each cell's height, row by row


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    sides: Sides  # how many buildings are seen from each place outside the grid (None: no clue)
    givens: tuple[int | None, ...]  # heights given in cells, row by row


def checked(puzzle: Puzzle) -> Puzzle:
    n = puzzle.w
    if puzzle.w != puzzle.h:
        raise ValueError("Skyscrapers is played on a square grid")
    if any(x == numbers.QUESTION for x in puzzle.sides.all()):
        raise ValueError("A clue outside the grid cannot be '?'")
    if any(x is not None and not 1 <= x <= n for x in puzzle.sides.all()):
        raise ValueError(f"A clue outside the grid is a count from 1 to {n}")
    for i, x in enumerate(puzzle.givens):
        if x is not None and not 1 <= x <= n:
            r, c = divmod(i, n)
            raise ValueError(f"The height in row {r + 1}, column {c + 1} is not 1 to {n}")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?skyscrapers/4/4/k13h4j3g``; also ``building``).

    pzprjs's code: the clues around the grid in number16 (above, below, left, right), then, when
    some heights are given, the cells in number16.
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Skyscrapers")
    if link.flags:
        raise ValueError("Skyscrapers' URL has no options before its size")
    w, h = link.cols, link.rows
    sides, rest = decode_sides(link.body, w, h)
    givens, rest = numbers.decode_number16(rest, w * h)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return checked(Puzzle(w, h, sides, tuple(givens)))


def encode(puzzle: Puzzle) -> str:
    body = encode_sides(puzzle.sides)
    if any(x is not None for x in puzzle.givens):
        body += numbers.encode_number16(list(puzzle.givens))
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``top``/``bottom`` (per column), ``left``/``right`` (per row): the counts seen, or null;
    ``cells``: given heights, or null."""
    s = puzzle.sides
    return {"w": puzzle.w, "h": puzzle.h, "top": list(s.top), "bottom": list(s.bottom), "left": list(s.left),
            "right": list(s.right), "cells": list(puzzle.givens)}


def from_model(data) -> Puzzle:
    w, h, givens = url.model_grid(data, "A Skyscrapers", "cells", "heights (a number or null)")
    if any(x is not None and type(x) is not int for x in givens):
        raise ValueError(f"The model needs {w * h} heights (a number or null)")
    sides = sides_from_model(data, w, h, lambda x: type(x) is int and 1 <= x <= max(w, h))
    return checked(Puzzle(w, h, sides, tuple(givens)))


def solution_json(puzzle: Puzzle, heights: Heights) -> list[list[int]]:
    """Rows of heights."""
    return digit_rows.as_rows(puzzle.w, heights)


def solution_from_json(puzzle: Puzzle, data) -> Heights:
    return digit_rows.from_rows(puzzle.w, data, "heights")


def solution_text(puzzle: Puzzle, heights: Heights) -> str:
    """Rows joined by ``/``: heights, or numbers and commas past 9."""
    return digit_rows.one_line(puzzle.w, heights)


def solution_pzprv3(puzzle: Puzzle, heights: Heights) -> str:
    """pzprjs's file: the grid in its frame of clues, a given height as ``q<n>``, the others as written."""
    inside = [f"q{x}" if x is not None else str(n) for x, n in zip(puzzle.givens, heights)]
    return pzprv3.text(PID, puzzle.h, puzzle.w, [framed(puzzle.sides, inside, puzzle.w, puzzle.h)])


def render(puzzle: Puzzle, heights: Heights | None = None) -> str:
    """The grid in its frame of clues (``.`` no clue, or an empty cell)."""
    w, h = puzzle.w, puzzle.h
    inside = [str(n) if heights else "." if x is None else str(x) for x, n in zip(puzzle.givens, heights or puzzle.givens)]
    rows = framed(puzzle.sides, inside, w, h, blank=".")
    rows[0][0] = rows[0][-1] = rows[-1][0] = rows[-1][-1] = " "
    width = max(len(t) for row in rows for t in row)
    return "".join(" ".join(t.rjust(width) for t in row).rstrip() + "\n" for row in rows)


def board(puzzle: Puzzle, answer=None) -> dict:
    """The grid framed by its clues, the given heights, and the answer's heights (``?``: unknown)."""
    drawn, at = framed_board(puzzle.sides, puzzle.w, puzzle.h)
    shown = answers_of(puzzle, answer) if answer is not None else [None] * (puzzle.w * puzzle.h)
    for i, given in enumerate(puzzle.givens):
        if given is not None:
            drawn.text(at[i], str(given))
        elif shown[i] == "?":
            drawn.unknown(at[i])
        elif shown[i] is not None:
            drawn.text(at[i], str(shown[i]), answer=True)
    return drawn.json()


def answers_of(puzzle: Puzzle, answer) -> list:
    """The answer's heights cell by cell, ``?`` kept (a ``certain`` reply), checked like a solution."""
    return digit_rows.answer_cells(puzzle.w, answer, "heights")
