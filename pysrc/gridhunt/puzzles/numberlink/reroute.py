"""A second answer found from a first without search: one line drawn another way.

An answer's line may be redrawn along any other simple path between its two numbers through
cells no other line uses (cells may stay empty, so the new path is an answer too). That is
the only way a second answer can hide from the search for "least" answers (see rules.py):
when no line of the first answer can be redrawn, any other answer leads down to another
least one, which the solver is asked for.

>>> from .codec import decode
>>> puzzle = decode("https://puzz.link/p?numlin/2/2/11h")  # 1 1 / . . : the line may go round below
>>> [pair for pair, on in zip(links(puzzle), redrawn(puzzle, [True, False, False, False])) if on]
[(2, 3), (0, 2), (1, 3)]
>>> redrawn(puzzle, [False, True, True, True]) is not None  # and back
True

Glossary: cell i = r * w + c; ``marks[k]`` says link k (in ``links`` order) is drawn.
"""

from collections import deque
from collections.abc import Sequence

from .codec import Puzzle, links


def redrawn(puzzle: Puzzle, marks: Sequence[bool]) -> list[bool] | None:
    """The links of an answer with one line redrawn along another path, or None when no line can be."""
    from_cell: list[list[tuple[int, int]]] = [[] for _ in range(puzzle.w * puzzle.h)]  # (cell beyond, link)
    for k, (i, j) in enumerate(links(puzzle)):
        from_cell[i].append((j, k))
        from_cell[j].append((i, k))
    owner = [-1] * len(from_cell)
    lines = []
    for start, clue in enumerate(puzzle.numbers):
        if clue is None or owner[start] >= 0:
            continue
        cells, used = walk(start, from_cell, marks)
        for cell in cells:
            owner[cell] = len(lines)
        lines.append((cells, used))
    for index, (cells, used) in enumerate(lines):
        for avoided in used:
            route = path_avoiding(cells[0], cells[-1], avoided, index, owner, from_cell)
            if route is not None:
                out = list(marks)
                for k in used:
                    out[k] = False
                for k in route:
                    out[k] = True
                return out
    return None


def walk(start: int, from_cell: list[list[tuple[int, int]]], marks: Sequence[bool]) -> tuple[list[int], list[int]]:
    """The cells and links of the drawn line from a numbered cell to its other end."""
    cells, used = [start], []
    previous, here = -1, start
    while True:
        ahead = [(j, k) for j, k in from_cell[here] if marks[k] and j != previous]
        if not ahead:
            return cells, used
        previous, (here, k) = here, ahead[0]
        cells.append(here)
        used.append(k)


def path_avoiding(start: int, goal: int, avoided: int, line: int, owner: list[int],
                  from_cell: list[list[tuple[int, int]]]) -> list[int] | None:
    """The links of a shortest path from start to goal through cells of this line or of none,
    without the link ``avoided`` (so not the line itself); None when there is none."""
    came: dict[int, tuple[int, int] | None] = {start: None}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for there, k in from_cell[here]:
            if k == avoided or there in came or owner[there] not in (-1, line):
                continue
            came[there] = (here, k)
            if there == goal:
                route = []
                while came[there] is not None:
                    there, k = came[there]
                    route.append(k)
                return route
            todo.append(there)
    return None
