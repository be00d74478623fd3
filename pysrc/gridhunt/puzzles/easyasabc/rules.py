"""Easy as ABC's rules as constraints, and an independent check of an answer.

A variable per cell and value (0: empty, 1 on: a letter); each cell one value, each row and column
each letter once. For a clue, along its line from the viewer: "every cell so far is empty" per
cell, and the first cell with a letter (the cells before it empty) holds the clue's letter; and
any other letter has the clue's letter before it.
"""

from collections.abc import Iterator

from ...puzzlink import answers
from ...search.constraints import Problem
from .codec import QUESTION, Letters, Puzzle, letter


def lines_of_sight(puzzle: Puzzle) -> Iterator[tuple[int | None, list[int]]]:
    """Each clue with the cells of its line, nearest first."""
    w, h, s = puzzle.w, puzzle.h, puzzle.sides
    for c in range(w):
        yield s.top[c], [r * w + c for r in range(h)]
        yield s.bottom[c], [r * w + c for r in reversed(range(h))]
    for r in range(h):
        yield s.left[r], [r * w + c for c in range(w)]
        yield s.right[r], [r * w + c for c in reversed(range(w))]


def problem(puzzle: Puzzle) -> tuple[Problem, list[dict[int, int]]]:
    """The constraints, and per cell its variable for each value (0 empty)."""
    w, h, k = puzzle.w, puzzle.h, puzzle.letters
    p = Problem()
    holds = [dict(zip(range(k + 1), p.new_vars(k + 1))) for _ in range(w * h)]
    for i, given in enumerate(puzzle.givens):
        p.exactly(holds[i].values(), 1)
        if given == QUESTION:
            p.clause([-holds[i][0]])
        elif given is not None:
            p.clause([holds[i][given]])
    lines = [[r * w + c for c in range(w)] for r in range(h)] + [[r * w + c for r in range(h)] for c in range(w)]
    for line in lines:
        for x in range(1, k + 1):
            p.exactly([holds[i][x] for i in line], 1)
    for clue, line in lines_of_sight(puzzle):
        if clue is None:
            continue
        empty_so_far = p.true
        for i in line:
            p.clause([-empty_so_far, holds[i][0], holds[i][clue]])  # the first letter seen is the clue's
            after = p.new_var()
            p.clause([-after, empty_so_far])
            p.clause([-after, holds[i][0]])
            p.clause([after, -empty_so_far, -holds[i][0]])
            empty_so_far = after
        # Said again letter by letter (it follows, but the search sees it sooner): another letter
        # stands only where the clue's letter came before it.
        for d, i in enumerate(line):
            for x in range(1, k + 1):
                if x != clue:
                    p.clause([-holds[i][x], *(holds[j][clue] for j in line[:d])])
    return p, holds


def solutions(puzzle: Puzzle) -> Iterator[Letters]:
    p, holds = problem(puzzle)
    for found in p.solutions([v for options in holds for v in options.values()]):
        yield tuple(answers.values(found, holds))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    reply = answers.value_verdict(*problem(puzzle), puzzle.w, puzzle.h)
    if reply["certain"] is not None:
        reply["certain"] = ["".join("?" if x == "?" else letter(x) for x in row) for row in reply["certain"]]
    return reply


def is_solution(puzzle: Puzzle, solution: Letters) -> bool:
    """Each row and column holds each letter once (the other cells empty), the givens stay, and each
    clue is the first letter seen from it."""
    w, h, k = puzzle.w, puzzle.h, puzzle.letters
    if len(solution) != w * h or any(not 0 <= x <= k for x in solution):
        return False
    for given, x in zip(puzzle.givens, solution):
        if given == QUESTION and x == 0 or given not in (None, QUESTION) and given != x:
            return False
    rows = [list(solution[r * w : (r + 1) * w]) for r in range(h)]
    cols = [[solution[r * w + c] for r in range(h)] for c in range(w)]
    if any(sorted(x for x in line if x) != list(range(1, k + 1)) for line in rows + cols):
        return False
    s = puzzle.sides
    views = ([(s.top[c], cols[c]) for c in range(w)] + [(s.bottom[c], cols[c][::-1]) for c in range(w)]
             + [(s.left[r], rows[r]) for r in range(h)] + [(s.right[r], rows[r][::-1]) for r in range(h)])
    return all(clue is None or next(x for x in line if x) == clue for clue, line in views)
