"""Numberlink's fast count (least answers, a line redrawn) against brute force on small grids.

The search looks only for least answers (rules.least_answers) and finds the second answer
by redrawing a line (reroute.redrawn) or by a second least answer; these tests try every
set of links on small random puzzles and check that nothing is lost: the same answers, each
once, the same count to two and the same links alike in every answer.
"""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS
from gridhunt.puzzles.numberlink.codec import Puzzle, links
from gridhunt.puzzles.numberlink.reroute import redrawn
from gridhunt.puzzles.numberlink.rules import lines_of
from gridhunt.puzzlink.numbers import QUESTION

NUMBERLINK = KINDS["numberlink"]
SIZES = [(2, 2), (3, 2), (2, 3), (4, 2), (3, 3), (5, 2), (2, 5)]  # at most 13 links: 8192 drawings


def every_answer(puzzle: Puzzle) -> set:
    return {lines for marks in product((False, True), repeat=len(links(puzzle)))
            if NUMBERLINK.is_solution(puzzle, lines := lines_of(puzzle, list(marks)))}


@st.composite
def small_puzzles(draw) -> Puzzle:
    w, h = draw(st.sampled_from(SIZES))
    clue = st.one_of(st.none(), st.none(), st.integers(1, 3), st.just(QUESTION))
    return Puzzle(w, h, tuple(draw(st.lists(clue, min_size=w * h, max_size=w * h))))


@settings(max_examples=150, deadline=None)
@given(small_puzzles())
def test_the_answers_are_exactly_those_brute_force_finds_each_once(puzzle):
    found = list(NUMBERLINK.solutions(puzzle))
    assert len(found) == len(set(found))
    assert set(found) == every_answer(puzzle)


@settings(max_examples=100, deadline=None)
@given(small_puzzles())
def test_the_count_to_two_and_the_certain_links_match_brute_force(puzzle):
    every = every_answer(puzzle)
    reply = NUMBERLINK.certain(puzzle, {})
    assert reply["count"] == min(len(every), 2) and reply["unique"] == (len(every) == 1)
    if not every:
        return
    data = [NUMBERLINK.solution_json(puzzle, lines) for lines in every]
    for part in ("across", "down"):
        for r, row in enumerate(reply["certain"][part]):
            for c, mark in enumerate(row):
                seen = {answer[part][r][c] for answer in data}
                assert mark == (seen.pop() if len(seen) == 1 else "?")


def test_a_line_with_room_beside_it_is_redrawn_and_a_walled_in_one_is_not():
    puzzle = NUMBERLINK.decode("https://puzz.link/p?numlin/3/2/1g1i")  # 1 . 1 / . . . : the 1s' line may dip
    marks = [True, True, False, False, False, False, False]
    again = redrawn(puzzle, marks)
    assert again is not None and again != marks and NUMBERLINK.is_solution(puzzle, lines_of(puzzle, again))
    walled = NUMBERLINK.decode("https://puzz.link/p?numlin/3/2/1g12g2")  # 1 . 1 / 2 . 2: the 2s' line below leaves no room
    full = [True, True, True, True, False, False, False]
    assert NUMBERLINK.is_solution(walled, lines_of(walled, full)) and redrawn(walled, full) is None
