"""Pentominous: npm's pzpr does not know it, so the solver is checked against every cut of small boards
into pentominoes, and against pzprjs's own answer to its test puzzle."""

from functools import lru_cache
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import cuts, same_answers
from gridhunt.puzzles import pentominous as kind
from gridhunt.puzzles.pentominous import rules
from gridhunt.puzzles.pentominous.codec import EMPTY, LETTERS, QUESTION, Puzzle
from gridhunt.puzzlink import walls


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([(5, 1), (5, 2), (2, 5), (5, 3), (4, 4)]), st.data())
def test_the_solver_finds_exactly_the_cuts_brute_force_finds(size, data):
    w, h = size
    corners = [0, w - 1, w * h - w, w * h - 1]
    unused = frozenset(data.draw(st.sets(st.sampled_from(corners), max_size=4)))
    if (w * h - len(unused)) % 5:
        return
    every = {walls.walls_of_rooms(room, w, h) for room in cuts(w, h, unused, 5)}
    shown = data.draw(st.lists(st.sampled_from([None, None, None, QUESTION, *range(12)]), min_size=w * h, max_size=w * h))
    beside = tuple(data.draw(st.lists(st.sampled_from([False, False, False, True]), min_size=(w - 1) * h, max_size=(w - 1) * h)))
    puzzle = Puzzle(w, h, tuple(EMPTY if i in unused else x for i, x in enumerate(shown)), beside, (False,) * (w * (h - 1)))
    expected = {cut for cut in every if kind.is_solution(puzzle, cut)}
    assert same_answers(kind.solutions(puzzle), expected)


@lru_cache
def lettered_answers(w: int, h: int) -> list:
    """The answers of the empty w x h board (every cut that ``is_solution`` takes), each with its cells' letters."""
    empty = Puzzle(w, h, (None,) * (w * h), (False,) * ((w - 1) * h), (False,) * (w * (h - 1)))
    found = []
    for room in cuts(w, h, frozenset(), 5):
        cut = walls.walls_of_rooms(room, w, h)
        if kind.is_solution(empty, cut):
            letters = [LETTERS.index(x) for x in kind.render(empty, cut).split()]
            found.append((cut, letters))
    return found


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_what_certain_says_every_answer_shares_is_what_brute_force_finds(data):
    shown = data.draw(st.lists(st.sampled_from([None] * 6 + [QUESTION, *range(12)]), min_size=15, max_size=15))
    assert_certain_is_brute_forces(tuple(shown))


@pytest.mark.parametrize("w, h, clues", [(5, 5, {}), (10, 5, {0: 1, 49: 1}), (5, 5, {2: 10, 22: 10, 10: 10, 14: 10})])
def test_the_mirror_images_certain_starts_from_are_answers(w, h, clues):
    """On a board its symmetries take onto themselves (empty; with clues a half or a quarter turn keeps), each
    image of an answer is an answer, and certain's reply is the one without the images."""
    puzzle = Puzzle(w, h, tuple(clues.get(i) for i in range(w * h)), (False,) * ((w - 1) * h), (False,) * (w * (h - 1)))
    moves = rules.symmetries(puzzle)
    assert moves
    found = rules.problem(puzzle)
    models = list(islice(found.problem.solutions(found.shown()), 3))
    for image in (image for model in models for image in found.mirrored(moves)(model)):
        assert kind.is_solution(puzzle, found.walls(image))
    alone = rules.problem(puzzle).certain()
    assert kind.certain(puzzle, {}) == alone


def test_an_empty_board_built_from_a_corner_shares_no_wall():
    """An empty 15x15 (225 cells: its first answer built along the diagonals, walls asked with the pentominoes
    far from them held): two answers or more, and no wall alike in all."""
    w = h = 15
    puzzle = Puzzle(w, h, (None,) * (w * h), (False,) * ((w - 1) * h), (False,) * (w * (h - 1)))
    reply = kind.certain(puzzle, {})
    assert reply["count"] == 2
    assert set("".join(reply["certain"]["across"] + reply["certain"]["down"])) == {"?"}


def test_loosening_holds_the_letters_of_the_answer_but_in_the_pentominoes_nearest_the_wall():
    w = h = 15
    puzzle = Puzzle(w, h, (None,) * (w * h), (False,) * ((w - 1) * h), (False,) * (w * (h - 1)))
    found = rules.problem(puzzle)
    answer = found.problem.solve()
    wall = found.between(7 * w + 7, 7 * w + 8)  # between the cells (7, 7) and (7, 8)
    two, four, twelve = (found.problem.loosen(answer, wall, k) for k in (2, 4, 12))
    assert twelve == []  # 60 cells: over a quarter of the board
    assert all(answer[v] for v in two) and set(four) < set(two)
    assert len(two) == w * h - 10 and len(four) == w * h - 20  # one letter a cell outside the pieces freed


def assert_certain_is_brute_forces(shown: tuple) -> None:
    """certain's reply on the 5x3 board with these clues: the count (to 2) and the walls every answer has."""
    w, h = 5, 3
    puzzle = Puzzle(w, h, shown, (False,) * ((w - 1) * h), (False,) * (w * (h - 1)))
    answers = [cut for cut, letters in lettered_answers(w, h)
               if all(x in (None, QUESTION) or x == k for x, k in zip(shown, letters))]
    reply = kind.certain(puzzle, {})
    assert reply["count"] == min(len(answers), 2)
    if not answers:
        return

    def marks(rows):  # each wall's mark: its value when every answer has it, else ?
        return ["".join("?" if len(set(column)) > 1 else "1" if column[0] else "0" for column in zip(*row))
                for row in zip(*rows)]
    assert reply["certain"] == {"across": marks([a.across for a in answers]), "down": marks([a.down for a in answers])}


def test_a_room_of_one_shape_may_not_touch_another():
    # 10x1: two I pentominoes side by side
    puzzle = kind.decode("https://puzz.link/p?pentominous/10/1/")
    assert list(kind.solutions(puzzle)) == []


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """The answer of robx/pzprjs test/script/pentominous.js (its last, accepted file): walls across, then down."""
    puzzle = kind.decode("https://puzz.link/p?pentominous/5/5/g4g2h4g4o4l")
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_json(puzzle, solution) == {
        "across": ["1010", "1001", "1001", "1101", "1100"], "down": ["00010", "01110", "00110", "00001"]}


def test_given_walls_and_blanked_cells_round_trip_and_reach_the_file():
    puzzle = Puzzle(3, 2, (EMPTY,) + (None,) * 5, (False,) * 4, (False,) * 3)
    assert kind.decode(kind.encode(puzzle)) == puzzle
    with_wall = Puzzle(5, 2, (None,) * 10, (False, True) + (False,) * 6, (False,) * 5)
    assert kind.decode(kind.encode(with_wall)) == with_wall
    for solution in islice(kind.solutions(with_wall), 3):
        assert solution.across[0][1] and kind.solution_pzprv3(with_wall, solution).split("/")[14].split()[1] == "X"


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?pentominous/5/1/d", "names no pentomino"),
    ("https://puzz.link/p?pentominous/4/1/", "no multiple of 5"),
    ("https://puzz.link/p?pentominous/5/1/k00", "more walls than its grid"),
])
def test_bad_urls_get_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(url)
