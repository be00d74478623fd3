"""Counts that prove a pasted board unsolvable at once (``unsolvable_reason``): never on a solvable one.

A sparse Nurikabe whose islands cannot break every 2x2 block of the wall, an empty Kakuro whose
runs are longer than nine cells: the search alone took minutes to refute them (issue 27).
"""

import json
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt import api
from gridhunt.puzzles import KINDS
from gridhunt.puzzles.kakuro.codec import Puzzle as KakuroPuzzle
from gridhunt.puzzles.nurikabe.codec import Puzzle as NurikabePuzzle

nurikabe, kakuro = KINDS["nurikabe"], KINDS["kakuro"]


def solvable_by_brute_force(puzzle: NurikabePuzzle) -> bool:
    return any(nurikabe.is_solution(puzzle, shading) for shading in product((False, True), repeat=puzzle.w * puzzle.h))


@settings(max_examples=80, deadline=None)
@given(st.integers(2, 4), st.integers(2, 3), st.data())
def test_a_nurikabe_said_unsolvable_has_no_solution(w, h, data):
    clues = data.draw(st.lists(st.one_of(st.none(), st.none(), st.none(), st.integers(1, 6)), min_size=w * h, max_size=w * h))
    puzzle = NurikabePuzzle(w, h, tuple(clues))
    if nurikabe.unsolvable_reason(puzzle):
        assert not solvable_by_brute_force(puzzle)


def test_a_sparse_nurikabe_is_unsolvable_at_once_with_the_count():
    # Clues 4, 7, 6, 17, 2 on a 10x10 (the paste benchmark's sparse case: minutes of search before).
    clues = [None] * 100
    for i, size in ((6, 4), (27, 7), (44, 6), (82, 17), (99, 2)):
        clues[i] = size
    reply = json.loads(api.handle(json.dumps({"op": "solve", "kind": "nurikabe", "limit": 2, "timeout": 10,
                                              "model": {"w": 10, "h": 10, "clues": clues}})))
    assert reply["status"] == "unsolvable"
    assert reply["reason"] == "The islands can touch at most 79 of the 81 2x2 blocks, and each block needs an unshaded cell"


def test_a_nurikabe_with_a_question_mark_is_left_to_the_search():
    assert nurikabe.unsolvable_reason(NurikabePuzzle(4, 4, (-2,) + (None,) * 15)) is None


def test_a_kakuro_run_no_digits_can_sum_is_unsolvable():
    # A 3x1 row: its across sum 25 over two open cells (9 + 8 = 17 at most), the first cell a clue.
    puzzle = KakuroPuzzle(3, 1, ((None, 25), None, None), (None, None, None), (None,))
    assert kakuro.unsolvable_reason(puzzle) == "Row 1 has a run of 2 open cells with the sum 25, which no 2 different digits make"
    assert next(kakuro.solutions(puzzle), None) is None
    fine = KakuroPuzzle(3, 1, ((None, 17), None, None), (None, None, None), (None,))
    assert kakuro.unsolvable_reason(fine) is None and next(kakuro.solutions(fine), None) is not None
