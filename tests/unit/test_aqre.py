"""Aqre: npm's pzpr does not know it, so the solver is checked against brute force over every shading of
small boards (judged by is_solution, written apart from the encoding), and against pzprjs's own answer."""

from itertools import islice, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import aqre as kind
from gridhunt.puzzles.aqre.codec import Puzzle
from gridhunt.puzzlink import borders
from gridhunt.puzzlink.numbers import QUESTION

FIXTURE = "https://puzz.link/p?aqre/6/6/444400vvo3u0012345g"


def test_pzprjs_test_puzzle_has_one_answer():
    """robx/pzprjs test/script/aqre.js's puzzle (its fixture's last file is left undecided, so no answer to compare)."""
    puzzle = kind.decode(FIXTURE)
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.is_solution(puzzle, solution)
    assert kind.encode(puzzle) == FIXTURE


@pytest.mark.parametrize("text, words", [
    ("https://puzz.link/p?aqre/b/6/6/444400vvo3u0012345g", "variant"),
    ("https://puzz.link/p?aqre/2/1/09", "has 2 cells but the number 9"),
    ("https://puzz.link/p?aqre/2/1/00111", "more room numbers"),
    ("https://puzz.link/p?nurikabe/2/1/1g", "not Aqre"),
])
def test_bad_urls_are_refused_with_a_sentence(text, words):
    with pytest.raises(ValueError, match=words):
        kind.decode(text)


@st.composite
def boards(draw):
    """A board of at most 12 cells cut into rooms by random walls, some rooms numbered from a random shading."""
    w, h = draw(st.sampled_from([(4, 3), (3, 4), (4, 2), (2, 4), (3, 3), (5, 2), (1, 5)]))
    beside = draw(st.lists(st.booleans(), min_size=(w - 1) * h, max_size=(w - 1) * h))
    below = draw(st.lists(st.booleans(), min_size=w * (h - 1), max_size=w * (h - 1)))
    rooms = borders.regions_of(beside, below, w, h)
    shading = draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h))
    shown = draw(st.lists(st.sampled_from(["none", "count", "count", "?"]), min_size=max(rooms) + 1, max_size=max(rooms) + 1))
    clues = tuple(None if how == "none" else QUESTION if how == "?" else sum(s for s, x in zip(shading, rooms) if x == room)
                  for room, how in enumerate(shown))
    return Puzzle(w, h, tuple(rooms), clues)


@settings(max_examples=40, deadline=None)
@given(boards())
def test_the_solver_finds_exactly_the_shadings_brute_force_finds(puzzle):
    every = [tuple(s) for s in product((False, True), repeat=puzzle.w * puzzle.h)]
    expected = {s for s in every if kind.is_solution(puzzle, s)}
    found = {tuple(s) for s in islice(kind.solutions(puzzle), len(expected) + 1)}
    assert found == expected


def test_is_solution_states_the_rules():
    room = Puzzle(4, 1, (0, 0, 0, 0), (None,))
    assert not kind.is_solution(room, (True, True, True, True))  # four shaded in a row
    assert not kind.is_solution(room, (False, False, False, False))  # four unshaded in a row
    assert kind.is_solution(room, (True, True, True, False))
    assert not kind.is_solution(room, (True, False, True, False))  # shaded cells in two pieces
    assert not kind.is_solution(Puzzle(4, 1, (0, 0, 0, 0), (2,)), (True, True, True, False))  # the room's number


def test_certain_marks_the_cells_that_differ():
    assert kind.certain(Puzzle(3, 1, (0, 0, 0), (2,)), {}) == {"count": 2, "unique": False, "certain": ["?#?"]}
    assert kind.certain(Puzzle(3, 1, (0, 0, 0), (4,)), {})["count"] == 0
    assert kind.certain(kind.decode(FIXTURE), {})["unique"]
