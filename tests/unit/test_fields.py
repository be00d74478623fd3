"""The request readers: what they accept, and the one sentence for what they refuse."""

import pytest

from gridhunt import fields


def refusal(reader, *args) -> str:
    with pytest.raises(ValueError) as error:
        reader(*args)
    return str(error.value)


def test_whole_numbers_refuse_bools_floats_and_numbers_out_of_range():
    assert fields.whole(0, "the seed") == 0
    assert refusal(fields.whole, True, "the width", 1, 60) == "The width must be a whole number from 1 to 60"
    assert refusal(fields.whole, 2.0, "the size", 1) == "The size must be a whole number of at least 1"
    assert refusal(fields.whole, 99, "the count", None, 9) == "The count must be a whole number of at most 9"
    assert refusal(fields.whole, "3", "the seed") == "The seed must be a whole number"


def test_the_limit_has_a_default_and_a_ceiling():
    assert fields.limit({}, default=2) == 2
    assert fields.limit({"limit": fields.MAX_LIMIT}, default=1) == fields.MAX_LIMIT
    assert refusal(fields.limit, {"limit": fields.MAX_LIMIT + 1}, 1) == "The limit must be a whole number from 1 to 1000"


def test_cells_are_row_column_pairs_on_the_grid():
    assert fields.cell([2, 3], "the start") == (2, 3)
    assert refusal(fields.cell, [2, True], "the start") == "The start must be a [row, column] pair"
    assert refusal(fields.cells, [[0, 0], [1]], "the walk") == "The walk must be a list of [row, column] pairs"
    assert refusal(fields.cells, [[0, 0]] * 3, "the goals", 2) == "There are more than 2 cells in the goals"
    assert fields.on_grid((1, 2), "the walk", 3, 2) == 5
    assert refusal(fields.on_grid, (2, 0), "the walk", 3, 2) == "The cell [2, 0] in the walk is off the 3x2 grid"


def test_choices_seeds_and_texts():
    assert fields.choice({}, "mode", ("optimal", "fast")) == "optimal"
    assert refusal(fields.choice, {"mode": "slow"}, "mode", ("optimal", "fast")) == "The mode must be 'optimal' or 'fast'"
    assert fields.seed({"seed": "abc"}) == "abc" and fields.seed({}) is None and fields.seed({}, 0) == 0
    assert refusal(fields.seed, {"seed": [1]}) == "The seed must be a number or a text"
    assert fields.text({"puzzle": "x"}, "puzzle") == "x"
    assert refusal(fields.text, {"puzzle": 5}, "puzzle") == "The request has no 'puzzle' text"


def test_a_decoders_text_is_stripped_and_must_be_there():
    assert fields.share_text("  3x3:1  \n", "a board") == "3x3:1"
    assert refusal(fields.share_text, None, "a board like 3x3:...") == "Expected a board like 3x3:..."
    assert refusal(fields.share_text, " \n", "a board like 3x3:...") == "The puzzle is empty: expected a board like 3x3:..."
