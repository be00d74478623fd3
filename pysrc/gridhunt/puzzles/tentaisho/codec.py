"""Spiral Galaxies' types and formats: the puzz.link URL, the model, the walls' JSON, text, pzprv3 file and board.

A dot stands at a cell's centre, on a side between two cells or at a corner between four: the
(2h - 1) x (2w - 1) places inside the grid, numbered row by row; place (y, x) is at half cells
(y + 1, x + 1) from the grid's top left corner, so the centre of cell (r, c) is at (2r + 1, 2c + 1).
"""

from dataclasses import dataclass

from ...puzzlink import pzprv3, url, walls
from ...puzzlink.board import Board
from ...puzzlink.walls import Walls

PID = "tentaisho"
WHITE, BLACK = 1, 2  # pzprjs's dot colours (the colour is a hint to shade the galaxy; the rules ignore it)
DIGITS32 = "0123456789abcdefghijklmnopqrstuv"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    dots: tuple[int, ...]  # per place row by row: 0 none, WHITE or BLACK
    empty: tuple[bool, ...]  # per cell: not part of the grid (pzprjs's "empty" cells)

    def place(self, k: int) -> tuple[int, int]:
        """Place k's position in half cells from the grid's top left corner."""
        y, x = divmod(k, 2 * self.w - 1)
        return y + 1, x + 1

    def touching(self, k: int) -> list[int]:
        """The cells a dot at place k touches: 1, 2 or 4."""
        y2, x2 = self.place(k)
        rows = [y2 // 2] if y2 % 2 else [y2 // 2 - 1, y2 // 2]
        cols = [x2 // 2] if x2 % 2 else [x2 // 2 - 1, x2 // 2]
        return [r * self.w + c for r in rows for c in cols]


def checked(puzzle: Puzzle) -> Puzzle:
    for k, dot in enumerate(puzzle.dots):
        if dot and any(puzzle.empty[i] for i in puzzle.touching(k)):
            r, c = divmod(puzzle.touching(k)[0], puzzle.w)
            raise ValueError(f"The dot by row {r + 1}, column {c + 1} touches a cell outside the grid")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl``).

    pzprjs's dot code: a hex digit puts a dot (even white, odd black) and skips ``digit // 2``
    places after it; ``g``-``z`` skip 1-20 places. Then, when some cells are not part of the grid,
    those cells as bits, five to a base-32 digit.
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Spiral Galaxies")
    if link.flags:
        raise ValueError("Spiral Galaxies' URL has no options before its size")
    w, h = link.cols, link.rows
    places = (2 * w - 1) * (2 * h - 1)
    dots = [0] * places
    body, k, i = link.body, 0, 0
    while i < len(body) and k < places:
        ch = body[i]
        if ch in "0123456789abcdef":
            value = int(ch, 16)
            dots[k] = value % 2 + 1
            k += value // 2 + 1
        elif "g" <= ch <= "z":
            k += int(ch, 36) - 15
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
        i += 1
    rest = body[i:]
    empty = [False] * (w * h)
    if rest:
        digits = (w * h + 4) // 5
        if len(rest) != digits or any(ch not in DIGITS32 for ch in rest):
            raise ValueError("The URL's cells outside the grid are cut short or garbled")
        bits = [bool(int(ch, 32) >> (4 - j) & 1) for ch in rest for j in range(5)]
        empty = bits[: w * h]
    return checked(Puzzle(w, h, tuple(dots), tuple(empty)))


def encode(puzzle: Puzzle) -> str:
    codes: list[str | None] = []
    dots, k = puzzle.dots, 0
    while k < len(dots):
        if not dots[k]:
            codes.append(None)
            k += 1
            continue
        gap = next((j for j in range(1, 8) if k + j < len(dots) and dots[k + j]), 8)
        codes.append(format(2 * (gap - 1) + dots[k] - 1, "x"))
        k += gap
    body, blank = [], 0
    for code in codes + [""]:
        if code is None:
            blank += 1
            if blank == 20:
                body.append("z")
                blank = 0
            continue
        if blank:
            body.append(DIGITS32[15 + blank] if blank < 17 else "wxyz"[blank - 17])
            blank = 0
        body.append(code)
    if any(puzzle.empty):
        bits = list(puzzle.empty) + [False] * (-len(puzzle.empty) % 5)
        body += [DIGITS32[sum(1 << (4 - j) for j in range(5) if bits[k + j])] for k in range(0, len(bits), 5)]
    return url.build(PID, puzzle.w, puzzle.h, "".join(body))


def model(puzzle: Puzzle) -> dict:
    """``dots``: per place (row by row over the (2h - 1) x (2w - 1) centres, sides and corners) 0, 1
    (white) or 2 (black); ``empty``: per cell 1 when it is not part of the grid."""
    return {"w": puzzle.w, "h": puzzle.h, "dots": list(puzzle.dots), "empty": [int(x) for x in puzzle.empty]}


def from_model(data) -> Puzzle:
    w, h, empty = url.model_grid(data, "A Spiral Galaxies", "empty", "values 0 or 1 in 'empty'")
    if any(x not in (0, 1) or type(x) is not int for x in empty):
        raise ValueError(f"The model needs {w * h} values 0 or 1 in 'empty'")
    dots = data.get("dots")
    places = (2 * w - 1) * (2 * h - 1)
    if not isinstance(dots, list) or len(dots) != places or any(type(x) is not int or x not in (0, 1, 2) for x in dots):
        raise ValueError(f"The model's 'dots' are {places} values 0, 1 or 2")
    return checked(Puzzle(w, h, tuple(dots), tuple(x == 1 for x in empty)))


solution_json = walls.solution_json
solution_from_json = walls.solution_from_json


def solution_text(puzzle: Puzzle, found: Walls) -> str:
    return "/".join(render(puzzle, found).splitlines())


def solution_pzprv3(puzzle: Puzzle, found: Walls) -> str:
    """pzprjs's file: the places row by row (``1``/``2`` a dot, ``X`` a cell outside the grid, ``.``),
    then the walls across and down (``1`` drawn), then no shading hints."""
    w, h = puzzle.w, puzzle.h
    width = 2 * w - 1
    marks = []
    for k, dot in enumerate(puzzle.dots):
        y2, x2 = puzzle.place(k)
        outside = y2 % 2 and x2 % 2 and puzzle.empty[(y2 // 2) * w + x2 // 2]
        marks.append(str(dot) if dot else "X" if outside else ".")
    lines = ["".join(marks[k : k + width]) for k in range(0, len(marks), width)]
    text = pzprv3.text(PID, h, w, [*walls.lines.pzprv3_grids(found), [["0"] * w for _ in range(h)]])
    head, _, rest = text.partition(f"{h}/{w}/")
    return f"{head}{h}/{w}/" + "".join(line + "/" for line in lines) + rest


def render(puzzle: Puzzle, found: Walls | None = None) -> str:
    """The grid at half-cell steps: ``+`` corners, ``-`` and ``|`` walls (the frame, and the answer's),
    ``o`` a white dot, ``*`` a black one, ``#`` a cell outside the grid."""
    w = puzzle.w
    art = walls.art(found, w, puzzle.h)
    for i, out in enumerate(puzzle.empty):
        if out:
            art[2 * (i // w) + 1][2 * (i % w) + 1] = "#"
    for k, dot in enumerate(puzzle.dots):
        if dot:
            y2, x2 = puzzle.place(k)
            art[y2][x2] = "o" if dot == WHITE else "*"
    return "".join("".join(row).rstrip() + "\n" for row in art)


def board(puzzle: Puzzle, answer=None) -> dict:
    """The dots at their places, cells outside the grid filled, and the answer's walls (``?``: faint)."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, out in enumerate(puzzle.empty):
        if out:
            drawn.fill(i, "wall")
    for k, dot in enumerate(puzzle.dots):
        if dot:
            drawn.point(*puzzle.place(k), "white-dot" if dot == WHITE else "black-dot")
    if answer is not None:
        walls.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
