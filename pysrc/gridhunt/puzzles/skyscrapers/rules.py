"""Skyscrapers' rules as constraints, and an independent check of an answer.

A variable per cell and height (the cell holds it); each cell one height, each row and column
each height once. For a clue, a bound on each cell's height from its distance; and along its line from the viewer: "at least v" per cell and height,
"some building so far is at least v" per cell and height, and a building is seen just when
nothing before it is as tall as it is; the clue counts the buildings seen.
"""

from collections.abc import Iterator

from ...puzzlink import answers
from ...search.constraints import Problem
from ...search.latin import latin_square, squares
from .codec import Heights, Puzzle


def lines_of_sight(puzzle: Puzzle) -> Iterator[tuple[int, list[int]]]:
    """Each clue with the cells of its line, nearest first."""
    n = puzzle.w
    s = puzzle.sides
    for c in range(n):
        yield s.top[c], [r * n + c for r in range(n)]
        yield s.bottom[c], [r * n + c for r in reversed(range(n))]
    for r in range(n):
        yield s.left[r], [r * n + c for c in range(n)]
        yield s.right[r], [r * n + c for c in reversed(range(n))]


def problem(puzzle: Puzzle) -> tuple[Problem, list[dict[int, int]]]:
    """The constraints, and per cell its variable for each height."""
    n = puzzle.w
    p = Problem()
    holds = latin_square(p, n, puzzle.givens)
    for clue, line in lines_of_sight(puzzle):
        if clue is not None:
            p.exactly(seen(p, holds, line, n), clue)
            # The building d cells in, of height t, sees at most n - t taller ones after it and
            # d before it: t <= n + d + 1 - clue. Said at once, this spares the search many guesses.
            for d, i in enumerate(line):
                for height in range(max(1, n + d + 2 - clue), n + 1):
                    p.clause([-holds[i][height]])
    return p, holds


def seen(p: Problem, holds: list[dict[int, int]], line: list[int], n: int) -> list[int]:
    """A variable per cell of the line: its building is seen (taller than every one before it)."""
    so_far = None  # so_far[v]: some building before this cell is at least v + 1 tall
    found = []
    for i in line:
        at_least = [0] * n  # at_least[v]: this building is at least v + 1 tall
        for v in reversed(range(n)):
            at_least[v] = p.new_var()
            taller = [holds[i][v + 1]] + ([at_least[v + 1]] if v + 1 < n else [])
            p.clause([-at_least[v], *taller])
            for lit in taller:
                p.clause([at_least[v], -lit])
        visible = p.new_var()
        if so_far is None:
            p.clause([visible])
            so_far = at_least
        else:
            for v in range(n):
                p.clause([-holds[i][v + 1], -so_far[v], -visible])
                p.clause([-holds[i][v + 1], so_far[v], visible])
            grown = p.new_vars(n)
            for v in range(n):
                p.clause([-grown[v], so_far[v], at_least[v]])
                p.clause([grown[v], -so_far[v]])
                p.clause([grown[v], -at_least[v]])
            so_far = grown
        found.append(visible)
    return found


def solutions(puzzle: Puzzle) -> Iterator[Heights]:
    yield from squares(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the heights alike in every solution (``?`` the others)."""
    return answers.value_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def count_seen(heights: list[int]) -> int:
    """How many buildings a viewer sees looking along the heights, nearest first."""
    tallest, count = 0, 0
    for height in heights:
        if height > tallest:
            tallest, count = height, count + 1
    return count


def is_solution(puzzle: Puzzle, heights: Heights) -> bool:
    """Every row and column holds each height once, the givens stay, every clue counts what is seen."""
    n = puzzle.w
    if len(heights) != n * n or any(x is not None and x != y for x, y in zip(puzzle.givens, heights)):
        return False
    rows = [list(heights[r * n : (r + 1) * n]) for r in range(n)]
    cols = [[heights[r * n + c] for r in range(n)] for c in range(n)]
    if any(sorted(line) != list(range(1, n + 1)) for line in rows + cols):
        return False
    s = puzzle.sides
    views = ([(s.top[c], cols[c]) for c in range(n)] + [(s.bottom[c], cols[c][::-1]) for c in range(n)]
             + [(s.left[r], rows[r]) for r in range(n)] + [(s.right[r], rows[r][::-1]) for r in range(n)])
    return all(clue is None or count_seen(line) == clue for clue, line in views)
