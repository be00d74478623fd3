"""Slitherlink: small boards against brute force (its corpus puzzles are judged by pzprjs in test_genres.py).

The one-loop rule is the loop check of ``search.loops`` (``SubLoops``) over the grid's corners, which
refuses a path's closing side early: brute force, trying every set of sides, judges the loops it lets through.
"""

from functools import cache
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS
from gridhunt.puzzles.slitherlink.codec import Loop, Puzzle
from brute import same_answers

slitherlink = KINDS["slitherlink"]


@cache
def every_loop(w: int, h: int) -> tuple[Loop, ...]:
    """Every set of sides of a w x h grid (a 3x2 grid has 2^17) that is one loop, clues aside."""
    sides, bare = (h + 1) * w + h * (w + 1), Puzzle(w, h, (None,) * (w * h))
    found = []
    for bits in product((False, True), repeat=sides):
        across = tuple(tuple(bits[r * w:(r + 1) * w]) for r in range(h + 1))
        rest = bits[(h + 1) * w:]
        loop = Loop(across, tuple(tuple(rest[r * (w + 1):(r + 1) * (w + 1)]) for r in range(h)))
        if slitherlink.is_solution(bare, loop):
            found.append(loop)
    return tuple(found)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([(2, 2), (3, 2)]), st.data())
def test_small_boards_have_the_loops_brute_force_finds(size, data):
    w, h = size
    clues = tuple(data.draw(st.lists(st.sampled_from([None, None, 0, 1, 2, 3]), min_size=w * h, max_size=w * h)))
    puzzle = Puzzle(w, h, clues)
    brute = {loop for loop in every_loop(w, h) if slitherlink.is_solution(puzzle, loop)}
    assert same_answers(slitherlink.solutions(puzzle), brute)
