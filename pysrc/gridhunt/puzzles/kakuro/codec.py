"""Kakuro's types and formats: the puzz.link URL, the model, the solution's JSON, text, pzprv3 file and board."""

import string
from dataclasses import dataclass

from ...puzzlink import pzprv3, url
from ...puzzlink.board import Board

PID = "kakuro"
LARGEST_SUM = 45  # 1 + 2 + ... + 9
Clue = tuple[int | None, int | None]  # a clue cell's (down, across) sums; None: no sum that way
Digits = tuple[int | None, ...]  # a solution: each open cell's digit, None in a clue cell


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[Clue | None, ...]  # per cell row by row: a clue cell's sums, or None for an open cell
    top: tuple[int | None, ...]  # the down sum above each column (read only over an open top cell)
    left: tuple[int | None, ...]  # the across sum left of each row (read only beside an open first cell)


def value(ch: str) -> int | None:
    """pzprjs's one-character sum: 0-9, a-j 10-19, A-Z 20-45, ``-`` none."""
    if ch == "-":
        return None
    if ch in string.digits or "a" <= ch <= "j":
        return int(ch, 36)
    if "A" <= ch <= "Z":
        return int(ch, 36) + 10
    raise ValueError(f"The URL has a stray character {ch!r}")


def character(sum_: int | None) -> str:
    if sum_ is None:
        return "-"
    if 0 <= sum_ <= 19:
        return string.digits[sum_] if sum_ < 10 else string.ascii_lowercase[sum_ - 10]
    return string.ascii_uppercase[sum_ - 20]


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3``).

    pzprjs's Kakuro code: cell by cell, ``k``-``z`` 1-16 open cells, ``.`` a clue cell without
    sums, else a clue cell's down and across sums one character each; then the sums above the
    columns and beside the rows whose first cell is open.
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Kakuro")
    if link.flags:
        raise ValueError("This Kakuro URL has an option Kakuro does not have")
    w, h, body = link.cols, link.rows, link.body
    clues: list[Clue | None] = [None] * (w * h)
    cell = i = 0
    while i < len(body) and cell < w * h:
        ch = body[i]
        if "k" <= ch <= "z":
            cell += int(ch, 36) - 19
        elif ch == ".":
            clues[cell] = (None, None)
            cell += 1
        else:
            if i + 1 >= len(body):
                raise ValueError("The URL's last clue cell is cut short")
            clues[cell] = (value(ch), value(body[i + 1]))
            cell += 1
            i += 1
        i += 1
    if cell < w * h:
        raise ValueError("The URL has fewer cells than its grid")
    outside = iter(body[i:])
    top = tuple(value(next(outside, "-")) if clues[c] is None else None for c in range(w))
    left = tuple(value(next(outside, "-")) if clues[r * w] is None else None for r in range(h))
    if next(outside, None) is not None:
        raise ValueError("The URL has more sums than its grid")
    return checked(Puzzle(w, h, tuple(clues), top, left))


def checked(puzzle: Puzzle) -> Puzzle:
    sums = [x for clue in puzzle.clues if clue for x in clue] + list(puzzle.top) + list(puzzle.left)
    if any(x is not None and not 0 <= x <= LARGEST_SUM for x in sums):
        raise ValueError(f"A Kakuro sum is 0 to {LARGEST_SUM}")
    return puzzle


def encode(puzzle: Puzzle) -> str:
    out, count = [], 0
    for clue in puzzle.clues:
        if clue is None:
            count += 1
            if count < 16:
                continue
            code = ""
        else:
            code = "." if clue == (None, None) else character(clue[0]) + character(clue[1])
        if count:
            out.append(string.ascii_lowercase[count + 9])  # k = one open cell ... z = sixteen
            count = 0
        out.append(code)
    if count:
        out.append(string.ascii_lowercase[count + 9])
    out += [character(x) for c, x in enumerate(puzzle.top) if puzzle.clues[c] is None]
    out += [character(x) for r, x in enumerate(puzzle.left) if puzzle.clues[r * puzzle.w] is None]
    return url.build(PID, puzzle.w, puzzle.h, "".join(out))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell null (open) or ``[down, across]`` (null: no sum); ``top``/``left``: the outer sums."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": [None if c is None else list(c) for c in puzzle.clues],
            "top": list(puzzle.top), "left": list(puzzle.left)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Kakuro", "clues", "cells")
    if any(c is not None and not (isinstance(c, list) and len(c) == 2 and all(x is None or type(x) is int for x in c))
           for c in clues):
        raise ValueError("A clue cell is [down, across], each a sum or null")
    outer = []
    for key, count in (("top", w), ("left", h)):
        sums = data.get(key)
        if not isinstance(sums, list) or len(sums) != count or any(x is not None and type(x) is not int for x in sums):
            raise ValueError(f"The model's '{key}' is {count} sums or nulls")
        outer.append(sums)
    cells = tuple(None if c is None else (c[0], c[1]) for c in clues)
    # A sum outside is read only where the first cell is open (as the URL keeps it).
    top = tuple(x if cells[c] is None else None for c, x in enumerate(outer[0]))
    left = tuple(x if cells[r * w] is None else None for r, x in enumerate(outer[1]))
    return checked(Puzzle(w, h, cells, top, left))


def solution_json(puzzle: Puzzle, digits: Digits) -> list[str]:
    """Rows of digits, ``.`` in a clue cell."""
    marks = "".join("." if d is None else str(d) for d in digits)
    return [marks[r * puzzle.w : (r + 1) * puzzle.w] for r in range(puzzle.h)]


def solution_from_json(puzzle: Puzzle, data) -> Digits:
    w, h = puzzle.w, puzzle.h
    if not isinstance(data, list) or len(data) != h or not all(isinstance(row, str) and len(row) == w for row in data):
        raise ValueError(f"A solution is {h} rows of {w} marks")
    marks = "".join(data)
    for i, ch in enumerate(marks):
        if ch not in ("123456789" if puzzle.clues[i] is None else "."):
            raise ValueError(f"A solution has a digit 1-9 in each open cell and '.' in each clue cell (row {i // w + 1})")
    return tuple(None if ch == "." else int(ch) for ch in marks)


def solution_text(puzzle: Puzzle, digits: Digits) -> str:
    return "/".join(solution_json(puzzle, digits))


def sum_token(x: int | None) -> str:
    return "-1" if x is None else str(x)


def solution_pzprv3(puzzle: Puzzle, digits: Digits) -> str:
    """pzprjs's file: the grid with its outer row and column of sums (a clue cell ``across,down``),
    then the digits (``.`` in clue cells)."""
    w, h = puzzle.w, puzzle.h
    grid = [["0", *(sum_token(x) for x in puzzle.top)]]
    for r in range(h):
        row = [sum_token(puzzle.left[r])]
        for clue in puzzle.clues[r * w : (r + 1) * w]:
            row.append("." if clue is None else f"{sum_token(clue[1])},{sum_token(clue[0])}")
        grid.append(row)
    written = [["." if d is None else str(d) for d in digits[r * w : (r + 1) * w]] for r in range(h)]
    return pzprv3.text(PID, h, w, [grid, written])


def clue_text(clue: Clue) -> str:
    return "\\".join("" if x is None else str(x) for x in clue)


def render(puzzle: Puzzle, digits: Digits | None = None) -> str:
    """Clue cells as ``down\\across`` (``#`` without sums), open cells ``.`` or their digit; the sums
    above and beside the grid on an outer row and column."""
    w = puzzle.w
    marks = [[""] + ["" if x is None else f"{x}\\" for x in puzzle.top]]
    for r in range(puzzle.h):
        row = ["" if puzzle.left[r] is None else f"\\{puzzle.left[r]}"]
        for c in range(w):
            i = r * w + c
            clue = puzzle.clues[i]
            row.append(("#" if clue == (None, None) else clue_text(clue)) if clue else str(digits[i]) if digits else ".")
        marks.append(row)
    width = max(len(m) for row in marks for m in row)
    return "".join(" ".join(f"{m:>{width}}" for m in row) + "\n" for row in marks)


def board(puzzle: Puzzle, answer=None) -> dict:
    """The grid with pzprjs's outer row and column of sums (so one row and column larger than the
    puzzle), clue cells split into their sums, and the answer's digits; ``answer`` is the solution
    JSON or the ``certain`` JSON (``?`` a digit that differs). As pzprjs draws them, a sum shows
    only when a run of open cells follows it (a clue cell beside the edge or another clue holds a
    0 there, which is no sum)."""
    w, h = puzzle.w, puzzle.h

    def opens(r: int, c: int) -> bool:
        return r < h and c < w and puzzle.clues[r * w + c] is None

    def shown(sum_: int | None, run: bool) -> int | None:
        return sum_ if run else None

    marks = None
    if answer is not None:
        if not isinstance(answer, list) or len(answer) != h or not all(isinstance(row, str) and len(row) == w for row in answer):
            raise ValueError(f"An answer is {h} rows of {w} marks")
        marks = "".join(answer)
    drawn = Board(w + 1, h + 1)
    drawn.fill(0, "clue")
    for c in range(w):
        drawn.fill(c + 1, "clue")
        if shown(puzzle.top[c], opens(0, c)) is not None:
            drawn.split(c + 1, puzzle.top[c], None)
    for r in range(h):
        drawn.fill((r + 1) * (w + 1), "clue")
        if shown(puzzle.left[r], opens(r, 0)) is not None:
            drawn.split((r + 1) * (w + 1), None, puzzle.left[r])
        for c in range(w):
            i, spot = r * w + c, (r + 1) * (w + 1) + c + 1
            clue = puzzle.clues[i]
            if clue is not None:
                drawn.fill(spot, "clue")
                down, across = shown(clue[0], opens(r + 1, c)), shown(clue[1], opens(r, c + 1))
                if (down, across) != (None, None):
                    drawn.split(spot, down, across)
            elif marks is not None and marks[i] in "123456789":
                drawn.text(spot, marks[i], answer=True)
            elif marks is not None:
                drawn.unknown(spot)
    return drawn.json()
