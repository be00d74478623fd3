"""Heyawake and Numberlink beyond the corpus: unsolvable and ambiguous variants of real puzzles,
what the certain cells say about them, the board each draws, and the rules' edge cases."""

import json
from itertools import islice, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.api import handle
from gridhunt.puzzles import KINDS
from gridhunt.puzzlink import borders
from paths import ROOT
from pzpr_checker import verdicts

HEYAWAKE = KINDS["heyawake"]
FIXTURE = "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"


def corpus(kind_id: str) -> list[str]:
    lines = (ROOT / "tests" / "pzpr" / "corpus.txt").read_text().splitlines()
    return [line.split()[1] for line in lines if line.startswith(kind_id + " ")]


def test_a_heyawake_room_asking_too_many_shaded_cells_is_unsolvable():
    puzzle = HEYAWAKE.decode("https://puzz.link/p?heyawake/6/6/lll155007rs13222j")  # 3 in a column of 3
    assert list(HEYAWAKE.solutions(puzzle)) == []
    assert HEYAWAKE.certain(puzzle, {}) == {"count": 0, "unique": False, "certain": None}


def test_a_heyawake_without_one_clue_has_two_answers_and_shows_the_cells_they_share():
    puzzle = HEYAWAKE.decode("https://puzz.link/p?heyawake/6/6/lll155007rs12g22j")  # room 1's 2 taken away
    first, second = (HEYAWAKE.solution_json(puzzle, s) for s in islice(HEYAWAKE.solutions(puzzle), 2))
    reply = HEYAWAKE.certain(puzzle, {})
    assert reply["count"] == 2 and not reply["unique"]
    for row, a, b in zip(reply["certain"], first, second):
        assert all(mark == x or mark == "?" for mark, x, y in zip(row, a, b) if x == y)
        assert all(mark == "?" for mark, x, y in zip(row, a, b) if x != y)
    assert "?" in "".join(reply["certain"]) and "#" in "".join(reply["certain"])
    # pzprjs agrees that both answers are right: the puzzle, not the solver, is ambiguous.
    answers = [HEYAWAKE.solution_pzprv3(puzzle, HEYAWAKE.solution_from_json(puzzle, x)) for x in (first, second)]
    assert all(v["complete"] for v in verdicts(answers))


def test_heyawake_reads_pzprjs_other_name_and_rooms_beyond_the_first_numbers():
    puzzle = HEYAWAKE.decode("https://puzz.link/p?heyawacky/6/6/lll155007rs12222j")
    assert HEYAWAKE.encode(puzzle) == FIXTURE
    assert puzzle.clues == (2, 2, 2, 2, None, None, None, None)
    with pytest.raises(ValueError, match="more room numbers"):
        HEYAWAKE.decode(FIXTURE + "1")


def test_the_heyawake_number_stands_where_pzprjs_reads_it_in_a_room_that_is_not_a_rectangle():
    # An L room (cells 1, 2 and 0's column below): pzprjs keeps a room's number in its leftmost column's top cell.
    model = {"w": 3, "h": 2, "regions": [1, 0, 0, 1, 1, 2], "clues": [None, 1] + [None] * 4}
    puzzle = HEYAWAKE.from_model(model)
    assert puzzle.regions == (0, 1, 1, 0, 0, 2) and puzzle.clues == (None, 1, None)
    (solution, *others) = islice(HEYAWAKE.solutions(puzzle), 2)
    files = [HEYAWAKE.solution_pzprv3(puzzle, s) for s in (solution, *others)]
    assert all(v["complete"] for v in verdicts(files))


def test_an_empty_heyawake_grid_is_no_answer():
    puzzle = HEYAWAKE.decode("https://puzz.link/p?heyawake/2/1/0")  # no walls, no numbers: something must be shaded
    assert not HEYAWAKE.is_solution(puzzle, (False, False))
    assert sorted(HEYAWAKE.solutions(puzzle)) == [(False, True), (True, False)]


@pytest.mark.parametrize("url", corpus("heyawake")[:3])
def test_the_heyawake_board_shows_rooms_numbers_and_the_answer(url):
    puzzle = HEYAWAKE.decode(url)
    bare = HEYAWAKE.board(puzzle)
    assert bare["regions"] == list(puzzle.regions) and not any("fill" in cell for cell in bare["cells"])
    assert sum("text" in cell for cell in bare["cells"]) == sum(clue is not None for clue in puzzle.clues)
    solution = next(HEYAWAKE.solutions(puzzle))
    drawn = HEYAWAKE.board(puzzle, HEYAWAKE.solution_json(puzzle, solution))
    assert [cell.get("fill") == "shaded" for cell in drawn["cells"]] == list(solution)
    unknown = HEYAWAKE.board(puzzle, ["?" * puzzle.w] * puzzle.h)
    assert all(cell.get("unknown") for cell in unknown["cells"])
    assert json.loads(json.dumps(drawn)) == drawn


def test_the_api_solves_a_heyawake_url_and_answers_certain():
    reply = json.loads(handle(json.dumps({"op": "certain", "kind": "heyawake", "puzzle": FIXTURE})))
    assert reply["ok"] and reply["unique"] and reply["count"] == 1


@settings(max_examples=80, deadline=None)
@given(st.integers(1, 4), st.integers(1, 3), st.data())
def test_small_random_heyawakes_have_exactly_the_solutions_brute_force_finds(w, h, data):
    """The engine's shortcuts (walls closing a cycle, stretches across two walls) lose no answer and admit no wrong one."""
    walls = data.draw(st.lists(st.booleans(), min_size=(w - 1) * h + w * (h - 1), max_size=(w - 1) * h + w * (h - 1)))
    regions = borders.regions_of(walls[: (w - 1) * h], walls[(w - 1) * h :], w, h)
    rooms = max(regions) + 1
    numbers = data.draw(st.lists(st.one_of(st.none(), st.integers(0, 3)), min_size=rooms, max_size=rooms))
    clues = [numbers[room] if regions.index(room) == i else None for i, room in enumerate(regions)]  # in each room's first cell
    puzzle = HEYAWAKE.from_model({"w": w, "h": h, "regions": regions, "clues": clues})
    every = {s for s in product((False, True), repeat=w * h) if HEYAWAKE.is_solution(puzzle, s)}
    assert set(HEYAWAKE.solutions(puzzle)) == every


@pytest.mark.parametrize("w, h", [(5, 1), (1, 5)])
def test_a_heyawake_one_cell_wide_shades_only_its_ends(w, h):
    """No closed chain of shaded cells splits a line; a shaded cell inside it does."""
    puzzle = HEYAWAKE.from_model({"w": w, "h": h, "regions": [0] * 5, "clues": [None] * 5})
    ends = {tuple(i in shaded for i in range(5)) for shaded in ({0}, {4}, {0, 4})}
    assert set(HEYAWAKE.solutions(puzzle)) == ends


NUMBERLINK = KINDS["numberlink"]


def test_a_numberlink_with_a_lone_number_is_unsolvable():
    puzzle = NUMBERLINK.decode("https://puzz.link/p?numlin/5/5/1j2h4m1h2j3")  # one 4, one 3: no line can end
    assert list(NUMBERLINK.solutions(puzzle)) == []
    assert NUMBERLINK.certain(puzzle, {}) == {"count": 0, "unique": False, "certain": None}


def test_a_numberlink_without_its_3s_has_two_answers_and_shows_the_links_they_share():
    puzzle = NUMBERLINK.decode("https://puzz.link/p?numlin/5/5/1j2hgm1h2jg")  # pzprjs's test puzzle, its 3s taken away
    first, second = (NUMBERLINK.solution_json(puzzle, s) for s in islice(NUMBERLINK.solutions(puzzle), 2))
    reply = NUMBERLINK.certain(puzzle, {})
    assert reply["count"] == 2 and not reply["unique"]
    for part in ("across", "down"):
        for row, a, b in zip(reply["certain"][part], first[part], second[part]):
            assert all(mark == "?" if x != y else mark in (x, "?") for mark, x, y in zip(row, a, b))
    marks = "".join(reply["certain"]["across"] + reply["certain"]["down"])
    assert "?" in marks and "1" in marks
    answers = [NUMBERLINK.solution_pzprv3(puzzle, NUMBERLINK.solution_from_json(puzzle, x)) for x in (first, second)]
    assert all(v["complete"] for v in verdicts(answers))


def test_a_numberlink_answer_may_leave_cells_empty_as_pzprjs_accepts():
    puzzle = NUMBERLINK.decode("https://puzz.link/p?numlin/3/1/11g")  # 1 1 . : the last cell stays empty
    (only,) = NUMBERLINK.solutions(puzzle)
    assert NUMBERLINK.solution_json(puzzle, only) == {"across": ["10"], "down": []}
    assert verdicts([NUMBERLINK.solution_pzprv3(puzzle, only)])[0]["complete"]
    # Room for a detour is a second answer on these rules.
    assert len(list(islice(NUMBERLINK.solutions(NUMBERLINK.decode("https://puzz.link/p?numlin/2/2/11h")), 3))) == 2


def test_a_numberlink_question_mark_joins_only_a_question_mark():
    joined = NUMBERLINK.decode("https://puzz.link/p?numlin/3/1/.g.")
    assert [NUMBERLINK.solution_json(joined, s) for s in NUMBERLINK.solutions(joined)] == [{"across": ["11"], "down": []}]
    assert list(NUMBERLINK.solutions(NUMBERLINK.decode("https://puzz.link/p?numlin/3/1/.g1"))) == []
    assert NUMBERLINK.render(joined) == "Numberlink:\n?.?\n"  # the text picture (puzzlink/picture.py)


def test_is_solution_refuses_a_branch_a_loop_and_a_wrong_pair():
    puzzle = NUMBERLINK.decode("https://puzz.link/p?numlin/4/4/1h1n2h2")  # 1 . . 1 / . . . . / . . . . / 2 . . 2
    good = {"across": ["111", "000", "000", "111"], "down": ["0000", "0000", "0000"]}
    assert NUMBERLINK.is_solution(puzzle, NUMBERLINK.solution_from_json(puzzle, good))
    branched = {"across": ["111", "000", "000", "111"], "down": ["0100", "0000", "0000"]}
    loop = {"across": ["111", "010", "010", "111"], "down": ["0000", "0110", "0000"]}  # the lines and a loop between them
    crossed = {"across": ["100", "000", "000", "111"], "down": ["1000", "1000", "1000"]}  # a 1 joined to a 2
    for wrong in (branched, loop, crossed):
        assert not NUMBERLINK.is_solution(puzzle, NUMBERLINK.solution_from_json(puzzle, wrong))


@pytest.mark.parametrize("url", corpus("numberlink")[:3])
def test_the_numberlink_board_shows_numbers_and_lines(url):
    puzzle = NUMBERLINK.decode(url)
    bare = NUMBERLINK.board(puzzle)
    assert bare["lines"] == [] and sum("text" in cell for cell in bare["cells"]) == sum(x is not None for x in puzzle.numbers)
    solution = next(NUMBERLINK.solutions(puzzle))
    data = NUMBERLINK.solution_json(puzzle, solution)
    drawn = NUMBERLINK.board(puzzle, data)
    assert len(drawn["lines"]) == "".join(data["across"] + data["down"]).count("1") and drawn["maybeLines"] == []
    unknown = {"across": [row.replace("1", "?") for row in data["across"]], "down": data["down"]}
    assert len(NUMBERLINK.board(puzzle, unknown)["maybeLines"]) == "".join(data["across"]).count("1")
    assert json.loads(json.dumps(drawn)) == drawn


def test_an_arukone_url_is_not_read_as_numberlink():
    """pzprjs's Arukone shares Numberlink's URL code but asks every cell filled (and files letters): not ours to answer."""
    with pytest.raises(ValueError, match="arukone"):
        NUMBERLINK.decode("https://puzz.link/p?arukone/5/5/1j2h3m1h2j3")
    assert NUMBERLINK.decode("https://puzz.link/p?numberlink/5/5/1j2h3m1h2j3") == NUMBERLINK.decode(NUMBERLINK.EXAMPLES[0][1])
