"""Nurimisaki's rules as constraints, and an independent check of an answer.

A variable per cell (shaded). Circles are unshaded and are exactly the unshaded cells with
one unshaded neighbour (the capes); a circle's number counts the cells it sees along its
row and column, itself included (``search/sight.py``); no 2x2 block is all shaded or all
unshaded; the unshaded cells are connected; some cell is shaded.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells, numbers
from ...puzzlink.cells import Shading
from ...search import sight
from ...search.constraints import Problem
from .codec import Puzzle


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    p.clause(shaded)
    for square in cells.squares(w, h):
        p.clause([-shaded[i] for i in square])
        p.clause([shaded[i] for i in square])
    for i, clue in enumerate(puzzle.clues):
        beside = list(cells.neighbours(i, w, h))
        if clue is None:
            # an unshaded cell without a circle is no cape: never exactly one unshaded neighbour
            for j in beside:
                p.clause([shaded[i], shaded[j], *(-shaded[k] for k in beside if k != j)])
            continue
        p.clause([-shaded[i]])
        p.exactly([-shaded[j] for j in beside], 1)
        if clue != numbers.QUESTION:
            sight.sees(p, i, clue, [-v for v in shaded], w, h)
    p.connected({i: -v for i, v in enumerate(shaded)}, [(i, j, None) for i, j in cells.links(w, h)])
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule on the finished grid: the 2x2 blocks, the capes, each number's view, the white cells one piece."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h or not any(shading):
        return False
    if any(len({shading[i] for i in square}) == 1 for square in cells.squares(w, h)):
        return False
    for i, clue in enumerate(puzzle.clues):
        r, c = divmod(i, w)
        open_sides = sum(1 for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                         if 0 <= rr < h and 0 <= cc < w and not shading[rr * w + cc])
        if clue is None:
            if not shading[i] and open_sides == 1:
                return False
            continue
        if shading[i] or open_sides != 1:
            return False
        if clue != numbers.QUESTION and cells.view(i, shading, w, h) != clue:
            return False
    return cells.one_piece({i for i in range(w * h) if not shading[i]}, w, h)
