"""Creek: corner clues against brute force on small boards, bad URLs, the board's corner numbers.

The corpus and pzprjs's fixture are judged by pzprjs in test_genres.py.
"""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers
from gridhunt.puzzles import KINDS
from gridhunt.puzzlink.numbers import QUESTION

creek = KINDS["creek"]


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_small_boards_have_exactly_the_solutions_brute_force_finds(w, h, data):
    corners = data.draw(st.lists(st.one_of(st.none(), st.none(), st.integers(0, 4), st.just(QUESTION)),
                                 min_size=(w + 1) * (h + 1), max_size=(w + 1) * (h + 1)))
    puzzle = creek.from_model({"w": w, "h": h, "corners": corners})
    assert creek.decode(creek.encode(puzzle)) == puzzle
    brute = {bits for bits in product((False, True), repeat=w * h) if creek.is_solution(puzzle, bits)}
    assert same_answers(creek.solutions(puzzle), brute)


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?creek/d/2/2/0", "old URL form"),
    ("https://puzz.link/p?creek/2/2/zz", "more corners than its grid"),
])
def test_bad_urls_get_a_sentence(url, message):
    with pytest.raises(ValueError, match=message):
        creek.decode(url)


def test_the_board_puts_the_numbers_on_the_corners():
    puzzle = creek.decode("https://puzz.link/p?creek/6/6/gagaich2cgb6769dt")
    drawn = creek.board(puzzle)
    assert drawn["cornerTexts"][:2] == [[0, 1, "0"], [0, 5, "0"]] and len(drawn["cornerTexts"]) == 11
