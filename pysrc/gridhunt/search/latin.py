"""A Latin square on the SAT engine (Skyscrapers, Futoshiki, KenKen): a variable per cell and digit,
each cell one digit, each row and column each digit once.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> holds = latin_square(p, 2)
>>> p.clause([holds[0][1]])
>>> list(squares(p, holds))
[(1, 2, 2, 1)]
"""

from collections.abc import Iterator

from .constraints import Problem


def latin_square(p: Problem, n: int, givens=()) -> list[dict[int, int]]:
    """Per cell (row by row) its variable for each digit 1 to n, the square's rules said, and the
    digits ``givens`` gives (None where none is) held."""
    holds = [dict(zip(range(1, n + 1), p.new_vars(n))) for _ in range(n * n)]
    for options in holds:
        p.exactly(options.values(), 1)
    for options, given in zip(holds, givens):
        if given is not None:
            p.clause([options[given]])
    for k in range(n):
        for digit in range(1, n + 1):
            p.exactly([holds[k * n + c][digit] for c in range(n)], 1)
            p.exactly([holds[r * n + k][digit] for r in range(n)], 1)
    return holds


def squares(p: Problem, holds: list[dict[int, int]]) -> Iterator[tuple[int, ...]]:
    """Each solution's digits, row by row (lazily: counting stops where the caller stops)."""
    for found in p.solutions([v for options in holds for v in options.values()]):
        yield tuple(next(d for d, v in options.items() if found[v]) for options in holds)
