"""Voxas: npm's pzpr does not know it, so the solver is checked against every cutting of small boards
into straight blocks of two or three, and against pzprjs's own answer to its test puzzle."""

from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers, tilings
from gridhunt.puzzles import voxas as kind
from gridhunt.puzzles.voxas.codec import BLACK, GRAY, WALL, WHITE, Puzzle
from gridhunt.puzzles.voxas.rules import blocks
from gridhunt.puzzlink import walls


def cuttings(w: int, h: int) -> list[list[int]]:
    """Every way to cut a w x h grid into straight blocks of two or three cells: each cell's block."""
    return tilings(w * h, blocks(Puzzle(w, h, (0,) * ((w - 1) * h + w * (h - 1)))))


def shape(room: list[int], x: int, w: int) -> tuple[int, bool]:
    cells = [i for i, y in enumerate(room) if y == x]
    return len(cells), cells[1] - cells[0] == w


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_the_solver_finds_exactly_the_cuttings_brute_force_finds(w, h, data):
    every = cuttings(w, h)
    if not every:
        assert list(kind.solutions(Puzzle(w, h, (0,) * ((w - 1) * h + w * (h - 1))))) == []
        return
    room = data.draw(st.sampled_from(every))
    puzzle = Puzzle(w, h, (0,) * ((w - 1) * h + w * (h - 1)), data.draw(st.booleans()))
    sides = []
    for k in range(len(puzzle.sides)):
        i, j = puzzle.cells(k)
        if room[i] == room[j] or not data.draw(st.booleans()):
            sides.append(0)
            continue
        shared = sum(a == b for a, b in zip(shape(room, room[i], w), shape(room, room[j], w)))
        sides.append(data.draw(st.sampled_from([WALL, {0: BLACK, 1: GRAY, 2: WHITE}[shared]])))
    puzzle = Puzzle(w, h, tuple(sides), puzzle.tatami)
    expected = {walls.walls_of_rooms(r, w, h) for r in every}
    expected = {cut for cut in expected if kind.is_solution(puzzle, cut)}
    assert puzzle.tatami or walls.walls_of_rooms(room, w, h) in expected
    assert same_answers(kind.solutions(puzzle), expected)


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """The answer of robx/pzprjs test/script/voxas.js (its last check, which passes)."""
    puzzle = kind.decode("https://puzz.link/p?voxas/5/5/hdhbhchbk7dh8bi")
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_pzprv3(puzzle, solution) == (
        "pzprv3/voxas/5/5/5 0 4 0 /5 0 0 2 /5 0 0 5 /3 5 0 0 /5 2 0 0 /0 5 5 5 5 /3 5 4 5 0 /0 5 4 5 2 /0 0 5 5 5 /")


def test_the_no_four_walls_flag_stands_before_the_size_and_in_the_file():
    """pzprjs's test puzzle's one answer has four walls meeting (its check ``bdCross``): with the flag, none."""
    puzzle = kind.decode("https://puzz.link/p?voxas/t/5/5/hdhbhchbk7dh8bi")
    assert puzzle.tatami and kind.encode(puzzle) == "https://puzz.link/p?voxas/t/5/5/hdhbhchbk7dh8bi"
    assert list(kind.solutions(puzzle)) == []
    (solution,) = kind.solutions(kind.decode("https://puzz.link/p?voxas/5/5/hdhbhchbk7dh8bi"))
    assert not kind.is_solution(puzzle, solution)
    assert kind.solution_pzprv3(puzzle, solution).startswith("pzprv3/voxas/5/5/t/5 0 4 0 /")


@pytest.mark.parametrize("link, sentence", [
    ("https://puzz.link/p?voxas/5/5/hdhbhchbk7dh8bi4", "more sides"),
    ("https://puzz.link/p?voxas/2/2/4", "no Voxas clue"),
    ("https://puzz.link/p?voxas/2/2/.", "stray character"),
    ("https://puzz.link/p?voxas/x/2/2/0", "one option"),
])
def test_bad_links_get_a_sentence(link, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(link)


def test_a_circle_off_the_sides_gets_a_sentence():
    model = kind.model(kind.decode("https://puzz.link/p?voxas/2/2/0"))
    model["circles"][0] = 1
    with pytest.raises(ValueError, match="not on a side"):
        kind.from_model(model)
