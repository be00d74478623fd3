"""Balance Loop's types and formats: the puzz.link URL, the model, the loop's JSON, text and pzprv3 file.

A circle is ``(colour, number)``: colour 0 white, 1 black (pzprjs's ``ques``); number 1 and up, or
``QUESTION`` for none. The URL's body is pzprjs's number16 code (``puzzlink/numbers.py``) of one
value a circle: 0 a white circle without a number, 1 a black one, 2n a white circle with n, 2n + 1
a black one; ``g``-``z`` skip cells. A flag ``f`` before the size asks for a loop through every cell.
"""

from dataclasses import dataclass

from ...puzzlink import lines, numbers, pzprv3, url
from ...puzzlink.lines import Lines
from ...puzzlink.numbers import QUESTION

PID = "balance"
WHITE, BLACK = 0, 1
MAX_NUMBER = 6143  # the largest whose code (2n + 1) our number16 reader takes
Circle = tuple[int, int]


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    circles: tuple[Circle | None, ...]  # per cell row by row: (colour, number) or None
    full: bool = False  # the loop passes through every cell


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?balance/5/5/g9m1k0m8g``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Balance Loop")
    if any(flag not in ("f", "") for flag in link.flags):
        raise ValueError(f"Balance Loop's URL has no '{link.flags[0]}' part before its size")
    values = numbers.number16_cells(link.body, link.cols * link.rows)
    if QUESTION in values:
        raise ValueError("The URL has a stray character '.'")
    circles = [None if v is None else (v % 2, v // 2 or QUESTION) for v in values]
    return Puzzle(link.cols, link.rows, tuple(circles), "f" in link.flags)


def encode(puzzle: Puzzle) -> str:
    values = [None if c is None else c[0] + (0 if c[1] == QUESTION else 2 * c[1]) for c in puzzle.circles]
    return url.build(PID, puzzle.w, puzzle.h, numbers.encode_number16(values), ("f",) if puzzle.full else ())


def model(puzzle: Puzzle) -> dict:
    """``numbers``: per cell null, -2 (a circle without a number) or its number; ``colours``: per cell 0 (white,
    or no circle) or 1 (black); a black colour on a cell without a number makes a black circle; ``full`` the f flag."""
    return {"w": puzzle.w, "h": puzzle.h, "numbers": [None if c is None else c[1] for c in puzzle.circles],
            "colours": [0 if c is None else c[0] for c in puzzle.circles], "full": puzzle.full}


def from_model(data) -> Puzzle:
    w, h, values = url.model_grid(data, "A Balance Loop", "numbers", "numbers")
    colours, full = data.get("colours"), data.get("full", False)
    if not isinstance(colours, list) or len(colours) != w * h or any(type(x) is not int or x not in (WHITE, BLACK) for x in colours):
        raise ValueError(f"The model needs {w * h} colours, each 0 (white) or 1 (black)")
    if any(x is not None and (type(x) is not int or not (1 <= x <= MAX_NUMBER or x == QUESTION)) for x in values):
        raise ValueError(f"A circle's number is 1 to {MAX_NUMBER}, -2 for none, or null")
    if type(full) is not bool:
        raise ValueError("full is true or false")
    circles = [None if x is None and colour == WHITE else (colour, QUESTION if x is None else x) for x, colour in zip(values, colours)]
    return Puzzle(w, h, tuple(circles), full)


def solution_json(puzzle: Puzzle, loop: Lines) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the loop links two cells."""
    return lines.lines_json(loop)


def solution_from_json(puzzle: Puzzle, data) -> Lines:
    return lines.lines_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, loop: Lines) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, loop).splitlines())


def solution_pzprv3(puzzle: Puzzle, loop: Lines) -> str:
    """pzprjs's file: the ``f`` flag's line when set, each circle as ``colour,number`` (-2 none), then the loop's links."""
    w = puzzle.w
    cells = ["." if c is None else f"{c[0]},{c[1]}" for c in puzzle.circles]
    return pzprv3.text(PID, puzzle.h, w, [[cells[r * w : (r + 1) * w] for r in range(puzzle.h)], *lines.pzprv3_grids(loop)],
                       ("f",) if puzzle.full else ())


def circle_text(circle: Circle) -> str:
    """A circle in the picture: ``O`` white or ``@`` black, then its number."""
    colour, number = circle
    return ("O" if colour == WHITE else "@") + ("" if number == QUESTION else str(number))


def render(puzzle: Puzzle, loop: Lines | None = None) -> str:
    """Circles as ``O`` (white) or ``@`` (black) and their number; ``+`` a cell on the loop, ``.`` one off it."""
    on = set(lines.loop_cells(loop, puzzle.w, puzzle.h) or []) if loop else set()

    def text(i: int) -> str:
        circle = puzzle.circles[i]
        return circle_text(circle) if circle is not None else "+" if i in on else "."

    width = max(len(text(i)) for i in range(puzzle.w * puzzle.h))
    return lines.render(loop, puzzle.w, puzzle.h, text, width)
