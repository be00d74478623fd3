"""LITS's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from dataclasses import dataclass

from ...puzzlink import borders, cells, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text
from ...puzzlink.rooms import renumbered

PID = "lits"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    regions: tuple[int, ...]  # per cell row by row, numbered in the order of their first cell


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?lits/4/4/9q02jg``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not LITS")
    if link.flags == ("d",):  # pzprjs's old code (and the old applet's): a character a cell, one per region
        return _old_code(link.body, link.cols, link.rows)
    if link.flags:
        raise ValueError(f"LITS's URL has no '{link.flags[0]}' part before its size")
    regions, rest = borders.decode_border(link.body, link.cols, link.rows)
    if rest:
        raise ValueError("The URL has more walls than its grid")
    return Puzzle(link.cols, link.rows, tuple(regions))


def _old_code(body: str, w: int, h: int) -> Puzzle:
    """The old code's cells (``aabbaabc...``): walls stand between different characters.

    >>> _old_code("aabbaabcabbccccc", 4, 4).regions[:8]
    (0, 0, 1, 1, 0, 0, 1, 2)
    """
    if len(body) != w * h:
        raise ValueError(f"The old LITS code needs {w * h} characters, one a cell; this one has {len(body)}")
    return Puzzle(w, h, tuple(renumbered(body, w, h)))


def encode(puzzle: Puzzle, pid: str = PID) -> str:
    return url.build(pid, puzzle.w, puzzle.h, borders.encode_border(list(puzzle.regions), puzzle.w, puzzle.h))


def model(puzzle: Puzzle) -> dict:
    return {"w": puzzle.w, "h": puzzle.h, "regions": list(puzzle.regions)}


def from_model(data, article: str = "A LITS") -> Puzzle:
    w, h, regions = url.model_grid(data, article, "regions", "region numbers")
    if any(type(x) is not int for x in regions):
        raise ValueError(f"The model needs {w * h} region numbers")
    return Puzzle(w, h, tuple(renumbered(regions, w, h)))


def solution_pzprv3(puzzle: Puzzle, shading: Shading, pid: str = PID) -> str:
    """pzprjs's file: the regions (their count, then each cell's), then ``#`` shaded and ``+`` the rest."""
    w, h = puzzle.w, puzzle.h
    regions = [[str(x) for x in puzzle.regions[r * w : (r + 1) * w]] for r in range(h)]
    marks = [["#" if shading[r * w + c] else "+" for c in range(w)] for r in range(h)]
    return pzprv3.text(pid, h, w, [regions, marks], header=(str(max(puzzle.regions) + 1),))


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
