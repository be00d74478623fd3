"""Every way a numbered firefly's line can run, listed before the search: its beams.

A line leaves its firefly's dot, turns exactly as many times as the number says and ends at the first
firefly it enters (its own, too), on a side without a dot. Other lines aside, a firefly with a small
number has few such ways (a cut-short 13x13's twelve numbered fireflies, 1,355 in all), and each is a
choice the search can make or rule out whole: a beam with one link undrawn, or through a cell two other
links fill, is out, and a firefly whose beams are all out is a contradiction found at once, where the
links alone found it only after the lines round it had been tried every way.

>>> from .codec import decode
>>> p = decode("https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11")
>>> found = beams(p, 0)            # the firefly at the top left: right, then 0 turns
>>> found
[[0, 1, 2, 3, 4]]

Glossary: w, h the grid's width and height; cell i = r * w + c; a beam is the list of cells a line
passes, its firefly's first and the firefly it reaches last.
"""

from collections.abc import Callable

from ...puzzlink.arrows import STEPS
from .codec import Puzzle

WORK = 100_000  # cells the listings of a board's beams may step into, all fireflies together (about 0.2 s)
MOST = 1_000  # beams a firefly may have for them to be listed: past it their clauses cost more than they save


def beams(puzzle: Puzzle, i: int, finishes: Callable[[int, int, int], bool] | None = None,
          work: list[int] | None = None, band: bool = False) -> list[list[int]] | None:
    """The beams of the numbered firefly at cell i (None when they are too many to list, see ``MOST``, or the
    listing ran out of ``work``).

    ``finishes(x, y, k)``: whether a line going from x into y with k turns left can end at all (``rules.reach``),
    so that a listing walks no stretch that cannot end; ``work``: the steps left to the listings (``WORK`` at
    first), counted down, shared by the listings of a board's fireflies. ``band``: the board's last row stands
    for rows cut off (see ``band``): a line that goes down into it comes back up elsewhere in it, by a join
    of two of its cells, having turned there an even number of times, two or more."""
    w, h = puzzle.w, puzzle.h
    arrow, number = puzzle.fireflies[i]
    dr, dc = STEPS[arrow]
    r, c = divmod(i, w)
    if not (0 <= r + dr < h and 0 <= c + dc < w):
        return []
    found: list[list[int]] = []
    listed: set[tuple[int, ...]] = set()  # a join spending 2 or 4 turns draws the same links: one beam
    work = [WORK] if work is None else work
    path = [i, i + dr * w + dc]
    on_path = set(path)
    # each stack entry: the turns left on entering the path's last cell, its direction, and the steps to try next
    stack = [(number, dr, dc, None)]
    while stack:
        k, dr, dc, options = stack[-1]
        here = path[-1]
        if options is None:
            work[0] -= 1
            if work[0] < 0:
                return None
            firefly = puzzle.fireflies[here]
            if firefly is not None:
                if k == 0 and not (firefly[0] and STEPS[firefly[0]] == (-dr, -dc)) and tuple(path) not in listed:
                    listed.add(tuple(path))
                    found.append(list(path))
                    if len(found) > MOST:
                        return None
                options = []
            elif finishes is not None and not finishes(path[-2], here, k):
                options = []
            elif band and here >= w * (h - 1):
                options = band_steps(here, dr, k, w)
            else:
                hr, hc = divmod(here, w)
                options = [((hr + sr) * w + hc + sc, sr, sc, left) for sr, sc, left in
                           ((dr, dc, k), (dc, dr, k - 1), (-dc, -dr, k - 1))
                           if 0 <= hr + sr < h - band and 0 <= hc + sc < w or band and (sr, sc) == (1, 0)]
            stack[-1] = (k, dr, dc, options)
        step = None
        while options and step is None:
            nxt, sr, sc, left = options.pop()
            if left >= 0 and (nxt not in on_path or nxt == i):
                step = nxt
        if step is None:
            stack.pop()
            gone = path.pop()
            if gone != i:  # the line back at its own firefly: the firefly stays on the path
                on_path.discard(gone)
            continue
        path.append(nxt)
        on_path.add(nxt)
        stack.append((left, sr, sc, None))
    return found


def band_steps(here: int, dr: int, k: int, w: int) -> list[tuple[int, int, int, int]]:
    """The steps of a line in the last row of a board cut short (``band``), as (cell, direction, turns left):
    come down into it, the line goes by a join to another of its cells, turning 2, 4, ... times; come by a
    join, it goes up."""
    if dr == -1:
        return [(here - w, -1, 0, k)]
    first = here - here % w
    return [(first + b, -1, 0, k - turns) for b in range(w) if first + b != here for turns in range(2, k + 1, 2)]
