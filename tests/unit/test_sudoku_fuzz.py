"""Random and mutated input never crashes the Sudoku requests (the decoder itself: test_contract)."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridhunt import api, paste
from gridhunt.puzzles import sudoku
from mutations import near

ALPHABET = "0123456789.ABCDEFGZaz|-+:x\n #["
SHARES = [share for _, share in sudoku.EXAMPLES]
SMALL = [share for share in SHARES if len(share) <= 81]


def mutated(sources=SHARES):
    """An example share string with a few symbols replaced, dropped or inserted."""
    return near(sources, ALPHABET, piece=1)


FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def is_sentence(message) -> bool:
    return isinstance(message, str) and 0 < len(message) < 200 and "\n" not in message


@FUZZ
@given(
    st.sampled_from(("solve", "parse", "hint", "candidates", "picture", "check", "steps", "nonsense")),
    st.one_of(mutated(SMALL), st.text(alphabet=ALPHABET, max_size=100), st.integers(), st.none()),
    st.one_of(st.none(), st.integers(-2, 3), st.lists(st.integers(-1, 600), max_size=82)),
)
def test_every_reply_is_an_answer_or_a_sentence(op, puzzle, extra):
    request = {"op": op, "kind": "sudoku", "puzzle": puzzle, "text": puzzle, "limit": extra,
               "candidates": extra, "solution": puzzle}
    reply = json.loads(api.handle(json.dumps(request)))
    if reply["ok"]:
        assert op != "nonsense"
        if op == "solve":
            assert reply["status"] in ("solved", "unsolvable")
    else:
        assert reply["status"] == "invalid" and is_sentence(reply["error"])
        assert not reply["error"].startswith("Internal error")


@settings(max_examples=60, deadline=None)
@given(mutated(SHARES))
def test_mutated_puzzles_solve_or_fail_cleanly(text):
    reply = json.loads(api.handle(json.dumps({"op": "solve", "kind": "sudoku", "puzzle": text, "limit": 2})))
    assert reply["ok"] or not reply["error"].startswith("Internal error")
    if reply["ok"] and reply["count"]:
        puzzle = paste.read("sudoku", text).puzzle  # the puzzle as the api read it (spaces may be empty cells)
        assert sudoku.is_solution(puzzle, sudoku.solution_from_json(puzzle, reply["solutions"][0]))
