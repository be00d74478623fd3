"""Minesweeper: the rules against brute force on small boards, pzprjs's fixture answer, bad clues, the board.

npm's pzpr 0.10.1 does not know Minesweeper: its answers are judged here and by ``is_solution``.
"""

from itertools import islice, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers
from gridhunt.puzzles import KINDS
from gridhunt.puzzlink.numbers import QUESTION

mines = KINDS["mines"]
FIXTURE = "https://puzz.link/p?mines/5/5/g2m13l13g0j"
# pzprjs's answer to its fixture (test/script/mines.js, the check with no error), its cells: # a mine.
FIXTURE_ANSWER = ". . + . . /# # + . . /. # + + # /+ + . . # /. + + + # /"


def test_pzprjs_fixture_is_solved_as_pzprjs_answers_it():
    puzzle = mines.decode(FIXTURE)
    found = list(islice(mines.solutions(puzzle), 2))
    assert found == [tuple(token == "#" for row in FIXTURE_ANSWER.split("/")[:-1] for token in row.split())]
    assert mines.solution_pzprv3(puzzle, found[0]).startswith("pzprv3/mines/5/5/. 2 . . . /. . . . 1 /3 . . . . /")


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_small_boards_have_exactly_the_solutions_brute_force_finds(w, h, data):
    clues = data.draw(st.lists(st.one_of(st.none(), st.none(), st.integers(0, 4), st.just(QUESTION)),
                               min_size=w * h, max_size=w * h))
    puzzle = mines.from_model({"w": w, "h": h, "clues": clues})
    brute = {bits for bits in product((False, True), repeat=w * h) if mines.is_solution(puzzle, bits)}
    assert same_answers(mines.solutions(puzzle), brute)


def test_a_number_above_eight_is_refused_with_a_sentence():
    with pytest.raises(ValueError, match="Row 1, column 1: a number is 0 to 8"):
        mines.decode("https://puzz.link/p?mines/3/3/9")


def test_the_board_draws_mines_as_discs_and_safe_cells_as_dots():
    puzzle = mines.decode(FIXTURE)
    solved = mines.board(puzzle, mines.solution_json(puzzle, next(mines.solutions(puzzle))))
    assert solved["cells"][5] == {"mark": "light", "answer": True} and solved["cells"][1] == {"text": "2"}
    assert sum(cell.get("mark") == "light" for cell in solved["cells"]) == 6
