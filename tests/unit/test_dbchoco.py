"""Double Choco: npm's pzpr does not know it, so the solver is checked against every way of cutting small
boards into rooms, and against pzprjs's own answer to its test puzzle."""

from functools import cache
from itertools import islice, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers, shared_walls
from gridhunt.puzzles import dbchoco as kind
from gridhunt.puzzles.dbchoco.codec import QUESTION, Puzzle
from gridhunt.puzzles.dbchoco.rules import BlockCheck, Parts, components
from gridhunt.puzzlink import walls
from gridhunt.search.constraints import Problem


@cache
def every_cut(w: int, h: int) -> frozenset:
    """Every division of a w x h grid into rooms, as walls (from every set of walls, each closed up)."""
    n = (w - 1) * h + w * (h - 1)
    found = set()
    for marks in product((False, True), repeat=n):
        across = tuple(tuple(marks[r * (w - 1):(r + 1) * (w - 1)]) for r in range(h))
        rest = marks[(w - 1) * h:]
        down = tuple(tuple(rest[r * w:(r + 1) * w]) for r in range(h - 1))
        found.add(walls.walls_of_rooms(walls.rooms(walls.Walls(across, down), w, h), w, h))
    return frozenset(found)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(2, 1), (2, 2), (3, 2), (2, 3), (4, 2), (3, 3)]), st.data())
def test_the_solver_finds_exactly_the_cuts_brute_force_finds(size, data):
    w, h = size
    grey = data.draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h))
    clues = data.draw(st.lists(st.sampled_from([None, None, None, None, 1, 2, 3, QUESTION]), min_size=w * h, max_size=w * h))
    puzzle = Puzzle(w, h, tuple(grey), tuple(clues))
    expected = {cut for cut in every_cut(w, h) if kind.is_solution(puzzle, cut)}
    assert same_answers(kind.solutions(puzzle), expected)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([(3, 2), (4, 2), (2, 4), (3, 3)]), st.data())
def test_the_walls_certain_are_those_every_cut_shares(size, data):
    """``certain`` drops the walls that answers two blocks away flip (``WallVars.redivide``): what it says
    is still what every answer brute force finds shares."""
    w, h = size
    grey = data.draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h))
    clues = data.draw(st.lists(st.sampled_from([None, None, None, None, 1, 2, QUESTION]), min_size=w * h, max_size=w * h))
    puzzle = Puzzle(w, h, tuple(grey), tuple(clues))
    expected = {cut for cut in every_cut(w, h) if kind.is_solution(puzzle, cut)}
    reply = kind.certain(puzzle, {})
    assert reply["count"] == min(len(expected), 2)
    assert reply["certain"] == shared_walls(expected)


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """The answer of robx/pzprjs test/script/dbchoco.js (its last, accepted file)."""
    puzzle = kind.decode("https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j")
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_pzprv3(puzzle, solution) == (
        "pzprv3/dbchoco/6/6/- -4 -2 - . . /- -4 - . - - /. . . - -5 . /- . . - . . /. - - . . - /2 2 . - - . /"
        "0 1 0 0 0 /0 1 0 1 0 /1 0 1 0 0 /1 0 1 0 0 /0 0 1 0 1 /1 0 0 0 1 /"
        "0 0 1 1 1 1 /1 0 1 1 0 0 /0 0 0 0 0 0 /1 1 1 0 0 1 /0 1 1 1 1 0 /")


def test_a_block_of_one_colour_is_no_block():
    assert list(kind.solutions(kind.decode(kind.encode(Puzzle(2, 1, (False, False), (None, None)))))) == []


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?dbchoco/2/2/05", "no half of a block"),
    ("https://puzz.link/p?dbchoco/2/2/0zz", "more cells than its grid"),
    ("https://puzz.link/p?dbchoco/1/2/0/1", "options|cells|URL"),
])
def test_bad_urls_get_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(url)


def test_a_part_that_fits_nowhere_is_refused_though_it_fitted_somewhere_before():
    """The shape check keeps where each part fitted last, to try there first: a fit that no longer holds
    must lead to the full search, not stand for one (it did, and the check let such a part pass)."""
    puzzle = Puzzle(3, 1, (False, False, True), (None, None, None))  # white, white, grey
    p = Problem()
    found = walls.WallVars(p, 3, 1)
    check = BlockCheck(puzzle, found, Parts(puzzle, found), True, -p.true)
    value = [0] * (p.solver.nvars + 1)
    value[found.between(0, 1)] = -1  # the two white cells one part: a domino, and the grey reach is one cell
    domino = check.orientations(((0, 0), (0, 1)))[0]
    assert check(value) is not None
    check.fits[(0, 1)] = (domino, 2)  # "it fitted with its first cell on the grey cell", no longer true
    assert check(value) is not None


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(2, 2), (3, 3), (4, 3), (5, 4)]), st.data())
def test_blocks_and_reaches_regrown_from_the_last_are_those_found_afresh(size, data):
    """``Parts`` searches again only the blocks and reaches beside the walls changed since its last call, keeping
    the others: what it gives, call after call, is what ``components`` finds from nothing (the same names, the
    same order, the same search trees, which the checks' clauses read)."""
    w, h = size
    grey = tuple(data.draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h)))
    p = Problem()
    found = walls.WallVars(p, w, h)
    parts = Parts(Puzzle(w, h, grey, (None,) * (w * h)), found)
    shown = found.shown()
    value = [0] * (p.solver.nvars + 1)
    for _ in range(data.draw(st.integers(1, 12))):
        for v in data.draw(st.lists(st.sampled_from(shown), max_size=len(shown))):
            value[v] = data.draw(st.sampled_from([-1, 0, 1]))
        blocks, reaches = parts.blocks_and_reaches(value)
        assert blocks == components(value, parts.around, True)
        assert reaches == components(value, parts.alike, False)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(3, 3), (4, 3), (4, 4), (5, 4)]), st.booleans(), st.data())
def test_the_checks_say_call_after_call_what_they_say_afresh(size, shapes, data):
    """The checks keep what they read from one call to the next (the blocks and reaches ``regrown``, each
    block's motions while it and its reaches are the same lists): asked of one wall setting after another,
    they answer as a check made for each setting alone does."""
    w, h = size
    grey = tuple(data.draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h)))
    clues = tuple(data.draw(st.lists(st.sampled_from([None] * 6 + [1, 2, 3, QUESTION]), min_size=w * h, max_size=w * h)))
    puzzle = Puzzle(w, h, grey, clues)

    def check() -> tuple[BlockCheck, int]:
        p = Problem()
        found = walls.WallVars(p, w, h)
        return BlockCheck(puzzle, found, Parts(puzzle, found), shapes, -p.true), p.solver.nvars

    kept, nvars = check()
    shown = walls.WallVars(Problem(), w, h).shown()
    value = [0] * (nvars + 1)
    for _ in range(data.draw(st.integers(1, 15))):
        for v in data.draw(st.lists(st.sampled_from(shown), max_size=6)):
            value[v] = data.draw(st.sampled_from([-1, 0, 1]))
        assert kept(value) == check()[0](value)
