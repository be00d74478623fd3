"""San-Anko's rules as constraints, and an independent check of an answer.

A variable per open cell and value (0 for none, 1 to 3). The numbered cells are trominoes
(``search/shapes.pack``, any number of each, apart by a side); two numbered cells side by side hold
the same number, so a tromino's three are alike; a clue's sum is the total of the numbers beside it
(``puzzlink/sum_clues.constrain``).
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells, sum_clues
from ...search import shapes
from ...search.constraints import Problem
from .codec import QUESTION, Numbers, Puzzle

VALUES = (0, 1, 2, 3)
TROMINOES = ({(0, 0), (0, 1), (0, 2)}, {(0, 0), (1, 0), (1, 1)})


def problem(puzzle: Puzzle) -> tuple[Problem, list[dict[int, int]]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    holds = [{n: p.new_var() for n in VALUES} if puzzle.is_open(i) else {} for i in range(w * h)]
    for options in holds:
        if options:
            p.exactly(options.values(), 1)
    numbered = [-options[0] if options else -p.true for options in holds]
    allowed = {i for i in range(w * h) if puzzle.is_open(i)}
    shapes.pack(p, numbered, w, h, [(shape, None) for shape in TROMINOES], apart="side", allowed=allowed)
    for i, j in cells.links(w, h):
        if holds[i] and holds[j]:
            for n in VALUES[1:]:
                for m in VALUES[1:]:
                    if n != m:
                        p.clause([-holds[i][n], -holds[j][m]])
    sum_clues.constrain(p, puzzle.clues, holds, w, h)
    return p, holds


def solutions(puzzle: Puzzle) -> Iterator[Numbers]:
    p, holds = problem(puzzle)
    for found in p.solutions([v for options in holds for v in options.values()]):
        yield tuple(x or 0 for x in answers.values(found, holds))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the numbers are unique and, when not, the cells alike in every solution (``?`` the others)."""
    reply = answers.value_verdict(*problem(puzzle), puzzle.w, puzzle.h)
    if reply["certain"] is not None:
        reply["certain"] = [[0 if x is None else x for x in row] for row in reply["certain"]]
    return reply


def is_solution(puzzle: Puzzle, found: Numbers) -> bool:
    """Numbers 1 to 3 in open cells only; each group of numbered cells (joined side by side) three cells of
    one number; each clue the total of the numbers beside it."""
    w, h = puzzle.w, puzzle.h
    if len(found) != w * h or any(n not in VALUES or (n and not puzzle.is_open(i)) for i, n in enumerate(found)):
        return False
    seen = set()
    for start in range(w * h):
        if not found[start] or start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for j in cells.neighbours(todo.pop(), w, h):
                if found[j] and j not in group:
                    group.add(j)
                    todo.append(j)
        seen |= group
        if len(group) != 3 or len({found[i] for i in group}) != 1:
            return False
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue != QUESTION and clue >= 0:
            if sum(found[j] for j in cells.neighbours(i, w, h)) != clue:
                return False
    return True
