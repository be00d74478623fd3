"""Star Battle's rules as constraints, and an independent check of an answer.

Counts only: each row, column and region holds exactly the given number of stars, and
of two cells that touch, even at a corner, at most one holds a star.
"""

from collections.abc import Iterator
from itertools import combinations

from ...puzzlink import answers
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from .codec import Puzzle


def groups(puzzle: Puzzle) -> list[list[int]]:
    """The rows, the columns and the regions, as lists of cells."""
    w, h = puzzle.w, puzzle.h
    regions: dict[int, list[int]] = {}
    for i, x in enumerate(puzzle.regions):
        regions.setdefault(x, []).append(i)
    return [[r * w + c for c in range(w)] for r in range(h)] + [[r * w + c for r in range(h)] for c in range(w)] + list(regions.values())


def touching(puzzle: Puzzle) -> Iterator[tuple[int, int]]:
    """Each pair of cells that share a side or a corner, once."""
    w, h = puzzle.w, puzzle.h
    for r in range(h):
        for c in range(w):
            for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
                if 0 <= r + dr < h and 0 <= c + dc < w:
                    yield r * w + c, (r + dr) * w + c + dc


def unsolvable_reason(puzzle: Puzzle) -> str | None:
    """The sentence when the counts cannot add up: the rows hold stars times rows, the regions stars
    times regions, so a board needs as many regions as rows (a URL with a typo in its borders), and
    each row, column and region room for its stars apart. Clause learning refutes such counts only
    after thousands of conflicts (a pigeonhole count).

    >>> unsolvable_reason(Puzzle(2, 2, 1, (0, 0, 0, 0)))
    'The grid has 1 region but 2 rows: each row and each region holds 1 star'
    >>> unsolvable_reason(Puzzle(4, 4, 3, (0,) * 4 + (1,) * 4 + (2,) * 4 + (3,) * 4))
    'A row of 4 cells cannot hold 3 stars that do not touch'
    >>> unsolvable_reason(Puzzle(3, 3, 1, (0, 0, 0, 0, 0, 0, 0, 1, 2)))  # two regions of one cell: legal so far
    """
    w, h, k = puzzle.w, puzzle.h, puzzle.stars
    stars = f"{k} star{'s' if k > 1 else ''}"
    if w != h:
        return f"The grid is {w}x{h}: its rows and columns hold {stars} each only on a square grid"
    count = len(set(puzzle.regions))
    if count != h:
        return f"The grid has {count} region{'s' if count > 1 else ''} but {h} rows: each row and each region holds {stars}"
    if k > (w + 1) // 2:
        return f"A row of {w} cells cannot hold {stars} that do not touch"
    apart = set(touching(puzzle))
    for group in groups(puzzle)[2 * h:]:
        if len(group) < 2 * k + 8 and not any(all((a, b) not in apart for a, b in combinations(trial, 2))
                                               for trial in combinations(group, k)):
            r, c = divmod(group[0], w)
            return f"The region at row {r + 1}, column {c + 1} cannot hold {stars} that do not touch"
    return None


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    p = Problem()
    if unsolvable_reason(puzzle):
        p.clause([])  # said at once: the search needs thousands of conflicts to count it out
    star = p.new_vars(puzzle.w * puzzle.h)
    for group in groups(puzzle):
        p.exactly([star[i] for i in group], puzzle.stars)
    for i, j in touching(puzzle):
        p.clause([-star[i], -star[j]])
    return p, star


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, stars: Shading) -> bool:
    """Every count, and no two stars within a king's move of each other."""
    w, h = puzzle.w, puzzle.h
    if len(stars) != w * h:
        return False
    lines = [[stars[r * w + c] for c in range(w)] for r in range(h)] + [[stars[r * w + c] for r in range(h)] for c in range(w)]
    by_region: dict[int, int] = {}
    for i, x in enumerate(puzzle.regions):
        by_region[x] = by_region.get(x, 0) + stars[i]
    if any(sum(line) != puzzle.stars for line in lines) or any(n != puzzle.stars for n in by_region.values()):
        return False
    placed = [divmod(i, w) for i in range(w * h) if stars[i]]
    return all(max(abs(r - rr), abs(c - cc)) > 1 for k, (r, c) in enumerate(placed) for rr, cc in placed[k + 1 :])
