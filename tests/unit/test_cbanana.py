"""Choco Banana: npm's pzpr does not know it, so the solver is checked against every shading of small
boards, and against pzprjs's own answer to its test puzzle."""

from itertools import islice, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers
from gridhunt.puzzles import cbanana as kind
from gridhunt.puzzles.cbanana.codec import Puzzle
from gridhunt.puzzlink import numbers


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(2, 2), (3, 2), (3, 3), (4, 3), (3, 4)]), st.data())
def test_the_solver_finds_exactly_the_shadings_brute_force_finds(size, data):
    w, h = size
    clues = data.draw(st.lists(st.sampled_from([None, None, None, 1, 2, 3, 4, 6, numbers.QUESTION]),
                               min_size=w * h, max_size=w * h))
    puzzle = Puzzle(w, h, tuple(clues))
    expected = {shading for shading in product((False, True), repeat=w * h) if kind.is_solution(puzzle, shading)}
    assert same_answers((tuple(s) for s in kind.solutions(puzzle)), expected)


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """The answer of robx/pzprjs test/script/cbanana.js (its last, accepted file), ``#`` shaded."""
    puzzle = kind.decode("https://puzz.link/p?cbanana/5/5/g13t6h6i1")
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_pzprv3(puzzle, solution) == (
        "pzprv3/cbanana/5/5/. 1 3 . . /. . . . . /. . . . . /. . 6 . . /6 . . . 1 /"
        "+ # + + # /+ + # + # /+ + + # + /# # # + + /# # # + # /")


def test_a_lone_white_cell_is_a_rectangle_so_not_allowed():
    assert list(kind.solutions(kind.decode("https://puzz.link/p?cbanana/1/1/"))) == [(True,)]


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?cbanana/2/2/a", "a number is 1 to 4"),
    ("https://puzz.link/p?cbanana/2/2/zz", "more cells than its grid"),
])
def test_bad_urls_get_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(url)
