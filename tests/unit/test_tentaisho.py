"""Spiral Galaxies: random galaxies grown symmetric around random dots are found by the solver; pzprjs's
own answer to its test puzzle (which has a cell outside the grid, beyond npm's pzpr 0.10.1); the URL forms."""

import random
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import tentaisho as kind
from gridhunt.puzzles.tentaisho.codec import Puzzle
from gridhunt.puzzles.tentaisho.rules import mirror
from gridhunt.puzzlink import cells, walls


def grown(w: int, h: int, seed: int) -> tuple[Puzzle, list[int]]:
    """A puzzle and one answer (each cell's galaxy): dots dropped at random, each galaxy grown by a
    neighbouring cell and its mirror image at once, so it stays symmetric and in one piece."""
    rng = random.Random(seed)
    places = (2 * w - 1) * (2 * h - 1)
    dots = [0] * places
    blank = Puzzle(w, h, tuple(dots), (False,) * (w * h))
    galaxy = [-1] * (w * h)
    order = list(range(places))
    rng.shuffle(order)
    for k in order:
        touched = blank.touching(k)
        if any(galaxy[i] >= 0 for i in touched) or rng.random() < 0.6:
            continue
        dots[k] = rng.choice([1, 2])
        for i in touched:
            galaxy[i] = k
        for _ in range(rng.randrange(8)):
            edge = [i for i in range(w * h) if galaxy[i] < 0 and any(galaxy[j] == k for j in cells.neighbours(i, w, h))
                    and mirror(blank, i, k) is not None and galaxy[mirror(blank, i, k)] < 0]
            if not edge:
                break
            i = rng.choice(edge)
            galaxy[i] = galaxy[mirror(blank, i, k)] = k
    for i in range(w * h):
        if galaxy[i] < 0:
            r, c = divmod(i, w)
            k = (2 * r) * (2 * w - 1) + 2 * c
            dots[k], galaxy[i] = 1, k
    return Puzzle(w, h, tuple(dots), (False,) * (w * h)), galaxy


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 6), st.integers(1, 6), st.integers(0, 10**6))
def test_a_grown_answer_is_among_the_solutions_and_each_solution_passes_the_check(w, h, seed):
    puzzle, galaxy = grown(w, h, seed)
    answer = walls.walls_of_rooms(galaxy, w, h)
    assert kind.is_solution(puzzle, answer)
    found = list(islice(kind.solutions(puzzle), 50))
    assert found and all(kind.is_solution(puzzle, s) for s in found)
    assert answer in found or len(found) == 50
    assert kind.decode(kind.encode(puzzle)) == puzzle


def test_pzprjs_test_puzzle_is_answered_as_pzprjs_answers_it():
    """Its answer, from robx/pzprjs test/script/tentaisho.js: the walls across, then down."""
    puzzle = kind.decode("https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000")
    assert puzzle.empty == (False,) * 4 + (True,) + (False,) * 20
    (solution,) = islice(kind.solutions(puzzle), 2)
    across = ["1001", "1101", "0101", "1100", "1100"]
    down = ["11111", "10111", "01111", "10111"]
    assert kind.solution_json(puzzle, solution) == {"across": across, "down": down}
    assert kind.solution_pzprv3(puzzle, solution).startswith("pzprv3/tentaisho/5/5/1...2...X/")


@pytest.mark.parametrize("url, sentence", [
    ("https://puzz.link/p?tentaisho/2/2/0ex", "cut short or garbled"),
    ("https://puzz.link/p?tentaisho/2/2/0e8", "touches a cell outside the grid"),
    ("https://puzz.link/p?tentaisho/2/2/0!", "stray character"),
])
def test_bad_urls_get_a_sentence(url, sentence):
    with pytest.raises(ValueError, match=sentence):
        kind.decode(url)
