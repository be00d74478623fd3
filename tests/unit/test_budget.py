"""The time budget: searches made hard on purpose stop in time and say what they know.

The hard part is a pigeonhole count (ten pigeons, nine holes, one each): true to a person at a
glance, but clause learning refutes it only after exponentially many conflicts, so no solver
of this kind finishes it within a fraction of a second. Through the api, the hard board is a
real 26x26 Numberlink whose first answer takes seconds of search.
"""

import json
import subprocess
import sys
import time
from types import SimpleNamespace

import pytest

from gridhunt import api
from gridhunt.puzzlink import answers
from gridhunt.puzzles import KINDS
from gridhunt.search import budget
from gridhunt.search.constraints import Problem
from paths import ROOT

# noqx's 26x26 Numberlink example (tests/bench/numberlink_large.txt): its first answer takes about
# 4 CPU seconds (building its problem and 581 conflicts), so no request with a timeout of 0.3 s finds one.
HARD = "https://puzz.link/p?numlin/26/26/zz-15gdx-12nfs-16j8x4v-11zxes9kfs8zg4lbm6k5ubv2r-14n1q-10z5v7zeq3n3r1v-13u9k-11mdl6zgas2k-10sczxav-16x7jcs-15n-13x-14g-12zz"
# An empty 10x10 Kakuro: each row is a run of ten cells holding different digits of nine, a pigeonhole.
EMPTY_KAKURO = KINDS["kakuro"].encode(KINDS["kakuro"].from_model(
    {"w": 10, "h": 10, "clues": [None] * 100, "top": [None] * 10, "left": [None] * 10}))


def gridhunt(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "gridhunt", *args], input=stdin, capture_output=True, text=True,
                          cwd=ROOT, env={"PYTHONPATH": str(ROOT / "pysrc"), "PATH": ""})


def pigeonhole(p: Problem, guard: int | None = None, pigeons: int = 10) -> list[int]:
    """Each pigeon in a hole, no two in one (holes one fewer): unsatisfiable; only when ``guard`` holds if given."""
    holes = pigeons - 1
    sit = [p.new_vars(holes) for _ in range(pigeons)]
    when = [] if guard is None else [-guard]
    for row in sit:
        p.clause([*when, *row])
    for h in range(holes):
        for a in range(pigeons):
            for b in range(a + 1, pigeons):
                p.clause([*when, -sit[a][h], -sit[b][h]])
    return [v for row in sit for v in row]


def one_easy_answer_then_a_pigeonhole() -> tuple[Problem, list[int]]:
    """One solution found at once (x false, nothing seated); a second exists only if the pigeons fit."""
    p = Problem()
    x = p.new_var()
    seats = pigeonhole(p, guard=x)
    for v in seats:
        p.clause([x, -v])
    return p, [x, *seats]


def test_a_search_past_its_budget_stops_soon_after_it():
    p = Problem()
    pigeonhole(p)
    began = time.monotonic()
    with budget.within(0.2) as spent, pytest.raises(budget.OutOfTime):
        p.solve()
    assert spent.exhausted
    assert time.monotonic() - began < 2


def test_the_solver_stays_usable_after_running_out():
    p, shown = one_easy_answer_then_a_pigeonhole()
    with budget.within(0.2), pytest.raises(budget.OutOfTime):
        p.solve([shown[0]])
    model = p.solve([-shown[0]])
    assert model is not None and not any(model[v] for v in shown)


def test_without_a_budget_nothing_is_exhausted():
    p = Problem()
    x = p.new_vars(3)
    p.exactly(x, 1)
    with budget.within(None) as spent:
        assert len(list(p.solutions(x))) == 3
    assert not spent.exhausted


def test_a_verdict_cut_short_gives_the_solutions_found_and_what_they_share():
    p, shown = one_easy_answer_then_a_pigeonhole()
    with budget.within(0.3) as spent:
        found, same = answers.verdict(p, shown)
    assert spent.exhausted
    assert len(found) == 1 and same == {v: False for v in shown}


def test_the_api_solve_says_one_solution_found_and_uniqueness_not_proved():
    p, shown = one_easy_answer_then_a_pigeonhole()
    kind = SimpleNamespace(solutions=lambda puzzle: ([m[v] for v in shown] for m in p.solutions(shown)),
                           solution_json=lambda puzzle, s: s, solution_text=lambda puzzle, s: "answer")
    with budget.within(0.3):
        found, reply = api.solve(kind, None, 2)
    assert len(found) == 1
    assert (reply["status"], reply["count"], reply["complete"], reply["unique"]) == ("solved", 1, False, None)
    assert reply["timedOut"] and reply["note"] == "One solution found; uniqueness not proved within 0.3 s"


def test_a_solve_request_with_a_timeout_answers_no_solution_found_in_time():
    reply = json.loads(api.handle(json.dumps({"op": "solve", "kind": "numberlink", "puzzle": HARD,
                                              "limit": 2, "timeout": 0.3})))
    assert reply["ok"] and reply["status"] == "unknown" and reply["timedOut"]
    assert (reply["count"], reply["unique"], reply["complete"]) == (0, None, False)
    assert reply["note"] == "No solution found within 0.3 s"


def test_a_certain_request_with_a_timeout_says_what_is_known():
    reply = json.loads(api.handle(json.dumps({"op": "certain", "kind": "numberlink", "puzzle": HARD,
                                              "timeout": 0.3})))
    assert reply["ok"] and reply["timedOut"] and reply["status"] == "unknown"
    assert (reply["count"], reply["unique"], reply["certain"]) == (0, None, None)


@pytest.mark.parametrize("timeout", [0, -1, "10", True, 1e9])
def test_a_timeout_must_be_a_number_of_seconds(timeout):
    reply = json.loads(api.handle(json.dumps({"op": "solve", "kind": "numberlink", "puzzle": HARD,
                                              "timeout": timeout})))
    assert not reply["ok"] and reply["error"] == "The timeout must be a number of seconds above 0 and at most 86400"


def test_the_cli_says_what_is_known_when_its_timeout_runs_out():
    done = gridhunt("solve", "numberlink", "--count", "--timeout", "0.3", stdin=HARD + "\n")
    assert done.stdout == "unknown: No solution found within 0.3 s\n"
    assert done.returncode == 0
    record = json.loads(gridhunt("solve", "numberlink", "--json", "--timeout", "0.3", stdin=HARD).stdout)
    assert (record["status"], record["timedOut"], record["note"]) == ("unknown", True, "No solution found within 0.3 s")


def test_the_cli_refuses_a_timeout_that_is_not_seconds():
    done = gridhunt("solve", "numberlink", "--timeout", "soon", stdin=HARD)
    assert done.returncode == 2 and "--timeout: must be a number of seconds" in done.stderr


def test_an_empty_kakuro_is_a_pigeonhole_said_at_once():
    with budget.within(10):  # without the reason, minutes of search: cut off, and the asserts below fail
        reply = json.loads(api.handle(json.dumps({"op": "solve", "kind": "kakuro", "puzzle": EMPTY_KAKURO, "limit": 2})))
        certain = json.loads(api.handle(json.dumps({"op": "certain", "kind": "kakuro", "puzzle": EMPTY_KAKURO})))
    sentence = "Row 1 has a run of 10 open cells: its digits differ, and there are only nine"
    assert (reply["status"], reply["reason"]) == ("unsolvable", sentence)
    assert (certain["count"], certain["reason"]) == (0, sentence)


def test_a_star_battle_with_a_region_too_few_is_said_at_once():
    # A real 13x13 two-star puzzle with one character of its borders changed: 12 regions for 13 rows.
    # The search alone needs 13,000 conflicts (a pigeonhole count): cut off below, the asserts fail.
    typo = "https://puzz.link/p?starbattle/13/13/2/40142jhssb4ij4491m8d6b0io4k8ab004vosuc02181v3e00o00fo3g00073phsg"
    with budget.within(0.5):
        reply = json.loads(api.handle(json.dumps({"op": "certain", "kind": "starbattle", "puzzle": typo})))
    assert (reply["count"], reply["reason"]) == (0, "The grid has 12 regions but 13 rows: each row and each region holds 2 stars")
