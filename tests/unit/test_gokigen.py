"""Gokigen: the solver finds exactly the slash fillings that pass the rules, on boards small enough to try all.

pzprjs's checker judges the corpus's answers (tests/unit/test_genres.py); here every filling of a
small board is tried against ``is_solution``, which shares nothing with the solver.
"""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers
from gridhunt.puzzles import gokigen
from gridhunt.puzzles.gokigen.codec import Puzzle
from gridhunt.puzzlink.numbers import QUESTION


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 4), st.integers(1, 3), st.data())
def test_the_solver_finds_exactly_the_fillings_that_pass_the_rules(w, h, data):
    corners = (w + 1) * (h + 1)
    clues = data.draw(st.lists(st.sampled_from([None, None, None, QUESTION, 0, 1, 2, 3, 4]), min_size=corners, max_size=corners))
    puzzle = Puzzle(w, h, tuple(clues))
    expected = {answer for answer in product((1, 2), repeat=w * h) if gokigen.is_solution(puzzle, answer)}
    assert same_answers(gokigen.solutions(puzzle), expected)


def test_a_diamond_is_a_loop():
    """Four slashes round the middle corner of a 2x2 grid close a loop: with a 0 there, no solution."""
    assert list(gokigen.solutions(gokigen.decode("https://puzz.link/p?gokigen/2/2/j0j"))) == []
    assert not gokigen.is_solution(Puzzle(2, 2, (None,) * 9), (2, 1, 1, 2))


def test_the_old_url_code_is_refused_with_a_sentence():
    try:
        gokigen.decode("https://puzz.link/p?gokigen/d/4/4/iaegcgcj6a")
    except ValueError as error:
        assert "old code" in str(error)
    else:
        raise AssertionError("the d flag was read")
    assert gokigen.decode("https://puzz.link/p?gokigen/c/4/4/iaegcgcj6a") == gokigen.decode("https://puzz.link/p?gokigen/4/4/iaegcgcj6a")
