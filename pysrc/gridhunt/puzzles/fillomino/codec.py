"""Fillomino's types and formats: the puzz.link URL, the model, the solution's JSON, text, pzprv3 file and board."""

from dataclasses import dataclass

from ...puzzlink import borders, numbers, pzprv3, url
from ...puzzlink.cells import links
from ...puzzlink.board import Board

PID = "fillomino"
TRI_LIMIT = 3  # pzprjs's "t" option: no region larger than this

Numbers = tuple[int, ...]  # a solution: each cell's number (its region's size), row by row


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: a size, numbers.QUESTION, or None (blank)
    beside: tuple[bool, ...]  # given walls right of each cell but the last of its row, row by row
    below: tuple[bool, ...]  # given walls below each cell of every row but the last
    tri: bool = False  # pzprjs's "t" option: every region has at most three cells

    def walled(self, i: int, j: int) -> bool:
        """Whether a given wall stands between side-by-side cells i < j."""
        w = self.w
        if j == i + 1 and j % w:  # side by side in a row (in a one-column grid, i + 1 is below)
            return self.beside[(i // w) * (w - 1) + i % w]
        return self.below[i]

    @property
    def largest(self) -> int:
        """The largest number a cell may hold."""
        return TRI_LIMIT if self.tri else self.w * self.h


def checked(puzzle: Puzzle) -> Puzzle:
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue != numbers.QUESTION and not 1 <= clue <= puzzle.largest:
            r, c = divmod(i, puzzle.w)
            raise ValueError(f"The clue {clue} in row {r + 1}, column {c + 1} is not 1 to {puzzle.largest}")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h``).

    pzprjs's Fillomino code: the clues in number16 (``.`` a ``?``), then the given walls in its
    border code when there are any; ``fillomino/t/...`` keeps every region to three cells.
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Fillomino")
    if link.flags not in ((), ("t",)):
        raise ValueError(f"Fillomino has no option '{'/'.join(link.flags)}'")
    w, h = link.cols, link.rows
    clues, rest = numbers.decode_number16(link.body, w * h)
    beside, below = [False] * ((w - 1) * h), [False] * (w * (h - 1))
    if rest:
        beside, below, rest = borders.decode_walls(rest, w, h)
        if rest:
            raise ValueError("The URL has more walls than its grid")
    return checked(Puzzle(w, h, tuple(clues), tuple(beside), tuple(below), link.flags == ("t",)))


def encode(puzzle: Puzzle) -> str:
    body = numbers.encode_number16(list(puzzle.clues))
    if any(puzzle.beside) or any(puzzle.below):
        body += borders.encode_walls(list(puzzle.beside), list(puzzle.below))
    return url.build(PID, puzzle.w, puzzle.h, body, ("t",) if puzzle.tri else ())


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell the size, -2 for ``?``, null for blank; ``beside``/``below``: the given walls, 1 or 0."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues),
            "beside": [int(x) for x in puzzle.beside], "below": [int(x) for x in puzzle.below], "tri": puzzle.tri}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Fillomino", "clues", "clues (a number, -2 for '?', or null)")
    if any(x is not None and type(x) is not int for x in clues):
        raise ValueError(f"The model needs {w * h} clues (a number, -2 for '?', or null)")
    walls = url.model_edges(data, w, h, "walls")
    tri = data.get("tri", False)
    if type(tri) is not bool:
        raise ValueError("The model's 'tri' is true or false")
    return checked(Puzzle(w, h, tuple(clues), walls[0], walls[1], tri))


def solution_json(puzzle: Puzzle, solution: Numbers) -> list[list[int]]:
    """Rows of numbers: each cell's region size."""
    return [list(solution[r * puzzle.w : (r + 1) * puzzle.w]) for r in range(puzzle.h)]


def solution_from_json(puzzle: Puzzle, data) -> Numbers:
    w, h = puzzle.w, puzzle.h
    if not isinstance(data, list) or len(data) != h or not all(isinstance(row, list) and len(row) == w for row in data):
        raise ValueError(f"A solution is {h} rows of {w} numbers")
    if any(type(x) is not int or not 1 <= x <= puzzle.largest for row in data for x in row):
        raise ValueError(f"A solution's numbers are 1 to {puzzle.largest}")
    return tuple(x for row in data for x in row)


def solution_text(puzzle: Puzzle, solution: Numbers) -> str:
    """Rows joined by ``/``: digits, or numbers and commas when one has two digits."""
    between = "," if max(solution) > 9 else ""
    return "/".join(between.join(str(x) for x in row) for row in solution_json(puzzle, solution))


def solution_pzprv3(puzzle: Puzzle, solution: Numbers) -> str:
    """pzprjs's file: ``t`` when so, the clues (``-`` a ``?``), the numbers written in, then the walls
    (``X`` given, ``1`` drawn between different numbers, ``0`` none), beside and then below."""
    w, h = puzzle.w, puzzle.h
    clues = ["-" if x == numbers.QUESTION else "." if x is None else str(x) for x in puzzle.clues]
    written = ["." if x is not None else str(n) for x, n in zip(puzzle.clues, solution)]
    beside = [["X" if puzzle.beside[r * (w - 1) + c] else "1" if solution[r * w + c] != solution[r * w + c + 1] else "0"
               for c in range(w - 1)] for r in range(h)]
    below = [["X" if puzzle.below[r * w + c] else "1" if solution[r * w + c] != solution[r * w + c + w] else "0"
              for c in range(w)] for r in range(h - 1)]
    grids = [[clues[r * w : (r + 1) * w] for r in range(h)], [written[r * w : (r + 1) * w] for r in range(h)]]
    return pzprv3.text(PID, h, w, grids + [beside, below], header=("t",) if puzzle.tri else ())


def clue_text(clue: int | None) -> str:
    return "?" if clue == numbers.QUESTION else "." if clue is None else str(clue)


def render(puzzle: Puzzle, solution: Numbers | None = None) -> str:
    """The clues (``.`` blank, ``?``), or with a solution every cell's number."""
    marks = [str(n) for n in solution] if solution else [clue_text(x) for x in puzzle.clues]
    width = max(len(m) for m in marks)
    return "".join(" ".join(f"{m:>{width}}" for m in marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The clues and given walls, and the answer's numbers in the open cells with walls between its
    regions; ``answer`` is the solution JSON or the ``certain`` JSON (``"?"`` a number that differs)."""
    w, h = puzzle.w, puzzle.h
    shown = [None] * (w * h)
    if answer is not None:
        shown = [x if type(x) is int else None for x in answers_of(puzzle, answer)]
    drawn = Board(w, h, regions_from(shown, puzzle) if answer is not None else None)
    for i, j in links(w, h):
        if puzzle.walled(i, j):
            drawn.wall(i, j)
    for i, clue in enumerate(puzzle.clues):
        if clue is not None:
            drawn.text(i, clue_text(clue))
        elif shown[i] is not None:
            drawn.text(i, str(shown[i]), answer=True)
        elif answer is not None:
            drawn.unknown(i)
    return drawn.json()


def answers_of(puzzle: Puzzle, answer) -> list:
    """The answer's values cell by cell, ``?`` kept (a ``certain`` reply) and checked like a solution."""
    w, h = puzzle.w, puzzle.h
    if not isinstance(answer, list) or len(answer) != h or not all(isinstance(row, list) and len(row) == w for row in answer):
        raise ValueError(f"An answer is {h} rows of {w} numbers")
    if any(x != "?" and (type(x) is not int or not 1 <= x <= puzzle.largest) for row in answer for x in row):
        raise ValueError(f"An answer's numbers are 1 to {puzzle.largest}, or '?'")
    return [x for row in answer for x in row]


def regions_from(shown: list[int | None], puzzle: Puzzle) -> list[int | None]:
    """Regions for the walls between known numbers: side-by-side cells of one number (and no given wall
    between them) share one; a cell of unknown number has none."""
    w, h = puzzle.w, puzzle.h
    beside = [shown[i] != shown[i + 1] or shown[i] is None or puzzle.beside[r * (w - 1) + c]
              for r in range(h) for c in range(w - 1) for i in [r * w + c]]
    below = [shown[i] != shown[i + w] or shown[i] is None or puzzle.below[i] for i in range(w * (h - 1))]
    regions = borders.regions_of(beside, below, w, h)
    return [None if shown[i] is None else x for i, x in enumerate(regions)]
