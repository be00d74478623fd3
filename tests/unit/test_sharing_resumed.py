"""What every solution shares, cut short by the time budget, goes on where it stopped when asked again: the page's
Keep searching no longer starts the sharing phase again (its proofs, its learnt clauses and what its questions
settled are kept, ``answers.verdict``), and a request about another puzzle drops what was kept.

The budget's clock here counts its reads (each one 0.1 s), so "the time ran out" is the same step of the
search on every machine, and the searches' conflicts are the same on every run."""

import json
from itertools import count

import pytest

from gridhunt import api
from conflicts import counted
from gridhunt.search import budget

AMBIGUOUS = "https://puzz.link/p?cbanana/10/10/g4j6h8i7p8i4n4h6zg2n6i5p8i3h2j2g"  # a clue removed: many answers
OTHER = "https://puzz.link/p?cbanana/4/4/g4j6h8"
# A 16x16 Sudoku with a typo (the paste bench's): many solutions, some digits in every one.
SUDOKU = ("40070001000000000000C2G300D00050F0060000C0G30B0002G3F0009BE00A000040000900000000"
          "00003740AC0E0D00000F25A0000000091080006CG37F00A0E000B0F050308020000C0004D010A30B"
          "00F0700A090000000G90000006020F0C00000D050E000C3F0D0G001F60B020005009A0000G000100"
          "000E00B270C0690D")


@pytest.fixture
def reads(monkeypatch):
    """The budget's clock: 0.1 s a read; how many reads there were."""
    ticks = count()
    read = [0]

    def clock():
        read[0] += 1
        return next(ticks) * 0.1

    monkeypatch.setattr(budget, "clock", clock)
    budget.keep_only(None)  # nothing another test left
    return read


@pytest.fixture
def conflicts():
    """The SAT searches' conflicts since the last reset of ``conflicts[0]``."""
    with counted() as total:
        yield total


def ask(op: str, puzzle: str, timeout: float | None = None, **more) -> dict:
    request = {"op": op, "kind": "cbanana", "puzzle": puzzle, "limit": 2, **more}
    if timeout is not None:
        request["timeout"] = timeout
    return json.loads(api.handle(json.dumps(request)))


def sharing(reads, timeout: float = 1000) -> dict:
    """The page's Solve: a count to two, then what every solution shares within ``timeout`` (each request has a
    budget of its own); ``reads[0]``: the clock's reads of the second."""
    counted = ask("solve", AMBIGUOUS, 1000)
    assert counted["count"] == 2
    reads[0] = 0
    return ask("certain", AMBIGUOUS, timeout, solutions=counted["solutions"], countSeconds=1)


def test_keep_searching_goes_on_where_the_sharing_phase_stopped(reads, conflicts):
    whole = sharing(reads)
    assert not whole.get("timedOut") and whole["certain"]
    reads_whole, conflicts_whole = reads[0], conflicts[0]
    cut = sharing(reads, reads_whole * 0.1 / 2)  # half the clock's reads: out of time in the sharing phase
    assert cut["timedOut"] and cut["count"] == 2 and budget.kept
    conflicts[0] = 0
    again = sharing(reads)
    assert again["certain"] == whole["certain"] and not again.get("timedOut")
    assert conflicts[0] < conflicts_whole  # went on: not all of the search again


def test_a_request_about_another_puzzle_drops_the_sharing_phase_kept(reads, conflicts):
    whole = sharing(reads)
    reads_whole, conflicts_whole = reads[0], conflicts[0]
    sharing(reads, reads_whole * 0.1 / 2)
    assert budget.kept
    ask("solve", OTHER, 1000)
    assert not budget.kept
    conflicts[0] = 0
    again = sharing(reads)
    assert again["certain"] == whole["certain"] and conflicts[0] == conflicts_whole  # all of it again


def sudoku_sharing(reads, timeout: float = 1000) -> dict:
    """The Sudoku page's Check uniqueness: a count to two, then the digits every solution shares within ``timeout``
    (its own count to two first, then the sharing phase); ``reads[0]``: the clock's reads of the second."""
    asked = {"kind": "sudoku", "puzzle": SUDOKU, "timeout": 1000}
    assert json.loads(api.handle(json.dumps({**asked, "op": "solve", "limit": 2})))["count"] == 2
    reads[0] = 0
    return json.loads(api.handle(json.dumps({**asked, "op": "certain", "timeout": timeout})))


def test_the_sudoku_pages_keep_searching_goes_on_where_the_digits_every_solution_shares_stopped(reads, conflicts):
    whole = sudoku_sharing(reads)
    assert whole["ok"] and whole["count"] == 2 and "." in whole["certain"]
    reads_whole, conflicts_whole = reads[0], conflicts[0]
    cut = sudoku_sharing(reads, reads_whole * 0.1 * 0.7)  # out of time in the sharing phase, after its count
    assert cut["timedOut"] and budget.kept
    conflicts[0] = 0
    again = sudoku_sharing(reads)
    assert again["certain"] == whole["certain"]
    assert conflicts[0] < conflicts_whole
