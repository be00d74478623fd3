"""Minesweeper's rules as constraints, and an independent check of an answer.

A variable per cell (a mine); a numbered cell holds none, and exactly its number of its
eight neighbours do.
"""

from collections.abc import Iterator

from ...puzzlink import answers, numbers
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from .codec import Puzzle


def around(i: int, w: int, h: int) -> list[int]:
    """The up to eight cells that touch cell i by a side or a corner."""
    r, c = divmod(i, w)
    return [(r + dr) * w + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < h and 0 <= c + dc < w]


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    mine = p.new_vars(w * h)
    for i, clue in enumerate(puzzle.clues):
        if clue is not None:
            p.clause([-mine[i]])
            if clue != numbers.QUESTION:
                p.exactly([mine[j] for j in around(i, w, h)], clue)
    return p, mine


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, mines: Shading) -> bool:
    """No mine under a number, and each number counts the mines in the 3x3 block around it."""
    w, h = puzzle.w, puzzle.h
    if len(mines) != w * h:
        return False
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        r, c = divmod(i, w)
        block = [mines[rr * w + cc] for rr in range(max(0, r - 1), min(h, r + 2)) for cc in range(max(0, c - 1), min(w, c + 2))]
        if mines[i] or (clue != numbers.QUESTION and sum(block) != clue):
            return False
    return True
