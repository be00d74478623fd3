"""Nonogram's rules as constraints, and an independent check of an answer.

A variable per cell (shaded); each row and column holds its blocks (``search/blocks.py``: each
block's start in an order encoding, so a whole line's reasoning is a few clauses). The cells that
line-by-line reasoning settles are given to the search as facts.
"""

from collections.abc import Iterator

from ...puzzlink import answers
from ...puzzlink.cells import Shading
from ...search.blocks import add_blocks, add_line_check, settle_lines
from ...search.constraints import Problem
from .codec import Puzzle, blocks


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    p.flips_first = True  # certain's questions set the cells to flip first (search/constraints.py: an empty 20x20 2.1 s -> 1.7 s)
    shaded = p.new_vars(w * h)
    lines = [[r * w + c for r in range(h)] for c in range(w)] + [[r * w + c for c in range(w)] for r in range(h)]
    lengths = [list(line) for line in puzzle.cols + puzzle.rows]
    # Line by line first, as a solver by hand does: most published puzzles are settled whole this way,
    # much faster than the search finds it; what is left (and the proof that nothing else fits) is the search's.
    known = settle_lines(w * h, lines, lengths)
    if known is None:
        p.clause([])
        return p, shaded
    for v, x in zip(shaded, known):
        if x is not None:
            p.clause([v if x else -v])
    for line, blocks_of_line in zip(lines, lengths):
        add_blocks(p, [shaded[i] for i in line], blocks_of_line)
        add_line_check(p, [shaded[i] for i in line], blocks_of_line)
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every row's and column's runs of shaded cells are its clues, in order."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h:
        return False
    return (all(blocks(shading[r * w : (r + 1) * w]) == line for r, line in enumerate(puzzle.rows))
            and all(blocks(shading[c::w]) == line for c, line in enumerate(puzzle.cols)))
