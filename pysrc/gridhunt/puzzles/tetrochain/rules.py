"""Tetrochain's rules as constraints, and an independent check of an answer.

A variable per cell (shaded). The shaded cells are tetrominoes apart by a side (``search/shapes.pack``,
any number of each); a variable per cell and tetromino says the cell lies in a piece of that shape,
and two cells touching at a corner, with both cells beside them unshaded (so in two pieces), are
never of one shape. The shaded cells are connected through sides and corners; an arrow's number
counts the shaded cells it points at; clue cells are unshaded.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells, pieces
from ...puzzlink.arrows import ray
from ...puzzlink.cells import Shading
from ...search import shapes
from ...search.constraints import Problem
from .codec import Puzzle

TETROMINOES = [pieces.cells_of(code) for code in pieces.TETROMINOES]


def touching(i: int, w: int, h: int) -> list[int]:
    """The cells beside cell i by a side or a corner."""
    r, c = divmod(i, w)
    return [rr * w + cc for rr in (r - 1, r, r + 1) for cc in (c - 1, c, c + 1)
            if (rr, cc) != (r, c) and 0 <= rr < h and 0 <= cc < w]


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    allowed = {i for i, clue in enumerate(puzzle.clues) if clue is None}
    placed = shapes.pack(p, shaded, w, h, [(shape, None) for shape in TETROMINOES], apart="side", allowed=allowed)
    names = {shapes.canonical(shape): k for k, shape in enumerate(TETROMINOES)}
    kind = [[p.new_var() for _ in TETROMINOES] for _ in range(w * h)]  # cell i lies in a piece of shape k
    covering: list[list[list[int]]] = [[[] for _ in TETROMINOES] for _ in range(w * h)]
    kind_of: dict[shapes.Shape, int] = {}  # each placement's cells moved to the corner: its tetromino (named once)
    for cells_, var in placed.items():
        form = shapes.normalized(divmod(i, w) for i in cells_)
        if form not in kind_of:
            kind_of[form] = names[shapes.canonical(form)]
        k = kind_of[form]
        for i in cells_:
            p.clause([-var, kind[i][k]])
            covering[i][k].append(var)
    for i in range(w * h):
        for k in range(len(TETROMINOES)):
            p.clause([-kind[i][k], *covering[i][k]])
    for a, b, c, d in cells.squares(w, h):  # a b / c d
        for one, other, beside in ((a, d, (b, c)), (b, c, (a, d))):
            for k in range(len(TETROMINOES)):
                p.clause([-kind[one][k], -kind[other][k], *(shaded[j] for j in beside)])
    p.connected({i: shaded[i] for i in range(w * h)},
                [(i, j, None) for i in range(w * h) for j in touching(i, w, h) if j > i])
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue[0] and clue[1] >= 0:
            p.exactly([shaded[j] for j in ray(i, clue[0], w, h)], clue[1])
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule on the finished grid: clue cells unshaded, each group of shaded cells (joined by sides)
    four cells, two groups touching at a corner of different shapes (turned or mirrored alike), all
    shaded cells joined through sides and corners, and each arrow's number the shaded cells it points at."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h or any(clue is not None and shading[i] for i, clue in enumerate(puzzle.clues)):
        return False
    group = [-1] * (w * h)
    forms = []
    for start in range(w * h):
        if not shading[start] or group[start] >= 0:
            continue
        members, todo = [start], [start]
        group[start] = len(forms)
        while todo:
            for j in cells.neighbours(todo.pop(), w, h):
                if shading[j] and group[j] < 0:
                    group[j] = len(forms)
                    members.append(j)
                    todo.append(j)
        if len(members) != 4:
            return False
        forms.append(shapes.canonical(divmod(i, w) for i in members))
    for i in range(w * h):
        for j in touching(i, w, h):
            if shading[i] and shading[j] and group[i] != group[j] and forms[group[i]] == forms[group[j]]:
                return False
    on = [i for i in range(w * h) if shading[i]]
    reach, todo = set(on[:1]), on[:1]
    while todo:
        for j in touching(todo.pop(), w, h):
            if shading[j] and j not in reach:
                reach.add(j)
                todo.append(j)
    if len(reach) != len(on):
        return False
    return all(clue is None or not clue[0] or clue[1] < 0 or sum(shading[j] for j in ray(i, clue[0], w, h)) == clue[1]
               for i, clue in enumerate(puzzle.clues))
