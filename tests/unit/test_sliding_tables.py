"""The sliding solver's tables as the site ships them: packing, turning a goal onto its class, fetching on request."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt import api
from gridhunt.puzzles import sliding
from gridhunt.puzzles.sliding import tables
from gridhunt.puzzles.sliding.codec import Puzzle, Solution
from gridhunt.puzzles.sliding.optimal import Optimal
from gridhunt.puzzles.sliding.solver import relabelled
from gridhunt.puzzles.sliding.symmetry import canonical
from gridhunt.search import pattern_db, pattern_packing
from sliding_bfs import distances_from

SHAPES = [(3, 3), (2, 3), (3, 2), (2, 4), (4, 2), (2, 2)]


@pytest.mark.parametrize("width, height, goals, hole", [
    (3, 3, (1, 2), 0), (3, 3, (0, 1, 2, 3), 8), (3, 3, (4, 5, 6, 7), 8), (2, 4, (0, 3, 5), 7), (3, 4, (0, 5, 6, 11), 4),
])
def test_a_packed_table_unpacks_to_the_same_bytes(width, height, goals, hole):
    table = pattern_db.build(width, height, goals, hole, len(goals) + 1)  # a blank digit above the tokens: padded blocks
    cells = width * height
    assert pattern_packing.unpack(pattern_packing.pack(table, cells, len(goals)), cells, len(goals)) == table


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=3000), st.integers(2, 16), st.integers(1, 2))
def test_unpack_refuses_or_returns_a_table_of_the_shape_for_any_bytes(data, cells, tokens):
    try:
        table = pattern_packing.unpack(data, cells, tokens)
    except ValueError as error:
        assert "wrong size" in str(error)
    else:
        assert len(table) == cells * len(data) // (cells + 1)


@pytest.mark.parametrize("width, height", SHAPES + [(4, 4), (5, 3)])
def test_every_goal_hole_turns_onto_a_cell_of_its_class_and_back(width, height):
    n = width * height
    for hole in range(n):
        turn = canonical(width, height, hole)
        assert turn.hole_goal <= hole and sorted(turn.cells) == list(range(n))
        assert turn.board(tuple(range(n))) == tuple(range(n))  # the goal stays the goal
        assert canonical(width, height, turn.hole_goal).hole_goal == turn.hole_goal


@pytest.mark.parametrize("width, height, holes", [(3, 3, (8, 5, 4))] + [(w, h, range(w * h)) for w, h in SHAPES[1:]])
def test_shortest_solutions_for_turned_goal_holes_match_breadth_first_search(width, height, holes):
    rng = random.Random(width * 10 + height)
    n = width * height
    for hole in holes:
        goal = tuple(range(1, n + 1))
        goal = goal[:hole] + (0,) + goal[hole:-1]
        distances = distances_from(width, height, goal)
        starts = rng.sample(sorted(distances), min(20, len(distances)))
        for start in starts:
            puzzle = Puzzle(width, height, start, goal)
            board, hole_goal = relabelled(puzzle)
            moves, _ = Optimal(width, height, hole_goal).shortest(board)
            assert len(moves) == distances[start] and sliding.is_solution(puzzle, Solution(moves, True))


def test_every_shortest_solution_of_a_turned_goal_is_one_and_each_comes_once():
    puzzle = sliding.decode("3x3:8,6,2,4,5,3,1,0,7")  # 4 shortest of 23 moves; goal hole on cell 8, solved turned
    found = list(sliding.solutions(puzzle))
    assert len(found) > 1 and len({s.hole_moves for s in found}) == len(found)
    assert len({len(s.hole_moves) for s in found}) == 1 and all(sliding.is_solution(puzzle, s) for s in found)


def test_the_site_ships_the_three_classes_of_4x4_goal_holes():
    assert tables.shipped_sets() == [(4, 4, 0), (4, 4, 1), (4, 4, 5)]
    assert {canonical(4, 4, hole).hole_goal for hole in range(16)} == {0, 1, 5}


@pytest.fixture()
def shipped_3x3(monkeypatch, tmp_path):
    """The 3x3 shipped as if it were a 4x4 (its tables build in a blink), fetched into tmp_path."""
    monkeypatch.setattr(tables, "SHIPPED_SHAPES", ((3, 3),))
    monkeypatch.setattr(tables, "_sets", {})
    packed = {key: tables.shipped_set(*key) for key in tables.shipped_sets()}
    tables._sets.clear()
    monkeypatch.setenv(tables.FETCHED, str(tmp_path))
    return packed, tmp_path


def solve_request(share):
    return json.loads(api.handle(json.dumps({"op": "solve_tiles", "kind": "sliding", "puzzle": share, "mode": "optimal"})))


def test_a_page_solve_asks_for_the_tables_then_solves_with_the_fetched_file(shipped_3x3):
    packed, folder = shipped_3x3
    share = "3x3:8,6,7,2,5,4,3,0,1"  # 31 moves; goal hole on cell 8, a corner: the class of cell 0
    first = solve_request(share)
    assert first == {"ok": True, "status": "fetch", "fetch": ["sliding-3x3-hole0"]}
    (folder / "sliding-3x3-hole0").write_bytes(packed[(3, 3, 0)])
    second = solve_request(share)
    assert second["status"] == "solved" and second["length"] == 31 and second["optimal"]
    assert not (folder / "sliding-3x3-hole0").exists()  # read once, then kept in memory
    assert solve_request("3x3:1,2,3,4,5,6,7,0,8")["length"] == 1  # same class: nothing more to fetch
    assert solve_request("3x3:1,2,3,4,5,6,7,8,0/1,2,3,4,0,5,6,7,8")["fetch"] == ["sliding-3x3-hole4"]


def test_damaged_fetched_tables_give_a_sentence(shipped_3x3):
    packed, folder = shipped_3x3
    (folder / "sliding-3x3-hole0").write_bytes(packed[(3, 3, 0)][:-1])
    reply = solve_request("3x3:8,6,7,2,5,4,3,0,1")
    assert reply["ok"] is False and "damaged" in reply["error"]


def test_the_fetched_tables_equal_the_built_ones(shipped_3x3):
    packed, folder = shipped_3x3
    for (w, h, hole), data in packed.items():
        (folder / tables.set_name(w, h, hole)).write_bytes(data)
        fetched = tables.databases(w, h, hole)
        assert fetched == tables._built_set(w, h, hole)


def test_without_a_fetch_folder_nothing_is_missing(monkeypatch):
    monkeypatch.delenv(tables.FETCHED, raising=False)
    assert tables.missing(4, 4, 0) == []
