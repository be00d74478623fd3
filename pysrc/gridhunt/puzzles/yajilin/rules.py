"""Yajilin's rules as constraints on the one-loop shape, and an independent check of an answer.

A variable per open cell (shaded) beside the loop's (``search.loops.cell_loop``, clue cells
closed). Each open cell is shaded or on the loop, never both; no two shaded cells side by
side; an arrow's number is how many cells are shaded from it to the grid's edge in its
direction. The loop may be empty (when the shading leaves no cell for it). A number without
an arrow says nothing pzprjs can check, and pzprjs refuses every answer: no solution.

The ``o`` variant puts every shaded cell outside the loop. Whether a cell is inside is the
parity of the loop's links crossed by a ray from it to the left edge, drawn just above the
centres: the down links from the row above, one XOR after another along the row.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells, lines
from ...puzzlink.lines import Lines
from ...search.constraints import Problem
from ...search.loops import CellLoop, cell_loop
from .codec import BLANK, QUESTION, STEPS, Answer, Puzzle


def ray(puzzle: Puzzle, i: int, arrow: int) -> list[int]:
    """The cells from cell i to the grid's edge in the arrow's direction."""
    dr, dc = STEPS[arrow]
    r, c = divmod(i, puzzle.w)
    out = []
    while 0 <= (r := r + dr) < puzzle.h and 0 <= (c := c + dc) < puzzle.w:
        out.append(r * puzzle.w + c)
    return out


def arrowless(puzzle: Puzzle) -> int | None:
    """The first cell with a number and no arrow, or None."""
    return next((i for i, clue in enumerate(puzzle.clues) if clue is not None and clue[0] == 0 and clue[1] >= 0), None)


def unsolvable_reason(puzzle: Puzzle) -> str | None:
    i = arrowless(puzzle)
    if i is None:
        return None
    return f"The {puzzle.clues[i][1]} in row {i // puzzle.w + 1}, column {i % puzzle.w + 1} has no arrow"


def problem(puzzle: Puzzle) -> tuple[Problem, CellLoop, list[int]]:
    """The constraints, the loop's variables and the shaded variable of each cell (false on a clue)."""
    w, h = puzzle.w, puzzle.h
    p = Problem()
    # certain's questions set the cells to flip first (search/constraints.py): the paste cases 12.7 -> 9.3 s
    # summed, an empty 20x20 4.4 -> 3.2 s (its unshaded cells were flipped late, a few a question)
    p.flips_first = True
    is_open = [clue is None for clue in puzzle.clues]
    loop = cell_loop(p, w, h, is_open, nonempty=False, connect=True)  # see docs/engine.md: proofs need it
    shaded = [p.new_var() if is_open[i] else loop.false for i in range(w * h)]
    for i in range(w * h):
        if not is_open[i]:
            continue
        p.clause([shaded[i], loop.on[i]])
        p.clause([-shaded[i], -loop.on[i]])
        for j in cells.neighbours(i, w, h):
            if j > i and is_open[j]:
                p.clause([-shaded[i], -shaded[j]])
    if puzzle.outside:
        keep_outside(p, loop, shaded, w, h)
    for i, clue in enumerate(puzzle.clues):
        if clue is None or clue[1] in (QUESTION, BLANK):
            continue
        arrow, number = clue
        if arrow == 0:
            p.clause([])
            continue
        p.exactly([shaded[j] for j in ray(puzzle, i, arrow) if is_open[j]], number)
    return p, loop, shaded


def keep_outside(p: Problem, loop: CellLoop, shaded: list[int], w: int, h: int) -> None:
    """No shaded cell inside the loop: ``inside`` runs along each row, flipped by each down link above it."""
    for r in range(1, h):
        inside = loop.false  # the left edge is outside
        for c in range(w):
            if c > 0:
                crossed, flipped = loop.down[r - 1][c - 1], p.new_var()  # flipped = inside XOR crossed
                p.clause([-inside, crossed, flipped])
                p.clause([inside, -crossed, flipped])
                p.clause([-inside, -crossed, -flipped])
                p.clause([inside, crossed, -flipped])
                inside = flipped
            p.clause([-shaded[r * w + c], -inside])


def answer_of(found: dict[int, bool], loop: CellLoop, shaded: list[int]) -> Answer:
    drawn = Lines(tuple(tuple(found.get(v, False) for v in row) for row in loop.across),
                  tuple(tuple(found.get(v, False) for v in row) for row in loop.down))
    return Answer(drawn, tuple(found.get(v, False) for v in shaded))


def solutions(puzzle: Puzzle) -> Iterator[Answer]:
    p, loop, shaded = problem(puzzle)
    for found in p.solutions([v for v in loop.links() + shaded if v != loop.false]):
        yield answer_of(found, loop, shaded)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the answer is unique and, when not, the links and cells alike in every solution (``?`` the others)."""
    p, loop, shaded = problem(puzzle)
    false = loop.false
    found, same = answers.verdict(p, [v for v in loop.links() + shaded if v != false])

    def mark(v: int, yes: str, no: str) -> str:
        return no if v == false else "?" if v not in same else yes if same[v] else no

    if same is None:
        return {"count": 0, "unique": False, "certain": None}
    w = puzzle.w
    cell_marks = "".join(mark(v, "#", ".") for v in shaded)
    return {"count": len(found), "unique": len(found) == 1, "certain": {
        "across": ["".join(mark(v, "1", "0") for v in row) for row in loop.across],
        "down": ["".join(mark(v, "1", "0") for v in row) for row in loop.down],
        "shaded": [cell_marks[r * w : (r + 1) * w] for r in range(puzzle.h)],
    }}


def is_solution(puzzle: Puzzle, answer: Answer) -> bool:
    """Every rule, checked on the drawn answer: one loop or none, the shading, the arrows' counts."""
    w, h = puzzle.w, puzzle.h
    drawn = any(any(row) for row in answer.loop.across + answer.loop.down)
    on = set(lines.loop_cells(answer.loop, w, h) or []) if drawn else set()
    if drawn and not on:
        return False
    for i, clue in enumerate(puzzle.clues):
        r, c = divmod(i, w)
        if clue is not None:
            arrow, number = clue
            if i in on or answer.shaded[i] or (arrow == 0 and number >= 0):
                return False
            if arrow and number >= 0:
                dr, dc = STEPS[arrow]
                seen, rr, cc = 0, r + dr, c + dc
                while 0 <= rr < h and 0 <= cc < w:
                    seen += answer.shaded[rr * w + cc]
                    rr, cc = rr + dr, cc + dc
                if seen != number:
                    return False
            continue
        if answer.shaded[i] == (i in on):
            return False
        if answer.shaded[i] and ((c + 1 < w and answer.shaded[i + 1]) or (r + 1 < h and answer.shaded[i + w])):
            return False
        # The o variant, seen along a ray upwards, just right of the centres: an odd number of crossings is inside.
        if puzzle.outside and answer.shaded[i] and c + 1 < w and sum(answer.loop.across[k][c] for k in range(r)) % 2:
            return False
    return True
