"""Slitherlink's types and formats: the puzz.link URL, the model, the loop's JSON, text and pzprv3 file.

The loop runs along the cells' sides: ``across[r][c]`` is the top side of cell (r, c)
(r up to h: the bottom edge's sides are row h), ``down[r][c]`` its left side (c up to w).
"""

from dataclasses import dataclass

from ...puzzlink import numbers, pzprv3, url
from ...puzzlink.board import Board

PID = "slither"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: 0-3, numbers.QUESTION, or None


@dataclass(frozen=True)
class Loop:
    across: tuple[tuple[bool, ...], ...]  # h + 1 rows of w sides
    down: tuple[tuple[bool, ...], ...]  # h rows of w + 1 sides


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?slither/5/5/cbcbcddad``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Slitherlink")
    clues, rest = numbers.decode_4cell(link.body, link.cols * link.rows)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return Puzzle(link.cols, link.rows, tuple(clues))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, numbers.encode_4cell(list(puzzle.clues)))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell 0 to 4, -2 for ``?``, null for none."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Slitherlink", "clues", "clues")
    if any(x is not None and (type(x) is not int or not (0 <= x <= 4 or x == numbers.QUESTION)) for x in clues):
        raise ValueError("A clue is 0 to 4, -2 for '?', or null")
    return Puzzle(w, h, tuple(clues))


def solution_json(puzzle: Puzzle, loop: Loop) -> dict:
    """``{"across": h + 1 rows of w marks, "down": h rows of w + 1}``, ``1`` where the loop runs."""
    return {"across": ["".join("1" if x else "0" for x in row) for row in loop.across],
            "down": ["".join("1" if x else "0" for x in row) for row in loop.down]}


def solution_from_json(puzzle: Puzzle, data) -> Loop:
    across, down = answer_sides(puzzle, data)
    if any("?" in r for r in across + down):
        raise ValueError("A loop's marks are 0 and 1")
    return Loop(tuple(tuple(ch == "1" for ch in r) for r in across), tuple(tuple(ch == "1" for ch in r) for r in down))


def solution_text(puzzle: Puzzle, loop: Loop) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, loop).splitlines())


def solution_pzprv3(puzzle: Puzzle, loop: Loop) -> str:
    """pzprjs's file: the clues, then the left sides row by row, then the top sides (1 a line, 0 none)."""
    clues = [["-" if x == numbers.QUESTION else "." if x is None else str(x) for x in puzzle.clues[r * puzzle.w : (r + 1) * puzzle.w]]
             for r in range(puzzle.h)]
    down = [["1" if x else "0" for x in row] for row in loop.down]
    across = [["1" if x else "0" for x in row] for row in loop.across]
    return pzprv3.text(PID, puzzle.h, puzzle.w, [clues, down, across])


def render(puzzle: Puzzle, loop: Loop | None = None) -> str:
    """Dots at the corners, ``-`` and ``|`` where the loop runs, the clues in the cells."""
    out = []
    for r in range(puzzle.h + 1):
        out.append("+" + "+".join("-" if loop and loop.across[r][c] else " " for c in range(puzzle.w)) + "+")
        if r == puzzle.h:
            break
        row = ""
        for c in range(puzzle.w + 1):
            row += "|" if loop and loop.down[r][c] else " "
            if c < puzzle.w:
                clue = puzzle.clues[r * puzzle.w + c]
                row += "?" if clue == numbers.QUESTION else " " if clue is None else str(clue)
        out.append(row)
    return "\n".join(line.rstrip() for line in out) + "\n"


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: dots at the corners, the clues, the answer's loop (``?`` sides drawn faint)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h, corners=True)
    for i, clue in enumerate(puzzle.clues):
        if clue is not None:
            drawn.text(i, "?" if clue == numbers.QUESTION else str(clue))
    if answer is None:
        return drawn.json()
    across, down = answer_sides(puzzle, answer)
    for r, row in enumerate(across):
        for c, mark in enumerate(row):
            if mark != "0":
                drawn.side(r, c, r, c + 1, maybe=mark == "?")
    for r, row in enumerate(down):
        for c, mark in enumerate(row):
            if mark != "0":
                drawn.side(r, c, r + 1, c, maybe=mark == "?")
    return drawn.json()


def answer_sides(puzzle: Puzzle, data) -> tuple[list[str], list[str]]:
    """The across and down rows of a loop's JSON or its ``certain`` JSON (``?``: differs between solutions)."""
    w, h = puzzle.w, puzzle.h
    if not isinstance(data, dict):
        raise ValueError("A loop is {across, down}")
    across, down = data.get("across"), data.get("down")
    for rows, n, m in ((across, h + 1, w), (down, h, w + 1)):
        if not isinstance(rows, list) or len(rows) != n or any(not isinstance(r, str) or len(r) != m for r in rows):
            raise ValueError(f"A loop's across is {h + 1} rows of {w} marks, its down {h} rows of {w + 1}")
        if any(ch not in "01?" for r in rows for ch in r):
            raise ValueError("A loop's marks are 0, 1 and ?")
    return across, down
