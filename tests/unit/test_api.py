"""The JSON entry point: every reply is an answer or a sentence, never a crash."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.api import handle
from gridhunt.puzzles import KINDS


def ask(request) -> dict:
    return json.loads(handle(json.dumps(request) if not isinstance(request, str) else request))


def test_kinds_lists_every_registered_kind_with_examples():
    reply = ask({"op": "kinds"})
    assert reply["ok"] and [k["id"] for k in reply["kinds"]] == list(KINDS)
    assert all(k["examples"] for k in reply["kinds"])


def test_parse_gives_the_canonical_share_and_a_model():
    reply = ask({"op": "parse", "kind": "sudoku", "text": "1.3434.221434.21"})
    assert reply == {"ok": True, "share": "1034340221434021", "model": {"n": 4, "boxRows": 2, "boxCols": 2, "cells": [1, 0, 3, 4, 3, 4, 0, 2, 2, 1, 4, 3, 4, 0, 2, 1]},
                     "recognised": "a line of 16 cells"}
    assert ask({"op": "encode", "kind": "sudoku", "model": reply["model"]})["share"] == reply["share"]


def test_solve_with_limit_two_proves_uniqueness_or_its_absence():
    unique = ask({"op": "solve", "kind": "sudoku", "puzzle": "1.3434.221434.21", "limit": 2})
    assert (unique["count"], unique["complete"], unique["unique"]) == (1, True, True)
    many = ask({"op": "solve", "kind": "sudoku", "puzzle": "0" * 16, "limit": 2})
    assert (many["count"], many["complete"], many["unique"]) == (2, False, False)


def test_check_tells_a_right_solution_from_a_wrong_one():
    puzzle = "1.3434.221434.21"
    assert ask({"op": "check", "kind": "sudoku", "puzzle": puzzle, "solution": "1234341221434321"})["correct"] is True
    assert ask({"op": "check", "kind": "sudoku", "puzzle": puzzle, "solution": "1234341221434312"})["correct"] is False


def test_bad_requests_get_short_sentences():
    assert ask("not json")["error"].startswith("Expecting value")
    assert ask([1, 2])["error"] == "A request is a JSON object"
    assert ask({"op": "solve", "kind": "chess"})["error"] == "Unknown puzzle kind 'chess'"
    assert ask({"op": "solve", "kind": "sudoku"})["error"] == "The request has no 'puzzle' text"
    assert ask({"op": "fly", "kind": "sudoku", "puzzle": "0" * 16})["error"] == "Unknown request 'fly' for Sudoku"
    assert ask({"op": "solve", "kind": "sudoku", "puzzle": "0" * 16, "limit": 0})["status"] == "invalid"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None)
@given(
    op=st.sampled_from(["kinds", "parse", "encode", "solve", "check", "hint", "x", None]),
    kind=st.sampled_from([*KINDS, "nope", None]),
    fields=st.dictionaries(st.sampled_from(["text", "puzzle", "model", "limit", "solution"]), json_values, max_size=4),
)
def test_any_request_gets_an_answer_or_a_sentence(op, kind, fields):
    reply = ask({"op": op, "kind": kind, **fields})
    assert isinstance(reply["ok"], bool)
    if not reply["ok"]:
        assert reply["status"] == "invalid" and reply["error"] and not reply["error"].startswith("Internal error")
