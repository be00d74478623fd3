"""Sliding tiles through the contract: formats, parity, shortest and quick solutions, bad input."""

import json
import math
import random
from collections import deque
from itertools import islice

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridhunt import api
from gridhunt.puzzles import sliding
from gridhunt.puzzles.sliding import optimal
from gridhunt.puzzles.sliding.codec import Puzzle, Solution, default_goal
from gridhunt.puzzles.sliding.solver import UNREACHABLE, reachable
from gridhunt.search import pattern_db
from mutations import near
from paths import SHARED
from sliding_bfs import distances_from

DATA = SHARED / "data" / "sliding"


def data_lines(name):
    return [list(map(int, line.split())) for line in (DATA / name).read_text().splitlines() if line.strip()]


def shortest_length(puzzle):
    solution = next(sliding.solutions(puzzle))
    assert solution.optimal and sliding.is_solution(puzzle, solution)
    return len(solution.hole_moves)


@pytest.fixture(scope="module")
def eight_puzzle():
    return distances_from(3, 3, tuple(range(9)))


def test_worked_example_takes_20_moves():
    text = (SHARED / "examples" / "README.md").read_text().split("## 2.")[1]
    start = "".join(ch for ch in text.split("start:")[1].splitlines()[0] if ch.isdigit())
    goal = "".join(ch for ch in text.split("goal:")[1].split("(")[0] if ch.isdigit())
    puzzle = sliding.decode(f"{start}/{goal}")
    assert puzzle == sliding.decode(sliding.EXAMPLES[0][1])
    assert shortest_length(puzzle) == 20
    reply = sliding.solve_tiles(puzzle, {"mode": "optimal"})
    assert reply["length"] == 20 and reply["optimal"] and len(reply["moves"]) == 20


def test_eight_puzzle_has_181440_positions_in_the_published_layers(eight_puzzle):
    layers = {}
    for depth in eight_puzzle.values():
        layers[depth] = layers.get(depth, 0) + 1
    published = dict(map(tuple, data_lines("8puzzle_distance_distribution.txt")))
    assert len(eight_puzzle) == 181_440 == sum(published.values())
    assert layers == published


def test_parity_test_agrees_with_the_full_search(eight_puzzle):
    rng = random.Random(4)
    for _ in range(1000):
        board = list(range(9))
        rng.shuffle(board)
        puzzle = Puzzle(3, 3, tuple(board), tuple(range(9)))
        assert reachable(puzzle) == (tuple(board) in eight_puzzle)


def test_shortest_lengths_match_the_full_search(eight_puzzle):
    rng = random.Random(5)
    for board in rng.sample(sorted(eight_puzzle), 40):
        assert shortest_length(Puzzle(3, 3, board, tuple(range(9)))) == eight_puzzle[board]


@pytest.mark.parametrize("line", data_lines("8puzzle_hardest31.txt"))
def test_the_two_hardest_eight_puzzles_take_31_moves(line):
    assert shortest_length(sliding.decode(" ".join(map(str, line)))) == 31 == line[-1]


# (moves to spare a position needs to enter the transposition table, its most entries): as shipped, every position,
# emptied at every entry, and no table at all
TABLE_SETTINGS = [
    (optimal.SPARE, optimal.TABLE_ENTRIES), (0, optimal.TABLE_ENTRIES), (0, 1), (99, optimal.TABLE_ENTRIES)
]


@pytest.mark.parametrize("spare, entries", TABLE_SETTINGS)
def test_the_transposition_table_keeps_every_answer_shortest(eight_puzzle, monkeypatch, spare, entries):
    monkeypatch.setattr(optimal, "SPARE", spare)
    monkeypatch.setattr(optimal, "TABLE_ENTRIES", entries)
    solver = optimal.Optimal(3, 3, 0)  # the boards of the fixture are their own goal cells: hole 0 on cell 0
    for board in random.Random(7).sample(sorted(eight_puzzle), 60):
        moves, _ = solver.shortest(board)
        assert len(moves) == eight_puzzle[board]
        assert sliding.is_solution(Puzzle(3, 3, board, tuple(range(9))), Solution(moves, True))


def test_the_transposition_table_skips_positions_met_before(monkeypatch):
    board = tuple(data_lines("korf100.txt")[8][:16])  # Korf #9, 46 moves
    with_table = optimal.Optimal(4, 4, 0).shortest(board)
    monkeypatch.setattr(optimal, "SPARE", 99)
    without = optimal.Optimal(4, 4, 0).shortest(board)
    assert len(with_table[0]) == len(without[0]) == 46
    assert with_table[1] < without[1]


@pytest.mark.parametrize("width, height", [(2, 3), (3, 2), (2, 2), (4, 2)])
def test_small_rectangles_match_the_full_search(width, height):
    goal = default_goal(width * height)
    distances = distances_from(width, height, goal)
    for board in random.Random(6).sample(sorted(distances), min(60, len(distances))):
        assert shortest_length(Puzzle(width, height, board, goal)) == distances[board]


@pytest.mark.parametrize("width, height, seed", [(3, 3, 1), (2, 4, 2), (4, 2, 3), (3, 2, 4)])
def test_any_goal_with_the_hole_anywhere_is_solved_shortest(width, height, seed):
    rng = random.Random(seed)
    goal = list(range(width * height))
    rng.shuffle(goal)
    distances = distances_from(width, height, tuple(goal))
    for board in rng.sample(sorted(distances), 25):
        assert shortest_length(Puzzle(width, height, board, tuple(goal))) == distances[board]


@pytest.mark.parametrize("width, height, goals, hole", [(3, 3, (0, 4, 5), 8), (3, 3, (1, 2, 3, 6), 0), (4, 3, (5, 6, 7), 0)])
def test_pattern_databases_hold_the_relaxed_distances(width, height, goals, hole):
    # tokens and the blank: the blank walks freely over cells no token holds, a swap with a token costs one
    start = (goals, hole)
    seen = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        cells, blank = state
        r, c = divmod(blank, width)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            q = rr * width + cc
            if not (0 <= rr < height and 0 <= cc < width):
                continue
            if q in cells:
                i = cells.index(q)
                moved, cost = (cells[:i] + (blank,) + cells[i + 1 :], q), 1
            else:
                moved, cost = (cells, q), 0
            if moved not in seen or seen[moved] > seen[state] + cost:
                seen[moved] = seen[state] + cost
                queue.appendleft(moved) if cost == 0 else queue.append(moved)
    table = pattern_db.build(width, height, goals, hole)
    assert len(seen) == math.perm(width * height, len(goals) + 1)
    assert all(table[pattern_db.index(cells, blank)] == d for (cells, blank), d in seen.items())


def test_shortest_solutions_are_counted_lazily():
    puzzle = sliding.decode(sliding.EXAMPLES[0][1])
    found = list(islice(sliding.solutions(puzzle), 50))
    assert len({s.hole_moves for s in found}) == len(found) == 2
    assert all(sliding.is_solution(puzzle, s) and len(s.hole_moves) == 20 for s in found)


def test_short_korf_instances_get_their_published_lengths():
    lines = sorted(data_lines("korf100.txt"), key=lambda line: line[-1])[:3]
    for line in lines:
        puzzle = sliding.decode(" ".join(map(str, line)))
        reply = sliding.solve_tiles(puzzle, {"mode": "optimal"})
        assert reply["length"] == line[-1] and reply["optimal"]
        assert sliding.is_solution(puzzle, sliding.solution_from_json(puzzle, reply))


@pytest.mark.parametrize(
    "share",
    [
        "3x3:2,1,3,4,5,6,7,8,0",  # two tiles swapped
        "4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0",  # Sam Loyd's 14-15
        "2x2:2,1,3,0",
        "3x2:1,2,3,4,5,0/2,1,3,4,5,0",
        "5x5:" + ",".join(map(str, [2, 1] + list(range(3, 25)) + [0])),
    ],
)
def test_unreachable_goals_are_answered_at_once_with_the_reason(share):
    puzzle = sliding.decode(share)
    assert not reachable(puzzle)
    assert list(sliding.solutions(puzzle)) == []
    for mode in ("optimal", "fast"):
        reply = sliding.solve_tiles(puzzle, {"mode": mode})
        assert reply["status"] == "unsolvable" and "cannot be reached" in reply["reason"]
    reply = json.loads(api.handle(json.dumps({"op": "solve", "kind": "sliding", "puzzle": share})))
    assert reply["status"] == "unsolvable"
    assert sliding.parity(puzzle, {})["reason"] == UNREACHABLE


def test_a_goal_with_the_hole_elsewhere_is_reachable_when_the_parities_agree():
    assert reachable(sliding.decode("3x3:1,2,3,4,5,6,7,0,8"))  # one move from the goal
    assert reachable(sliding.decode("3x3:0,1,2,3,4,5,6,7,8"))  # a 9-cycle, hole 4 steps away
    assert not reachable(sliding.decode("3x3:1,2,3,4,5,6,7,8,0/1,2,3,4,5,6,8,0,7"))  # 3-cycle, 1 step


@pytest.mark.parametrize("width, height", [(5, 5), (6, 6), (7, 7), (8, 8), (10, 10), (10, 3), (2, 10), (6, 9), (4, 4)])
def test_fast_solutions_are_valid_on_large_boards(width, height):
    base = sliding.decode(f"{width}x{height}:" + ",".join(map(str, default_goal(width * height))))
    for seed in range(2):
        puzzle = sliding.decode(sliding.scramble(base, {"seed": seed})["share"])
        reply = sliding.solve_tiles(puzzle, {"mode": "fast"})
        assert reply["status"] == "solved" and reply["optimal"] is False and reply["nodes"] is None
        assert sliding.is_solution(puzzle, sliding.solution_from_json(puzzle, reply))


def test_fast_solutions_reach_any_goal_with_the_hole_anywhere():
    rng = random.Random(8)
    for width, height in ((5, 4), (4, 6), (5, 5)):
        for _ in range(4):
            goal = list(range(width * height))
            rng.shuffle(goal)
            base = Puzzle(width, height, tuple(goal), tuple(goal))
            puzzle = sliding.decode(sliding.scramble(base, {"seed": rng.randrange(10**6)})["share"])
            assert puzzle.goal == tuple(goal)
            (solution,) = sliding.solutions(puzzle)
            assert sliding.is_solution(puzzle, solution)


def test_scramble_is_reachable_and_repeatable():
    base = sliding.decode(sliding.EXAMPLES[0][1])
    first = sliding.scramble(base, {"seed": 3, "w": 6, "h": 4})
    assert first == sliding.scramble(base, {"seed": 3, "w": 6, "h": 4})
    puzzle = sliding.decode(first["share"])
    assert (puzzle.width, puzzle.height) == (6, 4) and reachable(puzzle)
    assert reachable(sliding.decode(sliding.scramble(base, {})["share"]))


def test_other_notations_are_read():
    assert sliding.encode(sliding.decode("012345678/104635278")) == sliding.EXAMPLES[0][1]
    assert sliding.decode("3x3:1,2,3,4,5,6,7,8,0/3x3:1,2,3,4,5,6,7,0,8").goal[-2:] == (0, 8)
    korf = sliding.decode("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3 57")
    assert korf.goal == tuple(range(16)) and korf.start[:3] == (14, 13, 15)
    assert sliding.encode(sliding.decode("2x3:1,2,3,4,5,0")) == "2x3:1,2,3,4,5,0"


@pytest.mark.parametrize(
    "text, message",
    [
        ("3x3:1,2,3,4,5,6,7,8", "Expected 9 labels in the start, got 8"),
        ("3x3:1,2,3,4,5,6,7,7,0", "Label 7 appears twice in the start"),
        ("3x3:1,2,3,4,5,6,7,9,0", "Label 9 in the start is larger than 8"),
        ("3x3:1,2,3,4,5,6,7,x,0", "'x' in the start is not a tile number"),
        ("11x3:1", "Sizes run from 2x2 to 10x10"),
        ("1x5:1,2,3,4,0", "Sizes run from 2x2 to 10x10"),
        ("3by3:1", "The size '3by3' should be width x height, e.g. 3x3"),
        ("2x2:1,2,3,0/2x3:1,2,3,0", "The goal is not 2x2 like the start"),
        ("2x2:1,2,3,0/1,2,3", "Expected 4 labels in the goal, got 3"),
        ("01234567", "A digit string needs 4 or 9 digits, got 8"),
        ("012345678/0123/45", "Expected a start and at most one goal, separated by /"),
        ("1 2 3", "Expected WxH: and labels, or a square number of labels, got 3"),
        ("", "The puzzle is empty: expected a board like 3x3:1,2,3,4,5,6,7,8,0"),
    ],
)
def test_bad_input_names_the_problem(text, message):
    with pytest.raises(ValueError) as error:
        sliding.decode(text)
    assert str(error.value) == message


def test_bad_requests_get_a_sentence():
    def ask(**request):
        return json.loads(api.handle(json.dumps({"kind": "sliding", "puzzle": "2x2:1,2,0,3", **request})))

    assert ask(op="solve_tiles", mode="slow")["error"] == "The mode must be 'optimal' or 'fast'"
    assert ask(op="scramble", w=11)["error"] == "The width must be a whole number from 2 to 10"
    assert ask(op="scramble", seed=[1])["error"] == "The seed must be a number or a text"
    assert ask(op="check", solution={"hole_moves": "X"})["error"].startswith("A solution is")
    assert ask(op="check", solution={"hole_moves": "R"})["correct"] is True
    assert ask(op="solve")["solutions"][0] == {"moves": [3], "hole_moves": "R", "length": 1, "optimal": True}


FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
TOKENS = [*"0123456789,/x: \n-a", "10", "3x3:", "2x2:", "4x4:", "/"]


def mutations():
    return near([share for _, share in sliding.EXAMPLES] + ["012345678/104635278", "3 1 2 0"], TOKENS, piece=1)


@FUZZ
@given(mutations(), st.sampled_from(["parse", "solve", "solve_tiles", "scramble", "parity", "check"]))
def test_api_replies_are_solved_unsolvable_or_invalid(text, op):
    request = {"op": op, "kind": "sliding", "puzzle": text, "mode": "fast", "solution": {"hole_moves": "UL"}}
    if op == "solve":
        try:
            if len(sliding.decode(text).start) > 9:
                request["op"] = "solve_tiles"  # optimal 4x4 searches take seconds each: keep the fuzz fast
        except ValueError:
            pass
    reply = json.loads(api.handle(json.dumps(request)))
    if not reply["ok"]:
        assert reply["status"] == "invalid" and "Internal error" not in reply["error"]
    elif op in ("solve", "solve_tiles"):
        assert reply["status"] in ("solved", "unsolvable")
