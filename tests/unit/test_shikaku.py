"""Shikaku: "?" clues, unsolvable and ambiguous puzzles, the board, bad URLs, and brute force.

Its corpus puzzles and pzprjs's fixture are judged by pzprjs in test_genres.py; here are the
cases a corpus does not hold, and small random grids whose answers are counted both by the
engine and by trying every set of walls.
"""

import json
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.api import handle
from gridhunt.puzzles import KINDS
from gridhunt.puzzles.shikaku.codec import QUESTION, Walls
from paths import ROOT
from pzpr_checker import verdicts

shikaku = KINDS["shikaku"]


def corpus() -> list[str]:
    rows = (ROOT / "tests" / "pzpr" / "corpus.txt").read_text().splitlines()
    return [row.split()[1] for row in rows if row.startswith("shikaku ")]


def every_set_of_walls(w: int, h: int):
    """Every drawing of walls between the cells of a small grid (2 ** walls of them)."""
    n_across, n_down = h * (w - 1), (h - 1) * w
    for bits in range(1 << (n_across + n_down)):
        flags = [bool(bits >> k & 1) for k in range(n_across + n_down)]
        across = tuple(tuple(flags[r * (w - 1) : (r + 1) * (w - 1)]) for r in range(h))
        down = tuple(tuple(flags[n_across + r * w : n_across + (r + 1) * w]) for r in range(h - 1))
        yield Walls(across, down)


def test_the_board_draws_every_corpus_puzzle_bare_solved_and_half_known():
    for url in corpus():
        puzzle = shikaku.decode(url)
        bare = shikaku.board(puzzle)
        assert (bare["w"], bare["h"], bare["sides"]) == (puzzle.w, puzzle.h, [])
        assert sum("text" in cell for cell in bare["cells"]) == sum(x is not None for x in puzzle.clues)
        data = shikaku.solution_json(puzzle, next(shikaku.solutions(puzzle)))
        solved = shikaku.board(puzzle, data)
        walls = sum(row.count("1") for row in data["across"] + data["down"])
        assert len(solved["sides"]) == walls and not solved["maybeSides"]
        half = shikaku.board(puzzle, shikaku.OPERATIONS["certain"](puzzle, {})["certain"])
        assert half["sides"] == solved["sides"] and not half["maybeSides"]  # the corpus puzzles are unique


def test_the_board_puts_each_wall_on_the_grid_line_between_its_cells():
    puzzle = shikaku.decode("https://puzz.link/p?shikaku/2/2/2.h")  # a 2 and a "?" in the top row
    drawn = shikaku.board(puzzle, {"across": ["0", "0"], "down": ["11"]})
    assert drawn["cells"][:2] == [{"text": "2"}, {"text": "?"}]
    assert drawn["sides"] == [[1, 0, 1, 1], [1, 1, 1, 2]]  # the line under the top row, corner to corner


def test_an_ambiguous_shikaku_shows_the_walls_its_answers_share_and_pzprjs_accepts_both():
    puzzle = shikaku.decode("https://puzz.link/p?shikaku/4/2/2g4h2h")  # two 2s share a square: both lie or both stand
    answers = list(islice(shikaku.solutions(puzzle), 3))
    assert len(answers) == 2 and all(v["complete"] for v in verdicts([shikaku.solution_pzprv3(puzzle, a) for a in answers]))
    reply = shikaku.OPERATIONS["certain"](puzzle, {})
    assert reply["count"] == 2 and not reply["unique"]
    first, second = (shikaku.solution_json(puzzle, a) for a in answers)
    for key in ("across", "down"):
        for mine, a, b in zip(reply["certain"][key], first[key], second[key]):
            assert all(m == "?" if x != y else m == x for m, x, y in zip(mine, a, b))
    assert reply["certain"]["across"] == ["?10", "?10"] and reply["certain"]["down"] == ["??00"]


@pytest.mark.parametrize("url, reason", [
    ("https://puzz.link/p?shikaku/3/3/5", "The numbers add up to 5 cells, but the grid has 9"),
    ("https://puzz.link/p?shikaku/3/3/7h2", "The 7 in row 1, column 1 has no rectangle of its area without another number"),
    ("https://puzz.link/p?shikaku/2/1/g", "The grid has no number, and every rectangle needs one"),
])
def test_an_unsolvable_shikaku_says_why_and_has_no_certain_walls(url, reason):
    puzzle = shikaku.decode(url)
    assert list(shikaku.solutions(puzzle)) == []
    assert shikaku.OPERATIONS["certain"](puzzle, {}) == {"count": 0, "unique": False, "certain": None}
    reply = json.loads(handle(json.dumps({"op": "solve", "kind": "shikaku", "puzzle": url})))
    assert reply["status"] == "unsolvable" and reply["reason"] == reason


def test_a_question_clue_takes_a_rectangle_of_any_area_and_pzprjs_accepts_it():
    puzzle = shikaku.decode("https://puzz.link/p?shikaku/3/3/.m3")  # "?" top left, a 3 bottom right
    assert puzzle.clues[0] == QUESTION and shikaku.encode(puzzle) == "https://puzz.link/p?shikaku/3/3/.m3"
    answers = list(shikaku.solutions(puzzle))
    assert len(answers) == 2  # the 3 is the bottom row or the right column; the "?" is the 6 cells left
    files = [shikaku.solution_pzprv3(puzzle, a) for a in answers]
    assert all(f.startswith("pzprv3/shikaku/3/3/- . . /") for f in files)
    assert all(v["complete"] for v in verdicts(files))


def test_large_numbers_are_read_and_written_back():
    puzzle = shikaku.from_model({"w": 20, "h": 20, "clues": [200] + [None] * 398 + [4095]})
    url = shikaku.encode(puzzle)
    assert url.startswith("https://puzz.link/p?shikaku/20/20/-c8z") and url.endswith("+fff")
    assert shikaku.decode(url) == puzzle
    # 200 = 10 x 20 fits only as the top or the left half, and the other half is not 4095 cells.
    assert list(shikaku.solutions(puzzle)) == []


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?shikaku/2/2/1111z", "The URL has more cells than its grid"),
    ("https://puzz.link/p?shikaku/2/2/1*", "The URL has a stray character '\\*'"),
    ("https://puzz.link/p?mashu/3/3/0", "This is a mashu URL, not Shikaku"),
    ("https://puzz.link/p?shikaku/2/2/-1", "The URL has a bad number after '-'"),
])
def test_shikaku_refuses_a_bad_url_with_its_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        shikaku.decode(url)


def test_a_broken_answer_is_refused_by_our_check_and_by_pzprjs():
    puzzle = shikaku.decode(corpus()[0])
    data = shikaku.solution_json(puzzle, next(shikaku.solutions(puzzle)))
    stray = dict(data, down=["1" + row[1:] if row[0] == "0" else row for row in data["down"]])  # a wall ending inside a room
    broken = [shikaku.solution_from_json(puzzle, stray)]
    assert not any(shikaku.is_solution(puzzle, b) for b in broken)
    assert not any(v["complete"] for v in verdicts([shikaku.solution_pzprv3(puzzle, b) for b in broken]))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(1, 3), (2, 2), (3, 2), (2, 3), (3, 3), (4, 2), (2, 4)]), st.data())
def test_small_random_shikaku_have_as_many_answers_as_brute_force_finds(size, data):
    w, h = size
    clues = data.draw(st.lists(st.sampled_from((None, None, None, 1, 2, 3, 4, 6, QUESTION)), min_size=w * h, max_size=w * h))
    puzzle = shikaku.from_model({"w": w, "h": h, "clues": clues})
    found = list(shikaku.solutions(puzzle))
    assert all(shikaku.is_solution(puzzle, s) for s in found)
    assert len(found) == sum(1 for walls in every_set_of_walls(w, h) if shikaku.is_solution(puzzle, walls))
