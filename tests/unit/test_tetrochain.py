"""Tetrochain: npm's pzpr does not know it, so the solver is checked against every shading of small
boards, and against pzprjs's own answer to its test puzzle."""

from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers, shadings_of
from gridhunt.puzzles import tetrochain as kind
from gridhunt.puzzles.tetrochain.codec import Puzzle
from gridhunt.puzzlink.arrows import ray


def brute(puzzle: Puzzle) -> set:
    return shadings_of(kind, puzzle)


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_the_solver_finds_exactly_the_shadings_brute_force_finds(w, h, data):
    if w * h > 12:
        h = 12 // w
    every = brute(Puzzle(w, h, (None,) * (w * h)))
    target = data.draw(st.sampled_from(sorted(every)))
    clues = []
    for i in range(w * h):
        arrow = data.draw(st.integers(0, 4)) if not target[i] and data.draw(st.integers(0, 3)) == 0 else None
        if arrow is None:
            clues.append(None)
        elif arrow == 0:
            clues.append((0, data.draw(st.integers(0, 3))))
        else:
            clues.append((arrow, sum(target[j] for j in ray(i, arrow, w, h))))
    puzzle = Puzzle(w, h, tuple(clues))
    expected = brute(puzzle)
    assert target in expected
    assert same_answers(kind.solutions(puzzle), expected)


def test_two_alike_tetrominoes_touching_at_a_corner_are_refused_and_two_unlike_ones_kept():
    """A 4x4 board's shadings, brute force against the solver, with an arrow that asks for three."""
    puzzle = Puzzle(4, 4, (None,) * 12 + ((4, 3), None, None, None))
    assert same_answers(kind.solutions(puzzle), brute(puzzle))
    same = (True, True, False, False, True, True, False, False, False, False, True, True, False, False, True, True)
    assert not kind.is_solution(Puzzle(4, 4, (None,) * 16), same)
    unlike = (True, True, True, False, True, False, False, False, False, True, True, False, False, True, True, False)
    assert kind.is_solution(Puzzle(4, 4, (None,) * 16), unlike)


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """The answer of robx/pzprjs test/script/tetrochain.js (its last check, which passes)."""
    puzzle = kind.decode("https://puzz.link/p?tetrochain/6/6/c33d42r10d14c")
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_pzprv3(puzzle, solution) == (
        "pzprv3/tetrochain/6/6/. . . 3,3 . . /. . 4,2 . . . /. . . . . . /. . . . . . /. . . 1,0 . . /. . 1,4 . . . /"
        "# # # + + + /+ # + + # # /+ + # + + # /+ + # + + # /+ # # + # + /+ + + # # # /")


@pytest.mark.parametrize("link, sentence", [
    ("https://puzz.link/p?tetrochain/3/3/49", "counts more cells"),
    ("https://puzz.link/p?tetrochain/2/2/5", "cut short"),
    ("https://puzz.link/p?tetrochain/2/2/d10", "more cells"),
    ("https://puzz.link/p?tetrochain/2/2/!", "stray character"),
])
def test_bad_links_get_a_sentence(link, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(link)
