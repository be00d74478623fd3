"""Hotaru Beam's types and formats: the puzz.link URL, the model, the lines' JSON, text and pzprv3 file.

A firefly is ``(arrow, number)``: the side its dot is on, 0 (no dot), 1 up, 2 down, 3 left,
4 right, as pzprjs numbers them; the number 0 and up, or ``QUESTION`` for none. The URL's body
(pzprjs's ``ArrowNumber16``), cell by cell: a firefly as the arrow-and-number code
(``puzzlink/arrows.py``), ``a``-``z`` skip 1-26 empty cells.
"""

from dataclasses import dataclass

from ...puzzlink import lines, pzprv3, url
from ...puzzlink.arrows import MAX_NUMBER, arrow_number_code, decode_runs, encode_runs, read_arrow_number, stray
from ...puzzlink.lines import Lines
from ...puzzlink.numbers import QUESTION

PID = "firefly"
Firefly = tuple[int, int]


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    fireflies: tuple[Firefly | None, ...]  # per cell row by row: (arrow, number) or None


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Hotaru Beam")
    if link.flags:
        raise ValueError(f"Hotaru Beam's URL has no '{link.flags[0]}' part before its size")
    return Puzzle(link.cols, link.rows, tuple(decode_runs(link.body, link.cols * link.rows, read_firefly)))


def read_firefly(body: str, i: int) -> tuple[Firefly, int]:
    if body[i] not in "0123456789-":
        stray(body, i)
    arrow, number, after = read_arrow_number(body, i)
    return (arrow, number), after


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, encode_runs(puzzle.fireflies, lambda firefly: arrow_number_code(*firefly)))


def model(puzzle: Puzzle) -> dict:
    """``fireflies``: per cell ``null`` or ``[arrow 0-4, number]`` (number -2 for none)."""
    return {"w": puzzle.w, "h": puzzle.h, "fireflies": [None if f is None else list(f) for f in puzzle.fireflies]}


def from_model(data) -> Puzzle:
    w, h, fireflies = url.model_grid(data, "A Hotaru Beam", "fireflies", "cells")
    for firefly in fireflies:
        if firefly is not None and not (
            isinstance(firefly, list) and len(firefly) == 2 and all(type(x) is int for x in firefly)
            and 0 <= firefly[0] <= 4 and (0 <= firefly[1] <= MAX_NUMBER or firefly[1] == QUESTION)
        ):
            raise ValueError(f"A firefly is null or [arrow 0-4, number 0-{MAX_NUMBER} or -2 for none]")
    return Puzzle(w, h, tuple(None if f is None else (f[0], f[1]) for f in fireflies))


def solution_json(puzzle: Puzzle, drawn: Lines) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a line links two cells."""
    return lines.lines_json(drawn)


def solution_from_json(puzzle: Puzzle, data) -> Lines:
    return lines.lines_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, drawn: Lines) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, drawn).splitlines())


def solution_pzprv3(puzzle: Puzzle, drawn: Lines) -> str:
    """pzprjs's file: each firefly as ``arrow,number`` (``-`` for none), then the lines' links."""
    w = puzzle.w
    cells = ["." if f is None else f"{f[0]},{'-' if f[1] == QUESTION else f[1]}" for f in puzzle.fireflies]
    return pzprv3.text(PID, puzzle.h, w, [[cells[r * w : (r + 1) * w] for r in range(puzzle.h)], *lines.pzprv3_grids(drawn)])


def firefly_text(firefly: Firefly) -> str:
    """A firefly in the picture: ``O``, or its number, after its dot's side (``^ v < >``)."""
    arrow, number = firefly
    return " ^v<>"[arrow].strip() + ("O" if number == QUESTION else str(number))


def render(puzzle: Puzzle, drawn: Lines | None = None) -> str:
    """Fireflies as their dot's side and number (``>2``), ``O`` one without a number; ``-`` and ``|`` the lines."""
    w, h = puzzle.w, puzzle.h

    def text(i: int) -> str:
        firefly = puzzle.fireflies[i]
        return firefly_text(firefly) if firefly is not None else "."

    width = max(len(text(i)) for i in range(w * h))
    return lines.render(drawn, w, h, text, width)
