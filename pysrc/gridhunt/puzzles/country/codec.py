"""Country Road's types and formats: the puzz.link URL, the model, the loop's JSON, text and pzprv3 file.

The URL's body: the walls between rooms (``puzzlink/borders.py``), then one number16 clue a room
(``puzzlink/numbers.py``), rooms in the order of their first cell. An ``e`` flag before the size
(pzprjs's "country_empty") lets the loop leave rooms out.
"""

from dataclasses import dataclass

from ...puzzlink import borders, lines, numbers, pzprv3, url
from ...puzzlink.lines import Lines

PID = "country"
MAX_CLUE = 12287  # the largest room number our number16 reader takes
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    rooms: tuple[int, ...]  # per cell row by row: its room, numbered in the order of their first cell
    clues: tuple[int | None, ...]  # per room: its number, numbers.QUESTION, or None
    empty: bool = False  # pzprjs's "e" flag: rooms the loop does not visit are allowed


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?country/5/5/amda0uf02h12h``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Country Road")
    if any(flag not in ("e", "") for flag in link.flags):
        raise ValueError(f"Country Road's URL has no '{link.flags[0]}' part before its size")
    rooms, rest = borders.decode_border(link.body, link.cols, link.rows)
    clues, rest = numbers.decode_number16(rest, max(rooms) + 1)
    if rest:
        raise ValueError("The URL has more room numbers than the grid has rooms")
    return Puzzle(link.cols, link.rows, tuple(rooms), tuple(clues), "e" in link.flags)


def encode(puzzle: Puzzle) -> str:
    body = borders.encode_border(list(puzzle.rooms), puzzle.w, puzzle.h) + numbers.encode_number16(list(puzzle.clues))
    return url.build(PID, puzzle.w, puzzle.h, body, ("e",) if puzzle.empty else ())


def model(puzzle: Puzzle) -> dict:
    """``rooms`` a room number per cell; ``clues`` a number per cell (-2 a ``?``, null none), each room's in its
    top cell; ``empty`` the e flag. ``from_model`` takes a room's number from any of its cells."""
    clues: list[int | None] = [None] * (puzzle.w * puzzle.h)
    for room, cell in enumerate(borders.top_cells(puzzle.rooms, puzzle.w)):
        clues[cell] = puzzle.clues[room]
    return {"w": puzzle.w, "h": puzzle.h, "rooms": list(puzzle.rooms), "clues": clues, "empty": puzzle.empty}


def from_model(data) -> Puzzle:
    w, h, rooms = url.model_grid(data, "A Country Road", "rooms", "room numbers")
    clues, empty = data.get("clues"), data.get("empty", False)
    if any(type(x) is not int for x in rooms):
        raise ValueError(f"The model needs {w * h} room numbers")
    if not isinstance(clues, list) or len(clues) != w * h:
        raise ValueError(f"The model needs {w * h} clues (a number, -2 for '?', or null)")
    if any(x is not None and (type(x) is not int or not (0 <= x <= MAX_CLUE or x == numbers.QUESTION)) for x in clues):
        raise ValueError(f"A room's number is from 0 to {MAX_CLUE}, -2 for a '?', or null")
    if type(empty) is not bool:
        raise ValueError("empty is true or false")
    beside = [rooms[r * w + c] != rooms[r * w + c + 1] for r in range(h) for c in range(w - 1)]
    below = [rooms[r * w + c] != rooms[(r + 1) * w + c] for r in range(h - 1) for c in range(w)]
    rooms = borders.regions_of(beside, below, w, h)
    room_clues: list[int | None] = [None] * (max(rooms) + 1)
    where: dict[int, int] = {}
    for i, clue in enumerate(clues):
        if clue is None:
            continue
        if rooms[i] in where:
            first = where[rooms[i]]
            raise ValueError(f"The room of row {first // w + 1}, column {first % w + 1} has a second number"
                             f" in row {i // w + 1}, column {i % w + 1}")
        where[rooms[i]], room_clues[rooms[i]] = i, clue
    return Puzzle(w, h, tuple(rooms), tuple(room_clues), empty)


def solution_json(puzzle: Puzzle, loop: Lines) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the loop links two cells."""
    return lines.lines_json(loop)


def solution_from_json(puzzle: Puzzle, data) -> Lines:
    return lines.lines_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, loop: Lines) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, loop).splitlines())


def clue_text(clue: int) -> str:
    return "?" if clue == numbers.QUESTION else str(clue)


def solution_pzprv3(puzzle: Puzzle, loop: Lines) -> str:
    """pzprjs's file: the e flag's line when set (a version 1 file), the rooms (their count, then each
    cell's), the numbers in their top cells, the loop's links, then no cell marks."""
    w, h = puzzle.w, puzzle.h
    rooms = [[str(x) for x in puzzle.rooms[r * w : (r + 1) * w]] for r in range(h)]
    tokens = ["."] * (w * h)
    for top, clue in zip(borders.top_cells(puzzle.rooms, w), puzzle.clues):
        if clue is not None:
            tokens[top] = "-" if clue == numbers.QUESTION else str(clue)
    clues = [tokens[r * w : (r + 1) * w] for r in range(h)]
    blank = [["0"] * w for _ in range(h)]
    count = str(max(puzzle.rooms) + 1)
    if not puzzle.empty:
        return pzprv3.text(PID, h, w, [rooms, clues, *lines.pzprv3_grids(loop), blank], header=(count,))
    text = pzprv3.text(PID, h, w, [rooms, clues, *lines.pzprv3_grids(loop), blank], header=("country_empty", count))
    return "pzprv3.1" + text[len("pzprv3") :]


def render(puzzle: Puzzle, loop: Lines | None = None) -> str:
    """Each cell's room as a letter, a room's number in its top cell; ``-`` and ``|`` the loop."""
    marks = [LETTERS[x % len(LETTERS)] for x in puzzle.rooms]
    for top, clue in zip(borders.top_cells(puzzle.rooms, puzzle.w), puzzle.clues):
        if clue is not None:
            marks[top] = clue_text(clue)
    width = max(len(mark) for mark in marks)
    return lines.render(loop, puzzle.w, puzzle.h, lambda i: marks[i], width)
