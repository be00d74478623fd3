"""Battleships' rules as constraints, and an independent check of an answer.

A variable per cell (a ship's cell). The fleet is packed into them (``search/cell_pieces.pack``:
each ship placed once, no two ships touching, not even at a corner); each count is the number
of ship cells in its line; water clues are not ships, part clues are, and a part fixes which
of its four neighbours are ship cells (pzprjs's reading: a cell with ships on two opposite
sides is a middle, else a bend, an end or a one-cell ship by the sides that are).
"""

from collections.abc import Iterator
from itertools import product

from ...puzzlink import answers, numbers
from ...puzzlink.cells import Shading
from ...search import cell_pieces
from ...search.constraints import Problem
from .codec import (
    BOTTOM_LEFT, BOTTOM_RIGHT, DOWN, LEFT, MIDDLE, RIGHT, SHIP, SINGLE, TOP_LEFT, TOP_RIGHT, UP, WATER, Puzzle,
)


# Ships the sharing phase lifts and lays anew together, the counted lines kept (``cell_pieces.moves``): a sparse 12x12
# of the twelve pentominoes 24 -> 6.7 s (docs/engine.md). With no line counted, one at a time (three: an empty 20x20
# of one-cell ships 1.0 -> 3.1 s).
MOVED_TOGETHER = 3


def part(top: bool, bottom: bool, left: bool, right: bool) -> int:
    """The part a ship cell is, from which of its neighbours are ship cells (pzprjs's ``getShape``)."""
    if (top and bottom) or (left and right):
        return MIDDLE
    if top:
        return BOTTOM_RIGHT if left else BOTTOM_LEFT if right else DOWN
    if bottom:
        return TOP_RIGHT if left else TOP_LEFT if right else UP
    return RIGHT if left else LEFT if right else SINGLE


def counted(puzzle: Puzzle) -> list[tuple[list[int], int]]:
    """The rows and columns whose ship cells are counted: each line's cells, with its count."""
    w, h = puzzle.w, puzzle.h
    lines = [[r * w + c for r in range(h)] for c in range(w)] + [[r * w + c for c in range(w)] for r in range(h)]
    return [(line, count) for line, count in zip(lines, puzzle.columns + puzzle.rows)
            if count is not None and count != numbers.QUESTION]


def open_cells(puzzle: Puzzle) -> set[int]:
    """The cells a ship may cover: all but the water clues."""
    return {i for i, clue in enumerate(puzzle.clues) if clue != WATER}


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    ship = p.new_vars(w * h)
    cell_pieces.pack(p, ship, w, h, [(cells, 1) for cells in puzzle.ships()], apart="corner", allowed=open_cells(puzzle))
    for line, count in counted(puzzle):
        p.exactly([ship[i] for i in line], count)
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        if clue == WATER:
            p.clause([-ship[i]])
            continue
        p.clause([ship[i]])
        if clue == SHIP:
            continue
        r, c = divmod(i, w)
        around = [ship[i - w] if r > 0 else None, ship[i + w] if r + 1 < h else None,
                  ship[i - 1] if c > 0 else None, ship[i + 1] if c + 1 < w else None]
        for sides in product((False, True), repeat=4):
            if any(on and lit is None for on, lit in zip(sides, around)) or part(*sides) == clue:
                continue
            p.clause([-lit if on else lit for on, lit in zip(sides, around) if lit is not None])
    return p, ship


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    p, ship = problem(puzzle)
    w, h = puzzle.w, puzzle.h
    lines = [line for line, _ in counted(puzzle)]
    return answers.cell_verdict(p, ship, w, h, near=lambda found: cell_pieces.moves(
        found, ship, w, h, "corner", lambda shading: is_solution(puzzle, shading), lines=lines,
        most=MOVED_TOGETHER if lines else 1, allowed=open_cells(puzzle)))


# Each part, by the ship cells it must and must not have beside it (up, down, left, right; None: either).
NEIGHBOURS = {
    UP: (False, True, False, False), DOWN: (True, False, False, False),
    LEFT: (False, False, False, True), RIGHT: (False, False, True, False), SINGLE: (False, False, False, False),
    TOP_LEFT: (False, True, False, True), TOP_RIGHT: (False, True, True, False),
    BOTTOM_LEFT: (True, False, False, True), BOTTOM_RIGHT: (True, False, True, False),
}


def is_solution(puzzle: Puzzle, ships: Shading) -> bool:
    """Every rule, read off the finished grid: its groups of ship cells are the fleet's ships, turned or
    mirrored, one each; no two touch at a corner; the counts and the clues hold."""
    w, h = puzzle.w, puzzle.h
    if len(ships) != w * h:
        return False
    at = {divmod(i, w) for i in range(w * h) if ships[i]}
    groups, seen = [], set()
    for start in sorted(at):
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            r, c = todo.pop()
            for step in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if step in at and step not in group:
                    group.add(step)
                    todo.append(step)
        seen |= group
        groups.append(group)
    if sorted(form(g) for g in groups) != sorted(form(s) for s in puzzle.ships()):
        return False
    group_of = {cell: k for k, g in enumerate(groups) for cell in g}
    if any(group_of.get((r + dr, c + dc), group_of[r, c]) != group_of[r, c] for r, c in at for dr in (-1, 1) for dc in (-1, 1)):
        return False
    for k, count in enumerate(puzzle.columns):
        if count is not None and count >= 0 and sum(1 for r, c in at if c == k) != count:
            return False
    for k, count in enumerate(puzzle.rows):
        if count is not None and count >= 0 and sum(1 for r, c in at if r == k) != count:
            return False
    for i, clue in enumerate(puzzle.clues):
        r, c = divmod(i, w)
        if clue is None:
            continue
        if (clue == WATER) == ((r, c) in at):
            return False
        sides = ((r - 1, c) in at, (r + 1, c) in at, (r, c - 1) in at, (r, c + 1) in at)
        if clue == MIDDLE and not (sides[0] and sides[1]) and not (sides[2] and sides[3]):
            return False
        if clue in NEIGHBOURS and sides != NEIGHBOURS[clue]:
            return False
    return True


def form(cells) -> tuple:
    """The least of the cells' eight turns and mirror images, each moved to the top left and sorted."""
    forms = []
    for flip in (False, True):
        now = [(c, r) if flip else (r, c) for r, c in cells]
        for _ in range(4):
            now = [(c, -r) for r, c in now]
            top, left = min(r for r, _ in now), min(c for _, c in now)
            forms.append(tuple(sorted((r - top, c - left) for r, c in now)))
    return min(forms)
