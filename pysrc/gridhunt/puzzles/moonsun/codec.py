"""Moon or Sun's types and formats: the puzz.link URL, the model, the loop's JSON, text and pzprv3 file.

The URL's body: the walls between rooms (``puzzlink/borders.py``), then the marks in pzprjs's
circle code (``puzzlink/circles.py``): 0 none, 1 a sun, 2 a moon.
"""

from dataclasses import dataclass

from ...puzzlink import borders, lines, pzprv3, url
from ...puzzlink.circles import decode_circles, encode_circles
from ...puzzlink.lines import Lines
from ...puzzlink.rooms import renumbered

PID = "moonsun"
NONE, SUN, MOON = 0, 1, 2


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    rooms: tuple[int, ...]  # per cell row by row: its room, numbered in the order of their first cell
    marks: tuple[int, ...]  # per cell: NONE, SUN or MOON


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Moon or Sun")
    if link.flags:
        raise ValueError(f"Moon or Sun's URL has no '{link.flags[0]}' part before its size")
    n = link.cols * link.rows
    rooms, rest = borders.decode_border(link.body, link.cols, link.rows)
    marks, rest = decode_circles(rest, n)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return Puzzle(link.cols, link.rows, tuple(rooms), tuple(marks))


def encode(puzzle: Puzzle) -> str:
    body = borders.encode_border(list(puzzle.rooms), puzzle.w, puzzle.h) + encode_circles(list(puzzle.marks))
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``rooms`` a room number per cell, ``marks`` per cell 0 (none), 1 (a sun) or 2 (a moon)."""
    return {"w": puzzle.w, "h": puzzle.h, "rooms": list(puzzle.rooms), "marks": list(puzzle.marks)}


def from_model(data) -> Puzzle:
    w, h, rooms = url.model_grid(data, "A Moon or Sun", "rooms", "room numbers")
    marks = data.get("marks")
    if any(type(x) is not int for x in rooms):
        raise ValueError(f"The model needs {w * h} room numbers")
    if not isinstance(marks, list) or len(marks) != w * h or any(type(x) is not int or x not in (NONE, SUN, MOON) for x in marks):
        raise ValueError(f"The model needs {w * h} marks, each 0 (none), 1 (a sun) or 2 (a moon)")
    return Puzzle(w, h, tuple(renumbered(rooms, w, h)), tuple(marks))


def solution_json(puzzle: Puzzle, loop: Lines) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the loop links two cells."""
    return lines.lines_json(loop)


def solution_from_json(puzzle: Puzzle, data) -> Lines:
    return lines.lines_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, loop: Lines) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, loop).splitlines())


def solution_pzprv3(puzzle: Puzzle, loop: Lines) -> str:
    """pzprjs's file: the rooms (their count, then each cell's), the marks, the loop's links, then no cell marks."""
    w, h = puzzle.w, puzzle.h
    rooms = [[str(x) for x in puzzle.rooms[r * w : (r + 1) * w]] for r in range(h)]
    marks = [["." if x == NONE else str(x) for x in puzzle.marks[r * w : (r + 1) * w]] for r in range(h)]
    blank = [["0"] * w for _ in range(h)]
    return pzprv3.text(PID, h, w, [rooms, marks, *lines.pzprv3_grids(loop), blank], header=(str(max(puzzle.rooms) + 1),))


def render(puzzle: Puzzle, loop: Lines | None = None) -> str:
    """``*`` a sun, ``C`` a moon, ``+`` a cell on the loop, ``.`` one off it; ``-`` and ``|`` the loop (rooms not shown)."""
    on = set(lines.loop_cells(loop, puzzle.w, puzzle.h) or []) if loop else set()

    def label(i: int) -> str:
        return {SUN: "*", MOON: "C"}.get(puzzle.marks[i], "+" if i in on else ".")

    return lines.render(loop, puzzle.w, puzzle.h, label)
