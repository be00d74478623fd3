"""Kakuro beyond the shared genre tests: ambiguity, no solution, the outer sums, the board, and
the solver against brute force on small grids."""

from itertools import islice, product

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import kakuro
from paths import ROOT
from pzpr_checker import verdicts

CORPUS = [line.split()[1] for line in (ROOT / "tests" / "pzpr" / "corpus.txt").read_text().splitlines()
          if line.startswith("kakuro ")]
AMBIGUOUS = "https://puzz.link/p?kakuro/2/2/n3333"  # four open cells, each row and column adding to 3


def test_an_ambiguous_puzzle_says_so_and_marks_every_digit_unknown():
    puzzle = kakuro.decode(AMBIGUOUS)
    found = list(islice(kakuro.solutions(puzzle), 3))
    assert sorted(kakuro.solution_json(puzzle, s) for s in found) == [["12", "21"], ["21", "12"]]
    assert all(v["complete"] for v in verdicts([kakuro.solution_pzprv3(puzzle, s) for s in found]))
    assert kakuro.certain(puzzle, {}) == {"count": 2, "unique": False, "certain": ["??", "??"]}
    drawn = kakuro.board(puzzle, ["??", "??"])
    assert sum(bool(c.get("unknown")) for c in drawn["cells"]) == 4


def test_a_lone_cell_cannot_add_to_ten():
    puzzle = kakuro.decode("https://puzz.link/p?kakuro/2/2/k...-a")
    assert list(kakuro.solutions(puzzle)) == []
    assert kakuro.certain(puzzle, {}) == {"count": 0, "unique": False, "certain": None}


def test_a_unique_puzzle_is_certain_everywhere():
    puzzle = kakuro.decode(CORPUS[1])
    reply = kakuro.certain(puzzle, {})
    assert reply["unique"] and reply["certain"] == kakuro.solution_json(puzzle, next(kakuro.solutions(puzzle)))


def test_the_outer_sums_are_read_only_beside_open_cells_and_written_back():
    puzzle = kakuro.decode("https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3")
    assert puzzle.clues[0] == (4, 8) and puzzle.clues[3] == (10, 0) and puzzle.clues[4] == (None, None)
    assert puzzle.top == (None, 12, 4, None, None) and puzzle.left == (None, 10, 3, None, None)
    assert kakuro.from_model(kakuro.model(puzzle)) == puzzle
    missing = kakuro.decode("https://puzz.link/p?kakuro/2/2/n3")  # pzprjs reads the sums left out as none
    assert missing.top == (3, None) and kakuro.encode(missing) == "https://puzz.link/p?kakuro/2/2/n3---"


@pytest.mark.parametrize("url", CORPUS)
def test_the_board_draws_every_corpus_puzzle_with_its_outer_row_and_column(url):
    puzzle = kakuro.decode(url)
    w = puzzle.w + 1
    bare = kakuro.board(puzzle)
    assert (bare["w"], bare["h"]) == (puzzle.w + 1, puzzle.h + 1)
    for i, clue in enumerate(puzzle.clues):
        cell = bare["cells"][(i // puzzle.w + 1) * w + i % puzzle.w + 1]
        assert (cell.get("fill") == "clue") == (clue is not None)
        if clue:  # a sum shows when a run of open cells follows it, as pzprjs draws it
            r, c = divmod(i, puzzle.w)
            down = clue[0] if r + 1 < puzzle.h and puzzle.clues[i + puzzle.w] is None else None
            across = clue[1] if c + 1 < puzzle.w and puzzle.clues[i + 1] is None else None
            assert cell.get("split") == ([down, across] if (down, across) != (None, None) else None)
    assert [bare["cells"][c + 1].get("split", [None])[0] for c in range(puzzle.w)] == \
        [top if puzzle.clues[c] is None else None for c, top in enumerate(puzzle.top)]
    solution = next(kakuro.solutions(puzzle))
    drawn = kakuro.board(puzzle, kakuro.solution_json(puzzle, solution))
    for i, digit in enumerate(solution):
        cell = drawn["cells"][(i // puzzle.w + 1) * w + i % puzzle.w + 1]
        assert cell.get("text") == (None if digit is None else str(digit))
    assert kakuro.board(puzzle, kakuro.certain(puzzle, {})["certain"]) == drawn


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 3), st.integers(1, 2), st.data())
def test_the_solver_finds_exactly_the_solutions_brute_force_finds(w, h, data):
    sums = st.one_of(st.none(), st.integers(0, 24))
    clues = data.draw(st.lists(st.one_of(st.none(), st.none(), st.tuples(sums, sums)), min_size=w * h, max_size=w * h))
    top = data.draw(st.lists(sums, min_size=w, max_size=w))
    left = data.draw(st.lists(sums, min_size=h, max_size=h))
    puzzle = kakuro.from_model({"w": w, "h": h, "clues": [c and list(c) for c in clues], "top": top, "left": left})
    open_cells = [i for i, c in enumerate(puzzle.clues) if c is None]
    assume(len(open_cells) <= 4)  # 9^4 grids to try
    brute = set()
    for digits in product(range(1, 10), repeat=len(open_cells)):
        grid = [None] * (w * h)
        for i, d in zip(open_cells, digits):
            grid[i] = d
        if kakuro.is_solution(puzzle, tuple(grid)):
            brute.add(tuple(grid))
    assert set(islice(kakuro.solutions(puzzle), 10**6)) == brute


def test_bad_urls_get_a_sentence():
    for url, words in (("https://puzz.link/p?kakuro/2/2/k..", "fewer cells"),
                       ("https://puzz.link/p?kakuro/2/2/k..4", "cut short"),
                       ("https://puzz.link/p?kakuro/2/2/k...-5x", "more sums"),
                       ("https://puzz.link/p?kakuro/2/2/k..!.", "stray")):
        with pytest.raises(ValueError, match=words):
            kakuro.decode(url)
