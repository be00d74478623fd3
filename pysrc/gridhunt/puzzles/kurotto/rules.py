"""Kurotto's rules as constraints, and an independent check of an answer.

A variable per cell (shaded); numbered cells are not shaded. For a number n, the shaded
blocks beside it and the number's own cell make one piece of n + 1 cells joined through the
number, closed to every other shaded cell: variables ``owns[i]`` say cell i is in that piece
(offered only where a block beside the number could reach: see ``within``); an owned cell is shaded (but the number's),
a shaded cell beside an owned one is owned, the owned cells are connected and exactly
n + 1, and while the search goes the number must still have room for them. At least one
cell is shaded.
"""

from collections import deque
from collections.abc import Iterator

from ...puzzlink import answers, cells, numbers
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from .codec import Puzzle


def limits(puzzle: Puzzle) -> list[int]:
    """Per cell, the most cells its block may have: the least number beside it (the grid's size when none)."""
    w, h = puzzle.w, puzzle.h
    out = []
    for i in range(w * h):
        beside = [puzzle.clues[j] for j in cells.neighbours(i, w, h) if puzzle.clues[j] is not None]
        out.append(min((x for x in beside if x != numbers.QUESTION), default=w * h))
    return out


def within(puzzle: Puzzle, k: int, clue: int, limit: list[int]) -> list[int]:
    """The number's cell and the cells its blocks may hold. A cell j of a block beside the number is
    reached along the block from the number in some t steps, and every cell on that way is in the
    block, which has at least t cells: so each of those cells' limits, and the number, is at least t."""
    w, h = puzzle.w, puzzle.h
    found = {k}
    for t in range(1, clue + 1):
        open_cells = {i for i in range(w * h) if puzzle.clues[i] is None and limit[i] >= t}
        seen = {k: 0}
        todo = deque([k])
        while todo:
            i = todo.popleft()
            if seen[i] == t:
                continue
            for j in cells.neighbours(i, w, h):
                if j not in seen and j in open_cells:
                    seen[j] = seen[i] + 1
                    todo.append(j)
        found |= set(seen)
    return sorted(found)


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    p.clause(shaded)
    limit = limits(puzzle)
    for k, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        p.clause([-shaded[k]])
        if clue == numbers.QUESTION:
            continue
        owns = {i: p.new_var() for i in within(puzzle, k, clue, limit)}
        p.clause([owns[k]])
        for i, lit in owns.items():
            if i != k:
                p.clause([-lit, shaded[i]])
            for j in cells.neighbours(i, w, h):
                if puzzle.clues[j] is None:
                    p.clause([-lit, -shaded[j]] + ([owns[j]] if j in owns else []))
        links = [(i, j, None) for i, j in cells.links(w, h) if i in owns and j in owns]
        p.exactly(owns.values(), clue + 1)
        p.connected(owns, links)
        p.reaches(k, owns, links, clue + 1)
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule, checked by measuring each block of shaded cells and adding up those beside each number."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h or not any(shading):
        return False
    block = [-1] * (w * h)
    sizes = []
    for start in range(w * h):
        if not shading[start] or block[start] >= 0:
            continue
        block[start] = len(sizes)
        stack, size = [start], 0
        while stack:
            i = stack.pop()
            size += 1
            for j in cells.neighbours(i, w, h):
                if shading[j] and block[j] < 0:
                    block[j] = block[start]
                    stack.append(j)
        sizes.append(size)
    for k, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        if shading[k]:
            return False
        beside = {block[j] for j in cells.neighbours(k, w, h) if shading[j]}
        if clue != numbers.QUESTION and sum(sizes[b] for b in beside) != clue:
            return False
    return True
