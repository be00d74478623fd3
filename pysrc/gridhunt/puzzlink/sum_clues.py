"""pzprjs's code for shaded clue cells holding a sum (Kakuru's, San-Anko's and Number Rope's), cell by cell.

A cell is open (None), shaded without a number (``BLACK``), shaded with an unknown sum
(``QUESTION``), or shaded with its sum (0 to 45).

>>> decode("3.0n+.7n", 16)
([3, None, 0, None, None, None, None, None, -1, None, 7, None, None, None, None, None], '')
>>> encode(decode("3.0n+.7n", 16)[0])
'3.0n+.7n'

One character a cell: ``0``-``9`` and ``a``-``j`` the sums 0 to 19, ``A``-``Z`` 20 to 45, ``_`` a
``?``, ``+`` a shaded cell without a number, ``.`` one open cell, ``k``-``z`` 2 to 17 open cells.
"""

from ..search import sums
from ..search.constraints import Problem
from .cells import neighbours
from .numbers import QUESTION

BLACK = -1
MAX_SUM = 45
SMALL = "0123456789abcdefghij"  # sums 0 to 19
LARGE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # sums 20 to 45

Cell = int | None


def decode(body: str, n: int) -> tuple[list[Cell], str]:
    """n cells from the body's start, and the rest of the body."""
    found: list[Cell] = []
    i = 0
    while i < len(body) and len(found) < n:
        ch = body[i]
        if ch == "+":
            found.append(BLACK)
        elif ch == "_":
            found.append(QUESTION)
        elif ch == ".":
            found.append(None)
        elif "k" <= ch <= "z":
            found.extend([None] * (int(ch, 36) - 18))
        elif ch in SMALL:
            found.append(SMALL.index(ch))
        elif ch in LARGE:
            found.append(20 + LARGE.index(ch))
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
        i += 1
    if len(found) > n:
        raise ValueError("The URL has more cells than its grid")
    return found + [None] * (n - len(found)), body[i:]


def encode(cells: list[Cell]) -> str:
    """The body for these cells (the inverse of ``decode``)."""
    out, blank = [], 0
    for cell in cells + ["end"]:
        if cell is None:
            blank += 1
            if blank < 17:
                continue
        if blank:
            out.append("." if blank == 1 else chr(ord("k") + blank - 2))
            blank = 0
        if cell is None or cell == "end":
            continue
        out.append(token(cell))
    return "".join(out)


def token(cell: int) -> str:
    if cell == BLACK:
        return "+"
    if cell == QUESTION:
        return "_"
    if not 0 <= cell <= MAX_SUM:
        raise ValueError(f"A sum of {cell} does not fit this genre's URL")
    return SMALL[cell] if cell < 20 else LARGE[cell - 20]


def file_token(cell: Cell) -> str:
    """The cell in a pzprv3 file's question grid: ``b`` shaded, ``?``, its sum, ``.`` open."""
    return "." if cell is None else "b" if cell == BLACK else "?" if cell == QUESTION else str(cell)


def constrain(problem: Problem, clues, holds: list[dict[int, int]], w: int, h: int) -> None:
    """Each shaded cell's sum (a clue 0 or more) is the total of the numbers beside it: ``holds[i]`` maps
    each number open cell i may hold to its variable (empty for a clue cell)."""
    for i, clue in enumerate(clues):
        if clue is not None and clue >= 0:
            terms = [sums.from_choices(problem, holds[j]) for j in neighbours(i, w, h) if holds[j]]
            if terms:
                sums.fix(problem, sums.total(problem, terms), clue)
            elif clue:
                problem.clause([])


def draw(drawing, clues, shown) -> None:
    """Draw the clue cells (shaded, with their sums) and an answer's numbers (``shown``: one per cell,
    ``"?"`` for a cell not certain, 0 or None for none; None for no answer) on a ``Board``."""
    for i, clue in enumerate(clues):
        if clue is not None:
            drawing.fill(i, "wall")
            if clue != BLACK:
                drawing.text(i, "?" if clue == QUESTION else str(clue))
        elif shown is None:
            continue
        elif shown[i] == "?":
            drawing.unknown(i)
        elif shown[i]:
            drawing.text(i, str(shown[i]), answer=True)
