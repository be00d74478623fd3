"""Heyawake's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from dataclasses import dataclass

from ...puzzlink import borders, cells, pzprv3, rooms, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text

PID = "heyawake"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    regions: tuple[int, ...]  # per cell row by row: its room, numbered in the order of their first cell
    clues: tuple[int | None, ...]  # per room: its number, numbers.QUESTION, or None


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?heyawake/6/6/lll155007rs12222j``).

    pzprjs's Heyawake code: the walls between rooms (as LITS's), then one number16 clue a room,
    rooms in the order of their first cell (``puzzlink/rooms.py``).
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Heyawake")
    if link.flags:
        raise ValueError(f"Heyawake's URL has no '{link.flags[0]}' part before its size")
    return Puzzle(link.cols, link.rows, *map(tuple, rooms.decode_body(link.body, link.cols, link.rows)))


def encode(puzzle: Puzzle, pid: str = PID) -> str:
    return url.build(pid, puzzle.w, puzzle.h, rooms.encode_body(puzzle.regions, puzzle.clues, puzzle.w, puzzle.h))


def model(puzzle: Puzzle) -> dict:
    """``regions`` a room number per cell; ``clues`` a number per cell (-2 a ``?``, null none), each room's
    in its top cell (pzprjs's); ``from_model`` takes a room's number from any of its cells."""
    return {"w": puzzle.w, "h": puzzle.h, "regions": list(puzzle.regions),
            "clues": rooms.cell_clues(puzzle.regions, puzzle.clues, puzzle.w)}


def from_model(data, article: str = "A Heyawake") -> Puzzle:
    w, h, regions, clues = rooms.from_cells(data, article, "regions")
    return Puzzle(w, h, tuple(regions), tuple(clues))


def solution_pzprv3(puzzle: Puzzle, shading: Shading, pid: str = PID) -> str:
    """pzprjs's file: the rooms (their count, then each cell's), the numbers in their top cells, then ``#`` and ``+``."""
    w, h = puzzle.w, puzzle.h
    count, regions, clues = rooms.pzprv3_grids(puzzle.regions, puzzle.clues, w, h)
    marks = [["#" if shading[r * w + c] else "+" for c in range(w)] for r in range(h)]
    return pzprv3.text(pid, h, w, [regions, clues, marks], header=(count,))


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """Each cell's room as a letter, a room's number in its top cell, ``#`` for a shaded cell."""
    marks = rooms.letters(puzzle.regions, puzzle.clues, puzzle.w)
    if shading:
        marks = ["#" if on else mark for on, mark in zip(shading, marks)]
    width = max(len(mark) for mark in marks)
    return "".join(" ".join(m.rjust(width) for m in marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The rooms with their numbers; the answer's shaded cells, ``?`` cells as unknown."""
    drawing = Board(puzzle.w, puzzle.h, regions=puzzle.regions)
    for top, clue in zip(borders.top_cells(puzzle.regions, puzzle.w), puzzle.clues):
        if clue is not None:
            drawing.text(top, rooms.clue_text(clue))
    for i, mark in enumerate(cells.answer_marks(answer, puzzle.w, puzzle.h) if answer else ()):
        if mark == "#":
            drawing.fill(i, "shaded")
        elif mark == "?":
            drawing.unknown(i)
    return drawing.json()
