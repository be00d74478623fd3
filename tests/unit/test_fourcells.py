"""Four Cells: the solver against every cut of small boards into blocks of four, blanked cells, and bad input."""

from itertools import islice
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import fourcells as kind
from gridhunt.puzzles.fourcells.codec import EMPTY, QUESTION, Puzzle
from gridhunt.puzzlink import walls
from gridhunt.search import constraints
from gridhunt.search.constraints import Problem
from brute import cuts, shared_walls


def test_brute_force_cuts_count_the_tetromino_tilings():
    assert len({tuple(cut) for cut in cuts(4, 2, frozenset(), 4)}) == 4  # two I's across (1), O+O (1), L+L twice (2)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(4, 1), (2, 2), (4, 2), (4, 3), (3, 4), (4, 4), (5, 4)]), st.data())
def test_the_solver_finds_exactly_the_cuts_brute_force_finds(size, data):
    w, h = size
    unused = frozenset(data.draw(st.sets(st.sampled_from([0, w - 1, w * h - w, w * h - 1]), max_size=(w * h) % 4 + 4)))
    if (w * h - len(unused)) % 4:
        return
    every = {walls.walls_of_rooms(room, w, h) for room in cuts(w, h, unused, 4)}
    shown = data.draw(st.lists(st.sampled_from([None, None, 1, 2, 3, QUESTION]), min_size=w * h, max_size=w * h))
    puzzle = Puzzle(w, h, tuple(EMPTY if i in unused else x for i, x in enumerate(shown)))
    expected = {cut for cut in every if kind.is_solution(puzzle, cut)}
    assert set(islice(kind.solutions(puzzle), len(expected) + 1)) == expected



@settings(max_examples=15, deadline=None)
@given(st.sampled_from([(4, 2), (4, 3), (4, 4)]), st.data())
def test_the_walls_certain_are_those_every_cut_shares(size, data):
    """``certain`` asks of a few blocks at a time first (``WallVars.retile``): what it says is still what
    every answer brute force finds shares."""
    w, h = size
    every = {walls.walls_of_rooms(room, w, h) for room in cuts(w, h, frozenset(), 4)}
    shown = data.draw(st.lists(st.sampled_from([None, None, None, None, 1, 2, 3]), min_size=w * h, max_size=w * h))
    puzzle = Puzzle(w, h, tuple(shown))
    expected = {cut for cut in every if kind.is_solution(puzzle, cut)}
    with patch.object(constraints, "SWEEP_LEAST", 0):  # asked on boards of any size
        reply = kind.certain(puzzle, {})
    assert reply["count"] == min(len(expected), 2)
    assert reply["certain"] == shared_walls(expected)

def test_a_blanked_corner_is_walled_off_and_left_out_of_the_file():
    puzzle = kind.decode("https://puzz.link/p?fourcells/5/5/7a1e2c2c3e3b")
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert solution.across[0][0] and solution.down[0][0]
    assert kind.solution_pzprv3(puzzle, solution).startswith("pzprv3/fourcells/5/5/* . 1 . . /")
    assert "#" in kind.render(puzzle, solution).splitlines()[0]


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?fourcells/4/4/4", "no count of a cell's walls"),
    ("https://puzz.link/p?fourcells/3/3/", "no multiple of 4"),
    ("https://puzz.link/p?fourcells/2/2/zz", "more cells than its grid"),
    ("https://puzz.link/p?fourcells/2/2/A", "stray character"),
])
def test_bad_urls_get_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(url)



def test_an_area_walled_off_with_no_multiple_of_four_cells_is_refused_before_it_is_filled():
    """The hole check (``walls.sized_holes``): cells 0, 1 and 4 of a 4x4 board walled off are no tetromino,
    said at once, with the walls around them (one must not be drawn), before any block is chosen."""
    p = Problem()
    found = walls.WallVars(p, 4, 4)
    check = walls.HoleCheck(4, found, frozenset())
    value = [0] * (p.solver.nvars + 1)
    around = [found.between(1, 2), found.between(1, 5), found.between(4, 5), found.between(4, 8)]
    for wall in around[:3]:
        value[wall] = 1
    assert check(value) is None  # one area of 16 cells
    value[around[3]] = 1
    assert sorted(check(value)) == sorted(-wall for wall in around)
