"""Aquarium: npm's pzpr does not know it, so the solver is checked against every shading of small
boards cut into random tanks (both ways water settles), and against pzprjs's own answer to its test
puzzle."""

from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers, shadings_of
from gridhunt.puzzles import aquarium as kind
from gridhunt.puzzles.aquarium.codec import Puzzle
from gridhunt.puzzlink.borders import regions_of
from gridhunt.puzzlink.numbers import QUESTION


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.booleans(), st.data())
def test_the_solver_finds_exactly_the_shadings_brute_force_finds(w, h, level, data):
    if w * h > 12:
        h = 12 // w
    beside = data.draw(st.lists(st.booleans(), min_size=(w - 1) * h, max_size=(w - 1) * h))
    below = data.draw(st.lists(st.booleans(), min_size=w * (h - 1), max_size=w * (h - 1)))
    bare = Puzzle(w, h, tuple(regions_of(beside, below, w, h)), (None,) * w, (None,) * h, level)
    every = shadings_of(kind, bare)
    assert same_answers(kind.solutions(bare), every)
    target = data.draw(st.sampled_from(sorted(every)))
    shown = data.draw(st.lists(st.sampled_from(["none", "count", "count", "?"]), min_size=w + h, max_size=w + h))
    counts = [sum(target[r * w + c] for r in range(h)) for c in range(w)] + [sum(target[r * w : (r + 1) * w]) for r in range(h)]
    given_counts = [None if how == "none" else QUESTION if how == "?" else n for how, n in zip(shown, counts)]
    puzzle = Puzzle(w, h, bare.regions, tuple(given_counts[:w]), tuple(given_counts[w:]), level)
    expected = shadings_of(kind, puzzle)
    assert target in expected
    assert same_answers(kind.solutions(puzzle), expected)


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """The answer of robx/pzprjs test/script/aquarium.js (its last check, which passes)."""
    puzzle = kind.decode("https://puzz.link/p?aquarium/4/4/bu8i90/i3213g")
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_pzprv3(puzzle, solution) == (
        "pzprv3/aquarium/4/4/0 1 0 /1 1 1 /1 1 1 /0 0 1 /1 0 0 1 /0 0 1 0 /0 1 0 0 /"
        ". . . . 3 /2 + + # # /1 + + # + /3 # + # # /. # # # # /")


def test_a_tank_whose_arms_hang_down_holds_two_levels_only_with_the_option_off():
    """A tank joined along the top row with two arms hanging down (a third tank between them): water at
    two levels in the two arms is two pools, each flat; with pzprjs's option each tank fills to one
    level, and the same water is refused."""
    regions = (0, 0, 0, 1, 0, 2, 0, 1, 0, 2, 0, 1)
    water = tuple(i in (6, 8, 10) for i in range(12))  # the left arm's bottom cell, the right arm's two
    pools = Puzzle(4, 3, regions, (None,) * 4, (None,) * 3, False)
    assert kind.is_solution(pools, water) is True and water in set(kind.solutions(pools))
    one_level = Puzzle(4, 3, regions, (None,) * 4, (None,) * 3, True)
    assert kind.encode(one_level).startswith("https://puzz.link/p?aquarium/r/4/3/")
    assert kind.decode(kind.encode(one_level)) == one_level
    assert kind.is_solution(one_level, water) is False and water not in set(kind.solutions(one_level))


@pytest.mark.parametrize("link, sentence", [
    ("https://puzz.link/p?aquarium/4/4/bu8i90/i9213g", "Column 4's count 9 is more than its 4 cells"),
    ("https://puzz.link/p?aquarium/4/4/bu8i90/i3213g1", "more counts"),
    ("https://puzz.link/p?aquarium/4/4/bu8i90xi3213g", "not followed by '/'"),
    ("https://puzz.link/p?aquarium/x/4/4/bu8i90/i3213g", "only 'r'"),
])
def test_bad_links_get_a_sentence(link, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(link)
