"""Shakashaka: the solver finds exactly the answers that pass the rules, on boards small enough to try all.

pzprjs's checker judges the corpus's answers (tests/unit/test_genres.py); here a brute force over
every way to fill a small board's white cells checks that no answer is missed or made up.
"""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import shakashaka
from gridhunt.puzzles.shakashaka.codec import BLACK, Puzzle


def every_answer(puzzle: Puzzle):
    whites = [i for i, x in enumerate(puzzle.blacks) if x is None]
    for states in product((0, 2, 3, 4, 5), repeat=len(whites)):
        answer = [0] * (puzzle.w * puzzle.h)
        for i, s in zip(whites, states):
            answer[i] = s
        yield tuple(answer)


@st.composite
def small_boards(draw):
    w, h = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    cells = draw(st.lists(st.sampled_from([None, None, BLACK, 0, 1, 2]), min_size=w * h, max_size=w * h))
    if sum(x is None for x in cells) > 6:
        cells = [BLACK if i % 2 else x for i, x in enumerate(cells)]
    return Puzzle(w, h, tuple(cells))


@settings(max_examples=40, deadline=None)
@given(small_boards())
def test_the_solver_finds_exactly_the_answers_that_pass_the_rules(puzzle):
    expected = {answer for answer in every_answer(puzzle) if shakashaka.is_solution(puzzle, answer)}
    assert set(shakashaka.solutions(puzzle)) == expected


def test_a_diamond_and_a_square_are_rectangles_and_an_l_is_not():
    open_2x2 = Puzzle(2, 2, (None,) * 4)
    assert shakashaka.is_solution(open_2x2, (5, 4, 2, 3))  # a diamond in the middle
    assert not shakashaka.is_solution(open_2x2, (5, 0, 0, 0))  # a white pentagon
    assert set(shakashaka.solutions(open_2x2)) == {(5, 4, 2, 3)}


def test_numbers_count_the_triangles_beside_them():
    puzzle = shakashaka.decode("https://puzz.link/p?shakashaka/4/4/2o")  # a 2 in the top left corner
    found = list(shakashaka.solutions(puzzle))
    assert len(found) == 2 and all(answer[1] and answer[4] for answer in found)
    assert shakashaka.certain(puzzle, {})["certain"][0] == ".54."


@settings(max_examples=40, deadline=None)
@given(small_boards())
def test_certain_marks_each_cell_by_the_state_it_has_in_every_answer(puzzle):
    expected = {answer for answer in every_answer(puzzle) if shakashaka.is_solution(puzzle, answer)}
    reply = shakashaka.certain(puzzle, {})
    assert reply["count"] == min(len(expected), 2)
    if not expected:
        assert reply["certain"] is None
        return
    marks = "".join(reply["certain"])
    for i, mark in enumerate(marks):
        states = {answer[i] for answer in expected}
        alike = "?" if len(states) > 1 else "." if states == {0} else str(states.pop())
        assert mark == alike, (i, marks)
