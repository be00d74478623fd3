"""Masyu's types and formats: the puzz.link URL, the model, the loop's JSON, text and pzprv3 file.

The URL's body holds three cells to a base-27 digit (``0``-``9``, ``a``-``q``), the first cell
the most significant: 0 a plain cell, 1 a white pearl, 2 a black one (pzprjs's circle code).
A flag ``f`` before the size asks for a loop through every cell (pzprjs's "loop_full").
"""

from dataclasses import dataclass

from ...puzzlink import lines, pzprv3, url
from ...puzzlink.lines import Lines

PID = "mashu"
PLAIN, WHITE, BLACK = 0, 1, 2
DIGITS = "0123456789abcdefghijklmnopq"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    pearls: tuple[int, ...]  # per cell row by row: PLAIN, WHITE or BLACK
    full: bool = False  # the loop must pass through every cell


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?mashu/6/6/1063000i3000``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Masyu")
    n = link.cols * link.rows
    digits = link.body[: (n + 2) // 3]
    if len(link.body) > len(digits):
        raise ValueError("The URL has more cells than its grid")
    bad = next((ch for ch in digits if ch not in DIGITS), None)
    if bad is not None:
        raise ValueError(f"The URL has a stray character {bad!r}")
    pearls = [int(ch, 27) // k % 3 for ch in digits for k in (9, 3, 1)]
    pearls = (pearls + [PLAIN] * n)[:n]
    return Puzzle(link.cols, link.rows, tuple(pearls), any("f" in flag for flag in link.flags))


def encode(puzzle: Puzzle) -> str:
    cells = list(puzzle.pearls) + [PLAIN] * (-len(puzzle.pearls) % 3)
    body = "".join(DIGITS[cells[k] * 9 + cells[k + 1] * 3 + cells[k + 2]] for k in range(0, len(cells), 3))
    return url.build(PID, puzzle.w, puzzle.h, body, ("f",) if puzzle.full else ())


def model(puzzle: Puzzle) -> dict:
    return {"w": puzzle.w, "h": puzzle.h, "pearls": list(puzzle.pearls), "full": puzzle.full}


def from_model(data) -> Puzzle:
    w, h, pearls = url.model_grid(data, "A Masyu", "pearls", "pearls")
    full = data.get("full", False)
    if any(type(x) is not int or x not in (PLAIN, WHITE, BLACK) for x in pearls):
        raise ValueError("A pearl is 0 (none), 1 (white) or 2 (black)")
    if type(full) is not bool:
        raise ValueError("full is true or false")
    return Puzzle(w, h, tuple(pearls), full)


def solution_json(puzzle: Puzzle, loop: Lines) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the loop links two cells."""
    return lines.lines_json(loop)


def solution_from_json(puzzle: Puzzle, data) -> Lines:
    return lines.lines_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, loop: Lines) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, loop).splitlines())


def solution_pzprv3(puzzle: Puzzle, loop: Lines) -> str:
    """pzprjs's file: the ``f`` flag line when the loop must fill the grid, the pearls, then the loop's links."""
    w = puzzle.w
    pearls = [["." if x == PLAIN else str(x) for x in puzzle.pearls[r * w : (r + 1) * w]] for r in range(puzzle.h)]
    return pzprv3.text(PID, puzzle.h, w, [pearls, *lines.pzprv3_grids(loop)], ("f",) if puzzle.full else ())


def render(puzzle: Puzzle, loop: Lines | None = None) -> str:
    """``O`` a white pearl, ``@`` a black one, ``+`` a cell on the loop, ``.`` one off it; ``-`` and ``|`` the loop."""
    on = set(lines.loop_cells(loop, puzzle.w, puzzle.h) or []) if loop else set()

    def label(i: int) -> str:
        return {WHITE: "O", BLACK: "@"}.get(puzzle.pearls[i], "+" if i in on else ".")

    return lines.render(loop, puzzle.w, puzzle.h, label)
