"""Square Jam's rules as constraints, and an independent check of an answer.

The walls, told locally. Rooms are rectangles just when no inner grid point has one wall (a wall
ending inside a room) or two at a right angle with no third (a room's inner corner, or a room wrapped
round another); no four walls meet at a point either. Each cell carries its room's side in order
variables (``side[i][k]``: the side is more than k + 1), equal across every open side, so a room's
width and height are one number; the width is read at each end of a row of the room as the run of
open sides from it, the height at each end of a column. Some wh min(w, h) variables: a variable per candidate
square (the first encoding) was some 2,900 on a 20x20 board with 240,000 clauses, and an empty one
took 4.7 s to answer.
"""

from collections.abc import Iterator

from ...puzzlink import walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from .codec import QUESTION, Puzzle


def candidates(puzzle: Puzzle) -> list[list[int]]:
    """Every square in the grid whose numbered cells all give its side: what a brute-force search tries."""
    w, h = puzzle.w, puzzle.h
    found = []
    for side in range(1, min(w, h) + 1):
        for top in range(h - side + 1):
            for left in range(w - side + 1):
                cells = [r * w + c for r in range(top, top + side) for c in range(left, left + side)]
                if all(puzzle.clues[i] in (None, QUESTION, side) for i in cells):
                    found.append(cells)
    return found


def rectangles(found: WallVars) -> None:
    """Every room a rectangle: at each inner grid point no lone wall and no right angle of two walls alone."""
    p = found.problem
    for r in range(found.h - 1):
        for c in range(found.w - 1):
            up, down = found.across[r][c], found.across[r + 1][c]
            left, right = found.down[r][c], found.down[r][c + 1]
            point = (up, down, left, right)
            for x in point:
                p.clause([-x, *(y for y in point if y != x)])
            for a in (up, down):
                for b in (left, right):
                    p.clause([-a, -b, *(y for y in point if y not in (a, b))])


def problem(puzzle: Puzzle) -> WallVars:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    found = WallVars(p, w, h)
    rectangles(found)
    found.no_four_meet()
    most = min(w, h)
    side = [p.new_vars(most - 1) for _ in range(w * h)]  # side[i][k]: cell i's room has a side over k + 1
    for i in range(w * h):
        for k in range(1, most - 1):
            p.clause([-side[i][k], side[i][k - 1]])
    for i, j, wall in found.pairs():  # one room, one side
        for k in range(most - 1):
            p.clause([wall, -side[i][k], side[j][k]])
            p.clause([wall, side[i][k], -side[j][k]])
    for i in range(w * h):
        r, c = divmod(i, w)
        run(p, found, side[i], i, 1, c == 0, w - c)  # along the row
        run(p, found, side[i], i, w, r == 0, h - r)  # down the column
        run(p, found, side[i], i, -1, c == w - 1, c + 1)  # and back from the other ends: the same, told sooner
        run(p, found, side[i], i, -w, r == h - 1, r + 1)
    for i, clue in enumerate(puzzle.clues):
        if clue is None or clue == QUESTION:
            continue
        if clue > most:
            p.clause([])
            continue
        if clue > 1:
            p.clause([side[i][clue - 2]])
        if clue <= most - 1:
            p.clause([-side[i][clue - 1]])
    return found


def run(p: Problem, found: WallVars, side: list[int], i: int, step: int, edge: bool, room: int) -> None:
    """At a room's end (the grid's edge or a wall before cell i), the side is the run of open sides from i on:
    over k + 1 opens the side after k + 1 cells, exactly k + 1 walls it there. ``room``: the cells from i to
    the grid's edge along ``step``."""
    ends = [] if edge else [-found.between(*sorted((i - step, i)))]  # the clauses hold only at a room's end
    for k in range(len(side) + 1):  # k = len(side): the side is the grid's shorter side, never over it
        over = side[k] if k < len(side) else None
        exact = ([] if over is None else [over]) + ([-side[k - 1]] if k else [])
        if k + 1 < room:
            wall = found.between(*sorted((i + step * k, i + step * (k + 1))))
            if over is not None:
                p.clause([*ends, -over, -wall])
            p.clause([*ends, *exact, wall])
        elif over is not None:
            p.clause([*ends, -over])


def solutions(puzzle: Puzzle) -> Iterator[Walls]:
    return problem(puzzle).solutions()


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the answer is unique and, when not, the walls alike in every solution (``?`` the others)."""
    return problem(puzzle).certain()


def is_solution(puzzle: Puzzle, found: Walls) -> bool:
    """Every room a full square, each number its room's side, every wall between two rooms, and no four
    walls meeting at a point."""
    w, h = puzzle.w, puzzle.h
    if not walls.closes_rooms(found, w, h) or not walls.no_four_meet(found, w, h):
        return False
    for inside in walls.members(walls.rooms(found, w, h)):
        rows = {i // w for i in inside}
        cols = {i % w for i in inside}
        if len(rows) != len(cols) or len(rows) * len(cols) != len(inside):
            return False
        if any(puzzle.clues[i] not in (None, QUESTION, len(rows)) for i in inside):
            return False
    return True
