"""Nurimisaki: pzprjs's fixture answer, capes and sight lines against brute force on small boards.

npm's pzpr 0.10.1 does not know Nurimisaki: its answers are judged here and by ``is_solution``.
"""

from itertools import islice, product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS
from gridhunt.puzzlink.numbers import QUESTION

nurimisaki = KINDS["nurimisaki"]
# pzprjs's answer to its fixture (test/script/nurimisaki.js, the check with no error): its cells, # shaded.
FIXTURE_ANSWER = "# . . . . /. # # # . /. . # . . /# . # # . /. . . . . /"


def test_pzprjs_fixture_is_solved_as_pzprjs_answers_it():
    puzzle = nurimisaki.decode("https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j")
    found = list(islice(nurimisaki.solutions(puzzle), 2))
    assert found == [tuple(token == "#" for row in FIXTURE_ANSWER.split("/")[:-1] for token in row.split())]
    assert nurimisaki.solution_pzprv3(puzzle, found[0]).startswith(
        "pzprv3/nurimisaki/5/5/. - . . . /- . . . . /. . . 2 . /. . . . . /- . . . . /# ")


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 4), st.integers(2, 4), st.data())
def test_small_boards_have_exactly_the_solutions_brute_force_finds(w, h, data):
    clues = data.draw(st.lists(st.one_of(st.none(), st.none(), st.none(), st.integers(2, max(w, h)), st.just(QUESTION)),
                               min_size=w * h, max_size=w * h))
    puzzle = nurimisaki.from_model({"w": w, "h": h, "clues": clues})
    brute = {bits for bits in product((False, True), repeat=w * h) if nurimisaki.is_solution(puzzle, bits)}
    assert set(nurimisaki.solutions(puzzle)) == brute
