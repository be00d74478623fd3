"""Ripple Effect's rules as constraints, and an independent check of an answer.

A variable per cell and number it may hold (1 to its room's size). Each cell holds one number;
each room holds each of its numbers once; a number n and the same n in its row or column stand
more than n cells apart (n cells between them at least).
"""

from collections.abc import Iterator

from ...puzzlink import answers
from ...search.constraints import Problem
from .codec import Numbers, Puzzle
from ..nanro.codec import QUESTION


def problem(puzzle: Puzzle) -> tuple[Problem, list[dict[int, int]]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    rooms: dict[int, list[int]] = {}
    for i, x in enumerate(puzzle.regions):
        rooms.setdefault(x, []).append(i)
    holds = [{n: p.new_var() for n in range(1, len(rooms[x]) + 1)} for x in puzzle.regions]
    for i, options in enumerate(holds):
        p.exactly(options.values(), 1)
        given = puzzle.givens[i]
        if given is not None and given != QUESTION:
            p.clause([options[given]])
    for inside in rooms.values():
        for n in range(1, len(inside) + 1):
            p.exactly([holds[i][n] for i in inside], 1)
    for i, options in enumerate(holds):
        r, c = divmod(i, w)
        for n, v in options.items():
            for d in range(1, n + 1):
                for j in ((i + d) if c + d < w else None, (i + d * w) if r + d < h else None):
                    if j is not None and n in holds[j]:
                        p.clause([-v, -holds[j][n]])
    return p, holds


def solutions(puzzle: Puzzle) -> Iterator[Numbers]:
    p, holds = problem(puzzle)
    for found in p.solutions([v for options in holds for v in options.values()]):
        yield tuple(answers.values(found, holds))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the numbers are unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.value_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, found: Numbers) -> bool:
    """The givens stand; a room of n cells holds 1 to n, each once; two equal numbers n in one row or
    column have at least n cells between them."""
    w, h = puzzle.w, puzzle.h
    if len(found) != w * h:
        return False
    if any(g is not None and g != QUESTION and found[i] != g for i, g in enumerate(puzzle.givens)):
        return False
    for x in set(puzzle.regions):
        inside = [found[i] for i in range(w * h) if puzzle.regions[i] == x]
        if sorted(inside) != list(range(1, len(inside) + 1)):
            return False
    for i in range(w * h):
        for j in range(i + 1, w * h):
            same_row, same_column = i // w == j // w, i % w == j % w
            gap = j - i if same_row else (j - i) // w if same_column else None
            if gap is not None and found[i] == found[j] and gap <= found[i]:
                return False
    return True
