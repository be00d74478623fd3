"""Shakashaka's types and formats: the puzz.link URL, the model, the answer's JSON, text and pzprv3 file.

The URL's body is pzprjs's 4cell code (``puzzlink/numbers.py``): a black cell's number 0-4, ``.``
a black cell without one, runs of white cells. An answer holds per cell 0 (no triangle) or the
triangle pzprjs numbers by its shaded right-angled corner: 2 bottom left, 3 bottom right, 4 top
right, 5 top left.
"""

from dataclasses import dataclass

from ...puzzlink import numbers, pzprv3, url

PID = "shakashaka"
BLACK = numbers.QUESTION  # a black cell without a number (pzprjs stores it as the "?" clue)
TRIANGLES = (2, 3, 4, 5)
# Each triangle's shaded right-angled corner, as (row, column) offsets within the cell: 0 top/left, 1 bottom/right.
SHADED_CORNER = {2: (1, 0), 3: (1, 1), 4: (0, 1), 5: (0, 0)}
PICTURE = {0: ".", 2: "◣", 3: "◢", 4: "◥", 5: "◤"}
Answer = tuple[int, ...]


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    blacks: tuple[int | None, ...]  # per cell row by row: None white, BLACK, or the black cell's number 0-4


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Shakashaka")
    if link.flags:
        raise ValueError(f"Shakashaka's URL has no '{link.flags[0]}' part before its size")
    blacks, rest = numbers.decode_4cell(link.body, link.cols * link.rows)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return Puzzle(link.cols, link.rows, tuple(blacks))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, numbers.encode_4cell(list(puzzle.blacks)))


def model(puzzle: Puzzle) -> dict:
    """``blacks``: per cell null (white), -1 (a black cell) or the black cell's number."""
    return {"w": puzzle.w, "h": puzzle.h, "blacks": [-1 if x == BLACK else x for x in puzzle.blacks]}


def from_model(data) -> Puzzle:
    w, h, blacks = url.model_grid(data, "A Shakashaka", "blacks", "cells")
    if any(x is not None and (type(x) is not int or not -1 <= x <= 4) for x in blacks):
        raise ValueError("A black cell's number is 0 to 4 (-1 for none)")
    return Puzzle(w, h, tuple(BLACK if x == -1 else x for x in blacks))


def solution_json(puzzle: Puzzle, answer: Answer) -> list[str]:
    """Rows of ``.`` (no triangle) and the triangles' digits ``2``-``5`` (pzprjs's, by the shaded corner)."""
    marks = "".join("." if x == 0 else str(x) for x in answer)
    return [marks[r * puzzle.w : (r + 1) * puzzle.w] for r in range(puzzle.h)]


def solution_from_json(puzzle: Puzzle, data) -> Answer:
    w, h = puzzle.w, puzzle.h
    if not isinstance(data, list) or len(data) != h or not all(isinstance(row, str) and len(row) == w for row in data):
        raise ValueError(f"A solution is {h} rows of {w} marks")
    if any(ch not in ".2345" for row in data for ch in row):
        raise ValueError("A solution's marks are '.' and the triangles 2 to 5")
    answer = tuple(0 if ch == "." else int(ch) for row in data for ch in row)
    if any(x and puzzle.blacks[i] is not None for i, x in enumerate(answer)):
        raise ValueError("A black cell holds no triangle")
    return answer


def solution_text(puzzle: Puzzle, answer: Answer) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, answer).splitlines())


def solution_pzprv3(puzzle: Puzzle, answer: Answer) -> str:
    """pzprjs's file: the black cells (their number, ``5`` for none), then each cell's triangle (``+`` none)."""
    w, h = puzzle.w, puzzle.h
    blacks = ["." if x is None else "5" if x == BLACK else str(x) for x in puzzle.blacks]
    marks = ["." if puzzle.blacks[i] is not None else str(x) if x else "+" for i, x in enumerate(answer)]
    return pzprv3.text(PID, h, w, [[row[r * w : (r + 1) * w] for r in range(h)] for row in (blacks, marks)])


def render(puzzle: Puzzle, answer: Answer | None = None) -> str:
    """Black cells as ``#`` or their number, triangles as ``◣ ◢ ◥ ◤`` (the shaded half), white as ``.``."""
    marks = ["#" if x == BLACK else str(x) if x is not None else PICTURE[answer[i] if answer else 0]
             for i, x in enumerate(puzzle.blacks)]
    return "".join(" ".join(marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))
