"""Counting cells: how many cells of the grid each number may fill at most, seen from the clues.

The clues need regions: clue cells of one number that cannot share a region (too far apart
for it, counting steps through cells that may hold that number) need a region each, so a
number n needs at least ``n * regions`` cells. What the grid has beyond all the clues' needs
(``spare``) is all that any further region may take: no further region of n when n > spare,
and only as many cells holding a number past every clue as there are spare (none when fewer
than such a region needs). When the spare cells are few, that settles much a search finds only late (a 9x9 of eight 19s, 81 cells, and
clues that need exactly 81: the 19s make one region, and no cell holds a number not given).
A number left room for one region only keeps its cells in one piece, each near all its clues.

>>> from .codec import decode
>>> puzzle = decode("https://puzz.link/p?fillomino/3/1/2h")  # 2 . .
>>> needed_regions(puzzle)
{2: 1}
>>> caps(puzzle, top=2)  # one cell to spare: no second 2, a 1 at most there, and no 3 (past every clue)
{1: 1, 2: 2, 3: 0}
>>> sorted(lone_regions(puzzle, top=2)[2])  # the one region of 2 lies next to its clue
[0, 1]

Glossary: cell i = r * w + c; a clue is a number given in a cell (``numbers.QUESTION``: any).
"""

from collections import deque

from ...puzzlink import cells, numbers
from .codec import Puzzle


def needed_regions(puzzle: Puzzle) -> dict[int, int]:
    """For each number given, a lower bound on its regions: clue cells pairwise too far apart to share
    one (a greedy pick, so a bound, never more than the truth)."""
    by_number: dict[int, list[int]] = {}
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue != numbers.QUESTION:
            by_number.setdefault(clue, []).append(i)
    needed = {}
    for n, given in by_number.items():
        apart: list[int] = []
        for i in given:
            near = within(puzzle, i, n)
            if not any(j in near for j in apart):
                apart.append(i)
        needed[n] = len(apart)
    return needed


def within(puzzle: Puzzle, start: int, n: int) -> set[int]:
    """The cells a region of n holding ``start`` could reach: fewer than n steps through cells that may
    hold n (blank, ``?`` or n) across no given wall."""
    w, h, clues = puzzle.w, puzzle.h, puzzle.clues
    depth = {start: 0}
    todo = deque([start])
    while todo:
        k = todo.popleft()
        if depth[k] == n - 1:
            continue
        for j in cells.neighbours(k, w, h):
            if j not in depth and clues[j] in (None, numbers.QUESTION, n) and not puzzle.walled(min(j, k), max(j, k)):
                depth[j] = depth[k] + 1
                todo.append(j)
    return set(depth)


def caps(puzzle: Puzzle, top: int) -> dict[int, int]:
    """The most cells each number 1..top may fill (and ``top + 1``: every number past top together),
    listed only where that is fewer than the grid's cells."""
    needed = needed_regions(puzzle)
    grid = puzzle.w * puzzle.h
    spare = grid - sum(n * count for n, count in needed.items())
    found = {}
    for n in range(1, top + 1):
        most = n * (needed.get(n, 0) + max(spare, 0) // n)
        if most < grid:
            found[n] = most
    if top < puzzle.largest and spare < grid:
        # Regions past every clue hold no clue: spare cells only, and one needs top + 1 of them. Fewer spare
        # (the 7x10s of the paste bench: 9 to 12 spare, top 12) leave no such region: "at most 10" let
        # the search try them. The same searches in all (92 pasted and mutated boards: 8,904 -> 8,876 conflicts).
        found[top + 1] = spare if spare > top else 0
    return found


def lone_regions(puzzle: Puzzle, top: int) -> dict[int, set[int]]:
    """The numbers 2..top that may fill one region only (their cap is under twice themselves), each
    with the cells that may hold it: that region holds every clue of the number, so all are near."""
    capped = caps(puzzle, top)
    found = {}
    for n in range(2, top + 1):
        if 0 < capped.get(n, 2 * n) < 2 * n:  # (none at all: the count has said so)
            reach = set(range(puzzle.w * puzzle.h))
            for i, clue in enumerate(puzzle.clues):
                if clue == n:
                    reach &= within(puzzle, i, n)
            found[n] = reach
    return found
