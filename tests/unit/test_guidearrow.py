"""Guide Arrow: the star and arrows in the URL, bad input, and small boards against brute force.

npm's pzpr 0.10.1 does not know Guide Arrow: its answers are judged by ``is_solution`` (written
apart from the solver), pzprjs's own answer to its fixture, and every shading of small boards.
"""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS
from gridhunt.puzzles.guidearrow.codec import Puzzle
from gridhunt.puzzlink.numbers import QUESTION
from brute import same_answers

guidearrow = KINDS["guidearrow"]
FIXTURE = "https://puzz.link/p?guidearrow/4/4/33i3ele"


def test_the_fixture_has_pzprjs_s_answer():
    puzzle = guidearrow.decode(FIXTURE)
    (found,) = list(guidearrow.solutions(puzzle))
    assert guidearrow.solution_json(puzzle, found) == [".#..", "...#", ".#..", "#..#"]
    assert guidearrow.solution_pzprv3(puzzle, found) == (
        "pzprv3/guidearrow/4/4/5 5/. . . 3 /4 . . . /. . . . /. 4 . . /+ # + + /+ + + # /+ # + + /# + + # /")


def test_the_star_has_its_own_place_in_the_model_and_must_be_there():
    puzzle = guidearrow.decode(FIXTURE)
    model = guidearrow.model(puzzle)
    assert model["cells"][10] == 5 and guidearrow.from_model(model) == puzzle
    model["cells"][10] = None
    assert guidearrow.from_model(model).goal == 0  # pzprjs's new board has its star in the top left cell
    model["cells"][0] = 5
    model["cells"][1] = 5
    with pytest.raises(ValueError, match="2 stars"):
        guidearrow.from_model(model)
    model["cells"][:2] = [1, None]
    with pytest.raises(ValueError, match="needs one star"):
        guidearrow.from_model(model)


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?guidearrow/4/4/", "star's column and row"),
    ("https://puzz.link/p?guidearrow/4/4/53i3ele", "4 and 4 at most"),
    ("https://puzz.link/p?guidearrow/4/4/33i3eleee", "more cells than its grid"),
    ("https://puzz.link/p?guidearrow/4/4/330", "an arrow is 1"),
    ("https://puzz.link/p?guidearrow/4/4/33p1", "star's cell holds an arrow"),
])
def test_a_bad_url_gets_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        guidearrow.decode(url)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(3, 3), (4, 3), (3, 4), (2, 5)]), st.data())
def test_small_boards_have_the_shadings_brute_force_finds(size, data):
    w, h = size
    goal = data.draw(st.integers(0, w * h - 1))
    arrows = data.draw(st.lists(st.sampled_from([None, None, None, None, 1, 2, 3, 4, QUESTION]), min_size=w * h, max_size=w * h))
    arrows[goal] = None
    puzzle = Puzzle(w, h, tuple(arrows), goal)
    brute = {shading for shading in product((False, True), repeat=w * h) if guidearrow.is_solution(puzzle, shading)}
    assert same_answers(guidearrow.solutions(puzzle), brute)
