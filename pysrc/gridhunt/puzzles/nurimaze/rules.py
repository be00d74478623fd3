"""Nurimaze's rules as constraints, and an independent check of an answer.

A variable per tile (shaded), which every cell of the tile shares. The marks' tiles are unshaded;
no 2x2 block is all shaded or all unshaded; the unshaded cells are connected
(``Problem.connected``) and close no cycle (``search/acyclic``), so they make a tree, in which one
path joins the start to the goal. A variable per cell says it is on that path: the start and the
goal have one neighbour on it, every other cell on it two, and only unshaded cells are on it (in a
tree those cells are exactly the path); circles are on it, triangles are not.
"""

from collections.abc import Iterator
from itertools import combinations

from ...puzzlink import answers, cells
from ...puzzlink.cells import Shading
from ...search.acyclic import forbid_cycles
from ...search.constraints import Problem
from .codec import CIRCLE, GOAL, START, TRIANGLE, Puzzle


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    tile = {x: p.new_var() for x in sorted(set(puzzle.regions))}
    shaded = [tile[x] for x in puzzle.regions]
    route = p.new_vars(w * h)
    for i, mark in enumerate(puzzle.marks):
        if mark:
            p.clause([-shaded[i]])
        if mark in (START, GOAL, CIRCLE):
            p.clause([route[i]])
        if mark == TRIANGLE:
            p.clause([-route[i]])
        p.clause([-route[i], -shaded[i]])
        beside = [route[j] for j in cells.neighbours(i, w, h)]
        ends = mark in (START, GOAL)
        p.clause([-route[i], *beside])  # at least one route neighbour
        for a, b in combinations(beside, 2):
            if ends:
                p.clause([-route[i], -a, -b])  # an end: at most one
        if not ends:
            for a in beside:  # a cell inside the route: a second one beside the first
                p.clause([-route[i], -a, *(b for b in beside if b != a)])
            for a, b, c in combinations(beside, 3):
                p.clause([-route[i], -a, -b, -c])
    for square in cells.squares(w, h):
        p.clause([-shaded[i] for i in square])
        p.clause([shaded[i] for i in square])
    links = cells.links(w, h)
    p.connected({i: -shaded[i] for i in range(w * h)}, [(i, j, None) for i, j in links])
    forbid_cycles(p, [(i, j, (-shaded[i], -shaded[j])) for i, j in links])
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule on the finished grid: each tile all shaded or all not, the marks unshaded, no 2x2 block all
    shaded or all unshaded, the unshaded cells one piece without a cycle, and on the way from the start to
    the goal through them every circle and no triangle."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h:
        return False
    for x in set(puzzle.regions):
        if len({shading[i] for i in range(w * h) if puzzle.regions[i] == x}) != 1:
            return False
    if any(mark and shading[i] for i, mark in enumerate(puzzle.marks)):
        return False
    if any(len({shading[i] for i in square}) == 1 for square in cells.squares(w, h)):
        return False
    white = {i for i in range(w * h) if not shading[i]}
    if not cells.one_piece(white, w, h):
        return False
    if sum(1 for i, j in cells.links(w, h) if i in white and j in white) != len(white) - 1:
        return False  # a connected piece is a tree exactly when it has one link fewer than cells
    came_from = {puzzle.start(): None}
    todo = [puzzle.start()]
    while todo:
        i = todo.pop()
        for j in cells.neighbours(i, w, h):
            if j in white and j not in came_from:
                came_from[j] = i
                todo.append(j)
    way, at = set(), puzzle.goal()
    while at is not None:
        way.add(at)
        at = came_from[at]
    return all((i in way) == (mark == CIRCLE) for i, mark in enumerate(puzzle.marks) if mark in (CIRCLE, TRIANGLE))
