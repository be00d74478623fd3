"""Akari's rules as constraints, and an independent check of an answer.

A light lights its cell and every open cell it sees along its row and column up to a
wall. The constraints: each run of open cells between walls (a row's or a column's)
holds at most one light; each open cell has a light in its row run or its column run;
a numbered wall has that many lights beside it.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from .codec import Puzzle


def runs(puzzle: Puzzle) -> tuple[list[list[int]], dict[int, list[list[int]]]]:
    """The runs of open cells, rows' then columns', and each cell's two runs."""
    w, h = puzzle.w, puzzle.h
    lines = [[r * w + c for c in range(w)] for r in range(h)] + [[r * w + c for r in range(h)] for c in range(w)]
    found, of_cell = [], {i: [] for i in range(w * h) if puzzle.walls[i] is None}
    for line in lines:
        run = []
        for i in line + [None]:
            if i is not None and puzzle.walls[i] is None:
                run.append(i)
            elif run:
                found.append(run)
                for j in run:
                    of_cell[j].append(run)
                run = []
    return found, of_cell


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    """The constraints, and one variable per cell (walls' are always false): a light."""
    p = Problem()
    light = p.new_vars(puzzle.w * puzzle.h)
    all_runs, of_cell = runs(puzzle)
    for i, x in enumerate(puzzle.walls):
        if x is not None:
            p.clause([-light[i]])
            if x >= 0:
                p.exactly([light[j] for j in cells.neighbours(i, puzzle.w, puzzle.h)], x)
    for run in all_runs:
        p.at_most([light[i] for i in run], 1)
    for i, two in of_cell.items():
        p.clause([light[j] for run in two for j in run])
    return p, light


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, lights: Shading) -> bool:
    """Every rule, checked by shining each light along its row and column."""
    w, h = puzzle.w, puzzle.h
    if len(lights) != w * h or any(lights[i] for i, x in enumerate(puzzle.walls) if x is not None):
        return False
    lit = [False] * (w * h)
    for i in (i for i in range(w * h) if lights[i]):
        lit[i] = True
        r, c = divmod(i, w)
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            rr, cc = r + dr, c + dc
            while 0 <= rr < h and 0 <= cc < w and puzzle.walls[rr * w + cc] is None:
                if lights[rr * w + cc]:
                    return False  # two lights see each other
                lit[rr * w + cc] = True
                rr, cc = rr + dr, cc + dc
    for i, x in enumerate(puzzle.walls):
        if x is None and not lit[i]:
            return False
        if x is not None and x >= 0 and sum(lights[j] for j in cells.neighbours(i, w, h)) != x:
            return False
    return True
