"""Mid-loop: pzprjs's own answer to its test puzzle, and a brute-force judge on small boards.

npm's pzpr 0.10.1 does not know Mid-loop, so its checker cannot judge our answers; instead every loop
of a small grid is tried against ``is_solution`` (which measures the stretches itself and shares
nothing with the solver), and the solver must find exactly those.
"""

from itertools import islice

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import midloop
from gridhunt.puzzles.midloop.codec import Puzzle
from grid_loops import all_loops

FIXTURE = "https://puzz.link/p?midloop/4/4/jfjfi3fr"
# pzprjs's accepted answer for it (robx/pzprjs test/script/midloop.js, its last check).
FIXTURE_ANSWER = ("pzprv3/midloop/4/4/....2../......./..2..../......2/.2...../......./......./"
                  "0 1 1 /0 0 0 /1 0 0 /1 1 1 /0 1 0 1 /0 1 0 1 /1 0 0 1 /")


def test_the_fixture_has_one_loop_and_it_is_pzprjs_answer():
    puzzle = midloop.decode(FIXTURE)
    (only,) = islice(midloop.solutions(puzzle), 2)
    assert midloop.solution_pzprv3(puzzle, only) == FIXTURE_ANSWER


@st.composite
def small_boards(draw):
    w, h = draw(st.integers(2, 4)), draw(st.integers(2, 4))
    sparse = st.sampled_from([False, False, False, True])
    return Puzzle(w, h, tuple(draw(st.lists(sparse, min_size=w * h, max_size=w * h))),
                  tuple(draw(st.lists(sparse, min_size=(w - 1) * h, max_size=(w - 1) * h))),
                  tuple(draw(st.lists(sparse, min_size=w * (h - 1), max_size=w * (h - 1)))), draw(st.booleans()))


@settings(max_examples=40, deadline=None)
@given(small_boards())
def test_the_solver_finds_exactly_the_loops_that_pass_the_rules(puzzle):
    expected = {loop for loop in all_loops(puzzle.w, puzzle.h) if midloop.is_solution(puzzle, loop)}
    assert set(midloop.solutions(puzzle)) == expected


@settings(max_examples=200, deadline=None)
@given(small_boards())
def test_the_url_code_gives_back_every_board(puzzle):
    assert midloop.decode(midloop.encode(puzzle)) == puzzle


def test_white_dots_and_dots_on_corners_are_dropped():
    """A hex digit's parity is the dot's colour: 0 a white dot in the first cell reads as no dot."""
    assert midloop.decode("https://puzz.link/p?midloop/2/2/0") == midloop.decode("https://puzz.link/p?midloop/2/2/")


def test_a_dot_in_a_cell_is_the_middle_of_its_stretch():
    """A dot in the second cell of a 4x2 grid's top row: of the loops through it only the 3x2 one has it in the middle."""
    puzzle = Puzzle(4, 2, (False, True) + (False,) * 6, (False,) * 6, (False,) * 4)
    (only,) = midloop.solutions(puzzle)
    assert only.across == ((True, True, False), (True, True, False))
