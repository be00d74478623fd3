"""Pentominous' types and formats: the puzz.link URL, the model, the walls' JSON, text, pzprv3 file and board."""

from dataclasses import dataclass

from ...puzzlink import borders, numbers, pieces, pzprv3, url, walls
from ...puzzlink.board import Board
from ...puzzlink.cells import links
from ...puzzlink.walls import Walls
from ...search.shapes import canonical

PID = "pentominous"
QUESTION = numbers.QUESTION
EMPTY = -3  # no cell of the grid (pzprjs blanks corners when the cell count is no multiple of five)
LETTERS = "FILNPTUVWXYZ"  # pzprjs's clue k is the pentomino LETTERS[k] (puzzlink/pieces.py's PENTOMINOES, in order)


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: a letter's index, QUESTION, EMPTY, or None
    beside: tuple[bool, ...]  # given walls between a cell and the one on its right, row by row
    below: tuple[bool, ...]  # given walls between a cell and the one below it

    @property
    def unused(self) -> frozenset[int]:
        return frozenset(i for i, x in enumerate(self.clues) if x == EMPTY)

    def walled(self, i: int, j: int) -> bool:
        """Whether a wall is given between side-by-side cells i < j."""
        r, c = divmod(i, self.w)
        return self.beside[r * (self.w - 1) + c] if j == i + 1 and j % self.w else self.below[i]  # one column: i + 1 is below


def checked(puzzle: Puzzle) -> Puzzle:
    for i, x in enumerate(puzzle.clues):
        if x is not None and x not in (QUESTION, EMPTY) and not 0 <= x < len(LETTERS):
            r, c = divmod(i, puzzle.w)
            raise ValueError(f"The clue {x} in row {r + 1}, column {c + 1} names no pentomino (0 to 11, F to Z)")
    if (puzzle.w * puzzle.h - len(puzzle.unused)) % 5:
        raise ValueError("The grid's cells do not make pentominoes: their count is no multiple of 5")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?pentominous/5/5/g4g2h4g4o4l``).

    pzprjs's code: the clues in number16 (0 to 11 the letters F to Z, 12 a blanked cell, ``.`` a
    ``?``), then the given walls in its border code when there are any.
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Pentominous")
    if link.flags:
        raise ValueError("Pentominous' URL has no options before its size")
    w, h = link.cols, link.rows
    clues, rest = numbers.decode_number16(link.body, w * h)
    beside, below = [False] * ((w - 1) * h), [False] * (w * (h - 1))
    if rest:
        beside, below, rest = borders.decode_walls(rest, w, h)
        if rest:
            raise ValueError("The URL has more walls than its grid")
    clues = [EMPTY if x == len(LETTERS) else x for x in clues]
    return checked(Puzzle(w, h, tuple(clues), tuple(beside), tuple(below)))


def encode(puzzle: Puzzle) -> str:
    body = numbers.encode_number16([len(LETTERS) if x == EMPTY else x for x in puzzle.clues])
    if any(puzzle.beside) or any(puzzle.below):
        body += borders.encode_walls(list(puzzle.beside), list(puzzle.below))
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell a letter's index (0 F to 11 Z), -2 for ``?``, -3 for no cell, or null;
    ``beside``/``below``: the given walls, 1 or 0."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues),
            "beside": [int(x) for x in puzzle.beside], "below": [int(x) for x in puzzle.below]}


def from_model(data) -> Puzzle:
    what = "clues (0 to 11 for F to Z, -2 for '?', -3 for no cell, or null)"
    w, h, clues = url.model_grid(data, "A Pentominous", "clues", what)
    if any(x is not None and type(x) is not int for x in clues):
        raise ValueError(f"The model needs {w * h} {what}")
    beside, below = url.model_edges(data, w, h, "walls")
    return checked(Puzzle(w, h, tuple(clues), beside, below))


solution_json = walls.solution_json
solution_from_json = walls.solution_from_json


def clue_text(x: int | None) -> str:
    return "." if x is None else "?" if x == QUESTION else "#" if x == EMPTY else LETTERS[x]


def solution_text(puzzle: Puzzle, found: Walls) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, found).splitlines())


def solution_pzprv3(puzzle: Puzzle, found: Walls) -> str:
    """pzprjs's file: the clues (``-`` a ``?``, ``*`` no cell, ``.`` none), the letters written in (none),
    then the walls across and down (``X`` given, ``1`` drawn, ``0`` none)."""
    w, h = puzzle.w, puzzle.h
    tokens = ["." if x is None else "-" if x == QUESTION else "*" if x == EMPTY else str(x) for x in puzzle.clues]
    across, down = walls.pzprv3_walls(found, w, h, puzzle.unused)
    for r, row in enumerate(across):
        for c in range(w - 1):
            if puzzle.beside[r * (w - 1) + c]:
                row[c] = "X"
    for r, row in enumerate(down):
        for c in range(w):
            if puzzle.below[r * w + c]:
                row[c] = "X"
    grid = [tokens[r * w : (r + 1) * w] for r in range(h)]
    return pzprv3.text(PID, h, w, [grid, [["."] * w for _ in range(h)], across, down])


def shape_letters(puzzle: Puzzle, found: Walls) -> list[str]:
    """Each cell's letter: its room's pentomino (``?`` a room of another shape or size, ``#`` no cell)."""
    names = {canonical(pieces.cells_of(code)): letter for code, letter in zip(pieces.PENTOMINOES, LETTERS)}
    w, h = puzzle.w, puzzle.h
    letters = ["#" if x == EMPTY else "?" for x in puzzle.clues]
    for room in walls.members(walls.rooms(found, w, h)):
        if not puzzle.unused.intersection(room):
            name = names.get(canonical(divmod(i, w) for i in room), "?")
            for i in room:
                letters[i] = name
    return letters


def render(puzzle: Puzzle, found: Walls | None = None) -> str:
    """The clues (``?``, ``#`` no cell, ``.`` blank); with an answer, every cell its pentomino's letter
    (rooms of one shape never touch, so the letters show the rooms)."""
    marks = shape_letters(puzzle, found) if found is not None else [clue_text(x) for x in puzzle.clues]
    return "".join(" ".join(marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The clues, blanked cells and given walls, and the answer's walls along the grid lines (a ``certain``
    reply's ``?`` faint)."""
    drawn = Board(puzzle.w, puzzle.h)
    for i, j in links(puzzle.w, puzzle.h):
        if puzzle.walled(i, j):
            drawn.wall(i, j)
    for i, x in enumerate(puzzle.clues):
        if x == EMPTY:
            drawn.fill(i, "wall")
        elif x is not None:
            drawn.text(i, clue_text(x))
    if answer is not None:
        walls.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
