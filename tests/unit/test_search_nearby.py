"""Solutions found by mending a known one (search/nearby.py), and ``certain`` built on them, against brute force."""

from itertools import product
from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from brute import shared_columns
from gridhunt.search import constraints
from gridhunt.search.constraints import Problem
from gridhunt.search import nearby
from gridhunt.search.nearby import Nearby

N = 7
literals = st.integers(1, N).flatmap(lambda v: st.sampled_from([v, -v]))
clauses = st.lists(st.lists(literals, min_size=1, max_size=4), max_size=20)
counts = st.lists(st.tuples(st.lists(literals, min_size=3, max_size=N, unique_by=abs), st.integers(0, 3)), max_size=2)
edges = st.lists(st.tuples(st.integers(0, N - 1), st.integers(0, N - 1)), max_size=10)


def build(clause_list, count_list, edge_list):
    """A problem over x[0..N-1] (literal i stands for x[i - 1]): the clauses, native counts "at most k"
    (the solver's own, which the mending must keep), and, with edges, the on nodes connected."""
    p = Problem()
    x = p.new_vars(N)

    def lift(lit):
        return x[abs(lit) - 1] if lit > 0 else -x[abs(lit) - 1]

    for c in clause_list:
        p.clause([lift(lit) for lit in c])
    for lits, k in count_list:
        p.solver.add_at_most([lift(lit) for lit in lits], k)
    if edge_list:
        p.connected(dict(enumerate(x)), [(a, b, None) for a, b in edge_list])
    return p, x


def brute(clause_list, count_list, edge_list):
    """Every assignment of x (as tuples of booleans) meeting the rules."""
    found = set()
    for bits in product((False, True), repeat=N):
        def true(lit):
            return bits[abs(lit) - 1] == (lit > 0)

        if not all(any(true(lit) for lit in c) for c in clause_list):
            continue
        if not all(sum(true(lit) for lit in lits) <= k for lits, k in count_list):
            continue
        if edge_list and not connected({i for i in range(N) if bits[i]}, edge_list):
            continue
        found.add(bits)
    return found


def connected(on, edge_list):
    if not on:
        return True
    reach, todo = {min(on)}, [min(on)]
    while todo:
        node = todo.pop()
        for a, b in edge_list:
            for u, v in ((a, b), (b, a)):
                if u == node and v in on and v not in reach:
                    reach.add(v)
                    todo.append(v)
    return reach == on


@settings(max_examples=200, deadline=None)
@given(clauses, counts, edges)
def test_every_mended_solution_is_a_solution_with_its_variable_flipped(clause_list, count_list, edge_list):
    p, x = build(clause_list, count_list, edge_list)
    expected = brute(clause_list, count_list, edge_list)
    model = p.solve()
    assert (model is not None) == bool(expected)
    if model is None:
        return
    near = Nearby(p.solver)
    for v in x:
        other = near.flip(model, v)
        if other is not None:
            assert other[v] != model[v]
            assert tuple(other[u] for u in x) in expected


@settings(max_examples=200, deadline=None)
@given(clauses, counts, edges)
def test_certain_is_what_every_solution_shares(clause_list, count_list, edge_list):
    p, x = build(clause_list, count_list, edge_list)
    expected = brute(clause_list, count_list, edge_list)
    assert p.certain(x) == shared_columns(x, expected)



@settings(max_examples=200, deadline=None)
@given(clauses, counts, edges, st.integers(0, 3))
def test_certain_asking_by_neighbourhoods_is_what_every_solution_shares(clause_list, count_list, edge_list, reach):
    """With a neighbourhood (the variables within ``reach`` places of one), ``certain`` first asks of
    several at a time with the rest held (``Problem.sweep``): the answer is the same."""
    p, x = build(clause_list, count_list, edge_list)
    expected = brute(clause_list, count_list, edge_list)
    p.neighbourhood = lambda model, v: x[max(x.index(v) - reach, 0) : x.index(v) + reach + 1]
    with patch.object(constraints, "SWEEP_LEAST", 0):  # asked on boards of any size
        assert p.certain(x) == shared_columns(x, expected)
    model = p.solve()
    if model is None:
        return
    same, last = p.sweep(x, {v: model[v] for v in x}, model)  # alone: above, mends may have settled all first
    assert tuple(last[v] for v in x) in expected
    assert all(same.get(v) == value for v, value in shared_columns(x, expected).items())
    assert all(last[v] == value for v, value in same.items())

def test_certain_on_a_board_of_many_solutions_needs_few_searches():
    """Two cells side by side shaded anywhere on a 20-cell row: each solution shades two, so proving
    every cell uncertain takes ten solutions or more; all but a few are mended from the ones before,
    not searched for (a search per solution cost seconds on an empty 15x15 LITS)."""
    p = Problem()
    x = p.new_vars(20)
    p.exactly(x, 2)
    p.connected(dict(enumerate(x)), [(i, i + 1, None) for i in range(19)])
    assert p.certain(x) == {}
    assert p.solver.models <= 4


@settings(max_examples=200, deadline=None)
@given(clauses, counts)
def test_moving_to_another_solution_counts_as_starting_there(clause_list, count_list):
    """``start`` moves from the solution it holds to another by flipping the variables that differ; what it
    then counts (true literals, the clauses each variable alone keeps true, counts) is what a fresh start counts."""
    p, x = build(clause_list, count_list, [])
    model = p.solve()
    if model is None:
        return
    share, nearby.MOVE_SHARE = nearby.MOVE_SHARE, 1.0  # every move by flips, however many differ
    try:
        near = Nearby(p.solver)
        for v in x:
            if near.flip(model, v) is None:
                continue
            near.start(model)  # back from the mended solution
            fresh = Nearby(p.solver)
            fresh.start(model)
            assert (near.val, near.trues, near.sums, near.breaks, near.counts) == \
                   (fresh.val, fresh.trues, fresh.sums, fresh.breaks, fresh.counts)
            assert not near.broken and not near.over
            for u in range(1, near.n + 1):
                kept = u if near.val[u] == 1 else -u
                alone = sum(1 for clause in near.clauses if kept in clause and
                            sum(1 for lit in clause if (near.val[lit] if lit > 0 else -near.val[-lit]) == 1) == 1)
                assert near.breaks[u] == alone
    finally:
        nearby.MOVE_SHARE = share


def one_loop(model, loop, w, h):
    """Whether the drawn links of a model make one loop (a cell loop's links, each cell two or none)."""
    ends = {}
    for r, row in enumerate(loop.across):
        for c, v in enumerate(row):
            if model[v]:
                ends.setdefault(r * w + c, []).append(r * w + c + 1)
                ends.setdefault(r * w + c + 1, []).append(r * w + c)
    for r, row in enumerate(loop.down):
        for c, v in enumerate(row):
            if model[v]:
                ends.setdefault(r * w + c, []).append(r * w + c + w)
                ends.setdefault(r * w + c + w, []).append(r * w + c)
    start = next(iter(ends))
    seen, todo = {start}, [start]
    while todo:
        for j in ends[todo.pop()]:
            if j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(ends)


def test_mends_of_a_loop_are_one_loop():
    """The check that no loop closes short of the whole one follows the search's trail: a mend's whole
    assignment is laid on the trail for it (``Solver.ask_whole``). Asked with the values alone it saw
    the trail of level 0, and on an empty 6x6 half the mended "solutions" were two loops."""
    from gridhunt.search.loops import cell_loop

    w = h = 6
    p = Problem()
    loop = cell_loop(p, w, h)
    model = p.solve()
    near = Nearby(p.solver)
    found = 0
    for v in loop.links():
        other = near.flip(model, v)
        if other is not None:
            found += 1
            assert one_loop(other, loop, w, h)
    assert found


def test_a_mend_keeps_what_level_0_learnt_later():
    """A unit added after the mends' clauses were read (a cell proved certain) is a complaint to mend too."""
    p = Problem()
    x = p.new_vars(3)
    p.exactly(x, 1)
    model = p.solve()
    near = Nearby(p.solver)
    p.clause([-x[0]] if model[x[0]] else [-x[1]])  # a unit the mend's own clauses do not hold
    banned = x[0] if model[x[0]] else x[1]
    for v in x:
        other = near.flip(model, v)
        assert other is None or not other[banned]
