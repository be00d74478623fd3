"""Dominion: the solver against pzprjs's own answer, against brute force over every shading of small boards
(judged by is_solution, written apart from the encoding), and its URL's bad input. npm's pzpr 0.10.1 does
not know Dominion, so these stand in for its checker."""

from itertools import islice, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers, shared_columns
from gridhunt.puzzles import dominion as kind
from gridhunt.puzzles.dominion import band, rules
from gridhunt.puzzlink.numbered_shading import Puzzle
from gridhunt.puzzlink.numbers import QUESTION

FIXTURE = "https://puzz.link/p?dominion/5/5/h2l2g3k1h1i2"


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """robx/pzprjs test/script/dominion.js's last file, null code."""
    puzzle = kind.decode(FIXTURE)
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_json(puzzle, solution) == ["##...", "..#..", "..#..", "##.#.", "...#."]


@pytest.mark.parametrize("text, words", [
    ("https://puzz.link/p?dominion/2/1/0g", "a number is 1 to 52"),
    ("https://puzz.link/p?dominion/2/1/-35g", "a number is 1 to 52"),
    ("https://puzz.link/p?dominion/2/1/111", "more cells"),
    ("https://puzz.link/p?nurikabe/2/1/1g", "not Dominion"),
])
def test_bad_urls_are_refused_with_a_sentence(text, words):
    with pytest.raises(ValueError, match=words):
        kind.decode(text)


def test_letters_are_drawn_and_pictured_as_letters():
    puzzle = kind.decode("https://puzz.link/p?dominion/3/1/1-1bg")  # A, a (27), blank
    assert [cell.get("text") for cell in kind.board(puzzle)["cells"]] == ["A", "a", None]
    assert kind.render(puzzle, (False, False, False)) == "A a .\n"


def test_is_solution_states_the_rules():
    row = Puzzle(5, 1, (1, None, None, None, 2))
    assert kind.is_solution(row, (False, True, True, False, False))  # A | domino | . B
    assert not kind.is_solution(row, (False, False, False, False, False))  # A and B share an area
    assert not kind.is_solution(row, (False, True, False, False, False))  # a lone shaded cell
    assert not kind.is_solution(row, (True, True, False, False, False))  # a letter shaded
    same = Puzzle(5, 1, (1, None, None, None, 1))
    assert not kind.is_solution(same, (False, True, True, False, False))  # A in two areas
    lone = Puzzle(4, 1, (1, None, None, QUESTION))
    assert not kind.is_solution(lone, (False, True, True, False))  # a ? alone is no letter


@st.composite
def boards(draw):
    """A board of at most 9 cells with a few letters (A to C) and ``?``."""
    w, h = draw(st.sampled_from([(2, 2), (3, 2), (2, 3), (3, 3), (4, 2), (5, 1), (1, 4)]))
    clues = draw(st.lists(st.sampled_from([None, None, None, 1, 2, 3, QUESTION]), min_size=w * h, max_size=w * h))
    return Puzzle(w, h, tuple(clues))


@settings(max_examples=60, deadline=None)
@given(boards())
def test_the_solver_finds_exactly_the_shadings_brute_force_finds(puzzle):
    assert kind.decode(kind.encode(puzzle)) == puzzle
    expected = {bits for bits in product((False, True), repeat=puzzle.w * puzzle.h) if kind.is_solution(puzzle, bits)}
    assert same_answers(kind.solutions(puzzle), expected)


@st.composite
def banded(draw):
    """A board of at most 12 cells whose letters lie along one side, the rows past them empty: ``band``'s boards."""
    w, h = draw(st.sampled_from([(3, 4), (2, 5), (2, 6), (1, 5)]))
    first = draw(st.lists(st.sampled_from([None, 1, 1, 2, 2, 3, QUESTION]), min_size=w, max_size=w))
    clues = [*first, *[None] * (w * (h - 1))]
    side = draw(st.sampled_from(range(4)))  # letters along the top, the bottom, the left or the right
    board, _ = band.turned(Puzzle(w, h, tuple(clues)))[side]
    return board


@settings(max_examples=40, deadline=None)
@given(banded())
def test_cells_proved_on_the_board_cut_short_are_those_every_answer_shares(puzzle):
    """``certain`` first proves cells on the board cut after its last letter (``band``): its reply is still
    what brute force finds alike in every answer."""
    expected = {bits for bits in product((False, True), repeat=puzzle.w * puzzle.h) if kind.is_solution(puzzle, bits)}
    reply = kind.certain(puzzle, {})
    assert reply["count"] == min(len(expected), 2)
    if len(expected) > 1:
        alike = shared_columns(list(range(puzzle.w * puzzle.h)), expected)
        marks = "".join(reply["certain"])
        assert marks == "".join("?" if i not in alike else "#" if alike[i] else "." for i in range(puzzle.w * puzzle.h))


@settings(max_examples=15, deadline=None)
@given(st.lists(st.sampled_from([None, None, 1, 2, 3, 4]), min_size=12, max_size=12))
def test_a_cell_proved_on_the_board_cut_short_is_alike_in_every_answer(top):
    """Larger boards (two rows of letters, five empty): each cell ``band.settle`` proves holds in every
    answer the solver lists (the solver itself is checked against brute force above)."""
    puzzle = Puzzle(6, 7, tuple(top) + (None,) * 30)
    p, shaded = rules.problem(puzzle)
    band.settle(puzzle, p, shaded)
    proved = {i: value for i, v in enumerate(shaded) for value in (True, False)
              if p.solver.fails(-v if value else v)}
    for answer in islice(kind.solutions(puzzle), 200):
        assert all(answer[i] == value for i, value in proved.items())
