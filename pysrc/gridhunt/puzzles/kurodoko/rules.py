"""Kurodoko's rules as constraints, and an independent check of an answer.

A variable per cell (shaded); numbered cells are not shaded. No two shaded cells share a
side; the unshaded cells are connected; some cell is shaded; a number is the count of cells
it sees along its row and column up to a shaded cell or the edge, itself included
(``search/sight.py`` counts the steps of its four rays).
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
    for i, j in cells.links(w, h):
        p.clause([-shaded[i], -shaded[j]])
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        p.clause([-shaded[i]])
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
    """Every rule on the finished grid: walking out from each number, the white cells one piece."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h or not any(shading):
        return False
    if any(shading[i] and shading[j] for i, j in cells.links(w, h)):
        return False
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        if shading[i]:
            return False
        if clue != numbers.QUESTION and cells.view(i, shading, w, h) != clue:
            return False
    return cells.one_piece({i for i in range(w * h) if not shading[i]}, w, h)
