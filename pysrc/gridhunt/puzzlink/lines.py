"""Lines through the centres of cells (Masyu's and Yajilin's loop): their JSON, pzprv3 grids and walk.

``across[r][c]`` is the link from cell (r, c) to (r, c + 1) (h rows of w - 1), ``down[r][c]``
the link from (r, c) to (r + 1, c) (h - 1 rows of w). The JSON is rows of ``1`` (drawn) and
``0``, and ``?`` in a ``certain`` reply for a link that differs between solutions.

>>> lines = lines_from_json({"across": ["1", "1"], "down": ["11"]}, 2, 2)
>>> loop_cells(lines, 2, 2)
[0, 1, 2, 3]
>>> print(render(lines, 2, 2, lambda i: "+"), end="")
+-+
| |
+-+
"""

from collections.abc import Callable
from dataclasses import dataclass

from .board import Board


@dataclass(frozen=True)
class Lines:
    across: tuple[tuple[bool, ...], ...]  # h rows of w - 1 links
    down: tuple[tuple[bool, ...], ...]  # h - 1 rows of w links


def lines_json(lines: Lines) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where a link is drawn."""
    return {"across": ["".join("1" if x else "0" for x in row) for row in lines.across],
            "down": ["".join("1" if x else "0" for x in row) for row in lines.down]}


def lines_from_json(data, w: int, h: int, what: str = "lines") -> Lines:
    """The marks ``lines_json`` wrote; ValueError with a sentence when they do not fit the grid.

    ``what`` names the marks in the sentence (Shikaku's are "walls" between cells, in the same form).
    """
    if not isinstance(data, dict):
        raise ValueError(f"{what.capitalize()} are {{across, down}}")
    across, down = data.get("across"), data.get("down")
    for rows, n, m in ((across, h, w - 1), (down, h - 1, w)):
        if not isinstance(rows, list) or len(rows) != n or any(not isinstance(r, str) or len(r) != m for r in rows):
            raise ValueError(f"The {what}' across is {h} rows of {w - 1} marks, their down {h - 1} rows of {w}")
        if any(ch not in "01" for r in rows for ch in r):
            raise ValueError(f"The {what}' marks are 0 and 1")
    return Lines(tuple(tuple(ch == "1" for ch in r) for r in across), tuple(tuple(ch == "1" for ch in r) for r in down))


def pzprv3_grids(lines: Lines) -> list[list[list[str]]]:
    """pzprjs's border lines: the links across row by row, then the links down (``1`` drawn, ``0`` not)."""
    return [[["1" if x else "0" for x in row] for row in lines.across],
            [["1" if x else "0" for x in row] for row in lines.down]]


def link_ends(lines: Lines, w: int, h: int) -> dict[int, list[int]]:
    """Each cell's neighbours the lines link it to (every cell a key).

    >>> link_ends(Lines(((True,), (False,)), ((True, False),)), 2, 2)
    {0: [1, 2], 1: [0], 2: [0], 3: []}
    """
    ends: dict[int, list[int]] = {i: [] for i in range(w * h)}
    for r, row in enumerate(lines.across):
        for c, drawn in enumerate(row):
            if drawn:
                ends[r * w + c].append(r * w + c + 1)
                ends[r * w + c + 1].append(r * w + c)
    for r, row in enumerate(lines.down):
        for c, drawn in enumerate(row):
            if drawn:
                ends[r * w + c].append(r * w + w + c)
                ends[r * w + w + c].append(r * w + c)
    return ends


def loop_cells(lines: Lines, w: int, h: int) -> list[int] | None:
    """The cells of the one loop the lines draw, in order along it; None when they draw anything else.

    An independent check: it walks the drawn links and shares nothing with the solver.
    """
    ends = {i: linked for i, linked in link_ends(lines, w, h).items() if linked}
    if not ends or any(len(e) != 2 for e in ends.values()):
        return None
    start = min(ends)
    walk, previous, here = [start], start, ends[start][0]
    while here != start:
        walk.append(here)
        a, b = ends[here]
        previous, here = here, b if a == previous else a
    return sorted(walk) if len(walk) == len(ends) else None


def draw(board: Board, marks, w: int, h: int) -> None:
    """Draw a solution's (``1``) or a ``certain`` reply's (``?``: faint) links on a genre's board."""
    check_marks(marks, w, h)
    for r, row in enumerate(marks["across"]):
        for c, mark in enumerate(row):
            if mark != "0":
                board.line(r * w + c, r * w + c + 1, maybe=mark == "?")
    for r, row in enumerate(marks["down"]):
        for c, mark in enumerate(row):
            if mark != "0":
                board.line(r * w + c, r * w + w + c, maybe=mark == "?")


def check_marks(marks, w: int, h: int) -> None:
    """ValueError with a sentence unless ``marks`` are ``{across, down}`` of ``0``, ``1`` and ``?`` that fit the grid.

    What a board draws comes from the request as it is (the page sends back what it was given,
    but any JSON may arrive).
    """
    if not isinstance(marks, dict):
        raise ValueError("Lines are {across, down}")
    for rows, n, m in ((marks.get("across"), h, w - 1), (marks.get("down"), h - 1, w)):
        if not isinstance(rows, list) or len(rows) != n or any(not isinstance(r, str) or len(r) != m for r in rows):
            raise ValueError(f"The lines' across is {h} rows of {w - 1} marks, their down {h - 1} rows of {w}")
        if any(ch not in "01?" for r in rows for ch in r):
            raise ValueError("The lines' marks are 0, 1 and ?")


def render(lines: Lines | None, w: int, h: int, label: Callable[[int], str], width: int = 1) -> str:
    """A picture: each cell's label right-aligned in ``width``, ``-`` and ``|`` between the cells the lines link."""
    out = []
    for r in range(h):
        row = ""
        for c in range(w):
            linked = c > 0 and lines is not None and lines.across[r][c - 1]
            row += ("-" if linked else " ") * (c > 0) + label(r * w + c).rjust(width, "-" if linked else " ")
        out.append(row)
        if r + 1 < h:
            out.append(" ".join(" " * (width - 1) + ("|" if lines and lines.down[r][c] else " ") for c in range(w)))
    return "\n".join(line.rstrip() for line in out) + "\n"
