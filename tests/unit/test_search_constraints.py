"""The SAT engine (search/sat.py, search/constraints.py, search/totalizer.py) against brute force on small random problems."""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from brute import shared_columns
from gridhunt.search import totalizer
from gridhunt.search.constraints import Problem
from gridhunt.search import sat as sat_module
from gridhunt.search.sat import Solver, luby

N = 7
literals = st.integers(1, N).flatmap(lambda v: st.sampled_from([v, -v]))
clauses = st.lists(st.lists(literals, min_size=1, max_size=4), max_size=30)


def satisfies(assignment, clause):
    return any(assignment[abs(lit)] == (lit > 0) for lit in clause)


def brute(clause_list, extra=lambda a: True):
    """Every assignment of variables 1..N (as dicts) meeting the clauses and the extra test."""
    found = []
    for bits in product((False, True), repeat=N):
        a = dict(zip(range(1, N + 1), bits))
        if all(satisfies(a, c) for c in clause_list) and extra(a):
            found.append(a)
    return found


def components(on: set[int], links: list[tuple[int, int]]) -> list[set[int]]:
    """The connected pieces of the on nodes, joined by the links whose ends are both on."""
    pieces: list[set[int]] = []
    for node in sorted(on):
        touching = [p for p in pieces if any((node, m) in links or (m, node) in links for m in p)]
        merged = {node}.union(*touching)
        pieces = [p for p in pieces if p not in touching] + [merged]
    return pieces


def test_luby_sequence_starts_as_published():
    assert [luby(i) for i in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]


def loaded(clause_list) -> Solver:
    """A solver of N variables holding the clauses."""
    s = Solver()
    for _ in range(N):
        s.new_var()
    for c in clause_list:
        s.add_clause(c)
    return s


@settings(max_examples=300, deadline=None)
@given(clauses, st.lists(literals, max_size=3, unique_by=abs))
def test_solver_agrees_with_brute_force_with_and_without_assumptions(clause_list, assumptions):
    s = loaded(clause_list)
    for assumed in ([], assumptions):
        model = s.solve(assumed)
        expected = brute(clause_list + [[lit] for lit in assumed])
        assert (model is not None) == bool(expected)
        if model is not None:
            assert all(satisfies(model, c) for c in clause_list + [[lit] for lit in assumed])


@settings(max_examples=300, deadline=None)
@given(clauses, st.lists(literals, max_size=3, unique_by=abs), st.permutations(range(1, N + 1)), st.integers(0, N))
def test_a_solver_told_an_order_to_decide_first_agrees_with_brute_force(clause_list, assumptions, order, length):
    """Deciding the variables of ``decide_first`` in their order (until a first model) finds what brute force finds,
    and later answers too."""
    s = loaded(clause_list)
    s.decide_first(order[:length])
    for assumed in (assumptions, [], assumptions):
        model = s.solve(assumed)
        expected = brute(clause_list + [[lit] for lit in assumed])
        assert (model is not None) == bool(expected)
        if model is not None:
            assert all(satisfies(model, c) for c in clause_list + [[lit] for lit in assumed])


def counted(clause_list, counts, exactly):
    """The problem of the clauses and the counts (each said by ``exactly``), its variables, and the
    assignments brute force finds."""
    p = Problem()
    x = p.new_vars(N)
    shift = x[0] - 1  # the problem's own variable (constant true) comes first
    for c in clause_list:
        p.clause([lit + shift if lit > 0 else lit - shift for lit in c])
    for lits, k in counts:
        exactly(p, [lit + shift if lit > 0 else lit - shift for lit in lits], k)

    def counts_hold(a):
        return all(sum(satisfies(a, [lit]) for lit in lits) == k for lits, k in counts)

    return p, x, {tuple(a.values()) for a in brute(clause_list, counts_hold)}


@settings(max_examples=200, deadline=None)
@given(clauses, st.lists(st.tuples(st.lists(literals, min_size=1, max_size=N, unique_by=abs), st.integers(0, 4)), max_size=2),
       st.booleans())
def test_counts_and_enumeration_agree_with_brute_force(clause_list, counts, flips_first):
    p, x, expected = counted(clause_list, counts, Problem.exactly)
    got = [tuple(m[v] for v in x) for m in p.solutions(x)]
    assert len(got) == len(set(got)) and set(got) == expected
    p.flips_first = flips_first  # certain's lean question deciding the cells to flip first finds the same
    assert p.certain(x) == shared_columns(x, expected)


edges = st.lists(st.tuples(st.integers(0, N - 1), st.integers(0, N - 1), st.booleans()), max_size=12)


@settings(max_examples=200, deadline=None)
@given(clauses, edges)
def test_connectivity_agrees_with_brute_force(clause_list, edge_list):
    """Nodes 0..N-1 are on when variable i + 1 is; a switched edge joins only when its own variable is true."""
    p = Problem()
    x = p.new_vars(N)
    switches = p.new_vars(sum(switched for _, _, switched in edge_list))
    free = iter(switches)
    shift = x[0] - 1
    for c in clause_list:
        p.clause([lit + shift if lit > 0 else lit - shift for lit in c])
    p.connected({i: x[i] for i in range(N)}, [(a, b, next(free) if switched else None) for a, b, switched in edge_list])

    def connectable(a):
        on = {i for i in range(N) if a[i + 1]}
        links = [(u, v) for u, v, _ in edge_list]  # a switch may be set freely: the best case joins
        return len(components(on, links)) <= 1

    expected = {tuple(a.values()) for a in brute(clause_list, connectable)}
    got = [tuple(m[v] for v in x) for m in p.solutions(x)]
    assert len(got) == len(set(got)) and set(got) == expected


def complaint(on: set[int], free: set[int], links: list[tuple[int, int]]) -> bool:
    """Whether the plain rule finds something: the on nodes cannot meet through nodes not off and links
    not off, or some free node lies on every way between two of them."""
    def parted(nodes: set[int]) -> bool:
        return len([piece for piece in components(nodes, links) if piece & on]) > 1

    return parted(on | free) or any(parted(on | free - {node}) for node in free)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.integers(0, N - 1), st.integers(0, N - 1), st.booleans()), max_size=10),
       st.lists(st.tuples(st.integers(0, 11), st.booleans(), st.integers(0, 3)), min_size=1, max_size=14),
       st.sampled_from([1, 3]), st.lists(st.booleans(), min_size=N + 4, max_size=N + 4))
def test_a_connection_check_told_steps_one_by_one_answers_as_the_plain_rule(edge_list, steps, every, last):
    """The checker, called as the solver calls it (values set one at a time, some undone), with clauses of
    one walk held back for later calls: it answers None just when the plain rule finds nothing (with
    ``every`` above 1, a call may skip its walk while a node or edge is free: then only once all are set),
    and each clause it gives bites now (none of its literals true, one free at most) and holds in every
    assignment whose on nodes are one piece. The steps end by setting every variable still free
    (``last``)."""
    p = Problem()
    x = p.new_vars(N)
    edge_list = [(a, b, switched and k < 4) for k, (a, b, switched) in enumerate(edge_list)]  # a small brute force
    switches = p.new_vars(sum(switched for *_, switched in edge_list))
    free_switch = iter(switches)
    edges = [(a, b, next(free_switch) if switched else None) for a, b, switched in edge_list]
    p.connected({i: x[i] for i in range(N)}, edges, every=every)
    check = p.solver.checkers[-1]
    variables = x + switches
    value = [0] * (p.solver.nvars + 1)
    trail = []
    steps = steps + [(k, true, 1) for k, true in enumerate(last[:len(variables)])]
    for pick, true, undo in steps:
        if undo == 0 and trail:  # backtrack a little, as the solver does between calls
            for v in trail[len(trail) // 2:]:
                value[v] = 0
            del trail[len(trail) // 2:]
        v = variables[pick % len(variables)]
        if not value[v]:
            value[v] = 1 if true else -1
            trail.append(v)
        on = {i for i in range(N) if value[x[i]] == 1}
        free = {i for i in range(N) if value[x[i]] == 0}
        links = [(a, b) for a, b, e in edges if e is None or value[e] != -1]
        clause = check(value)
        if clause is None:
            if every == 1 or all(value[v] for v in variables):
                assert not complaint(on, free, links)
            continue
        lit_values = [value[abs(lit)] * (1 if lit > 0 else -1) for lit in clause]
        assert 1 not in lit_values and lit_values.count(0) <= 1
        for bits in product((False, True), repeat=len(variables)):
            a = dict(zip(variables, bits))
            whole_on = {i for i in range(N) if a[x[i]]}
            if len(components(whole_on, [(u, w) for u, w, e in edges if e is None or a[e]])) <= 1:
                assert any(a[abs(lit)] == (lit > 0) for lit in clause)


@settings(max_examples=200, deadline=None)
@given(clauses, st.lists(st.tuples(st.integers(0, N - 1), st.integers(0, N - 1)), max_size=12), st.integers(1, N))
def test_room_agrees_with_brute_force(clause_list, links, size):
    """reaches(0, ...): when node 0 is on, its piece of on nodes has at least ``size`` nodes."""
    p = Problem()
    x = p.new_vars(N)
    shift = x[0] - 1
    for c in clause_list:
        p.clause([lit + shift if lit > 0 else lit - shift for lit in c])
    p.reaches(0, {i: x[i] for i in range(N)}, [(a, b, None) for a, b in links], size)

    def roomy(a):
        on = {i for i in range(N) if a[i + 1]}
        return 0 not in on or any(0 in piece and len(piece) >= size for piece in components(on, links))

    expected = {tuple(a.values()) for a in brute(clause_list, roomy)}
    got = [tuple(m[v] for v in x) for m in p.solutions(x)]
    assert len(got) == len(set(got)) and set(got) == expected


# Cardinality constraints the solver counts natively: long enough lists that Problem does not
# write them out as clauses (comb(10, k + 1) > DIRECT_LIMIT for k from 2 to 7).
M = 10
wide_literals = st.integers(1, M).flatmap(lambda v: st.sampled_from([v, -v]))
wide_clauses = st.lists(st.lists(wide_literals, min_size=1, max_size=4), max_size=20)


def count_true(a, lits):
    return sum(a[abs(lit)] == (lit > 0) for lit in lits)


def every_assignment(test):
    found = set()
    for bits in product((False, True), repeat=M):
        a = dict(zip(range(1, M + 1), bits))
        if test(a):
            found.add(bits)
    return found


@settings(max_examples=300, deadline=None)
@given(wide_clauses,
       st.lists(st.tuples(st.lists(wide_literals, min_size=1, max_size=M, unique_by=abs), st.integers(0, 6)), max_size=3),
       st.lists(wide_literals, max_size=3, unique_by=abs), st.integers(0, 3))
def test_native_at_most_agrees_with_brute_force(clause_list, cards, assumptions, late):
    """Solver.add_at_most, added before and between solves (``late`` of them after a first solve),
    enumerated to the end with blocking clauses, under assumptions."""
    s = Solver()
    for _ in range(M):
        s.new_var()
    for c in clause_list:
        s.add_clause(c)
    for lits, k in cards[:len(cards) - late]:
        s.add_at_most(lits, k)
    s.solve()
    for lits, k in cards[len(cards) - late:]:
        s.add_at_most(lits, k)
    switch = s.new_var()
    got = set()
    while (model := s.solve([switch, *assumptions])) is not None:
        bits = tuple(model[v] for v in range(1, M + 1))
        assert bits not in got
        got.add(bits)
        s.add_clause([-switch, *(-v if model[v] else v for v in range(1, M + 1))])
    expected = every_assignment(lambda a: all(satisfies(a, c) for c in clause_list + [[x] for x in assumptions])
                                and all(count_true(a, lits) <= k for lits, k in cards))
    assert got == expected


@settings(max_examples=200, deadline=None)
@given(wide_clauses, st.lists(st.tuples(st.lists(wide_literals, min_size=1, max_size=12), st.integers(0, 8)), max_size=2))
def test_long_counts_with_repeated_variables_agree_with_brute_force(clause_list, counts):
    """Problem.exactly on lists that may name a variable twice, or a literal and its negation."""
    p = Problem()
    x = p.new_vars(M)
    shift = x[0] - 1

    def lifted(lits):
        return [lit + shift if lit > 0 else lit - shift for lit in lits]

    for c in clause_list:
        p.clause(lifted(c))
    for lits, k in counts:
        p.exactly(lifted(lits), k)
    expected = every_assignment(lambda a: all(satisfies(a, c) for c in clause_list)
                                and all(count_true(a, lits) == k for lits, k in counts))
    got = [tuple(m[v] for v in x) for m in p.solutions(x)]
    assert len(got) == len(set(got)) and set(got) == expected


def test_connectivity_forces_the_one_node_every_way_passes_through():
    """Nodes 0-1-2 in a row and 3 hanging off 1: with 0 and 2 on, node 1 must be on; the check
    says so as a clause whose only free literal is node 1's (the solver then sets it)."""
    p = Problem()
    x = p.new_vars(4)
    p.connected(dict(enumerate(x)), [(0, 1, None), (1, 2, None), (1, 3, None)])
    check = p.solver.checkers[-1]
    value = [0] * (p.solver.nvars + 1)
    value[x[0]] = value[x[2]] = 1
    assert sorted(check(value)) == sorted([-x[0], -x[2], x[1]])
    value[x[1]] = 1
    assert check(value) is None
    value[x[1]] = -1
    assert sorted(check(value)) == sorted([-x[0], -x[2], x[1]])  # now a conflict: the cut is false


@settings(max_examples=200, deadline=None)
@given(clauses, st.lists(st.tuples(st.lists(literals, min_size=1, max_size=N, unique_by=abs), st.integers(-1, N + 1)), max_size=2))
def test_totalizer_counts_agree_with_brute_force(clause_list, counts):
    p, x, expected = counted(clause_list, counts, totalizer.exactly)
    got = [tuple(m[v] for v in x) for m in p.solutions(x)]
    assert len(got) == len(set(got)) and set(got) == expected


def test_a_count_of_nothing_is_zero():
    p = Problem()
    totalizer.exactly(p, [], 0)
    assert p.solve() is not None
    totalizer.exactly(p, [], 1)
    assert p.solve() is None


@settings(max_examples=200, deadline=None)
@given(clauses, literals)
def test_a_failed_literal_is_false_in_every_solution(clause_list, lit):
    s = loaded(clause_list)
    if s.fails(lit):
        assert all(not satisfies(a, [lit]) for a in brute(clause_list))
    assert s.solve() is not None or not brute(clause_list)  # the probe leaves the solver as it was


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.integers(-30, 30).filter(bool), min_size=1, max_size=3), max_size=60),
       st.lists(st.lists(st.integers(-30, 30).filter(bool), min_size=25, max_size=40), min_size=1, max_size=4),
       st.lists(st.integers(-30, 30).filter(bool), max_size=3))
def test_long_clauses_go_round_for_their_watch_and_answer_as_a_plain_scan_does(short, long, assumptions):
    answers, original = [], sat_module.LONG_CLAUSE
    for long_clause in (4, 10**9):  # the round search (every clause past 4 literals), and the scan from the start
        sat_module.LONG_CLAUSE = long_clause
        try:
            s = Solver()
            for _ in range(30):
                s.new_var()
            clauses = short + long
            for clause in clauses:
                s.add_clause(clause)
            model = s.solve(assumptions)
        finally:
            sat_module.LONG_CLAUSE = original
        if model is not None:
            assert all(any(model[abs(lit)] == (lit > 0) for lit in clause) for clause in clauses)
            assert all(model[abs(lit)] == (lit > 0) for lit in assumptions)
        answers.append(model is None)
    assert answers[0] == answers[1]


def test_backtracking_lowers_a_watermark_to_where_it_cuts_the_trail():
    s = Solver()
    a, b, c = s.new_var(), s.new_var(), s.new_var()
    s.add_clause([-a, b])
    mark = s.watermark()
    for lit in (a, c):
        s.trail_lim.append(len(s.trail))
        s.assign(lit, None)
        assert s.propagate() is None
    mark[0] = len(s.trail)  # a, b, c
    s.backtrack(1)  # c undone
    assert mark[0] == 2 and s.trail == [a, b]
    s.backtrack(0)
    assert mark[0] == 0


def test_a_learnt_clause_leaves_out_a_literal_its_others_imply():
    s = Solver()
    a, b, c, x = (s.new_var() for _ in range(4))
    s.add_clause([-a, b])  # a forces b
    s.add_clause([-c, -b, x])
    s.add_clause([-c, -a, -x])  # with a (and so b), c is a contradiction
    assert s.solve([a, c]) is None
    # First UIP learns "not c, or not a, or not b"; b is there only because a forced it.
    assert [sorted(clause) for _, clause in s.learnts] == [sorted([-c, -a])]


@settings(max_examples=200, deadline=None)
@given(clauses, st.lists(literals, max_size=4))
def test_every_learnt_clause_holds_in_every_solution(clause_list, assumptions):
    s = loaded(clause_list)
    s.solve(assumptions)
    s.solve()
    solutions = brute(clause_list)
    assert all(satisfies(a, clause) for _, clause in s.learnts for a in solutions)


def test_a_solver_told_not_to_minimize_keeps_the_first_uip_clause_whole():
    s = Solver()
    s.minimizing = False  # a genre's choice (Nurikabe)
    a, b, c, x = (s.new_var() for _ in range(4))
    s.add_clause([-a, b])
    s.add_clause([-c, -b, x])
    s.add_clause([-c, -a, -x])
    assert s.solve([a, c]) is None
    assert [sorted(clause) for _, clause in s.learnts] == [sorted([-c, -a, -b])]


def test_relay_flips_each_variable_with_the_far_ones_held_and_proves_nothing():
    """``Problem.relay``: a variable still alike is asked about with the literals ``loosen`` names held; one
    that no question flips stays alike (a held question that finds nothing proves nothing)."""
    p = Problem()
    x = p.new_vars(6)
    for pair in (x[0:2], x[2:4], x[4:6]):
        p.exactly(pair, 1)
    p.loosen = lambda model, v, k: [u if model[u] else -u for u in x if abs(x.index(u) - x.index(v)) > k]
    last = p.solve()
    same, other = p.relay({v: last[v] for v in x}, last)
    assert same == {} and sum(other[v] for v in x) == 3
    p.loosen = lambda model, v, k: [u if model[u] else -u for u in x if u != v]  # only v free: it cannot flip
    assert p.relay({v: last[v] for v in x}, last)[0] == {v: last[v] for v in x}


def test_the_one_cell_questions_ask_by_turns_beside_a_difference_and_in_the_shown_order():
    """A row of eight cells, each clause holding two side by side; the last differs between the solutions found.
    Its neighbour is asked first, then the first cell (the shown order), then the next nearest, and so on."""
    from gridhunt.search.constraints import Sharing

    p = Problem()
    row = p.new_vars(8)
    for left, right in zip(row, row[1:]):
        p.clause([left, -right])
    s = Sharing(row, {v: True for v in row[:-1]}, {}, None)
    assert p.question_order(s) == [row[6], row[0], row[5], row[1], row[4], row[2], row[3]]
    s = Sharing(row, {v: True for v in row}, {}, None)  # none seen to differ: the shown order
    assert p.question_order(s) == row
