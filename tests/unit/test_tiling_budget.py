"""A tiling search stops at its time budget and says what it found: the exact cover looks at the
budget every ``CHECK_EVERY`` options (a 9x9 of every piece of 1-5 cells at most once searched for
15 s past a 10 s budget before it did). The budget's clock here ticks 0.1 s each time it is read, so
"the time ran out" is the same step on every machine."""

import json
from itertools import count

import pytest

from gridhunt import api
from gridhunt.search import budget
from gridhunt.search.exact_cover import CHECK_EVERY, exact_covers

SLOW = "p1-5?:9x9"  # its first tiling takes the search about 15 s here


@pytest.fixture
def ticking(monkeypatch):
    monkeypatch.setattr(budget, "clock", map(lambda tick: tick * 0.1, count()).__next__)


def asked(op: str, puzzle: str, limit: int, timeout: float = 1) -> dict:
    request = {"op": op, "kind": "tiling", "puzzle": puzzle, "limit": limit, "timeout": timeout}
    return json.loads(api.handle(json.dumps(request)))


def test_the_exact_cover_stops_when_the_budget_is_spent(ticking):
    pieces = [(cell,) for cell in range(3 * CHECK_EVERY)]  # one cover, found after that many options
    with budget.within(0.15) as spent, pytest.raises(budget.OutOfTime):
        list(exact_covers(pieces + [(0, 1)]))
    assert spent.exhausted


def test_solve_says_no_tiling_was_found_in_time(ticking):
    reply = asked("solve", SLOW, 2)
    assert reply["ok"] and reply["timedOut"] and reply["count"] == 0
    assert reply["note"] == "No solution found within 1 s"


def test_a_batch_cut_short_keeps_the_grids_before_and_names_the_one_that_ran_out(ticking):
    reply = asked("extract", f"p1-5?:4x4:{SLOW.split(':')[1]}:3x3", 2)
    assert reply["ok"] and reply["timedOut"]
    first, late, after = reply["grids"]
    assert first["count"] == 2 and not first["complete"] and "stopped" not in first and first["tiling"]
    assert late["stopped"] and late["count"] == 0 and not late["complete"] and "reason" not in late
    assert after["stopped"] and after["count"] == 0  # never searched: not said to have no tiling
    assert reply["note"] == "No tiling of grid 2 found within 1 s (1 grid after it not searched)"
    assert reply["problem"] == "Grid 2 was not tiled in time"


def test_a_single_grid_cut_short_says_what_it_found(ticking):
    reply = asked("extract", SLOW, 1)
    assert reply["timedOut"] and reply["grids"][0]["stopped"]
    assert reply["note"] == "No tiling of the grid found within 1 s"


def test_without_a_budget_nothing_is_said_to_be_stopped():
    reply = asked("extract", "p5:3x20", 2, timeout=60)
    assert "timedOut" not in reply and "note" not in reply
    assert reply["grids"][0]["count"] == 2 and "stopped" not in reply["grids"][0]
