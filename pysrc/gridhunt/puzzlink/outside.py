"""Clues outside the grid, on all four sides (pzprjs's "excells" of Skyscrapers, Easy as ABC...).

The URL lists them before the grid's own cells, in number16 code: the clues above the columns
left to right, then below the columns, then left of the rows top to bottom, then right of the
rows. A pzprv3 file writes the grid with its frame: h + 2 rows of w + 2 tokens, the corners
empty.

>>> sides, rest = decode_sides("k13h4j3g", 4, 4)
>>> sides.bottom, sides.left, sides.right, rest
((None, 1, 3, None), (None, 4, None, None), (None, None, 3, None), '')
>>> encode_sides(sides)
'k13h4j3g'
"""

from dataclasses import dataclass

from . import numbers
from .board import Board

Clues = tuple[int | None, ...]


@dataclass(frozen=True)
class Sides:
    top: Clues  # above each column, left to right
    bottom: Clues  # below each column
    left: Clues  # left of each row, top to bottom
    right: Clues  # right of each row

    def all(self) -> Clues:
        """Every clue in the URL's order."""
        return self.top + self.bottom + self.left + self.right


def decode_sides(body: str, w: int, h: int) -> tuple[Sides, str]:
    """The clues around a w x h grid from the body's start, and the body left after them."""
    clues, rest = numbers.decode_number16(body, 2 * (w + h))
    return split(clues, w, h), rest


def split(clues: list, w: int, h: int) -> Sides:
    """The four sides of 2 (w + h) clues in the URL's order."""
    return Sides(tuple(clues[:w]), tuple(clues[w : 2 * w]), tuple(clues[2 * w : 2 * w + h]), tuple(clues[2 * w + h :]))


def encode_sides(sides: Sides) -> str:
    return numbers.encode_number16(list(sides.all()))


def framed(sides: Sides, inside: list[str], w: int, h: int, blank: str = ".") -> list[list[str]]:
    """The grid's tokens (``inside``, row by row) in their frame of side clues: pzprv3's h + 2 rows of w + 2."""
    def token(clue) -> str:
        return blank if clue is None else str(clue)

    rows = [[blank, *map(token, sides.top), blank]]
    for r in range(h):
        rows.append([token(sides.left[r]), *inside[r * w : (r + 1) * w], token(sides.right[r])])
    rows.append([blank, *map(token, sides.bottom), blank])
    return rows


def sides_from_model(data: dict, w: int, h: int, check) -> Sides:
    """The ``top``, ``bottom``, ``left``, ``right`` lists of a model; ``check(x)`` is each clue's test."""
    found = []
    for key, count in (("top", w), ("bottom", w), ("left", h), ("right", h)):
        given = data.get(key)
        if not isinstance(given, list) or len(given) != count:
            raise ValueError(f"The model's '{key}' clues are a list of {count}")
        if any(x is not None and not check(x) for x in given):
            raise ValueError(f"A clue in the model's '{key}' list is out of range")
        found.append(tuple(given))
    return Sides(*found)


def framed_board(sides: Sides, w: int, h: int, label=str) -> tuple[Board, list[int]]:
    """A board of (w + 2) x (h + 2) cells: the frame grey with the side clues (``label(clue)``: its text),
    and the board's index of each grid cell, row by row."""
    drawn = Board(w + 2, h + 2)
    ring = ([(0, c + 1, x) for c, x in enumerate(sides.top)] + [(h + 1, c + 1, x) for c, x in enumerate(sides.bottom)]
            + [(r + 1, 0, x) for r, x in enumerate(sides.left)] + [(r + 1, w + 1, x) for r, x in enumerate(sides.right)])
    for r in range(h + 2):
        for c in range(w + 2):
            if r in (0, h + 1) or c in (0, w + 1):
                drawn.fill(r * (w + 2) + c, "clue")
    for r, c, clue in ring:
        if clue is not None:
            drawn.text(r * (w + 2) + c, label(clue))
    return drawn, [(r + 1) * (w + 2) + c + 1 for r in range(h) for c in range(w)]
