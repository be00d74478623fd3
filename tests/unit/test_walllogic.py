"""Wall Logic: its URL's code, a ``?``, two answers told apart, and bad input.

Its corpus puzzles and pzprjs's fixture are judged by pzprjs in test_genres.py.
"""

from itertools import islice

import pytest

from gridhunt.puzzles import KINDS
from gridhunt.puzzles.walllogic.codec import BLACK, LEFT, RIGHT, Puzzle
from gridhunt.puzzlink.numbers import QUESTION

walllogic = KINDS["walllogic"]


def test_the_code_reads_black_cells_question_marks_big_numbers_and_runs_of_blanks():
    puzzle = walllogic.decode("https://puzz.link/p?walllogic/21/2/+.-10zg3")
    assert puzzle.clues[:3] == (BLACK, QUESTION, 16) and puzzle.clues[24] == 3
    assert walllogic.encode(puzzle) == "https://puzz.link/p?walllogic/21/2/+.-10zg3w"  # the last 17 blanks too
    assert walllogic.decode(walllogic.encode(puzzle)) == puzzle


def test_a_question_mark_may_have_walls_or_none_and_certain_says_which_cells_differ():
    puzzle = Puzzle(4, 1, (QUESTION, None, None, 1))
    assert set(islice(walllogic.solutions(puzzle), 3)) == {(0, 0, LEFT, 0), (0, RIGHT, LEFT, 0)}
    reply = walllogic.OPERATIONS["certain"](puzzle, {})
    assert reply["count"] == 2 and reply["certain"] == [".?3."]


def test_a_wall_that_starts_at_no_number_is_not_a_solution():
    puzzle = Puzzle(3, 1, (1, None, None))
    assert walllogic.is_solution(puzzle, (0, RIGHT, 0))
    assert not walllogic.is_solution(puzzle, (0, 0, RIGHT))
    assert not walllogic.is_solution(puzzle, (0, RIGHT, RIGHT))


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?walllogic/3/3/9", "more than the 4 cells"),
    ("https://puzz.link/p?walllogic/3/3/1%", "stray character"),
    ("https://puzz.link/p?walllogic/2/1/123", "more cells than its grid"),
    ("https://puzz.link/p?walllogic/x/3/3/1", "no option 'x'"),
])
def test_a_bad_url_gets_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        walllogic.decode(url)
