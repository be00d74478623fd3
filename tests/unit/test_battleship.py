"""Battleships: its URL (counts, parts, fleets), the board, bad input, and brute force on small boards.

npm's pzpr 0.10.1 does not know Battleships, so its answers are judged here: the corpus by
``is_solution`` (test_genres.py) and pzprjs's own fixture answer, and small random boards by
trying every shading against the rules as a reader states them.
"""

from itertools import islice, product

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS
from gridhunt.puzzles.battleship.codec import PARTS, SHIP, WATER, Puzzle

battleship = KINDS["battleship"]
FIXTURE = "https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c"
# pzprjs's answer to its fixture (test/script/battleship.js, the check with no error): its cells, # a ship.
FIXTURE_ANSWER = "+ + # + + + /# + # + + # /+ + + + + + /+ # + + + + /+ + + # # # /# + + + + + /"


def test_pzprjs_fixture_is_solved_as_pzprjs_answers_it():
    puzzle = battleship.decode(FIXTURE)
    found = list(islice(battleship.solutions(puzzle), 2))
    assert len(found) == 1
    theirs = [token == "#" for row in FIXTURE_ANSWER.split("/")[:-1] for token in row.split()]
    clue_ships = [clue not in (None, WATER) for clue in puzzle.clues]
    assert found[0] == tuple(a or b for a, b in zip(theirs, clue_ships))
    assert battleship.solution_pzprv3(puzzle, found[0]).startswith("pzprv3/battleship/6/6/c/. . 1 2 . . 2 /. . . . . . 0 /3 ")
    assert battleship.solution_pzprv3(puzzle, found[0]).endswith("/# + + + + + /0 0 0 0 0 0 /")


def test_fleets_are_read_as_presets_or_pieces_and_written_back_as_pzprjs_writes_them():
    four = battleship.decode("https://puzz.link/p?battleship/10/10/13h44i121h44i2zw6m0n0m5zw//d")
    assert sorted(len(ship) for ship in four.ships()) == [1, 1, 1, 1, 2, 2, 2, 3, 3, 4]
    custom = "https://puzz.link/p?battleship/9/9/g5k4i4g5g5hv5i1zy1i5v/6/12o/12o/12o/23ng/23ng/35iff"
    puzzle = battleship.decode(custom)
    assert sorted(len(ship) for ship in puzzle.ships()) == [2, 2, 2, 5, 5, 10]
    assert battleship.encode(puzzle) == custom
    assert battleship.decode(battleship.encode(four)) == four


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?battleship/3/3/7ko//c", "Column 1's count is more than its 3 cells"),
    ("https://puzz.link/p?battleship/3/3/l//q", "set of pieces 'q'"),
    ("https://puzz.link/p?battleship/3/3/l/2/11g", "promises 2 pieces but gives 1"),
    ("https://puzz.link/p?battleship/3/3/l/1/22i", "in pieces"),
    ("https://puzz.link/p?battleship/2/2/j//c", "more cells than the grid"),
    ("https://puzz.link/p?battleship/3/3/l/0", "no ship"),
    ("https://puzz.link/p?battleship/3/3/lbh/1/11g", "a clue is 0 (water) or a ship's part 1 to 10"),
])
def test_bad_urls_get_a_sentence(url, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        battleship.decode(url)


def test_the_board_shows_the_counts_outside_the_parts_and_the_ships():
    puzzle = battleship.decode(FIXTURE)
    bare = battleship.board(puzzle)
    assert bare["top"] == [None, "1", "2", None, None, "2"] and bare["left"] == [None, "3", "0", None, "3", None]
    assert bare["cells"][5]["text"] == "≈" and bare["cells"][18]["text"] == PARTS[3][1]
    solved = battleship.board(puzzle, battleship.solution_json(puzzle, next(battleship.solutions(puzzle))))
    assert sum(cell.get("fill") == "shaded" for cell in solved["cells"]) == 9  # the fleet's 10 cells, one a clue
    assert "Fleet: 3, 2, 2, 1, 1, 1 cells" in solved["note"]


def brute(puzzle: Puzzle) -> set[tuple[bool, ...]]:
    return {bits for bits in product((False, True), repeat=puzzle.w * puzzle.h) if battleship.is_solution(puzzle, bits)}


clues = st.sampled_from([None] * 8 + [WATER, SHIP, 1, 2, 3, 4, 5, 6])
counts = st.one_of(st.none(), st.integers(0, 2))


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), st.integers(2, 3), st.data())
def test_small_boards_have_exactly_the_solutions_brute_force_finds(w, h, data):
    fleet = data.draw(st.lists(st.sampled_from(["11g", "21o", "31s"]), min_size=1, max_size=3))
    assume(sum(int(code[0]) for code in fleet) <= w * h)
    puzzle = battleship.from_model({
        "w": w, "h": h, "clues": data.draw(st.lists(clues, min_size=w * h, max_size=w * h)),
        "columns": data.draw(st.lists(counts, min_size=w, max_size=w)),
        "rows": data.draw(st.lists(counts, min_size=h, max_size=h)), "fleet": fleet})
    assert set(battleship.solutions(puzzle)) == brute(puzzle)


def test_a_bent_fleet_is_solved_and_a_bent_part_clue_read():
    # Two L trominoes in a 3x3 with one corner clue: both ways round the clue are checked by brute force.
    puzzle = battleship.from_model({"w": 3, "h": 3, "clues": [7] + [None] * 8, "columns": [None] * 3, "rows": [None] * 3,
                                    "fleet": ["22m"]})
    found = set(battleship.solutions(puzzle))
    assert found == brute(puzzle) and found
