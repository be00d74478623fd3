"""Spiral Galaxies' rules as constraints, and an independent check of an answer.

A variable per cell and dot the cell may belong to (its mirror image through the dot is a cell of
the grid): each cell of the grid in one galaxy, a cell in a galaxy just when its mirror image is,
the cells a dot touches in its galaxy, each galaxy in one piece (``Problem.connected``), and a
wall between two cells just when they lie in different galaxies.
"""

from collections.abc import Iterator

from ...puzzlink import cells, walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from .codec import Puzzle


def mirror(puzzle: Puzzle, i: int, k: int) -> int | None:
    """Cell i turned half round the dot place k, or None when that falls outside the grid."""
    w, h = puzzle.w, puzzle.h
    y2, x2 = puzzle.place(k)
    r, c = divmod(i, w)
    rr, cc = y2 - 1 - r, x2 - 1 - c  # centre (2r + 1) mirrored: 2 * y2 - (2r + 1) = 2 * rr + 1
    if 0 <= rr < h and 0 <= cc < w and not puzzle.empty[rr * w + cc]:
        return rr * w + cc
    return None


def reaches(puzzle: Puzzle) -> dict[int, set[int]]:
    """For each dot, the cells its galaxy may hold: reached from the dot's cells through cells whose
    mirror image is reached too, none that another dot touches or alone may take; repeated until
    nothing changes. Sound, and it spares the search most of its variables on large grids."""
    w, h = puzzle.w, puzzle.h
    dots = [k for k, dot in enumerate(puzzle.dots) if dot]
    owner: dict[int, int] = {}
    for k in dots:
        for i in puzzle.touching(k):
            owner[i] = k if owner.get(i, k) == k else -1  # -1: touched by two dots, which no answer allows
    reach = {k: {i for i in range(w * h) if not puzzle.empty[i] and mirror(puzzle, i, k) is not None} for k in dots}
    changed = True
    while changed:
        changed = False
        for k in dots:
            allowed = {i for i in reach[k] if owner.get(i, k) == k and owner.get(mirror(puzzle, i, k), k) == k}
            while True:
                start = [i for i in puzzle.touching(k) if i in allowed]
                seen, stack = set(start), list(start)
                while stack:
                    for j in cells.neighbours(stack.pop(), w, h):
                        if j in allowed and j not in seen:
                            seen.add(j)
                            stack.append(j)
                kept = {i for i in seen if mirror(puzzle, i, k) in seen}
                if kept == allowed:
                    break
                allowed = kept
            if allowed != reach[k]:
                reach[k], changed = allowed, True
        for i in range(w * h):
            holders = [k for k in dots if i in reach[k]]
            if len(holders) == 1 and owner.get(i) != holders[0]:
                owner[i], changed = (holders[0] if owner.get(i) is None else -1), True
    return reach


def problem(puzzle: Puzzle) -> WallVars:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    found = WallVars(p, w, h)
    dots = [k for k, dot in enumerate(puzzle.dots) if dot]
    inside: list[dict[int, int]] = [{} for _ in range(w * h)]  # cell -> dot -> variable
    for k, cells_of in reaches(puzzle).items():
        for i in sorted(cells_of):
            inside[i][k] = p.new_var()
    for i in range(w * h):
        if puzzle.empty[i]:
            continue
        p.exactly(inside[i].values(), 1)
        for k, v in inside[i].items():
            j = mirror(puzzle, i, k)
            if j > i:
                p.clause([-v, inside[j][k]])
                p.clause([v, -inside[j][k]])
    for k in dots:
        for i in puzzle.touching(k):
            p.clause([inside[i][k]] if k in inside[i] else [])
        nodes = {i: options[k] for i, options in enumerate(inside) if k in options}
        p.connected(nodes, [(i, j, None) for i, j in cells.links(w, h) if i in nodes and j in nodes])
    for i, j, wall in found.pairs():
        if puzzle.empty[i] or puzzle.empty[j]:
            p.clause([wall if puzzle.empty[i] != puzzle.empty[j] else -wall])
            continue
        for k, v in inside[i].items():
            other = inside[j].get(k)
            if other is None:
                p.clause([-v, wall])
            else:
                p.clause([-v, -other, -wall])
                p.clause([-v, other, wall])
    return found


def solutions(puzzle: Puzzle) -> Iterator[Walls]:
    return problem(puzzle).solutions()


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the answer is unique and, when not, the walls alike in every solution (``?`` the others)."""
    return problem(puzzle).certain()


def is_solution(puzzle: Puzzle, found: Walls) -> bool:
    """Every room of grid cells holds exactly one dot (none on its walls) and is the same turned half
    round it; walls part rooms, and stand between the grid and the cells outside it."""
    w, h = puzzle.w, puzzle.h
    room = walls.rooms(found, w, h)
    if found != walls.walls_of_rooms([-1 - i if puzzle.empty[i] else x for i, x in enumerate(room)], w, h):
        return False
    dots_in: dict[int, list[int]] = {}
    for k, dot in enumerate(puzzle.dots):
        if dot:
            touched = {room[i] for i in puzzle.touching(k)}
            if len(touched) != 1:
                return False  # a wall runs through the dot
            dots_in.setdefault(touched.pop(), []).append(k)
    for number, inside in enumerate(walls.members(room)):
        if puzzle.empty[inside[0]]:
            continue
        if len(dots_in.get(number, [])) != 1:
            return False
        k = dots_in[number][0]
        if any(mirror(puzzle, i, k) is None or room[mirror(puzzle, i, k)] != number for i in inside):
            return False
    return True
