"""Sashigane's types and formats: the puzz.link URL, the model, the walls' JSON, text, pzprv3 file and board.

A clue cell holds a circle (with its L's size, or none: ``QUESTION``), an arrow (1 up, 2 down,
3 left, 4 right, pzprjs's order) or a ``?`` (pzprjs's hidden clue: a circle or an arrow, not
told which). In the model (an ``arrows`` layer) a circle is ``[0, size]`` (``[0, -2]`` without a
size), an arrow ``[arrow, -2]`` and a hidden clue ``[0, HIDDEN]``.
"""

from dataclasses import dataclass

from ...puzzlink import pzprv3, url, walls
from ...puzzlink.arrows import ARROW_NAMES
from ...puzzlink.board import Board
from ...puzzlink.numbers import QUESTION
from ...puzzlink.walls import Walls

PID = "sashigane"
HIDDEN = -3  # the model's number of a ``?`` cell (the arrows layer's blank clue)
MAX_SIZE = 255  # the largest size a URL can hold
ARROW_CHARS = {1: "^", 2: "v", 3: "<", 4: ">"}


@dataclass(frozen=True)
class Clue:
    arrow: int = 0  # 0: a circle (or a hidden clue), 1-4: an arrow
    size: int | None = None  # a circle's size, QUESTION for a circle without one; None for an arrow
    hidden: bool = False  # a ``?``: a circle or an arrow, not told which


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[Clue | None, ...]  # per cell row by row


def checked(puzzle: Puzzle) -> Puzzle:
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue.size not in (None, QUESTION) and not 3 <= clue.size <= MAX_SIZE:
            r, c = divmod(i, puzzle.w)
            raise ValueError(f"The circle's {clue.size} in row {r + 1}, column {c + 1} is no L's size (3 to {MAX_SIZE})")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4``).

    pzprjs's code, cell by cell: a hex digit a circle of that size, ``-`` and two hex digits a
    larger one, ``.`` a circle without a size, ``@`` (or ``%``) a ``?``, ``g``-``j`` an arrow up,
    down, left, right, ``k``-``z`` 1-16 blank cells.
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Sashigane")
    if link.flags:
        raise ValueError("Sashigane's URL has no options before its size")
    n = link.cols * link.rows
    clues: list[Clue | None] = [None] * n
    body, k, i = link.body, 0, 0
    while i < len(body) and k < n:
        ch = body[i]
        if ch in "0123456789abcdef":
            clues[k] = Clue(size=int(ch, 16))
        elif ch == "-":
            digits = body[i + 1 : i + 3]
            if len(digits) != 2 or any(d not in "0123456789abcdef" for d in digits):
                raise ValueError("The URL has a circle's size cut short or garbled")
            clues[k] = Clue(size=int(digits, 16))
            i += 2
        elif ch == ".":
            clues[k] = Clue(size=QUESTION)
        elif ch in "@%":
            clues[k] = Clue(hidden=True)
        elif "g" <= ch <= "j":
            clues[k] = Clue(arrow=ord(ch) - ord("f"))
        elif "k" <= ch <= "z":
            k += int(ch, 36) - 20
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
        k += 1
        i += 1
    if body[i:]:
        raise ValueError("The URL has more cells than its grid")
    return checked(Puzzle(link.cols, link.rows, tuple(clues)))


def clue_code(clue: Clue) -> str:
    if clue.hidden:
        return "@"
    if clue.arrow:
        return "ghij"[clue.arrow - 1]
    if clue.size == QUESTION:
        return "."
    return f"{clue.size:x}" if clue.size < 16 else f"-{clue.size:02x}"


def encode(puzzle: Puzzle) -> str:
    out, blank = [], 0
    for clue in puzzle.clues:
        if clue is None:
            blank += 1
            if blank == 16:
                out.append("z")
                blank = 0
            continue
        if blank:
            out.append("klmnopqrstuvwxyz"[blank - 1])
            blank = 0
        out.append(clue_code(clue))
    if blank:
        out.append("klmnopqrstuvwxyz"[blank - 1])
    return url.build(PID, puzzle.w, puzzle.h, "".join(out))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell null, ``[0, size]`` a circle (``[0, -2]`` without a size), ``[arrow, -2]`` an
    arrow (1 up, 2 down, 3 left, 4 right), ``[0, -3]`` a ``?``."""
    def value(clue: Clue | None):
        if clue is None:
            return None
        if clue.hidden:
            return [0, HIDDEN]
        return [clue.arrow, QUESTION] if clue.arrow else [0, clue.size]
    return {"w": puzzle.w, "h": puzzle.h, "clues": [value(clue) for clue in puzzle.clues]}


def from_model(data) -> Puzzle:
    what = "clues (null, [0, size], [arrow, -2] or [0, -3])"
    w, h, values = url.model_grid(data, "A Sashigane", "clues", what)
    clues = []
    for value in values:
        if value is None:
            clues.append(None)
            continue
        if not (isinstance(value, list) and len(value) == 2 and all(type(x) is int for x in value) and 0 <= value[0] <= 4):
            raise ValueError(f"The model needs {w * h} {what}")
        arrow, number = value
        if arrow:
            if number != QUESTION:
                raise ValueError("An arrow has no number: [arrow, -2]")
            clues.append(Clue(arrow=arrow))
        elif number == HIDDEN:
            clues.append(Clue(hidden=True))
        else:
            clues.append(Clue(size=number))
    return checked(Puzzle(w, h, tuple(clues)))


solution_json = walls.solution_json
solution_from_json = walls.solution_from_json


def labels(puzzle: Puzzle) -> list[str]:
    def label(clue: Clue | None) -> str:
        if clue is None:
            return ""
        if clue.hidden:
            return "?"
        if clue.arrow:
            return ARROW_CHARS[clue.arrow]
        return "*" if clue.size == QUESTION else f"*{clue.size}"
    return [label(clue) for clue in puzzle.clues]


def solution_text(puzzle: Puzzle, found: Walls) -> str:
    return "/".join(render(puzzle, found).splitlines())


def solution_pzprv3(puzzle: Puzzle, found: Walls) -> str:
    """pzprjs's file: the clues (``o`` a circle, ``o5`` with its size, ``1``-``4`` an arrow, ``-`` a ``?``,
    ``.`` none), then the walls across and down (``1`` drawn)."""
    w, h = puzzle.w, puzzle.h
    tokens = ["-" if x == "?" else str("^v<>".index(x) + 1) if x and x in "^v<>" else x.replace("*", "o") or "." for x in labels(puzzle)]
    return pzprv3.text(PID, h, w, [[tokens[r * w : (r + 1) * w] for r in range(h)], *walls.lines.pzprv3_grids(found)])


def render(puzzle: Puzzle, found: Walls | None = None) -> str:
    """Clues right-aligned (``*5`` a circle of 5, ``*`` one without a size, ``^ v < >`` arrows, ``?``);
    with an answer, each other cell its L's letter (``.`` without)."""
    return walls.render_rooms(found, puzzle.w, puzzle.h, labels(puzzle))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The circles (with their sizes), arrows and ``?`` cells, and the answer's walls (``?``: faint)."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        if clue.hidden:
            drawn.text(i, "?")
        elif clue.arrow:
            drawn.arrow(i, ARROW_NAMES[clue.arrow])
        else:
            drawn.mark(i, "circle")
            if clue.size != QUESTION:
                drawn.text(i, str(clue.size))
    if answer is not None:
        walls.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
