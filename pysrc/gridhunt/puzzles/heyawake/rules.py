"""Heyawake's rules as constraints, and an independent check of an answer.

A variable per cell (shaded). A numbered room holds that many shaded cells (counted over its
dominoes, see room_counts.py); no two shaded cells share a side; the unshaded cells are
connected; at least one cell is shaded (pzprjs refuses an empty grid); and every stretch of a
row or column that crosses two room walls, from the cell before the first wall to the cell after
the second, holds a shaded cell.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells, numbers
from ...puzzlink.cells import Shading
from ...search.acyclic import NoCycle
from ...search.constraints import Problem
from .codec import Puzzle
from .room_counts import room_exactly


def lines(puzzle: Puzzle) -> list[list[int]]:
    """Every row and every column, as its cells in order."""
    w, h = puzzle.w, puzzle.h
    return [[r * w + c for c in range(w)] for r in range(h)] + [[r * w + c for r in range(h)] for c in range(w)]


def stretches(puzzle: Puzzle) -> Iterator[list[int]]:
    """The shortest runs of cells that cross two room walls: one of each must be shaded."""
    for line in lines(puzzle):
        walls = [k for k in range(len(line) - 1) if puzzle.regions[line[k]] != puzzle.regions[line[k + 1]]]
        for first, second in zip(walls, walls[1:]):
            yield line[first : second + 2]


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    rooms: dict[int, list[int]] = {}
    for i, x in enumerate(puzzle.regions):
        rooms.setdefault(x, []).append(i)
    for x, clue in enumerate(puzzle.clues):
        if clue is not None and clue != numbers.QUESTION:
            room_exactly(p, rooms[x], w, shaded, clue)
    for i, j in cells.links(w, h):
        p.clause([-shaded[i], -shaded[j]])
    for stretch in stretches(puzzle):
        p.clause([shaded[i] for i in stretch])
    p.clause(shaded)
    # The unshaded cells are connected: no chain of shaded cells closes (see walls), asked only
    # once a cell is set since it last found nothing (shading more only closes more chains). The
    # connectivity check is left out: beside this one its cuts cost more time than they saved
    # (measured: the 10x10 with a 29 took 1.2 s with it, 0.6 s without).
    p.solver.add_checker(NoCycle(p.solver, walls(puzzle, shaded)), shaded)
    if w == 1 or h == 1:  # a line: a shaded cell inside it cuts it in two without a closed chain
        for i in range(1, w * h - 1):
            p.clause([-shaded[i]])
    return p, shaded


def walls(puzzle: Puzzle, shaded: list[int]) -> list[tuple]:
    """Shaded cells joined corner to corner, and to the grid's edge: a cycle of them walls unshaded cells in.

    With no two shaded cells side by side, in a grid at least two cells wide and high, the
    unshaded cells fall apart exactly when such a chain closes (round a cell, or from edge to
    edge): a closed chain has unshaded cells on both sides of each corner-to-corner step, and a
    piece of unshaded cells cut off is ringed by one. Forbidding the cycle says so in a clause
    as short as the chain.
    """
    w, h = puzzle.w, puzzle.h
    found: list[tuple] = []
    for r in range(h):
        for c in range(w):
            i = r * w + c
            if r in (0, h - 1) or c in (0, w - 1):
                found.append((i, "edge", (shaded[i],)))
            for dc in (-1, 1):
                if r + 1 < h and 0 <= c + dc < w:
                    found.append((i, i + w + dc, (shaded[i], shaded[i + w + dc])))
    return found


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Counts room by room, no shaded pair side by side, no long white run, the white cells in one piece."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h or not any(shading):
        return False
    for x, clue in enumerate(puzzle.clues):
        count = sum(shading[i] for i in range(w * h) if puzzle.regions[i] == x)
        if clue is not None and clue >= 0 and count != clue:
            return False
    for r in range(h):
        for c in range(w):
            i = r * w + c
            if shading[i] and ((c + 1 < w and shading[i + 1]) or (r + 1 < h and shading[i + w])):
                return False
    for step, starts in ((1, [r * w for r in range(h)]), (w, list(range(w)))):
        length = w if step == 1 else h
        for start in starts:
            walls = 0  # walls crossed by the white run that reaches the current cell
            for k in range(1, length):
                here, before = start + k * step, start + (k - 1) * step
                if shading[here] or shading[before]:
                    walls = 0
                elif puzzle.regions[here] != puzzle.regions[before]:
                    walls += 1
                    if walls == 2:
                        return False
    return cells.one_piece({i for i in range(w * h) if not shading[i]}, w, h)
