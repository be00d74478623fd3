"""Creek's rules as constraints, and an independent check of an answer.

A variable per cell (shaded). A number on a corner is how many of the up to four cells
around that corner are shaded; the unshaded cells are connected; some cell is shaded.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells, numbers
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from .codec import Puzzle


def around(k: int, w: int, h: int) -> list[int]:
    """The cells that touch corner k (corner (r, c) is the top left corner of cell (r, c))."""
    r, c = divmod(k, w + 1)
    return [rr * w + cc for rr in (r - 1, r) for cc in (c - 1, c) if 0 <= rr < h and 0 <= cc < w]


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    p.clause(shaded)
    for k, clue in enumerate(puzzle.clues):
        if clue is not None and clue != numbers.QUESTION:
            p.exactly([shaded[i] for i in around(k, w, h)], clue)
    p.connected({i: -v for i, v in enumerate(shaded)}, [(i, j, None) for i, j in cells.links(w, h)])
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Each corner's count over the 2x2 block it sits in, and the white cells one piece by flood fill."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h or not any(shading):
        return False
    for r in range(h + 1):
        for c in range(w + 1):
            clue = puzzle.clues[r * (w + 1) + c]
            block = [shading[rr * w + cc] for rr in (r - 1, r) for cc in (c - 1, c) if 0 <= rr < h and 0 <= cc < w]
            if clue is not None and clue != numbers.QUESTION and sum(block) != clue:
                return False
    return cells.one_piece({i for i in range(w * h) if not shading[i]}, w, h)
