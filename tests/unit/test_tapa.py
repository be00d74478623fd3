"""Tapa: its clue code, unsolvable and ambiguous puzzles, the board, bad URLs, and brute force.

Its corpus puzzles and pzprjs's fixture are judged by pzprjs in test_genres.py; here are the
cases a corpus does not hold, and small random grids whose answers are counted both by the
engine and by trying every shading.
"""

from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS
from gridhunt.puzzles.tapa.codec import QUESTION, TOP
from paths import ROOT
from pzpr_checker import verdicts

tapa = KINDS["tapa"]


def corpus() -> list[str]:
    rows = (ROOT / "tests" / "pzpr" / "corpus.txt").read_text().splitlines()
    return [row.split()[1] for row in rows if row.startswith("tapa ")]


def test_the_board_draws_every_corpus_puzzle_bare_solved_and_half_known():
    for url in corpus():
        puzzle = tapa.decode(url)
        bare = tapa.board(puzzle)
        assert (bare["w"], bare["h"]) == (puzzle.w, puzzle.h)
        assert sum("text" in cell for cell in bare["cells"]) == sum(x is not None for x in puzzle.clues)
        assert not any("fill" in cell for cell in bare["cells"])
        data = tapa.solution_json(puzzle, next(tapa.solutions(puzzle)))
        solved = tapa.board(puzzle, data)
        assert sum(cell.get("fill") == "shaded" for cell in solved["cells"]) == "".join(data).count("#")
        assert tapa.board(puzzle, tapa.OPERATIONS["certain"](puzzle, {})["certain"]) == solved  # unique


def test_the_board_spaces_a_clues_numbers_and_shows_unknown_cells():
    puzzle = tapa.decode("https://puzz.link/p?tapa/3/3/gah.l")  # "ah": 377 = 360 + 6 * 2 + 5, the clue 2 5
    assert puzzle.clues[:3] == (None, (2, 5), (QUESTION,))
    drawn = tapa.board(puzzle, ["#..", "?..", "..."])
    assert drawn["cells"][0] == {"fill": "shaded"} and drawn["cells"][3] == {"unknown": True}
    assert drawn["cells"][1] == {"text": "2 5"} and drawn["cells"][2] == {"text": "?"}


@pytest.mark.parametrize("clue", [(0,), (8,), (QUESTION,), (1, 1, 1, 1), (QUESTION, 5), (3, 3, 1), (1, QUESTION, 1, 1),
                                  (QUESTION, QUESTION), (QUESTION, QUESTION, QUESTION, QUESTION)])
def test_every_kind_of_clue_is_written_and_read_back_as_pzprjs_writes_it(clue):
    puzzle = tapa.from_model({"w": 3, "h": 3, "clues": [None] * 4 + [list(clue)] + [None] * 4})
    url = tapa.encode(puzzle)
    assert tapa.decode(url) == puzzle
    assert verdicts([url])[0]["code"] != "open"


def test_an_ambiguous_tapa_shows_the_cells_its_answers_share_and_pzprjs_accepts_both():
    puzzle = tapa.decode("https://puzz.link/p?tapa/3/3/j1j")  # a 1 in the middle: any one of its neighbours
    answers = list(islice(tapa.solutions(puzzle), 2))
    assert len(answers) == 2
    assert all(v["complete"] for v in verdicts([tapa.solution_pzprv3(puzzle, a) for a in answers]))
    reply = tapa.OPERATIONS["certain"](puzzle, {})
    assert reply["count"] == 2 and not reply["unique"] and "?" in "".join(reply["certain"])
    assert reply["certain"][1][1] == "."  # the clue is never shaded


def test_an_unsolvable_tapa_has_no_certain_cells():
    puzzle = tapa.decode("https://puzz.link/p?tapa/3/3/j0j")  # a 0 in the middle leaves nothing to shade
    assert list(tapa.solutions(puzzle)) == []
    assert tapa.OPERATIONS["certain"](puzzle, {}) == {"count": 0, "unique": False, "certain": None}


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?tapa/2/2/1111z", "The URL has more cells than its grid"),
    ("https://puzz.link/p?tapa/2/2/1*", "The URL has a stray character '\\*'"),
    ("https://puzz.link/p?tapa/2/2/dz", "The URL has a clue code 'dz' that stands for no clue"),
    ("https://puzz.link/p?tapa/2/2/a", "The URL has a clue code 'a' that stands for no clue"),
    ("https://puzz.link/p?mashu/3/3/0", "This is a mashu URL, not Tapa"),
])
def test_tapa_refuses_a_bad_url_with_its_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        tapa.decode(url)


@pytest.mark.parametrize("clues, sentence", [
    ([[9]], "A clue of 1 numbers holds numbers from 1 to 8"),
    ([[0, 1]], "A clue of 2 numbers holds numbers from 1 to 5"),
    ([[1, 1, 1, 1, 1]], "A clue is a list of one to four numbers"),
])
def test_a_model_with_an_impossible_clue_is_refused(clues, sentence):
    with pytest.raises(ValueError, match=sentence):
        tapa.from_model({"w": 1, "h": 1, "clues": clues})


clue = st.integers(1, 4).flatmap(lambda n: st.lists(st.sampled_from([QUESTION, *range(1, TOP[n] + 1)]), min_size=n, max_size=n))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(2, 2), (3, 2), (2, 3), (3, 3), (4, 3), (3, 4)]), st.data())
def test_small_random_tapa_have_as_many_answers_as_brute_force_finds(size, data):
    w, h = size
    clues = data.draw(st.lists(st.one_of(st.none(), st.none(), st.none(), clue, st.just([0])), min_size=w * h, max_size=w * h))
    puzzle = tapa.from_model({"w": w, "h": h, "clues": clues})
    found = list(tapa.solutions(puzzle))
    assert all(tapa.is_solution(puzzle, s) for s in found)
    every = (tuple(bool(bits >> i & 1) for i in range(w * h)) for bits in range(1 << (w * h)))
    assert len(found) == sum(1 for shading in every if tapa.is_solution(puzzle, shading))
