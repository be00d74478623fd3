"""A count whose proof goes on after its first solution sends that solution ahead (``api.handle``'s
``early``), so the page shows the answer while the proof runs; a count that ends sooner sends nothing
ahead, and neither do one-solution solves nor callers that pass no ``early`` (the command line).

The budget's clock here ticks once each time it is read (the solver reads it at each conflict and every
256 decisions), so "the search went on" is the same step on every machine.
"""

import json
from itertools import count, repeat

import pytest

from gridhunt import api
from gridhunt.search import budget

# tests/bench/genres_hard.txt: unique, its first answer found at once, its proof a few hundred conflicts.
HUNT = "https://puzz.link/p?numlin/11/11/g1m2h6x6i7h5g7k5p4j8y1g3u8g2n3m4g"
TWO_SOLUTIONS = "https://puzz.link/p?nurikabe/6/6/m8n8i9u"


@pytest.fixture
def ticking(monkeypatch):
    monkeypatch.setattr(budget, "clock", map(lambda tick: tick * 0.1, count()).__next__)  # 0.1 s a read
    budget.kept.clear()
    yield
    budget.kept.clear()


def solved(puzzle: str, limit: int = 2, kind: str = "numberlink"):
    """The final reply and the replies sent ahead of it."""
    ahead = []
    request = {"op": "solve", "kind": kind, "puzzle": puzzle, "limit": limit}
    reply = json.loads(api.handle(json.dumps(request), lambda text: ahead.append(json.loads(text))))
    return reply, ahead


def test_the_first_solution_is_sent_ahead_while_the_proof_goes_on(ticking):
    reply, ahead = solved(HUNT)
    assert reply["ok"] and reply["unique"] and "early" not in reply
    assert len(ahead) == 1
    early = ahead[0]
    assert early["early"] and early["ok"] and early["status"] == "solved"
    assert early["count"] == 1 and early["unique"] is None and early["complete"] is False
    assert early["solutions"] == reply["solutions"] and early["pzprv3"] == reply["pzprv3"]
    # what the genres page draws, as its draw request would draw that solution
    drawn = json.loads(api.handle(json.dumps({"op": "draw", "kind": "numberlink", "puzzle": HUNT,
                                              "answer": reply["solutions"][0]})))
    assert early["board"] == drawn["board"]


def test_a_proof_that_ends_in_time_sends_nothing_ahead(monkeypatch):
    monkeypatch.setattr(budget, "clock", repeat(0.0).__next__)  # time stands still: the proof is instant
    reply, ahead = solved(HUNT)
    assert reply["unique"] and ahead == []


def test_only_counts_send_ahead(ticking):
    assert solved(HUNT, limit=1)[1] == []  # one solution asked for: the reply is that solution
    reply, ahead = solved(TWO_SOLUTIONS, kind="nurikabe")
    assert reply["count"] == 2 and all(early["solutions"] == reply["solutions"][:1] for early in ahead)


def test_a_caller_without_early_gets_the_same_reply(ticking):
    request = json.dumps({"op": "solve", "kind": "numberlink", "puzzle": HUNT, "limit": 2})
    plain = json.loads(api.handle(request))
    assert plain == solved(HUNT)[0]
