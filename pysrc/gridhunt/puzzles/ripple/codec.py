"""Ripple Effect's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The puzzle is Nanro's in shape (rooms drawn by walls, numbers given in some cells): the same URL
code (the walls, then number16 givens cell by cell), model, JSON and drawing, under Ripple Effect's
name; its pzprv3 file is its own. pzprjs may end the URL with cells that are not part of the grid
(five to a base-32 digit); those are not read here, and say so.
"""

from ...puzzlink import pzprv3, url
from ..nanro import codec as nanro
from ..nanro.codec import (  # noqa: F401 (the face's)
    Numbers, Puzzle, board, given_token, model, render, solution_from_json, solution_json, solution_text,
)

PID = "ripple"


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?ripple/4/4/9n8rigk14h32k``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Ripple Effect")
    if link.flags:
        raise ValueError(f"Ripple Effect's URL has no '{link.flags[0]}' part before its size")
    puzzle, rest = nanro.from_body(link)
    if rest:
        raise ValueError("This Ripple Effect has cells that are not part of the grid, which are not read yet")
    return puzzle


def encode(puzzle: Puzzle) -> str:
    return nanro.encode(puzzle, PID)


def from_model(data) -> Puzzle:
    return nanro.from_model(data, "A Ripple Effect")


def solution_pzprv3(puzzle: Puzzle, found: Numbers) -> str:
    """pzprjs's file: the walls beside and below cells, the givens (``-`` a ``?``), then the numbers
    written in (``.`` over a given)."""
    w, h = puzzle.w, puzzle.h
    rooms = puzzle.regions
    beside = [["1" if rooms[r * w + c] != rooms[r * w + c + 1] else "0" for c in range(w - 1)] for r in range(h)]
    below = [["1" if rooms[r * w + c] != rooms[(r + 1) * w + c] else "0" for c in range(w)] for r in range(h - 1)]
    givens = [[given_token(puzzle.givens[r * w + c]) for c in range(w)] for r in range(h)]
    written = [["." if puzzle.givens[i] is not None else str(found[i]) for i in range(r * w, (r + 1) * w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [beside, below, givens, written])
