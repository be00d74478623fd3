"""Skyscrapers: its own rules against brute force on small boards, its URL forms and its sentences.

pzprjs's checker judges the corpus's answers (tests/pzpr); here every Latin square of a small
board is tried against random clues, so the solver is checked where pzprjs is not asked.
"""

from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import latin_squares
from gridhunt.puzzles import skyscrapers as kind
from gridhunt.puzzles.skyscrapers.rules import count_seen
from gridhunt.puzzlink.outside import Sides


SQUARES = {n: latin_squares(n) for n in (3, 4)}


def clues_of(square: tuple[int, ...], n: int) -> Sides:
    rows = [list(square[r * n : (r + 1) * n]) for r in range(n)]
    cols = [[square[r * n + c] for r in range(n)] for c in range(n)]
    return Sides(tuple(count_seen(c) for c in cols), tuple(count_seen(c[::-1]) for c in cols),
                 tuple(count_seen(r) for r in rows), tuple(count_seen(r[::-1]) for r in rows))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([3, 4]), st.data())
def test_the_solver_finds_exactly_the_squares_brute_force_finds(n, data):
    square = data.draw(st.sampled_from(SQUARES[n]))
    full = clues_of(square, n).all()
    keep = data.draw(st.lists(st.booleans(), min_size=4 * n, max_size=4 * n))
    clues = [x if k else None for x, k in zip(full, keep)]
    sides = Sides(tuple(clues[:n]), tuple(clues[n : 2 * n]), tuple(clues[2 * n : 3 * n]), tuple(clues[3 * n :]))
    puzzle = kind.codec.Puzzle(n, n, sides, (None,) * (n * n))
    expected = {s for s in SQUARES[n] if kind.is_solution(puzzle, s)}
    assert square in expected
    found = set(islice(kind.solutions(puzzle), len(expected) + 1))
    assert found == expected


def test_the_old_name_and_a_given_height_read_and_write_back():
    puzzle = kind.decode("https://puzz.link/p?building/4/4/k13h4j3g")
    assert kind.encode(puzzle) == "https://puzz.link/p?skyscrapers/4/4/k13h4j3g"
    given = kind.decode("https://puzz.link/p?skyscrapers/4/4/k13h4j3gm4n")
    assert given.givens[7] == 4 and kind.encode(given) == "https://puzz.link/p?skyscrapers/4/4/k13h4j3gm4n"
    (solution,) = kind.solutions(given)
    assert solution[7] == 4 and " q4 " in kind.solution_pzprv3(given, solution)


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?skyscrapers/4/3/k13h4j", "square grid"),
    ("https://puzz.link/p?skyscrapers/4/4/k15h4j3g", "count from 1 to 4"),
    ("https://puzz.link/p?skyscrapers/4/4/k.3h4j3g", "cannot be '?'"),
    ("https://puzz.link/p?skyscrapers/4/4/k13h4j3gm5j", "row 2, column 4 is not 1 to 4"),
    ("https://puzz.link/p?skyscrapers/4/4/k13h4j3gzz", "more cells than its grid"),
])
def test_bad_urls_get_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(url)
