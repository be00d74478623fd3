"""Voxas's rules as constraints, and an independent check of an answer.

A variable per block the answer may use: two or three cells in a straight line, crossing no given
wall; each cell in exactly one chosen block, a wall between two cells just when no chosen block
holds both (``walls.cover``). A circle on a wall between two cells rules out each pair of blocks,
one on either side, whose sizes and directions do not match the circle: black, both differ; gray,
one of them; white, neither.
"""

from collections.abc import Iterator

from ...puzzlink import walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from .codec import BLACK, GRAY, WALL, WHITE, Puzzle

ALIKE = {BLACK: 0, GRAY: 1, WHITE: 2}  # how many of size and direction the blocks either side share


def blocks(puzzle: Puzzle) -> list[list[int]]:
    """Every straight block of two or three cells that crosses no given wall."""
    w, h = puzzle.w, puzzle.h
    given = {puzzle.cells(k) for k, mark in enumerate(puzzle.sides) if mark}
    found = []
    for size in (2, 3):
        for r in range(h):
            for c in range(w):
                for dr, dc in ((0, 1), (1, 0)):
                    if r + dr * (size - 1) < h and c + dc * (size - 1) < w:
                        cells = [(r + dr * k) * w + c + dc * k for k in range(size)]
                        if not any((a, b) in given for a, b in zip(cells, cells[1:])):
                            found.append(cells)
    return found


def alike(one: list[int], other: list[int], w: int) -> int:
    """How many of size and direction two blocks share."""
    def upright(cells: list[int]) -> bool:
        return cells[1] - cells[0] == w
    return (len(one) == len(other)) + (upright(one) == upright(other))


def problem(puzzle: Puzzle) -> WallVars:
    p = Problem()
    found = WallVars(p, puzzle.w, puzzle.h)
    options = blocks(puzzle)
    chosen = walls.cover(p, options, puzzle.w * puzzle.h, found)
    holding: list[list[int]] = [[] for _ in range(puzzle.w * puzzle.h)]
    for k, cells in enumerate(options):
        for i in cells:
            holding[i].append(k)
    for k, mark in enumerate(puzzle.sides):
        i, j = puzzle.cells(k)
        if mark:
            p.clause([found.between(i, j)])
        if mark > WALL:
            for a in holding[i]:
                for b in holding[j]:
                    if alike(options[a], options[b], puzzle.w) != ALIKE[mark]:
                        p.clause([-chosen[a], -chosen[b]])
    if puzzle.tatami:
        found.no_four_meet()
    return found


def solutions(puzzle: Puzzle) -> Iterator[Walls]:
    return problem(puzzle).solutions()


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the answer is unique and, when not, the walls alike in every solution (``?`` the others)."""
    return problem(puzzle).certain()


def is_solution(puzzle: Puzzle, found: Walls) -> bool:
    """Every room two or three cells in a line, every given wall and circle's wall drawn, each circle's
    two rooms differing in both size and direction (black), in one of them (gray) or in neither
    (white), and, when asked, no four walls meeting at a point."""
    w, h = puzzle.w, puzzle.h
    if not walls.closes_rooms(found, w, h) or (puzzle.tatami and not walls.no_four_meet(found, w, h)):
        return False
    room = walls.rooms(found, w, h)
    shapes = {}
    for x, inside in enumerate(walls.members(room)):
        rows = {i // w for i in inside}
        cols = {i % w for i in inside}
        if len(inside) not in (2, 3) or min(len(rows), len(cols)) != 1:
            return False
        shapes[x] = (len(inside), len(cols) == 1)
    for k, mark in enumerate(puzzle.sides):
        i, j = puzzle.cells(k)
        if mark and room[i] == room[j]:
            return False
        if mark > WALL:
            (size, up), (size2, up2) = shapes[room[i]], shapes[room[j]]
            if (size == size2) + (up == up2) != {BLACK: 0, GRAY: 1, WHITE: 2}[mark]:
                return False
    return True
