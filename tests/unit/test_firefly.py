"""Hotaru Beam: the solver finds exactly the line drawings that pass the rules, on boards small enough to try all.

pzprjs's checker judges the corpus's answers (tests/unit/test_genres.py); here every set of links of
a small board is tried against ``is_solution``, which walks the lines and shares nothing with the solver.
"""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import firefly
from gridhunt.puzzles.firefly import rules
from gridhunt.puzzles.firefly.codec import Puzzle
from gridhunt.puzzlink.lines import Lines
from gridhunt.puzzlink.numbers import QUESTION


def every_drawing(w: int, h: int):
    n = (w - 1) * h + w * (h - 1)
    for bits in product((False, True), repeat=n):
        across = tuple(tuple(bits[r * (w - 1) : (r + 1) * (w - 1)]) for r in range(h))
        rest = bits[(w - 1) * h :]
        yield Lines(across, tuple(tuple(rest[r * w : (r + 1) * w]) for r in range(h - 1)))


fireflies = st.one_of(st.none(), st.none(), st.tuples(st.integers(0, 4), st.sampled_from([QUESTION, 0, 1, 2])))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([(3, 3), (2, 4), (4, 2), (2, 3)]), st.data())
def test_the_solver_finds_exactly_the_drawings_that_pass_the_rules(size, data):
    w, h = size
    puzzle = Puzzle(w, h, tuple(data.draw(st.lists(fireflies, min_size=w * h, max_size=w * h))))
    expected = {drawing for drawing in every_drawing(w, h) if firefly.is_solution(puzzle, drawing)}
    assert set(firefly.solutions(puzzle)) == expected


def test_a_dot_facing_the_edge_has_no_line_to_draw():
    assert list(firefly.solutions(firefly.decode("https://puzz.link/p?firefly/2/1/10a"))) == []


def test_the_number_counts_the_turns():
    """Two fireflies at opposite corners of a 2x2 grid: the line turns once either way round."""
    once = firefly.decode("https://puzz.link/p?firefly/2/2/41b0.")  # dot to the right, 1 turn; a plain firefly
    never = firefly.decode("https://puzz.link/p?firefly/2/2/40b0.")
    assert len(list(firefly.solutions(once))) == 1 and list(firefly.solutions(never)) == []


def test_a_line_that_cannot_spend_its_turns_is_refused_before_it_is_drawn():
    """A cut-short 9x9 whose bottom five rows are empty has no answer: lines that head down there with
    few turns left cannot come back to a firefly. Ruled out up front, the search proves it in a few
    hundred conflicts; left to the search, it took 11,000 (a count, not a time: the same on every machine)."""
    puzzle = firefly.decode("https://puzz.link/p?firefly/9/9/c25b45c24k23c2340a44c3.")
    p, _ = rules.problem(puzzle)
    assert p.solve() is None
    assert p.solver.conflicts < 3000
