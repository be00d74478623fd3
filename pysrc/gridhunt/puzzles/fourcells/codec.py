"""Four Cells' types and formats: the puzz.link URL, the model, the walls' JSON, text, pzprv3 file and board."""

from dataclasses import dataclass

from ...puzzlink import numbers, pzprv3, url, walls
from ...puzzlink.board import Board
from ...puzzlink.walls import Walls

PID = "fourcells"
QUESTION = numbers.QUESTION
EMPTY = -3  # no cell of the grid (pzprjs blanks corners when the cell count is no multiple of four)


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: 1 to 3, QUESTION, EMPTY, or None

    @property
    def unused(self) -> frozenset[int]:
        return frozenset(i for i, x in enumerate(self.clues) if x == EMPTY)


def checked(puzzle: Puzzle) -> Puzzle:
    for i, x in enumerate(puzzle.clues):
        if x is not None and x not in (QUESTION, EMPTY) and not 1 <= x <= 3:
            r, c = divmod(i, puzzle.w)
            raise ValueError(f"The {x} in row {r + 1}, column {c + 1} is no count of a cell's walls (1 to 3)")
    if (puzzle.w * puzzle.h - len(puzzle.unused)) % 4:
        raise ValueError("The grid's cells do not make blocks of four: their count is no multiple of 4")
    return puzzle


def decode_body(body: str, n: int) -> list[int | None]:
    """pzprjs's Four Cells code: a digit a clue (``7`` no cell), ``.`` a ``?``, ``a``-``z`` 1-26 blank cells."""
    clues: list[int | None] = []
    for ch in body:
        if len(clues) >= n:
            raise ValueError("The URL has more cells than its grid")
        if ch == "7":
            clues.append(EMPTY)
        elif ch == ".":
            clues.append(QUESTION)
        elif ch.isdigit():
            clues.append(int(ch))
        elif "a" <= ch <= "z":
            clues.extend([None] * (int(ch, 36) - 9))
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
    if len(clues) > n:
        raise ValueError("The URL has more cells than its grid")
    return clues + [None] * (n - len(clues))


def encode_body(clues: tuple[int | None, ...]) -> str:
    codes = ["7" if x == EMPTY else "." if x == QUESTION else None if x is None else str(x) for x in clues]
    return numbers.runs(codes, 26, "a")


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?fourcells/6/6/b1d2a3e3d1f2b2a3b2``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Four Cells")
    if link.flags:
        raise ValueError("Four Cells' URL has no options before its size")
    return checked(Puzzle(link.cols, link.rows, tuple(decode_body(link.body, link.cols * link.rows))))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, encode_body(puzzle.clues))


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell its count of walls, -2 for ``?``, -3 for no cell, or null."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Four Cells", "clues", "clues (1 to 3, -2 for '?', -3 for no cell, or null)")
    if any(x is not None and type(x) is not int for x in clues):
        raise ValueError(f"The model needs {w * h} clues (1 to 3, -2 for '?', -3 for no cell, or null)")
    return checked(Puzzle(w, h, tuple(clues)))


solution_json = walls.solution_json
solution_from_json = walls.solution_from_json


def labels(puzzle: Puzzle) -> list[str]:
    return ["" if x is None else "?" if x == QUESTION else "#" if x == EMPTY else str(x) for x in puzzle.clues]


def solution_text(puzzle: Puzzle, found: Walls) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, found).splitlines())


def solution_pzprv3(puzzle: Puzzle, found: Walls) -> str:
    """pzprjs's file: the clues (``-`` a ``?``, ``*`` no cell, ``.`` none), then the walls across and down."""
    w, h = puzzle.w, puzzle.h
    tokens = ["." if x is None else "-" if x == QUESTION else "*" if x == EMPTY else str(x) for x in puzzle.clues]
    grids = walls.pzprv3_walls(found, w, h, puzzle.unused)
    return pzprv3.text(PID, h, w, [[tokens[r * w : (r + 1) * w] for r in range(h)], *grids])


def render(puzzle: Puzzle, found: Walls | None = None) -> str:
    """Clues right-aligned (``?``, ``#`` no cell, ``.`` blank); with an answer, each blank cell its block's letter."""
    return walls.render_rooms(found, puzzle.w, puzzle.h, labels(puzzle))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The clues and blanked cells, and the answer's walls along the grid lines (a ``certain`` reply's ``?`` faint)."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, label in enumerate(labels(puzzle)):
        if label == "#":
            drawn.fill(i, "wall")
        elif label:
            drawn.text(i, label)
    if answer is not None:
        walls.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
