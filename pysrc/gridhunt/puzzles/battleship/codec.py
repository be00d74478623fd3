"""Battleships' types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The URL's body: the counts outside the grid in pzprjs's number16 code (the columns' from the
left, then the rows' from the top; ``g``-``z`` skip uncounted lines), the cells' clues in the
same code (``0`` water, ``1``-``10`` a ship's part, ``.`` a ship cell of any part), then the
fleet as pzprjs's piece bank (``puzzlink/pieces.py``: ``//c``, ``//d``, ``//e`` the classic
fleets, or ``/<count>/<piece>/...``).
"""

from dataclasses import dataclass

from ...puzzlink import numbers, pieces, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, answer_marks, solution_from_json, solution_json, solution_text

PID = "battleship"
WATER, SHIP = 0, numbers.QUESTION
# pzprjs's parts: which way the ship goes on from the cell (UP: the top end, the ship goes on below).
UP, DOWN, LEFT, RIGHT, MIDDLE, SINGLE, TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT = range(1, 11)
PARTS = {  # part: (its letter in the text picture, its glyph on the board, its name)
    UP: ("^", "▲", "a ship's top end"), DOWN: ("v", "▼", "a ship's bottom end"),
    LEFT: ("<", "◀", "a ship's left end"), RIGHT: (">", "▶", "a ship's right end"),
    MIDDLE: ("+", "■", "a ship's middle"), SINGLE: ("o", "●", "a one-cell ship"),
    TOP_LEFT: ("F", "◤", "a bend going right and down"), TOP_RIGHT: ("T", "◥", "a bend going left and down"),
    BOTTOM_LEFT: ("L", "◣", "a bend going right and up"), BOTTOM_RIGHT: ("J", "◢", "a bend going left and up"),
}
PRESETS = {
    "c": ("11g", "11g", "11g", "21o", "21o", "31s"),
    "d": ("11g",) * 4 + ("21o",) * 3 + ("31s",) * 2 + ("41u",),
    "e": ("11g",) * 5 + ("21o",) * 4 + ("31s",) * 3 + ("41u",) * 2 + ("51v",),
    "t": pieces.TETROMINOES,
    "p": pieces.PENTOMINOES,
}


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: None, WATER, a part 1-10, or SHIP (any part)
    columns: tuple[int | None, ...]  # ship cells in each column, left to right (None: not given)
    rows: tuple[int | None, ...]  # ship cells in each row, top to bottom
    fleet: tuple[str, ...]  # the ships as pzprjs's piece codes

    def ships(self) -> list[tuple[tuple[int, int], ...]]:
        """The fleet's ships as (r, c) cells."""
        return [pieces.cells_of(code) for code in self.fleet]


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Battleships")
    w, h = link.cols, link.rows
    # The clues end at the first "/" (pzprjs writes every cell; a hand-made URL may stop short).
    head, slash, tail = link.body.partition("/")
    outside, head = numbers.decode_number16(head, w + h)
    clues, head = numbers.decode_number16(head, w * h)
    if head:
        raise ValueError("The URL has more clues than its grid")
    if not slash:
        raise ValueError("The URL gives no fleet (…/count/piece/piece… or //c)")
    body = "/" + tail
    fleet, rest = pieces.decode_bank(body, PRESETS)
    if rest:
        raise ValueError("The URL has more after the fleet than Battleships reads")
    return check(Puzzle(w, h, tuple(clues), tuple(outside[:w]), tuple(outside[w:]),
                        tuple(pieces.code_of(pieces.cells_of(code)) for code in fleet)))


def check(puzzle: Puzzle) -> Puzzle:
    w, h = puzzle.w, puzzle.h
    for k, count in enumerate(puzzle.columns):
        if count is not None and not (count == numbers.QUESTION or 0 <= count <= h):
            raise ValueError(f"Column {k + 1}'s count is more than its {h} cells")
    for k, count in enumerate(puzzle.rows):
        if count is not None and not (count == numbers.QUESTION or 0 <= count <= w):
            raise ValueError(f"Row {k + 1}'s count is more than its {w} cells")
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue != SHIP and not 0 <= clue <= 10:
            raise ValueError(f"Row {i // w + 1}, column {i % w + 1}: a clue is 0 (water) or a ship's part 1 to 10")
    if not puzzle.fleet:
        raise ValueError("The fleet has no ship")
    ships = puzzle.ships()
    if any(not connected(ship) for ship in ships):
        raise ValueError("A ship of the fleet is in pieces")
    if sum(len(ship) for ship in ships) > w * h:
        raise ValueError("The fleet has more cells than the grid")
    return puzzle


def connected(cells) -> bool:
    cells = set(cells)
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for step in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if step in cells and step not in seen:
                seen.add(step)
                todo.append(step)
    return len(seen) == len(cells)


def encode(puzzle: Puzzle) -> str:
    counts = numbers.encode_number16(list(puzzle.columns) + list(puzzle.rows))
    body = counts + numbers.encode_number16(list(puzzle.clues)) + pieces.encode_bank(puzzle.fleet, PRESETS)
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``clues`` per cell: null, 0 water, 1-10 a ship's part (``PARTS``), -2 a ship cell; ``columns`` and
    ``rows`` the counts (null: none); ``fleet`` the ships as pzprjs's piece codes."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues), "columns": list(puzzle.columns),
            "rows": list(puzzle.rows), "fleet": list(puzzle.fleet)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Battleships", "clues", "clues")
    columns, rows, fleet = data.get("columns"), data.get("rows"), data.get("fleet")
    if not isinstance(columns, list) or len(columns) != w or not isinstance(rows, list) or len(rows) != h:
        raise ValueError(f"The model needs {w} column counts and {h} row counts")
    if any(x is not None and type(x) is not int for x in clues + columns + rows):
        raise ValueError("A clue or a count is a whole number or null")
    if not isinstance(fleet, list) or len(fleet) > pieces.MAX_PIECES or not all(isinstance(code, str) for code in fleet):
        raise ValueError("The fleet is a list of pzprjs's piece codes")
    codes = tuple(pieces.code_of(pieces.cells_of(code)) for code in fleet)
    return check(Puzzle(w, h, tuple(clues), tuple(columns), tuple(rows), codes))


def solution_pzprv3(puzzle: Puzzle, ships: Shading) -> str:
    """pzprjs's file: the fleet, the counts and clues (a corner, the column counts, then each row's count
    and clues), ``#`` ship cells and ``+`` water, and a 0 for each piece of the bank (none crossed off)."""
    w, h = puzzle.w, puzzle.h

    def token(x):
        return "." if x is None else "-" if x == numbers.QUESTION else str(x)

    given = [["."] + [token(x) for x in puzzle.columns]]
    given += [[token(puzzle.rows[r])] + [token(x) for x in puzzle.clues[r * w : (r + 1) * w]] for r in range(h)]
    marks = [["." if puzzle.clues[r * w + c] is not None else "#" if ships[r * w + c] else "+" for c in range(w)]
             for r in range(h)]
    header = tuple(pieces.bank_lines(puzzle.fleet, PRESETS))
    lines = pzprv3.text(PID, h, w, [given, marks], header=header)
    return lines + " ".join("0" for _ in puzzle.fleet) + " /"


def clue_letter(clue: int) -> str:
    return "~" if clue == WATER else "?" if clue == SHIP else PARTS[clue][0]


def render(puzzle: Puzzle, ships: Shading | None = None) -> str:
    """Counts above and left, clues as letters (``~`` water, ``^ v < > + o`` parts, ``?`` a ship cell),
    ``#`` a ship cell, ``.`` water; the fleet's sizes below."""
    w, h = puzzle.w, puzzle.h
    labels = [clue_letter(x) if x is not None else "#" if ships and ships[i] else "." for i, x in enumerate(puzzle.clues)]
    counts = [("" if x is None else "?" if x == numbers.QUESTION else str(x)) for x in puzzle.columns + puzzle.rows]
    width = max(1, *(len(c) for c in counts))
    lines = [" ".join([" " * width] + [c.rjust(width) for c in counts[:w]]).rstrip()]
    for r in range(h):
        lines.append(" ".join([counts[w + r].rjust(width)] + [x.rjust(width) for x in labels[r * w : (r + 1) * w]]))
    sizes = sorted((len(ship) for ship in puzzle.ships()), reverse=True)
    lines.append("Fleet: " + " ".join(str(n) for n in sizes))
    return "\n".join(lines) + "\n"


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: the counts outside, the clues' parts, the answer's ships shaded (``?``: unknown)."""
    w, h = puzzle.w, puzzle.h
    drawn = Board(w, h)
    drawn.outside([None if x is None else "?" if x == numbers.QUESTION else str(x) for x in puzzle.columns],
                  [None if x is None else "?" if x == numbers.QUESTION else str(x) for x in puzzle.rows])
    sizes = sorted((len(ship) for ship in puzzle.ships()), reverse=True)
    drawn.say(f"Fleet: {', '.join(str(n) for n in sizes)} cells" + ("" if all(is_line(s) for s in puzzle.ships())
                                                                    else " (not all straight: see the URL's pieces)"))
    marks = answer_marks(answer, w, h) if answer is not None else [None] * (w * h)
    for i, (clue, mark) in enumerate(zip(puzzle.clues, marks)):
        if clue is not None:
            drawn.text(i, "≈" if clue == WATER else "?" if clue == SHIP else PARTS[clue][1])
            if clue != WATER:
                drawn.fill(i, "clue")
        elif mark == "#":
            drawn.fill(i, "shaded")
        elif mark == ".":
            drawn.mark(i, "dot", answer=True)
        elif mark == "?":
            drawn.unknown(i)
    return drawn.json()


def is_line(cells) -> bool:
    return len({r for r, _ in cells}) == 1 or len({c for _, c in cells}) == 1

