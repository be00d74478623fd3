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


# Two-literal clauses propagate through implication lists of their own (``Solver.binary``), longer ones
# through watches: together they must reach unit propagation's one fixpoint, and answer as a brute force.
M = 9
small_literals = st.integers(1, M).flatmap(lambda v: st.sampled_from([v, -v]))
mixed_clauses = st.tuples(
    st.lists(st.lists(small_literals, min_size=2, max_size=2), max_size=24),
    st.lists(st.lists(small_literals, min_size=1, max_size=4), max_size=10),
).map(lambda pair: pair[0] + pair[1])
small_counts = st.lists(st.tuples(st.lists(small_literals, min_size=2, max_size=5, unique_by=abs), st.integers(1, 2)), max_size=2)


def closure(clause_list, counts, held):
    """The literals unit propagation reaches from ``held`` (a set), by the plain definition; None on a contradiction."""
    held = set(held)
    changed = True
    while changed:
        changed = False
        for clause in clause_list:
            if any(lit in held for lit in clause):
                continue
            free = {lit for lit in clause if -lit not in held}
            if not free:
                return None
            if len(free) == 1:
                held |= free
                changed = True
        for lits, k in counts:
            true = sum(lit in held for lit in lits)
            if true > k:
                return None
            if true == k:
                for lit in lits:
                    if lit not in held and -lit not in held:
                        held.add(-lit)
                        changed = True
    return held


def satisfied(values, clause_list, counts):
    return all(any(values[abs(lit)] == (lit > 0) for lit in clause) for clause in clause_list) and all(
        sum(values[abs(lit)] == (lit > 0) for lit in lits) <= k for lits, k in counts)


def brute_models(clause_list, counts):
    found = []
    for bits in range(1 << M):
        values = {v: bool(bits >> (v - 1) & 1) for v in range(1, M + 1)}
        if satisfied(values, clause_list, counts):
            found.append(values)
    return found


def made(clause_list, counts) -> Solver:
    s = Solver()
    for _ in range(M):
        s.new_var()
    for clause in clause_list:
        s.add_clause(clause)
    for lits, k in counts:
        s.add_at_most(lits, k)
    return s


@settings(max_examples=300, deadline=None)
@given(mixed_clauses, small_counts)
def test_propagation_reaches_the_plain_fixpoint_from_every_literal(clause_list, counts):
    s = made(clause_list, counts)
    ground = closure(clause_list, counts, set())
    assert s.ok == (ground is not None)
    if ground is None:
        return
    assert set(s.trail) == ground
    for v in range(1, M + 1):
        for lit in (v, -v):
            if lit in ground or -lit in ground:
                assert s.fails(lit) == (-lit in ground)
                continue
            reached = closure(clause_list, counts, ground | {lit})
            s.trail_lim.append(len(s.trail))
            s.assign(lit, None)
            conflict = s.propagate()
            assert (conflict is None) == (reached is not None)
            if reached is not None:
                assert set(s.trail) == reached
            else:
                assert all(s.lit_value(q) == -1 for q in conflict)  # a conflict is a clause all false
            s.backtrack(0)
            assert s.fails(lit) == (reached is None)


class Lazy:
    """A checker that knows clauses the solver was not given, and hands over one the assignment breaks
    (all literals false, or all but one free one): the checker path's binary clauses join the lists too."""

    def __init__(self, hidden):
        self.hidden = hidden

    def __call__(self, value):
        for clause in self.hidden:
            if not any(value[abs(lit)] == (1 if lit > 0 else -1) for lit in clause):
                if sum(1 for lit in clause if not value[abs(lit)]) <= 1:
                    return list(clause)
        return None


@settings(max_examples=300, deadline=None)
@given(mixed_clauses, small_counts, st.lists(st.lists(small_literals, min_size=2, max_size=3), max_size=8),
       st.lists(small_literals, max_size=3, unique_by=abs))
def test_answers_match_a_brute_force_with_binary_clauses(clause_list, counts, hidden, assumptions):
    s = made(clause_list, counts)
    s.checkers.append(Lazy(hidden))
    models = brute_models(clause_list + hidden, counts)
    for asked, whole in ((assumptions, False), (assumptions, True), ([], False)):
        model = s.solve(asked, whole=whole)  # ``whole``: the checker asked only once every assumption is placed
        wanted = [m for m in models if all(m[abs(lit)] == (lit > 0) for lit in asked)]
        assert (model is not None) == bool(wanted)
        if model is not None:
            assert satisfied(model, clause_list + hidden, counts) and all(model[abs(lit)] == (lit > 0) for lit in asked)
    assert all(s.truth[v] == s.value[v] == -s.truth[-v] for v in range(1, M + 1))  # the literal values mirror the variables'
    if not s.ok:
        return
    assert all(satisfied(m, [clause], []) for _, clause in s.learnts for m in models)
    # every clause given and not satisfied at level 0 is one the solver propagates from (what ``Nearby`` reads)
    kept = {frozenset(clause) for clause in s.clauses()}
    for clause in clause_list:
        rest = frozenset(lit for lit in clause if s.lit_value(lit) != -1)
        if len(rest) >= 2 and all(s.lit_value(lit) == 0 for lit in rest) and not any(-lit in rest for lit in rest):
            assert any(c >= rest for c in kept) or rest in kept


def test_literal_values_survive_the_variables_outgrowing_their_room():
    s = Solver()
    first = [s.new_var() for _ in range(50)]
    for v in first[::3]:
        s.add_clause([-v])  # set at level 0, before the table of literal values is rebuilt larger
    s.add_clause([first[1], first[0]])  # first[0] false: first[1] true
    later = [s.new_var() for _ in range(200)]
    s.add_clause([-first[1], later[-1]])
    assert all(s.lit_value(-v) == 1 and s.lit_value(v) == -1 for v in first[::3])
    assert s.lit_value(first[1]) == 1 and s.lit_value(later[-1]) == 1
    assert all(s.truth[v] == s.value[v] == -s.truth[-v] for v in range(1, s.nvars + 1))


def pigeons(n: int) -> Solver:
    """n pigeons in n - 1 holes: no solution, and a proof of many conflicts."""
    s = Solver()
    sits = [[s.new_var() for _ in range(n - 1)] for _ in range(n)]
    for row in sits:
        s.add_clause(row)
    for hole in range(n - 1):
        for a in range(n):
            for b in range(a + 1, n):
                s.add_clause([-sits[a][hole], -sits[b][hole]])
    return s


def test_a_cap_on_propagations_gives_up_and_leaves_the_solver_usable():
    s = pigeons(7)
    assert s.solve(propagations=200) is False
    assert s.propagations >= 200 and not s.trail_lim  # given up at a conflict past the cap, back at level 0
    assert s.solve() is None  # the same question without a cap is answered


def test_without_a_cap_the_search_is_the_same_step_for_step():
    capped, free = pigeons(6), pigeons(6)
    assert capped.solve(propagations=10**9) is None and free.solve() is None
    assert (capped.conflicts, capped.propagations, capped.decisions) == (free.conflicts, free.propagations, free.decisions)


def test_a_whole_assignment_assumed_is_still_checked():
    """With ``whole`` the checkers wait for the last assumption; assumptions true already are placed without a
    literal, and the answer is still checked before it is given."""
    s = Solver()
    for _ in range(3):
        s.new_var()
    for unit in ([1], [2], [-3]):
        s.add_clause(unit)
    s.checkers.append(Lazy([[-1, -2, 3]]))  # what the clauses force breaks the checker's rule
    assert s.solve([1, 2], whole=True) is None
