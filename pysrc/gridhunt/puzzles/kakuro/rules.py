"""Kakuro's rules as constraints, and an independent check of an answer.

A variable per open cell and digit. Each open cell holds one digit; a run (open cells side by
side between clue cells, across or down) repeats no digit, and a run with a sum holds one of
the sets of distinct digits that make it: a variable per such set, exactly one taken, a digit
in the run only from a taken set, and every digit of the taken set somewhere in the run. A sum
of 0 (or none) leaves its run free, as pzprjs's checker has it.
"""

from collections.abc import Iterator
from itertools import combinations

from ...puzzlink.answers import verdict
from ...search.constraints import Problem
from .codec import Digits, Puzzle

DIGITS = range(1, 10)


def runs(puzzle: Puzzle) -> list[tuple[list[int], int | None]]:
    """Each run's cells and its sum (None: none), across then down."""
    w, h = puzzle.w, puzzle.h
    found = []
    for lines, step, outer, way in (([range(r * w, (r + 1) * w) for r in range(h)], 1, puzzle.left, 1),
                                     ([range(c, w * h, w) for c in range(w)], w, puzzle.top, 0)):
        for k, line in enumerate(lines):
            run, key = [], outer[k]
            for i in list(line) + [None]:
                if i is not None and puzzle.clues[i] is None:
                    run.append(i)
                    continue
                if run:
                    found.append((run, key or None))
                run, key = [], None if i is None else puzzle.clues[i][way]
    return found


def unsolvable_reason(puzzle: Puzzle) -> str | None:
    """The sentence when a run cannot be filled: longer than nine cells (its digits differ, and
    there are nine: a pigeonhole, which the search would take minutes to refute), or a sum no
    different digits make in its cells.

    >>> from .codec import decode
    >>> unsolvable_reason(Puzzle(10, 1, (None,) * 10, (None,) * 10, (None,)))  # one empty row
    'Row 1 has a run of 10 open cells: its digits differ, and there are only nine'
    >>> unsolvable_reason(decode("https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3")) is None
    True
    """
    w = puzzle.w
    for run, total in runs(puzzle):
        across = len(run) < 2 or run[1] == run[0] + 1
        where = f"Row {run[0] // w + 1}" if across else f"Column {run[0] % w + 1}"
        if len(run) > len(DIGITS):
            return f"{where} has a run of {len(run)} open cells: its digits differ, and there are only nine"
        if total is not None and not any(sum(chosen) == total for chosen in combinations(DIGITS, len(run))):
            return f"{where} has a run of {len(run)} open cells with the sum {total}, which no {len(run)} different digits make"
    return None


class Encoding:
    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        p = self.problem = Problem()
        if unsolvable_reason(puzzle):
            p.clause([])  # said at once: clause learning refutes a pigeonhole only after minutes
        self.digit = {i: dict(zip(DIGITS, p.new_vars(9))) for i, clue in enumerate(puzzle.clues) if clue is None}
        for options in self.digit.values():
            p.exactly(options.values(), 1)
        for run, total in runs(puzzle):
            for d in DIGITS:
                p.at_most([self.digit[i][d] for i in run], 1)
            if total is not None:
                self.sums(run, total)
        self.shown = [v for options in self.digit.values() for v in options.values()]

    def sums(self, run: list[int], total: int) -> None:
        p = self.problem
        sets = [chosen for chosen in combinations(DIGITS, len(run)) if sum(chosen) == total]
        taken = p.new_vars(len(sets))
        p.exactly(taken, 1)
        for t, chosen in zip(taken, sets):
            for d in chosen:
                p.clause([-t, *(self.digit[i][d] for i in run)])
        for d in DIGITS:
            holding = [t for t, chosen in zip(taken, sets) if d in chosen]
            for i in run:
                p.clause([-self.digit[i][d], *holding])

    def digits(self, model: dict[int, bool]) -> Digits:
        return tuple(next(d for d, v in self.digit[i].items() if model[v]) if i in self.digit else None
                     for i in range(self.puzzle.w * self.puzzle.h))


def solutions(puzzle: Puzzle) -> Iterator[Digits]:
    encoding = Encoding(puzzle)
    for model in encoding.problem.solutions(encoding.shown):
        yield encoding.digits(model)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the digits alike in every solution (``?`` the others)."""
    encoding = Encoding(puzzle)
    shown = encoding.shown
    found, same = verdict(encoding.problem, shown, asked=lambda first: [v for v in shown if first[v]])  # marks read those
    if same is None:
        return {"count": 0, "unique": False, "certain": None}
    marks = []
    for i in range(puzzle.w * puzzle.h):
        if i not in encoding.digit:
            marks.append(".")
        else:
            known = [d for d, v in encoding.digit[i].items() if same.get(v) is True]
            marks.append(str(known[0]) if known else "?")
    w = puzzle.w
    return {"count": len(found), "unique": len(found) == 1, "certain": ["".join(marks[r * w : (r + 1) * w]) for r in range(puzzle.h)]}


def is_solution(puzzle: Puzzle, digits: Digits) -> bool:
    """A digit 1-9 in every open cell, none in a clue cell; in each row and column, between clue
    cells, no digit twice and the sum the clue before them gives (when it gives one)."""
    w, h = puzzle.w, puzzle.h
    if len(digits) != w * h:
        return False
    for i, clue in enumerate(puzzle.clues):
        if (clue is None) != (digits[i] in DIGITS):
            return False
    for r in range(h):
        if not stretches_hold([digits[r * w + c] for c in range(w)], puzzle.left[r],
                              [puzzle.clues[r * w + c] for c in range(w)], 1):
            return False
    for c in range(w):
        if not stretches_hold([digits[r * w + c] for r in range(h)], puzzle.top[c],
                              [puzzle.clues[r * w + c] for r in range(h)], 0):
            return False
    return True


def stretches_hold(line: list[int | None], first: int | None, clues: list, way: int) -> bool:
    """One row or column: each stretch of digits distinct and matching the sum before it."""
    wanted, stretch = first, []
    for digit, clue in zip(line + [None], clues + [(None, None)]):
        if digit is not None:
            stretch.append(digit)
            continue
        if len(set(stretch)) != len(stretch) or (stretch and wanted and sum(stretch) != wanted):
            return False
        wanted, stretch = clue[way], []
    return True
