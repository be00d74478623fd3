"""Kurodoko: sight lines against brute force on small boards (the corpus is judged by pzprjs in test_genres.py)."""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers
from gridhunt.puzzles import KINDS
from gridhunt.puzzlink.numbers import QUESTION

kurodoko = KINDS["kurodoko"]


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_small_boards_have_exactly_the_solutions_brute_force_finds(w, h, data):
    clues = data.draw(st.lists(st.one_of(st.none(), st.none(), st.none(), st.integers(1, w + h - 1), st.just(QUESTION)),
                               min_size=w * h, max_size=w * h))
    puzzle = kurodoko.from_model({"w": w, "h": h, "clues": clues})
    brute = {bits for bits in product((False, True), repeat=w * h) if kurodoko.is_solution(puzzle, bits)}
    assert same_answers(kurodoko.solutions(puzzle), brute)


def test_a_number_beyond_what_a_cell_can_see_is_refused():
    with pytest.raises(ValueError, match="Row 1, column 1: a number is 1 to 5"):
        kurodoko.decode("https://puzz.link/p?kurodoko/3/3/6")
