"""Number Rope: the solver against pzprjs's own answer, against brute force over every way to write 1 to 9 in
the open cells of small boards with random ropes (judged by is_solution, written apart from the encoding),
and its URL's bad input. npm's pzpr 0.10.1 does not know Number Rope, so these stand in for its checker."""

from itertools import islice, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers
from gridhunt.puzzles import numrope as kind
from gridhunt.puzzles.numrope.codec import Puzzle
from gridhunt.puzzlink.numbers import QUESTION
from gridhunt.puzzlink.sum_clues import BLACK

FIXTURE = "https://puzz.link/p?numrope/4/4/p2gg98l2lael+l"


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """robx/pzprjs test/script/numrope.js's last file, null code."""
    puzzle = kind.decode(FIXTURE)
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_pzprv3(puzzle, solution).endswith("/4 3 2 . /5 7 6 . /. 9 5 4 /. 8 7 3 /")


@pytest.mark.parametrize("text, words", [
    ("https://puzz.link/p?numrope/2/1/0Z", "a sum is 0 to 36"),
    ("https://puzz.link/p?numrope/2/1/g+", "rope runs into a shaded cell"),
    ("https://puzz.link/p?numrope/2/1/0..1", "more cells"),
    ("https://puzz.link/p?numrope/2/2/0", "cut short"),
    ("https://puzz.link/p?nurikabe/2/1/1g", "not Number Rope"),
])
def test_bad_urls_are_refused_with_a_sentence(text, words):
    with pytest.raises(ValueError, match=words):
        kind.decode(text)


def test_is_solution_states_the_rules():
    rope = Puzzle(3, 1, (None, None, None), (True, True), ())
    assert kind.is_solution(rope, (1, 2, 3)) and kind.is_solution(rope, (5, 4, 3))
    assert not kind.is_solution(rope, (1, 2, 1))  # the rope turns back
    assert not kind.is_solution(rope, (1, 3, 4))  # a step of two
    loose = Puzzle(3, 1, (None, None, None), (False, False), ())
    assert kind.is_solution(loose, (1, 5, 1)) and not kind.is_solution(loose, (5, 5, 1))  # alike side by side
    summed = Puzzle(3, 1, (None, 7, None), (False, False), ())
    assert kind.is_solution(summed, (3, 0, 4)) and not kind.is_solution(summed, (3, 0, 5))
    assert not kind.is_solution(summed, (3, 1, 4))  # a number in a shaded cell


@st.composite
def boards(draw):
    """A board of at most 6 cells, at most 3 of them open, some ropes between open cells."""
    w, h = draw(st.sampled_from([(2, 2), (3, 2), (2, 3), (3, 1), (1, 3), (4, 1)]))
    clues = draw(st.lists(st.one_of(st.none(), st.integers(0, 20), st.sampled_from([BLACK, QUESTION])),
                          min_size=w * h, max_size=w * h).filter(lambda c: c.count(None) <= 3))
    beside = tuple(draw(st.booleans()) and clues[r * w + c] is None and clues[r * w + c + 1] is None
                   for r in range(h) for c in range(w - 1))
    below = tuple(draw(st.booleans()) and clues[i] is None and clues[i + w] is None for i in range(w * (h - 1)))
    return Puzzle(w, h, tuple(clues), beside, below)


@settings(max_examples=60, deadline=None)
@given(boards())
def test_the_solver_finds_exactly_the_writings_brute_force_finds(puzzle):
    assert kind.decode(kind.encode(puzzle)) == puzzle
    open_cells = [i for i in range(puzzle.w * puzzle.h) if puzzle.is_open(i)]
    expected = set()
    for values in product(range(1, 10), repeat=len(open_cells)):
        found = [0] * (puzzle.w * puzzle.h)
        for i, n in zip(open_cells, values):
            found[i] = n
        if kind.is_solution(puzzle, tuple(found)):
            expected.add(tuple(found))
    assert same_answers(kind.solutions(puzzle), expected)
