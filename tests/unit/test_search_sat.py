"""The SAT engine's shortcuts for speed (search/sat.py) give what the plain definitions give."""

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.search.sat import Solver

N = 20
literals = st.integers(1, N).flatmap(lambda v: st.sampled_from([v, -v]))
clauses = st.lists(st.lists(literals, min_size=3, max_size=3), min_size=70, max_size=95)  # near 3-SAT's threshold: conflicts


def loaded(s: Solver, clause_list: list[list[int]]) -> Solver:
    """The solver with variables 1..N and the clauses."""
    for _ in range(N):
        s.new_var()
    for clause in clause_list:
        s.add_clause(clause)
    return s


class Checked(Solver):
    """A solver whose every minimized clause is compared with one minimized by the plain definition."""

    minimized = 0

    def minimize(self, learnt):
        inside = {abs(q) for q in learnt}
        levels = {self.level[abs(q)] for q in learnt}

        def follows(v):  # v is in the clause, at level 0, or forced by such alone (within the levels)
            if v in inside or not self.level[v]:
                return True
            reason = self.reason[v]
            return reason is not None and self.level[v] in levels and all(follows(abs(q)) for q in reason if abs(q) != v)

        def implied(v):
            reason = self.reason[v]
            return reason is not None and all(follows(abs(q)) for q in reason if abs(q) != v)

        plain = learnt[:1] + [q for q in learnt[1:] if not implied(abs(q))]
        kept = super().minimize(list(learnt))
        assert kept == plain
        Checked.minimized += 1
        return kept


@settings(max_examples=150, deadline=None)
@given(clauses, st.lists(st.tuples(st.lists(literals, min_size=2, max_size=8, unique_by=abs), st.integers(1, 3)), max_size=3),
       st.lists(literals, max_size=3, unique_by=abs))
def test_minimization_keeps_what_the_plain_definition_keeps(clause_list, counts, assumptions):
    s = loaded(Checked(), clause_list)
    for lits, k in counts:  # their reasons, one list for all a count sets false, are walked too
        s.add_at_most(lits, k)
    s.solve(assumptions)
    s.solve()


def test_minimization_is_exercised():
    Checked.minimized = 0
    test_minimization_keeps_what_the_plain_definition_keeps()
    assert Checked.minimized > 50


class Ordered(Solver):
    """A solver whose every decision is compared with a scan of all free variables for the most active."""

    decided = 0

    def decide(self):
        free = [(-self.activity[v], v) for v in range(1, self.nvars + 1) if not self.value[v]]
        lit = super().decide()
        assert abs(lit) == (min(free)[1] if free else 0)
        Ordered.decided += 1
        return lit


@settings(max_examples=100, deadline=None)
@given(clauses, st.lists(literals, max_size=3, unique_by=abs), st.lists(st.integers(1, N), max_size=4, unique_by=abs))
def test_decisions_take_the_most_active_free_variable(clause_list, assumptions, raised):
    s = loaded(Ordered(), clause_list)
    s.solve(assumptions)
    amount = s.raise_above(raised)  # as the sharing phase does, with its rebuild after
    s.solve()
    s.lower(raised, amount)
    s.solve(assumptions[:1])


def test_decisions_are_exercised():
    Ordered.decided = 0
    test_decisions_take_the_most_active_free_variable()
    assert Ordered.decided > 500
