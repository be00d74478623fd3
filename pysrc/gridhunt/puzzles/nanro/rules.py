"""Nanro's rules as constraints, and an independent check of an answer.

A variable per cell and value it may hold (0: none); a variable per room and value. A cell's
number is its room's value; a room of value n holds exactly n numbers; side by side across a
room wall, two numbers differ; the numbered cells are connected and fill no 2x2 block.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells
from ...search.constraints import Problem
from .codec import QUESTION, Numbers, Puzzle


def problem(puzzle: Puzzle) -> tuple[Problem, list[dict[int, int]]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    rooms: dict[int, list[int]] = {}
    for i, x in enumerate(puzzle.regions):
        rooms.setdefault(x, []).append(i)
    value = {x: {n: p.new_var() for n in range(1, len(inside) + 1)} for x, inside in rooms.items()}
    holds: list[dict[int, int]] = []
    for i, given in enumerate(puzzle.givens):
        room = puzzle.regions[i]
        options = {n: p.new_var() for n in [0, *value[room]]}
        p.exactly(options.values(), 1)
        if given is not None:
            p.clause([-options[0]])
            if given != QUESTION:
                p.clause([options[given]])
        for n, v in options.items():
            if n:
                p.clause([-v, value[room][n]])
        holds.append(options)
    for x, inside in rooms.items():
        p.exactly(value[x].values(), 1)
        filled = [-holds[i][0] for i in inside]
        for n, chosen in value[x].items():
            p.at_most([holds[i][n] for i in inside], n)
            spare = p.new_vars(n)  # true only when the room's value is not n: then they make up the count
            for s in spare:
                p.clause([-s, -chosen])
            p.at_least(filled + spare, n)
    for i, j in cells.links(w, h):
        a, b = puzzle.regions[i], puzzle.regions[j]
        if a != b:
            for n in set(value[a]) & set(value[b]):
                p.clause([-holds[i][n], -holds[j][n]])
    for square in cells.squares(w, h):
        p.clause([holds[i][0] for i in square])
    p.connected({i: -holds[i][0] for i in range(w * h)}, [(i, j, None) for i, j in cells.links(w, h)])
    return p, holds


def solutions(puzzle: Puzzle) -> Iterator[Numbers]:
    p, holds = problem(puzzle)
    for found in p.solutions([v for options in holds for v in options.values()]):
        yield tuple(answers.values(found, holds))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the numbers are unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.value_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, found: Numbers) -> bool:
    """Every room holds as many numbers as each of them says, at least one; the givens stand; numbers side by
    side across a wall differ; the numbered cells in one piece, never filling a 2x2 block."""
    w, h = puzzle.w, puzzle.h
    if len(found) != w * h:
        return False
    if any(g is not None and (not found[i] or (g != QUESTION and found[i] != g)) for i, g in enumerate(puzzle.givens)):
        return False
    for x in set(puzzle.regions):
        written = [found[i] for i in range(w * h) if puzzle.regions[i] == x and found[i]]
        if not written or any(n != len(written) for n in written):
            return False
    for i, j in cells.links(w, h):
        if puzzle.regions[i] != puzzle.regions[j] and found[i] and found[i] == found[j]:
            return False
    if any(all(found[i] for i in square) for square in cells.squares(w, h)):
        return False
    return cells.one_piece({i for i in range(w * h) if found[i]}, w, h)
