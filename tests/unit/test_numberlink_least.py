"""Numberlink's fast count (least answers, a line redrawn) against brute force and the plain search.

The search looks only for least answers (rules.least_answers) and finds the second answer
by redrawing a line (reroute.redrawn) or by a second least answer; these tests try every
set of links on small random puzzles and check that nothing is lost: the same answers, each
once, the same count to two and the same links alike in every answer. On larger grids the
plain search (the same rules without the least-answer clauses) is the yardstick.
"""

from itertools import islice, product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS
from gridhunt.puzzles.numberlink.codec import Puzzle, links
from gridhunt.puzzles.numberlink.reroute import redrawn
from gridhunt.puzzles.numberlink.rules import answers, lines_of, problem
from gridhunt.puzzlink.numbers import QUESTION
from numberlink_boards import drawn_puzzles
from paths import ROOT

NUMBERLINK = KINDS["numberlink"]
SIZES = [(2, 2), (3, 2), (2, 3), (4, 2), (3, 3), (5, 2), (2, 5)]  # at most 13 links: 8192 drawings


def corpus(kind_id: str) -> list[str]:
    rows = (ROOT / "tests" / "pzpr" / "corpus.txt").read_text().splitlines()
    return [row.split()[1] for row in rows if row.startswith(kind_id + " ")]


def every_answer(puzzle: Puzzle) -> set:
    return {lines for marks in product((False, True), repeat=len(links(puzzle)))
            if NUMBERLINK.is_solution(puzzle, lines := lines_of(puzzle, list(marks)))}


@st.composite
def small_puzzles(draw) -> Puzzle:
    w, h = draw(st.sampled_from(SIZES))
    clue = st.one_of(st.none(), st.none(), st.integers(1, 3), st.just(QUESTION))
    return Puzzle(w, h, tuple(draw(st.lists(clue, min_size=w * h, max_size=w * h))))


@settings(max_examples=150, deadline=None)
@given(small_puzzles())
def test_the_answers_are_exactly_those_brute_force_finds_each_once(puzzle):
    found = list(NUMBERLINK.solutions(puzzle))
    assert len(found) == len(set(found))
    assert set(found) == every_answer(puzzle)


@settings(max_examples=100, deadline=None)
@given(small_puzzles())
def test_the_count_to_two_and_the_certain_links_match_brute_force(puzzle):
    every = every_answer(puzzle)
    reply = NUMBERLINK.certain(puzzle, {})
    assert reply["count"] == min(len(every), 2) and reply["unique"] == (len(every) == 1)
    if not every:
        return
    data = [NUMBERLINK.solution_json(puzzle, lines) for lines in every]
    for part in ("across", "down"):
        for r, row in enumerate(reply["certain"][part]):
            for c, mark in enumerate(row):
                seen = {answer[part][r][c] for answer in data}
                assert mark == (seen.pop() if len(seen) == 1 else "?")


def test_a_line_with_room_beside_it_is_redrawn_and_a_walled_in_one_is_not():
    puzzle = NUMBERLINK.decode("https://puzz.link/p?numlin/3/2/1g1i")  # 1 . 1 / . . . : the 1s' line may dip
    marks = [True, True, False, False, False, False, False]
    again = redrawn(puzzle, marks)
    assert again is not None and again != marks and NUMBERLINK.is_solution(puzzle, lines_of(puzzle, again))
    walled = NUMBERLINK.decode("https://puzz.link/p?numlin/3/2/1g12g2")  # 1 . 1 / 2 . 2: the 2s' line below leaves no room
    full = [True, True, True, True, False, False, False]
    assert NUMBERLINK.is_solution(walled, lines_of(walled, full)) and redrawn(walled, full) is None


@st.composite
def paired_puzzles(draw) -> Puzzle:
    """Grids of 4x4 to 6x6 with a few numbers written twice each (a ? pair among them)."""
    w, h = draw(st.integers(4, 6)), draw(st.integers(4, 6))
    cells = draw(st.permutations(range(w * h)))
    pairs = draw(st.integers(1, 5))
    numbers: list[int | None] = [None] * (w * h)
    for k in range(pairs):
        numbers[cells[2 * k]] = numbers[cells[2 * k + 1]] = QUESTION if k == 4 else k + 1
    return Puzzle(w, h, tuple(numbers))


@settings(max_examples=100, deadline=None)
@given(st.one_of(paired_puzzles(), drawn_puzzles()))
def test_the_fast_count_agrees_with_the_plain_search_on_larger_grids(puzzle):
    """Too large to try every drawing: the count to two without least answers is the yardstick. Boards
    drawn from random lines have an answer, often few: where a clause of least answers (the spikes of
    turns among them) that shut out an answer wrongly would show."""
    coded = problem(puzzle)
    plain = list(islice(coded.problem.solutions(coded.drawn), 2))
    fast = list(islice(NUMBERLINK.solutions(puzzle), 2))
    assert len(fast) == len(plain) and len(set(fast)) == len(fast)
    assert all(NUMBERLINK.is_solution(puzzle, lines) for lines in fast)


def moved_one_number(puzzle: Puzzle):
    """The puzzle with one number moved to an empty neighbouring cell, each way it can be:
    near misses of a unique puzzle, some unique still, some with several answers or none."""
    w, h = puzzle.w, puzzle.h
    for i, clue in enumerate(puzzle.numbers):
        r, c = divmod(i, w)
        for j, fits in ((i - 1, c > 0), (i + 1, c + 1 < w), (i - w, r > 0), (i + w, r + 1 < h)):
            if clue is not None and fits and puzzle.numbers[j] is None:
                numbers = list(puzzle.numbers)
                numbers[i], numbers[j] = None, clue
                yield Puzzle(w, h, tuple(numbers))


def test_near_misses_of_the_corpus_puzzles_count_as_the_plain_search_does():
    counts = set()
    for url in corpus("numberlink"):
        puzzle = NUMBERLINK.decode(url)
        if puzzle.w * puzzle.h > 64:
            continue
        for near in moved_one_number(puzzle):
            coded = problem(near)
            plain = len(list(islice(coded.problem.solutions(coded.drawn), 2)))
            assert len(list(islice(NUMBERLINK.solutions(near), 2))) == plain
            counts.add(plain)
    assert counts == {0, 1, 2}


def test_a_second_answer_that_leaves_cells_empty_is_found_when_the_first_fills_the_grid():
    """. . 2 / . 1 . / . 2 . / . 1 .: the first answer fills the grid and no line of it can be
    redrawn; the second leaves cells empty (only the last question, a least answer, finds it)."""
    puzzle = NUMBERLINK.decode("https://puzz.link/p?numlin/3/4/h2g1h2g1h")
    first, second = islice(answers(puzzle, problem(puzzle)), 2)
    assert on_a_line(puzzle, first) == set(range(12)) and redrawn(puzzle, first) is None
    assert on_a_line(puzzle, second) != set(range(12))
    assert all(NUMBERLINK.is_solution(puzzle, lines_of(puzzle, marks)) for marks in (first, second))


def on_a_line(puzzle: Puzzle, marks: list[bool]) -> set[int]:
    return {i for (i, j), drawn in zip(links(puzzle), marks) if drawn for i in (i, j)}
