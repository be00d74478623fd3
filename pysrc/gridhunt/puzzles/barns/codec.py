"""Barns' types and formats: the puzz.link URL, the model, the loop's JSON, text and pzprv3 file.

The URL's body: the icy cells, five to a base-32 digit (``puzzlink/bits.py``), then the walls
between cells in pzprjs's border code (``puzzlink/borders.py``).
"""

from dataclasses import dataclass

from ...puzzlink import borders, lines, pzprv3, url
from ...puzzlink.bits import decode_bits, encode_bits
from ...puzzlink.lines import Lines

PID = "barns"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    ice: tuple[bool, ...]  # per cell row by row: icy or not
    beside: tuple[bool, ...]  # walls right of each cell but the last of its row, row by row
    below: tuple[bool, ...]  # walls below each cell of every row but the last


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?barns/5/5/06ec080000100``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Barns")
    if link.flags:
        raise ValueError(f"Barns has no option '{'/'.join(link.flags)}'")
    w, h = link.cols, link.rows
    ice, rest = decode_bits(link.body, w * h)
    beside, below = [False] * ((w - 1) * h), [False] * (w * (h - 1))
    if rest:
        beside, below, rest = borders.decode_walls(rest, w, h)
    if rest:
        raise ValueError("The URL has more than its grid's icy cells and walls")
    return Puzzle(w, h, tuple(ice), tuple(beside), tuple(below))


def encode(puzzle: Puzzle) -> str:
    body = encode_bits(list(puzzle.ice)) + borders.encode_walls(list(puzzle.beside), list(puzzle.below))
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``ice``: per cell 1 (icy) or 0; ``beside``/``below``: the walls, 1 or 0."""
    return {"w": puzzle.w, "h": puzzle.h, "ice": [int(x) for x in puzzle.ice],
            "beside": [int(x) for x in puzzle.beside], "below": [int(x) for x in puzzle.below]}


def from_model(data) -> Puzzle:
    w, h, ice = url.model_grid(data, "A Barns", "ice", "marks (1 icy, 0 not)")
    if any(type(x) is not int or x not in (0, 1) for x in ice):
        raise ValueError(f"The model needs {w * h} marks (1 icy, 0 not)")
    beside, below = url.model_edges(data, w, h, "walls")
    return Puzzle(w, h, tuple(x == 1 for x in ice), beside, below)


def walls_between(puzzle: Puzzle) -> list[tuple[int, int]]:
    """The pairs of side-by-side cells with a wall between them."""
    w, h = puzzle.w, puzzle.h
    pairs = [(r * w + c, r * w + c + 1) for r in range(h) for c in range(w - 1) if puzzle.beside[r * (w - 1) + c]]
    return pairs + [(i, i + w) for i in range(w * (h - 1)) if puzzle.below[i]]


def solution_json(puzzle: Puzzle, loop: Lines) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the loop links two cells."""
    return lines.lines_json(loop)


def solution_from_json(puzzle: Puzzle, data) -> Lines:
    return lines.lines_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, loop: Lines) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, loop).splitlines())


def solution_pzprv3(puzzle: Puzzle, loop: Lines) -> str:
    """pzprjs's file: the icy cells, the walls (beside, then below), then the loop's links."""
    w, h = puzzle.w, puzzle.h
    ice = [["1" if x else "." for x in puzzle.ice[r * w : (r + 1) * w]] for r in range(h)]
    beside = [["1" if x else "0" for x in puzzle.beside[r * (w - 1) : (r + 1) * (w - 1)]] for r in range(h)]
    below = [["1" if x else "0" for x in puzzle.below[r * w : (r + 1) * w]] for r in range(h - 1)]
    return pzprv3.text(PID, h, w, [ice, beside, below, *lines.pzprv3_grids(loop)])


def render(puzzle: Puzzle, loop: Lines | None = None) -> str:
    """``i`` an icy cell, ``+`` another; ``-`` and ``|`` the loop (crossing itself on ice)."""
    return lines.render(loop, puzzle.w, puzzle.h, lambda i: "i" if puzzle.ice[i] else "+")
