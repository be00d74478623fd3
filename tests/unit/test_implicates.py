"""search/implicates.py: the prime clauses of a small rule say exactly the rule, and unit propagation on
them concludes everything the rule implies, checked against brute force over every partial assignment."""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.search.implicates import prime_clauses


@st.composite
def rules(draw):
    n = draw(st.integers(1, 4))
    every = list(product((False, True), repeat=n))
    allowed = draw(st.lists(st.sampled_from(every), min_size=1, unique=True))
    return n, allowed


def meets(assignment, clause) -> bool:
    return any(assignment[k] == polarity for k, polarity in clause)


def unit_propagation(clauses, values: dict[int, bool]) -> dict[int, bool] | None:
    """What unit propagation concludes from ``values`` (None: a clause is false)."""
    values = dict(values)
    changed = True
    while changed:
        changed = False
        for clause in clauses:
            if any(values.get(k) == polarity for k, polarity in clause):
                continue
            free = [(k, polarity) for k, polarity in clause if k not in values]
            if not free:
                return None
            if len(free) == 1:
                values[free[0][0]] = free[0][1]
                changed = True
    return values


@settings(max_examples=60, deadline=None)
@given(rules())
def test_the_clauses_allow_exactly_the_rule(rule):
    n, allowed = rule
    clauses = prime_clauses(n, allowed)
    assert {a for a in product((False, True), repeat=n) if all(meets(a, c) for c in clauses)} == set(allowed)


@settings(max_examples=60, deadline=None)
@given(rules())
def test_no_literal_of_a_clause_can_be_dropped(rule):
    n, allowed = rule
    for clause in prime_clauses(n, allowed):
        for k in range(len(clause)):
            shorter = clause[:k] + clause[k + 1:]
            assert not all(meets(a, shorter) for a in allowed)


@settings(max_examples=60, deadline=None)
@given(rules())
def test_unit_propagation_concludes_all_the_rule_implies(rule):
    n, allowed = rule
    clauses = prime_clauses(n, allowed)
    for partial in product((None, False, True), repeat=n):
        values = {k: x for k, x in enumerate(partial) if x is not None}
        left = [a for a in allowed if all(a[k] == x for k, x in values.items())]
        found = unit_propagation(clauses, values)
        if not left:
            assert found is None
            continue
        implied = {k: left[0][k] for k in range(n) if all(a[k] == left[0][k] for a in left)}
        assert found == implied


def test_a_rule_that_allows_everything_needs_no_clause():
    assert prime_clauses(2, list(product((False, True), repeat=2))) == []
