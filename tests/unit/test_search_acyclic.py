"""No cycle among the edges on (search/acyclic.py), against brute force: every answer, and what they share."""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from brute import same_answers, shared_columns
from gridhunt.search.acyclic import forbid_cycles
from gridhunt.search.constraints import Problem

N = 6  # variables
NODES = 5
literals = st.integers(1, N).flatmap(lambda v: st.sampled_from([v, -v]))
edges = st.lists(st.tuples(st.integers(0, NODES - 1), st.integers(0, NODES - 1), st.lists(literals, min_size=1, max_size=2)),
                 max_size=9)
clauses = st.lists(st.lists(literals, min_size=1, max_size=3), max_size=4)


def truth(values, lit):
    return values[abs(lit) - 1] == (lit > 0)


def acyclic(values, edge_list) -> bool:
    """Whether the edges on (all their literals true) make a forest: union-find, from scratch."""
    parent = list(range(NODES))

    def root(x):
        while parent[x] != x:
            x = parent[x]
        return x

    for a, b, lits in edge_list:
        if all(truth(values, lit) for lit in lits):
            ra, rb = root(a), root(b)
            if ra == rb:
                return False
            parent[ra] = rb
    return True


def build(edge_list, clause_list):
    """The clauses and "no cycle" over x[0..N-1] (literal i stands for x[i - 1])."""
    p = Problem()
    x = p.new_vars(N)
    lift = {lit: x[abs(lit) - 1] if lit > 0 else -x[abs(lit) - 1] for v in range(1, N + 1) for lit in (v, -v)}
    for clause in clause_list:
        p.clause([lift[lit] for lit in clause])
    forbid_cycles(p, [(a, b, tuple(lift[lit] for lit in lits)) for a, b, lits in edge_list])
    return p, x


@settings(max_examples=150, deadline=None)
@given(edges, clauses)
def test_answers_and_what_they_share_are_brute_forces(edge_list, clause_list):
    """The checker keeps its forest as the search goes and takes back what backtracking undoes: every
    answer is still a forest, every forest an answer, and ``certain`` (which mends answers by a local search
    shown to the checker on the trail) agrees."""
    brute = {values for values in product((False, True), repeat=N)
             if acyclic(values, edge_list) and all(any(truth(values, lit) for lit in c) for c in clause_list)}
    p, x = build(edge_list, clause_list)
    assert same_answers((tuple(m[v] for v in x) for m in p.solutions(x)), brute)
    q, y = build(edge_list, clause_list)
    assert q.certain(y) == shared_columns(y, brute)
