"""Numberlink's rules as constraints, and an independent check of an answer.

pzprjs's rules (its checker for ``numlin``): lines join the centres of side-by-side cells;
a numbered cell has exactly one line, any other cell none or two (no branch, no crossing),
so every line is a path between two numbered cells, and those hold the same number (a ``?``
joins only a ``?``); no line runs without a number (a loop); at least one line is drawn.
Lines need NOT pass every cell: pzprjs accepts an answer that leaves cells empty, so a
solution here may too, and uniqueness is counted on those rules.

A variable per link (a line between two side-by-side cells), one per cell (a line passes it)
and one per cell and number (the number whose path passes it). A line's two cells carry the
same number; a cell a line passes carries exactly one. The lines hold no cycle (the acyclic
check), so, with those degrees, each piece of line is a path between two numbered cells.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells
from ...search.acyclic import forbid_cycles
from ...search.constraints import Problem
from ...puzzlink.lines import Lines
from .codec import Puzzle


def links(puzzle: Puzzle) -> list[tuple[int, int]]:
    """Each pair of side-by-side cells once, the pairs across a row first, then those down a column."""
    w, h = puzzle.w, puzzle.h
    return [(r * w + c, r * w + c + 1) for r in range(h) for c in range(w - 1)] + \
           [(r * w + c, r * w + c + w) for r in range(h - 1) for c in range(w)]


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    """The constraints and the link variables, in the order of ``links``."""
    w, h = puzzle.w, puzzle.h
    p = Problem()
    pairs = links(puzzle)
    drawn = p.new_vars(len(pairs))
    touching: list[list[int]] = [[] for _ in range(w * h)]
    for (i, j), v in zip(pairs, drawn):
        touching[i].append(v)
        touching[j].append(v)
    values = sorted({x for x in puzzle.numbers if x is not None})
    carries = []
    for i, clue in enumerate(puzzle.numbers):
        if clue is not None:
            p.exactly(touching[i], 1)
            carries.append({x: p.true if x == clue else -p.true for x in values})
            continue
        p.at_most(touching[i], 2)
        for v in touching[i]:
            p.clause([-v, *(u for u in touching[i] if u != v)])
        on = p.new_var()
        p.clause([-on, *touching[i]])
        for v in touching[i]:
            p.clause([-v, on])
        mine = dict(zip(values, p.new_vars(len(values))))
        p.clause([-on, *mine.values()])
        p.at_most(mine.values(), 1)
        for lit in mine.values():
            p.clause([-lit, on])
        carries.append(mine)
    for (i, j), v in zip(pairs, drawn):
        for x in values:
            a, b = carries[i][x], carries[j][x]
            if a != -p.true and b != -p.true:  # a number's own cell says "not x" of every other number
                p.clause([-v, -a, b])
                p.clause([-v, a, -b])
            elif a == p.true or b == p.true:
                p.clause([-v, b if a == p.true else a])
    p.clause(drawn)
    link = dict(zip(pairs, drawn))
    for a, b, c, d in cells.squares(w, h):  # the shortest loop, said at once
        p.clause([-link[a, b], -link[c, d], -link[a, c], -link[b, d]])
    forbid_cycles(p, [(i, j, (v,)) for (i, j), v in zip(pairs, drawn)])
    return p, drawn


def lines_of(puzzle: Puzzle, found: dict[int, bool], drawn: list[int]) -> Lines:
    w, h = puzzle.w, puzzle.h
    marks = [found[v] for v in drawn]
    split = h * (w - 1)
    across = tuple(tuple(marks[r * (w - 1) : (r + 1) * (w - 1)]) for r in range(h))
    down = tuple(tuple(marks[split + r * w : split + (r + 1) * w]) for r in range(h - 1))
    return Lines(across, down)


def solutions(puzzle: Puzzle) -> Iterator[Lines]:
    p, drawn = problem(puzzle)
    for found in p.solutions(drawn):
        yield lines_of(puzzle, found, drawn)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the lines are unique and, when not, the links alike in every solution (``?`` the others)."""
    p, drawn = problem(puzzle)
    found, same = answers.verdict(p, drawn)
    if same is None:
        return {"count": len(found), "unique": False, "certain": None}
    marks = ["?" if v not in same else "1" if same[v] else "0" for v in drawn]
    w, h = puzzle.w, puzzle.h
    split = h * (w - 1)
    across = ["".join(marks[r * (w - 1) : (r + 1) * (w - 1)]) for r in range(h)]
    down = ["".join(marks[split + r * w : split + (r + 1) * w]) for r in range(h - 1)]
    return {"count": len(found), "unique": len(found) == 1, "certain": {"across": across, "down": down}}


def is_solution(puzzle: Puzzle, lines: Lines) -> bool:
    """Every rule, checked by walking each line from the numbered cell where it starts."""
    w, h = puzzle.w, puzzle.h
    beside: dict[int, list[int]] = {i: [] for i in range(w * h)}
    for r in range(h):
        for c in range(w):
            i = r * w + c
            if c + 1 < w and lines.across[r][c]:
                beside[i].append(i + 1)
                beside[i + 1].append(i)
            if r + 1 < h and lines.down[r][c]:
                beside[i].append(i + w)
                beside[i + w].append(i)
    if not any(beside.values()):
        return False
    for i, clue in enumerate(puzzle.numbers):
        if len(beside[i]) not in ((1,) if clue is not None else (0, 2)):
            return False
    walked = set()
    for start, clue in enumerate(puzzle.numbers):
        if clue is None or start in walked:
            continue
        previous, here = start, beside[start][0]
        walked.add(start)
        while puzzle.numbers[here] is None:
            walked.add(here)
            previous, here = here, next(j for j in beside[here] if j != previous)
        if puzzle.numbers[here] != clue:
            return False
        walked.add(here)
    return all(i in walked for i in range(w * h) if beside[i])
