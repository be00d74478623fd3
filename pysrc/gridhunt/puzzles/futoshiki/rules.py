"""Futoshiki's rules as constraints, and an independent check of an answer.

A variable per cell and digit (the cell holds it); each cell one digit, each row and column each
digit once. A sign "i is larger than j" forbids i's digit d unless j holds one below d, and j's
digit d unless i holds one above; an Adjacent mode bar asks the two to be one apart and every
other pair side by side not to be.
"""

from collections.abc import Iterator

from ...puzzlink import answers
from ...puzzlink.digit_rows import is_latin
from ...search.constraints import Problem
from ...search.latin import latin_square, squares
from .codec import Digits, Puzzle


def neighbours(n: int) -> Iterator[tuple[int, int]]:
    """Every pair of cells side by side, the left or upper one first."""
    for i in range(n * n):
        if i % n + 1 < n:
            yield i, i + 1
        if i + n < n * n:
            yield i, i + n


def problem(puzzle: Puzzle) -> tuple[Problem, list[dict[int, int]]]:
    """The constraints, and per cell its variable for each digit."""
    n = puzzle.w
    p = Problem()
    holds = latin_square(p, n, puzzle.givens)
    if puzzle.adjacent:
        barred = set(puzzle.signs)
        for i, j in neighbours(n):
            for a, b in ((i, j), (j, i)):
                for d in range(1, n + 1):
                    apart = [holds[b][e] for e in (d - 1, d + 1) if 1 <= e <= n]
                    if (i, j) in barred:
                        p.clause([-holds[a][d], *apart])
                    else:
                        for lit in apart:
                            p.clause([-holds[a][d], -lit])
    else:
        for larger, smaller in puzzle.signs:
            for d in range(1, n + 1):
                p.clause([-holds[larger][d], *(holds[smaller][e] for e in range(1, d))])
                p.clause([-holds[smaller][d], *(holds[larger][e] for e in range(d + 1, n + 1))])
    return p, holds


def solutions(puzzle: Puzzle) -> Iterator[Digits]:
    yield from squares(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the digits alike in every solution (``?`` the others)."""
    return answers.value_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, digits: Digits) -> bool:
    """Each row and column holds 1 to n once each, the givens stay, every sign is met; in the
    Adjacent mode, cells side by side are one apart just where a bar says so."""
    n = puzzle.w
    if not is_latin(digits, n) or any(x is not None and x != y for x, y in zip(puzzle.givens, digits)):
        return False
    if not puzzle.adjacent:
        return all(digits[i] > digits[j] for i, j in puzzle.signs)
    barred = {frozenset(pair) for pair in puzzle.signs}
    for r in range(n):
        for c in range(n):
            for r2, c2 in ((r, c + 1), (r + 1, c)):
                if r2 < n and c2 < n:
                    one_apart = abs(digits[r * n + c] - digits[r2 * n + c2]) == 1
                    if one_apart != (frozenset((r * n + c, r2 * n + c2)) in barred):
                        return False
    return True
