"""The loop genres (Masyu, Yajilin): variants, unsolvable and ambiguous puzzles, the board, and brute force.

Their corpus puzzles and pzprjs's fixtures are judged by pzprjs in test_genres.py; here are the
cases a corpus does not hold, and small random grids whose solutions are counted both by the
engine and by trying every set of links.
"""

from itertools import combinations, islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS
from gridhunt.puzzlink.lines import Lines
from paths import ROOT
from pzpr_checker import verdict

masyu = KINDS["masyu"]
LOOP_GENRES = ("masyu",)


def corpus(kind_id: str) -> list[str]:
    rows = (ROOT / "tests" / "pzpr" / "corpus.txt").read_text().splitlines()
    return [row.split()[1] for row in rows if row.startswith(kind_id + " ")]


def every_set_of_links(w: int, h: int):
    """Every drawing of links on a small grid (2 ** links of them)."""
    across = [(r, c) for r in range(h) for c in range(w - 1)]
    down = [(r, c) for r in range(h - 1) for c in range(w)]
    n = len(across) + len(down)
    for bits in range(1 << n):
        a = [[False] * (w - 1) for _ in range(h)]
        d = [[False] * w for _ in range(h - 1)]
        for k, (r, c) in enumerate(across):
            a[r][c] = bool(bits >> k & 1)
        for k, (r, c) in enumerate(down):
            d[r][c] = bool(bits >> (len(across) + k) & 1)
        yield Lines(tuple(map(tuple, a)), tuple(map(tuple, d)))


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
