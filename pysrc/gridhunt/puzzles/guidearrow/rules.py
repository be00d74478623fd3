"""Guide Arrow's rules as constraints, and an independent check of an answer.

The unshaded cells are joined into one piece (``Problem.connected``) without a cycle
(``search.acyclic``): a tree. Each unshaded cell but the star has one step towards it, to an
unshaded neighbour, and each pair of unshaded neighbours is one's step of the other: the steps
are the tree's paths to the star, and an arrow is its cell's step. Shaded cells never touch
side by side, nor stand on a clue or the star.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells
from ...puzzlink.cells import Shading
from ...puzzlink.numbers import QUESTION
from ...search.acyclic import forbid_cycles
from ...search.constraints import Problem
from .codec import STEPS, Puzzle


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    """The constraints, and the shading variables (True: shaded) they are shown by."""
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    step: list[dict[int, int]] = [{} for _ in range(w * h)]  # cell -> {neighbour: "its step leads there"}
    for i in range(w * h):
        if puzzle.is_clue(i):
            p.clause([-shaded[i]])
        if i != puzzle.goal:
            step[i] = {j: p.new_var() for j in cells.neighbours(i, w, h)}
            p.clause([shaded[i], *step[i].values()])
            p.at_most(list(step[i].values()), 1)
            for j, v in step[i].items():
                p.clause([-v, -shaded[i]])
                p.clause([-v, -shaded[j]])
    for i, j in cells.links(w, h):
        p.clause([-shaded[i], -shaded[j]])
        ways = [step[a][b] for a, b in ((i, j), (j, i)) if b in step[a]]
        p.clause([shaded[i], shaded[j], *ways])
        p.at_most(ways, 1)
    for square in cells.squares(w, h):
        p.clause([shaded[i] for i in square])
    for i, arrow in enumerate(puzzle.arrows):
        if arrow in STEPS:
            dr, dc = STEPS[arrow]
            r, c = divmod(i, w)
            if not (0 <= r + dr < h and 0 <= c + dc < w):
                p.clause([])
            else:
                p.clause([step[i][(r + dr) * w + c + dc]])
    p.connected({i: -shaded[i] for i in range(w * h)}, [(i, j, None) for i, j in cells.links(w, h)])
    forbid_cycles(p, [(i, j, (-shaded[i], -shaded[j])) for i, j in cells.links(w, h)])
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the shading is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule, checked on the shading: no clue or star shaded, no two shaded cells side by side, the
    unshaded cells one piece with no cycle, and each arrow pointing along the way from its cell to the star."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h or any(shading[i] for i in range(w * h) if puzzle.is_clue(i)):
        return False
    if any(shading[i] and shading[j] for i, j in cells.links(w, h)):
        return False
    white = {i for i in range(w * h) if not shading[i]}
    joins = sum(1 for i, j in cells.links(w, h) if i in white and j in white)
    if not cells.one_piece(white, w, h) or joins != len(white) - 1:  # a connected piece with no cycle is a tree
        return False
    towards = {puzzle.goal: None}  # each unshaded cell's next cell on the way to the star, found outward from it
    todo = [puzzle.goal]
    while todo:
        here = todo.pop()
        for j in cells.neighbours(here, w, h):
            if j in white and j not in towards:
                towards[j] = here
                todo.append(j)
    for i, arrow in enumerate(puzzle.arrows):
        if arrow is None or arrow == QUESTION:
            continue
        dr, dc = STEPS[arrow]
        if towards[i] != i + dr * w + dc or (dc and towards[i] // w != i // w):
            return False
    return True
