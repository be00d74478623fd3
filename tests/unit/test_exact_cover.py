"""The exact cover engine on problems with known counts."""

from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.search.exact_cover import exact_covers


def queens(n):
    """n-queens: rows and columns primary (exactly one queen), diagonals secondary (at most one)."""
    options = [(("row", r), ("col", c), ("sum", r + c), ("diff", r - c)) for r in range(n) for c in range(n)]
    primary = [("row", k) for k in range(n)] + [("col", k) for k in range(n)]
    secondary = [("sum", k) for k in range(2 * n - 1)] + [("diff", k) for k in range(1 - n, n)]
    return options, primary, secondary


@pytest.mark.parametrize("n, count", [(1, 1), (2, 0), (3, 0), (4, 2), (5, 10), (6, 4), (7, 40), (8, 92)])
def test_n_queens_counts(n, count):
    assert sum(1 for _ in exact_covers(*queens(n))) == count


def test_queens_solutions_place_one_queen_per_row_and_column():
    options, primary, secondary = queens(6)
    for solution in exact_covers(options, primary, secondary):
        cells = [(options[o][0][1], options[o][1][1]) for o in solution]
        assert sorted(r for r, _ in cells) == list(range(6)) == sorted(c for _, c in cells)


def sudoku_options(n=4, box=2, givens=()):
    options = []
    for r in range(n):
        for c in range(n):
            for v in range(1, n + 1):
                if givens and givens[r * n + c] not in (0, v):
                    continue
                b = (r // box) * box + c // box
                options.append((("cell", r, c), ("row", r, v), ("col", c, v), ("box", b, v)))
    return options


def test_empty_4x4_sudoku_has_288_solutions():
    assert sum(1 for _ in exact_covers(sudoku_options())) == 288


def test_4x4_sudoku_with_givens_is_unique():
    givens = (1, 0, 3, 4, 3, 4, 0, 2, 2, 1, 4, 3, 4, 0, 2, 1)
    (solution,) = list(exact_covers(sudoku_options(givens=givens)))
    assert len(solution) == 16


def test_solutions_are_lazy():
    options = [(k,) for k in range(20)] + [(k, k + 1) for k in range(19)]  # many covers of a path
    assert len(list(islice(exact_covers(options), 5))) == 5


def test_secondary_items_are_covered_at_most_once():
    assert sorted(exact_covers(["a", "ab", "ac", "bc"], primary="a", secondary="bc")) == [(0,), (1,), (2,)]


def test_a_primary_item_in_no_option_makes_it_unsolvable():
    assert list(exact_covers(["a"], primary="ab")) == []


def test_no_primary_items_gives_the_empty_cover():
    assert list(exact_covers([], primary=[])) == [()]


def test_deep_searches_need_no_recursion():
    assert next(exact_covers([(k,) for k in range(5000)])) == tuple(range(5000))


@pytest.mark.parametrize(
    "args, message",
    [
        ((["ab"], "a", "a"), "An item is both primary and secondary"),
        ((["ab"], "a", ""), "Item 'b' is neither primary nor secondary"),
        ((["aa"],), "An option names item 'a' twice"),
    ],
)
def test_bad_problems_are_named(args, message):
    with pytest.raises(ValueError, match="^" + message + "$"):
        exact_covers(*args)


# ---------------------------------------------------------------- against brute force, with symmetries


def brute_force_covers(options, primary, secondary):
    """Every subset of the options that covers each primary item once and each secondary at most
    once, made of options that hold a primary item (Knuth's rule: the others are never chosen)."""
    found = []
    for mask in range(1 << len(options)):
        chosen = [o for o in range(len(options)) if mask >> o & 1]
        if not all(set(options[o]) & set(primary) for o in chosen):
            continue
        held = [item for o in chosen for item in options[o]]
        if all(held.count(item) == 1 for item in primary) and all(held.count(item) <= 1 for item in secondary):
            found.append(tuple(chosen))
    return sorted(found)


@st.composite
def symmetric_problems(draw):
    """Options over items 0..n closed under a random permutation of the items (so the
    permutation is a symmetry), some of them secondary, some options given twice."""
    n = draw(st.integers(1, 6))
    move = draw(st.permutations(range(n))) + [n]  # item n stays put, like a tiling's piece name
    seeds = draw(st.lists(st.sets(st.integers(0, n), min_size=1), min_size=1, max_size=4))
    options = []
    for seed in seeds:
        for _ in range(n):  # the seed's images under the powers of the permutation
            if seed not in options:
                options.append(seed)
            seed = {move[k] for k in seed}
    twice = draw(st.lists(st.sampled_from(options), max_size=2))
    for option in twice:  # equal options are a cycle of their own; the map keeps them apart
        options += [option, {move[k] for k in option}] if {move[k] for k in option} != option else [option]
    options = [sorted(option) for option in options][:13]
    secondary = [k for k in range(n + 1) if move[k] == k and k % 2] if draw(st.booleans()) else []
    primary = [k for k in range(n + 1) if k not in secondary]
    return options, primary, secondary, dict(enumerate(move))


@settings(max_examples=300, deadline=None)
@given(symmetric_problems())
def test_symmetry_breaking_finds_exactly_the_brute_force_covers(problem):
    options, primary, secondary, move = problem
    expected = brute_force_covers(options, primary, secondary)
    plain = sorted(exact_covers(options, primary, secondary))
    assert plain == expected
    found = list(exact_covers(options, primary, secondary, symmetries=[move]))
    assert sorted(found) == expected and len(found) == len(set(found))  # each cover once


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sets(st.integers(0, 5), min_size=1), min_size=1, max_size=10), st.permutations(range(6)))
def test_a_map_that_is_no_symmetry_is_ignored(option_sets, move):
    options = [sorted(option) for option in option_sets]
    items = sorted({k for option in options for k in option})
    expected = brute_force_covers(options, items, [])
    found = list(exact_covers(options, items, symmetries=[dict(enumerate(move))]))
    assert sorted(found) == expected and len(found) == len(set(found))


def test_symmetric_covers_are_counted_once_each():
    # a 2x2 square of cells 0 1 / 2 3 tiled by dominoes; turning it by a quarter swaps the two
    # tilings, and mirroring fixes each of them
    options = [(0, 1), (2, 3), (0, 2), (1, 3)]
    turn, mirror = {0: 1, 1: 3, 3: 2, 2: 0}, {0: 1, 1: 0, 2: 3, 3: 2}
    assert sorted(exact_covers(options, symmetries=[turn, mirror])) == [(0, 1), (2, 3)]


def test_symmetries_may_name_items_by_any_name():
    options = [("a",), ("b",), ("a", "b"), ("b", "c"), ("a", "c"), ("c",)]
    swap = {"a": "b", "b": "a"}
    assert sorted(exact_covers(options, symmetries=[swap])) == brute_force_covers(options, "abc", "")
