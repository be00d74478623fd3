"""Sashigane: the solver against every cutting of small boards into L-shaped blocks, and pzprjs's own
answer to its test puzzle (npm's pzpr judges the corpus's answers in tests/unit/test_genres.py)."""

from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers, tilings
from gridhunt.puzzles import sashigane as kind
from gridhunt.puzzles.sashigane.codec import QUESTION, Clue, Puzzle
from gridhunt.puzzles.sashigane.rules import shapes
from gridhunt.puzzlink import walls


def cuttings(w: int, h: int) -> list[list[int]]:
    """Every way to cut a w x h grid into Ls one cell wide with arms of two cells or more: each cell's L."""
    return tilings(w * h, shapes(Puzzle(w, h, (None,) * (w * h))))


def clue_of(room: list[int], i: int, w: int, how: str) -> Clue | None:
    """A clue true of the cell in the cutting: its corner's circle, its arm end's arrow, or a ``?``."""
    cells = [j for j, x in enumerate(room) if x == room[i]]
    rows = {j // w for j in cells}
    cols = {j % w for j in cells}
    r, c = divmod(i, w)
    corner = next(j for j in cells if sum(k // w == j // w for k in cells) == len(cols)
                  and sum(k % w == j % w for k in cells) == len(rows))
    cr, cc = divmod(corner, w)
    end = (r in (min(rows), max(rows)) and c == cc and r != cr) or (c in (min(cols), max(cols)) and r == cr and c != cc)
    if how == "clue" and i == corner:
        return Clue(size=len(cells))
    if how == "clue" and end:
        return Clue(arrow=1 if r > cr else 2 if r < cr else 3 if c > cc else 4)
    if how == "?" and (i == corner or end):
        return Clue(hidden=True) if i != corner else Clue(size=QUESTION)
    return None


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), st.integers(2, 4), st.data())
def test_the_solver_finds_exactly_the_cuttings_brute_force_finds(w, h, data):
    every = cuttings(w, h)
    empty = Puzzle(w, h, (None,) * (w * h))
    if not every:
        assert list(kind.solutions(empty)) == []
        return
    room = data.draw(st.sampled_from(every))
    shown = data.draw(st.lists(st.sampled_from(["none", "none", "clue", "?"]), min_size=w * h, max_size=w * h))
    puzzle = Puzzle(w, h, tuple(clue_of(room, i, w, how) for i, how in enumerate(shown)))
    expected = {cut for cut in (walls.walls_of_rooms(r, w, h) for r in every) if kind.is_solution(puzzle, cut)}
    assert walls.walls_of_rooms(room, w, h) in expected
    assert same_answers(kind.solutions(puzzle), expected)


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """The answer of robx/pzprjs test/script/sashigane.js (its last check; -1 there is a mark of no wall)."""
    puzzle = kind.decode("https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4")
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_pzprv3(puzzle, solution) == (
        "pzprv3/sashigane/5/5/4 . . . o /. . . . . /o3 . 2 . 1 /. . . . . /4 . . . o4 /0 0 0 0 /0 0 0 1 /0 1 1 1 /"
        "1 1 0 1 /0 1 0 0 /1 1 1 1 0 /1 1 1 0 0 /0 1 0 1 1 /1 0 1 1 0 /")


def test_both_of_pzprjs_names_for_a_hidden_clue_are_read():
    assert kind.decode("https://puzz.link/p?sashigane/2/1/%k") == kind.decode("https://puzz.link/p?sashigane/2/1/@k")


@pytest.mark.parametrize("link, sentence", [
    ("https://puzz.link/p?sashigane/2/2/2", "no L's size"),
    ("https://puzz.link/p?sashigane/2/2/-1", "cut short"),
    ("https://puzz.link/p?sashigane/2/2/+", "stray character"),
    ("https://puzz.link/p?sashigane/2/2/nk", "more cells"),
])
def test_bad_links_get_a_sentence(link, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(link)
