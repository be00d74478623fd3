"""LITS's rules as constraints, and an independent check of an answer.

A variable per cell (shaded) and per way a region can hold a tetromino (a placement).
Each region takes exactly one placement, and a cell is shaded just when a placement
covering it is taken; two regions side by side may not hold the same shape where they
touch; the shaded cells are connected and hold no 2x2 block. Connectivity is also said
locally, where clauses see it at once: with two regions or more, a taken tetromino touches a
shaded cell of another region.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from .codec import Puzzle

SHAPES = "LITS"


def shape(piece: frozenset[int], w: int) -> str | None:
    """The letter of a tetromino (reflections and turns alike), None for the square."""
    spots = [divmod(i, w) for i in piece]
    rows, cols = {r for r, _ in spots}, {c for _, c in spots}
    if len(rows) == 1 or len(cols) == 1:
        return "I"
    if len(rows) == 2 and len(cols) == 2:
        return None
    if any(sum(abs(r - rr) + abs(c - cc) == 1 for rr, cc in spots) == 3 for r, c in spots):
        return "T"
    lines = [r for r, _ in spots] + [10**6 + c for _, c in spots]
    return "L" if any(lines.count(x) == 3 for x in lines) else "S"


def placements(puzzle: Puzzle, cells_of_region: list[int]) -> list[frozenset[int]]:
    """Every connected set of four cells of a region, but the square."""
    inside = set(cells_of_region)
    found, layer = set(), {frozenset([i]) for i in cells_of_region}
    for _ in range(3):
        layer = {piece | {j} for piece in layer for i in piece for j in cells.neighbours(i, puzzle.w, puzzle.h)
                 if j in inside and j not in piece}
    found = {piece for piece in layer if shape(piece, puzzle.w)}
    return sorted(found, key=sorted)


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    regions: dict[int, list[int]] = {}
    for i, x in enumerate(puzzle.regions):
        regions.setdefault(x, []).append(i)
    covering: dict[int, list[int]] = {i: [] for i in range(w * h)}
    holds = {}  # (region, letter) -> variable: the region's tetromino has that shape
    for x, members in regions.items():
        options = placements(puzzle, members)
        chosen = p.new_vars(len(options))
        p.exactly(chosen, 1)
        for letter in SHAPES:
            holds[x, letter] = v = p.new_var()
            mine = [c for c, piece in zip(chosen, options) if shape(piece, w) == letter]
            p.clause([-v, *mine])
            for c in mine:
                p.clause([-c, v])
        for c, piece in zip(chosen, options):
            for i in piece:
                covering[i].append(c)
            if len(regions) > 1:
                around = {j for i in piece for j in cells.neighbours(i, w, h) if puzzle.regions[j] != x}
                p.clause([-c, *(shaded[j] for j in around)])
    for i in range(w * h):
        p.clause([-shaded[i], *covering[i]])
        for c in covering[i]:
            p.clause([-c, shaded[i]])
    for i, j in cells.links(w, h):
        a, b = puzzle.regions[i], puzzle.regions[j]
        if a != b:
            for letter in SHAPES:
                p.clause([-shaded[i], -shaded[j], -holds[a, letter], -holds[b, letter]])
    for square in cells.squares(w, h):
        p.clause([-shaded[i] for i in square])
    p.connected(dict(enumerate(shaded)), [(i, j, None) for i, j in cells.links(w, h)])
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule, checked region by region and then on the whole grid."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h or any(all(shading[i] for i in sq) for sq in cells.squares(w, h)):
        return False
    letters = {}
    for x in set(puzzle.regions):
        piece = frozenset(i for i in range(w * h) if puzzle.regions[i] == x and shading[i])
        if len(piece) != 4 or not cells.one_piece(piece, w, h) or shape(piece, w) is None:
            return False
        letters[x] = shape(piece, w)
    for i, j in cells.links(w, h):
        a, b = puzzle.regions[i], puzzle.regions[j]
        if a != b and shading[i] and shading[j] and letters[a] == letters[b]:
            return False
    return cells.one_piece({i for i in range(w * h) if shading[i]}, w, h)
