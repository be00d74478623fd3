"""Tracks through the contract: Tatham IDs, the Stairway example, every deduction against brute force, errors."""

import json
import random
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mutations import near
from paths import SHARED
from gridhunt import api
from gridhunt.puzzles import tracks
from gridhunt.puzzles.tracks.codec import RIGHT, STEPS, Puzzle, outer_side
from gridhunt.puzzles.tracks.engine import NO, ON, RULES, UNKNOWN, YES
from gridhunt.puzzles.tracks import rules as track_rules, solver as track_solver
from gridhunt.puzzles.tracks.engine import Engine
from gridhunt.puzzles.tracks.solver import engine as engine_of

TATHAM_IDS = (SHARED / "data" / "tracks" / "tatham_times_examples.txt").read_text().split()
EXAMPLE = json.loads((SHARED / "examples" / "tracks.json").read_text())


# A 20x20 of tests/bench/tracks_generated.txt with about half its counts made unknown: the engine's search
# passed 20,000 nodes (6 s) without its count to two; the SAT engine counts it in half a second.
DEEP = ("20x20:e9j5CzgCv9hAe6k6d5h3aApAh3b6a5uAf5q5r3c9gAb5g6k9fAk9fAj35iAl3d5e9gAp5v5a3za6,2,8,?,?,7,?,10,?,?,11,11,"
        "10,?,7,11,?,12,16,S13,8,?,9,12,10,S?,?,?,12,6,10,?,9,?,13,13,?,11,?,7,2")


def first(puzzle, limit=3):
    return list(islice(tracks.solutions(puzzle), limit))


@pytest.mark.parametrize("share", TATHAM_IDS)
def test_every_tatham_id_has_one_solution_and_round_trips_verbatim(share):
    puzzle = tracks.decode(share)
    (solution,) = first(puzzle)
    assert tracks.is_solution(puzzle, solution)
    assert tracks.encode(puzzle) == share
    assert (solution[0][1], solution[-1][0]) == (0, puzzle.h - 1)  # from station A to station B


def test_the_stairway_example_has_two_paths_over_one_cell_set_and_its_message():
    puzzle = tracks.decode(tracks.EXAMPLES[0][1])
    assert (puzzle.w, puzzle.h, puzzle.splits) == (EXAMPLE["cols"], EXAMPLE["rows"], (8,))
    assert list(puzzle.column_counts) == EXAMPLE["column_counts"]
    assert [list(x) for x in puzzle.row_counts] == [list(x) for x in zip(EXAMPLE["row_counts_left_half"],
                                                                         EXAMPLE["row_counts_right_half"])]
    assert tuple(puzzle.message) == tuple(EXAMPLE["message_grid"])
    assert tracks.OPERATIONS["count"](puzzle, {}) == {"paths": 2, "cellSets": 1, "complete": True}
    reply = tracks.OPERATIONS["message"](puzzle, {})
    assert reply["lines"] == EXAMPLE["expected"]["message"] and reply["same"] and reply["tab"]
    assert reply["tablature"][0] == "e|" + EXAMPLE["expected"]["message"][0] + "|"
    one = tracks.solution_from_json(puzzle, EXAMPLE["expected"]["one_path"])
    assert tracks.is_solution(puzzle, one) and one in first(puzzle)


@pytest.mark.parametrize("title, share", tracks.EXAMPLES)
def test_every_example_is_written_back_verbatim(title, share):
    assert tracks.encode(tracks.decode(share)) == share


def test_blank_counts_and_options_survive_the_round_trip():
    share = "4x4dt:aCn,?,2,S?,1,2,?,1,S3;message=ab.c/1234/..../zzzz"
    puzzle = tracks.decode(share)
    assert tracks.encode(puzzle) == share and puzzle.options == "dt"
    for solution in first(puzzle, 50):
        assert tracks.is_solution(puzzle, solution)


def test_generated_puzzle_is_unique():
    reply = json.loads(api.handle(json.dumps({"op": "generate", "kind": "tracks", "puzzle": TATHAM_IDS[0],
                                              "w": 7, "h": 6, "seed": 3})))
    assert reply["ok"]
    assert len(first(tracks.decode(reply["share"]))) == 1


# ---------------------------------------------------------------- deductions against brute force


def all_paths(w, h, start, finish):
    """Every simple path of cells between two cells, by plain depth-first search."""
    found, path, seen = [], [start], {start}

    def extend(cell):
        if cell == finish:
            found.append(tuple(path))
            return
        r, c = cell
        for nxt in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nxt[0] < h and 0 <= nxt[1] < w and nxt not in seen:
                seen.add(nxt)
                path.append(nxt)
                extend(nxt)
                path.pop()
                seen.discard(nxt)

    extend(start)
    return found


def random_puzzle(rng, w, h, paths_by_ends):
    """Counts of a random path (some blanked, some nudged), a few of its pieces, maybe a split."""
    stations = rng.random() < 0.5
    while True:
        start = (rng.randrange(h), 0) if stations else (rng.randrange(h), rng.randrange(w))
        finish = (h - 1, rng.randrange(w)) if stations else (rng.randrange(h), rng.randrange(w))
        if start != finish:
            break
    key = (w, h, start, finish)
    if key not in paths_by_ends:
        paths_by_ends[key] = all_paths(w, h, start, finish)
    track = rng.choice(paths_by_ends[key])
    splits = (rng.randrange(1, w),) if w > 2 and rng.random() < 0.3 else ()
    bounds = (0, *splits, w)
    columns = [sum(1 for _, c in track if c == x) for x in range(w)]
    rows = [[sum(1 for r, c in track if r == y and a <= c < b) for a, b in zip(bounds, bounds[1:])] for y in range(h)]
    counts = [(columns, x, h) for x in range(w)] + [(rows[y], k, b - a) for y in range(h) for k, (a, b) in
                                                    enumerate(zip(bounds, bounds[1:]))]
    for holder, k, most in counts:
        roll = rng.random()
        if roll < 0.2:
            holder[k] = None
        elif roll < 0.3:
            holder[k] = max(0, min(most, holder[k] + rng.choice((-1, 1))))
    pieces = [0] * (w * h)
    base = Puzzle(w, h, (0,) * w, ((0,) * len(bounds[1:]),) * h, splits, start, finish, stations, tuple(pieces))
    masks = solution_masks(base, track)
    for r, c in track:
        if rng.random() < 0.15 and (stations or (r, c) not in (start, finish)):
            pieces[r * w + c] = masks[(r, c)]
    puzzle = Puzzle(w, h, tuple(columns), tuple(map(tuple, rows)), splits, start, finish, stations, tuple(pieces))
    return puzzle, paths_by_ends[key]


def solution_masks(puzzle, track):
    masks = {}
    for a, b in zip(track, track[1:]):
        for x, y in ((a, b), (b, a)):
            side = next(s for s, d in STEPS.items() if d == (y[0] - x[0], y[1] - x[1]))
            masks[x] = masks.get(x, 0) | side
    for end in (puzzle.start, puzzle.finish):
        masks[end] = masks.get(end, 0) | outer_side(puzzle, end)
    return masks


def agrees(engine, state, track, w):
    """True when a known solution keeps every edge and cell value the state has fixed."""
    cells = {r * w + c for r, c in track}
    steps = {frozenset((a[0] * w + a[1], b[0] * w + b[1])) for a, b in zip(track, track[1:])}
    for e, (i, j) in enumerate(engine.ends_of_edge):
        value = state.edges[e]
        if value != UNKNOWN and (value == YES) != (frozenset((i, j)) in steps):
            return False
    return all(v == UNKNOWN or (v == ON) == (i in cells) for i, v in enumerate(state.cells))


def test_every_rule_keeps_every_solution_and_the_search_finds_exactly_them():
    rng = random.Random(5)
    paths_by_ends, kinds = {}, set()
    for trial in range(800):
        w, h = rng.choice(((3, 3), (4, 3), (3, 4), (4, 4), (5, 3), (2, 5)))
        puzzle, candidates = random_puzzle(rng, w, h, paths_by_ends)
        truth = [p for p in candidates if tracks.is_solution(puzzle, p)]
        kinds.add(min(len(truth), 2))
        assert sorted(first(puzzle, 10_000)) == sorted(truth)
        for rule in RULES:
            engine = engine_of(puzzle, rules=(rule,))
            state = engine.initial()
            assert state is not None or not truth, rule
            assert all(agrees(engine, state, t, w) for t in truth), rule
        if truth:  # deductions from a partial state taken from one solution must keep that solution
            engine = engine_of(puzzle)
            state = engine.initial()
            track = rng.choice(truth)
            steps = {frozenset((a[0] * w + a[1], b[0] * w + b[1])) for a, b in zip(track, track[1:])}
            chosen = [(e, YES if frozenset(ij) in steps else NO) for e, ij in enumerate(engine.ends_of_edge)
                      if rng.random() < 0.3]
            assert engine.propagate(state, chosen)
            assert agrees(engine, state, track, w)
    assert kinds == {0, 1, 2}  # puzzles with none, one and several solutions were all tried


def test_the_clauses_find_exactly_the_tracks_and_the_search_hands_over_to_them(monkeypatch):
    """The SAT encoding (``tracks.rules``) against brute force, and the search cut off after 0 to 3 nodes
    (``solver.SEARCH_NODES``): the tracks it gave and those the SAT engine gives after are each given once."""
    rng = random.Random(11)
    paths_by_ends, kinds = {}, set()
    for trial in range(300):
        w, h = rng.choice(((3, 3), (4, 3), (3, 4), (4, 4), (5, 3), (2, 5)))
        puzzle, candidates = random_puzzle(rng, w, h, paths_by_ends)
        truth = sorted(p for p in candidates if tracks.is_solution(puzzle, p))
        kinds.add(min(len(truth), 2))
        assert sorted(islice(track_rules.solutions(puzzle), 10_000)) == truth
        monkeypatch.setattr(track_solver, "SEARCH_NODES", trial % 4)
        handed = list(islice(tracks.solutions(puzzle), 10_000))
        assert len(handed) == len(set(handed)) and sorted(handed) == truth
    assert kinds == {0, 1, 2}


def test_a_board_that_sends_the_search_deep_is_counted_by_the_sat_engine(monkeypatch):
    """A 20x20 of tests/bench/tracks_generated.txt with half its counts unknown: the search passed 20,000
    nodes without its count to two (and it never looks at the page's time budget); past ``SEARCH_NODES``
    nodes the SAT engine counts it."""
    nodes = []
    paths = Engine.paths

    def counted(self, budget=None):
        nodes.append(budget)
        yield from paths(self, budget)

    monkeypatch.setattr(Engine, "paths", counted)
    found = list(islice(tracks.solutions(tracks.decode(DEEP)), 2))
    assert len(found) == 2 and all(tracks.is_solution(tracks.decode(DEEP), track) for track in found)
    assert nodes == [track_solver.SEARCH_NODES]  # the search was bounded


# ---------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    "text, message",
    [
        ("8x8#12345", "This is a random-seed ID (with '#'); paste the game ID with ':' instead"),
        ("8x8", "Expected a game ID like 8x8:..., the size then a colon"),
        ("8x8:d9s5c6zgA,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1", "Expected 64 cells, got 63"),
        ("8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5", "Expected 16 counts (8 columns, 8 rows), got 15"),
        ("8x8:d7s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1",
         "'7' is not a track piece: a piece joins two sides (3, 5, 6, 9, A or C)"),
        ("8x8:d9s5c6zgAa,1,4,1,4,4,3,3,5,2,2,4,S5,3,3,5,1",
         "Mark one row and one column with S (the stations), or give start= and finish="),
        ("8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,2", "The column counts add up to 25 but the row counts to 26"),
        ("8x8:d9s5c6zgAa,1,4,1,4,4,3,S9,5,2,2,4,S5,3,3,5,1", "Column 7 count 9 is larger than its 8 cells"),
        ("4x4:zzz,1,1,1,1,1,1,1,1;start=0.0;finish=0.0", "Expected 16 cells, got 78"),
        ("4x4:p,1,1,1,1,1,1,1,1;start=0.0;finish=0.0", "The start and finish must be different cells"),
        ("4x4:p,1,1,1,1,1,1,1,1;start=0.0;finish=4.0", "The finish 4.0 is outside the 4x4 grid"),
        ("4x4:p,1,1,1,1,1,1/1,1,1;start=0.0;finish=3.0;split=2", "Row 1 needs 2 counts, got 1"),
        ("4x4:p,1,1,1,1,1,1,1,1;colour=red", "Unknown section 'colour=red': expected split=, start=, finish= or message="),
        ("4x4:3o,1,1,1,1,1,1,1,1;start=1.1;finish=3.0", "The piece at row 1, column 1 leaves the grid"),
        ("4x4:p,1,1,1,1,1,1,1,1;start=1.1;finish=3.0;message=abcd", "The message grid needs 4 rows, got 1"),
    ],
)
def test_bad_input_names_the_problem(text, message):
    with pytest.raises(ValueError) as caught:
        tracks.decode(text)
    assert str(caught.value) == message


def test_impossible_counts_are_unsolvable_not_an_error():
    reply = json.loads(api.handle(json.dumps({"op": "solve", "kind": "tracks", "puzzle": "4x4:p,S1,1,1,1,S1,1,1,1"})))
    assert reply["status"] == "unsolvable"


texts = st.one_of(st.text(max_size=40), near([s for _, s in tracks.EXAMPLES], ",S?/;=.:#x0123456789abcAC", edits=1))


@settings(max_examples=200, deadline=None)
@given(texts)
def test_decode_and_the_api_answer_anything_with_a_sentence(text):
    try:
        puzzle = tracks.decode(text)
    except ValueError as error:
        assert str(error) and "\n" not in str(error)
    else:
        for solution in islice(tracks.solutions(puzzle), 2):
            assert tracks.is_solution(puzzle, solution)
    for op in ("solve", "count"):
        reply = json.loads(api.handle(json.dumps({"op": op, "kind": "tracks", "puzzle": text, "limit": 2})))
        assert reply["ok"] or (reply["status"] == "invalid" and not reply["error"].startswith("Internal"))


@pytest.mark.parametrize("model", [{"w": 2}, {**tracks.model(tracks.decode(TATHAM_IDS[0])), "pieces": [7] * 64}])
def test_a_bad_model_gives_a_sentence(model):
    reply = json.loads(api.handle(json.dumps({"op": "encode", "kind": "tracks", "model": model})))
    assert not reply["ok"] and reply["error"] and not reply["error"].startswith("Internal")


def test_a_half_laid_piece_from_the_editor_is_named_by_its_cell():
    model = tracks.model(tracks.decode(tracks.EXAMPLES[1][1]))
    model["pieces"][2 * 8 + 3] = RIGHT  # one side clicked, the second not yet
    with pytest.raises(ValueError, match=r"^Row 3, column 4: a track piece joins exactly two sides$"):
        tracks.from_model(model)
