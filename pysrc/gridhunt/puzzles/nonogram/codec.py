"""Nonogram's types and formats: the puzz.link URL, the model, the solution's JSON, text, pzprv3 file and board.

pzprjs keeps the clues in cells outside the grid: above each column ``(h + 1) // 2`` of them, left
of each row ``(w + 1) // 2``, numbered from the grid outwards. The URL lists them in number16 code,
column by column (each column's nearest first), then row by row; the last clue of a line stands
nearest the grid, so a line's clues read in its order are its slots' clues far to near.
"""

from dataclasses import dataclass

from ...puzzlink import cells, numbers, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text

PID = "nonogram"
Line = tuple[int, ...]  # a line's blocks of shaded cells, in reading order (top down, left to right)


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    cols: tuple[Line, ...]  # each column's blocks, top down
    rows: tuple[Line, ...]  # each row's blocks, left to right


def slots(w: int, h: int) -> tuple[int, int]:
    """How many clue cells pzprjs keeps above each column and left of each row."""
    return (h + 1) // 2, (w + 1) // 2


def checked(puzzle: Puzzle) -> Puzzle:
    for what, lines, length in (("Column", puzzle.cols, puzzle.h), ("Row", puzzle.rows, puzzle.w)):
        for k, line in enumerate(lines):
            if any(x < 1 for x in line):
                raise ValueError(f"{what} {k + 1} has a clue below 1 (a line without clues is empty)")
            if sum(line) + len(line) - 1 > length:
                raise ValueError(f"{what} {k + 1}'s clues need {sum(line) + len(line) - 1} cells, but it has {length}")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not a Nonogram")
    if link.flags:
        raise ValueError("Nonogram's URL has no options before its size")
    w, h = link.cols, link.rows
    above, beside = slots(w, h)
    clues, rest = numbers.decode_number16(link.body, w * above + h * beside)
    if rest:
        raise ValueError("The URL has more clues than its grid")
    if numbers.QUESTION in clues:
        raise ValueError("A Nonogram clue cannot be '?'")

    def lines(start: int, count: int, size: int) -> tuple[Line, ...]:
        return tuple(tuple(x for x in reversed(clues[start + k * size : start + (k + 1) * size]) if x is not None)
                     for k in range(count))

    return checked(Puzzle(w, h, lines(0, w, above), lines(w * above, h, beside)))


def encode(puzzle: Puzzle) -> str:
    above, beside = slots(puzzle.w, puzzle.h)
    clues: list[int | None] = []
    for lines, size in ((puzzle.cols, above), (puzzle.rows, beside)):
        for line in lines:
            clues += [*reversed(line), *[None] * (size - len(line))]
    return url.build(PID, puzzle.w, puzzle.h, numbers.encode_number16(clues))


def model(puzzle: Puzzle) -> dict:
    """``cols``: each column's clues top down; ``rows``: each row's clues left to right."""
    return {"w": puzzle.w, "h": puzzle.h, "cols": [list(x) for x in puzzle.cols], "rows": [list(x) for x in puzzle.rows]}


def from_model(data) -> Puzzle:
    if not isinstance(data, dict):
        raise ValueError("A Nonogram model is a JSON object")
    w, h = data.get("w"), data.get("h")
    if not (type(w) is int and type(h) is int and 1 <= w <= url.MAX_SIDE and 1 <= h <= url.MAX_SIDE):
        raise ValueError(f"The grid must be 1 to {url.MAX_SIDE} cells a side")
    found = []
    for key, count in (("cols", w), ("rows", h)):
        lines = data.get(key)
        if not isinstance(lines, list) or len(lines) != count or any(
                not isinstance(line, list) or any(type(x) is not int for x in line) for line in lines):
            raise ValueError(f"The model's '{key}' are {count} lists of whole numbers")
        found.append(tuple(tuple(line) for line in lines))
    above, beside = slots(w, h)
    if any(len(line) > above for line in found[0]) or any(len(line) > beside for line in found[1]):
        raise ValueError("A line has more clues than fit beside it")
    return checked(Puzzle(w, h, found[0], found[1]))


def blocks(marks) -> Line:
    """The lengths of the runs of true marks, in order."""
    found, run = [], 0
    for on in list(marks) + [False]:
        if on:
            run += 1
        elif run:
            found.append(run)
            run = 0
    return tuple(found)


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: the clue cells and the grid as one grid, ``#`` a shaded cell, ``.`` the rest and no clue."""
    w, h = puzzle.w, puzzle.h
    above, beside = slots(w, h)
    rows = []
    for depth in reversed(range(above)):
        rows.append(["."] * beside + [str(line[len(line) - 1 - depth]) if depth < len(line) else "." for line in puzzle.cols])
    for r, line in enumerate(puzzle.rows):
        clue = [str(line[len(line) - 1 - depth]) if depth < len(line) else "." for depth in reversed(range(beside))]
        rows.append(clue + ["#" if shading[r * w + c] else "." for c in range(w)])
    return pzprv3.text(PID, h, w, [rows])


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """The clues above and left of the grid, ``#`` a shaded cell, ``.`` the rest."""
    w = puzzle.w
    deep, wide = max(map(len, puzzle.cols), default=0), max(map(len, puzzle.rows), default=0)
    width = max([1] + [len(str(x)) for line in puzzle.cols + puzzle.rows for x in line])
    lines = []
    for depth in reversed(range(deep)):
        lines.append([""] * wide + [str(line[len(line) - 1 - depth]) if depth < len(line) else "" for line in puzzle.cols])
    for r, line in enumerate(puzzle.rows):
        lines.append([str(line[len(line) - 1 - depth]) if depth < len(line) else "" for depth in reversed(range(wide))]
                     + ["#" if shading and shading[r * w + c] else "." for c in range(w)])
    return "".join(" ".join(t.rjust(width) for t in row).rstrip() + "\n" for row in lines)


def board(puzzle: Puzzle, answer=None) -> dict:
    """The grid with its clues above and left in grey cells, and the answer's shading (``?``: unknown)."""
    w, h = puzzle.w, puzzle.h
    deep, wide = max(map(len, puzzle.cols), default=0), max(map(len, puzzle.rows), default=0)
    bw = w + wide
    drawn = Board(bw, h + deep)
    for r in range(deep):
        for c in range(bw):
            drawn.fill(r * bw + c, "clue")
    for r in range(deep, h + deep):
        for c in range(wide):
            drawn.fill(r * bw + c, "clue")
    for c, line in enumerate(puzzle.cols):
        for k, x in enumerate(line):
            drawn.text((deep - len(line) + k) * bw + wide + c, str(x))
    for r, line in enumerate(puzzle.rows):
        for k, x in enumerate(line):
            drawn.text((deep + r) * bw + wide - len(line) + k, str(x))
    if answer is not None:
        for i, mark in enumerate(cells.answer_marks(answer, w, h)):
            at = (deep + i // w) * bw + wide + i % w
            if mark == "#":
                drawn.fill(at, "shaded")
            elif mark == "?":
                drawn.unknown(at)
    return drawn.json()
