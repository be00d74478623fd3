"""Slitherlink's rules as constraints, and an independent check of an answer.

One variable per side. A clue's four sides hold that many of the loop's; each corner
has 0 or 2 of its sides on the loop; no loop closes while a corner off it is on the loop
(``search.loops.SubLoops``, so there is one loop, not several); the loop is not empty.
Two checks see to one loop: the loop check, which follows the search and refuses a path's
closing side early, and the constraints' connectivity check, which sees corners on the loop
that can no longer meet. Alone, the connectivity check took 1.9 s on an empty 20x20 (0.6 s
with the loop check); the loop check alone 2.6 s on an ambiguous 18x10 (0.5 s): both, 1.0 and 0.8 s.
"""

from collections.abc import Iterator

from ...puzzlink import answers, numbers
from ...search.constraints import Problem
from ...search.loops import SubLoops
from .codec import Loop, Puzzle


def problem(puzzle: Puzzle) -> tuple[Problem, list[list[int]], list[list[int]]]:
    """The constraints and the side variables, ``across`` (h + 1 rows of w) and ``down`` (h rows of w + 1)."""
    w, h = puzzle.w, puzzle.h
    p = Problem()
    across = [p.new_vars(w) for _ in range(h + 1)]
    down = [p.new_vars(w + 1) for _ in range(h)]
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue != numbers.QUESTION:
            r, c = divmod(i, w)
            p.exactly([across[r][c], across[r + 1][c], down[r][c], down[r][c + 1]], clue)
    corners, joins = {}, []
    for r in range(h + 1):
        for c in range(w + 1):
            sides = ([across[r][c - 1]] if c > 0 else []) + ([across[r][c]] if c < w else []) + \
                    ([down[r - 1][c]] if r > 0 else []) + ([down[r][c]] if r < h else [])
            p.at_most(sides, 2)
            for side in sides:
                p.clause([-side, *(s for s in sides if s != side)])
            on = corners[r, c] = p.new_var()
            p.clause([-on, *sides])
            for side in sides:
                p.clause([-side, on])
            if c < w:
                joins.append(((r, c), (r, c + 1), across[r][c]))
            if r < h:
                joins.append(((r, c), (r + 1, c), down[r][c]))
    p.connected(corners, joins)
    number = {(r, c): r * (w + 1) + c for r, c in corners}
    p.solver.checkers.append(SubLoops(p.solver, [(number[a], number[b], v) for a, b, v in joins],
                                      {number[corner]: on for corner, on in corners.items()}))
    p.clause([v for row in across for v in row])
    return p, across, down


def loop_of(found: dict[int, bool], across: list[list[int]], down: list[list[int]]) -> Loop:
    return Loop(tuple(tuple(found[v] for v in row) for row in across), tuple(tuple(found[v] for v in row) for row in down))


def solutions(puzzle: Puzzle) -> Iterator[Loop]:
    p, across, down = problem(puzzle)
    for found in p.solutions([v for rows in (across, down) for row in rows for v in row]):
        yield loop_of(found, across, down)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the loop is unique and, when not, the sides alike in every solution (``?`` the others)."""
    p, across, down = problem(puzzle)
    shown = [v for rows in (across, down) for row in rows for v in row]
    found, same = answers.verdict(p, shown)

    def marks(rows):
        return ["".join("?" if v not in same else "1" if same[v] else "0" for v in row) for row in rows]

    return {"count": len(found), "unique": len(found) == 1,
            "certain": None if same is None else {"across": marks(across), "down": marks(down)}}


def is_solution(puzzle: Puzzle, loop: Loop) -> bool:
    """Every rule, checked by walking the loop from one of its sides."""
    w, h = puzzle.w, puzzle.h
    for i, clue in enumerate(puzzle.clues):
        r, c = divmod(i, w)
        sides = loop.across[r][c] + loop.across[r + 1][c] + loop.down[r][c] + loop.down[r][c + 1]
        if clue is not None and clue != numbers.QUESTION and sides != clue:
            return False
    links: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for r in range(h + 1):
        for c in range(w):
            if loop.across[r][c]:
                links.setdefault((r, c), []).append((r, c + 1))
                links.setdefault((r, c + 1), []).append((r, c))
    for r in range(h):
        for c in range(w + 1):
            if loop.down[r][c]:
                links.setdefault((r, c), []).append((r + 1, c))
                links.setdefault((r + 1, c), []).append((r, c))
    if not links or any(len(ends) != 2 for ends in links.values()):
        return False
    start = next(iter(links))
    previous, here, steps = start, links[start][0], 1
    while here != start:
        a, b = links[here]
        previous, here = here, b if a == previous else a
        steps += 1
    return steps == len(links)
