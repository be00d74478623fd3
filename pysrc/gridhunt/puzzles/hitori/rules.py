"""Hitori's rules as constraints, and an independent check of an answer.

A variable per cell (shaded). Two equal numbers in a row or column are not both
unshaded; shaded cells do not share a side; the unshaded cells are connected. A blank
cell (or a ``?``) is free, as pzprjs's checker has it.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells, numbers
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from .codec import Puzzle


def lines(puzzle: Puzzle) -> list[list[int]]:
    w, h = puzzle.w, puzzle.h
    return [[r * w + c for c in range(w)] for r in range(h)] + [[r * w + c for r in range(h)] for c in range(w)]


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    for line in lines(puzzle):
        for k, i in enumerate(line):
            for j in line[k + 1 :]:
                if puzzle.numbers[i] is not None and puzzle.numbers[i] == puzzle.numbers[j] != numbers.QUESTION:
                    p.clause([shaded[i], shaded[j]])
    for i, j in cells.links(w, h):
        p.clause([-shaded[i], -shaded[j]])
    p.connected({i: -v for i, v in enumerate(shaded)}, [(i, j, None) for i, j in cells.links(w, h)])
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """No repeat among unshaded numbers, no shaded pair side by side, the unshaded cells in one piece."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h:
        return False
    for line in lines(puzzle):
        seen = [puzzle.numbers[i] for i in line if not shading[i] and puzzle.numbers[i] not in (None, numbers.QUESTION)]
        if len(seen) != len(set(seen)):
            return False
    if any(shading[i] and shading[j] for i, j in cells.links(w, h)):
        return False
    return cells.one_piece({i for i in range(w * h) if not shading[i]}, w, h)
