"""``certain`` asks only about the variables its marks read (``answers.verdict``'s ``asked``): the
marks must be those of asking about every shown variable, on boards with many solutions."""

from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles import fillomino, kakuro, skyscrapers
from gridhunt.puzzles.fillomino.codec import Puzzle as FillominoPuzzle
from gridhunt.puzzles.kakuro.codec import Puzzle as KakuroPuzzle
from gridhunt.puzzlink import answers

verdict = answers.verdict


def asking_everything(problem, shown, limit=2, asked=None, pins=None):
    return verdict(problem, shown, limit, pins=pins)


def both_ways(kind, puzzle) -> tuple[dict, dict]:
    narrowed = kind.certain(puzzle, {})
    with patch.object(answers, "verdict", asking_everything), patch.object(kind.rules, "verdict", asking_everything, create=True):
        whole = kind.certain(puzzle, {})
    return narrowed, whole


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(2, 4), st.data())
def test_fillomino_marks_are_those_of_asking_about_everything(w, h, data):
    clues = data.draw(st.lists(st.one_of(st.none(), st.none(), st.none(), st.integers(1, min(5, w * h))), min_size=w * h, max_size=w * h))
    puzzle = FillominoPuzzle(w, h, tuple(clues), (False,) * ((w - 1) * h), (False,) * (w * (h - 1)))
    narrowed, whole = both_ways(fillomino, puzzle)
    assert narrowed == whole


@settings(max_examples=15, deadline=None)
@given(st.sampled_from([3, 4]), st.data())
def test_skyscrapers_marks_are_those_of_asking_about_everything(n, data):
    sides = {side: data.draw(st.lists(st.one_of(st.none(), st.none(), st.integers(1, n)), min_size=n, max_size=n))
             for side in ("top", "bottom", "left", "right")}
    puzzle = skyscrapers.from_model({"w": n, "h": n, **sides, "cells": [None] * (n * n)})
    narrowed, whole = both_ways(skyscrapers, puzzle)
    assert narrowed == whole


@settings(max_examples=15, deadline=None)
@given(st.data())
def test_kakuro_marks_are_those_of_asking_about_everything(data):
    # A 4x3 board: a clue column, then open cells under sums drawn at random (None: no sum)
    sums = [data.draw(st.one_of(st.none(), st.integers(3, 24))) for _ in range(6)]
    clues = ((None, sums[0]), None, None, None, (None, sums[1]), None, None, None, (None, sums[2]), None, None, None)
    puzzle = KakuroPuzzle(4, 3, clues, (None, *sums[3:]), (None,) * 3)
    narrowed, whole = both_ways(kakuro, puzzle)
    assert narrowed == whole
