"""Square Jam: npm's pzpr does not know it, so the solver is checked against every tiling of small boards
into squares, and against pzprjs's own answer to its test puzzle."""

from itertools import islice

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import squarejam as kind
from gridhunt.puzzles.squarejam.codec import QUESTION, Puzzle
from gridhunt.puzzlink import walls


def tilings(w: int, h: int) -> list[list[int]]:
    """Every way to cut a w x h grid into squares with no four meeting at a point: each cell's square."""
    found = []

    def fill(room: list[int], count: int) -> None:
        if -1 not in room:
            cut = walls.walls_of_rooms(room, w, h)
            if walls.no_four_meet(cut, w, h):
                found.append(list(room))
            return
        first = room.index(-1)
        r, c = divmod(first, w)
        for side in range(1, min(w - c, h - r) + 1):
            cells = [(r + dr) * w + c + dc for dr in range(side) for dc in range(side)]
            if all(room[i] == -1 for i in cells):
                for i in cells:
                    room[i] = count
                fill(room, count + 1)
                for i in cells:
                    room[i] = -1

    fill([-1] * (w * h), 0)
    return found


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 5), st.integers(1, 5), st.data())
def test_the_solver_finds_exactly_the_tilings_brute_force_finds(w, h, data):
    every = tilings(w, h)
    room = data.draw(st.sampled_from(every))
    sides = {x: int(room.count(x) ** 0.5) for x in room}
    shown = data.draw(st.lists(st.sampled_from(["none", "none", "side", "?"]), min_size=w * h, max_size=w * h))
    clues = tuple(None if how == "none" else QUESTION if how == "?" else sides[room[i]] for i, how in enumerate(shown))
    puzzle = Puzzle(w, h, clues)
    expected = {walls.walls_of_rooms(r, w, h) for r in every}
    expected = {cut for cut in expected if kind.is_solution(puzzle, cut)}
    assert walls.walls_of_rooms(room, w, h) in expected
    assert set(islice(kind.solutions(puzzle), len(expected) + 1)) == expected


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """The answer of robx/pzprjs test/script/squarejam.js: walls across, then down."""
    puzzle = kind.decode("https://puzz.link/p?squarejam/6/6/i3s32s1i")
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_json(puzzle, solution) == {
        "across": ["10100", "10100", "01100", "01011", "01010", "01110"],
        "down": ["100000", "111000", "001111", "110011", "001100"]}
