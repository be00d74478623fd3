"""Hashiwokakero's types and formats: the puzz.link URL, the model, the bridges' JSON, text and pzprv3 file."""

from dataclasses import dataclass

from ...puzzlink import numbers, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.numbers import QUESTION

PID = "hashi"  # the name puzz.link writes in its URLs (``hashikake`` and ``bridges`` read as it too)
FILE_PID = "hashikake"  # the name pzprjs writes in its files
MAX_CLUE = 8  # four sides, two bridges each


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: an island's number, QUESTION, or None (water)


@dataclass(frozen=True)
class Bridges:
    """How many bridges (0, 1 or 2) cross each side between two side-by-side cells, as pzprjs's file has them:
    a bridge over water crosses every side along its way."""
    across: tuple[tuple[int, ...], ...]  # h rows of w - 1: cell (r, c) to (r, c + 1)
    down: tuple[tuple[int, ...], ...]  # h - 1 rows of w: cell (r, c) to (r + 1, c)


def checked(puzzle: Puzzle) -> Puzzle:
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue != QUESTION and not 1 <= clue <= MAX_CLUE:
            r, c = divmod(i, puzzle.w)
            raise ValueError(f"The island in row {r + 1}, column {c + 1} has {clue}: an island's number is 1 to {MAX_CLUE}")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3``): number16 clues."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Hashiwokakero")
    if link.flags:
        raise ValueError(f"Hashiwokakero's URL has no '{link.flags[0]}' part before its size")
    clues = numbers.number16_cells(link.body, link.cols * link.rows)
    return checked(Puzzle(link.cols, link.rows, tuple(clues)))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, numbers.encode_number16(list(puzzle.clues)))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell an island's number, -2 for a ``?`` island, or null (water)."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Hashiwokakero", "clues", "clues (1 to 8, -2 for '?', or null)")
    if any(x is not None and type(x) is not int for x in clues):
        raise ValueError(f"The model needs {w * h} clues (1 to 8, -2 for '?', or null)")
    return checked(Puzzle(w, h, tuple(clues)))


def solution_json(puzzle: Puzzle, found: Bridges) -> dict:
    """``across``: h rows of w - 1 digits, the bridges between a cell and the one on its right; ``down``:
    h - 1 rows of w, to the one below."""
    return {"across": ["".join(map(str, row)) for row in found.across],
            "down": ["".join(map(str, row)) for row in found.down]}


def solution_from_json(puzzle: Puzzle, data) -> Bridges:
    w, h = puzzle.w, puzzle.h
    if not isinstance(data, dict):
        raise ValueError("Bridges are {across, down}")
    across, down = data.get("across"), data.get("down")
    for rows, n, m in ((across, h, w - 1), (down, h - 1, w)):
        if not isinstance(rows, list) or len(rows) != n or any(not isinstance(r, str) or len(r) != m for r in rows):
            raise ValueError(f"The bridges' across is {h} rows of {w - 1} digits, their down {h - 1} rows of {w}")
        if any(ch not in "012" for r in rows for ch in r):
            raise ValueError("The bridges' digits are 0, 1 and 2")
    return Bridges(tuple(tuple(map(int, r)) for r in across), tuple(tuple(map(int, r)) for r in down))


def solution_text(puzzle: Puzzle, found: Bridges) -> str:
    data = solution_json(puzzle, found)
    return "/".join(data["across"]) + " " + "/".join(data["down"])


def clue_token(clue: int | None) -> str:
    return "." if clue is None else "-" if clue == QUESTION else str(clue)


def solution_pzprv3(puzzle: Puzzle, found: Bridges) -> str:
    """pzprjs's file: the islands (``-`` a ``?``, ``.`` water), then the bridges over each cell's right side,
    then over its bottom side."""
    w, h = puzzle.w, puzzle.h
    clues = [[clue_token(puzzle.clues[r * w + c]) for c in range(w)] for r in range(h)]
    return pzprv3.text(FILE_PID, h, w, [clues, [[str(x) for x in row] for row in found.across],
                                   [[str(x) for x in row] for row in found.down]])


ACROSS = " -="  # a picture's mark for 0, 1 and 2 bridges to the right
DOWN = ' |"'  # ... and down


def render(puzzle: Puzzle, found: Bridges | None = None) -> str:
    """Each island's number (``?``; ``.`` water), ``-`` and ``=`` for one and two bridges across, ``|`` and ``"`` down
    (drawn over the water they cross too)."""
    w, h = puzzle.w, puzzle.h
    out = []
    for r in range(h):
        row = ""
        for c in range(w):
            if c:
                row += ACROSS[found.across[r][c - 1]] if found else " "
            clue = puzzle.clues[r * w + c]
            over = found and clue is None and (found.across[r][c] if c + 1 < w else 0)
            under = found and clue is None and (found.down[r][c] if r + 1 < h else 0)
            row += ACROSS[over] if over else DOWN[under] if under else clue_token(clue).replace("-", "?")
        out.append(row.rstrip())
        if r + 1 < h:
            out.append(" ".join(DOWN[found.down[r][c]] if found else " " for c in range(w)).rstrip())
    return "\n".join(out) + "\n"


def board(puzzle: Puzzle, answer=None) -> dict:
    """The islands (circled numbers); the answer's bridges, doubled where two, faint where they differ (``?``)."""
    w, h = puzzle.w, puzzle.h
    drawing = Board(w, h)
    for i, clue in enumerate(puzzle.clues):
        if clue is not None:
            drawing.text(i, "?" if clue == QUESTION else str(clue))
            drawing.mark(i, "circle")
    if answer is None:
        return drawing.json()
    if not isinstance(answer, dict):
        raise ValueError("Bridges are {across, down}")
    for rows, n, m in ((answer.get("across"), h, w - 1), (answer.get("down"), h - 1, w)):
        if not isinstance(rows, list) or len(rows) != n or any(not isinstance(r, str) or len(r) != m for r in rows):
            raise ValueError(f"The bridges' across is {h} rows of {w - 1} digits, their down {h - 1} rows of {w}")
        if any(ch not in "012?" for r in rows for ch in r):
            raise ValueError("The bridges' digits are 0, 1, 2 and ?")
    for step, rows in ((1, answer["across"]), (w, answer["down"])):
        for r, row in enumerate(rows):
            for c, mark in enumerate(row):
                i = r * w + c
                if mark == "?":
                    drawing.line(i, i + step, maybe=True)
                elif mark != "0":
                    drawing.line(i, i + step, double=mark == "2")
    return drawing.json()
