"""Statue Park's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The URL's body: the circles, three cells to a base-27 digit (each cell 0 none, 1 white, 2
black; weights 9, 3, 1), then the pieces as pzprjs's piece bank (``puzzlink/pieces.py``:
``//p`` the pentominoes, ``//t`` the tetrominoes, ``//d`` two of each tetromino, ``//z`` none,
or ``/<count>/<piece>/...``).
"""

from dataclasses import dataclass

from ...puzzlink import cells, pieces, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text

PID = "statuepark"
WHITE, BLACK = 1, 2
BASE27 = "0123456789abcdefghijklmnopq"
PRESETS = {
    "p": pieces.PENTOMINOES,
    "t": pieces.TETROMINOES,
    "d": tuple(code for code in pieces.TETROMINOES for _ in range(2)),
    "z": (),
}


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    circles: tuple[int, ...]  # per cell row by row: 0 none, WHITE, BLACK
    bank: tuple[str, ...]  # the pieces as pzprjs's piece codes

    def shapes(self) -> list[tuple[tuple[int, int], ...]]:
        return [pieces.cells_of(code) for code in self.bank]


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Statue Park")
    n = link.cols * link.rows
    head, slash, tail = link.body.partition("/")
    if len(head) > (n + 2) // 3:
        raise ValueError("The URL has more circles than its grid")
    if any(ch not in BASE27 for ch in head):
        raise ValueError("The URL's circles are garbled")
    circles = [int(ch, 27) // weight % 3 for ch in head for weight in (9, 3, 1)][:n]
    if not slash:
        raise ValueError("The URL gives no pieces (…/count/piece/piece… or //p)")
    bank, rest = pieces.decode_bank("/" + tail, PRESETS)
    if rest:
        raise ValueError("The URL has more after the pieces than Statue Park reads")
    return check(Puzzle(link.cols, link.rows, tuple(circles + [0] * (n - len(circles))),
                        tuple(pieces.code_of(pieces.cells_of(code)) for code in bank)))


def check(puzzle: Puzzle) -> Puzzle:
    if any(not connected(shape) for shape in puzzle.shapes()):
        raise ValueError("A piece of the bank is in parts")
    if sum(len(shape) for shape in puzzle.shapes()) > puzzle.w * puzzle.h:
        raise ValueError("The pieces have more cells than the grid")
    return puzzle


def connected(cells_) -> bool:
    cells_ = set(cells_)
    start = next(iter(cells_))
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for step in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if step in cells_ and step not in seen:
                seen.add(step)
                todo.append(step)
    return len(seen) == len(cells_)


def encode(puzzle: Puzzle) -> str:
    values = list(puzzle.circles)
    digits = "".join(BASE27[sum(x * weight for x, weight in zip(values[k : k + 3] + [0, 0], (9, 3, 1)))]
                     for k in range(0, len(values), 3))
    return url.build(PID, puzzle.w, puzzle.h, digits + pieces.encode_bank(puzzle.bank, PRESETS))


def model(puzzle: Puzzle) -> dict:
    """``circles`` per cell: 0 none, 1 white (never shaded), 2 black (always shaded); ``bank`` the
    pieces as pzprjs's piece codes."""
    return {"w": puzzle.w, "h": puzzle.h, "circles": list(puzzle.circles), "bank": list(puzzle.bank)}


def from_model(data) -> Puzzle:
    w, h, circles = url.model_grid(data, "A Statue Park", "circles", "circles")
    if any(x not in (0, WHITE, BLACK) or type(x) is not int for x in circles):
        raise ValueError("A circle is 0 (none), 1 (white) or 2 (black)")
    bank = data.get("bank")
    if not isinstance(bank, list) or len(bank) > pieces.MAX_PIECES or not all(isinstance(code, str) for code in bank):
        raise ValueError("The bank is a list of pzprjs's piece codes")
    return check(Puzzle(w, h, tuple(circles), tuple(pieces.code_of(pieces.cells_of(code)) for code in bank)))


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: the bank, the circles (1 white, 2 black), ``#`` shaded and ``+`` the rest, and a 0
    for each piece of the bank (none crossed off)."""
    w, h = puzzle.w, puzzle.h
    given = [["." if x == 0 else str(x) for x in puzzle.circles[r * w : (r + 1) * w]] for r in range(h)]
    marks = [["#" if shading[r * w + c] else "+" for c in range(w)] for r in range(h)]
    lines = pzprv3.text(PID, h, w, [given, marks], header=tuple(pieces.bank_lines(puzzle.bank, PRESETS)))
    return lines + "".join("0 " for _ in puzzle.bank) + "/"


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """``o`` a white circle, ``X`` a black one, ``#`` a shaded cell, ``.`` the rest; the pieces' sizes below."""
    marks = ["o" if x == WHITE else "X" if x == BLACK else "#" if shading and shading[i] else "." for i, x in enumerate(puzzle.circles)]
    rows = [" ".join(marks[r * puzzle.w : (r + 1) * puzzle.w]) for r in range(puzzle.h)]
    rows.append("Pieces: " + (" ".join(str(len(shape)) for shape in puzzle.shapes()) or "none"))
    return "\n".join(rows) + "\n"


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: the circles, the answer's shaded cells (``?``: unknown); the pieces named in the note."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    named = {PRESETS["p"]: "the 12 pentominoes", PRESETS["t"]: "the 5 tetrominoes", PRESETS["d"]: "two of each tetromino"}
    sizes = ", ".join(str(len(shape)) for shape in puzzle.shapes())
    drawn.say(f"Pieces: {named.get(puzzle.bank) or (sizes + ' cells' if sizes else 'none')}.")
    marks = cells.answer_marks(answer, w, h) if answer is not None else [None] * (w * h)
    for i, (circle, mark) in enumerate(zip(puzzle.circles, marks)):
        if mark == "#":
            drawn.fill(i, "shaded")
        elif mark == "?":
            drawn.unknown(i)
        if circle:
            drawn.mark(i, "white-pearl" if circle == WHITE else "black-pearl")
    return drawn.json()
