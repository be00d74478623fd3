"""Aquapelago's rules as constraints, and an independent check of an answer.

A variable per cell (shaded) and per pair of cells touching at a corner, "one island" (both
shaded). No two shaded cells share a side, no 2x2 block is all unshaded, and the unshaded cells
are connected. The islands' sizes are the region check's (``search/regions.py``): each cell has a
literal per clue value ("my island has that many cells", false where no clue of that value is near
enough), one for an island without a size, and one for an unshaded cell; exactly one holds, cells
of one island agree on them, and a clue fixes its own.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells, numbers
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from ...search.regions import add_region_sizes
from .codec import Puzzle


def corners(w: int, h: int) -> list[tuple[int, int]]:
    """Each pair of cells touching at a corner once."""
    return [pair for a, b, c, d in cells.squares(w, h) for pair in ((a, d), (b, c))]


def reach(i: int, k: int, w: int) -> int:
    """The fewest steps from corner to corner between two cells, each step to a cell touching at a corner
    (no way between cells of different colours of the chessboard: more than any island)."""
    (r, c), (rr, cc) = divmod(i, w), divmod(k, w)
    return max(abs(r - rr), abs(c - cc)) if (r + c - rr - cc) % 2 == 0 else 1 << 30


def sized(clue) -> bool:
    return clue is not None and clue != numbers.QUESTION and clue > 0


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    n = w * h
    p = Problem()
    shaded = p.new_vars(n)
    for i, clue in enumerate(puzzle.clues):
        if clue is not None:
            p.clause([shaded[i]])
    for i, j in cells.links(w, h):
        p.clause([-shaded[i], -shaded[j]])
    for square in cells.squares(w, h):
        p.clause([shaded[i] for i in square])
    p.connected({i: -shaded[i] for i in range(n)}, [(i, j, None) for i, j in cells.links(w, h)])
    values = sorted({clue for clue in puzzle.clues if sized(clue)})
    where = {x: [k for k, clue in enumerate(puzzle.clues) if clue == x] for x in values}
    size = [p.new_vars(len(values)) for _ in range(n)]  # size[i][k]: cell i's island has values[k] cells
    free = p.new_vars(n)  # cell i's island has no size given
    alone = p.new_vars(n)  # cell i is unshaded
    for i in range(n):
        p.clause([alone[i], shaded[i]])
        p.clause([-alone[i], -shaded[i]])
        p.exactly([alone[i], free[i], *size[i]], 1)
        clue = puzzle.clues[i]
        if sized(clue):
            p.clause([size[i][values.index(clue)]])
        for v, x in zip(size[i], values):
            if not any(reach(i, k, w) < x for k in where[x]):
                p.clause([-v])  # no clue of that size is near enough on the cell's colour
    edges = []
    for i, j in corners(w, h):
        same = p.new_var()
        p.clause([-same, shaded[i]])
        p.clause([-same, shaded[j]])
        p.clause([same, -shaded[i], -shaded[j]])
        for a, b in zip([free[i], *size[i]], [free[j], *size[j]]):
            p.clause([-same, -a, b])
            p.clause([-same, a, -b])
        edges.append((i, j, same))
    # Only the clue sizes go to the region check (covered=False: an island may have none): a cell whose
    # island has no size, or that is unshaded, has them all false, which keeps an island of a size from
    # taking it in.
    add_region_sizes(p, n, edges, [[(v, x, x) for v, x in zip(size[i], values)] for i in range(n)], covered=False)
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule on the finished grid: clue cells shaded, no two shaded cells side by side, no 2x2 block
    unshaded, the unshaded cells one piece, and each island (shaded cells joined at corners) holding
    numbers of one value, its number of cells."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h or any(clue is not None and not shading[i] for i, clue in enumerate(puzzle.clues)):
        return False
    if any(shading[i] and shading[j] for i, j in cells.links(w, h)):
        return False
    if any(not any(shading[i] for i in square) for square in cells.squares(w, h)):
        return False
    if not cells.one_piece({i for i in range(w * h) if not shading[i]}, w, h):
        return False
    around: dict[int, list[int]] = {}
    for i, j in corners(w, h):
        around.setdefault(i, []).append(j)
        around.setdefault(j, []).append(i)
    seen: set[int] = set()
    for start in range(w * h):
        if not shading[start] or start in seen:
            continue
        island, todo = {start}, [start]
        while todo:
            for j in around.get(todo.pop(), []):
                if shading[j] and j not in island:
                    island.add(j)
                    todo.append(j)
        seen |= island
        given = {puzzle.clues[i] for i in island if sized(puzzle.clues[i])}
        if len(given) > 1 or (given and given != {len(island)}):
            return False
    return True
