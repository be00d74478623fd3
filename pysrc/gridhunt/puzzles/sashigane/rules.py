"""Sashigane's rules as constraints, and an independent check of an answer.

A variable per L the answer may use: a corner cell and two arms of one cell's width, one along its
row and one along its column, each at least one cell long. An L may not hold a circle anywhere but
at its corner (with the L's size, when given), an arrow anywhere but at an arm's end pointing back
along the arm, nor a ``?`` but at its corner or an arm's end. Each cell in exactly one chosen L, a
wall between two cells just when no chosen L holds both (``walls.cover``).
"""

from collections.abc import Iterator

from ...puzzlink import walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from .codec import QUESTION, Puzzle

BACK = {(0, 1): 3, (0, -1): 4, (1, 0): 1, (-1, 0): 2}  # an arm's step -> the arrow at its end pointing back


def fits(puzzle: Puzzle, corner: int, ends: list[tuple[int, tuple[int, int]]], cells: list[int]) -> bool:
    """Whether the clues in an L's cells allow it (``ends``: each arm's last cell and step)."""
    tips = {end: BACK[step] for end, step in ends}
    for i in cells:
        clue = puzzle.clues[i]
        if clue is None:
            continue
        if clue.hidden:
            if i != corner and i not in tips:
                return False
        elif clue.arrow:
            if tips.get(i) != clue.arrow:
                return False
        elif i != corner or clue.size not in (QUESTION, len(cells)):
            return False
    return True


def shapes(puzzle: Puzzle) -> list[list[int]]:
    """Every L in the grid that its clues allow, as its cells."""
    w, h = puzzle.w, puzzle.h
    found = []
    for r in range(h):
        for c in range(w):
            corner = r * w + c
            for dr in (1, -1):
                for dc in (1, -1):
                    for down in range(1, (h - 1 - r if dr > 0 else r) + 1):
                        column = [(r + dr * k) * w + c for k in range(1, down + 1)]
                        for across in range(1, (w - 1 - c if dc > 0 else c) + 1):
                            row = [r * w + c + dc * k for k in range(1, across + 1)]
                            cells = [corner, *column, *row]
                            if fits(puzzle, corner, [(column[-1], (dr, 0)), (row[-1], (0, dc))], cells):
                                found.append(cells)
    return found


def problem(puzzle: Puzzle) -> WallVars:
    p = Problem()
    found = WallVars(p, puzzle.w, puzzle.h)
    walls.cover(p, shapes(puzzle), puzzle.w * puzzle.h, found)
    return found


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
