"""Statue Park: pzprjs's fixture answer, the piece bank in the URL, bad input, brute force on small boards.

npm's pzpr 0.10.1 does not know Statue Park: its answers are judged here and by ``is_solution``.
"""

from itertools import islice, product

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS
from gridhunt.puzzles.statuepark import rules

statuepark = KINDS["statuepark"]
FIXTURE = "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"
# pzprjs's answer to its fixture (test/script/statuepark.js, the check with no error): its cells, # a piece's.
FIXTURE_ANSWER = ("+ + + + # + + /# # # + # # + /+ + # + + # + /# + + + + + + /# + # # + + + /# + # # + # + /"
                  "# + + + # # # /")


def test_pzprjs_fixture_is_solved_as_pzprjs_answers_it():
    puzzle = statuepark.decode(FIXTURE)
    found = list(islice(statuepark.solutions(puzzle), 2))
    assert found == [tuple(token == "#" for row in FIXTURE_ANSWER.split("/")[:-1] for token in row.split())]
    assert statuepark.solution_pzprv3(puzzle, found[0]) == (
        "pzprv3/statuepark/7/7/t/. . . . 2 1 . /2 2 2 . . 2 . /. . 2 . . . . /. . . . . . . /. . . . . . . /"
        ". . . 2 1 . . /. . . 1 2 . . /" + FIXTURE_ANSWER + "0 0 0 0 0 /")


def test_a_bank_of_custom_pieces_is_read_and_written_back():
    url = "https://puzz.link/p?statuepark/6/5/0000591i00/2/23lg/22u"
    puzzle = statuepark.decode(url)
    assert [len(shape) for shape in puzzle.shapes()] == [4, 4] and statuepark.encode(puzzle) == url


@pytest.mark.parametrize("url, rows", [
    ("https://puzz.link/p?statuepark/7/6/0l050060i0107i//t",
     ["####...", "....##.", ".##.##.", "..##...", "#....#.", "###.###"]),
    ("https://puzz.link/p?statuepark/6/5/0000591i00/2/23lg/22u", ["......", "..###.", "..#...", "...##.", "...##."]),
])
def test_public_puzzles_get_the_answers_their_setters_published(url, rows):
    """Two puzzles of a public solver's tests, with the answers its tests expect."""
    puzzle = statuepark.decode(url)
    assert [statuepark.solution_json(puzzle, s) for s in islice(statuepark.solutions(puzzle), 2)] == [rows]


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?statuepark/2/2/000//t", "more circles than its grid"),
    ("https://puzz.link/p?statuepark/2/2/0", "gives no pieces"),
    ("https://puzz.link/p?statuepark/2/2/0//p", "more cells than the grid"),
    ("https://puzz.link/p?statuepark/3/3/0/1/22i", "in parts"),
    ("https://puzz.link/p?statuepark/3/3/r//t", "garbled"),
])
def test_bad_urls_get_a_sentence(url, message):
    with pytest.raises(ValueError, match=message):
        statuepark.decode(url)


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), st.integers(2, 4), st.data())
def test_small_boards_have_exactly_the_solutions_brute_force_finds(w, h, data):
    size = {"11g": 1, "21o": 2, "22m": 3, "31s": 3}
    bank = data.draw(st.lists(st.sampled_from(sorted(size)), max_size=2))
    assume(sum(size[code] for code in bank) <= w * h)
    circles = data.draw(st.lists(st.sampled_from([0, 0, 0, 1, 2]), min_size=w * h, max_size=w * h))
    puzzle = statuepark.from_model({"w": w, "h": h, "circles": circles, "bank": bank})
    brute = {bits for bits in product((False, True), repeat=w * h) if statuepark.is_solution(puzzle, bits)}
    assert set(statuepark.solutions(puzzle)) == brute


@settings(max_examples=30, deadline=None)
@given(st.integers(3, 4), st.integers(3, 4), st.data())
def test_certain_cells_are_those_alike_in_every_brute_force_solution(w, h, data):
    """The sharing phase's questions with pieces held (``Problem.loosen``) prove no cell certain that is not."""
    size = {"11g": 1, "21o": 2, "22m": 3, "31s": 3}
    bank = data.draw(st.lists(st.sampled_from(sorted(size)), min_size=1, max_size=3))
    assume(sum(size[code] for code in bank) <= w * h)
    circles = data.draw(st.lists(st.sampled_from([0, 0, 0, 0, 1, 2]), min_size=w * h, max_size=w * h))
    puzzle = statuepark.from_model({"w": w, "h": h, "circles": circles, "bank": bank})
    brute = [bits for bits in product((False, True), repeat=w * h) if statuepark.is_solution(puzzle, bits)]
    reply = statuepark.certain(puzzle, {})
    assert reply["count"] == min(len(brute), 2)
    if brute:
        marks = ["#" if all(s[i] for s in brute) else "." if not any(s[i] for s in brute) else "?" for i in range(w * h)]
        assert reply["certain"] == ["".join(marks[r * w:(r + 1) * w]) for r in range(h)]


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 4), st.integers(3, 4), st.data())
def test_answers_found_near_one_without_a_search_are_solutions(w, h, data):
    """The sharing phase's answers found without a search (pieces moved, pieces near a cell laid anew: ``nearby``)
    are solutions, each checked by ``is_solution``; brute force says so too."""
    size = {"11g": 1, "21o": 2, "22m": 3, "31s": 3}
    bank = data.draw(st.lists(st.sampled_from(sorted(size)), min_size=1, max_size=3))
    assume(sum(size[code] for code in bank) <= w * h)
    circles = data.draw(st.lists(st.sampled_from([0, 0, 0, 0, 0, 1, 2]), min_size=w * h, max_size=w * h))
    puzzle = statuepark.from_model({"w": w, "h": h, "circles": circles, "bank": bank})
    brute = [bits for bits in product((False, True), repeat=w * h) if statuepark.is_solution(puzzle, bits)]
    assume(brute)
    cells = list(range(w * h))
    for model in rules.nearby(puzzle, [dict(zip(cells, brute[0]))], cells):
        assert tuple(model[i] for i in cells) in brute


# A sparse 12x12 (every other clue of noqx's example, as bench_paste.py pastes it) and its search's first answer.
SPARSE = "https://puzz.link/p?statuepark/12/12/0a0a0000312000003131000036310000312060000a0a0000//p"
SPARSE_ANSWER = ["##.....##...", "##......#..#", "#..#....#..#", "..###.#.#.##", "...#..#...#.", "###...##....",
                 "#...#.#..##.", "#.###..#..##", "..#....###.#", ".#..##..#...", ".#..#.......", "###.##.#####"]


def test_the_sparse_12x12s_cells_flip_in_answers_found_without_a_search():
    """From one answer, pieces moved and pieces near each cell laid anew flip every cell but the circles': the
    sharing phase asks no question there (it asked 39, 2.6 s, with the moves of one piece alone)."""
    puzzle = statuepark.decode(SPARSE)
    cells = list(range(144))
    first = dict(zip(cells, (ch == "#" for row in SPARSE_ANSWER for ch in row)))
    assert statuepark.is_solution(puzzle, tuple(first[i] for i in cells))
    found = [first, *rules.nearby(puzzle, [first], cells)]
    alike = {i for i in cells if all(model[i] == first[i] for model in found)}
    assert alike == {i for i, circle in enumerate(puzzle.circles) if circle}
