"""Norinori's rules as constraints, and an independent check of an answer.

A variable per cell (shaded). Each region holds exactly two shaded cells; a shaded cell has
exactly one shaded neighbour (beside, above or below), so the shaded cells pair off into dominoes.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells
from ...puzzlink.cells import Shading
from ...search import shapes
from ...search.constraints import Problem
from .codec import Puzzle


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    regions: dict[int, list[int]] = {}
    for i, x in enumerate(puzzle.regions):
        regions.setdefault(x, []).append(i)
    for members in regions.values():
        p.exactly([shaded[i] for i in members], 2)
    shapes.dominoes(p, shaded, w, h)
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Two shaded cells in every region, and every group of shaded cells (joined side by side) a domino."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h:
        return False
    count: dict[int, int] = {}
    for i, x in enumerate(puzzle.regions):
        count[x] = count.get(x, 0) + shading[i]
    if any(n != 2 for n in count.values()):
        return False
    seen = set()
    for start in range(w * h):
        if not shading[start] or start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for j in cells.neighbours(todo.pop(), w, h):
                if shading[j] and j not in group:
                    group.add(j)
                    todo.append(j)
        seen |= group
        if len(group) != 2:
            return False
    return True
