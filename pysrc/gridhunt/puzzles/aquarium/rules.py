"""Aquarium's rules as constraints, and an independent check of an answer.

A variable per cell (water). Water in a tank at some row fills everything of the tank it can
reach from there without rising above that row, so: for each row t and each piece K of a tank's
cells at rows t and below (joined side by side inside the tank), a cell of K in row t is water
only when all of K is. Write that as: K's cells in row t are alike, and when they are water, so
is one cell in row t + 1 of each piece K splits into below row t (whose own rule fills the rest).
pzprjs's option that each tank fills to one level: a tank's cells in a row are alike, and water in
a row means water in the next row down. The counts outside the grid are each row's and column's
water cells; some cell holds water.
"""

from collections.abc import Iterator

from ...puzzlink import answers, numbers
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from .codec import Puzzle


def joined(puzzle: Puzzle, i: int) -> Iterator[int]:
    """The cells side by side with cell i in its tank."""
    w, h = puzzle.w, puzzle.h
    r, c = divmod(i, w)
    for j, ok in ((i - w, r > 0), (i + w, r + 1 < h), (i - 1, c > 0), (i + 1, c + 1 < w)):
        if ok and puzzle.regions[j] == puzzle.regions[i]:
            yield j


def pieces(puzzle: Puzzle, t: int) -> list[list[int]]:
    """The pieces of the tanks' cells in rows t and below, each joined side by side inside its tank."""
    w = puzzle.w
    seen: set[int] = set()
    found = []
    for start in range(t * w, puzzle.w * puzzle.h):
        if start in seen:
            continue
        piece, todo = [start], [start]
        seen.add(start)
        while todo:
            for j in joined(puzzle, todo.pop()):
                if j >= t * w and j not in seen:
                    seen.add(j)
                    piece.append(j)
                    todo.append(j)
        found.append(piece)
    return found


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    water = p.new_vars(w * h)

    def alike(group: list[int]) -> None:
        for a, b in zip(group, group[1:]):
            p.clause([-water[a], water[b]])
            p.clause([water[a], -water[b]])

    if puzzle.level:
        tanks: dict[tuple[int, int], list[int]] = {}
        for i, x in enumerate(puzzle.regions):
            tanks.setdefault((x, i // w), []).append(i)
        for (x, r), group in tanks.items():
            alike(group)
            if (x, r + 1) in tanks:
                p.clause([-water[group[0]], water[tanks[(x, r + 1)][0]]])
    else:
        for t in range(h):
            below = {j: k for k, piece in enumerate(pieces(puzzle, t + 1)) for j in piece} if t + 1 < h else {}
            for piece in pieces(puzzle, t):
                top = [i for i in piece if i // w == t]
                if not top:
                    continue
                alike(top)
                children = {below[j]: j for j in piece if j // w == t + 1}
                for j in children.values():
                    p.clause([-water[top[0]], water[j]])
    for counts, lines in ((puzzle.columns, [[r * w + c for r in range(h)] for c in range(w)]),
                          (puzzle.rows, [[r * w + c for c in range(w)] for r in range(h)])):
        for count, line in zip(counts, lines):
            if count is not None and count != numbers.QUESTION:
                p.exactly([water[i] for i in line], count)
    p.clause(water)
    return p, water


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, water: Shading) -> bool:
    """As pzprjs states them: some water; water beside or above a cell of its tank (not across a
    wall) has water there too (it would run out); in each pool (water cells joined inside a tank)
    a cell below the pool's top row has water above it when that cell is in its tank; with the
    option, in each tank no dry cell is as low as a water cell; the counts match."""
    w, h = puzzle.w, puzzle.h
    if len(water) != w * h or not any(water):
        return False
    for i in range(w * h):
        if water[i] and any(not water[j] for j in joined(puzzle, i) if j != i - w):
            return False
    if puzzle.level:
        for x in set(puzzle.regions):
            tank = [i for i in range(w * h) if puzzle.regions[i] == x]
            wet = [i // w for i in tank if water[i]]
            dry = [i // w for i in tank if not water[i]]
            if wet and dry and max(dry) >= min(wet):
                return False
    else:
        seen: set[int] = set()
        for start in range(w * h):
            if not water[start] or start in seen:
                continue
            pool, todo = {start}, [start]
            while todo:
                for j in joined(puzzle, todo.pop()):
                    if water[j] and j not in pool:
                        pool.add(j)
                        todo.append(j)
            seen |= pool
            level = min(i // w for i in pool)
            if any(i // w != level and i - w in set(joined(puzzle, i)) and not water[i - w] for i in pool):
                return False
    for counts, lines in ((puzzle.columns, [[r * w + c for r in range(h)] for c in range(w)]),
                          (puzzle.rows, [[r * w + c for c in range(w)] for r in range(h)])):
        for count, line in zip(counts, lines):
            if count is not None and count != numbers.QUESTION and sum(water[i] for i in line) != count:
                return False
    return True
