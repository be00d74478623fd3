"""Ripple Effect: its URL (Nanro's code under its name), pzprjs's answer to its test puzzle, and small
boards against every way to write numbers in them (pzprjs's checker judges the corpus in tests/pzpr)."""

from itertools import islice, product
from math import prod

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from brute import same_answers
from gridhunt.puzzles import ripple as kind
from gridhunt.puzzles.ripple.codec import Puzzle
from gridhunt.puzzlink.borders import regions_of
from gridhunt.puzzlink.numbers import QUESTION


def every_filling(puzzle: Puzzle) -> set:
    """Every way to write 1 to its room's size in each cell that is_solution accepts."""
    sizes = [puzzle.regions.count(x) for x in puzzle.regions]
    return {found for found in product(*(range(1, n + 1) for n in sizes)) if kind.is_solution(puzzle, found)}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.integers(1, 3), st.integers(1, 3), st.data())
def test_the_solver_finds_exactly_the_fillings_brute_force_finds(w, h, data):
    beside = data.draw(st.lists(st.booleans(), min_size=(w - 1) * h, max_size=(w - 1) * h))
    below = data.draw(st.lists(st.booleans(), min_size=w * (h - 1), max_size=w * (h - 1)))
    regions = tuple(regions_of(beside, below, w, h))
    assume(prod(regions.count(x) for x in regions) <= 50_000)  # a room of nine cells alone has 9^9 fillings
    bare = Puzzle(w, h, regions, (None,) * (w * h))
    every = every_filling(bare)
    assert same_answers(kind.solutions(bare), every)
    if every:
        target = data.draw(st.sampled_from(sorted(every)))
        shown = data.draw(st.lists(st.sampled_from(["none", "none", "given", "?"]), min_size=w * h, max_size=w * h))
        givens = tuple(None if how == "none" else QUESTION if how == "?" else n for how, n in zip(shown, target))
        puzzle = Puzzle(w, h, regions, givens)
        expected = every_filling(puzzle)
        assert target in expected and same_answers(kind.solutions(puzzle), expected)


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """The answer of robx/pzprjs test/script/ripple.js (its last check, which passes)."""
    puzzle = kind.decode("https://puzz.link/p?ripple/4/4/9n8rigk14h32k")
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_pzprv3(puzzle, solution) == (
        "pzprv3/ripple/4/4/0 1 0 /0 1 1 /0 1 1 /1 0 1 /1 1 0 1 /1 1 0 0 /1 0 1 0 /"
        ". . . . /. 1 4 . /. 3 2 . /. . . . /1 2 3 1 /2 . . 2 /4 . . 1 /1 2 1 3 /")


def test_two_equal_numbers_need_that_many_cells_between_them():
    one_room_each = Puzzle(4, 1, (0, 1, 2, 3), (None,) * 4)
    assert not kind.is_solution(one_room_each, (1, 1, 1, 1))
    pairs = Puzzle(4, 1, (0, 0, 1, 1), (None,) * 4)
    assert kind.is_solution(pairs, (1, 2, 1, 2)) is False  # the 2s have one cell between them
    assert list(kind.solutions(pairs)) == []


@pytest.mark.parametrize("link, sentence", [
    ("https://puzz.link/p?ripple/4/4/9n8rigk14h32k2", "not part of the grid"),
    ("https://puzz.link/p?ripple/4/4/9n8rigk94h32k", "a number is 1 to its room's size"),
    ("https://puzz.link/p?ripple/x/4/4/9n8rigk14h32k", "no 'x' part"),
])
def test_bad_links_get_a_sentence(link, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(link)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.integers(1, 3), st.integers(1, 3), st.data())
def test_certain_tells_the_count_and_the_numbers_every_filling_shares(w, h, data):
    """Against brute force, with rooms of every size: the largest room's numbers past every other room's size
    are one "free number" variable a cell, and a count of two comes from their orders alone."""
    beside = data.draw(st.lists(st.booleans(), min_size=(w - 1) * h, max_size=(w - 1) * h))
    below = data.draw(st.lists(st.booleans(), min_size=w * (h - 1), max_size=w * (h - 1)))
    regions = tuple(regions_of(beside, below, w, h))
    assume(prod(regions.count(x) for x in regions) <= 50_000)
    givens = tuple(data.draw(st.sampled_from([None, None, None, QUESTION, *range(1, regions.count(x) + 1)])) for x in regions)
    puzzle = Puzzle(w, h, regions, givens)
    every = every_filling(puzzle)
    reply = kind.certain(puzzle, {})
    assert reply["count"] == min(len(every), 2) and reply["unique"] == (len(every) == 1)
    if every:
        first = next(iter(every))
        shared = [n if all(found[i] == n for found in every) else "?" for i, n in enumerate(first)]
        assert reply["certain"] == [shared[r * w : (r + 1) * w] for r in range(h)]
    else:
        assert reply["certain"] is None
