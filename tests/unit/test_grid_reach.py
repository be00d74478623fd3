"""search/grid_reach.py (connectivity on bitsets) against brute force on small grids."""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.search.constraints import Problem
from gridhunt.search.grid_reach import grid_connected


def connected(w: int, h: int, on: set[int]) -> bool:
    if not on:
        return True
    seen, todo = set(), [min(on)]
    while todo:
        i = todo.pop()
        if i in seen:
            continue
        seen.add(i)
        r, c = divmod(i, w)
        todo.extend(j for j, fits in ((i - 1, c > 0), (i + 1, c + 1 < w), (i - w, r > 0), (i + w, r + 1 < h))
                    if fits and j in on)
    return seen == on


# A board: its width and height, then per cell "free", "on" or "off" (off cells are left out of
# the checker, as Numberlink leaves out the cells another number holds).
boards = st.tuples(st.integers(1, 4), st.integers(1, 3)).flatmap(
    lambda size: st.tuples(st.just(size), st.lists(st.sampled_from("free on off".split()),
                                                   min_size=size[0] * size[1], max_size=size[0] * size[1])))


@settings(max_examples=80, deadline=None)
@given(boards)
def test_the_solutions_are_the_connected_choices(board):
    (w, h), kinds = board
    p = Problem()
    cells = {i: p.new_var() for i, kind in enumerate(kinds) if kind != "off"}
    for i, v in cells.items():
        if kinds[i] == "on":
            p.clause([v])
    grid_connected(p, w, h, cells)
    found = {frozenset(i for i, v in cells.items() if m[v]) for m in p.solutions(cells.values())}
    free = [i for i in cells if kinds[i] == "free"]
    fixed = {i for i in cells if kinds[i] == "on"}
    expected = set()
    for bits in product((False, True), repeat=len(free)):
        on = fixed | {i for i, x in zip(free, bits) if x}
        if connected(w, h, on):
            expected.add(frozenset(on))
    assert found == expected


def test_a_row_does_not_wrap_into_the_next():
    p = Problem()
    x = p.new_vars(4)  # a 2x2 grid: cell 1 (end of row 0) and cell 2 (start of row 1) are not side by side
    grid_connected(p, 2, 2, dict(enumerate(x)))
    p.clause([x[1]])
    p.clause([x[2]])
    p.clause([-x[0]])
    p.clause([-x[3]])
    assert p.solve() is None
