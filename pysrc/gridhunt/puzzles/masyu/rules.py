"""Masyu's rules as constraints on the one-loop shape, and an independent check of an answer.

The loop is ``search.loops.cell_loop``. Every pearl is on it. A white pearl goes straight
(its left and right links agree, and so do its up and down ones) and the loop turns in at
least one of the two cells beside it: it does not go straight on through both. A black
pearl turns (never both left and right, never both up and down) and goes straight through
the cell after it on each side it leaves by (a link to the left runs on to the next cell
left). With the ``full`` flag every cell is on the loop (none passes every cell of a grid with an
odd number of cells: ``search.loops.visit_every_cell``).
"""

from collections.abc import Iterator

from ...puzzlink import answers, lines
from ...puzzlink.lines import Lines
from ...search.constraints import Problem
from ...search.loops import CellLoop, cell_loop, no_loop_through_every_cell, visit_every_cell
from .codec import BLACK, PLAIN, WHITE, Puzzle


def problem(puzzle: Puzzle) -> tuple[Problem, CellLoop]:
    """The constraints and the loop's variables."""
    w, h = puzzle.w, puzzle.h
    p = Problem()
    loop = cell_loop(p, w, h)
    false = loop.false

    def link(r: int, c: int, dr: int, dc: int) -> int:
        """The link from (r, c) one step towards (dr, dc); ``false`` off the grid."""
        r2, c2 = r + dr, c + dc
        if not (0 <= r2 < h and 0 <= c2 < w):
            return false
        return loop.across[r][min(c, c2)] if dr == 0 else loop.down[min(r, r2)][c]

    if puzzle.full:
        visit_every_cell(p, loop, w, h)  # an odd number of cells is refused at once
    for i, pearl in enumerate(puzzle.pearls):
        if pearl != PLAIN:
            p.clause([loop.on[i]])
        r, c = divmod(i, w)
        for dr, dc in ((0, 1), (1, 0)):  # one axis, then the other
            ahead, behind = link(r, c, dr, dc), link(r, c, -dr, -dc)
            if pearl == WHITE:
                p.clause([-ahead, behind])
                p.clause([ahead, -behind])
                p.clause([-ahead, -link(r + dr, c + dc, dr, dc), -link(r - dr, c - dc, -dr, -dc)])
            elif pearl == BLACK:
                p.clause([-ahead, -behind])
                for sign in (1, -1):
                    p.clause([-link(r, c, sign * dr, sign * dc), link(r + sign * dr, c + sign * dc, sign * dr, sign * dc)])
    return p, loop


def unsolvable_reason(puzzle: Puzzle) -> str | None:
    """The sentence for a loop through every cell of a grid with an odd number of cells."""
    return no_loop_through_every_cell(puzzle.w, puzzle.h) if puzzle.full else None

def lines_of(found: dict[int, bool], loop: CellLoop) -> Lines:
    return Lines(tuple(tuple(found.get(v, False) for v in row) for row in loop.across),
                 tuple(tuple(found.get(v, False) for v in row) for row in loop.down))


def solutions(puzzle: Puzzle) -> Iterator[Lines]:
    p, loop = problem(puzzle)
    for found in p.solutions(loop.links()):
        yield lines_of(found, loop)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the loop is unique and, when not, the links alike in every solution (``?`` the others)."""
    p, loop = problem(puzzle)
    shown = [v for v in loop.links() if v != loop.false]
    found, same = answers.verdict(p, shown)

    def marks(rows):
        return ["".join("0" if v == loop.false else "?" if v not in same else "1" if same[v] else "0" for v in row)
                for row in rows]

    return {"count": len(found), "unique": len(found) == 1,
            "certain": None if same is None else {"across": marks(loop.across), "down": marks(loop.down)}}


def is_solution(puzzle: Puzzle, loop: Lines) -> bool:
    """Every rule, checked on the drawn loop by looking at each pearl and its neighbours."""
    w, h = puzzle.w, puzzle.h
    on = lines.loop_cells(loop, w, h)
    if on is None or (puzzle.full and len(on) != w * h):
        return False
    on = set(on)

    def linked(r: int, c: int, dr: int, dc: int) -> bool:
        r2, c2 = r + dr, c + dc
        if not (0 <= r2 < h and 0 <= c2 < w):
            return False
        return loop.across[r][min(c, c2)] if dr == 0 else loop.down[min(r, r2)][c]

    def straight(r: int, c: int) -> bool:
        return (linked(r, c, 0, 1) and linked(r, c, 0, -1)) or (linked(r, c, 1, 0) and linked(r, c, -1, 0))

    for i, pearl in enumerate(puzzle.pearls):
        if pearl == PLAIN:
            continue
        r, c = divmod(i, w)
        if i not in on:
            return False
        sides = [(dr, dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)) if linked(r, c, dr, dc)]
        if pearl == WHITE and (not straight(r, c) or all(straight(r + dr, c + dc) for dr, dc in sides)):
            return False
        if pearl == BLACK and (straight(r, c) or not all(straight(r + dr, c + dc) for dr, dc in sides)):
            return False
    return True
