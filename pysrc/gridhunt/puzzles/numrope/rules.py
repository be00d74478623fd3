"""Number Rope's rules as constraints, and an independent check of an answer.

A variable per open cell and number 1 to 9 (exactly one true). Side by side, two open cells differ;
along a rope, two cells differ by one, and a cell the rope runs through (two ropes or more) has a
number one less on one side and one more on another, so a rope counts up by one from end to end;
a shaded cell's sum is the total of the numbers beside it (``puzzlink/sum_clues.constrain``).
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells, sum_clues
from ...search.constraints import Problem
from .codec import QUESTION, Numbers, Puzzle

VALUES = range(1, 10)


def problem(puzzle: Puzzle) -> tuple[Problem, list[dict[int, int]]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    holds = [{n: p.new_var() for n in VALUES} if puzzle.is_open(i) else {} for i in range(w * h)]
    for options in holds:
        if options:
            p.exactly(options.values(), 1)
    for i, j in cells.links(w, h):
        if holds[i] and holds[j]:
            for n in VALUES:
                p.clause([-holds[i][n], -holds[j][n]])
    tied: dict[int, list[int]] = {}
    for i, j in puzzle.ropes():
        tied.setdefault(i, []).append(j)
        tied.setdefault(j, []).append(i)
    for i, others in tied.items():
        for n in VALUES:
            for j in others:
                p.clause([-holds[i][n], *(holds[j][m] for m in (n - 1, n + 1) if m in holds[j])])
            if len(others) > 1:
                for m in (n - 1, n + 1):
                    p.clause([-holds[i][n], *(holds[j][m] for j in others if m in holds[j])])
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
    """A number 1 to 9 in every open cell (none in shaded ones); no two alike side by side; each rope's numbers
    a run counting up by one (neighbours on a rope differ by one, and where a rope passes through a cell it
    has one smaller and one larger neighbour on it); each sum the total of the numbers beside it."""
    w, h = puzzle.w, puzzle.h
    if len(found) != w * h or any((n in VALUES) != puzzle.is_open(i) or (n and n not in VALUES) for i, n in enumerate(found)):
        return False
    if any(found[i] and found[i] == found[j] for i, j in cells.links(w, h)):
        return False
    on_rope: dict[int, list[int]] = {}
    for i, j in puzzle.ropes():
        if abs(found[i] - found[j]) != 1:
            return False
        on_rope.setdefault(i, []).append(found[j])
        on_rope.setdefault(j, []).append(found[i])
    for i, seen in on_rope.items():
        if len(seen) > 1 and not (min(seen) < found[i] < max(seen)):
            return False
    return all(clue is None or clue < 0 or sum(found[j] for j in cells.neighbours(i, w, h)) == clue
               for i, clue in enumerate(puzzle.clues) if clue != QUESTION)
