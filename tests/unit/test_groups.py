"""search/groups.py: a root's group of n cells, checked against every way to cut a small grid."""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzlink.cells import links
from gridhunt.search.constraints import Problem
from gridhunt.search.groups import add_group


def group_of(root: int, cut: dict, w: int, h: int) -> set[int]:
    seen, todo = {root}, [root]
    while todo:
        i = todo.pop()
        for (a, b), apart in cut.items():
            if not apart and i in (a, b):
                j = b if i == a else a
                if j not in seen:
                    seen.add(j)
                    todo.append(j)
    return seen


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(2, 2), (3, 2), (4, 2)]), st.data())
def test_the_cuts_allowed_are_those_whose_root_group_has_n_cells(size, data):
    w, h = size
    root = data.draw(st.integers(0, w * h - 1))
    n = data.draw(st.integers(1, w * h))
    pairs = links(w, h)
    p = Problem()
    apart = p.new_vars(len(pairs))
    owned = {i: p.new_var() for i in range(w * h)}
    joins = [(x, y, -v) for (a, b), v in zip(pairs, apart) for x, y in ((a, b), (b, a))]
    add_group(p, owned, joins, n, p.true, root)
    found = {tuple(m[v] for v in apart) for m in p.solutions(apart)}
    expected = {cut for cut in product((False, True), repeat=len(pairs))
                if len(group_of(root, dict(zip(pairs, cut)), w, h)) == n}
    assert found == expected


def test_when_off_the_group_is_free():
    p = Problem()
    apart = p.new_var()
    owned = {0: p.new_var(), 1: p.new_var()}
    off = -p.true
    add_group(p, owned, [(0, 1, -apart), (1, 0, -apart)], 1, off, 0)
    assert {m[apart] for m in p.solutions([apart])} == {False, True}
