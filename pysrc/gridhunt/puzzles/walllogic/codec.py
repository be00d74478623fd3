"""Wall Logic's types and formats: the puzz.link URL, the model, the walls' JSON, text and pzprv3 file.

The URL's body, cell by cell: ``+`` a black cell, a hex digit a number (``-`` and two hex digits
for 16 to 255), ``.`` a ``?``, and ``g`` to ``z`` 1 to 20 empty cells.
"""

from dataclasses import dataclass

from ...puzzlink import pzprv3, url
from ...puzzlink.numbers import QUESTION

PID = "walllogic"
BLACK = -1  # a black cell in ``clues``
NONE, UP, DOWN, LEFT, RIGHT = 0, 1, 2, 3, 4  # a cell's wall: pzprjs's directions, away from its number
STEPS = {UP: (-1, 0), DOWN: (1, 0), LEFT: (0, -1), RIGHT: (0, 1)}
ARROWS = {NONE: ".", UP: "^", DOWN: "v", LEFT: "<", RIGHT: ">"}
HEX = "0123456789abcdef"

Walls = tuple[int, ...]  # a solution: per cell row by row its wall's direction, NONE on clues and black cells


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: a number, QUESTION, BLACK, or None (an open cell)

    def is_open(self, i: int) -> bool:
        return self.clues[i] is None


def checked(puzzle: Puzzle) -> Puzzle:
    top = puzzle.w + puzzle.h - 2
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue not in (QUESTION, BLACK) and not 0 <= clue <= top:
            r, c = divmod(i, puzzle.w)
            raise ValueError(f"The number {clue} in row {r + 1}, column {c + 1} is more than the {top} cells its walls can reach")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?walllogic/5/5/h1k2g2i5g5k4h``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Wall Logic")
    if link.flags:
        raise ValueError(f"Wall Logic has no option '{'/'.join(link.flags)}'")
    n = link.cols * link.rows
    clues: list[int | None] = [None] * n
    body, i, k = link.body, 0, 0
    while i < len(body) and k < n:
        ch = body[i]
        if ch == "+":
            clues[k] = BLACK
        elif ch in HEX:
            clues[k] = int(ch, 16)
        elif ch == "-" and len(body) >= i + 3 and all(d in HEX for d in body[i + 1 : i + 3]):
            clues[k] = int(body[i + 1 : i + 3], 16)
            i += 2
        elif ch == ".":
            clues[k] = QUESTION
        elif "g" <= ch <= "z":
            k += int(ch, 36) - 16
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
        i += 1
        k += 1
    if i < len(body):
        raise ValueError("The URL has more cells than its grid")
    return checked(Puzzle(link.cols, link.rows, tuple(clues)))


def encode(puzzle: Puzzle) -> str:
    out, blank = [], 0
    for clue in puzzle.clues:
        if clue is None:
            blank += 1
            if blank == 20:
                out.append("z")
                blank = 0
            continue
        code = "+" if clue == BLACK else "." if clue == QUESTION else f"{clue:x}" if clue < 16 else f"-{clue:02x}"
        out.append(("" if not blank else "ghijklmnopqrstuvwxyz"[blank - 1]) + code)
        blank = 0
    if blank:
        out.append("ghijklmnopqrstuvwxyz"[blank - 1])
    return url.build(PID, puzzle.w, puzzle.h, "".join(out))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell a number, -2 a ``?``, -1 a black cell, or null."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Wall Logic", "clues", "clues (a number, -2 for '?', -1 black, or null)")
    if any(x is not None and (type(x) is not int or x < BLACK and x != QUESTION) for x in clues):
        raise ValueError(f"The model needs {w * h} clues (a number, -2 for '?', -1 black, or null)")
    return checked(Puzzle(w, h, tuple(clues)))


def solution_json(puzzle: Puzzle, walls: Walls) -> list[str]:
    """Rows of a mark a cell: ``.`` a clue or black cell, else its wall's direction, ``0`` none, ``1`` up,
    ``2`` down, ``3`` left, ``4`` right (away from its number)."""
    marks = ["." if not puzzle.is_open(i) else str(d) for i, d in enumerate(walls)]
    return ["".join(marks[r * puzzle.w : (r + 1) * puzzle.w]) for r in range(puzzle.h)]


def solution_from_json(puzzle: Puzzle, data) -> Walls:
    w, h = puzzle.w, puzzle.h
    if not isinstance(data, list) or len(data) != h or not all(isinstance(row, str) and len(row) == w for row in data):
        raise ValueError(f"A solution is {h} rows of {w} marks")
    marks = "".join(data)
    if any((ch != ".") if not puzzle.is_open(i) else ch not in "01234" for i, ch in enumerate(marks)):
        raise ValueError("A solution's marks are 0 to 4 in open cells and '.' on clues")
    return tuple(0 if ch == "." else int(ch) for ch in marks)


def solution_text(puzzle: Puzzle, walls: Walls) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, walls).splitlines())


def clue_text(clue: int) -> str:
    return "#" if clue == BLACK else "?" if clue == QUESTION else str(clue)


def solution_pzprv3(puzzle: Puzzle, walls: Walls) -> str:
    """pzprjs's file: the clues (``#`` black, ``-`` a ``?``), then each cell's wall (its direction, ``.`` none)."""
    w, h = puzzle.w, puzzle.h
    clues = ["." if x is None else "-" if x == QUESTION else clue_text(x) for x in puzzle.clues]
    marks = [str(d) if d else "." for d in walls]
    return pzprv3.text(PID, h, w, [[clues[r * w : (r + 1) * w] for r in range(h)], [marks[r * w : (r + 1) * w] for r in range(h)]])


def render(puzzle: Puzzle, walls: Walls | None = None) -> str:
    """Each cell: its number, ``?``, ``#`` black; with walls, ``^`` ``v`` ``<`` ``>`` the way a wall runs
    from its number, ``.`` none."""
    marks = [clue_text(x) if x is not None else ARROWS[walls[i]] if walls else "." for i, x in enumerate(puzzle.clues)]
    width = max(len(m) for m in marks)
    rows = [" ".join(m.rjust(width) for m in marks[r * puzzle.w : (r + 1) * puzzle.w]) for r in range(puzzle.h)]
    return "\n".join(rows) + "\n"
