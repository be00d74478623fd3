"""Norinori: the rules against brute force on small boards (the corpus is judged by pzprjs in test_genres.py)."""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import KINDS

norinori = KINDS["norinori"]


@settings(max_examples=50, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_small_boards_have_exactly_the_solutions_brute_force_finds(w, h, data):
    regions = data.draw(st.lists(st.integers(0, 2), min_size=w * h, max_size=w * h))
    puzzle = norinori.from_model({"w": w, "h": h, "regions": regions})
    assert norinori.decode(norinori.encode(puzzle)) == puzzle
    brute = {bits for bits in product((False, True), repeat=w * h) if norinori.is_solution(puzzle, bits)}
    assert set(norinori.solutions(puzzle)) == brute


def test_the_board_draws_the_regions_and_the_dominoes():
    puzzle = norinori.decode("https://puzz.link/p?norinori/5/5/cag4ocjo")
    solved = norinori.board(puzzle, norinori.solution_json(puzzle, next(norinori.solutions(puzzle))))
    assert solved["regions"] == list(puzzle.regions) and sum(c.get("fill") == "shaded" for c in solved["cells"]) == 10
