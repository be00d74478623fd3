"""Four Cells' rules as constraints, and an independent check of an answer.

A variable per tetromino placed on the grid's cells, but none whose own numbers it breaks
(``puzzlink/walls.py``'s ``cover``: each cell in one, a wall just between cells of different
blocks); a number is how many of its cell's four sides are walls, the grid's edge and a blanked
cell beside it counting as walls. An area the drawn walls close off holds a multiple of four cells
(``walls.sized_holes``, a checker). What every answer shares: each answer's blocks cut again two or
three at a time give more answers without a search (``WallVars.redivide``: every rule is one
block's), and what those leave is asked of a few blocks at a time, the rest held
(``WallVars.retile``), then of the whole board.
"""

from collections.abc import Iterator

from ...puzzlink import cells, pieces, walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from ...search.shapes import placements
from .codec import EMPTY, QUESTION, Puzzle


def problem(puzzle: Puzzle) -> WallVars:
    w, h = puzzle.w, puzzle.h
    unused = puzzle.unused
    allowed = set(range(w * h)) - unused
    p = Problem()
    found = WallVars(p, w, h)
    found.redivide(lambda room: block_ok(puzzle, unused, room), 4)  # answers near each answer, found without a search
    found.retile()  # what that leaves, when 300 walls or more, asked of a few blocks at a time, the rest held
    # only the blocks whose own numbers hold: the search learnt each one that breaks them by a conflict (2.5 -> 1.1 s)
    blocks = [list(cells_) for code in pieces.TETROMINOES for cells_ in placements(pieces.cells_of(code), w, h, allowed)
              if block_ok(puzzle, unused, frozenset(cells_))]
    walls.cover(p, blocks, w * h, found, unused)
    walls.sized_holes(p, 4, found, unused)
    for i in allowed:  # said outright, which the cover only implies: no cell is walled all round
        p.clause([-found.between(min(i, j), max(i, j)) for j in cells.neighbours(i, w, h) if j not in unused])
    for i, clue in enumerate(puzzle.clues):
        if clue is None or clue in (QUESTION, EMPTY):
            continue
        beside = [found.between(min(i, j), max(i, j)) for j in cells.neighbours(i, w, h) if j not in unused]
        p.exactly(beside, clue - (4 - len(beside)))
    return found


def block_ok(puzzle: Puzzle, unused: frozenset[int], block: frozenset[int]) -> bool:
    """Whether cells joined side by side make a block: four cells of the grid, each number the count of its
    cell's sides not shared with the block (every other side is a wall, the grid's edge or a blanked cell)."""
    if len(block) != 4 or not unused.isdisjoint(block):
        return False
    w, h = puzzle.w, puzzle.h
    for i in block:
        clue = puzzle.clues[i]
        if clue is not None and clue != QUESTION and clue != 4 - sum(j in block for j in cells.neighbours(i, w, h)):
            return False
    return True


def solutions(puzzle: Puzzle) -> Iterator[Walls]:
    return problem(puzzle).solutions()


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the answer is unique and, when not, the walls alike in every solution (``?`` the others)."""
    return problem(puzzle).certain()


def is_solution(puzzle: Puzzle, found: Walls) -> bool:
    """Every block of four cells, every wall between two blocks, and each number the count of walls,
    grid edges and blanked cells around its cell."""
    w, h = puzzle.w, puzzle.h
    unused = puzzle.unused
    blocks = walls.pieces_of(found, w, h, unused)
    if blocks is None or any(len(block) != 4 for block in blocks):
        return False
    block_of = {i: k for k, block in enumerate(blocks) for i in block}
    for i, clue in enumerate(puzzle.clues):
        if clue is None or clue in (QUESTION, EMPTY):
            continue
        r, c = divmod(i, w)
        sides = 0
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            j = rr * w + cc
            if not (0 <= rr < h and 0 <= cc < w) or j in unused or block_of[j] != block_of[i]:
                sides += 1
        if sides != clue:
            return False
    return True
