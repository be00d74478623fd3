"""Sashigane's rules as constraints, and an independent check of an answer.

The walls, told locally: every cell has one or two open sides (no wall), so the rooms are paths
and cycles of cells one cell wide; a cell open on a side across and a side up or down is a
corner (``turn``). Each corner's arms run straight from it: ``ray[d][i]`` says cell i is reached
from a corner by stepping in direction d through open sides and straight cells, and a cell so
reached is no corner; every cell that is no corner is so reached. A room then turns exactly once:
with no corner its cells are reached by none, and two corners on one path face each other along a
straight run (a cycle is such a path). So the rooms are Ls with arms of at least one cell past the
corner. Some 4wh variables in all: the placements of every L (the first encoding) were a hundred
and forty-five thousand on a 20x20 board, and an empty one was cut off before its first answer.

Clues: a circle is a corner, and with its size one of the Ls of that size around it (a variable
each, its arms' open sides and the walls past their ends); an arrow is an arm's end, its one open
side the way it points (back along the arm); a ``?`` a corner or an end (not a straight cell).
"""

from collections.abc import Iterator

from ...puzzlink import walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from .codec import QUESTION, Puzzle

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))  # up, down, left, right: pzprjs's arrows 1-4 point these ways


def arms(w: int, h: int, corner: int) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every L with this corner, as its two arms' cells from the corner out (a column's, then a row's)."""
    r, c = divmod(corner, w)
    for dr in (1, -1):
        for dc in (1, -1):
            for down in range(1, (h - 1 - r if dr > 0 else r) + 1):
                column = tuple((r + dr * k) * w + c for k in range(1, down + 1))
                for across in range(1, (w - 1 - c if dc > 0 else c) + 1):
                    yield column, tuple(r * w + c + dc * k for k in range(1, across + 1))


def shapes(puzzle: Puzzle) -> list[list[int]]:
    """Every L in the grid, as its cells (corner first): what a brute-force search tries."""
    return [[corner, *column, *row] for corner in range(puzzle.w * puzzle.h) for column, row in arms(puzzle.w, puzzle.h, corner)]


def wall(found: WallVars, i: int, j: int) -> int:
    """The wall variable between side-by-side cells i and j, in either order."""
    return found.between(min(i, j), max(i, j))


def problem(puzzle: Puzzle) -> WallVars:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    found = WallVars(p, w, h)

    def side(i: int, step: tuple[int, int]) -> int | None:
        """The literal "the side of cell i toward ``step`` is open", None at the grid's edge."""
        r, c = divmod(i, w)
        rr, cc = r + step[0], c + step[1]
        if not (0 <= rr < h and 0 <= cc < w):
            return None
        return -wall(found, i, rr * w + cc)

    opens = [[side(i, step) for step in STEPS] for i in range(w * h)]
    turn = p.new_vars(w * h)
    for i, (up, down, left, right) in enumerate(opens):
        present = [lit for lit in (up, down, left, right) if lit is not None]
        p.clause(present)
        for k, a in enumerate(present):
            for m, b in enumerate(present[k + 1:], k + 1):
                for c in present[m + 1:]:
                    p.clause([-a, -b, -c])
        across = [lit for lit in (left, right) if lit is not None]
        upright = [lit for lit in (up, down) if lit is not None]
        p.clause([-turn[i], *across])
        p.clause([-turn[i], *upright])
        for a in across:
            for b in upright:
                p.clause([-a, -b, turn[i]])
    reached = [[] for _ in range(w * h)]
    for d, (dr, dc) in enumerate(STEPS):
        ray = p.new_vars(w * h)
        for i in range(w * h):
            back = opens[i][d ^ 1]  # STEPS pairs opposite ways: 0-1, 2-3
            if back is None:
                p.clause([-ray[i]])
                continue
            before = i - dr * w - dc
            p.clause([-ray[i], back])
            p.clause([-ray[i], turn[before], ray[before]])
            p.clause([-back, -turn[before], ray[i]])
            p.clause([-back, -ray[before], ray[i]])
            p.clause([-ray[i], -turn[i]])
            reached[i].append(ray[i])
    for i in range(w * h):
        p.clause([turn[i], *reached[i]])
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        up, down, left, right = opens[i]
        if clue.hidden:  # not straight: never open both ways across, nor both up and down
            for a, b in ((left, right), (up, down)):
                if a is not None and b is not None:
                    p.clause([-a, -b])
        elif clue.arrow:
            toward = opens[i][clue.arrow - 1]
            p.clause([toward] if toward is not None else [])
            for lit in opens[i]:
                if lit is not None and lit != toward:
                    p.clause([-lit])
        else:
            p.clause([turn[i]])
            if clue.size != QUESTION:
                sized(p, found, w, h, i, clue.size)
    return found


def sized(p: Problem, found: WallVars, w: int, h: int, corner: int, size: int) -> None:
    """The L cornered at this cell is one of those of ``size`` cells: a variable each, which opens its arms and
    walls them off past their ends."""
    ways = []
    for column, row in arms(w, h, corner):
        if 1 + len(column) + len(row) != size:
            continue
        way = p.new_var()
        ways.append(way)
        for arm in (column, row):
            path = (corner, *arm)
            for a, b in zip(path, path[1:]):
                p.clause([-way, -wall(found, a, b)])
            (r, c), (rr, cc) = divmod(path[-1], w), divmod(path[-2], w)
            nr, nc = 2 * r - rr, 2 * c - cc  # the next cell along the arm, when the grid has it
            if 0 <= nr < h and 0 <= nc < w:
                p.clause([-way, wall(found, path[-1], nr * w + nc)])
    p.clause(ways)


def solutions(puzzle: Puzzle) -> Iterator[Walls]:
    return problem(puzzle).solutions()


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the answer is unique and, when not, the walls alike in every solution (``?`` the others)."""
    return problem(puzzle).certain()


def is_solution(puzzle: Puzzle, found: Walls) -> bool:
    """Every room an L one cell wide with arms of two cells or more (counting the corner); a circle at
    its room's corner, its number the room's size; an arrow at an arm's end, pointing to the corner; a
    ``?`` at a corner or an arm's end; every wall between two rooms."""
    w, h = puzzle.w, puzzle.h
    if not walls.closes_rooms(found, w, h):
        return False
    for inside in walls.members(walls.rooms(found, w, h)):
        cells = {divmod(i, w) for i in inside}
        rows = sorted({r for r, _ in cells})
        cols = sorted({c for _, c in cells})
        corner = next(((r, c) for r in (rows[0], rows[-1]) for c in (cols[0], cols[-1])
                       if cells == {(r, x) for x in cols} | {(y, c) for y in rows}), None)
        if len(rows) < 2 or len(cols) < 2 or corner is None:
            return False
        r0, c0 = corner
        ends = {(rows[-1] if rows[0] == r0 else rows[0], c0): 1 if rows[0] == r0 else 2,
                (r0, cols[-1] if cols[0] == c0 else cols[0]): 3 if cols[0] == c0 else 4}
        for r, c in cells:
            clue = puzzle.clues[r * w + c]
            if clue is None:
                continue
            if clue.hidden and (r, c) != corner and (r, c) not in ends:
                return False
            if not clue.hidden and clue.arrow and ends.get((r, c)) != clue.arrow:
                return False
            if not clue.hidden and not clue.arrow and ((r, c) != corner or clue.size not in (QUESTION, len(cells))):
                return False
    return True
