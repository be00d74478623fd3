"""Hashiwokakero: the solver against pzprjs's own answer, against brute force over every way to lay bridges
on small boards (judged by is_solution, written apart from the encoding), and its URL's names and bad input."""

from itertools import islice, product

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import hashikake as kind
from gridhunt.puzzles.hashikake.codec import QUESTION, Bridges, Puzzle
from gridhunt.puzzles.hashikake.rules import spans

FIXTURE = "https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3"


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """The answer of robx/pzprjs test/script/hashikake.js (its -1 crosses, marks of no bridge, read as 0)."""
    puzzle = kind.decode(FIXTURE)
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_json(puzzle, solution) == {
        "across": ["2200", "0111", "0000", "0110", "2222"], "down": ["20000", "22001", "12001", "10001"]}
    assert kind.solution_pzprv3(puzzle, solution).startswith("pzprv3/hashikake/5/5/4 . 2 . . /")


def test_puzzlink_names_it_hashi_and_reads_its_other_names():
    puzzles = {kind.decode(FIXTURE.replace("hashikake", name)) for name in ("hashi", "hashikake", "bridges", "HASHI")}
    assert len(puzzles) == 1
    assert kind.encode(puzzles.pop()) == "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"


@pytest.mark.parametrize("text, words", [
    ("https://puzz.link/p?hashi/5/5/1234g1-10+100=100g.h.i.l.", "has 16"),  # penpa-edit's parser test: no island holds 16
    ("https://puzz.link/p?hashi/2/1/0g", "has 0"),
    ("https://puzz.link/p?hashi/2/1/1111", "more cells"),
    ("https://puzz.link/p?nurikabe/2/1/1g", "not Hashiwokakero"),
])
def test_bad_urls_are_refused_with_a_sentence(text, words):
    with pytest.raises(ValueError, match=words):
        kind.decode(text)


@pytest.mark.parametrize("data", [None, {"w": 2, "h": 1, "clues": [9, None]}, {"w": 2, "h": 1, "clues": ["1", None]},
                                  {"w": 2, "h": 1, "clues": [1]}])
def test_bad_models_are_refused_with_a_sentence(data):
    with pytest.raises(ValueError):
        kind.from_model(data)


def laid(puzzle: Puzzle, counts) -> Bridges:
    """The bridges of one count (0 to 2) per span, over every side each crosses."""
    w, h = puzzle.w, puzzle.h
    across = [[0] * (w - 1) for _ in range(h)]
    down = [[0] * w for _ in range(h - 1)]
    for span, n in zip(spans(puzzle), counts):
        for cell in (span.a, *span.water):
            r, c = divmod(cell, w)
            (down[r] if span.down else across[r])[c] = n
    return Bridges(tuple(map(tuple, across)), tuple(map(tuple, down)))


@st.composite
def boards(draw):
    """A small board of islands with a way to lay bridges, its numbers counted from it (some shown as ``?``)."""
    w, h = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    cells = draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h))
    bare = Puzzle(w, h, tuple(0 if x else None for x in cells))
    assume(len(spans(bare)) <= 9)  # 3^9 ways at most, for the brute force
    counts = draw(st.lists(st.integers(0, 2), min_size=len(spans(bare)), max_size=len(spans(bare))))
    bridges = laid(bare, counts)
    sums = [0] * (w * h)
    for r in range(h):
        for c in range(w):
            if c + 1 < w:
                sums[r * w + c] += bridges.across[r][c]
                sums[r * w + c + 1] += bridges.across[r][c]
            if r + 1 < h:
                sums[r * w + c] += bridges.down[r][c]
                sums[r * w + c + w] += bridges.down[r][c]
    hide = draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h))
    clues = tuple(None if x is None else QUESTION if hidden or not sums[i] else sums[i]
                  for i, (x, hidden) in enumerate(zip(bare.clues, hide)))
    return Puzzle(w, h, clues)


@settings(max_examples=60, deadline=None)
@given(boards())
def test_the_solver_finds_exactly_the_answers_brute_force_finds(puzzle):
    every = {laid(puzzle, counts) for counts in product(range(3), repeat=len(spans(puzzle)))}
    expected = {b for b in every if kind.is_solution(puzzle, b)}
    assert set(islice(kind.solutions(puzzle), len(expected) + 1)) == expected


def test_is_solution_refuses_crossing_and_dangling_bridges():
    plus = Puzzle(3, 3, (None, 1, None, 1, None, 1, None, 1, None))
    crossing = Bridges(((1, 1), (0, 0), (0, 0)), ((0, 0, 0), (0, 0, 0)))
    assert not kind.is_solution(plus, crossing)  # 1s unmet, and nothing crosses yet
    crossing = Bridges(((0, 0), (1, 1), (0, 0)), ((0, 1, 0), (0, 1, 0)))
    assert not kind.is_solution(plus, crossing)
    pair = Puzzle(3, 1, (1, None, None))
    assert not kind.is_solution(pair, Bridges(((1, 0),), ()))  # a bridge ending over water


def test_certain_marks_the_bridges_that_differ():
    square = Puzzle(2, 2, (QUESTION,) * 4)  # any tree or cycle of the four joins them
    reply = kind.certain(square, {})
    assert reply["count"] == 2 and not reply["unique"]
    assert reply["certain"] == {"across": ["?", "?"], "down": ["??"]}
    reply = kind.certain(kind.decode(FIXTURE), {})
    assert reply["unique"] and reply["certain"]["across"][0] == "2200"
    assert kind.certain(Puzzle(2, 1, (1, 2)), {}) == {"count": 0, "unique": False, "certain": None}


def test_the_board_draws_two_bridges_as_a_double_line():
    puzzle = kind.decode(FIXTURE)
    answer = kind.solution_json(puzzle, next(kind.solutions(puzzle)))
    drawn = kind.board(puzzle, answer)
    assert [0, 1] in drawn["lines"] and [0, 1] in drawn["doubleLines"] and [5, 6] not in drawn["doubleLines"]
    assert len(drawn["doubleLines"]) == "".join(answer["across"] + answer["down"]).count("2")
    with pytest.raises(ValueError):
        kind.board(puzzle, {"across": ["3"], "down": []})
