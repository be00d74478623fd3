"""Aqre's rules as constraints, and an independent check of an answer.

A variable per cell (shaded). A numbered room holds that many shaded cells; the shaded cells are
connected; no four cells in a row or column are all shaded or all unshaded.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells, numbers
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from .codec import Puzzle

RUN = 4  # the shortest run of one colour the rules forbid


def fours(w: int, h: int) -> Iterator[list[int]]:
    """Every four cells in a row along a row or a column."""
    for r in range(h):
        for c in range(w):
            if c + RUN <= w:
                yield [r * w + c + k for k in range(RUN)]
            if r + RUN <= h:
                yield [(r + k) * w + c for k in range(RUN)]


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    rooms: dict[int, list[int]] = {}
    for i, x in enumerate(puzzle.regions):
        rooms.setdefault(x, []).append(i)
    for x, clue in enumerate(puzzle.clues):
        if clue is not None and clue != numbers.QUESTION:
            p.exactly([shaded[i] for i in rooms[x]], clue)
    for run in fours(w, h):
        p.clause([-shaded[i] for i in run])
        p.clause([shaded[i] for i in run])
    p.connected(dict(enumerate(shaded)), [(i, j, None) for i, j in cells.links(w, h)])
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Counts room by room, no run of four of one colour along a row or column, the shaded cells in one piece."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h:
        return False
    for x, clue in enumerate(puzzle.clues):
        count = sum(shading[i] for i in range(w * h) if puzzle.regions[i] == x)
        if clue is not None and clue >= 0 and count != clue:
            return False
    for line in [[r * w + c for c in range(w)] for r in range(h)] + [[r * w + c for r in range(h)] for c in range(w)]:
        run = 0
        for k, i in enumerate(line):
            run = run + 1 if k and shading[i] == shading[line[k - 1]] else 1
            if run >= RUN:
                return False
    black = {i for i in range(w * h) if shading[i]}
    return not black or cells.one_piece(black, w, h)
