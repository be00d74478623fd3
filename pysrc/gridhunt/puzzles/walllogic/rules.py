"""Wall Logic's rules as constraints, and an independent check of an answer.

Each open cell holds at most one wall piece, pointing away from the number it belongs to: a piece
pointing one way continues the one behind it (the same way) or starts beside a number. A number
counts the pieces in its four arms, the runs of pieces pointing away from it; a ``?`` has any. The
board has at least one wall.
"""

from collections.abc import Iterator

from ...puzzlink import answers
from ...puzzlink.numbers import QUESTION
from ...search.constraints import Problem
from .codec import BLACK, STEPS, Puzzle, Walls


def problem(puzzle: Puzzle) -> tuple[Problem, list[dict[int, int]]]:
    """The constraints, and per cell its choices (direction -> variable; none for clues and black cells)."""
    w, h = puzzle.w, puzzle.h
    p = Problem()
    choices: list[dict[int, int]] = [{} for _ in range(w * h)]
    for i in range(w * h):
        if puzzle.is_open(i):
            choices[i] = {d: p.new_var() for d in STEPS}
            p.at_most(list(choices[i].values()), 1)
    for i, options in enumerate(choices):
        r, c = divmod(i, w)
        for d, v in options.items():
            dr, dc = STEPS[d]
            rb, cb = r - dr, c - dc  # the cell behind the piece
            if not (0 <= rb < h and 0 <= cb < w) or puzzle.clues[rb * w + cb] == BLACK:
                p.clause([-v])
            elif puzzle.is_open(rb * w + cb):
                p.clause([-v, choices[rb * w + cb][d]])
    for i, clue in enumerate(puzzle.clues):
        if clue is not None and clue not in (BLACK, QUESTION):
            p.exactly([choices[j][d] for d, j in arm_cells(puzzle, i)], clue)
    p.clause([v for options in choices for v in options.values()])
    return p, choices


def arm_cells(puzzle: Puzzle, i: int) -> list[tuple[int, int]]:
    """The open cells an arm of the number in cell i may cover: ``(direction, cell)`` up to the first clue,
    black cell or the grid's edge in each direction."""
    w, h = puzzle.w, puzzle.h
    out = []
    for d, (dr, dc) in STEPS.items():
        r, c = divmod(i, w)
        while 0 <= (r := r + dr) < h and 0 <= (c := c + dc) < w and puzzle.is_open(r * w + c):
            out.append((d, r * w + c))
    return out


def solutions(puzzle: Puzzle) -> Iterator[Walls]:
    p, choices = problem(puzzle)
    for found in p.solutions([v for options in choices for v in options.values()]):
        yield tuple(answers.values(found, choices)[i] or 0 for i in range(puzzle.w * puzzle.h))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the walls are unique and, when not, the cells alike in every solution (``?`` the others);
    the marks as in the solution JSON."""
    p, choices = problem(puzzle)
    w = puzzle.w
    with_none = []
    for options in choices:
        if options:
            none = p.new_var()  # the cell holds no piece
            p.clause([none, *options.values()])
            for v in options.values():
                p.clause([-none, -v])
            options = {**options, 0: none}
        with_none.append(options)
    reply = answers.value_verdict(p, with_none, w, puzzle.h)
    if reply["certain"] is not None:
        reply["certain"] = ["".join("." if x is None else str(x) for x in row) for row in reply["certain"]]
    return reply


def is_solution(puzzle: Puzzle, walls: Walls) -> bool:
    """Every rule, checked on the pieces: none on clues or black cells, each run of pieces pointing one way
    starts beside a number (or ``?``), each number's arms as long as it says, at least one piece."""
    w, h = puzzle.w, puzzle.h
    if len(walls) != w * h or not any(walls):
        return False
    for i, d in enumerate(walls):
        if d == 0:
            continue
        if not puzzle.is_open(i) or d not in STEPS:
            return False
        dr, dc = STEPS[d]
        r, c = divmod(i, w)
        while 0 <= r < h and 0 <= c < w and puzzle.is_open(r * w + c) and walls[r * w + c] == d:
            r, c = r - dr, c - dc  # back along the run to where it starts
        if not (0 <= r < h and 0 <= c < w) or puzzle.clues[r * w + c] in (None, BLACK):
            return False
    for i, clue in enumerate(puzzle.clues):
        if clue is None or clue in (BLACK, QUESTION):
            continue
        total = 0
        for d, (dr, dc) in STEPS.items():
            r, c = divmod(i, w)
            while 0 <= (r := r + dr) < h and 0 <= (c := c + dc) < w and walls[r * w + c] == d:
                total += 1
        if total != clue:
            return False
    return True
