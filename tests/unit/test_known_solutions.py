"""``certain`` given the solutions a count found (the genres page sends them back: ``api.known_solutions``,
``answers.starting_from``): it answers as if it had counted, without counting again when the count is a
long search, and a solution sent wrongly is left out, never trusted."""

import json
from unittest.mock import patch

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gridhunt import api
from gridhunt.puzzlink import answers
from gridhunt.search.constraints import Problem


def ask(request: dict) -> dict:
    return json.loads(api.handle(json.dumps(request)))


def random_board(kind: str, data) -> dict:
    """A small board of random clues, as the editor's model (mostly empty: many solutions)."""
    w, h = data.draw(st.integers(3, 5)), data.draw(st.integers(3, 5))
    if kind == "nurikabe":
        cells = [None] * (w * h)  # one or two islands: walls have room to move, so mostly several solutions
        for _ in range(data.draw(st.integers(1, 2))):
            cells[data.draw(st.integers(0, w * h - 1))] = data.draw(st.integers(2, w * h // 3))
        return {"w": w, "h": h, "clues": cells}
    if kind == "fillomino":
        cells = [data.draw(st.sampled_from([None] * 7 + [1, 2, 3])) for _ in range(w * h)]
        return {"w": w, "h": h, "clues": cells, "beside": [0] * ((w - 1) * h), "below": [0] * (w * (h - 1)), "tri": False}
    if kind == "skyscrapers":  # a few counts round a 4x4 or 5x5: mostly several solutions
        n = data.draw(st.integers(4, 5))
        counts = [data.draw(st.sampled_from([None] * 15 + list(range(1, n + 1)))) for _ in range(4 * n)]
        return {"w": n, "h": n, "top": counts[:n], "bottom": counts[n:2 * n], "left": counts[2 * n:3 * n],
                "right": counts[3 * n:], "cells": [None] * (n * n)}
    dots = [data.draw(st.sampled_from([0, 0, 0, 0, 0, 1])) for _ in range(w * h)]
    return {"w": w, "h": h, "cellDots": dots, "besideDots": [0] * ((w - 1) * h), "belowDots": [0] * (w * (h - 1)),
            "full": False}


KINDS = ["nurikabe", "fillomino", "midloop", "skyscrapers"]  # shadings, numbers, a loop, values: each way of pinning


def request_of(kind: str, model: dict) -> dict | None:
    """The editor's model as a request, None when the genre refuses it (a clue the grid cannot hold)."""
    encoded = ask({"op": "encode", "kind": kind, "model": model})
    return {"kind": kind, "puzzle": encoded["share"]} if encoded["ok"] else None


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_certain_from_the_counts_solutions_is_the_certain_that_counts(kind, data):
    request = request_of(kind, random_board(kind, data))
    assume(request is not None)
    count = ask({**request, "op": "solve", "limit": 2})
    assume(count["count"] == 2)  # else nothing is sent back (the page sends two)
    counted = ask({**request, "op": "certain"})
    with patch.object(answers, "RECOUNT_PROPAGATIONS", 0):  # recalled whatever the count costs
        recalled = ask({**request, "op": "certain", "solutions": count["solutions"]})
    assert {k: recalled[k] for k in ("count", "unique")} == {k: counted[k] for k in ("count", "unique")}
    assert recalled["certain"] == counted["certain"]


def test_a_long_count_is_not_made_again():
    """Past ``RECOUNT_PROPAGATIONS`` the known solutions stand for the count: here no count at all."""
    request = {"kind": "nurikabe", "puzzle": "https://puzz.link/p?nurikabe/6/6/m8n8i9u"}
    count = ask({**request, "op": "solve", "limit": 2})
    assert count["count"] == 2
    counted = ask({**request, "op": "certain"})
    with patch.object(answers, "RECOUNT_PROPAGATIONS", 0), patch.object(Problem, "solutions", side_effect=AssertionError):
        recalled = ask({**request, "op": "certain", "solutions": count["solutions"]})
    assert recalled["count"] == 2 and recalled["certain"] == counted["certain"]


def test_a_count_the_page_says_was_long_is_not_made_again():
    """``countSeconds`` of ``RECALL_AFTER`` or more: the known solutions stand for the count at once."""
    request = {"kind": "fillomino", "puzzle": "https://puzz.link/p?fillomino/4/4/u3"}
    count = ask({**request, "op": "solve", "limit": 2})
    assert count["count"] == 2
    counted = ask({**request, "op": "certain"})
    with patch.object(Problem, "solutions", side_effect=AssertionError), \
            patch.object(answers, "recount", side_effect=AssertionError):
        recalled = ask({**request, "op": "certain", "solutions": count["solutions"], "countSeconds": answers.RECALL_AFTER})
    assert recalled["count"] == 2 and recalled["certain"] == counted["certain"]


@pytest.mark.parametrize("seconds", [0.01, "long", True, -1, None, [3]])
def test_a_short_or_unreadable_count_time_counts_again(seconds):
    request = {"kind": "fillomino", "puzzle": "https://puzz.link/p?fillomino/4/4/u3"}
    count = ask({**request, "op": "solve", "limit": 2})
    counted = ask({**request, "op": "certain"})
    with patch.object(answers, "recount", wraps=answers.recount) as recount:
        reply = ask({**request, "op": "certain", "solutions": count["solutions"], "countSeconds": seconds})
    assert recount.called and reply["certain"] == counted["certain"]


@pytest.mark.parametrize("sent", [
    "not a list", [None, 3], [["######"] * 6, ["......"] * 6], [["x"]], [{"rows": 1}],
])
def test_solutions_sent_wrongly_are_left_out(sent):
    request = {"kind": "nurikabe", "puzzle": "https://puzz.link/p?nurikabe/6/6/m8n8i9u"}
    counted = ask({**request, "op": "certain"})
    with patch.object(answers, "RECOUNT_PROPAGATIONS", 0):
        reply = ask({**request, "op": "certain", "solutions": sent})
    assert reply["ok"] and reply["count"] == counted["count"] and reply["certain"] == counted["certain"]


def test_the_same_solution_twice_is_not_two():
    request = {"kind": "nurikabe", "puzzle": "https://puzz.link/p?nurikabe/6/6/m8n8i9u"}
    first = ask({**request, "op": "solve", "limit": 2})["solutions"][0]
    counted = ask({**request, "op": "certain"})
    with patch.object(answers, "RECOUNT_PROPAGATIONS", 0):
        reply = ask({**request, "op": "certain", "solutions": [first, first]})
    assert reply["count"] == counted["count"] and reply["certain"] == counted["certain"]


@pytest.mark.parametrize("kind, puzzle", [
    ("nurikabe", "https://puzz.link/p?nurikabe/6/6/m8n8i9u"),
    ("fillomino", "https://puzz.link/p?fillomino/4/4/u3"),
    ("midloop", "https://puzz.link/p?midloop/4/4/vfzk"),
    ("skyscrapers", "https://puzz.link/p?skyscrapers/4/4/n4m"),
])
def test_each_known_solution_is_pinned_as_itself(kind, puzzle):
    """The pins of a solution give back that solution (not merely some solution): the sharing phase then
    starts from what the page showed."""
    seen = []
    real = answers.verdict

    def spy(problem, shown, *args, **kwargs):
        seen.append([{v: model[v] for v in shown} for model in answers.recalled(problem, shown, kwargs["pins"], 2)])
        return real(problem, shown, *args, **kwargs)

    request = {"kind": kind, "puzzle": puzzle}
    count = ask({**request, "op": "solve", "limit": 2})
    assert count["count"] == 2
    with patch.object(answers, "verdict", spy), patch.object(answers, "RECOUNT_PROPAGATIONS", 0):
        with patch(f"gridhunt.puzzles.{kind}.rules.verdict", spy, create=True):
            ask({**request, "op": "certain", "solutions": count["solutions"]})
    models = seen[0]
    assert len(models) == 2 and models[0] != models[1]


def test_a_count_says_its_work_the_same_each_time():
    request = {"op": "solve", "kind": "nurikabe", "puzzle": "https://puzz.link/p?nurikabe/6/6/m8n8i9u", "limit": 2}
    first, again = ask(request)["work"], ask(request)["work"]
    assert first == again and set(first) == {"propagations", "conflicts"}
    assert all(isinstance(n, int) and n >= 0 for n in first.values()) and first["propagations"] > 0


@pytest.mark.parametrize("work, recounted", [
    ({"propagations": 1_000, "conflicts": 50}, True),  # a short search that learnt: made again, however long it took
    ({"propagations": answers.RECOUNT_PROPAGATIONS + 1, "conflicts": 50}, False),  # a long search: recalled at once
    ({"propagations": 1_000, "conflicts": answers.LEARNT_LEAST - 1}, False),  # it learnt nothing: recalled at once
])
def test_the_counts_work_decides_whether_to_count_again_whatever_its_seconds(work, recounted):
    """``countWork`` is the same on every machine: a phone's slower count makes the same choice (by seconds,
    ``RECALL_AFTER``, a count of 0.5 s was made again on a fast machine and not on a slow one)."""
    request = {"kind": "fillomino", "puzzle": "https://puzz.link/p?fillomino/4/4/u3"}
    count = ask({**request, "op": "solve", "limit": 2})
    counted = ask({**request, "op": "certain"})
    with patch.object(answers, "recount", wraps=answers.recount) as recount:
        reply = ask({**request, "op": "certain", "solutions": count["solutions"], "countWork": work,
                     "countSeconds": 5 * answers.RECALL_AFTER})
    assert recount.called == recounted and reply["certain"] == counted["certain"]


@pytest.mark.parametrize("work", ["much", {"propagations": -1, "conflicts": 3}, {"propagations": True, "conflicts": 9},
                                  {"propagations": 5}, [1, 2], {"propagations": 1.5, "conflicts": 9}])
def test_work_sent_wrongly_leaves_the_seconds_to_decide(work):
    request = {"kind": "fillomino", "puzzle": "https://puzz.link/p?fillomino/4/4/u3"}
    count = ask({**request, "op": "solve", "limit": 2})
    with patch.object(answers, "recount", side_effect=AssertionError):  # a long count by its seconds: recalled
        reply = ask({**request, "op": "certain", "solutions": count["solutions"], "countWork": work,
                     "countSeconds": answers.RECALL_AFTER})
    assert reply["ok"] and reply["count"] == 2
