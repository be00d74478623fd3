"""Guide Arrow's types and formats: the puzz.link URL, the model, the shading's JSON, text and pzprv3 file.

The URL's body: the star's column, then its row (each from 1, one pzprjs number16), then the
arrows in pzprjs's 4-cell code (``puzzlink/numbers.py``: 1 up, 2 down, 3 left, 4 right, ``.`` a
``?``).
"""

from dataclasses import dataclass

from ...puzzlink import cells, numbers, pzprv3, url
from ...puzzlink.cells import Shading
from ...puzzlink.numbers import QUESTION

PID = "guidearrow"
UP, DOWN, LEFT, RIGHT = 1, 2, 3, 4  # pzprjs's arrows
STAR = 5  # the goal, in the model's cells
STEPS = {UP: (-1, 0), DOWN: (1, 0), LEFT: (0, -1), RIGHT: (0, 1)}
CHARS = {UP: "^", DOWN: "v", LEFT: "<", RIGHT: ">", QUESTION: "?", STAR: "*"}


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    arrows: tuple[int | None, ...]  # per cell row by row: an arrow (UP...RIGHT), QUESTION, or None
    goal: int  # the star's cell

    def is_clue(self, i: int) -> bool:
        """Whether cell i holds a clue or the star (never shaded)."""
        return self.arrows[i] is not None or i == self.goal


def checked(puzzle: Puzzle) -> Puzzle:
    for i, arrow in enumerate(puzzle.arrows):
        if arrow is not None and arrow not in STEPS and arrow != QUESTION:
            raise ValueError(f"Row {i // puzzle.w + 1}, column {i % puzzle.w + 1}: an arrow is 1 (up) to 4 (right) or ?")
    if puzzle.arrows[puzzle.goal] is not None:
        raise ValueError("The star's cell holds an arrow too")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?guidearrow/4/4/33i3ele``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Guide Arrow")
    if link.flags:
        raise ValueError(f"Guide Arrow has no option '{'/'.join(link.flags)}'")
    w, h = link.cols, link.rows
    rest, place = link.body, []
    for side in (w, h):
        if not rest or rest[0] not in "0123456789abcdef-+":
            raise ValueError("The URL does not start with the star's column and row")
        (x,), rest = numbers.decode_number16(rest, 1)
        if not 1 <= x <= side:
            raise ValueError(f"The star's column and row are {w} and {h} at most, from 1")
        place.append(x - 1)
    arrows, rest = numbers.decode_4cell(rest, w * h)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return checked(Puzzle(w, h, tuple(arrows), place[1] * w + place[0]))


def encode(puzzle: Puzzle) -> str:
    r, c = divmod(puzzle.goal, puzzle.w)
    body = numbers.number16(c + 1) + numbers.number16(r + 1) + numbers.encode_4cell(list(puzzle.arrows))
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``cells``: per cell an arrow (1 up, 2 down, 3 left, 4 right), -2 a ``?``, 5 the star, or null.
    ``from_model`` puts the star in the top left cell when no cell holds it (and that one is empty)."""
    marks = list(puzzle.arrows)
    marks[puzzle.goal] = STAR
    return {"w": puzzle.w, "h": puzzle.h, "cells": marks}


def from_model(data) -> Puzzle:
    w, h, marks = url.model_grid(data, "A Guide Arrow", "cells", "cells (an arrow 1 to 4, -2 for '?', 5 the star, or null)")
    if any(x is not None and (type(x) is not int or x not in (*STEPS, QUESTION, STAR)) for x in marks):
        raise ValueError(f"The model needs {w * h} cells (an arrow 1 to 4, -2 for '?', 5 the star, or null)")
    stars = [i for i, x in enumerate(marks) if x == STAR]
    if not stars and marks[0] is None:
        stars = [0]  # as on pzprjs's new board: the star starts in the top left cell
    if len(stars) != 1:
        raise ValueError("The board needs one star, the goal the arrows lead to" if not stars
                         else f"The board has {len(stars)} stars; one is the goal the arrows lead to")
    return checked(Puzzle(w, h, tuple(None if x == STAR else x for x in marks), stars[0]))


solution_json, solution_from_json, solution_text = cells.solution_json, cells.solution_from_json, cells.solution_text


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: the star's place (x, y in half cells), the arrows (``-`` a ``?``), then ``#`` shaded
    and ``+`` unshaded cells."""
    w, h = puzzle.w, puzzle.h
    r, c = divmod(puzzle.goal, w)
    arrows = ["." if x is None else "-" if x == QUESTION else str(x) for x in puzzle.arrows]
    marks = ["#" if x else "+" for x in shading]
    grids = [[arrows[k * w : (k + 1) * w] for k in range(h)], [marks[k * w : (k + 1) * w] for k in range(h)]]
    return pzprv3.text(PID, h, w, grids, (f"{2 * c + 1} {2 * r + 1}",))


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """``^`` ``v`` ``<`` ``>`` the arrows, ``?``, ``*`` the star; ``#`` a shaded cell, ``.`` another."""
    marks = [CHARS[STAR] if i == puzzle.goal else CHARS[x] if x is not None else "#" if shading and shading[i] else "."
             for i, x in enumerate(puzzle.arrows)]
    return "".join("".join(marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))
