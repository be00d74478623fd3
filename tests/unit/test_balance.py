"""Balance Loop: pzprjs's own answer to its test puzzle, and a brute-force judge on small boards.

npm's pzpr 0.10.1 does not know Balance Loop, so its checker cannot judge our answers; instead every
loop of a small grid is tried against ``is_solution`` (which measures the runs itself and shares
nothing with the solver), and the solver must find exactly those.
"""

from itertools import islice

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import balance
from gridhunt.puzzles.balance.codec import Puzzle
from gridhunt.puzzlink.numbers import QUESTION
from grid_loops import all_loops

FIXTURE = "https://puzz.link/p?balance/5/5/g9m1k0m8g"
# pzprjs's accepted answer for it (robx/pzprjs test/script/balance.js, its last check).
FIXTURE_ANSWER = ("pzprv3/balance/5/5/. 1,4 . . . /. . . . 1,-2 /. . . . . /0,-2 . . . . /. . . 0,4 . /"
                  "1 1 1 1 /1 0 1 1 /1 0 1 0 /1 0 0 0 /0 1 1 0 /1 0 0 0 1 /0 1 1 0 0 /1 0 0 1 0 /0 1 0 1 0 /")


def test_the_fixture_has_one_loop_and_it_is_pzprjs_answer():
    puzzle = balance.decode(FIXTURE)
    (only,) = islice(balance.solutions(puzzle), 2)
    assert balance.solution_pzprv3(puzzle, only) == FIXTURE_ANSWER


circles = st.one_of(st.none(), st.none(), st.none(), st.tuples(st.integers(0, 1), st.sampled_from([QUESTION, 1, 2, 3, 4, 5])))


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), st.integers(2, 4), st.booleans(), st.data())
def test_the_solver_finds_exactly_the_loops_that_pass_the_rules(w, h, full, data):
    puzzle = Puzzle(w, h, tuple(data.draw(st.lists(circles, min_size=w * h, max_size=w * h))), full)
    expected = {loop for loop in all_loops(w, h) if balance.is_solution(puzzle, loop)}
    assert set(balance.solutions(puzzle)) == expected


def test_the_url_codes_colour_and_number_together():
    puzzle = balance.decode(FIXTURE)
    assert [c for c in puzzle.circles if c] == [(1, 4), (1, QUESTION), (0, QUESTION), (0, 4)]
    assert balance.encode(puzzle) == FIXTURE
