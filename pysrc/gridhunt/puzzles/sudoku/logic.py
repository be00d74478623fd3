"""Sudoku the way people solve it: one named technique at a time, each step explained.

A step is a dict, the same shape in every reply::

    {"technique": "Naked pair",
     "message": "Naked pair 3/7 in row 2 removes 3 from r2c5",
     "placements": [[cell, value], ...],      # values to write in
     "eliminations": [[cell, value], ...],    # candidates to strike out
     "cells": [cell, ...],                    # cells to highlight
     "candidates": [[cell, value], ...]}      # candidates to highlight

Cells are 0-based indices ``r * n + c``; messages name them ``r1c1`` (1-based).
The techniques run easiest first (see ``TECHNIQUES``); the rating of a puzzle is
the hardest one its steps needed, or "Beyond logic" when they run out.
Uniqueness techniques (unique rectangles) assume the puzzle has one solution.

Glossary: a candidate is (cell, value); a unit is a row, column or box; a
line is a row or column; two cells are peers when they share a unit; a
bivalue cell has two candidates; a conjugate pair is the only two places of
a value in a unit.
"""

from itertools import combinations

from ...fields import is_whole
from . import chains, variant_rules
from .board import Board, cell_names, make_step, name, removal_text, values_text


def full_house(b: Board):
    for kind, number, cells in b.units:
        empty = [i for i in cells if not b.values[i]]
        if len(empty) == 1 and b.cands[empty[0]]:
            (i,) = empty
            v = b.cands[i].bit_length()
            message = f"Full house: {name(b, i)} is the last empty cell of {kind.lower()} {number}, so it is {b.sym(v)}"
            return make_step("Full house", message, placements=[(i, v)], cells=cells, candidates=[(i, v)])
    return None


def hidden_single(b: Board):
    # boxes first: that is where people look
    for kind, number, cells in b.units[2 * b.n :] + b.units[: 2 * b.n]:
        for v in range(1, b.n + 1):
            places = [i for i in cells if b.cands[i] >> (v - 1) & 1]
            if len(places) == 1 and b.cands[places[0]] & (b.cands[places[0]] - 1):
                i = places[0]
                message = f"Hidden single: in {kind.lower()} {number}, {b.sym(v)} fits only in {name(b, i)}"
                return make_step("Hidden single", message, placements=[(i, v)], cells=cells, candidates=[(i, v)])
    return None


def naked_single(b: Board):
    for i, c in enumerate(b.cands):
        if c and c & (c - 1) == 0:
            v = c.bit_length()
            message = f"Naked single: {name(b, i)} can only be {b.sym(v)}"
            return make_step("Naked single", message, placements=[(i, v)], cells=[i], candidates=[(i, v)])
    return None


def locked_candidates(b: Board):
    """Pointing (a box's value confined to one line) and claiming (a line's value confined to one box)."""
    boxes, lines = b.units[2 * b.n :], b.units[: 2 * b.n]
    for technique, sources, targets in (("Pointing", boxes, lines), ("Claiming", lines, boxes)):
        for kind, number, cells in sources:
            for v in range(1, b.n + 1):
                places = {i for i in cells if b.cands[i] >> (v - 1) & 1}
                if len(places) < 2:
                    continue
                for target_kind, target_number, target in targets:
                    if places <= set(target):
                        gone = [(j, v) for j in target if j not in places and b.cands[j] >> (v - 1) & 1]
                        if gone:
                            message = (
                                f"{technique}: in {kind.lower()} {number}, {b.sym(v)} lies only in "
                                f"{target_kind.lower()} {target_number}, which removes {removal_text(b, gone)}"
                            )
                            return make_step(
                                technique, message, eliminations=gone, cells=sorted(places),
                                candidates=[(i, v) for i in sorted(places)],
                            )
    return None


SUBSET_NAMES = {2: "pair", 3: "triple", 4: "quad"}


def naked_subset(b: Board, k: int):
    for kind, number, cells in b.units:
        empty = [i for i in cells if b.cands[i]]
        small = [i for i in empty if 2 <= b.cands[i].bit_count() <= k]
        for group in combinations(small, k):
            union = 0
            for i in group:
                union |= b.cands[i]
            if union.bit_count() != k:
                continue
            gone = [(j, v) for j in empty if j not in group for v in b.bits(b.cands[j] & union)]
            if gone:
                technique = f"Naked {SUBSET_NAMES[k]}"
                message = (
                    f"{technique} {values_text(b, union)} in {kind.lower()} {number} "
                    f"({cell_names(b, group)}) removes {removal_text(b, gone)}"
                )
                marked = [(i, v) for i in group for v in b.bits(b.cands[i])]
                return make_step(technique, message, eliminations=gone, cells=group, candidates=marked)
    return None


def hidden_subset(b: Board, k: int):
    for kind, number, cells in b.units:
        empty = [i for i in cells if b.cands[i]]
        if len(empty) <= k:
            continue
        places = {}
        for v in range(1, b.n + 1):
            where = frozenset(i for i in empty if b.cands[i] >> (v - 1) & 1)
            if 1 <= len(where) <= k:
                places[v] = where
        for values in combinations(sorted(places), k):
            group = frozenset().union(*(places[v] for v in values))
            if len(group) != k:
                continue
            mask = sum(1 << (v - 1) for v in values)
            gone = [(i, v) for i in sorted(group) for v in b.bits(b.cands[i] & ~mask)]
            if gone:
                technique = f"Hidden {SUBSET_NAMES[k]}"
                message = (
                    f"{technique} {values_text(b, mask)} in {kind.lower()} {number} "
                    f"({cell_names(b, sorted(group))}) removes {removal_text(b, gone)}"
                )
                marked = [(i, v) for i in sorted(group) for v in values if b.cands[i] >> (v - 1) & 1]
                return make_step(technique, message, eliminations=gone, cells=sorted(group), candidates=marked)
    return None


FISH_NAMES = {2: "X-wing", 3: "Swordfish", 4: "Jellyfish"}


def fish(b: Board, k: int):
    """k lines where a value sits within k crossing lines: the crossing lines lose it elsewhere."""
    n = b.n
    for v in range(1, n + 1):
        bit = 1 << (v - 1)
        for base_kind, cover_kind, cell_at in (("row", "column", lambda r, c: r * n + c), ("column", "row", lambda c, r: r * n + c)):
            spots = {}
            for line in range(n):
                where = frozenset(x for x in range(n) if b.cands[cell_at(line, x)] & bit)
                if 2 <= len(where) <= k:
                    spots[line] = where
            for base in combinations(sorted(spots), k):
                cover = frozenset().union(*(spots[line] for line in base))
                if len(cover) != k:
                    continue
                gone = [
                    (cell_at(line, x), v) for x in sorted(cover) for line in range(n)
                    if line not in base and b.cands[cell_at(line, x)] & bit
                ]
                if gone:
                    technique = FISH_NAMES[k]
                    corners = [cell_at(line, x) for line in base for x in sorted(spots[line])]
                    message = (
                        f"{technique} on {b.sym(v)} in {base_kind}s {', '.join(str(x + 1) for x in base)} "
                        f"({cover_kind}s {', '.join(str(x + 1) for x in sorted(cover))}) removes {removal_text(b, gone)}"
                    )
                    return make_step(technique, message, eliminations=gone, cells=corners, candidates=[(i, v) for i in corners])
    return None


def _sized(function, k):
    return lambda b: function(b, k)


# (technique family, difficulty, finder); finders return the first step they see or None
TECHNIQUES = (
    ("Full house", 1.0, full_house),
    ("Hidden single", 1.2, hidden_single),
    ("Naked single", 2.3, naked_single),
    ("Locked candidates", 2.6, locked_candidates),
    ("Naked pair", 3.0, _sized(naked_subset, 2)),
    ("X-wing", 3.2, _sized(fish, 2)),
    ("Hidden pair", 3.4, _sized(hidden_subset, 2)),
    ("Naked triple", 3.6, _sized(naked_subset, 3)),
    ("Swordfish", 3.8, _sized(fish, 3)),
    ("Hidden triple", 4.0, _sized(hidden_subset, 3)),
    ("XY-wing", 4.2, chains.xy_wing),
    ("XYZ-wing", 4.4, chains.xyz_wing),
    ("W-wing", 4.4, chains.w_wing),
    ("Unique rectangle", 4.5, chains.unique_rectangle),
    ("Simple colouring", 4.6, chains.simple_colouring),
    ("Naked quad", 5.0, _sized(naked_subset, 4)),
    ("Jellyfish", 5.2, _sized(fish, 4)),
    ("Hidden quad", 5.4, _sized(hidden_subset, 4)),
    ("X-chain", 6.6, chains.x_chain),
    ("XY-chain", 6.8, chains.xy_chain),
    ("Alternating inference chain", 7.0, chains.aic),
)
LEVELS = ((2.3, "Easy"), (3.4, "Medium"), (4.0, "Hard"), (5.4, "Fiendish"), (7.0, "Diabolical"))
DIFFICULTY = {family: difficulty for family, difficulty, _ in TECHNIQUES}


def next_step(b: Board):
    """The easiest step the board allows, a contradiction step, or None when logic is stuck."""
    broken = b.contradiction()
    if broken:
        return broken
    for _, _, finder in TECHNIQUES:
        step = finder(b)
        if step:
            return step
    return None


def difficulty_of(step: dict) -> float:
    technique = step["technique"]
    if technique in DIFFICULTY:
        return DIFFICULTY[technique]
    if technique in ("Pointing", "Claiming"):
        return DIFFICULTY["Locked candidates"]
    return DIFFICULTY[technique.split(" type")[0]] if technique.startswith("Unique") else 7.0


def all_steps(b: Board, limit: int = 2000) -> dict:
    """Steps until the board is solved or stuck, with the rating of the hardest one."""
    steps = []
    while not b.solved() and len(steps) < limit:
        step = next_step(b)
        if step is None or step["technique"] == "Contradiction":
            if step:
                steps.append(step)
            break
        steps.append(step)
        b.apply(step)
    solved = b.solved()
    hardest = max((difficulty_of(s) for s in steps if s["technique"] != "Contradiction"), default=0.0)
    return {"steps": steps, "solved": solved, "rating": rating(hardest, solved), "grid": list(b.values)}


def rating(hardest: float, solved: bool) -> dict:
    if not solved:
        return {"level": "Beyond logic", "score": None}
    level = next((label for limit, label in LEVELS if hardest <= limit), LEVELS[-1][1])
    return {"level": level, "score": hardest}


# ---------------------------------------------------------------- requests


def board_of(puzzle, request: dict) -> Board:
    """The board of a request: the puzzle, and the user's pencil marks when it sends them."""
    marks = request.get("candidates")
    if marks is None:
        return Board.of(puzzle)
    size, full = puzzle.n * puzzle.n, (1 << puzzle.n) - 1
    if not isinstance(marks, list) or len(marks) != size:
        raise ValueError(f"The candidates must be a list of {size} bitmasks")
    if not all(is_whole(m) and 0 <= m <= full for m in marks):
        raise ValueError(f"Each candidate bitmask must be a whole number from 0 to {full}")
    return Board.of(puzzle, marks)


def classic_only(puzzle) -> None:
    """The techniques know rows, columns and boxes only: a variant's rules would make their steps wrong."""
    if puzzle.variant is not None:
        raise ValueError("Hints and steps follow classic Sudoku; for this variant, fill the candidates or ask for the certain digits")


def hint(puzzle, request: dict) -> dict:
    """``{puzzle, candidates?}`` -> ``{"step": step or null, "solved", "stuck", "message"}``."""
    classic_only(puzzle)
    b = board_of(puzzle, request)
    if b.solved():
        return {"step": None, "solved": True, "stuck": False, "message": "The grid is full"}
    step = next_step(b)
    if step is None:
        message = "No technique here applies: logic is stuck (the solver can still finish the grid)"
        return {"step": None, "solved": False, "stuck": True, "message": message}
    return {"step": step, "solved": False, "stuck": step["technique"] == "Contradiction", "message": step["message"]}


def steps(puzzle, request: dict) -> dict:
    """``{puzzle, candidates?}`` -> ``{"steps": [...], "solved", "rating": {level, score}, "grid"}``."""
    classic_only(puzzle)
    return all_steps(board_of(puzzle, request))


def candidates(puzzle, request: dict) -> dict:
    """``{puzzle}`` -> ``{"candidates": [bitmask per cell]}``: what the peers allow (a filled cell: its
    value); for a variant, what its rules allow too."""
    if puzzle.variant is not None:
        return {"candidates": variant_rules.candidates(puzzle)}
    b = Board.of(puzzle)
    return {"candidates": [1 << (v - 1) if v else c for v, c in zip(b.values, b.cands)]}
