"""Nurimaze's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The URL's body: the walls between tiles (pzprjs's border code, ``puzzlink/borders.py``), then the
marks cell by cell: ``1`` the start, ``2`` the goal, ``3`` a circle, ``4`` a triangle, ``5``-``9`` and
``a``-``z`` 1 to 31 cells without a mark. Without a ``1`` the start is the top left cell, without a
``2`` the goal the bottom right one, as pzprjs places them on a new board.
"""

from dataclasses import dataclass

from ...puzzlink import borders, cells, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text

PID = "nurimaze"
START, GOAL, CIRCLE, TRIANGLE = 1, 2, 3, 4
SKIPS = "56789abcdefghijklmnopqrstuvwxyz"  # 1 to 31 cells without a mark
NAMES = {START: "the start", GOAL: "the goal", CIRCLE: "a circle", TRIANGLE: "a triangle"}


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    regions: tuple[int, ...]  # per cell row by row: its tile, numbered in the order of their first cell
    marks: tuple[int, ...]  # per cell: 0 none, START, GOAL, CIRCLE or TRIANGLE (one start, one goal)

    def start(self) -> int:
        return self.marks.index(START)

    def goal(self) -> int:
        return self.marks.index(GOAL)


def placed(w: int, h: int, regions, marks: list[int]) -> Puzzle:
    """The puzzle with the start and the goal where pzprjs puts them when none is given; a sentence when one
    is given twice or a default place holds another mark."""
    for mark, default in ((START, 0), (GOAL, w * h - 1)):
        count = marks.count(mark)
        if count > 1:
            raise ValueError(f"The puzzle has {count} of {NAMES[mark]}s: it has one start and one goal")
        if not count:
            if marks[default]:
                raise ValueError(f"Row {default // w + 1}, column {default % w + 1} holds {NAMES[marks[default]]} where"
                                 f" {NAMES[mark]} stands when none is given")
            marks[default] = mark
    return Puzzle(w, h, tuple(regions), tuple(marks))


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2547``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Nurimaze")
    if link.flags:
        raise ValueError(f"Nurimaze's URL has no '{link.flags[0]}' part before its size")
    w, h = link.cols, link.rows
    regions, rest = borders.decode_border(link.body, w, h)
    marks: list[int] = []
    for k, ch in enumerate(rest):
        if len(marks) >= w * h:
            raise ValueError("The URL has more cells than its grid")
        if ch in "1234":
            marks.append(int(ch))
        elif ch in SKIPS:
            marks.extend([0] * (SKIPS.index(ch) + 1))
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
    if len(marks) > w * h:
        raise ValueError("The URL has more cells than its grid")
    return placed(w, h, regions, marks + [0] * (w * h - len(marks)))


def encode(puzzle: Puzzle) -> str:
    out, blank = [], 0
    for mark in puzzle.marks:
        if mark:
            if blank:
                out.append(SKIPS[blank - 1])
                blank = 0
            out.append(str(mark))
        else:
            blank += 1
            if blank == len(SKIPS):
                out.append(SKIPS[-1])
                blank = 0
    if blank:
        out.append(SKIPS[blank - 1])
    body = borders.encode_border(list(puzzle.regions), puzzle.w, puzzle.h) + "".join(out)
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``regions`` a tile number per cell; ``marks`` per cell 0 none, 1 the start, 2 the goal, 3 a circle,
    4 a triangle (without a start or a goal, pzprjs's places: the top left and the bottom right cells)."""
    return {"w": puzzle.w, "h": puzzle.h, "regions": list(puzzle.regions), "marks": list(puzzle.marks)}


def from_model(data) -> Puzzle:
    w, h, regions = url.model_grid(data, "A Nurimaze", "regions", "tile numbers")
    if any(type(x) is not int for x in regions):
        raise ValueError(f"The model needs {w * h} tile numbers")
    marks = data.get("marks")
    if not isinstance(marks, list) or len(marks) != w * h or any(type(x) is not int or not 0 <= x <= 4 for x in marks):
        raise ValueError(f"The model needs {w * h} marks (0 none, 1 start, 2 goal, 3 circle, 4 triangle)")
    beside = [regions[r * w + c] != regions[r * w + c + 1] for r in range(h) for c in range(w - 1)]
    below = [regions[r * w + c] != regions[(r + 1) * w + c] for r in range(h - 1) for c in range(w)]
    return placed(w, h, borders.regions_of(beside, below, w, h), list(marks))


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: the tiles (their count, then each cell's), the marks (``s``, ``g``, ``o``, ``t``), then
    ``#`` shaded and ``+`` the rest."""
    w, h = puzzle.w, puzzle.h
    tiles = [[str(x) for x in puzzle.regions[r * w : (r + 1) * w]] for r in range(h)]
    marks = [[".sgot"[puzzle.marks[r * w + c]] for c in range(w)] for r in range(h)]
    shaded = [["#" if shading[r * w + c] else "+" for c in range(w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [tiles, marks, shaded], header=(str(max(puzzle.regions) + 1),))


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """``S`` the start, ``G`` the goal, ``o`` a circle, ``t`` a triangle; with a shading ``#`` a shaded cell and
    ``.`` the rest, without one each cell's tile as a letter."""
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    shown = [".SGot"[m] if m else letters[x % len(letters)] if shading is None else "#" if shading[i] else "."
             for i, (x, m) in enumerate(zip(puzzle.regions, puzzle.marks))]
    return "".join(" ".join(shown[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: the tiles, S and G, circles and triangles; the answer's shaded cells (``?``: unknown)."""
    drawn = Board(puzzle.w, puzzle.h, regions=puzzle.regions)
    marks = cells.answer_marks(answer, puzzle.w, puzzle.h) if answer is not None else [None] * (puzzle.w * puzzle.h)
    for i, (mark, shown) in enumerate(zip(puzzle.marks, marks)):
        if mark in (START, GOAL):
            drawn.text(i, "S" if mark == START else "G")
        elif mark == CIRCLE:
            drawn.mark(i, "circle")
        elif mark == TRIANGLE:
            drawn.text(i, "\u25b3")
        if shown == "#":
            drawn.fill(i, "shaded")
        elif shown == "?":
            drawn.unknown(i)
    return drawn.json()
