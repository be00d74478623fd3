"""Nonogram: npm's pzpr does not know it, so the solver and the line reasoning are checked here against
brute force on small boards, besides is_solution on the corpus (tests/unit/test_genres.py)."""

from itertools import islice, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import nonogram as kind
from gridhunt.puzzles.nonogram.codec import Puzzle, blocks
from gridhunt.search.blocks import LineCheck, settle_line


def brute_force(puzzle: Puzzle) -> set[tuple[bool, ...]]:
    """Every shading of the grid whose rows and columns show the clues (rows chosen among their fits)."""
    w = puzzle.w
    fits = [[row for row in product((False, True), repeat=w) if blocks(row) == line] for line in puzzle.rows]
    found = set()
    for rows in product(*fits):
        shading = tuple(x for row in rows for x in row)
        if all(blocks(shading[c::w]) == line for c, line in enumerate(puzzle.cols)):
            found.add(shading)
    return found


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 5), st.integers(1, 5), st.data())
def test_the_solver_finds_exactly_what_brute_force_finds(w, h, data):
    shading = tuple(data.draw(st.lists(st.booleans(), min_size=w * h, max_size=w * h)))
    puzzle = Puzzle(w, h, tuple(blocks(shading[c::w]) for c in range(w)), tuple(blocks(shading[r * w : (r + 1) * w]) for r in range(h)))
    expected = brute_force(puzzle)
    assert shading in expected and all(kind.is_solution(puzzle, s) for s in expected)
    assert set(islice(kind.solutions(puzzle), len(expected) + 1)) == expected
    assert kind.decode(kind.encode(puzzle)) == puzzle


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 9).flatmap(lambda n: st.tuples(
    st.lists(st.booleans(), min_size=n, max_size=n), st.lists(st.sampled_from([None, None, True, False]), min_size=n, max_size=n))))
def test_line_reasoning_settles_exactly_the_cells_every_fitting_placement_shares(case):
    truth, known = case
    lengths = list(blocks(truth))
    fitting = [row for row in product((False, True), repeat=len(truth))
               if list(blocks(row)) == lengths and all(k is None or k == x for k, x in zip(known, row))]
    expected = None if not fitting else [
        fitting[0][i] if all(row[i] == fitting[0][i] for row in fitting) else None for i in range(len(truth))]
    assert settle_line(list(known), lengths) == expected


def test_the_clues_stand_nearest_the_grid_in_the_url_and_a_short_body_reads_as_blank():
    puzzle = kind.decode("https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h")
    assert puzzle.cols[0] == (2, 1) and puzzle.rows[5] == (3,) and puzzle.rows[3] == ()
    short = kind.decode("https://puzz.link/p?nonogram/3/3/3")
    assert short.cols == ((3,), (), ()) and kind.encode(short) == "https://puzz.link/p?nonogram/3/3/3q"


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?nonogram/4/4/5", "Column 1's clues need 5 cells, but it has 4"),
    ("https://puzz.link/p?nonogram/4/4/0", "Column 1 has a clue below 1"),
    ("https://puzz.link/p?nonogram/4/4/.", "cannot be '?'"),
    ("https://puzz.link/p?nonogram/2/2/zzz", "more cells than its grid"),
])
def test_bad_urls_get_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(url)


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 8).flatmap(lambda n: st.tuples(
    st.lists(st.integers(0, 3), min_size=1, max_size=3), st.lists(st.sampled_from([0, 0, 1, -1]), min_size=n, max_size=n))))
def test_the_line_check_hands_out_what_line_reasoning_settles_asked_again_too(case):
    """The check during the search (variables 1..n, the solver's 1/-1/0 values) gives, one clause a call,
    the cells settle_line settles (or a conflict when nothing fits), the same from what it remembers."""
    lengths, states = case
    lengths = [b for b in lengths if b] or [1]
    line = list(range(1, len(states) + 1))
    value = [0, *states]
    check = LineCheck(line, lengths)
    settled = settle_line([None if x == 0 else x == 1 for x in states], lengths)
    for _ in range(2):  # the second time from what the check remembers
        told = []
        while (clause := check(value)) is not None:
            if all((value[abs(lit)] if lit > 0 else -value[abs(lit)]) == -1 for lit in clause):
                told.append("conflict")
                break
            free = [lit for lit in clause if not value[abs(lit)]]
            assert len(free) == 1
            told.append(free[0])
            value[abs(free[0])] = 1 if free[0] > 0 else -1
        expected = ["conflict"] if settled is None else [
            v if x else -v for v, x, was in zip(line, settled, states) if not was and x is not None]
        assert sorted(map(str, told)) == sorted(map(str, expected))
        value = [0, *states]
