"""Sudoku solved: the big-integer engine for the classic 9x9, propagation and search on bitmasks for any size,
and variants (``variant_rules``) on the SAT engine.

A candidate set is a bitmask with bit v-1 for the value v.
"""

from dataclasses import replace
from functools import cache
from operator import itemgetter
from typing import Iterator

from ...search.handover import TooDeep, handed_over
from . import bits, variant_rules
from .grid import SYMBOLS, Puzzle, Solution, geometry, units
from .variant import Variant
from .variant_check import is_variant_solution


# Branch points the bitmask search of a grid other than 9x9 may take before the SAT engine takes over (it learns
# from its dead ends; the search does not): a 25x25 with 45% of its cells given ran past 3,000 of them (13-15 s)
# where the SAT engine counts it to two in 0.8-1.7 s, while 16x16s of 25-70% and 25x25s of 55-70% given need
# 1-120 and 1-6 (`/work/runs/sud_big.py`; about 1 ms a branch point at 16x16, 4.5 ms at 25x25).
SEARCH_NODES = 150


def solutions(p: Puzzle) -> Iterator[Solution]:
    """Every solution, lazily: propagate singles, then branch on the fewest candidates.

    The classic 9x9 goes to the big-integer solver of ``bits``; other sizes to the bitmask search, and
    past ``SEARCH_NODES`` of its branch points to the SAT engine, which then skips what the search gave.
    """
    if p.variant is not None:
        yield from variant_rules.solutions(p)
        return
    if (p.n, p.box_rows, p.box_cols) == (9, 3, 3):
        yield from bits.solutions(p.cells)
        return
    yield from handed_over(lambda: list_solutions(p, SEARCH_NODES),
                           lambda: variant_rules.solutions(replace(p, variant=Variant(None))))


def list_solutions(p: Puzzle, nodes: int | None = None) -> Iterator[Solution]:
    """Every solution by the list-of-bitmasks solver (any size; the tests check the 9x9 engine against it);
    ``TooDeep`` past ``nodes`` branch points (None: no limit)."""
    unit_cells, peers, segments = geometry(p.n, p.box_rows, p.box_cols)
    full = (1 << p.n) - 1
    cands = [full] * (p.n * p.n)
    for i, v in enumerate(p.cells):
        if v and not _assign(cands, i, 1 << (v - 1), peers):
            return
    if not _propagate(cands, unit_cells, peers, segments):
        return
    yield from _search(cands, unit_cells, peers, segments, [nodes if nodes is not None else -1])


def _assign(cands: list[int], i: int, bit: int, peers) -> bool:
    """Fix cell i to one value and remove it from every peer, following forced cells."""
    if not cands[i] & bit:
        return False
    stack = [(i, bit)]
    cands[i] = bit
    while stack:
        i, bit = stack.pop()
        for j in peers[i]:
            cj = cands[j]
            if cj & bit:
                cj &= ~bit
                if not cj:
                    return False
                cands[j] = cj
                if cj & (cj - 1) == 0:
                    stack.append((j, cj))
    return True


def _propagate(cands: list[int], unit_cells, peers, segments) -> bool:
    """Hidden singles, then locked candidates, until nothing changes; False on a contradiction."""
    changed = True
    while changed:
        changed = False
        if not _hidden_singles(cands, unit_cells, peers):
            return False
        for inside, line_rest, box_rest in segments:
            here = line = box = 0
            for i in inside:
                here |= cands[i]
            for i in line_rest:
                line |= cands[i]
            for i in box_rest:
                box |= cands[i]
            # a value of the box only here leaves the line's rest, and one of the line only here leaves the box's rest
            for cells, gone in ((line_rest, here & ~box), (box_rest, here & ~line)):
                if gone:
                    struck = _remove(cands, cells, gone, peers)
                    if struck is None:
                        return False
                    changed |= struck
    return True


def _remove(cands: list[int], cells, gone: int, peers) -> bool | None:
    """Strike the values of ``gone`` from the cells, placing any cell left with one value.

    True when something was struck, None on a contradiction.
    """
    struck = False
    for j in cells:
        cj = cands[j]
        if cj & gone:
            struck = True
            cj &= ~gone
            if not cj:
                return None
            cands[j] = cj
            if cj & (cj - 1) == 0 and not _assign(cands, j, cj, peers):
                return None
    return struck


def _hidden_singles(cands: list[int], unit_cells, peers) -> bool:
    """Hidden singles until nothing changes; False on a contradiction."""
    changed = True
    while changed:
        changed = False
        for cells in unit_cells:
            once = twice = 0
            for i in cells:
                c = cands[i]
                twice |= once & c
                once |= c
            if once != (1 << len(cells)) - 1:
                return False
            hidden = once & ~twice
            while hidden:
                bit = hidden & -hidden
                hidden ^= bit
                for i in cells:
                    if cands[i] & bit:
                        if cands[i] != bit:
                            if not _assign(cands, i, bit, peers):
                                return False
                            changed = True
                        break
    return True


def _search(cands: list[int], unit_cells, peers, segments, left: list[int]) -> Iterator[Solution]:
    """The solutions below a propagated grid; ``left[0]`` counts the branch points still allowed down
    (negative: no limit)."""
    best, best_count = -1, 99
    for i, c in enumerate(cands):
        if c & (c - 1):
            k = c.bit_count()
            if k < best_count:
                best, best_count = i, k
                if k == 2:
                    break
    if best < 0:
        yield tuple(c.bit_length() for c in cands)
        return
    if left[0] == 0:
        raise TooDeep
    left[0] -= 1
    options = cands[best]
    while options:
        bit = options & -options
        options ^= bit
        trial = cands[:]
        if _assign(trial, best, bit, peers) and _propagate(trial, unit_cells, peers, segments):
            yield from _search(trial, unit_cells, peers, segments, left)


def certain(p: Puzzle, request: dict) -> dict:
    """The ``certain`` request: ``{puzzle}`` -> ``{"certain": the grid with "." where solutions differ,
    "count": 0, 1 or 2 (2: more than one)}``, on the SAT engine for classic and variant puzzles alike."""
    found = variant_rules.certain(p if p.variant is not None else replace(p, variant=Variant(None)))
    if found is None:
        return {"certain": None, "count": 0}
    values, count = found
    return {"certain": "".join(SYMBOLS[v - 1] if v else "." for v in values), "count": count}


def is_solution(p: Puzzle, solution: Solution) -> bool:
    """True when the grid is full, keeps the givens, and every unit holds 1..n once (and a variant's rules hold)."""
    if p.variant is not None:
        return is_variant_solution(p, solution)
    if len(solution) != p.n * p.n or any(g and g != s for g, s in zip(p.cells, solution)):
        return False
    want = set(range(1, p.n + 1))
    return all(set(values(solution)) == want for values in _unit_readers(p.n, p.box_rows, p.box_cols))


@cache
def _unit_readers(n: int, box_rows: int, box_cols: int) -> tuple[itemgetter, ...]:
    """One function a row, column and box that reads its values out of a grid.

    Made once a shape: building the units again for every check cost more than the check.
    """
    return tuple(itemgetter(*cells) for _, _, cells in units(n, box_rows, box_cols))
