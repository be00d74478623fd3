"""Barns' rules as constraints on the one-loop shape, and an independent check of an answer.

The loop is ``search.loops.cell_loop`` with the icy cells as ice: there it goes straight and
may cross itself. It passes through every cell and never through a wall.
"""

from collections.abc import Iterator

from ...puzzlink import answers
from ...puzzlink.lines import Lines
from ...search.constraints import Problem
from ...search.loops import CellLoop, cell_loop, no_loop_through_every_cell, visit_every_cell
from .codec import Puzzle, walls_between


def problem(puzzle: Puzzle) -> tuple[Problem, CellLoop]:
    w = puzzle.w
    p = Problem()
    loop = cell_loop(p, w, puzzle.h, ice=[i for i, icy in enumerate(puzzle.ice) if icy])
    for i, j in walls_between(puzzle):
        p.clause([-loop.between(i, j, w)])
    visit_every_cell(p, loop, w, puzzle.h)
    return p, loop


def unsolvable_reason(puzzle: Puzzle) -> str | None:
    """The sentence for a grid where no loop can pass every cell, as a checkerboard's colours show."""
    return no_loop_through_every_cell(puzzle.w, puzzle.h, [i for i, icy in enumerate(puzzle.ice) if icy])

def solutions(puzzle: Puzzle) -> Iterator[Lines]:
    return answers.loops(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the loop is unique and, when not, the links alike in every solution (``?`` the others)."""
    return answers.loop_verdict(*problem(puzzle))


def is_solution(puzzle: Puzzle, loop: Lines) -> bool:
    """Every rule, checked on the drawn links: each cell passed (two links, or on ice straight through or
    crossing), no link through a wall, and one closed curve through all of them."""
    w, h = puzzle.w, puzzle.h
    drawn = {(i, i + 1) for i in range(w * h) if i % w + 1 < w and loop.across[i // w][i % w]}
    drawn |= {(i, i + w) for i in range(w * (h - 1)) if loop.down[i // w][i % w]}
    if drawn & set(walls_between(puzzle)):
        return False
    for i in range(w * h):
        ways = {j - i for a, b in drawn for j in (a, b) if i in (a, b) and j != i}
        if len(ways) == 4 and puzzle.ice[i]:
            continue
        if len(ways) != 2 or (puzzle.ice[i] and sum(ways) != 0):
            return False
    return one_curve(drawn, puzzle.ice, w)


def one_curve(drawn: set[tuple[int, int]], ice: tuple[bool, ...], w: int) -> bool:
    """Whether walking the links from one of them (straight on over ice, else out by the cell's other
    link) comes back having used every link once."""
    if not drawn:
        return False
    ends: dict[int, list[int]] = {}
    for a, b in drawn:
        ends.setdefault(a, []).append(b)
        ends.setdefault(b, []).append(a)
    start = min(drawn)
    previous, here, used = start[0], start[1], 1
    while True:
        after = 2 * here - previous if ice[here] else next(j for j in ends[here] if j != previous)
        if after not in ends[here]:
            return False
        previous, here = here, after
        if (previous, here) == start:
            return used == len(drawn)
        used += 1
        if used > len(drawn):
            return False
