"""Norinori's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from dataclasses import dataclass

from ...puzzlink import borders, cells, pzprv3, url
from ...puzzlink.rooms import renumbered
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text

PID = "norinori"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    regions: tuple[int, ...]  # per cell row by row, numbered in the order of their first cell


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?norinori/5/5/cag4ocjo``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Norinori")
    if link.flags:
        raise ValueError("Norinori's URL has no options before its size")
    regions, rest = borders.decode_border(link.body, link.cols, link.rows)
    if rest:
        raise ValueError("The URL has more walls than its grid")
    return Puzzle(link.cols, link.rows, tuple(regions))


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, borders.encode_border(list(puzzle.regions), puzzle.w, puzzle.h))


def model(puzzle: Puzzle) -> dict:
    return {"w": puzzle.w, "h": puzzle.h, "regions": list(puzzle.regions)}


def from_model(data) -> Puzzle:
    w, h, regions = url.model_grid(data, "A Norinori", "regions", "region numbers")
    if any(type(x) is not int for x in regions):
        raise ValueError(f"The model needs {w * h} region numbers")
    return Puzzle(w, h, tuple(renumbered(regions, w, h)))


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: the regions (their count, then each cell's), then ``#`` shaded and ``+`` the rest."""
    w, h = puzzle.w, puzzle.h
    regions = [[str(x) for x in puzzle.regions[r * w : (r + 1) * w]] for r in range(h)]
    marks = [["#" if shading[r * w + c] else "+" for c in range(w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [regions, marks], header=(str(max(puzzle.regions) + 1),))


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """Each cell's region as a letter, ``#`` for a shaded cell."""
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    marks = ["#" if shading and shading[i] else letters[x % len(letters)] for i, x in enumerate(puzzle.regions)]
    return "".join(" ".join(marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: the regions, the answer's shaded cells (``?``: unknown)."""
    drawn = Board(puzzle.w, puzzle.h, regions=puzzle.regions)
    if answer is not None:
        for i, mark in enumerate(cells.answer_marks(answer, puzzle.w, puzzle.h)):
            if mark == "#":
                drawn.fill(i, "shaded")
            elif mark == "?":
                drawn.unknown(i)
    return drawn.json()
