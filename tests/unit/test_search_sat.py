"""The SAT engine's shortcuts for speed (search/sat.py) give what the plain definitions give."""

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.search.sat import Solver

N = 20
literals = st.integers(1, N).flatmap(lambda v: st.sampled_from([v, -v]))
clauses = st.lists(st.lists(literals, min_size=3, max_size=3), min_size=70, max_size=95)  # near 3-SAT's threshold: conflicts


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
    s = Checked()
    for _ in range(N):
        s.new_var()
    for clause in clause_list:
        s.add_clause(clause)
    for lits, k in counts:  # their reasons, one list for all a count sets false, are walked too
        s.add_at_most(lits, k)
    s.solve(assumptions)
    s.solve()


def test_minimization_is_exercised():
    Checked.minimized = 0
    test_minimization_keeps_what_the_plain_definition_keeps()
    assert Checked.minimized > 50
