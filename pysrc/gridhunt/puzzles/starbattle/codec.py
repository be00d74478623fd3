"""Star Battle's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file."""

from dataclasses import dataclass

from ...puzzlink import borders, cells, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text
from ...puzzlink.rooms import renumbered

PID = "starbattle"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    stars: int  # in each row, column and region
    regions: tuple[int, ...]  # per cell row by row, numbered in the order of their first cell


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Star Battle")
    count, _, body = link.body.partition("/")
    if not count.isdigit():
        raise ValueError("The URL does not say how many stars (starbattle/cols/rows/stars/...)")
    regions, rest = borders.decode_border(body, link.cols, link.rows)
    if rest:
        raise ValueError("The URL has more walls than its grid")
    return check(Puzzle(link.cols, link.rows, int(count), tuple(regions)))


def check(puzzle: Puzzle) -> Puzzle:
    if not 1 <= puzzle.stars <= max(puzzle.w, puzzle.h):
        raise ValueError("The number of stars must be from 1 to the grid's side")
    return puzzle


def encode(puzzle: Puzzle) -> str:
    return url.build(PID, puzzle.w, puzzle.h, f"{puzzle.stars}/" + borders.encode_border(list(puzzle.regions), puzzle.w, puzzle.h))


def model(puzzle: Puzzle) -> dict:
    return {"w": puzzle.w, "h": puzzle.h, "stars": puzzle.stars, "regions": list(puzzle.regions)}


def from_model(data) -> Puzzle:
    w, h, regions = url.model_grid(data, "A Star Battle", "regions", "region numbers")
    stars = data.get("stars")
    if type(stars) is not int:
        raise ValueError("The number of stars is a whole number")
    if any(type(x) is not int for x in regions):
        raise ValueError(f"The model needs {w * h} region numbers")
    return check(Puzzle(w, h, stars, tuple(renumbered(regions, w, h))))


def solution_pzprv3(puzzle: Puzzle, stars: Shading) -> str:
    """pzprjs's file: the star count, the regions (their count, then each cell's), then ``#`` stars and ``+`` the rest."""
    w, h = puzzle.w, puzzle.h
    regions = [[str(x) for x in puzzle.regions[r * w : (r + 1) * w]] for r in range(h)]
    marks = [["#" if stars[r * w + c] else "+" for c in range(w)] for r in range(h)]
    return pzprv3.text(PID, h, w, [regions, marks], header=(str(puzzle.stars), str(max(puzzle.regions) + 1)))


def render(puzzle: Puzzle, stars: Shading | None = None) -> str:
    """Each cell's region as a letter, ``*`` for a star."""
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    marks = ["*" if stars and stars[i] else letters[x % len(letters)] for i, x in enumerate(puzzle.regions)]
    return "".join(" ".join(marks[r * puzzle.w : (r + 1) * puzzle.w]) + "\n" for r in range(puzzle.h))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The page's drawing: the regions, the answer's stars (``?``: unknown)."""
    drawn = Board(puzzle.w, puzzle.h, regions=puzzle.regions)
    drawn.say(f"{puzzle.stars} star{'s' if puzzle.stars > 1 else ''} in each row, column and region.")
    if answer is not None:
        for i, mark in enumerate(cells.answer_marks(answer, puzzle.w, puzzle.h)):
            if mark == "#":
                drawn.mark(i, "star", answer=True)
            elif mark == "?":
                drawn.unknown(i)
    return drawn.json()
