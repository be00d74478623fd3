"""San-Anko: the solver against pzprjs's own answer, against brute force over every way to write 0 to 3 in
the open cells of small boards (judged by is_solution, written apart from the encoding), and its URL's bad
input. npm's pzpr 0.10.1 does not know San-Anko, so these stand in for its checker."""

from itertools import islice, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers
from gridhunt.puzzles import sananko as kind
from gridhunt.puzzles.sananko.codec import Puzzle
from gridhunt.puzzlink import sum_clues
from gridhunt.puzzlink.numbers import QUESTION
from gridhunt.puzzlink.sum_clues import BLACK

FIXTURE = "https://puzz.link/p?sananko/4/4/3.0n+.7n"


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """robx/pzprjs test/script/sananko.js's last file, null code."""
    puzzle = kind.decode(FIXTURE)
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_pzprv3(puzzle, solution).endswith("/. 0 . 0 /3 3 0 0 /. 3 . 2 /0 0 2 2 /")


@pytest.mark.parametrize("text, words", [
    ("https://puzz.link/p?sananko/2/1/d.", "a sum is 0 to 12"),
    ("https://puzz.link/p?sananko/2/1/1.1", "more cells"),
    ("https://puzz.link/p?sananko/2/1/1!", "stray character"),
    ("https://puzz.link/p?sananko/3/1/z", "more cells"),
    ("https://puzz.link/p?nurikabe/2/1/1g", "not San-Anko"),
])
def test_bad_urls_are_refused_with_a_sentence(text, words):
    with pytest.raises(ValueError, match=words):
        kind.decode(text)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.none(), st.integers(0, 45), st.sampled_from([BLACK, QUESTION])), max_size=60))
def test_the_clue_code_gives_back_every_row_of_cells(cells):
    assert sum_clues.decode(sum_clues.encode(cells), len(cells)) == (cells, "")


def test_is_solution_states_the_rules():
    row = Puzzle(5, 1, (None, None, None, 2, None))
    assert not kind.is_solution(row, (1, 1, 1, 0, 0))  # the 2 sees 1 + 0
    assert kind.is_solution(Puzzle(5, 1, (None, None, None, 1, None)), (1, 1, 1, 0, 0))
    assert not kind.is_solution(Puzzle(4, 1, (None,) * 4), (1, 1, 0, 0))  # a group of two
    assert not kind.is_solution(Puzzle(4, 1, (None,) * 4), (1, 1, 2, 0))  # three of two numbers
    assert not kind.is_solution(Puzzle(4, 1, (None,) * 4), (2, 2, 2, 2))  # a group of four
    assert kind.is_solution(Puzzle(4, 1, (None,) * 4), (0, 0, 0, 0))  # no clue asks for a number


@st.composite
def boards(draw):
    """A board of at most 8 cells, at most 6 of them open, the rest clue cells."""
    w, h = draw(st.sampled_from([(2, 2), (3, 2), (2, 3), (4, 2), (5, 1), (1, 4), (3, 1)]))
    clues = draw(st.lists(st.one_of(st.none(), st.none(), st.integers(0, 8), st.sampled_from([BLACK, QUESTION])),
                          min_size=w * h, max_size=w * h).filter(lambda c: c.count(None) <= 6))
    return Puzzle(w, h, tuple(clues))


@settings(max_examples=60, deadline=None)
@given(boards())
def test_the_solver_finds_exactly_the_writings_brute_force_finds(puzzle):
    assert kind.decode(kind.encode(puzzle)) == puzzle
    open_cells = [i for i in range(puzzle.w * puzzle.h) if puzzle.is_open(i)]
    expected = set()
    for values in product(range(4), repeat=len(open_cells)):
        found = [0] * (puzzle.w * puzzle.h)
        for i, n in zip(open_cells, values):
            found[i] = n
        if kind.is_solution(puzzle, tuple(found)):
            expected.add(tuple(found))
    assert same_answers(kind.solutions(puzzle), expected)
