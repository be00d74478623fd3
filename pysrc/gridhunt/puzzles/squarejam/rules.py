"""Square Jam's rules as constraints, and an independent check of an answer.

The walls, told locally. Rooms are rectangles just when no inner grid point has one wall (a wall
ending inside a room) or two at a right angle with no third (a room's inner corner, or a room wrapped
round another); no four walls meet at a point either. A rectangle is a square just when its diagonal,
walked from its top-left cell (the one cell with a wall above it and one on its left), leaves it at
its bottom-right corner: at each cell of that diagonal (``diagonal[i]``) a wall on the right comes
with one below, and one below with one on the right. A number n says its row of the room runs n
cells: one of the n places that run may start holds it, walled at both ends and open inside. Some
2wh variables and a few clauses a cell: the side told in order at every cell (19 variables a cell
on a 20x20 board, 8,400 in all) cost each of the sharing phase's questions a whole assignment of
them, and an empty 20x20 took 2.2 s to answer; a variable per candidate square (the first encoding),
some 2,900 with 240,000 clauses, 4.7 s.
"""

from collections.abc import Iterator

from ...puzzlink import walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from .codec import QUESTION, Puzzle


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


class Sides:
    """The wall on each side of a cell as a literal; the grid's edge is a wall (``problem.true``)."""

    def __init__(self, found: WallVars) -> None:
        self.found, self.w, self.h = found, found.w, found.h
        self.edge = found.problem.true

    def toward(self, i: int, dr: int, dc: int) -> int:
        """The wall between cell i and the next cell that way (one of dr, dc is 0)."""
        r, c = divmod(i, self.w)
        if not (0 <= r + dr < self.h and 0 <= c + dc < self.w):
            return self.edge
        j = i + dr * self.w + dc
        return self.found.between(min(i, j), max(i, j))

    def left(self, i: int) -> int:
        return self.toward(i, 0, -1)

    def right(self, i: int) -> int:
        return self.toward(i, 0, 1)


def squares(found: WallVars) -> None:
    """Every rectangle room a square: its diagonal from the top-left cell meets a wall on the right and one
    below at the same cell. ``diagonal[i]``: cell i is its room's top-left cell (walls above it and on its
    left), or the next cell down the diagonal from one on it that has neither wall on the right nor below.
    (Walking it from all four corners as well, to be told sooner, made the questions no faster.)"""
    p, w, h = found.problem, found.w, found.h
    side = Sides(found)
    diagonal = p.new_vars(w * h)
    for i, d in enumerate(diagonal):
        above, left, right, below = side.toward(i, -1, 0), side.left(i), side.right(i), side.toward(i, 1, 0)
        p.clause([-above, -left, d])
        if i >= w and i % w:  # a cell up and to the left: the diagonal may come from there
            u = i - w - 1
            before, u_right, u_below = diagonal[u], side.right(u), side.toward(u, 1, 0)
            p.clause([-before, u_right, u_below, d])
            for corner in (above, left):
                for step in (before, -u_right, -u_below):
                    p.clause([-d, corner, step])
        else:
            p.clause([-d, above])
            p.clause([-d, left])
        p.clause([-d, -right, below])
        p.clause([-d, -below, right])


def clue_runs(found: WallVars, i: int, n: int) -> None:
    """A room of side n holds cell i: the row's run of n cells through i starts at one of the places it may,
    with a wall (or the edge) before it and after it and none inside."""
    p, w = found.problem, found.w
    side = Sides(found)
    r, c = divmod(i, w)
    starts = range(max(0, c - n + 1), min(c, w - n) + 1)
    places = p.new_vars(len(starts))
    p.clause(places)
    for place, start in zip(places, starts):
        first, last = r * w + start, r * w + start + n - 1
        p.clause([-place, side.left(first)])
        p.clause([-place, side.right(last)])
        for k in range(first, last):
            p.clause([-place, -found.between(k, k + 1)])


def problem(puzzle: Puzzle) -> WallVars:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    found = WallVars(p, w, h)
    rectangles(found)
    found.no_four_meet()
    squares(found)
    for i, clue in enumerate(puzzle.clues):
        if clue is None or clue == QUESTION:
            continue
        if clue > min(w, h):
            p.clause([])
            continue
        clue_runs(found, i, clue)
    return found


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
