"""Rooms cut again (``puzzlink/redivide.py``): the cuts and joined sets against brute force, and the solutions
``moved`` finds are solutions that flip walls still alike."""

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzlink import cells, redivide, walls
from gridhunt.puzzles import dbchoco, fourcells
from gridhunt.puzzles.dbchoco import codec as dbchoco_codec
from gridhunt.puzzles.dbchoco.rules import blocks_through, good_block
from gridhunt.puzzles.fourcells.codec import QUESTION, Puzzle
from gridhunt.puzzles.fourcells.rules import block_ok, problem
from brute import cuts


def joined_sets(root, free, w, h, largest):
    return {frozenset(chosen) for n in range(1, largest + 1) for chosen in combinations(sorted(free), n)
            if root in chosen and cells.one_piece(set(chosen), w, h)}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(2, 2), (3, 2), (3, 3), (4, 3)]), st.data())
def test_grown_is_each_joined_set_through_the_root_once(size, data):
    w, h = size
    free = data.draw(st.sets(st.integers(0, w * h - 1), min_size=1))
    root = data.draw(st.sampled_from(sorted(free)))
    largest = data.draw(st.integers(1, 5))
    grown = list(redivide.grown(root, free, w, h, largest, [10**6]))
    assert len(grown) == len(set(grown))
    assert set(grown) == joined_sets(root, free, w, h, largest)


@settings(max_examples=10, deadline=None)
@given(st.sampled_from([(4, 1), (4, 2), (2, 4), (4, 3), (4, 4)]))
def test_divisions_into_fours_are_the_cuts_brute_force_finds(size):
    w, h = size
    expected = {tuple(sorted(tuple(sorted(i for i in range(w * h) if room[i] == k)) for k in set(room)))
                for room in cuts(w, h, frozenset(), 4)}
    found = [tuple(sorted(tuple(sorted(part)) for part in cut))
             for cut in redivide.divisions(set(range(w * h)), redivide.joined(w, h, lambda r: len(r) == 4, 4), [10**6])]
    assert len(found) == len(set(found))
    assert set(found) == expected


def test_no_division_is_yielded_once_the_work_runs_out():
    assert list(redivide.divisions(set(range(16)), redivide.joined(4, 4, lambda r: len(r) == 4, 4), [3])) == []


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([(4, 4), (5, 4), (6, 4)]), st.data())
def test_moved_solutions_are_solutions_that_flip_walls_still_alike(size, data):
    w, h = size
    shown = data.draw(st.lists(st.sampled_from([None, None, None, None, 1, 2, 3, QUESTION]), min_size=w * h,
                               max_size=w * h))
    puzzle = Puzzle(w, h, tuple(shown))
    found = problem(puzzle)
    first = found.problem.solve()
    if first is None:
        return
    alike = {v: first[v] for v in found.shown()}
    ok = lambda room: block_ok(puzzle, puzzle.unused, room)  # noqa: E731
    moved = redivide.moved(list(found.pairs()), lambda model: walls.rooms(found.walls(model), w, h), first, alike,
                           ok, redivide.joined(w, h, ok, 4))
    for other in moved:
        assert fourcells.is_solution(puzzle, found.walls(other))
        assert any(other[v] != x for v, x in alike.items())
        alike = {v: x for v, x in alike.items() if other[v] == x}


def test_an_empty_board_is_settled_by_moves_alone():
    """From one tiling of an empty 8x8, blocks cut again two or three at a time flip every wall."""
    puzzle = Puzzle(8, 8, (None,) * 64)
    found = problem(puzzle)
    first = found.problem.solve()
    alike = {v: first[v] for v in found.shown()}
    ok = lambda room: block_ok(puzzle, frozenset(), room)  # noqa: E731
    for other in redivide.moved(list(found.pairs()), lambda model: walls.rooms(found.walls(model), 8, 8), first,
                                alike, ok, redivide.joined(8, 8, ok, 4)):
        alike = {v: x for v, x in alike.items() if other[v] == x}
    assert alike == {}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(3, 2), (4, 2), (3, 3), (4, 3)]), st.data())
def test_double_chocos_blocks_through_a_cell_are_the_joined_sets_that_make_a_block(size, data):
    w, h = size
    grey = data.draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h))
    clues = data.draw(st.lists(st.sampled_from([None, None, None, 1, 2, 3]), min_size=w * h, max_size=w * h))
    puzzle = dbchoco_codec.Puzzle(w, h, tuple(grey), tuple(clues))
    free = data.draw(st.sets(st.integers(0, w * h - 1), min_size=1))
    root = data.draw(st.sampled_from(sorted(free)))
    found = list(blocks_through(puzzle, 3)(root, free, [10**6]))
    assert len(found) == len(set(found))
    assert set(found) == {room for room in joined_sets(root, free, w, h, 6)
                          if good_block(puzzle, sorted(room)) and len(room) <= 6}


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([(4, 4), (5, 4)]), st.data())
def test_double_chocos_moved_solutions_are_solutions(size, data):
    w, h = size
    grey = data.draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h))
    puzzle = dbchoco_codec.Puzzle(w, h, tuple(grey), (None,) * (w * h))
    found = dbchoco.rules.Encoding(puzzle).found
    first = found.problem.solve()
    if first is None:
        return
    alike = {v: first[v] for v in found.shown()}
    ok = lambda room: good_block(puzzle, sorted(room))  # noqa: E731
    for other in redivide.moved(list(found.pairs()), lambda model: walls.rooms(found.walls(model), w, h), first,
                                alike, ok, blocks_through(puzzle, 8), together=2):
        assert dbchoco.is_solution(puzzle, found.walls(other))
        assert any(other[v] != x for v, x in alike.items())
        alike = {v: x for v, x in alike.items() if other[v] == x}
