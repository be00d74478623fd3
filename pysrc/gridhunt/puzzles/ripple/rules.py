"""Ripple Effect's rules as constraints, and an independent check of an answer.

A variable per cell and number it may hold (1 to its room's size). Each cell holds one number;
each room holds each of its numbers once; a number n and the same n in its row or column stand
more than n cells apart (n cells between them at least): a clause for each pair of cells of two
rooms in one row or column and each number both may hold that is at least their distance (an empty
20x20 board, one room of 400 cells, looped over 400 numbers a cell and took 11 s to state).
"""

from collections.abc import Iterable, Iterator

from ...puzzlink import answers
from ...search.constraints import Model, Problem
from .codec import Numbers, Puzzle
from ..nanro.codec import QUESTION


class OneNumberEach(Problem):
    """The problem, whose shown variables are each cell's numbers, one of them true: a solution is told
    apart by those it makes true, so the clause that shuts it out names them alone (225 literals on an
    empty 15x15 board, where the whole 50,625 took the solver 14 s to search past, one by one)."""

    def solutions(self, shown: Iterable[int]) -> Iterator[Model]:
        shown = list(shown)
        switch = self.new_var()  # as Problem.solutions: the shutting clauses bind only while it is assumed
        while (model := self.solve([switch])) is not None:
            yield model
            self.clause([-switch, *(-v for v in shown if model[v])])


def problem(puzzle: Puzzle) -> tuple[Problem, list[dict[int, int]]]:
    w, h = puzzle.w, puzzle.h
    p = OneNumberEach()
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
    for i, options in enumerate(holds):  # the ripples, between rooms: inside one, each number is there once already
        r, c = divmod(i, w)
        after = [(i + d, d) for d in range(1, w - c)] + [(i + d * w, d) for d in range(1, h - r)]  # (cell, distance)
        for j, gap in after:
            if puzzle.regions[j] == puzzle.regions[i]:
                continue
            for n in range(gap, min(len(options), len(holds[j])) + 1):
                p.clause([-options[n], -holds[j][n]])
    for options in holds:  # decide "this cell holds n" first, not "it does not": a decision settles a cell, not one of its 400 numbers
        for v in options.values():
            p.solver.phase[v] = 1
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
