"""Choco Banana's rules as constraints, and an independent check of an answer.

A variable per cell (shaded). A group of shaded cells is a rectangle exactly when no 2x2
block holds three shaded cells: a clause per block and odd corner. A number n on a shaded
cell picks one rectangle of n cells around it (its cells shaded, the cells beside it not); on
an unshaded cell it owns its white group (``search/groups.py``: connected,
closed to white neighbours, n cells), and no rectangle of n cells around it may be that group.
What the numbers say among themselves is said outright (it took the 15x15 public example from
2 s to 0.1 s): two different numbers side by side have different colours, a group never holds a
number of another size (rectangles and owned cells skip them), and no cell is owned by the white
groups of two different numbers. That no other white group is a rectangle is checked during the search: a white group finished
(every cell around it shaded) in the shape of a rectangle teaches "one of these cells is
shaded, or one around it is not".
"""

from collections import deque
from collections.abc import Iterator

from ...puzzlink import answers, cells, numbers
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from ...search.groups import add_group
from .codec import Puzzle


def rectangles(k: int, area: int, w: int, h: int) -> list[list[int]]:
    """Every rectangle of ``area`` cells in the grid that holds cell k."""
    r, c = divmod(k, w)
    found = []
    for rows in range(1, min(area, h) + 1):
        if area % rows or area // rows > w:
            continue
        cols = area // rows
        for top in range(max(0, r - rows + 1), min(r, h - rows) + 1):
            for left in range(max(0, c - cols + 1), min(c, w - cols) + 1):
                found.append([(top + y) * w + left + x for y in range(rows) for x in range(cols)])
    return found


def around(rect: list[int], w: int, h: int) -> list[int]:
    """The cells beside the rectangle, outside it."""
    inside = set(rect)
    return sorted({j for i in rect for j in cells.neighbours(i, w, h) if j not in inside})


def within(k: int, size: int, w: int, h: int, passable) -> list[int]:
    """The cells fewer than ``size`` steps from cell k through ``passable`` cells."""
    seen = {k: 0}
    todo = deque([k])
    while todo:
        i = todo.popleft()
        if seen[i] + 1 < size:
            for j in cells.neighbours(i, w, h):
                if j not in seen and passable(j):
                    seen[j] = seen[i] + 1
                    todo.append(j)
    return list(seen)


class NoWhiteRectangle:
    """The checker: a white group with every cell around it shaded must not be a rectangle."""

    def __init__(self, shaded: list[int], w: int, h: int) -> None:
        self.shaded, self.w, self.h = shaded, w, h

    def __call__(self, value: list[int]) -> list[int] | None:
        w, h, shaded = self.w, self.h, self.shaded
        white = [value[v] == -1 for v in shaded]
        seen = [False] * (w * h)
        for start in range(w * h):
            if not white[start] or seen[start]:
                continue
            group, rim, todo, unsettled = [start], set(), [start], False
            seen[start] = True
            while todo:
                for j in cells.neighbours(todo.pop(), w, h):
                    if white[j]:
                        if not seen[j]:
                            seen[j] = True
                            group.append(j)
                            todo.append(j)
                    elif value[shaded[j]] == 1:
                        rim.add(j)
                    else:
                        unsettled = True
            if not unsettled and len({i // w for i in group}) * len({i % w for i in group}) == len(group):
                return [shaded[i] for i in group] + [-shaded[j] for j in rim]
        return None


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    p.flips_first = True  # certain's questions set the cells to flip first (search/constraints.py: a sparse 15x15 1.6 s -> 0.9 s)
    shaded = p.new_vars(w * h)
    for square in cells.squares(w, h):
        for odd in square:
            p.clause([shaded[odd], *(-shaded[i] for i in square if i != odd)])
    given = {k: clue for k, clue in enumerate(puzzle.clues) if clue is not None and clue != numbers.QUESTION}
    for i, j in cells.links(w, h):  # two numbers side by side that differ are in different groups: colours differ
        if i in given and j in given and given[i] != given[j]:
            p.clause([shaded[i], shaded[j]])
            p.clause([-shaded[i], -shaded[j]])
    owners: list[list[tuple[int, int]]] = [[] for _ in range(w * h)]  # per cell: (number, "its white group holds me")
    for k, clue in given.items():
        fits = lambda i, clue=clue: given.get(i, clue) == clue  # a cell a group of this number may hold
        rects = [rect for rect in rectangles(k, clue, w, h) if all(fits(i) for i in rect)]
        chosen = p.new_vars(len(rects))
        p.clause([-shaded[k], *chosen])
        p.at_most(chosen, 1)
        for var, rect in zip(chosen, rects):
            p.clause([-var, shaded[k]])
            for i in rect:
                p.clause([-var, shaded[i]])
            for j in around(rect, w, h):
                p.clause([-var, -shaded[j]])
        for rect in rectangles(k, clue, w, h):
            # the same rectangle white, walled in by shaded cells, would be a white rectangle of n cells
            p.clause([*(shaded[i] for i in rect), *(-shaded[j] for j in around(rect, w, h))])
        owns = {i: p.new_var() for i in within(k, clue, w, h, fits)}
        p.clause([-owns[k], -shaded[k]])
        for i, lit in owns.items():
            p.clause([-lit, -shaded[i]])
            owners[i].append((clue, lit))
        # an owned cell is white, so a white cell beside it joins its group
        joins = [(a, b, -shaded[b]) for i, j in cells.links(w, h) for a, b in ((i, j), (j, i)) if a in owns]
        add_group(p, owns, joins, clue, -shaded[k], k, owned_join=True)
    for here in owners:  # white groups of different sizes never share a cell
        for a, (n, x) in enumerate(here):
            for m, y in here[a + 1 :]:
                if n != m:
                    p.clause([-x, -y])
    checker = NoWhiteRectangle(shaded, w, h)
    p.solver.add_checker(checker, shaded)
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule on the finished grid: each group's shape (rectangles shaded, anything else white) and size."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h:
        return False
    size = [0] * (w * h)
    seen = set()
    for start in range(w * h):
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for j in cells.neighbours(todo.pop(), w, h):
                if shading[j] == shading[start] and j not in group:
                    group.add(j)
                    todo.append(j)
        seen |= group
        rows = max(i // w for i in group) - min(i // w for i in group) + 1
        cols = max(i % w for i in group) - min(i % w for i in group) + 1
        if (rows * cols == len(group)) != shading[start]:
            return False
        for i in group:
            size[i] = len(group)
    return all(clue is None or clue == numbers.QUESTION or size[i] == clue for i, clue in enumerate(puzzle.clues))
