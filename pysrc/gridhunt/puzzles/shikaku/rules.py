"""Shikaku's rules as constraints, and an independent check of an answer.

A variable per candidate: a rectangle that holds one clue and no other, of the clue's
area (any area for a "?"). Each clue takes exactly one candidate and each cell lies in
exactly one taken candidate, so the taken ones cut the grid into rectangles. A wall
variable per pair of side-by-side cells is true just when no taken candidate holds both:
the answer is told apart by its walls.
"""

from collections.abc import Iterator

from ...puzzlink import answers
from ...search.constraints import Problem
from .codec import QUESTION, Puzzle, Walls, rooms

Rectangle = tuple[int, int, int, int]  # top, left, bottom, right (inclusive)


def clue_counts(puzzle: Puzzle) -> list[list[int]]:
    """``table[r][c]``: how many clues lie above row r and left of column c (a prefix sum)."""
    w, h = puzzle.w, puzzle.h
    table = [[0] * (w + 1) for _ in range(h + 1)]
    for r in range(h):
        for c in range(w):
            table[r + 1][c + 1] = (table[r][c + 1] + table[r + 1][c] - table[r][c]
                                   + (puzzle.clues[r * w + c] is not None))
    return table


def candidates(puzzle: Puzzle, clue: int) -> list[Rectangle]:
    """Every rectangle around the clue's cell of its area (any, for "?") that holds no other clue."""
    w, h = puzzle.w, puzzle.h
    row, col = divmod(clue, w)
    area = puzzle.clues[clue]
    table = clue_counts(puzzle)
    found = []
    for height in range(1, h + 1):
        widths = range(1, w + 1) if area == QUESTION else [area // height] if area % height == 0 else []
        for width in widths:
            if not 1 <= width <= w:
                continue
            for top in range(max(0, row - height + 1), min(row, h - height) + 1):
                for left in range(max(0, col - width + 1), min(col, w - width) + 1):
                    bottom, right = top + height, left + width
                    if table[bottom][right] - table[top][right] - table[bottom][left] + table[top][left] == 1:
                        found.append((top, left, bottom - 1, right - 1))
    return found


def problem(puzzle: Puzzle) -> tuple[Problem, list[list[int]], list[list[int]]]:
    """The constraints, and the wall variables across (h rows of w - 1) and down (h - 1 rows of w)."""
    w, h = puzzle.w, puzzle.h
    p = Problem()
    covering: list[set[int]] = [set() for _ in range(w * h)]
    for clue in (i for i, x in enumerate(puzzle.clues) if x is not None):
        options = candidates(puzzle, clue)
        chosen = p.new_vars(len(options))
        p.exactly(chosen, 1)
        for v, (top, left, bottom, right) in zip(chosen, options):
            for r in range(top, bottom + 1):
                for c in range(left, right + 1):
                    covering[r * w + c].add(v)
    for i in range(w * h):
        p.exactly(sorted(covering[i]), 1)

    def wall(i: int, j: int) -> int:
        v = p.new_var()
        both = sorted(covering[i] & covering[j])
        p.clause([v, *both])
        for c in both:
            p.clause([-v, -c])
        return v

    across = [[wall(r * w + c, r * w + c + 1) for c in range(w - 1)] for r in range(h)]
    down = [[wall(r * w + c, r * w + w + c) for c in range(w)] for r in range(h - 1)]
    return p, across, down


def walls_of(found: dict[int, bool], across: list[list[int]], down: list[list[int]]) -> Walls:
    return Walls(tuple(tuple(found[v] for v in row) for row in across), tuple(tuple(found[v] for v in row) for row in down))


def solutions(puzzle: Puzzle) -> Iterator[Walls]:
    p, across, down = problem(puzzle)
    for found in p.solutions([v for row in across + down for v in row]):
        yield walls_of(found, across, down)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the answer is unique and, when not, the walls alike in every solution (``?`` the others)."""
    p, across, down = problem(puzzle)
    found, same = answers.verdict(p, [v for row in across + down for v in row])

    def marks(rows: list[list[int]]) -> list[str]:
        return ["".join("?" if v not in same else "1" if same[v] else "0" for v in row) for row in rows]

    return {"count": len(found), "unique": len(found) == 1,
            "certain": None if same is None else {"across": marks(across), "down": marks(down)}}


def is_solution(puzzle: Puzzle, walls: Walls) -> bool:
    """Every rule, checked on the rooms the walls make: each a full rectangle with one clue of its area.

    Every wall must part two rooms (pzprjs refuses a wall that ends inside a room).
    """
    w, h = puzzle.w, puzzle.h
    room = rooms(puzzle, walls)
    members: dict[int, list[int]] = {}
    for i, x in enumerate(room):
        members.setdefault(x, []).append(i)
    for inside in members.values():
        rows = [i // w for i in inside]
        cols = [i % w for i in inside]
        if (max(rows) - min(rows) + 1) * (max(cols) - min(cols) + 1) != len(inside):
            return False
        clues = [puzzle.clues[i] for i in inside if puzzle.clues[i] is not None]
        if len(clues) != 1 or clues[0] not in (QUESTION, len(inside)):
            return False
    for r in range(h):
        for c in range(w):
            i = r * w + c
            if c + 1 < w and walls.across[r][c] != (room[i] != room[i + 1]):
                return False
            if r + 1 < h and walls.down[r][c] != (room[i] != room[i + w]):
                return False
    return True


def unsolvable_reason(puzzle: Puzzle) -> str | None:
    """A sentence when the clues' areas cannot fill the grid, or a clue has no rectangle at all."""
    clues = [(i, x) for i, x in enumerate(puzzle.clues) if x is not None]
    if not clues:
        return "The grid has no number, and every rectangle needs one"
    if all(x != QUESTION for _, x in clues) and sum(x for _, x in clues) != puzzle.w * puzzle.h:
        return f"The numbers add up to {sum(x for _, x in clues)} cells, but the grid has {puzzle.w * puzzle.h}"
    for i, x in clues:
        if not candidates(puzzle, i):
            r, c = divmod(i, puzzle.w)
            return f"The {x} in row {r + 1}, column {c + 1} has no rectangle of its area without another number"
    return None
