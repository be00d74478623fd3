"""Easy as ABC: the solver against brute force on small boards (given letters too, which npm's pzpr
0.10.1 cannot read, so the corpus holds none), its URL forms and its sentences."""

from itertools import islice, permutations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import easyasabc as kind
from gridhunt.puzzles.easyasabc.codec import QUESTION, Puzzle
from gridhunt.puzzlink.outside import Sides


def fillings(n: int, k: int) -> list[tuple[int, ...]]:
    """Every n x n grid holding letters 1..k once in each row and column (0 elsewhere)."""
    rows = sorted(set(permutations([*range(1, k + 1), *[0] * (n - k)])))
    found = []

    def grow(chosen):
        if len(chosen) == n:
            found.append(tuple(x for row in chosen for x in row))
            return
        for row in rows:
            if all(not row[c] or row[c] != other[c] for other in chosen for c in range(n)):
                grow(chosen + [row])

    grow([])
    return found


GRIDS = {(n, k): fillings(n, k) for n, k in ((3, 2), (4, 2), (4, 3))}


def first(line):
    return next(x for x in line if x)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(GRIDS)), st.data())
def test_the_solver_finds_exactly_the_grids_brute_force_finds(shape, data):
    n, k = shape
    grid = data.draw(st.sampled_from(GRIDS[shape]))
    rows = [grid[r * n : (r + 1) * n] for r in range(n)]
    cols = [grid[c::n] for c in range(n)]
    full = [first(c) for c in cols] + [first(c[::-1]) for c in cols] + [first(r) for r in rows] + [first(r[::-1]) for r in rows]
    keep = data.draw(st.lists(st.booleans(), min_size=4 * n, max_size=4 * n))
    clues = [x if on else None for x, on in zip(full, keep)]
    shown = data.draw(st.lists(st.sampled_from(["none", "none", "none", "letter", "some"]), min_size=n * n, max_size=n * n))
    givens = tuple(None if how == "none" else QUESTION if how == "some" and x else x if how == "letter" and x else None
                   for how, x in zip(shown, grid))
    sides = Sides(tuple(clues[:n]), tuple(clues[n : 2 * n]), tuple(clues[2 * n : 3 * n]), tuple(clues[3 * n :]))
    puzzle = Puzzle(n, n, k, sides, givens)
    expected = {g for g in GRIDS[shape] if kind.is_solution(puzzle, g)}
    assert grid in expected
    assert set(islice(kind.solutions(puzzle), len(expected) + 1)) == expected
    assert kind.decode(kind.encode(puzzle)) == puzzle


def test_given_letters_are_read_kept_and_written_as_pzprjs_writes_them():
    puzzle = kind.decode("https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g")  # a public solver's test puzzle
    assert puzzle.givens[5] == 2 and kind.encode(puzzle) == "https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g"
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_text(puzzle, solution) == ".BA/A.B/BA."
    assert " q2 " in kind.solution_pzprv3(puzzle, solution)


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?easyasabc/4/4/5/1m2h3g3h", "letters must be 1 to 4"),
    ("https://puzz.link/p?easyasabc/4/4/1m2h3g3h", "how many letters"),
    ("https://puzz.link/p?easyasabc/4/4/3/4m2h3g3h", "a letter from A to C"),
    ("https://puzz.link/p?easyasabc/4/4/3/.m2h3g3h", "cannot be '?'"),
    ("https://puzz.link/p?easyasabc/4/4/3/1m2h3g3hk5", "row 2, column 2 is not A to C"),
])
def test_bad_urls_get_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(url)
