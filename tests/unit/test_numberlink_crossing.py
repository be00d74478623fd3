"""Numberlink's check of lines that would have to cross (puzzles/numberlink/crossing.py).

It must never complain of a position some answer passes through: asked of any part of an
answer's values, it finds nothing; and the count to two is the same with it and without.
It must also see what it is for: lines whose ends alternate round a region, before either
line is drawn.
"""

import random
from itertools import islice

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS
from gridhunt.puzzles.numberlink.codec import Puzzle
from gridhunt.puzzles.numberlink.crossing import Crossing
from gridhunt.puzzles.numberlink.rules import problem
from gridhunt.puzzlink.numbers import QUESTION

NUMBERLINK = KINDS["numberlink"]


@st.composite
def paired_puzzles(draw) -> Puzzle:
    """Grids of 3x3 to 6x6 with a few numbers written twice each (a ? pair among them)."""
    w, h = draw(st.integers(3, 6)), draw(st.integers(3, 6))
    pairs = draw(st.integers(2, min(5, w * h // 2)))
    cells = draw(st.lists(st.integers(0, w * h - 1), min_size=2 * pairs, max_size=2 * pairs, unique=True))
    numbers: list[int | None] = [None] * (w * h)
    for k in range(pairs):
        numbers[cells[2 * k]] = numbers[cells[2 * k + 1]] = QUESTION if k == 4 else k + 1
    return Puzzle(w, h, tuple(numbers))


@st.composite
def hub_puzzles(draw) -> Puzzle:
    """Grids of 5x5 to 7x7 where four lines end round one cell (which no line may then pass: it is walled
    in by numbers), their other ends on the border: a hole that several lines run into from the rim,
    where their ways meet."""
    w, h = draw(st.integers(5, 7)), draw(st.integers(5, 7))
    r, c = draw(st.integers(2, h - 3)), draw(st.integers(2, w - 3))
    inner = [(r - 1) * w + c, r * w + c + 1, (r + 1) * w + c, r * w + c - 1]
    order = draw(st.permutations(range(4)))
    free = [i for i in range(w * h) if i // w in (0, h - 1) or i % w in (0, w - 1)]
    outer = draw(st.lists(st.sampled_from(free), min_size=4, max_size=4, unique=True))
    numbers: list[int | None] = [None] * (w * h)
    for k in range(4):
        numbers[inner[order[k]]] = numbers[outer[k]] = k + 1
    return Puzzle(w, h, tuple(numbers))


@st.composite
def clustered_puzzles(draw) -> Puzzle:
    """Grids of 5x5 to 8x8 where three to five lines have one end in one 3x3 block and the other
    mostly on the border: numbers and lines walled together into holes that lines run into."""
    w, h = draw(st.integers(5, 8)), draw(st.integers(5, 8))
    r, c = draw(st.integers(1, h - 4)), draw(st.integers(1, w - 4))
    block = [(r + dr) * w + c + dc for dr in range(3) for dc in range(3)]
    lines = draw(st.integers(3, 5))
    inner = draw(st.lists(st.sampled_from(block), min_size=lines, max_size=lines, unique=True))
    border = [i for i in range(w * h) if (i // w in (0, h - 1) or i % w in (0, w - 1)) and i not in inner]
    anywhere = [i for i in range(w * h) if i not in inner]
    outer = draw(st.lists(st.sampled_from(border + anywhere[: len(anywhere) // 3]), min_size=lines, max_size=lines,
                          unique=True))
    numbers: list[int | None] = [None] * (w * h)
    for k in range(lines):
        numbers[inner[k]] = numbers[outer[k]] = k + 1
    return Puzzle(w, h, tuple(numbers))


def the_check(coded) -> Crossing:
    return next(c for c in coded.problem.solver.checkers if isinstance(c, Crossing))


def every_model(puzzle: Puzzle, most: int = 30) -> list[dict[int, bool]]:
    """Answers found without the check (its yardstick), each as the values of all the variables."""
    coded = problem(puzzle, crossing=False)
    p = coded.problem
    found = []
    while len(found) < most and (model := p.solve()) is not None:
        found.append(model)
        p.clause([-v if model[v] else v for v in coded.drawn])
    return found


@settings(max_examples=80, deadline=None)
@given(paired_puzzles(), st.integers(0, 1 << 16))
def test_no_part_of_an_answer_is_called_a_crossing(puzzle, seed):
    rnd = random.Random(seed)
    coded = problem(puzzle)
    check = the_check(coded)
    n = coded.problem.solver.nvars
    for model in every_model(puzzle):
        for keep in (1.0, 0.7, 0.4, 0.15):
            value = [0] * (n + 1)
            for v in range(1, n + 1):
                if v == coded.problem.true or rnd.random() < keep:
                    value[v] = 1 if model[v] else -1
            assert check(value) is None


@settings(max_examples=80, deadline=None)
@given(paired_puzzles())
def test_every_clause_it_says_in_a_search_holds_in_every_answer(puzzle):
    """Its clauses, as the search meets them (every answer asked for, least or not), must hold in
    every answer: its reasons are enough."""
    clauses_hold_in_every_answer(puzzle)


@settings(max_examples=80, deadline=None)
@given(st.one_of(hub_puzzles(), clustered_puzzles()))
def test_its_clauses_hold_in_every_answer_where_lines_meet_in_holes(puzzle):
    """The same of boards whose lines run into holes from the rim (where pairs joined through a hole are read)."""
    clauses_hold_in_every_answer(puzzle)


def clauses_hold_in_every_answer(puzzle: Puzzle) -> None:
    models = every_model(puzzle, 25)
    assume(len(models) < 25)  # every answer known
    coded = problem(puzzle)
    check = the_check(coded)
    said: list[list[int]] = []
    solver = coded.problem.solver
    solver.checkers[solver.checkers.index(check)] = lambda value: record(said, check(value))
    p = coded.problem
    while (model := p.solve()) is not None:
        p.clause([-v if model[v] else v for v in coded.drawn])
    for clause in said:
        assert all(any(other[abs(lit)] == (lit > 0) for lit in clause) for other in models)


def record(said: list, clause):
    if clause is not None:
        said.append(list(clause))
    return clause


@settings(max_examples=80, deadline=None)
@given(paired_puzzles())
def test_the_count_to_two_is_that_of_the_search_without_the_check(puzzle):
    coded = problem(puzzle, crossing=False)
    plain = list(islice(coded.problem.solutions(coded.drawn), 2))
    fast = list(islice(NUMBERLINK.solutions(puzzle), 2))
    assert len(fast) == len(plain)
    assert all(NUMBERLINK.is_solution(puzzle, lines) for lines in fast)


@settings(max_examples=150, deadline=None)
@given(st.one_of(hub_puzzles(), clustered_puzzles()))
def test_lines_that_meet_in_one_hole_are_not_called_a_crossing(puzzle):
    coded = problem(puzzle, crossing=False)
    plain = list(islice(coded.problem.solutions(coded.drawn), 2))
    assert len(list(islice(NUMBERLINK.solutions(puzzle), 2))) == len(plain)


def test_four_lines_from_the_border_into_one_hole_meet_there():
    """Four numbers round a cell no line may pass (so one hole), each line's other end on the border
    in the middle of a side: four straight spokes. Two pairs of them alternate round the rim, but
    ways that meet in one hole need not cross (the check once said they must: no answer)."""
    w = 7
    numbers: list[int | None] = [None] * 49
    for x, ends in {1: [(0, 3), (2, 3)], 2: [(3, 6), (3, 4)], 3: [(6, 3), (4, 3)], 4: [(3, 0), (3, 2)]}.items():
        for r, c in ends:
            numbers[r * w + c] = x
    puzzle = Puzzle(w, w, tuple(numbers))
    found = list(islice(NUMBERLINK.solutions(puzzle), 2))
    assert len(found) == 2 and all(NUMBERLINK.is_solution(puzzle, lines) for lines in found)


def test_numbers_alternating_round_the_border_are_seen_before_anything_is_drawn():
    """1 . 2 / . . . / 2 . 1: the 1s' line cuts the grid between the 2s, whichever way it runs."""
    puzzle = NUMBERLINK.decode("https://puzz.link/p?numlin/3/3/1g2i2g1")
    coded = problem(puzzle)
    value = [0] * (coded.problem.solver.nvars + 1)
    value[coded.problem.true] = 1
    assert the_check(coded)(value) == []  # nothing needs saying: no line was drawn, no cell ruled out
    assert NUMBERLINK.certain(puzzle, {})["count"] == 0


def test_a_line_drawn_out_to_the_border_makes_the_ends_alternate():
    """. 1 . 2 / . . . . / 2 . 1 . / . . . .: the inner 1 lies in the open, and nothing is said;
    drawn down to the bottom row, the 1s' ends and the 2s' alternate round the border."""
    puzzle = Puzzle(4, 4, (None, 1, None, 2, None, None, None, None, 2, None, 1, None, None, None, None, None))
    coded = problem(puzzle)
    check = the_check(coded)
    value = [0] * (coded.problem.solver.nvars + 1)
    value[coded.problem.true] = 1
    assert check(value) is None
    down = coded.drawn[12 + 10]  # the links across rows come first (4 rows of 3), then those down: 10 to 14
    ones = check.lines[0][2]  # the 1s' colour, cell by cell
    for lit in (down, check.on[14], ones[14]):
        value[lit] = 1  # what propagation sets when the link is drawn
    clause = check(value)
    assert clause is not None and -down in clause
    assert all(value[abs(lit)] == (-1 if lit > 0 else 1) for lit in clause)  # false now: a conflict


def test_two_lines_into_one_hole_join_the_rim_as_one_line_would():
    """. . 2 . . . / . . . . . . / 1 . 2 3 . 1 / . . . . . . / . . . 3 . .: the 2s' and the 3s' lines
    each run from the border to the middle pair of numbers, so together they cut the grid from top
    to bottom, between the 1s; no line is drawn yet."""
    numbers: list[int | None] = [None] * 30
    for i, clue in ((2, 2), (12, 1), (14, 2), (15, 3), (17, 1), (27, 3)):
        numbers[i] = clue
    puzzle = Puzzle(6, 5, tuple(numbers))
    coded = problem(puzzle)
    value = [0] * (coded.problem.solver.nvars + 1)
    value[coded.problem.true] = 1
    assert the_check(coded)(value) == []
    assert NUMBERLINK.certain(puzzle, {})["count"] == 0


def test_random_boards_agree_with_the_search_without_the_check():
    """Larger boards than hypothesis tries, a count to two each, with and without the check."""
    rnd = random.Random(7)
    for _ in range(12):
        w, h = rnd.randint(5, 7), rnd.randint(5, 7)
        cells = rnd.sample(range(w * h), 8)
        numbers: list[int | None] = [None] * (w * h)
        for k in range(4):
            numbers[cells[2 * k]] = numbers[cells[2 * k + 1]] = k + 1
        puzzle = Puzzle(w, h, tuple(numbers))
        coded = problem(puzzle, crossing=False)
        plain = len(list(islice(coded.problem.solutions(coded.drawn), 2)))
        assert len(list(islice(NUMBERLINK.solutions(puzzle), 2))) == plain
