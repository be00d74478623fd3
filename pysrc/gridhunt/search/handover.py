"""A search of one's own first, and the SAT engine after it when it goes deep.

The Sudoku and Tracks pages' searches answer real puzzles in milliseconds but learn nothing from a dead
end: an unfinished board can send them down millions of branches. Bounded, they raise ``TooDeep``, and
the SAT encoding of the same rules goes on; the solutions the search gave are not given again.

>>> def search():
...     yield 1
...     raise TooDeep
>>> list(handed_over(search, lambda: iter([2, 1, 3])))
[1, 2, 3]
"""

from collections.abc import Callable, Iterable, Iterator


class TooDeep(Exception):
    """A bounded search passed its bound."""


def handed_over(search: Callable[[], Iterable], sat: Callable[[], Iterable]) -> Iterator:
    """Every solution of ``search()``, or, when it raises ``TooDeep``, those given so far and then those of
    ``sat()`` not among them."""
    given = []
    try:
        for solution in search():
            given.append(solution)
            yield solution
        return
    except TooDeep:
        pass
    yield from (solution for solution in sat() if solution not in given)
