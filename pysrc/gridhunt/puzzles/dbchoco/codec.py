"""Double Choco's types and formats: the puzz.link URL, the model, the walls' JSON, text, pzprv3 file and board."""

from dataclasses import dataclass

from ...puzzlink import bits, numbers, pzprv3, url, walls
from ...puzzlink.board import Board
from ...puzzlink.walls import Walls

PID = "dbchoco"
QUESTION = numbers.QUESTION


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    grey: tuple[bool, ...]  # per cell row by row: a grey cell (else white)
    clues: tuple[int | None, ...]  # per cell: the size of its colour's part of its block, QUESTION, or None


def checked(puzzle: Puzzle) -> Puzzle:
    top = puzzle.w * puzzle.h // 2
    for i, x in enumerate(puzzle.clues):
        if x is not None and x != QUESTION and not 1 <= x <= top:
            r, c = divmod(i, puzzle.w)
            raise ValueError(f"The {x} in row {r + 1}, column {c + 1} is no half of a block on this grid (1 to {top})")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j``): the grey
    cells as bits, five to a base-32 digit, then the numbers in number16 (``.`` a ``?``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Double Choco")
    if link.flags:
        raise ValueError("Double Choco's URL has no options before its size")
    n = link.cols * link.rows
    grey, rest = bits.decode_bits(link.body, n, "grey cells")
    clues, rest = numbers.decode_number16(rest, n)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return checked(Puzzle(link.cols, link.rows, tuple(grey), tuple(clues)))


def encode(puzzle: Puzzle) -> str:
    body = bits.encode_bits(list(puzzle.grey)) + numbers.encode_number16(list(puzzle.clues))
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``grey``: per cell 1 (grey) or 0; ``clues``: per cell a size, -2 for ``?``, or null."""
    return {"w": puzzle.w, "h": puzzle.h, "grey": [int(x) for x in puzzle.grey], "clues": list(puzzle.clues)}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Double Choco", "clues", "clues (a size, -2 for '?', or null)")
    if any(x is not None and type(x) is not int for x in clues):
        raise ValueError(f"The model needs {w * h} clues (a size, -2 for '?', or null)")
    grey = data.get("grey")
    if not isinstance(grey, list) or len(grey) != w * h or any(x not in (0, 1) or type(x) is not int for x in grey):
        raise ValueError(f"The model's 'grey' is {w * h} values 0 or 1")
    return checked(Puzzle(w, h, tuple(x == 1 for x in grey), tuple(clues)))


def solution_json(puzzle: Puzzle, found: Walls) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` a wall between two cells."""
    return walls.walls_json(found)


def solution_from_json(puzzle: Puzzle, data) -> Walls:
    return walls.walls_from_json(data, puzzle.w, puzzle.h)


def labels(puzzle: Puzzle) -> list[str]:
    return ["" if x is None else "?" if x == QUESTION else str(x) for x in puzzle.clues]


def solution_text(puzzle: Puzzle, found: Walls) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, found).splitlines())


def solution_pzprv3(puzzle: Puzzle, found: Walls) -> str:
    """pzprjs's file: each cell ``-`` when grey, then its number (``0`` a ``?``; ``.`` a white cell with
    none), then the walls across and down (``1`` drawn)."""
    w, h = puzzle.w, puzzle.h
    tokens = [("-" if g else "") + ("0" if x == QUESTION else "" if x is None else str(x)) or "."
              for g, x in zip(puzzle.grey, puzzle.clues)]
    return pzprv3.text(PID, h, w, [[tokens[r * w : (r + 1) * w] for r in range(h)], *walls.lines.pzprv3_grids(found)])


def render(puzzle: Puzzle, found: Walls | None = None) -> str:
    """Numbers right-aligned (``?``); with an answer, each cell without one its block's letter, upper
    case when grey; without, ``#`` a grey cell and ``.`` a white one."""
    w, h = puzzle.w, puzzle.h
    if found is None:
        shown = [label or ("#" if g else ".") for g, label in zip(puzzle.grey, labels(puzzle))]
    else:
        room = walls.rooms(found, w, h)
        shown = [label or (walls.NAMES[room[i] % 26].upper() if g else walls.NAMES[room[i] % 26])
                 for i, (g, label) in enumerate(zip(puzzle.grey, labels(puzzle)))]
    width = max(len(x) for x in shown)
    return "".join(" ".join(x.rjust(width) for x in shown[r * w : (r + 1) * w]) + "\n" for r in range(h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The grey cells and numbers, and the answer's walls along the grid lines (a ``certain`` reply's ``?`` faint)."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, (g, label) in enumerate(zip(puzzle.grey, labels(puzzle))):
        if g:
            drawn.fill(i, "clue")
        if label:
            drawn.text(i, label)
    if answer is not None:
        walls.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
