"""Heyawake's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from dataclasses import dataclass

from ...puzzlink import borders, cells, numbers, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text

PID = "heyawake"
MAX_CLUE = 12287  # the largest room number pzprjs's number16 code writes with our reader's widths


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    regions: tuple[int, ...]  # per cell row by row: its room, numbered in the order of their first cell
    clues: tuple[int | None, ...]  # per room: its number, numbers.QUESTION, or None


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?heyawake/6/6/lll155007rs12222j``).

    pzprjs's Heyawake code: the walls between rooms (as LITS's), then one number16 clue a room,
    rooms in the order of their first cell.
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Heyawake")
    if link.flags:
        raise ValueError(f"Heyawake's URL has no '{link.flags[0]}' part before its size")
    regions, rest = borders.decode_border(link.body, link.cols, link.rows)
    clues, rest = numbers.decode_number16(rest, max(regions) + 1)
    if rest:
        raise ValueError("The URL has more room numbers than the grid has rooms")
    return Puzzle(link.cols, link.rows, tuple(regions), tuple(clues))


def encode(puzzle: Puzzle) -> str:
    body = borders.encode_border(list(puzzle.regions), puzzle.w, puzzle.h) + numbers.encode_number16(list(puzzle.clues))
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``regions`` a room number per cell; ``clues`` a number per cell (-2 a ``?``, null none), each room's
    in its top cell (pzprjs's, ``top_cells``); ``from_model`` takes a room's number from any of its cells."""
    clues: list[int | None] = [None] * (puzzle.w * puzzle.h)
    for room, cell in enumerate(top_cells(puzzle)):
        clues[cell] = puzzle.clues[room]
    return {"w": puzzle.w, "h": puzzle.h, "regions": list(puzzle.regions), "clues": clues}


def from_model(data) -> Puzzle:
    w, h, regions = url.model_grid(data, "A Heyawake", "regions", "room numbers")
    clues = data.get("clues")
    if any(type(x) is not int for x in regions):
        raise ValueError(f"The model needs {w * h} room numbers")
    if not isinstance(clues, list) or len(clues) != w * h:
        raise ValueError(f"The model needs {w * h} clues (a number, -2 for '?', or null)")
    if any(x is not None and (type(x) is not int or not (0 <= x <= MAX_CLUE or x == numbers.QUESTION)) for x in clues):
        raise ValueError(f"A room's number is from 0 to {MAX_CLUE}, -2 for a '?', or null")
    # Renumbered from the walls they make, so a room split in two pieces counts as two.
    beside = [regions[r * w + c] != regions[r * w + c + 1] for r in range(h) for c in range(w - 1)]
    below = [regions[r * w + c] != regions[(r + 1) * w + c] for r in range(h - 1) for c in range(w)]
    rooms = borders.regions_of(beside, below, w, h)
    room_clues: list[int | None] = [None] * (max(rooms) + 1)
    where: dict[int, int] = {}
    for i, clue in enumerate(clues):
        if clue is None:
            continue
        room = rooms[i]
        if room in where:
            first = where[room]
            raise ValueError(f"The room of row {first // w + 1}, column {first % w + 1} has a second number"
                             f" in row {i // w + 1}, column {i % w + 1}")
        where[room], room_clues[room] = i, clue
    return Puzzle(w, h, tuple(rooms), tuple(room_clues))


def top_cells(puzzle: Puzzle) -> list[int]:
    """The cell each room's number stands in: pzprjs's "top" cell, the highest of the room's leftmost column."""
    tops: dict[int, int] = {}
    for i, x in enumerate(puzzle.regions):
        if x not in tops or (i % puzzle.w, i // puzzle.w) < (tops[x] % puzzle.w, tops[x] // puzzle.w):
            tops[x] = i
    return [tops[x] for x in range(len(tops))]


def clue_text(clue: int) -> str:
    return "?" if clue == numbers.QUESTION else str(clue)


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: the rooms (their count, then each cell's), the numbers in their top cells, then ``#`` and ``+``."""
    w, h = puzzle.w, puzzle.h
    rooms = [[str(x) for x in puzzle.regions[r * w : (r + 1) * w]] for r in range(h)]
    tokens = ["."] * (w * h)
    for top, clue in zip(top_cells(puzzle), puzzle.clues):
        if clue is not None:
            tokens[top] = "-" if clue == numbers.QUESTION else str(clue)
    clues = [tokens[r * w : (r + 1) * w] for r in range(h)]
    marks = [["#" if shading[r * w + c] else "+" for c in range(w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [rooms, clues, marks], header=(str(max(puzzle.regions) + 1),))


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """Each cell's room as a letter, a room's number in its top cell, ``#`` for a shaded cell."""
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    marks = [letters[x % len(letters)] for x in puzzle.regions]
    for top, clue in zip(top_cells(puzzle), puzzle.clues):
        if clue is not None:
            marks[top] = clue_text(clue)
    if shading:
        marks = ["#" if on else mark for on, mark in zip(shading, marks)]
    width = max(len(mark) for mark in marks)
    return "".join(" ".join(m.rjust(width) for m in marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The rooms with their numbers; the answer's shaded cells, ``?`` cells as unknown."""
    drawing = Board(puzzle.w, puzzle.h, regions=puzzle.regions)
    for top, clue in zip(top_cells(puzzle), puzzle.clues):
        if clue is not None:
            drawing.text(top, clue_text(clue))
    for i, mark in enumerate(cells.answer_marks(answer, puzzle.w, puzzle.h) if answer else ()):
        if mark == "#":
            drawing.fill(i, "shaded")
        elif mark == "?":
            drawing.unknown(i)
    return drawing.json()
