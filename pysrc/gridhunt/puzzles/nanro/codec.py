"""Nanro's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from dataclasses import dataclass

from ...puzzlink import borders, numbers, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.numbers import QUESTION
from ...puzzlink.rooms import renumbered

PID = "nanro"

Numbers = tuple[int, ...]  # per cell row by row: the number written in it (a given's too), 0 where none


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    regions: tuple[int, ...]  # per cell row by row: its room, numbered in the order of their first cell
    givens: tuple[int | None, ...]  # per cell: a given number, QUESTION (a number not shown), or None


def checked(puzzle: Puzzle) -> Puzzle:
    for i, given in enumerate(puzzle.givens):
        size = puzzle.regions.count(puzzle.regions[i])
        if given is not None and given != QUESTION and not 1 <= given <= size:
            raise ValueError(f"The number {given} in row {i // puzzle.w + 1}, column {i % puzzle.w + 1} stands in a"
                             f" room of {size} cells: a number is 1 to its room's size")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?nanro/4/4/6r0s1oi13n1h``): the walls between rooms,
    then number16 givens cell by cell."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Nanro")
    if link.flags:
        raise ValueError(f"Nanro's URL has no '{link.flags[0]}' part before its size")
    regions, rest = borders.decode_border(link.body, link.cols, link.rows)
    givens, rest = numbers.decode_number16(rest, link.cols * link.rows)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return checked(Puzzle(link.cols, link.rows, tuple(regions), tuple(givens)))


def encode(puzzle: Puzzle) -> str:
    body = borders.encode_border(list(puzzle.regions), puzzle.w, puzzle.h) + numbers.encode_number16(list(puzzle.givens))
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``regions`` a room number per cell; ``givens`` a number per cell (-2 a ``?``, null none)."""
    return {"w": puzzle.w, "h": puzzle.h, "regions": list(puzzle.regions), "givens": list(puzzle.givens)}


def from_model(data) -> Puzzle:
    w, h, regions = url.model_grid(data, "A Nanro", "regions", "room numbers")
    givens = data.get("givens")
    if any(type(x) is not int for x in regions):
        raise ValueError(f"The model needs {w * h} room numbers")
    if not isinstance(givens, list) or len(givens) != w * h or any(x is not None and type(x) is not int for x in givens):
        raise ValueError(f"The model needs {w * h} givens (a number, -2 for '?', or null)")
    return checked(Puzzle(w, h, tuple(renumbered(regions, w, h)), tuple(givens)))


def solution_json(puzzle: Puzzle, found: Numbers) -> list[list[int]]:
    """Rows of numbers, 0 where a cell holds none."""
    return [list(found[r * puzzle.w : (r + 1) * puzzle.w]) for r in range(puzzle.h)]


def rows_of(puzzle: Puzzle, data, what: str, unknown: bool) -> list:
    """The rows' values joined, checked: h rows of w numbers (0 to the room's size), and ``?`` when ``unknown``."""
    w, h = puzzle.w, puzzle.h
    if not isinstance(data, list) or len(data) != h or not all(isinstance(row, list) and len(row) == w for row in data):
        raise ValueError(f"{what} is {h} rows of {w} numbers")
    cells = [x for row in data for x in row]
    if any(not (type(x) is int and 0 <= x <= w * h) and not (unknown and x == "?") for x in cells):
        raise ValueError(f"{what}'s numbers are 0 to {w * h}" + (" and '?'" if unknown else ""))
    return cells


def solution_from_json(puzzle: Puzzle, data) -> Numbers:
    return tuple(rows_of(puzzle, data, "A solution", False))


def solution_text(puzzle: Puzzle, found: Numbers) -> str:
    return "/".join(" ".join(str(x) for x in row) for row in solution_json(puzzle, found))


def given_token(given: int | None) -> str:
    return "." if given is None else "-" if given == QUESTION else str(given)


def solution_pzprv3(puzzle: Puzzle, found: Numbers) -> str:
    """pzprjs's file: the rooms (their count, then each cell's), the givens (``-`` a ``?``), then the numbers
    written in (``.`` none, and over a given)."""
    w, h = puzzle.w, puzzle.h
    rooms = [[str(x) for x in puzzle.regions[r * w : (r + 1) * w]] for r in range(h)]
    givens = [[given_token(puzzle.givens[r * w + c]) for c in range(w)] for r in range(h)]
    written = [["." if puzzle.givens[i] is not None or not found[i] else str(found[i])
                for i in range(r * w, (r + 1) * w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [rooms, givens, written], header=(str(max(puzzle.regions) + 1),))


def render(puzzle: Puzzle, found: Numbers | None = None) -> str:
    """Each cell's number (``?`` a given not shown), its room's letter where it holds none."""
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    marks = [letters[x % len(letters)] if g is None else "?" if g == QUESTION else str(g)
             for x, g in zip(puzzle.regions, puzzle.givens)]
    if found:
        marks = [str(n) if n and g is None else m for n, g, m in zip(found, puzzle.givens, marks)]
        marks = [str(n) if n and m == "?" else m for n, m in zip(found, marks)]
    width = max(len(mark) for mark in marks)
    return "".join(" ".join(m.rjust(width) for m in marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The rooms and the givens; the answer's numbers, ``?`` cells as unknown."""
    drawing = Board(puzzle.w, puzzle.h, regions=puzzle.regions)
    shown = rows_of(puzzle, answer, "An answer", True) if answer is not None else None
    for i, given in enumerate(puzzle.givens):
        if given is not None and given != QUESTION:
            drawing.text(i, str(given))
        elif shown is None:
            if given == QUESTION:
                drawing.text(i, "?")
        elif shown[i] == "?":
            drawing.unknown(i)
        elif shown[i]:
            drawing.text(i, str(shown[i]), answer=True)
    return drawing.json()
