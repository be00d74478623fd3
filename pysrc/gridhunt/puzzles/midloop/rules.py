"""Mid-loop's rules as constraints on the one-loop shape, and an independent check of an answer.

The loop is ``search.loops.cell_loop`` (through every cell with the ``f`` flag). Every dot is on
it and is the middle of a straight stretch of it: a dot in a cell has the loop run straight as
far up as down and as far left as right from it (``search.straight_runs``), so it goes straight
through the cell; a dot on the side between two cells has the loop cross that side and run as
far on beyond one cell as beyond the other.
"""

from collections.abc import Iterator

from ...puzzlink import answers, lines
from ...puzzlink.lines import Lines
from ...search.constraints import Problem
from ...search.loops import CellLoop, cell_loop
from ...search.straight_runs import same_length, straight_runs
from .codec import Puzzle

UP, DOWN, LEFT, RIGHT = range(4)


def problem(puzzle: Puzzle) -> tuple[Problem, CellLoop]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    loop = cell_loop(p, w, h)
    runs: dict[int, list[list[int]]] = {}

    def runs_of(i: int) -> list[list[int]]:
        if i not in runs:
            runs[i] = straight_runs(p, loop, w, h, i)
        return runs[i]

    for i in range(w * h):
        if puzzle.full:
            p.clause([loop.on[i]])
        if puzzle.cells[i]:
            p.clause([loop.on[i]])
            up, down, left, right = runs_of(i)
            same_length(p, up, down)
            same_length(p, left, right)
    for k, dot in enumerate(puzzle.beside):
        if dot:
            r, c = divmod(k, w - 1)
            i = r * w + c  # the dot is between cell i and the cell on its right
            p.clause([loop.across[r][c]])
            same_length(p, runs_of(i)[RIGHT], runs_of(i + 1)[LEFT])
    for k, dot in enumerate(puzzle.below):
        if dot:
            r, c = divmod(k, w)
            p.clause([loop.down[r][c]])
            same_length(p, runs_of(k)[DOWN], runs_of(k + w)[UP])
    return p, loop


def solutions(puzzle: Puzzle) -> Iterator[Lines]:
    return answers.loops(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the loop is unique and, when not, the links alike in every solution (``?`` the others)."""
    return answers.loop_verdict(*problem(puzzle))


def is_solution(puzzle: Puzzle, loop: Lines) -> bool:
    """Every rule, checked on the drawn loop: each dot is on it, at the middle of a straight stretch
    (measured as the stretch of drawn links in line with the dot, on both sides)."""
    w, h = puzzle.w, puzzle.h
    on = lines.loop_cells(loop, w, h)
    if on is None or (puzzle.full and len(on) != w * h):
        return False

    def run(r: float, c: float, dr: int, dc: int) -> int:
        """Drawn links in a row from the point (r, c) (a cell's centre or a side's middle) going (dr, dc)."""
        count = 0
        r, c = r + dr / 2, c + dc / 2  # the middle of the next side, or the next cell's centre
        while True:
            if r != int(r):  # the middle of a side between rows: a down link
                rr, cc = int(r - 0.5), int(c)
                if not (0 <= rr < h - 1 and loop.down[rr][cc]):
                    return count
            elif c != int(c):  # between columns: an across link
                rr, cc = int(r), int(c - 0.5)
                if not (0 <= cc < w - 1 and loop.across[rr][cc]):
                    return count
            else:
                r, c = r + dr / 2, c + dc / 2
                continue
            count += 1
            r, c = r + dr / 2, c + dc / 2

    for i, dot in enumerate(puzzle.cells):
        r, c = divmod(i, w)
        if dot and (i not in on or run(r, c, -1, 0) != run(r, c, 1, 0) or run(r, c, 0, -1) != run(r, c, 0, 1)):
            return False
    for k, dot in enumerate(puzzle.beside):
        r, c = divmod(k, w - 1)
        if dot and (not loop.across[r][c] or run(r, c + 0.5, 0, -1) != run(r, c + 0.5, 0, 1)):
            return False
    for k, dot in enumerate(puzzle.below):
        r, c = divmod(k, w)
        if dot and (not loop.down[r][c] or run(r + 0.5, c, -1, 0) != run(r + 0.5, c, 1, 0)):
            return False
    return True
