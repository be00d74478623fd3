"""Aquapelago: npm's pzpr does not know it, so the solver is checked against every shading of small
boards, and against pzprjs's own answer to its test puzzle."""

from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers, shadings_of
from gridhunt.puzzles import aquapelago as kind
from gridhunt.puzzles.aquapelago.codec import Puzzle
from gridhunt.puzzles.aquapelago.rules import corners
from gridhunt.puzzlink.numbers import QUESTION


def brute(puzzle: Puzzle) -> set:
    return shadings_of(kind, puzzle)


def island_sizes(shading, w: int, h: int) -> list[int]:
    """Each shaded cell's island's size (0 for an unshaded cell)."""
    around = {}
    for i, j in corners(w, h):
        around.setdefault(i, []).append(j)
        around.setdefault(j, []).append(i)
    sizes = [0] * (w * h)
    for start in range(w * h):
        if shading[start] and not sizes[start]:
            island, todo = {start}, [start]
            while todo:
                for j in around.get(todo.pop(), []):
                    if shading[j] and j not in island:
                        island.add(j)
                        todo.append(j)
            for i in island:
                sizes[i] = len(island)
    return sizes


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_the_solver_finds_exactly_the_shadings_brute_force_finds(w, h, data):
    if w * h > 12:
        h = 12 // w
    every = brute(Puzzle(w, h, (None,) * (w * h)))
    target = data.draw(st.sampled_from(sorted(every)))
    sizes = island_sizes(target, w, h)
    shown = data.draw(st.lists(st.sampled_from(["none", "none", "size", "?"]), min_size=w * h, max_size=w * h))
    clues = tuple(None if not target[i] or how == "none" else QUESTION if how == "?" else sizes[i]
                  for i, how in enumerate(shown))
    puzzle = Puzzle(w, h, clues)
    expected = brute(puzzle)
    assert target in expected
    assert same_answers(kind.solutions(puzzle), expected)


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """The answer of robx/pzprjs test/script/aquapelago.js (its last check, which passes)."""
    puzzle = kind.decode("https://puzz.link/p?aquapelago/6/6/j.zg4g2h4j")
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_pzprv3(puzzle, solution) == (
        "pzprv3/aquapelago/6/6/. . # . - . /# . . . . . /. . # . # . /. # . . . . /. . 4 . 2 . /. 4 . . . # /")


def test_numbers_of_two_sizes_in_one_island_are_refused():
    puzzle = Puzzle(3, 3, (1, None, None, None, 2, None, None, None, None))
    assert not kind.is_solution(puzzle, (True, False, False, False, True, False, False, False, False))
    assert list(kind.solutions(puzzle)) == []


@pytest.mark.parametrize("link, sentence", [
    ("https://puzz.link/p?aquapelago/2/2/3", "a number is 0 to 2"),
    ("https://puzz.link/p?aquapelago/2/2/k1", "more cells"),
])
def test_bad_links_get_a_sentence(link, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(link)
