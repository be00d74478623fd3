"""Castle Wall's rules as constraints on the one-loop shape, and an independent check of an answer.

The loop is ``search.loops.cell_loop`` with the clue cells closed, and not empty. An arrow's
number is how many of the loop's links lie along the arrow's ray: the links between
consecutive cells from the clue to the grid's edge. A white clue cell lies inside the loop, a
black one outside (``search.inside``); grey ones either. A number without an arrow says
nothing pzprjs can check, and pzprjs refuses every answer: no solution.
"""

from collections.abc import Iterator

from ...puzzlink import answers, lines
from ...puzzlink.arrows import ray
from ...puzzlink.lines import Lines
from ...search.constraints import Problem
from ...search.inside import inside_cells
from ...search.loops import CellLoop, cell_loop
from .codec import BLACK, WHITE, Puzzle


def arrowless(puzzle: Puzzle) -> int | None:
    """The first cell with a number and no arrow, or None."""
    return next((i for i, clue in enumerate(puzzle.clues) if clue is not None and clue[1] == 0 and clue[2] >= 0), None)


def unsolvable_reason(puzzle: Puzzle) -> str | None:
    i = arrowless(puzzle)
    if i is None:
        return None
    return f"The {puzzle.clues[i][2]} in row {i // puzzle.w + 1}, column {i % puzzle.w + 1} has no arrow"


def problem(puzzle: Puzzle) -> tuple[Problem, CellLoop]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    loop = cell_loop(p, w, h, [clue is None for clue in puzzle.clues])
    if arrowless(puzzle) is not None:
        p.clause([])
    inside = None
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        colour, arrow, number = clue
        if arrow and number >= 0:
            cells = ray(i, arrow, w, h)
            p.exactly([loop.between(a, b, w) for a, b in zip(cells, cells[1:])], number)
        if colour in (WHITE, BLACK):
            inside = inside or inside_cells(p, loop, w, h)
            p.clause([inside[i] if colour == WHITE else -inside[i]])
    return p, loop


def lines_of(found: dict[int, bool], loop: CellLoop) -> Lines:
    return Lines(tuple(tuple(found.get(v, False) for v in row) for row in loop.across),
                 tuple(tuple(found.get(v, False) for v in row) for row in loop.down))


def solutions(puzzle: Puzzle) -> Iterator[Lines]:
    p, loop = problem(puzzle)
    for found in p.solutions([v for v in loop.links() if v != loop.false]):
        yield lines_of(found, loop)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the loop is unique and, when not, the links alike in every solution (``?`` the others)."""
    p, loop = problem(puzzle)
    found, same = answers.verdict(p, [v for v in loop.links() if v != loop.false])

    def marks(rows):
        return ["".join("0" if v == loop.false else "?" if v not in same else "1" if same[v] else "0" for v in row)
                for row in rows]

    return {"count": len(found), "unique": len(found) == 1,
            "certain": None if same is None else {"across": marks(loop.across), "down": marks(loop.down)}}


def is_solution(puzzle: Puzzle, loop: Lines) -> bool:
    """Every rule, checked on the drawn loop: one loop missing the clue cells, each arrow's count,
    each coloured cell's side (a ray upwards, just right of the cell's centre, crosses the loop's
    links across an odd number of times from inside)."""
    w, h = puzzle.w, puzzle.h
    on = lines.loop_cells(loop, w, h)
    if on is None:
        return False
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        colour, arrow, number = clue
        r, c = divmod(i, w)
        if i in on or (arrow == 0 and number >= 0):
            return False
        if arrow and number >= 0:
            dr, dc = {1: (-1, 0), 2: (1, 0), 3: (0, -1), 4: (0, 1)}[arrow]
            count, rr, cc = 0, r + dr, c + dc
            while 0 <= rr + dr < h and 0 <= cc + dc < w:
                a, b = (rr, cc), (rr + dr, cc + dc)
                top, left = min(a, b)
                count += loop.across[top][left] if dr == 0 else loop.down[top][left]
                rr, cc = rr + dr, cc + dc
            if count != number:
                return False
        inside = c + 1 < w and sum(loop.across[k][c] for k in range(r)) % 2 == 1
        if (colour == WHITE and not inside) or (colour == BLACK and inside):
            return False
    return True
