"""Icebarn: the URL's forms, the way in and out, bad input, and small boards against brute force.

Its corpus puzzles and pzprjs's fixture are judged by pzprjs in test_genres.py.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS
from gridhunt.puzzles.icebarn.codec import DOWN, LEFT, RIGHT, UP, Puzzle
from brute import same_answers
from grid_loops import every_set_of_links

icebarn = KINDS["icebarn"]
FIXTURE = "https://puzz.link/p?icebarn/8/8/73btfk05ovbjghzpwz9bwm/3/11"


def test_the_fixture_reads_and_writes_back_as_pzprjs_wrote_it():
    puzzle = icebarn.decode(FIXTURE)
    assert icebarn.encode(puzzle) == FIXTURE
    assert (puzzle.rim(puzzle.way_in), puzzle.rim(puzzle.way_out)) == (("top", 3), ("bottom", 59))
    assert sum(1 for x in puzzle.beside + puzzle.below if x) == 6


def test_a_pass_of_arrows_cut_short_before_the_way_in_reads_as_pzprjs_reads_it():
    """pzprjs stops a pass at the ``/`` before the way in: the arrows not reached are none."""
    whole = icebarn.decode("https://puzz.link/p?icebarn/3/1/0012/6/7")
    assert icebarn.decode("https://puzz.link/p?icebarn/3/1/001/6/7") == whole
    assert whole.beside == (LEFT, 0) and icebarn.encode(whole) == "https://puzz.link/p?icebarn/3/1/0012/6/7"


def test_the_model_marks_the_way_in_and_out_on_the_rim():
    puzzle = icebarn.decode(FIXTURE)
    model = icebarn.model(puzzle)
    assert model["top"][3] == 1 and model["bottom"][3] == 2 and model["left"] == [None] * 8
    assert icebarn.from_model(model) == puzzle
    model["bottom"][3] = None
    with pytest.raises(ValueError, match="one way in"):
        icebarn.from_model(model)
    model = icebarn.model(puzzle)
    model["arrows"][0] = UP  # a cell's centre, not a side
    with pytest.raises(ValueError, match="a side between two cells"):
        icebarn.from_model(model)


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?icebarn/8/8/73btfk05ovbjghzpwz9bwm", "where the line comes in and goes out"),
    ("https://puzz.link/p?icebarn/8/8/73btfk05ovbjghzpwz9bwm/3/3", "the same side"),
    ("https://puzz.link/p?icebarn/8/8/73btfk05ovbjghzpwz9bwm/3/99", "not on the grid's rim"),
    ("https://puzz.link/p?icebarn/8/8/73btf", "icy cells are cut short"),
    ("https://puzz.link/p?icebarn/8/8/73btfk05ovbjg%/3/11", "stray character"),
    ("https://puzz.link/p?icebarn/1/1/0/0/1", "two cells or more"),
    ("https://puzz.link/p?icebarn/c/8/8/73btfk05ovbjghzpwz9bwm/3/11", "old form"),
])
def test_a_bad_url_gets_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        icebarn.decode(url)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(3, 3), (2, 4), (4, 2), (3, 2)]), st.data())
def test_small_boards_have_the_lines_brute_force_finds(size, data):
    w, h = size
    ice = tuple(data.draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h)))
    beside = tuple(data.draw(st.lists(st.sampled_from([0, 0, 0, LEFT, RIGHT]), min_size=(w - 1) * h, max_size=(w - 1) * h)))
    below = tuple(data.draw(st.lists(st.sampled_from([0, 0, 0, UP, DOWN]), min_size=w * (h - 1), max_size=w * (h - 1))))
    way_in, way_out = data.draw(st.lists(st.integers(0, 2 * (w + h) - 1), min_size=2, max_size=2, unique=True))
    puzzle = Puzzle(w, h, ice, beside, below, way_in, way_out)
    brute = {lines for lines in every_set_of_links(w, h) if icebarn.is_solution(puzzle, lines)}
    assert same_answers(icebarn.solutions(puzzle), brute)
