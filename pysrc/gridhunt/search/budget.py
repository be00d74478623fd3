"""A time budget for searches: a deadline they check cheaply, and a note of whether they hit it.

>>> with within(0.0) as spent:
...     try:
...         check()
...     except OutOfTime:
...         print("stopped")
stopped
>>> spent.exhausted
True
>>> with within(None) as free:
...     check()
>>> free.exhausted
False

One budget holds at a time (Python here answers one request at a time, in the browser's worker
as on the command line): ``within`` sets it for a request, the SAT solver's loop calls ``check``
at each conflict and every few decisions, and whoever can say what is known so far (a count of
solutions, what the found ones share) catches ``OutOfTime``; the api reads ``exhausted`` to say
that its answer is what was known when the time ran out.

A request may also ask to be told something soon (``soon``): the api's Solve, once it has a first
solution and the search for a second goes on, has the page draw that solution while the proof runs.

A search cut short may leave its state to the next request about the same puzzle (``keep``,
``resumed``): the page's Keep searching asks again with a longer budget, and a solver that kept
its learnt clauses goes on from where it stopped instead of doing its first seconds again.
"""

import time
from contextlib import contextmanager
from dataclasses import dataclass

clock = time.monotonic  # wall time: what the person waiting sees, in the browser as natively


class OutOfTime(Exception):
    """The budget ran out in the middle of a search."""


@dataclass
class Budget:
    seconds: float | None  # None: no limit
    deadline: float | None
    exhausted: bool = False
    due: tuple | None = None  # (time, call): what ``check`` calls once that time has come (``soon``)


NO_LIMIT = Budget(None, None)
current = NO_LIMIT
kept: dict = {}  # at most one entry: what the last search cut short left, by the key it was kept under
subject = None  # what the request being answered is about, as the api names it (``keep_only``)


@contextmanager
def within(seconds: float | None):
    """Searches inside the block stop with ``OutOfTime`` after ``seconds`` (None: never)."""
    global current
    outer = current
    current = Budget(seconds, None if seconds is None else clock() + seconds)
    try:
        yield current
    finally:
        current = outer


def check() -> None:
    """Raise ``OutOfTime`` when the current budget is spent (and remember that it was); first make the
    call ``soon`` asked for, when its time has come."""
    if current.due is not None and clock() >= current.due[0]:
        call, current.due = current.due[1], None
        call()
    deadline = current.deadline
    if deadline is not None and clock() >= deadline:
        current.exhausted = True
        raise OutOfTime


def soon(seconds: float, call) -> None:
    """Have ``check`` make ``call()`` once, ``seconds`` from now, if a search inside the current ``within``
    block is still going then (a search that ends sooner never makes it). One at a time: a later one replaces it.

    >>> with within(None):
    ...     soon(0.0, lambda: print("still searching"))
    ...     check()
    ...     check()
    still searching
    """
    assert current is not NO_LIMIT, "soon() belongs inside a within() block"
    current.due = (clock() + seconds, call)


def keep(key, state) -> None:
    """Leave ``state`` (a search's solver, say) for the next ``resumed(key, ...)``; only the latest is kept."""
    kept.clear()
    kept[key] = state


def about(part: str) -> tuple:
    """The key of a state that belongs to the request's subject (a part of its work, "sharing" say): kept under it,
    it survives the next requests about the same puzzle (``keep_only``)."""
    return (subject, part)


def keep_only(key) -> None:
    """Drop what is kept under any other key than ``key`` or ``(key, part)`` (``about``; the api, at each request
    about a puzzle, names it: what a search left for another puzzle is no longer wanted); ``key`` is then the
    ``subject``.

    >>> keep("a", [1]); keep_only("a"); list(kept)
    ['a']
    >>> keep(("a", "sharing"), [2]); keep_only("a"); list(kept)
    [('a', 'sharing')]
    >>> keep_only("b"); kept
    {}
    """
    global subject
    subject = key
    for other in [k for k in kept if k != key and not (isinstance(k, tuple) and len(k) == 2 and k[0] == key)]:
        del kept[other]


def resumed(key, make):
    """The state kept under ``key`` (taken: a second call makes a new one), else ``make()``. A state kept
    under another key is dropped: the memory of one search is held at most (a 26x26 Numberlink's
    solver held 69 MB after 10 s, by tracemalloc, and Pyodide's heap does not shrink).

    >>> keep("a", [1]); resumed("a", list), resumed("a", list)
    ([1], [])
    >>> keep("a", [1]); resumed("b", list), kept
    ([], {})
    """
    state = kept.pop(key, None)
    kept.clear()
    return make() if state is None else state
