"""Pentominous' rules as constraints, and an independent check of an answer.

A variable per pentomino laid on the grid's cells that crosses no given wall and covers no clue
of another letter (``puzzlink/walls.py``'s cover: each cell in one, a wall just between
pentominoes), and per cell and letter "this cell's pentomino is that letter"; two cells side by
side with a wall between them never have the same letter. An area the drawn walls close off holds a
multiple of five cells (``walls.sized_holes``, a checker).
"""

from collections.abc import Iterator

from ...puzzlink import cells, pieces, walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from ...search.shapes import canonical, placements
from .codec import EMPTY, LETTERS, QUESTION, Puzzle


def problem(puzzle: Puzzle) -> WallVars:
    w, h = puzzle.w, puzzle.h
    unused = puzzle.unused
    allowed = set(range(w * h)) - unused
    p = Problem()
    found = WallVars(p, w, h)
    laid, letter_of = [], []
    for k, code in enumerate(pieces.PENTOMINOES):
        for spot in placements(pieces.cells_of(code), w, h, allowed):
            inside = set(spot)
            if any(puzzle.clues[i] not in (None, QUESTION, k) for i in spot):
                continue
            if any(puzzle.walled(i, j) for i in spot for j in (i + 1, i + w) if j in inside and (j == i + w or j % w)):
                continue
            laid.append(list(spot))
            letter_of.append(k)
    chosen = walls.cover(p, laid, w * h, found, unused)
    walls.sized_holes(p, 5, found, unused)
    for i, j, wall in found.pairs():
        if puzzle.walled(i, j):
            p.clause([wall])
    shaped = [p.new_vars(len(LETTERS)) for _ in range(w * h)]  # shaped[i][k]: cell i's pentomino is letter k
    holders: list[list[list[int]]] = [[[] for _ in LETTERS] for _ in range(w * h)]
    for var, spot, k in zip(chosen, laid, letter_of):
        for i in spot:
            p.clause([-var, shaped[i][k]])
            holders[i][k].append(var)
    for i in range(w * h):
        for k in range(len(LETTERS)):
            p.clause([-shaped[i][k], *holders[i][k]])
    for i, j, wall in found.pairs():
        for k in range(len(LETTERS)):
            p.clause([-wall, -shaped[i][k], -shaped[j][k]])
    return found


def solutions(puzzle: Puzzle) -> Iterator[Walls]:
    return problem(puzzle).solutions()


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the answer is unique and, when not, the walls alike in every solution (``?`` the others)."""
    return problem(puzzle).certain()


def is_solution(puzzle: Puzzle, found: Walls) -> bool:
    """Every room a pentomino, each letter its room's shape, every given wall drawn, and no two rooms
    of one shape side by side."""
    w, h = puzzle.w, puzzle.h
    rooms = walls.pieces_of(found, w, h, puzzle.unused)
    if rooms is None or any(len(room) != 5 for room in rooms):
        return False
    shapes = {canonical(pieces.cells_of(code)): k for k, code in enumerate(pieces.PENTOMINOES)}
    letter, room_of = {}, {}
    for n, room in enumerate(rooms):
        k = shapes[canonical(divmod(i, w) for i in room)]  # five cells joined: always one of the twelve
        for i in room:
            letter[i], room_of[i] = k, n
    for i, x in enumerate(puzzle.clues):
        if x is not None and x not in (QUESTION, EMPTY) and letter[i] != x:
            return False
    for i, j in cells.links(w, h):
        if i in letter and j in letter:
            apart = room_of[i] != room_of[j]
            if (puzzle.walled(i, j) and not apart) or (apart and letter[i] == letter[j]):
                return False
    return True
