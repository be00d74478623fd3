"""Number Rope's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The URL's body: the ropes, as pzprjs's border code (``puzzlink/borders.py``: a rope between two
side-by-side cells is a "wall" between them, those beside first, then those below), then the
shaded clue cells in pzprjs's Kakuru code (``puzzlink/sum_clues.py``).
"""

from dataclasses import dataclass

from ...puzzlink import borders, digit_rows, pzprv3, sum_clues, url
from ...puzzlink.board import Board
from ...puzzlink.numbers import QUESTION
from ...puzzlink.sum_clues import BLACK

PID = "numrope"
MAX_SUM = 36  # four neighbours of 9 at most
Numbers = tuple[int, ...]  # per cell row by row: the number written in it (1 to 9), 0 in a shaded cell


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell: None open, BLACK shaded, QUESTION a shaded "?", or a shaded sum
    beside: tuple[bool, ...]  # a rope from each cell to the next in its row (all but the last of each row)
    below: tuple[bool, ...]  # a rope from each cell to the one below it (all rows but the last)

    def is_open(self, i: int) -> bool:
        return self.clues[i] is None

    def ropes(self) -> list[tuple[int, int]]:
        """The pairs of cells a rope joins, each once."""
        w = self.w
        found = [(r * w + c, r * w + c + 1) for r in range(self.h) for c in range(w - 1) if self.beside[r * (w - 1) + c]]
        return found + [(i, i + w) for i in range(w * (self.h - 1)) if self.below[i]]


def check(puzzle: Puzzle) -> Puzzle:
    w = puzzle.w
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue not in (BLACK, QUESTION) and not 0 <= clue <= MAX_SUM:
            raise ValueError(f"Row {i // w + 1}, column {i % w + 1}: a sum is 0 to {MAX_SUM}")
    for i, j in puzzle.ropes():
        for k in (i, j):
            if not puzzle.is_open(k):
                raise ValueError(f"Row {k // w + 1}, column {k % w + 1}: a rope runs into a shaded cell")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?numrope/4/4/p2gg98l2lael+l``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Number Rope")
    if link.flags:
        raise ValueError(f"Number Rope's URL has no '{link.flags[0]}' part before its size")
    beside, below, rest = borders.decode_walls(link.body, link.cols, link.rows)
    clues, rest = sum_clues.decode(rest, link.cols * link.rows)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return check(Puzzle(link.cols, link.rows, tuple(clues), tuple(beside), tuple(below)))


def encode(puzzle: Puzzle) -> str:
    body = borders.encode_walls(list(puzzle.beside), list(puzzle.below)) + sum_clues.encode(list(puzzle.clues))
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell null (open), -1 a shaded cell, -2 a shaded ``?``, or a shaded cell's sum;
    ``beside``/``below``: the ropes, 1 or 0."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues),
            "beside": [int(x) for x in puzzle.beside], "below": [int(x) for x in puzzle.below]}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Number Rope", "clues", "clues")
    if any(c is not None and type(c) is not int for c in clues):
        raise ValueError("A clue is a sum, -1 for a shaded cell, -2 for '?', or null")
    beside, below = url.model_edges(data, w, h, "ropes")
    return check(Puzzle(w, h, tuple(clues), beside, below))


ANSWERS = digit_rows.NumberRows(9)  # rows of numbers, 0 where a cell holds none (the shaded ones too)
solution_json, solution_from_json, solution_text = ANSWERS.solution_json, ANSWERS.solution_from_json, ANSWERS.solution_text


def solution_pzprv3(puzzle: Puzzle, found: Numbers) -> str:
    """pzprjs's file: the clue cells (``b`` shaded, ``?``, a sum, ``.`` open), the ropes (1 or 0, beside
    then below), then the numbers written in (``.`` a clue cell)."""
    w, h = puzzle.w, puzzle.h
    given = [[sum_clues.file_token(puzzle.clues[r * w + c]) for c in range(w)] for r in range(h)]
    beside = [["1" if x else "0" for x in puzzle.beside[r * (w - 1) : (r + 1) * (w - 1)]] for r in range(h)]
    below = [["1" if x else "0" for x in puzzle.below[r * w : (r + 1) * w]] for r in range(h - 1)]
    written = [[str(found[i]) if puzzle.is_open(i) else "." for i in range(r * w, (r + 1) * w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [given, beside, below, written])


def render(puzzle: Puzzle, found: Numbers | None = None) -> str:
    """``#`` a shaded cell, ``#`` and its sum (``#14``, ``#?``) a clue, the numbers written in, ``.`` the rest;
    ``-`` and ``|`` the ropes between cells."""
    w = puzzle.w
    marks = ["." if clue is None else "#" if clue == BLACK else "#?" if clue == QUESTION else f"#{clue}"
             for clue in puzzle.clues]
    if found:
        marks = [str(n) if n and puzzle.is_open(i) else m for i, (n, m) in enumerate(zip(found, marks))]
    width = max(len(mark) for mark in marks)
    lines = []
    for r in range(puzzle.h):
        row = ""
        for c in range(w):
            row += marks[r * w + c].rjust(width)
            if c + 1 < w:
                row += "-" if puzzle.beside[r * (w - 1) + c] else " "
        lines.append(row)
        if r + 1 < puzzle.h:
            lines.append(" ".join(("|" if puzzle.below[r * w + c] else " ").rjust(width) for c in range(w)).rstrip())
    return "\n".join(lines) + "\n"


def board(puzzle: Puzzle, answer=None) -> dict:
    """The shaded cells with their sums, the ropes; the answer's numbers, ``?`` cells as unknown."""
    drawing = Board(puzzle.w, puzzle.h)
    shown = ANSWERS.rows_of(puzzle, answer, "An answer", True) if answer is not None else None
    for i, j in puzzle.ropes():
        drawing.given_line(i, j)
    sum_clues.draw(drawing, puzzle.clues, shown)
    return drawing.json()
