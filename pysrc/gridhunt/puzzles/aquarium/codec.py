"""Aquarium's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The URL's body: the tanks' walls in pzprjs's border code, ``/``, then the counts outside the grid
in number16 code (``.`` a ``?``): above each column left to right, then left of each row top
down. ``/r/`` before the size is pzprjs's option that each tank fills to one level.
"""

from dataclasses import dataclass

from ...puzzlink import borders, cells, numbers, pzprv3, url
from ...puzzlink.board import Board
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text  # noqa: F401 (the face's)
from ...puzzlink.rooms import renumbered

PID = "aquarium"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
Counts = tuple[int | None, ...]


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    regions: tuple[int, ...]  # each cell's tank, row by row, numbered in the order of their first cell
    columns: Counts  # the water cells of each column, left to right: a count, -2 for "?", None
    rows: Counts  # the water cells of each row, top down
    level: bool  # pzprjs's option: each tank fills to one level (not each pool of it)


def checked(puzzle: Puzzle) -> Puzzle:
    for counts, what, size in ((puzzle.columns, "Column", puzzle.h), (puzzle.rows, "Row", puzzle.w)):
        for k, count in enumerate(counts):
            if count is not None and count != numbers.QUESTION and not 0 <= count <= size:
                raise ValueError(f"{what} {k + 1}'s count {count} is more than its {size} cells")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?aquarium/4/4/bu8i90/i3213g``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Aquarium")
    if link.flags not in ((), ("r",)):
        raise ValueError(f"Aquarium's URL has no '{'/'.join(link.flags)}' part before its size (only 'r')")
    w, h = link.cols, link.rows
    regions, rest = borders.decode_border(link.body, w, h)
    if rest and rest[0] != "/":
        raise ValueError("The URL's walls are not followed by '/' and the counts outside the grid")
    counts, rest = numbers.decode_number16(rest[1:], w + h)
    if rest:
        raise ValueError("The URL has more counts than the grid has rows and columns")
    return checked(Puzzle(w, h, tuple(regions), tuple(counts[:w]), tuple(counts[w:]), link.flags == ("r",)))


def encode(puzzle: Puzzle) -> str:
    body = borders.encode_border(list(puzzle.regions), puzzle.w, puzzle.h)
    body += "/" + numbers.encode_number16(list(puzzle.columns + puzzle.rows))
    return url.build(PID, puzzle.w, puzzle.h, body, ("r",) if puzzle.level else ())


def model(puzzle: Puzzle) -> dict:
    """``regions``: each cell's tank; ``top``: each column's count, ``left``: each row's (null none, -2 ``?``);
    ``level``: each tank fills to one level."""
    return {"w": puzzle.w, "h": puzzle.h, "regions": list(puzzle.regions), "top": list(puzzle.columns),
            "left": list(puzzle.rows), "level": puzzle.level}


def from_model(data) -> Puzzle:
    w, h, regions = url.model_grid(data, "An Aquarium", "regions", "tank numbers")
    if any(type(x) is not int for x in regions):
        raise ValueError(f"The model needs {w * h} tank numbers")
    lists = []
    for key, count in (("top", w), ("left", h)):
        given = data.get(key)
        if not isinstance(given, list) or len(given) != count or any(x is not None and type(x) is not int for x in given):
            raise ValueError(f"The model's '{key}' is {count} counts (a number, -2 for '?', or null)")
        lists.append(tuple(given))
    if type(data.get("level")) is not bool:
        raise ValueError("The model's 'level' is true or false")
    return checked(Puzzle(w, h, tuple(renumbered(regions, w, h)), lists[0], lists[1], data["level"]))


def count_text(count: int | None, blank: str = ".") -> str:
    return blank if count is None else "?" if count == numbers.QUESTION else str(count)


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: ``r`` for the option, the walls beside and below cells, then the grid with the
    counts above and left of it: ``#`` water, ``+`` dry."""
    w, h = puzzle.w, puzzle.h
    regions = puzzle.regions
    beside = [["1" if regions[r * w + c] != regions[r * w + c + 1] else "0" for c in range(w - 1)] for r in range(h)]
    below = [["1" if regions[r * w + c] != regions[(r + 1) * w + c] else "0" for c in range(w)] for r in range(h - 1)]
    framed = [["."] + [count_text(x).replace("?", "-2") for x in puzzle.columns]]
    for r in range(h):
        framed.append([count_text(puzzle.rows[r]).replace("?", "-2")] + ["#" if shading[r * w + c] else "+" for c in range(w)])
    return pzprv3.text(PID, h, w, [beside, below, framed], ("r",) if puzzle.level else ())


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """The counts above and left of the grid; each cell its tank's letter, ``#`` water."""
    w = puzzle.w
    marks = ["#" if shading and shading[i] else LETTERS[x % len(LETTERS)] for i, x in enumerate(puzzle.regions)]
    rows = [[""] + [count_text(x) for x in puzzle.columns]]
    rows += [[count_text(puzzle.rows[r])] + marks[r * w : (r + 1) * w] for r in range(puzzle.h)]
    width = max(len(token) for row in rows for token in row)
    return "".join(" ".join(token.rjust(width) for token in row).rstrip() + "\n" for row in rows)


def board(puzzle: Puzzle, answer=None) -> dict:
    """The tanks, the counts above and left of the grid, and the answer's water (``?``: unknown)."""
    drawn = Board(puzzle.w, puzzle.h, regions=puzzle.regions)
    drawn.outside([None if x is None else count_text(x) for x in puzzle.columns],
                  [None if x is None else count_text(x) for x in puzzle.rows])
    if puzzle.level:
        drawn.say("Each tank fills to one level")
    if answer is not None:
        cells.draw_shading(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
