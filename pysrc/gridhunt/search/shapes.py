"""Polyomino shapes on a grid, and packing a given set of them into the shaded cells of a Problem.

A shape is a set of (r, c) cells joined side by side; it is the same shape turned or mirrored
(the eight symmetries of the square). ``pack`` says, on a ``constraints.Problem``: the shaded
cells are exactly some placed pieces, so many pieces of each shape, and no two pieces touch
(by a side, or also by a corner), so each piece is a whole group of shaded cells. Battleships
(its fleet), Statue Park (its bank of pieces) and their kin are this rule plus their clues.
``dominoes`` says the plainest such rule in a few clauses: every shaded cell has exactly one shaded
neighbour, so the shaded cells pair off into dominoes of any number (Norinori, Dominion).

>>> canonical({(0, 0), (1, 0), (1, 1)}) == canonical({(0, 0), (0, 1), (1, 0)})
True
>>> len(orientations({(0, 0), (0, 1), (0, 2)})), len(orientations({(0, 0), (0, 1), (1, 1), (1, 2)}))
(2, 4)
>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> shaded = p.new_vars(5)                      # a row of five cells
>>> pieces = pack(p, shaded, 5, 1, [({(0, 0), (0, 1)}, 1), ({(0, 0)}, 1)], apart="side")
>>> sorted("".join("#" if m[v] else "." for v in shaded) for m in p.solutions(shaded))
['##.#.', '##..#', '#.##.', '#..##', '.##.#', '.#.##']
>>> p = Problem()
>>> shaded = p.new_vars(4)                      # a row of four cells
>>> dominoes(p, shaded, 4, 1)
>>> sorted("".join("#" if m[v] else "." for v in shaded) for m in p.solutions(shaded))
['##..', '.##.', '..##', '....']

Encoding: a variable per placement (a shape in one orientation at one spot whose cells are all
in the grid and not ruled out); a placed piece shades its cells and leaves every cell around it
(its halo) unshaded; a shaded cell is covered by one placement; each shape is placed exactly as
many times as it is given. The halo keeps pieces apart, so groups of shaded cells are pieces.

Glossary: w, h the grid's width and height; cell i = r * w + c; a placement is a tuple of cells.
"""

from collections.abc import Iterable

from .constraints import Problem

Shape = frozenset[tuple[int, int]]


def normalized(cells: Iterable[tuple[int, int]]) -> Shape:
    """The cells moved so their smallest row and column are 0."""
    cells = list(cells)
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return frozenset((r - top, c - left) for r, c in cells)


def orientations(shape: Iterable[tuple[int, int]]) -> list[Shape]:
    """The shape's distinct turns and mirror images, in a fixed order."""
    cells = list(shape)
    found: list[Shape] = []
    for flip in (False, True):
        turned = [(c, r) if flip else (r, c) for r, c in cells]
        for _ in range(4):
            turned = [(c, -r) for r, c in turned]
            shape_now = normalized(turned)
            if shape_now not in found:
                found.append(shape_now)
    return found


def canonical(shape: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """One name for the shape whatever its turn or mirror image: the least of its orientations' sorted cells."""
    return min(tuple(sorted(s)) for s in orientations(shape))


def is_polyomino(shape: Iterable[tuple[int, int]]) -> bool:
    """Whether the cells are at least one and joined side by side."""
    cells = set(shape)
    if not cells:
        return False
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for step in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if step in cells and step not in seen:
                seen.add(step)
                todo.append(step)
    return len(seen) == len(cells)


def placements(shape: Iterable[tuple[int, int]], w: int, h: int, allowed=None) -> list[tuple[int, ...]]:
    """Every way to lay the shape (turned or mirrored) on the grid, as sorted cell tuples;
    ``allowed`` (a set of cells, None: all) rules out the others."""
    found = []
    for form in orientations(shape):
        rows = max(r for r, _ in form) + 1
        cols = max(c for _, c in form) + 1
        for top in range(h - rows + 1):
            for left in range(w - cols + 1):
                cells = tuple(sorted((top + r) * w + left + c for r, c in form))
                if allowed is None or all(i in allowed for i in cells):
                    found.append(cells)
    return found


def halo(cells: tuple[int, ...], w: int, h: int, corners: bool) -> list[int]:
    """The cells beside the piece (by a side; by a corner too when ``corners``), not in it."""
    inside = set(cells)
    steps = ((0, 1), (1, 0), (0, -1), (-1, 0)) + (((1, 1), (1, -1), (-1, 1), (-1, -1)) if corners else ())
    out = set()
    for i in cells:
        r, c = divmod(i, w)
        for dr, dc in steps:
            rr, cc = r + dr, c + dc
            if 0 <= rr < h and 0 <= cc < w and rr * w + cc not in inside:
                out.add(rr * w + cc)
    return sorted(out)


def merged(fleet: list[tuple[Iterable[tuple[int, int]], int | None]]) -> dict[tuple, tuple[Shape, int | None]]:
    """The fleet's shapes by ``canonical`` name, each with its count summed over the shapes alike turned or
    mirrored (None, any number, when one of them has None)."""
    counts: dict[tuple, tuple[Shape, int | None]] = {}
    for shape, count in fleet:
        key = canonical(shape)
        before = counts.get(key, (None, 0))[1]
        counts[key] = (frozenset(shape), None if count is None or before is None else before + count)
    return counts


def pack(problem: Problem, shaded: list[int], w: int, h: int, fleet: list[tuple[Iterable[tuple[int, int]], int | None]],
         apart: str = "corner", allowed=None) -> dict[tuple[int, ...], int]:
    """The shaded cells (their literals, cell by cell) are pieces of the fleet, ``(shape, count)`` pairs, each
    shape placed exactly ``count`` times (shapes alike turned or mirrored are counted together; a count of
    None: any number of times, San-Anko's trominoes), no two pieces touching by a side, nor by a corner when
    ``apart`` is ``"corner"``. Returns each placement's variable."""
    assert apart in ("side", "corner"), apart
    counts = merged(fleet)
    chosen: dict[tuple[int, ...], int] = {}
    covering: list[list[int]] = [[] for _ in range(w * h)]
    for shape, count in counts.values():
        mine = []
        for cells in placements(shape, w, h, allowed):
            var = problem.new_var()
            chosen[cells] = var
            mine.append(var)
            for i in cells:
                problem.clause([-var, shaded[i]])
                covering[i].append(var)
            for j in halo(cells, w, h, apart == "corner"):
                problem.clause([-var, -shaded[j]])
        if count is not None:
            problem.exactly(mine, count)
    for i in range(w * h):
        problem.clause([-shaded[i], *covering[i]])
        problem.at_most(covering[i], 1)
    return chosen


def dominoes(problem: Problem, shaded: list[int], w: int, h: int, rows: int | None = None) -> None:
    """Every shaded cell (its literal, cell by cell) has exactly one shaded neighbour by a side: the shaded
    cells are dominoes, none touching another by a side. ``rows``: only the cells of the first rows are
    held to it (a row below them left free, each of its cells a shaded cell's partner or not)."""
    for i in range(w * (h if rows is None else rows)):
        r, c = divmod(i, w)
        beside = [shaded[(r + dr) * w + c + dc] for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                  if 0 <= r + dr < h and 0 <= c + dc < w]
        problem.clause([-shaded[i], *beside])
        for k, a in enumerate(beside):
            for b in beside[k + 1 :]:
                problem.clause([-shaded[i], -a, -b])
