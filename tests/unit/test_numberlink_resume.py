"""A Numberlink count cut short by its time budget leaves its solver to the next count of the same puzzle
(the page's Keep searching), which goes on from there and finds the same answers as a new solver.

The budget here runs on a clock that ticks once each time it is read, so a search is cut at the same
step on every machine (the solver reads the clock at each conflict and every 256 decisions).
"""

from itertools import count, islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt import api
from gridhunt.puzzles import KINDS
from gridhunt.puzzles.numberlink import rules
from gridhunt.search import budget
from numberlink_boards import drawn_puzzles

NUMBERLINK = KINDS["numberlink"]
# tests/bench/genres_hard.txt: unique, proved in a few hundred conflicts.
HUNT = NUMBERLINK.decode("https://puzz.link/p?numlin/11/11/g1m2h6x6i7h5g7k5p4j8y1g3u8g2n3m4g")


@pytest.fixture
def ticking(monkeypatch):
    """The budget's clock ticks once a read; nothing is left kept from other tests."""
    monkeypatch.setattr(budget, "clock", count().__next__)
    budget.kept.clear()
    yield
    budget.kept.clear()


def counted(puzzle, limit: int, ticks: int | None = None) -> int | None:
    """How many answers (up to ``limit``) a count finds within ``ticks`` of the clock; None when cut short."""
    with budget.within(ticks):
        try:
            return sum(1 for _ in islice(rules.solutions(puzzle), limit))
        except budget.OutOfTime:
            return None


def test_a_count_cut_short_goes_on_with_the_same_solver(ticking, monkeypatch):
    built = []
    make = rules.problem
    monkeypatch.setattr(rules, "problem", lambda puzzle: built.append(puzzle) or make(puzzle))
    assert counted(HUNT, 2, ticks=5) is None
    assert ("numberlink", HUNT) in budget.kept
    assert counted(HUNT, 2) == 1  # unique, as a new solver proves it
    assert len(built) == 1  # the second count used the first one's solver
    assert not budget.kept  # taken: a third count starts anew
    assert counted(HUNT, 2) == 1 and len(built) == 2


def test_only_the_latest_search_cut_short_is_kept(ticking):
    other = NUMBERLINK.decode("https://puzz.link/p?numlin/10/10/3h43x2i5g2o1h5z1zj4q")
    assert counted(HUNT, 2, ticks=5) is None
    assert counted(other, 2, ticks=3) is None
    assert list(budget.kept) == [("numberlink", other)]
    assert counted(HUNT, 2) == 1
    assert not budget.kept  # a count of another puzzle drops it: one search's memory at a time


def test_a_request_about_another_puzzle_drops_what_was_kept(ticking):
    assert counted(HUNT, 2, ticks=5) is None
    api.respond({"op": "export", "kind": "numberlink", "puzzle": NUMBERLINK.encode(HUNT)})
    assert budget.kept  # the same puzzle: kept for its next count
    api.respond({"op": "solve", "kind": "nurikabe", "puzzle": "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"})
    assert not budget.kept


@settings(max_examples=150, deadline=None)
@given(drawn_puzzles(), st.integers(0, 40), st.integers(1, 3))
def test_a_resumed_count_finds_what_a_new_solver_finds(puzzle, ticks, limit):
    with budget.within(None):
        budget.kept.clear()
        fresh = sum(1 for _ in islice(rules.solutions(puzzle), limit))
    tick = count()
    budget.clock, real = tick.__next__, budget.clock
    try:
        first = counted(puzzle, limit, ticks)
        again = counted(puzzle, limit)
    finally:
        budget.clock = real
        budget.kept.clear()
    assert again == fresh
    assert first in (None, fresh)
