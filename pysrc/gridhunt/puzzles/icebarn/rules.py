"""Icebarn's rules as constraints on a loop through one node outside the grid, and an independent check.

The line from the way in to the way out is ``search.loops.cell_loop`` closed through its two exits
over the rim, with the icy cells as ice (straight on, crossing only there); ``loops.directions`` runs
it in at the way in, and each arrow says which way its side is crossed. Every icebarn (a piece of
icy cells joined side by side) is visited.
"""

from collections.abc import Iterator

from ...puzzlink import answers
from ...puzzlink.cells import neighbours
from ...puzzlink.lines import Lines
from ...search.constraints import Problem
from ...search.loops import CellLoop, cell_loop, directions
from .codec import DOWN, LEFT, RIGHT, RIM, UP, Puzzle


def icebarns(puzzle: Puzzle) -> list[list[int]]:
    """The pieces of icy cells joined side by side."""
    w, h = puzzle.w, puzzle.h
    seen, pieces = set(), []
    for start in range(w * h):
        if puzzle.ice[start] and start not in seen:
            piece, stack = [start], [start]
            seen.add(start)
            while stack:
                for j in neighbours(stack.pop(), w, h):
                    if puzzle.ice[j] and j not in seen:
                        seen.add(j)
                        piece.append(j)
                        stack.append(j)
            pieces.append(piece)
    return pieces


def problem(puzzle: Puzzle) -> tuple[Problem, CellLoop]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    ends = [puzzle.rim(puzzle.way_in), puzzle.rim(puzzle.way_out)]
    loop = cell_loop(p, w, h, ice=[i for i, icy in enumerate(puzzle.ice) if icy],
                     exits=[(cell, RIM[edge]) for edge, cell in ends])
    for v in loop.exits:
        p.clause([v])
    right, downward = directions(p, loop, w, h, inward=[True, False])
    for k, arrow in enumerate(puzzle.beside):
        if arrow:
            r, c = divmod(k, w - 1)
            p.clause([loop.across[r][c]])
            p.clause([right[r][c] if arrow == RIGHT else -right[r][c]])
    for k, arrow in enumerate(puzzle.below):
        if arrow:
            r, c = divmod(k, w)
            p.clause([loop.down[r][c]])
            p.clause([downward[r][c] if arrow == DOWN else -downward[r][c]])
    for piece in icebarns(puzzle):
        p.clause([loop.on[i] for i in piece])
    return p, loop


def solutions(puzzle: Puzzle) -> Iterator[Lines]:
    return answers.loops(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the line is unique and, when not, the links alike in every solution (``?`` the others)."""
    return answers.loop_verdict(*problem(puzzle))


OUTWARD = {"top": (-1, 0), "bottom": (1, 0), "left": (0, -1), "right": (0, 1)}  # over each edge, out of the grid
ARROW_STEP = {UP: (-1, 0), DOWN: (1, 0), LEFT: (0, -1), RIGHT: (0, 1)}


def is_solution(puzzle: Puzzle, line: Lines) -> bool:
    """Every rule, checked by walking the line from the way in: straight on over ice, else out by the
    cell's other side with a line; each arrow crossed its way; out at the way out. Then every link and
    every arrow used, every cell off ice with 0 or 2 sides drawn, ice with 0, 2 in a line or 4, every
    icebarn visited."""
    w, h = puzzle.w, puzzle.h
    arrow_of = {}  # a drawn link's (cell, cell): the step its arrow asks for, or None
    for r in range(h):
        for c in range(w):
            i = r * w + c
            if c + 1 < w and line.across[r][c]:
                arrow_of[(i, i + 1)] = ARROW_STEP.get(puzzle.beside[r * (w - 1) + c])
            if r + 1 < h and line.down[r][c]:
                arrow_of[(i, i + w)] = ARROW_STEP.get(puzzle.below[i])
    sides: dict[int, set[tuple[int, int]]] = {i: set() for i in range(w * h)}
    for i, j in arrow_of:
        step = (0, 1) if j == i + 1 and j % w else (1, 0)  # one column: i + 1 is below
        sides[i].add(step)
        sides[j].add((-step[0], -step[1]))
    (in_edge, in_cell), (out_edge, out_cell) = puzzle.rim(puzzle.way_in), puzzle.rim(puzzle.way_out)
    sides[in_cell].add(OUTWARD[in_edge])
    sides[out_cell].add(OUTWARD[out_edge])
    for i, drawn in sides.items():
        straight = drawn in (set(), {(0, 1), (0, -1)}, {(1, 0), (-1, 0)})
        if not (len(drawn) in (0, 2) and (straight or not puzzle.ice[i]) or len(drawn) == 4 and puzzle.ice[i]):
            return False
    here, (dr, dc) = in_cell, tuple(-x for x in OUTWARD[in_edge])
    used, visited = set(), {in_cell}
    while True:
        if not puzzle.ice[here]:
            (dr, dc), = sides[here] - {(-dr, -dc)}
        if (dr, dc) not in sides[here] or (here == in_cell and (dr, dc) == OUTWARD[in_edge]):
            return False
        if here == out_cell and (dr, dc) == OUTWARD[out_edge]:
            break
        there = here + dr * w + dc
        key = (min(here, there), max(here, there))
        if key in used or arrow_of[key] not in (None, (dr, dc)):
            return False
        used.add(key)
        here = there
        visited.add(here)
    arrows = {(r * w + c, r * w + c + 1) for r in range(h) for c in range(w - 1) if puzzle.beside[r * (w - 1) + c]}
    arrows |= {(i, i + w) for i in range(w * (h - 1)) if puzzle.below[i]}
    return len(used) == len(arrow_of) and arrows <= used and all(visited & set(piece) for piece in icebarns(puzzle))
