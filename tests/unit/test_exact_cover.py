"""The exact cover engine on problems with known counts."""

from itertools import islice

import pytest

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
