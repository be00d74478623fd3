"""Nurimaze: the solver against brute force over every shading of small boards cut into random tiles (judged
by is_solution, written apart from the encoding), and its URL's bad input. (pzprjs's checker judges the
corpus's answers in tests/unit/test_genres.py.)"""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers
from gridhunt.puzzles import nurimaze as kind
from gridhunt.puzzles.nurimaze.codec import CIRCLE, GOAL, START, TRIANGLE, Puzzle
from gridhunt.puzzlink import borders


@pytest.mark.parametrize("text, words", [
    ("https://puzz.link/p?nurimaze/2/1/011", "2 of the starts"),
    ("https://puzz.link/p?nurimaze/2/1/03", "holds a circle where the start stands"),
    ("https://puzz.link/p?nurimaze/2/1/0!", "stray character"),
    ("https://puzz.link/p?nurimaze/2/1/0123", "more cells"),
    ("https://puzz.link/p?nurikabe/2/1/1g", "not Nurimaze"),
])
def test_bad_urls_are_refused_with_a_sentence(text, words):
    with pytest.raises(ValueError, match=words):
        kind.decode(text)


def test_without_a_start_or_a_goal_they_stand_where_pzprjs_puts_them():
    puzzle = kind.decode("https://puzz.link/p?nurimaze/3/2/00")
    assert (puzzle.start(), puzzle.goal()) == (0, 5)
    assert kind.decode(kind.encode(puzzle)) == puzzle


def test_is_solution_states_the_rules():
    row = Puzzle(3, 1, (0, 1, 2), (START, 0, GOAL))
    assert kind.is_solution(row, (False, False, False))
    assert not kind.is_solution(row, (False, True, False))  # the way is cut
    ring = Puzzle(3, 3, tuple(range(9)), (START, 0, 0, 0, 0, 0, 0, 0, GOAL))
    assert not kind.is_solution(ring, (False,) * 4 + (True,) + (False,) * 4)  # a loop around the middle
    side = Puzzle(3, 2, tuple(range(6)), (START, 0, GOAL, CIRCLE, 0, TRIANGLE))
    assert not kind.is_solution(side, (False, False, False, False, True, False))  # the circle is off the way
    assert not kind.is_solution(Puzzle(2, 1, (0, 0), (START, GOAL)), (False, True))  # half a tile shaded


@st.composite
def boards(draw):
    """A board of at most 9 cells cut into random tiles, with a start, a goal and a few circles and triangles."""
    w, h = draw(st.sampled_from([(2, 2), (3, 2), (2, 3), (3, 3), (4, 2), (5, 1)]))
    beside = draw(st.lists(st.booleans(), min_size=(w - 1) * h, max_size=(w - 1) * h))
    below = draw(st.lists(st.booleans(), min_size=w * (h - 1), max_size=w * (h - 1)))
    marks = draw(st.lists(st.sampled_from([0, 0, 0, CIRCLE, TRIANGLE]), min_size=w * h, max_size=w * h))
    start, goal = draw(st.lists(st.integers(0, w * h - 1), min_size=2, max_size=2, unique=True))
    marks[start], marks[goal] = START, GOAL
    return Puzzle(w, h, tuple(borders.regions_of(beside, below, w, h)), tuple(marks))


@settings(max_examples=60, deadline=None)
@given(boards())
def test_the_solver_finds_exactly_the_shadings_brute_force_finds(puzzle):
    assert kind.decode(kind.encode(puzzle)) == puzzle
    expected = {bits for bits in product((False, True), repeat=puzzle.w * puzzle.h) if kind.is_solution(puzzle, bits)}
    assert same_answers(kind.solutions(puzzle), expected)
