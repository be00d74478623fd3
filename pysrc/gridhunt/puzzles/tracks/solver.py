"""Tracks solved: the puzzle's lines, ends and given pieces handed to the engine (and, when its search goes deep,
to the SAT engine); and the independent check."""

from typing import Iterator

from .codec import DOWN, LEFT, RIGHT, STEPS, UP, Puzzle, Solution, outer_side, segments
from ...search.handover import TooDeep, handed_over
from . import rules
from .engine import Engine, OverBudget

# Nodes the engine's search may take before the SAT engine takes over (it learns from dead ends; the search does
# not). Tatham's and the generated puzzles up to 30x30 are counted to two within 200 (0.12 s); boards people paste
# unfinished (counts unknown or moved) ran past a minute (docs/engine-log.md). About 0.6 ms a node at 30x30.
SEARCH_NODES = 1500


def engine(p: Puzzle, rules=None) -> Engine:
    """The solver engine for a puzzle: its lines, ends and the edges given pieces fix."""
    w, h = p.w, p.h
    lines = [(tuple(range(c, w * h, w)), x) for c, x in enumerate(p.column_counts) if x is not None]
    for r, counts in enumerate(p.row_counts):
        for (first, last), x in zip(segments(p), counts):
            if x is not None:
                lines.append((tuple(range(r * w + first, r * w + last)), x))
    row_totals = [None if None in counts else sum(counts) for counts in p.row_counts]
    start, finish = p.start[0] * w + p.start[1], p.finish[0] * w + p.finish[1]
    extra = {} if rules is None else {"rules": rules}
    solver = Engine(w, h, lines, start, finish, (p.column_counts, row_totals), **extra)
    for i, mask in enumerate(p.pieces):
        if mask:
            r, c = divmod(i, w)
            for side, (dr, dc) in STEPS.items():
                if 0 <= r + dr < h and 0 <= c + dc < w:
                    solver.give(i, (r + dr) * w + c + dc, bool(mask & side))
    return solver


def solutions(p: Puzzle) -> Iterator[Solution]:
    """Every track, lazily, as its cells from start to finish: by the engine's search, and past
    ``SEARCH_NODES`` of its nodes by the SAT engine (``rules``), which then skips the tracks already given."""
    def searched():
        try:
            for path in engine(p).paths(SEARCH_NODES):
                yield tuple(divmod(i, p.w) for i in path)
        except OverBudget:
            raise TooDeep from None
    yield from handed_over(searched, lambda: rules.solutions(p))


def is_solution(p: Puzzle, solution) -> bool:
    """True when the cells form one track from start to finish that meets every count and piece."""
    cells = [tuple(x) for x in solution]
    if not cells or cells[0] != p.start or cells[-1] != p.finish or len(set(cells)) != len(cells):
        return False
    if any(not (0 <= r < p.h and 0 <= c < p.w) for r, c in cells):
        return False
    sides = {}
    for (r1, c1), (r2, c2) in zip(cells, cells[1:]):
        if abs(r1 - r2) + abs(c1 - c2) != 1:
            return False
        step = {v: k for k, v in STEPS.items()}[(r2 - r1, c2 - c1)]
        back = {RIGHT: LEFT, LEFT: RIGHT, UP: DOWN, DOWN: UP}[step]
        sides[(r1, c1)] = sides.get((r1, c1), 0) | step
        sides[(r2, c2)] = sides.get((r2, c2), 0) | back
    for end in (p.start, p.finish):
        sides[end] = sides.get(end, 0) | outer_side(p, end)
    for c, count in enumerate(p.column_counts):
        if count is not None and sum(1 for _, x in cells if x == c) != count:
            return False
    for r, counts in enumerate(p.row_counts):
        for (first, last), count in zip(segments(p), counts):
            if count is not None and sum(1 for y, x in cells if y == r and first <= x < last) != count:
                return False
    return all(not mask or sides.get(divmod(i, p.w)) == mask for i, mask in enumerate(p.pieces))
