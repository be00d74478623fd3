"""Moon or Sun: the solver finds exactly the loops that pass the rules, on boards small enough to try every loop.

pzprjs's checker judges the corpus's answers (tests/unit/test_genres.py); here every loop of a small
board is tried against ``is_solution``, which shares nothing with the solver.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import moonsun
from gridhunt.puzzles.moonsun.codec import Puzzle
from gridhunt.puzzlink import borders
from grid_loops import all_loops


@st.composite
def small_boards(draw):
    w, h = draw(st.integers(2, 4)), draw(st.integers(2, 4))
    beside = draw(st.lists(st.booleans(), min_size=(w - 1) * h, max_size=(w - 1) * h))
    below = draw(st.lists(st.booleans(), min_size=w * (h - 1), max_size=w * (h - 1)))
    marks = draw(st.lists(st.sampled_from([0, 0, 1, 2]), min_size=w * h, max_size=w * h))
    return Puzzle(w, h, tuple(borders.regions_of(beside, below, w, h)), tuple(marks))


@settings(max_examples=80, deadline=None)
@given(small_boards())
def test_the_solver_finds_exactly_the_loops_that_pass_the_rules(puzzle):
    expected = {loop for loop in all_loops(puzzle.w, puzzle.h) if moonsun.is_solution(puzzle, loop)}
    assert set(moonsun.solutions(puzzle)) == expected


def test_a_room_without_marks_has_no_solution():
    puzzle = moonsun.decode("https://puzz.link/p?moonsun/2/2/0000")  # one room, no marks
    assert list(moonsun.solutions(puzzle)) == []
