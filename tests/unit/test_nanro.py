"""Nanro: the solver against pzprjs's own answer, against brute force over every way to write numbers on
small boards (judged by is_solution, written apart from the encoding), and its URL's bad input.
(pzprjs's checker judges the corpus's answers in tests/unit/test_genres.py.)"""

from itertools import islice, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import nanro as kind
from gridhunt.puzzles.nanro import rules
from gridhunt.puzzles.nanro.codec import QUESTION, Puzzle
from gridhunt.puzzlink import borders

FIXTURE = "https://puzz.link/p?nanro/4/4/6r0s1oi13n1h"


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """robx/pzprjs test/script/nanro.js's last file, null code: its givens and the numbers written in."""
    puzzle = kind.decode(FIXTURE)
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_json(puzzle, solution) == [[0, 2, 2, 1], [3, 1, 0, 0], [3, 0, 0, 0], [3, 1, 0, 0]]
    assert kind.solution_pzprv3(puzzle, solution).endswith("/. 2 2 . /. 1 . . /3 . . . /3 . . . /")


@pytest.mark.parametrize("text, words", [
    ("https://puzz.link/p?nanro/2/1/05", "room of 2 cells"),
    ("https://puzz.link/p?nanro/2/1/0111", "more cells"),
    ("https://puzz.link/p?nurikabe/2/1/1g", "not Nanro"),
])
def test_bad_urls_are_refused_with_a_sentence(text, words):
    with pytest.raises(ValueError, match=words):
        kind.decode(text)


@st.composite
def boards(draw):
    """A board of at most 5 cells cut into rooms by random walls, some cells given from a random writing."""
    w, h = draw(st.sampled_from([(2, 2), (1, 4), (4, 1), (5, 1), (1, 5), (3, 1), (2, 1)]))
    beside = draw(st.lists(st.booleans(), min_size=(w - 1) * h, max_size=(w - 1) * h))
    below = draw(st.lists(st.booleans(), min_size=w * (h - 1), max_size=w * (h - 1)))
    rooms = tuple(borders.regions_of(beside, below, w, h))
    shown = draw(st.lists(st.sampled_from([None, None, "n", "?"]), min_size=w * h, max_size=w * h))
    sizes = [rooms.count(x) for x in rooms]
    givens = tuple(None if how is None else QUESTION if how == "?" else draw(st.integers(1, size))
                   for how, size in zip(shown, sizes))
    return Puzzle(w, h, rooms, givens)


@settings(max_examples=60, deadline=None)
@given(boards())
def test_the_solver_finds_exactly_the_writings_brute_force_finds(puzzle):
    sizes = [puzzle.regions.count(x) for x in puzzle.regions]
    every = product(*(range(size + 1) for size in sizes))
    expected = {found for found in every if kind.is_solution(puzzle, found)}
    assert set(islice(kind.solutions(puzzle), len(expected) + 1)) == expected


def test_is_solution_states_the_rules():
    two_rooms = Puzzle(4, 1, (0, 0, 1, 1), (None,) * 4)
    assert kind.is_solution(two_rooms, (0, 1, 2, 2))
    assert not kind.is_solution(two_rooms, (0, 1, 1, 0))  # the same number side by side across a wall
    assert not kind.is_solution(two_rooms, (1, 0, 0, 1))  # the numbers in two pieces
    assert not kind.is_solution(two_rooms, (2, 0, 1, 0))  # a room of 2 with one number
    assert not kind.is_solution(two_rooms, (1, 0, 0, 0))  # a room with no number
    square = Puzzle(2, 2, (0, 0, 0, 0), (None,) * 4)
    assert not kind.is_solution(square, (4, 4, 4, 4))  # a 2x2 block filled
    assert not kind.is_solution(Puzzle(2, 1, (0, 0), (2, None)), (1, 0))  # a given changed


def test_certain_marks_the_cells_that_differ():
    reply = kind.certain(Puzzle(3, 1, (0, 0, 0), (None, None, None)), {})
    assert reply["count"] == 2 and reply["certain"] == [["?", "?", "?"]]
    reply = kind.certain(kind.decode(FIXTURE), {})
    assert reply["unique"] and reply["certain"][0] == [0, 2, 2, 1]


def test_the_encoding_grows_with_cells_not_with_cells_times_values():
    # a variable per cell and value, and counters per room value, made 15,251 variables for an empty
    # 10x10 board of one room, and its Solve took seconds: now a cell is filled or not, its room has a value
    rooms = rules.Rooms(Puzzle(10, 10, (0,) * 100, (None,) * 100))
    assert rooms.problem.solver.nvars <= 3 * 100 + 1


def test_certain_keeps_a_room_value_that_differs_apart_from_cells_that_are_filled_in_every_solution():
    # two cells of one room, both filled or one of them: the cells may hold 2 or 1 or nothing
    reply = kind.certain(Puzzle(2, 1, (0, 0), (QUESTION, None)), {})
    assert reply["count"] == 2 and reply["certain"] == [["?", "?"]]
    reply = kind.certain(Puzzle(2, 1, (0, 1), (None, None)), {})
    assert reply["count"] == 0 and reply["certain"] is None


def test_the_board_shows_the_answers_numbers_and_unknown_cells():
    puzzle = kind.decode(FIXTURE)
    drawn = kind.board(puzzle, [[0, 2, 2, 1], [3, 1, 0, 0], [3, 0, 0, 0], ["?", 1, 0, 0]])
    assert drawn["cells"][1] == {"text": "2", "answer": True} and drawn["cells"][12].get("unknown")
    with pytest.raises(ValueError):
        kind.board(puzzle, [[0, 2, 2, 1]])
