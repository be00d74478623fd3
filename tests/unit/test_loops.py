"""The loop genres (Masyu, Yajilin): variants, unsolvable and ambiguous puzzles, the board, and brute force.

Their corpus puzzles and pzprjs's fixtures are judged by pzprjs in test_genres.py; here are the
cases a corpus does not hold, and small random grids whose solutions are counted both by the
engine and by trying every set of links.
"""

import json
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.api import handle
from gridhunt.puzzles import KINDS
from gridhunt.puzzles.yajilin.codec import Answer
from gridhunt.puzzlink.lines import Lines, loop_cells
from gridhunt.search.constraints import Problem
from gridhunt.search.loops import cell_loop
from grid_loops import all_loops, every_set_of_links
from paths import ROOT
from pzpr_checker import verdict

masyu = KINDS["masyu"]
yajilin = KINDS["yajilin"]
LOOP_GENRES = ("masyu", "yajilin")


def corpus(kind_id: str) -> list[str]:
    rows = (ROOT / "tests" / "pzpr" / "corpus.txt").read_text().splitlines()
    return [row.split()[1] for row in rows if row.startswith(kind_id + " ")]


@pytest.mark.parametrize("kind_id", LOOP_GENRES)
def test_the_board_draws_every_corpus_puzzle_bare_solved_and_half_known(kind_id):
    kind = KINDS[kind_id]
    for url in corpus(kind_id):
        puzzle = kind.decode(url)
        bare = kind.board(puzzle)
        assert (bare["w"], bare["h"], bare["lines"]) == (puzzle.w, puzzle.h, [])
        solution = next(kind.solutions(puzzle))
        data = kind.solution_json(puzzle, solution)
        solved = kind.board(puzzle, data)
        drawn = sum(row.count("1") for row in data["across"] + data["down"])
        assert len(solved["lines"]) == drawn and not solved["maybeLines"]
        half = kind.board(puzzle, kind.OPERATIONS["certain"](puzzle, {})["certain"])
        assert len(half["lines"]) + len(half["maybeLines"]) >= drawn


def test_masyu_draws_its_pearls():
    puzzle = masyu.decode("https://puzz.link/p?mashu/6/6/1063000i3000")
    cells = masyu.board(puzzle)["cells"]
    assert cells[2] == {"mark": "white-pearl"} and cells[7] == {"mark": "black-pearl"} and cells[0] == {}


def test_a_masyu_with_no_loop_says_so():
    puzzle = masyu.decode("https://puzz.link/p?mashu/3/3/0i0")  # a black pearl on the edge of a 3x3 grid cannot turn far enough
    assert list(masyu.solutions(puzzle)) == []
    assert masyu.OPERATIONS["certain"](puzzle, {}) == {"count": 0, "unique": False, "certain": None}


def test_a_path_whose_ends_sit_side_by_side_may_not_close_while_another_cell_is_on_the_loop():
    # 4x3: the path (1,0)-(0,0)-(0,1)-(1,1) has its ends side by side; cell (2,3) is on the loop too.
    p = Problem()
    loop = cell_loop(p, 4, 3)
    p.clause([loop.on[11]])
    s = p.solver
    for link in (loop.down[0][0], loop.down[0][1]):  # the corner (0,0) then needs its link across
        s.trail_lim.append(len(s.trail))
        s.assign(link, None)
        assert s.propagate() is None
    closing = loop.across[1][0]
    assert s.lit_value(loop.across[0][0]) == 1
    assert s.lit_value(closing) == 0  # the clauses alone leave it open
    assert s.check() is None  # the check sets it undrawn, without a conflict
    assert s.lit_value(closing) == -1 and s.conflicts == 0


def test_with_connect_cells_on_the_loop_that_cannot_meet_are_refused_before_any_loop_closes():
    # 5x2, the middle column closed: a cell on each side can never be on one loop.
    open_cells = [c != 2 for r in range(2) for c in range(5)]
    for connect, conflicts in ((True, 0), (False, 1)):
        p = Problem()
        loop = cell_loop(p, 5, 2, open_cells, connect=connect)
        p.clause([loop.on[0]])
        p.clause([loop.on[4]])
        assert p.solve() is None
        assert (p.solver.conflicts >= 1) == bool(conflicts)


def test_an_empty_board_finds_two_loops_without_undrawing_link_after_link():
    # Links tried undrawn first took 22,000 decisions for the second loop of an empty 20x20.
    from gridhunt.puzzles.masyu.rules import problem
    p, loop = problem(masyu.from_model({"w": 20, "h": 20, "pearls": [0] * 400, "full": False}))
    assert len(list(islice(p.solutions(loop.links()), 2))) == 2
    assert p.solver.decisions < 4 * 400


def test_the_loop_check_keeps_up_as_the_search_undoes_and_redraws_links():
    # A 5x4 Masyu without pearls has 1049 loops: the engine (whose loop check follows the trail
    # through every backtrack of the count) finds each of them once, as brute force does.
    puzzle = masyu.from_model({"w": 5, "h": 4, "pearls": [0] * 20, "full": False})
    assert set(masyu.solutions(puzzle)) == set(all_loops(5, 4))


def test_an_ambiguous_masyu_shows_the_links_its_loops_share():
    puzzle = masyu.decode("https://puzz.link/p?mashu/8/8/20a03900000330i0005000")  # two loops: the hunt's picture decides
    first, second = (masyu.solution_json(puzzle, s) for s in islice(masyu.solutions(puzzle), 2))
    reply = masyu.OPERATIONS["certain"](puzzle, {})
    assert reply["count"] == 2 and not reply["unique"]
    for key in ("across", "down"):
        for mine, a, b in zip(reply["certain"][key], first[key], second[key]):
            assert all(m == "?" if x != y else m in (x, "?") for m, x, y in zip(mine, a, b))
    marks = "".join(reply["certain"]["across"] + reply["certain"]["down"])
    assert "?" in marks and "1" in marks


def test_the_full_flag_sends_the_loop_through_every_cell_and_pzprjs_agrees():
    url = "https://puzz.link/p?mashu/f/4/4/100000"
    puzzle = masyu.decode(url)
    assert puzzle.full and masyu.encode(puzzle) == url
    loops = list(masyu.solutions(puzzle))
    assert loops and all(sum(map(sum, s.across)) + sum(map(sum, s.down)) == 16 for s in loops)
    file = masyu.solution_pzprv3(puzzle, loops[0])
    # The flag's line is what puz.link's pzprjs reads; the pinned pzpr (0.10.1) predates the flag, so it judges the loop without it.
    assert file.startswith("pzprv3/mashu/4/4/f/") and verdict(file.replace("/f/", "/", 1))["complete"]
    plain = masyu.decode("https://puzz.link/p?mashu/4/4/100000")
    smaller = next(s for s in masyu.solutions(plain) if sum(map(sum, s.across)) + sum(map(sum, s.down)) < 16)
    assert not masyu.is_solution(puzzle, smaller) and masyu.is_solution(plain, smaller)


def test_a_full_masyu_of_an_odd_number_of_cells_has_no_loop_and_says_why():
    # 11x11, every cell on the loop: the search ran past 14 s before; a checkerboard count says no at once.
    reply = json.loads(handle(json.dumps({"op": "certain", "kind": "masyu", "timeout": 10,
                                          "model": {"w": 11, "h": 11, "pearls": [0] * 121, "full": True}})))
    assert reply["ok"] and reply["count"] == 0 and not reply.get("timedOut")
    assert "checkerboard" in reply["reason"]
    even = masyu.from_model({"w": 4, "h": 3, "pearls": [0] * 12, "full": True})
    assert masyu.unsolvable_reason(even) is None
    assert set(masyu.solutions(even)) == {lines for lines in all_loops(4, 3) if len(loop_cells(lines, 4, 3)) == 12}


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?mashu/3/3/0i0z", "The URL has more cells than its grid"),
    ("https://puzz.link/p?mashu/3/3/0r", "The URL has a stray character 'r'"),
    ("https://puzz.link/p?yajilin/3/3/0", "This is a yajilin URL, not Masyu"),
])
def test_masyu_refuses_a_bad_url_with_its_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        masyu.decode(url)


def test_a_short_masyu_body_leaves_the_last_cells_plain_as_pzprjs_does():
    assert masyu.decode("https://puzz.link/p?mashu/3/3/i").pearls == (2, 0, 0) + (0,) * 6


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(2, 2), (3, 2), (2, 3), (3, 3), (4, 2), (2, 4)]), st.data())
def test_small_random_masyu_have_as_many_loops_as_brute_force_finds(size, data):
    w, h = size
    pearls = data.draw(st.lists(st.sampled_from((0, 0, 1, 2)), min_size=w * h, max_size=w * h))
    puzzle = masyu.from_model({"w": w, "h": h, "pearls": pearls})
    found = list(masyu.solutions(puzzle))
    assert all(masyu.is_solution(puzzle, s) for s in found)
    assert len(found) == sum(1 for lines in every_set_of_links(w, h) if masyu.is_solution(puzzle, lines))


def test_yajilin_draws_its_clues_and_the_answers_shading():
    puzzle = yajilin.decode("https://puzz.link/p?yajilin/5/5/m32j10")
    bare = yajilin.board(puzzle)["cells"]
    assert bare[13] == {"text": "2", "arrow": "left"} and bare[24] == {"text": "0", "arrow": "up"}
    solved = yajilin.board(puzzle, yajilin.solution_json(puzzle, next(yajilin.solutions(puzzle))))["cells"]
    assert [i for i, cell in enumerate(solved) if cell.get("fill") == "shaded"] == [10, 12, 23]
    grey = yajilin.decode("https://puzz.link/p?yajilin/b/3/3/42g+")
    assert yajilin.board(grey)["cells"][0]["fill"] == "clue" and yajilin.board(grey)["cells"][8] == {"fill": "wall"}


def test_a_yajilin_with_no_answer_says_so():
    puzzle = yajilin.decode("https://puzz.link/p?yajilin/3/3/42h")  # two shaded cells to the right of the clue would touch
    assert list(yajilin.solutions(puzzle)) == []
    assert yajilin.OPERATIONS["certain"](puzzle, {}) == {"count": 0, "unique": False, "certain": None}


def test_a_number_without_an_arrow_has_no_answer_and_the_reason_is_given():
    puzzle = yajilin.decode("https://puzz.link/p?yajilin/3/3/02h")
    assert list(yajilin.solutions(puzzle)) == []
    reply = json.loads(handle(json.dumps({"op": "solve", "kind": "yajilin", "puzzle": yajilin.encode(puzzle)})))
    assert reply["ok"] and reply["solutions"] == [] and reply["reason"] == "The 2 in row 1, column 1 has no arrow"


def test_an_ambiguous_yajilin_shows_the_cells_and_links_its_answers_share():
    puzzle = yajilin.decode("https://puzz.link/p?yajilin/4/4/a20l")  # a 0 pointing down: the loop may go several ways
    found = [yajilin.solution_json(puzzle, s) for s in islice(yajilin.solutions(puzzle), 2)]
    reply = yajilin.OPERATIONS["certain"](puzzle, {})
    assert reply["count"] == 2 and not reply["unique"]
    for key in ("across", "down", "shaded"):
        for mine, a, b in zip(reply["certain"][key], found[0][key], found[1][key]):
            assert all(m == "?" if x != y else m in (x, "?") for m, x, y in zip(mine, a, b))
    assert "?" in "".join(reply["certain"]["shaded"])
    assert reply["certain"]["shaded"][1][1] == "." and reply["certain"]["shaded"][2][1] == "."  # below the 0


def test_yajilin_reads_blank_and_question_clues_and_large_numbers_and_writes_them_back():
    url = "https://puzz.link/p?yajilin/4/2/+0.5116ff2cc"
    puzzle = yajilin.decode(url)
    assert puzzle.clues[:4] == ((0, -3), (0, -2), (0, 17), (1, 0xff)) and puzzle.clues[4] == (2, 0xc)
    assert yajilin.encode(puzzle) == url
    assert yajilin.decode("https://puzz.link/p?yajilin/2/1/-4100a").clues == ((4, 0x100), None)
    file = yajilin.solution_pzprv3(puzzle, yajilin.solution_from_json(puzzle, {"across": ["000", "000"], "down": ["0000"], "shaded": ["....", "...."]}))
    assert file.startswith("pzprv3/yajilin/2/4/# 0,- 0,17 1,255 /2,12 . . . /")


def test_the_o_variant_keeps_shaded_cells_outside_the_loop_as_pzprjs_answers_it():
    puzzle = yajilin.decode("https://puzz.link/p?yajilin/o/3/3/i")
    assert puzzle.outside and yajilin.encode(puzzle) == "https://puzz.link/p?yajilin/o/3/3/i"
    assert yajilin.decode("https://puzz.link/p?yajilin/ob/3/3/i").grey
    # pzprjs's fixture for the flag (test/script/yajilin.js, accepted): one shaded corner, the loop round the rest
    theirs = yajilin.solution_from_json(puzzle, {"across": ["01", "10", "11"], "down": ["011", "101"], "shaded": ["#..", "...", "..."]})
    found = list(yajilin.solutions(puzzle))
    assert theirs in found and all(yajilin.is_solution(puzzle, s) for s in found)
    ring = yajilin.solution_from_json(puzzle, {"across": ["11", "00", "11"], "down": ["101", "101"], "shaded": ["...", ".#.", "..."]})
    assert ring not in found and not yajilin.is_solution(puzzle, ring)
    plain = yajilin.decode("https://puzz.link/p?yajilin/3/3/i")
    assert yajilin.is_solution(plain, ring) and ring in list(yajilin.solutions(plain))
    file = yajilin.solution_pzprv3(puzzle, theirs)
    # The flag's line is what puz.link's pzprjs reads; the pinned pzpr (0.10.1) predates it and judges the rest.
    assert file.startswith("pzprv3/yajilin/3/3/o/. . . /") and verdict(file.replace("/o/", "/", 1))["complete"]


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?yajilin/3/3/4", "cut short or garbled"),
    ("https://puzz.link/p?yajilin/3/3/4g", "cut short or garbled"),
    ("https://puzz.link/p?yajilin/3/3/-5100", "cut short or garbled"),
    ("https://puzz.link/p?yajilin/3/3/i10", "more cells than its grid"),
    ("https://puzz.link/p?yajilin/3/3/A", "stray character 'A'"),
])
def test_yajilin_refuses_a_bad_url_with_its_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        yajilin.decode(url)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(2, 2), (3, 2), (2, 3), (3, 3), (4, 2)]), st.data())
def test_small_random_yajilin_have_as_many_answers_as_brute_force_finds(size, data):
    w, h = size
    clue = st.one_of(st.none(), st.none(), st.none(), st.tuples(st.integers(1, 4), st.integers(0, 2)).map(list))
    clues = data.draw(st.lists(clue, min_size=w * h, max_size=w * h))
    puzzle = yajilin.from_model({"w": w, "h": h, "clues": clues, "outside": data.draw(st.booleans())})
    found = list(yajilin.solutions(puzzle))
    assert all(yajilin.is_solution(puzzle, s) for s in found)
    brute = 0
    for lines in every_set_of_links(w, h):
        on = loop_cells(lines, w, h) or []
        shaded = tuple(clues[i] is None and i not in on for i in range(w * h))
        brute += yajilin.is_solution(puzzle, Answer(lines, shaded))
    assert len(found) == brute
