"""Castle Wall: pzprjs's own answer to its test puzzle, and a brute-force judge on small boards.

npm's pzpr 0.10.1 does not know Castle Wall, so its checker cannot judge our answers; instead every
loop of a small grid is tried against ``is_solution`` (which shares nothing with the solver), and
the solver must find exactly those.
"""

from itertools import islice

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import castle
from gridhunt.puzzles.castle.codec import Puzzle
from gridhunt.puzzlink.numbers import QUESTION
from grid_loops import all_loops

FIXTURE = "https://puzz.link/p?castle/5/5/c230021k111a210f"
# pzprjs's accepted answer for it (robx/pzprjs test/script/castle.js, its last check): the links
# across then down, "-1" a cross mark where there is no line.
FIXTURE_ANSWER = ("pzprv3/castle/5/5/. . . 3,0,2 2,1,0 /. . . . . /. . . . . /. 1,1,1 . 1,0,2 . /. . . . . /"
                  "-1 -1 0 0 /0 1 1 1 /1 0 1 1 /0 0 0 0 /1 1 0 0 /0 -1 0 0 0 /0 1 0 -1 1 /1 0 1 0 -1 /1 0 1 0 -1 /")


def drawn(file: str) -> list[str]:
    return ["1" if token == "1" else "0" for row in file.split("/")[4:] for token in row.split() if "," not in token and token != "."]


def test_the_fixture_has_one_loop_and_it_is_pzprjs_answer():
    puzzle = castle.decode(FIXTURE)
    (only,) = islice(castle.solutions(puzzle), 2)
    ours = castle.solution_pzprv3(puzzle, only)
    assert ours.split("/")[:9] == FIXTURE_ANSWER.split("/")[:9]  # header and clues written as pzprjs writes them
    assert drawn(ours) == drawn(FIXTURE_ANSWER)


clues = st.one_of(st.none(), st.none(), st.none(), st.tuples(st.integers(0, 2), st.integers(0, 4), st.sampled_from([QUESTION, 0, 1, 2, 3])))


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 4), st.integers(2, 4), st.data())
def test_the_solver_finds_exactly_the_loops_that_pass_the_rules(w, h, data):
    grid = data.draw(st.lists(clues, min_size=w * h, max_size=w * h))
    puzzle = castle.decode(castle.encode(Puzzle(w, h, tuple(grid))))
    expected = {loop for loop in all_loops(w, h) if castle.is_solution(puzzle, loop)}
    assert set(castle.solutions(puzzle)) == expected


def test_a_number_without_an_arrow_has_no_solution_and_says_why():
    puzzle = castle.decode("https://puzz.link/p?castle/3/3/d003d")
    assert list(castle.solutions(puzzle)) == []
    assert castle.unsolvable_reason(puzzle) == "The 3 in row 2, column 2 has no arrow"


def test_colours_decide_inside_and_outside():
    """A lone white clue in a 3x3 grid: the loop must ring it; a black one: it must stay out of the ring."""
    white = castle.decode("https://puzz.link/p?castle/3/3/d10.d")
    black = castle.decode("https://puzz.link/p?castle/3/3/d20.d")
    assert len(list(castle.solutions(white))) == 1
    assert list(castle.solutions(black)) == []
