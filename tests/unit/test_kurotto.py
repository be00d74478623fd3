"""Kurotto: the rules against brute force on small boards, bad clues, the board.

The corpus and pzprjs's fixture are judged by pzprjs in test_genres.py; here small random
boards are solved both by the engine and by trying every shading against ``is_solution``.
"""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers
from gridhunt.puzzles import KINDS
from gridhunt.puzzlink.numbers import QUESTION

kurotto = KINDS["kurotto"]


@settings(max_examples=50, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_small_boards_have_exactly_the_solutions_brute_force_finds(w, h, data):
    clues = data.draw(st.lists(st.one_of(st.none(), st.none(), st.integers(0, 5), st.just(QUESTION)),
                               min_size=w * h, max_size=w * h))
    puzzle = kurotto.from_model({"w": w, "h": h, "clues": [c if c is None or c < w * h else None for c in clues]})
    brute = {bits for bits in product((False, True), repeat=w * h) if kurotto.is_solution(puzzle, bits)}
    assert same_answers(kurotto.solutions(puzzle), brute)


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?kurotto/2/2/9", "a number is 0 to 3"),
    ("https://puzz.link/p?kurotto/2/2/g0j", "more cells than its grid"),
])
def test_bad_urls_get_a_sentence(url, message):
    with pytest.raises(ValueError, match=message):
        kurotto.decode(url)


def test_the_board_circles_the_numbers_and_shades_the_answer():
    puzzle = kurotto.decode("https://puzz.link/p?kurotto/5/5/30m4h6h4m02")
    solved = kurotto.board(puzzle, kurotto.solution_json(puzzle, next(kurotto.solutions(puzzle))))
    assert solved["cells"][0] == {"text": "3", "mark": "circle"}
    assert sum(cell.get("fill") == "shaded" for cell in solved["cells"]) == 9
