"""Mid-loop's types and formats: the puzz.link URL, the model, the loop's JSON, text and pzprv3 file.

The dots stand on cells and on the sides between cells. pzprjs numbers the places on the doubled
grid, (2h - 1) rows of (2w - 1): a cell, the side to its right, the cell beyond...; a row of
sides below, the corners between them. Its URL code (``decodeDot``), place by place: a hex digit
v puts a dot (black when v is odd) and moves on v // 2 + 1 places; ``g``-``z`` skip 1-20 places.
Only black dots count in Mid-loop (white ones, and dots on corners, are read and dropped). A flag
``f`` before the size asks for a loop through every cell.
"""

from dataclasses import dataclass

from ...puzzlink import lines, pzprv3, url
from ...puzzlink.lines import Lines

PID = "midloop"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    cells: tuple[bool, ...]  # per cell row by row: a dot in it
    beside: tuple[bool, ...]  # per side between (r, c) and (r, c + 1), row by row: a dot on it
    below: tuple[bool, ...]  # per side between (r, c) and (r + 1, c), row by row: a dot on it
    full: bool = False  # the loop passes through every cell


def places(w: int, h: int) -> list[tuple[str, int]]:
    """pzprjs's dot places in order: ``("cell", i)``, ``("beside", k)``, ``("below", k)`` or ``("corner", k)``."""
    out = []
    for y in range(2 * h - 1):
        for x in range(2 * w - 1):
            r, c = y // 2, x // 2
            kind = ("cell", "beside", "below", "corner")[(y % 2) * 2 + x % 2]
            out.append((kind, r * w + c if kind in ("cell", "below") else r * (w - 1) + c if kind == "beside" else 0))
    return out


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?midloop/4/4/jfjfi3fr``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Mid-loop")
    if any(flag not in ("f", "") for flag in link.flags):
        raise ValueError(f"Mid-loop's URL has no '{link.flags[0]}' part before its size")
    w, h = link.cols, link.rows
    spots = places(w, h)
    cells, beside, below = [False] * (w * h), [False] * ((w - 1) * h), [False] * (w * (h - 1))
    s, i, body = 0, 0, link.body
    while i < len(body) and s < len(spots):
        ch = body[i]
        if ch in "0123456789abcdef":
            value = int(ch, 16)
            kind, k = spots[s]
            if value % 2 == 1 and kind != "corner":  # a black dot; white dots mean nothing here
                {"cell": cells, "beside": beside, "below": below}[kind][k] = True
            s += value // 2 + 1
        elif "g" <= ch <= "z":
            s += int(ch, 36) - 15
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
        i += 1
    if i < len(body) or s > len(spots) + 7:
        raise ValueError("The URL has more places than its grid")
    return Puzzle(w, h, tuple(cells), tuple(beside), tuple(below), "f" in link.flags)


def dotted(puzzle: Puzzle) -> list[bool]:
    """A black dot or not, place by place in pzprjs's order."""
    sets = {"cell": puzzle.cells, "beside": puzzle.beside, "below": puzzle.below}
    return [kind != "corner" and sets[kind][k] for kind, k in places(puzzle.w, puzzle.h)]


def encode(puzzle: Puzzle) -> str:
    dots = dotted(puzzle)
    out, blanks, s = [], 0, 0
    while s < len(dots):
        if not dots[s]:
            blanks += 1
            if blanks == 20:
                out.append("z")
                blanks = 0
            s += 1
            continue
        if blanks:
            out.append(chr(ord("f") + blanks))
            blanks = 0
        gap = next((g for g in range(1, 8) if s + g < len(dots) and dots[s + g]), None)
        out.append(format(2 * (gap - 1) + 1, "x") if gap else "f")
        s += gap if gap else 8
    if blanks:
        out.append(chr(ord("f") + blanks))
    return url.build(PID, puzzle.w, puzzle.h, "".join(out), ("f",) if puzzle.full else ())


def model(puzzle: Puzzle) -> dict:
    """``cellDots`` per cell, ``besideDots`` per side between a cell and the one on its right, ``belowDots``
    per side between a cell and the one below it: 1 a dot, 0 none; ``full`` the f flag."""
    return {"w": puzzle.w, "h": puzzle.h, "cellDots": [int(x) for x in puzzle.cells],
            "besideDots": [int(x) for x in puzzle.beside], "belowDots": [int(x) for x in puzzle.below], "full": puzzle.full}


def from_model(data) -> Puzzle:
    w, h, cells = url.model_grid(data, "A Mid-loop", "cellDots", "cell dots")
    beside, below, full = data.get("besideDots"), data.get("belowDots"), data.get("full", False)
    for values, count, what in ((cells, w * h, "cellDots"), (beside, (w - 1) * h, "besideDots"), (below, w * (h - 1), "belowDots")):
        if not isinstance(values, list) or len(values) != count or any(x not in (0, 1) or type(x) is not int for x in values):
            raise ValueError(f"The model's {what} are {count} values, 1 a dot and 0 none")
    if type(full) is not bool:
        raise ValueError("full is true or false")
    return Puzzle(w, h, tuple(x == 1 for x in cells), tuple(x == 1 for x in beside), tuple(x == 1 for x in below), full)


def solution_json(puzzle: Puzzle, loop: Lines) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the loop links two cells."""
    return lines.lines_json(loop)


def solution_from_json(puzzle: Puzzle, data) -> Lines:
    return lines.lines_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, loop: Lines) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, loop).splitlines())


def solution_pzprv3(puzzle: Puzzle, loop: Lines) -> str:
    """pzprjs's file: the ``f`` flag's line when set, the dots as rows of the doubled grid (``2`` a black dot,
    no spaces), then the loop's links."""
    w, h = puzzle.w, puzzle.h
    dots = "".join("2" if x else "." for x in dotted(puzzle))
    rows = [dots[y * (2 * w - 1) : (y + 1) * (2 * w - 1)] for y in range(2 * h - 1)]
    links = pzprv3.text(PID, h, w, lines.pzprv3_grids(loop))[len(f"pzprv3/{PID}/{h}/{w}/") :]
    return "/".join(["pzprv3", PID, str(h), str(w), *(["f"] if puzzle.full else []), *rows]) + "/" + links


def render(puzzle: Puzzle, loop: Lines | None = None) -> str:
    """The doubled grid: ``.`` a cell, ``o`` a cell with a dot; between cells ``-`` or ``|`` the loop,
    ``*`` a dot on the side (the loop always crosses a side's dot)."""
    w, h = puzzle.w, puzzle.h
    out = []
    for r in range(h):
        row = ""
        for c in range(w):
            row += "o" if puzzle.cells[r * w + c] else "."
            if c + 1 < w:
                row += "*" if puzzle.beside[r * (w - 1) + c] else "-" if loop and loop.across[r][c] else " "
        out.append(row)
        if r + 1 < h:
            out.append(" ".join("*" if puzzle.below[r * w + c] else "|" if loop and loop.down[r][c] else " " for c in range(w)))
    return "\n".join(line.rstrip() for line in out) + "\n"
