"""Square Jam's rules as constraints, and an independent check of an answer.

A variable per candidate square (one holding no clue of another side); each cell in exactly one
chosen square, a wall between two cells just when no chosen square holds both, and no inner grid
point with walls on all four sides.
"""

from collections.abc import Iterator

from ...puzzlink import walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from .codec import QUESTION, Puzzle


def candidates(puzzle: Puzzle) -> list[list[int]]:
    """Every square in the grid whose numbered cells all give its side."""
    w, h = puzzle.w, puzzle.h
    found = []
    for side in range(1, min(w, h) + 1):
        for top in range(h - side + 1):
            for left in range(w - side + 1):
                cells = [r * w + c for r in range(top, top + side) for c in range(left, left + side)]
                if all(puzzle.clues[i] in (None, QUESTION, side) for i in cells):
                    found.append(cells)
    return found


def problem(puzzle: Puzzle) -> WallVars:
    p = Problem()
    found = WallVars(p, puzzle.w, puzzle.h)
    walls.cover(p, candidates(puzzle), puzzle.w * puzzle.h, found)
    found.no_four_meet()
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
