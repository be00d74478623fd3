"""Balance Loop's rules as constraints on the one-loop shape, and an independent check of an answer.

The loop is ``search.loops.cell_loop`` and passes every circle (every cell with the ``f`` flag).
From a circle the loop runs straight a while in each of its two directions (``search.straight_runs``:
``reach[d][k - 1]`` says it runs at least k links in direction d). A segment's length
is how many of its ``reach`` are true, so a number is the count of all four directions' reaches.
The two lengths are equal just when, at every k, the directions reaching k are none or two:
a white circle forbids exactly one at every k, a black circle asks for it at some k.
"""

from collections.abc import Iterator

from ...puzzlink import answers, lines
from ...puzzlink.lines import Lines
from ...search.constraints import Problem
from ...search.loops import CellLoop, cell_loop
from ...search.straight_runs import straight_runs
from ...puzzlink.numbers import QUESTION
from .codec import BLACK, WHITE, Puzzle

def problem(puzzle: Puzzle) -> tuple[Problem, CellLoop]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    loop = cell_loop(p, w, h)
    for i, circle in enumerate(puzzle.circles):
        if puzzle.full or circle is not None:
            p.clause([loop.on[i]])
        if circle is None:
            continue
        colour, number = circle
        reach = straight_runs(p, loop, w, h, i)
        if number != QUESTION:
            p.exactly([x for chain in reach for x in chain], number)
        depth = max(len(chain) for chain in reach)
        odd = []  # per k: exactly one direction reaches k
        for k in range(depth):
            at_k = [chain[k] for chain in reach if len(chain) > k]
            if colour == WHITE:
                for x in at_k:
                    p.clause([-x, *(y for y in at_k if y != x)])
            else:
                one = p.new_var()
                p.clause([-one, *at_k])
                for a in range(len(at_k)):
                    for b in range(a + 1, len(at_k)):
                        p.clause([-one, -at_k[a], -at_k[b]])
                odd.append(one)
        if colour == BLACK:
            p.clause(odd)
    return p, loop


def solutions(puzzle: Puzzle) -> Iterator[Lines]:
    return answers.loops(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the loop is unique and, when not, the links alike in every solution (``?`` the others)."""
    return answers.loop_verdict(*problem(puzzle))


def is_solution(puzzle: Puzzle, loop: Lines) -> bool:
    """Every rule, checked on the drawn loop by measuring the straight runs from each circle."""
    w, h = puzzle.w, puzzle.h
    on = lines.loop_cells(loop, w, h)
    if on is None or (puzzle.full and len(on) != w * h):
        return False
    on = set(on)

    def drawn(r: int, c: int, r2: int, c2: int) -> bool:
        return loop.across[r][min(c, c2)] if r == r2 else loop.down[min(r, r2)][c]

    for i, circle in enumerate(puzzle.circles):
        if circle is None:
            continue
        if i not in on:
            return False
        r, c = divmod(i, w)
        runs = []
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            length, rr, cc = 0, r, c
            while 0 <= rr + dr < h and 0 <= cc + dc < w and drawn(rr, cc, rr + dr, cc + dc):
                length, rr, cc = length + 1, rr + dr, cc + dc
            if length:
                runs.append(length)
        colour, number = circle
        if (number != QUESTION and sum(runs) != number) or (runs[0] == runs[1]) != (colour == WHITE):
            return False
    return True
