"""Country Road's types and formats: the puzz.link URL, the model, the loop's JSON, text and pzprv3 file.

The URL's body: the walls between rooms (``puzzlink/borders.py``), then one number16 clue a room
(``puzzlink/numbers.py``), rooms in the order of their first cell. An ``e`` flag before the size
(pzprjs's "country_empty") lets the loop leave rooms out.
"""

from dataclasses import dataclass

from ...puzzlink import lines, pzprv3, rooms, url
from ...puzzlink.rooms import clue_text  # noqa: F401 (the face's)
from ...puzzlink.lines import Lines

PID = "country"


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
    cells, clues = rooms.decode_body(link.body, link.cols, link.rows)
    return Puzzle(link.cols, link.rows, tuple(cells), tuple(clues), "e" in link.flags)


def encode(puzzle: Puzzle) -> str:
    body = rooms.encode_body(puzzle.rooms, puzzle.clues, puzzle.w, puzzle.h)
    return url.build(PID, puzzle.w, puzzle.h, body, ("e",) if puzzle.empty else ())


def model(puzzle: Puzzle) -> dict:
    """``rooms`` a room number per cell; ``clues`` a number per cell (-2 a ``?``, null none), each room's in its
    top cell; ``empty`` the e flag. ``from_model`` takes a room's number from any of its cells."""
    clues = rooms.cell_clues(puzzle.rooms, puzzle.clues, puzzle.w)
    return {"w": puzzle.w, "h": puzzle.h, "rooms": list(puzzle.rooms), "clues": clues, "empty": puzzle.empty}


def from_model(data) -> Puzzle:
    w, h, cells, clues = rooms.from_cells(data, "A Country Road", "rooms")
    empty = data.get("empty", False)
    if type(empty) is not bool:
        raise ValueError("empty is true or false")
    return Puzzle(w, h, tuple(cells), tuple(clues), empty)


def solution_json(puzzle: Puzzle, loop: Lines) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the loop links two cells."""
    return lines.lines_json(loop)


def solution_from_json(puzzle: Puzzle, data) -> Lines:
    return lines.lines_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, loop: Lines) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, loop).splitlines())


def solution_pzprv3(puzzle: Puzzle, loop: Lines) -> str:
    """pzprjs's file: the e flag's line when set (a version 1 file), the rooms (their count, then each
    cell's), the numbers in their top cells, the loop's links, then no cell marks."""
    w, h = puzzle.w, puzzle.h
    count, grid, clues = rooms.pzprv3_grids(puzzle.rooms, puzzle.clues, w, h)
    blank = [["0"] * w for _ in range(h)]
    if not puzzle.empty:
        return pzprv3.text(PID, h, w, [grid, clues, *lines.pzprv3_grids(loop), blank], header=(count,))
    text = pzprv3.text(PID, h, w, [grid, clues, *lines.pzprv3_grids(loop), blank], header=("country_empty", count))
    return "pzprv3.1" + text[len("pzprv3") :]


def render(puzzle: Puzzle, loop: Lines | None = None) -> str:
    """Each cell's room as a letter, a room's number in its top cell; ``-`` and ``|`` the loop."""
    marks = rooms.letters(puzzle.rooms, puzzle.clues, puzzle.w)
    width = max(len(mark) for mark in marks)
    return lines.render(loop, puzzle.w, puzzle.h, lambda i: marks[i], width)
