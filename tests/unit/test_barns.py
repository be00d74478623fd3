"""Barns: the loop crossing itself on ice, walls, bad URLs, and small boards against brute force.

Its corpus puzzles and pzprjs's fixture are judged by pzprjs in test_genres.py.
"""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.api import handle
from gridhunt.puzzles import KINDS
from gridhunt.puzzles.barns.codec import Puzzle
from brute import same_answers
from grid_loops import every_set_of_links

barns = KINDS["barns"]


def test_the_loop_crosses_itself_on_ice_and_nowhere_else():
    puzzle = barns.decode("https://puzz.link/p?barns/5/5/06ec080000100")
    (loop,) = list(barns.solutions(puzzle))
    w, h = 5, 5
    links = [0] * (w * h)
    for r in range(h):
        for c in range(w):
            if c + 1 < w and loop.across[r][c]:
                links[r * w + c] += 1
                links[r * w + c + 1] += 1
            if r + 1 < h and loop.down[r][c]:
                links[r * w + c] += 1
                links[r * w + c + w] += 1
    crossings = [i for i in range(w * h) if links[i] == 4]
    assert crossings and all(puzzle.ice[i] for i in crossings)


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?barns/5/5/06e", "icy cells are cut short"),
    ("https://puzz.link/p?barns/5/5/06ec0800", "walls between regions are cut short"),
    ("https://puzz.link/p?barns/5/5/06ec080000100zz", "more than its grid's icy cells and walls"),
    ("https://puzz.link/p?barns/x/5/5/06ec080000100", "no option 'x'"),
])
def test_a_bad_url_gets_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        barns.decode(url)


boards = st.tuples(st.sampled_from([(3, 3), (2, 4), (4, 2), (2, 3)]), st.data())


@settings(max_examples=40, deadline=None)
@given(boards)
def test_small_boards_have_the_loops_brute_force_finds(board):
    (w, h), data = board
    ice = tuple(data.draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h)))
    beside = tuple(data.draw(st.lists(st.sampled_from([False, False, False, True]), min_size=(w - 1) * h, max_size=(w - 1) * h)))
    below = tuple(data.draw(st.lists(st.sampled_from([False, False, False, True]), min_size=w * (h - 1), max_size=w * (h - 1))))
    puzzle = Puzzle(w, h, ice, beside, below)
    brute = {lines for lines in every_set_of_links(w, h) if barns.is_solution(puzzle, lines)}
    assert same_answers(barns.solutions(puzzle), brute)


def test_an_odd_board_without_ice_has_no_loop_through_every_cell_and_says_why():
    # 225 cells, one more dark than light on a checkerboard: the search used to run on, unable to count colours.
    reply = json.loads(handle(json.dumps({"op": "certain", "kind": "barns", "timeout": 10, "model": {
        "w": 15, "h": 15, "ice": [0] * 225, "beside": [0] * 210, "below": [0] * 210}})))
    assert reply["ok"] and reply["count"] == 0 and not reply.get("timedOut")
    assert "checkerboard" in reply["reason"]
    assert barns.unsolvable_reason(Puzzle(4, 3, (False,) * 12, (False,) * 9, (False,) * 8)) is None
