"""Boolean constraint problems on the SAT solver: clauses, counts, connectivity, uniqueness.

A puzzle states its rules as constraints on boolean variables (a cell is shaded, an edge
is drawn), then asks for solutions (stopping at a limit, so 2 proves uniqueness) and for
the values every solution shares. The problem knows nothing about puzzles.

>>> p = Problem()
>>> x = p.new_vars(4)
>>> p.exactly(x, 2)
>>> p.clause([-x[0], -x[1]])
>>> len(list(p.solutions(x)))
5
>>> p.connected({i: x[i] for i in range(4)}, [(0, 1, None), (1, 2, None), (2, 3, None)])
>>> sorted(tuple(i for i in range(4) if m[x[i]]) for m in p.solutions(x))
[(1, 2), (2, 3)]
>>> p.certain(x) == {x[0]: False, x[2]: True}
True

Counts: a few literals get one clause per forbidden choice; longer lists are a cardinality
constraint the solver counts natively (``Solver.add_at_most``). Connectivity cannot be said in few clauses, so it is
checked during the search, whenever propagation rests (a checker of the SAT solver): when
two nodes that are on can no longer meet through nodes and edges not yet false, the solver
learns a cut, "if u and v are both on, one of the ways out of u's reach is open", as it
learns from any conflict. Every cut holds in every solution, so none is lost; a finished
assignment is checked the same way.

Glossary: a lit is a variable ``v`` or its negation ``-v``; a model maps each variable to
True or False; ``shown`` are the variables a solution is told apart by (cells, edges), not
the counters' helpers; a node is on when its literal is true.
"""

import math
import random
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from itertools import combinations
from operator import itemgetter

from .clause_graph import distances
from .nearby import Nearby
from .sat import Solver

Model = dict[int, bool]
Edge = tuple[Hashable, Hashable, int | None]

LEAN_CONFLICTS = 200  # conflicts a question of ``certain`` may take while leaning toward flipping
MIN_LEAN = 1 / 8  # the least share of the variables still alike a question of ``certain`` leans toward flipping
MEND_STEPS = (60, 480)  # flips a mend of ``certain`` may take: each variable is tried with each once
LONG_MENDS = 32  # variables left at most for the longer mends: past it they cost more than the searches they save
MEND_FAILURES = 20  # mends that may fail before they stop, besides four for each one that found a solution
AREA_CONFLICTS = 50  # conflicts a question of ``certain`` about one neighbourhood (the rest held) may take
# Variables still alike at least for ``certain`` to ask by neighbourhoods: on fewer (a 10x10 Four Cells' 180 walls)
# few neighbourhoods fit side by side, and the questions about the whole board were 0.1-0.2 s quicker.
SWEEP_LEAST = 300
RELAY_PIECES = (2, 4, 6, 9)  # pieces a question of ``relay`` frees, fewest first
RELAY_CONFLICTS = 200  # conflicts such a question may take
RELAY_FAILURES = 4  # variables ``relay`` may fail to flip, besides two for each one it flipped
DIRECT_LIMIT = 60  # clauses: up to this many, a count is written out one clause per forbidden choice


class Problem:
    """Boolean variables, clauses over them and lazily checked connectivity constraints."""

    # Whether ``certain``'s lean question decides the variables still alike before the rest (``Solver.raise_above``):
    # a genre's choice, where flips come late otherwise (Nanro); on others it was slower as often as faster
    # (a Nurikabe one column wider 3 s -> 11 s, Nanro's empty 20x20 5.3 s -> 0.6 s).
    flips_first = False

    # A genre's map from a solution and a shown variable to the shown variables around it there, which
    # a solution may change together while the rest stays (a tiling's pieces about it: ``WallVars.around``),
    # or None. ``certain`` then asks of each neighbourhood, the rest held, before asking of the whole board.
    neighbourhood: Callable[[Model, int], list[int]] | None = None

    # A genre's map from a solution to other solutions known from it without a search (a board that its
    # symmetries take onto itself: the solution's mirror images, as their shown values), or None. ``certain``
    # drops the variables they flip along with those the solution flips (Pentominous' empty 15x15: 14.5 s,
    # 15 questions with the images of the first two answers alone; 2.0 s and 2 with those of every answer).
    images: Callable[[Model], list[Model]] | None = None

    # A genre's map from a solution, a shown variable and a number k to the literals that hold every piece
    # of the solution in place but the k nearest the variable (a packing's shaded cells), or None. ``certain``
    # then asks, of each variable still alike, for a solution where it differs with those held (``relay``).
    loosen: Callable[[Model, int, int], list[int]] | None = None

    # A genre's map from a solution and the shown values still alike to solutions a small change away that flip
    # some of them, found without a search and each checked by the genre's rules (a division's rooms cut again a
    # few at a time: ``WallVars.redivide``), as their shown values, or None. ``certain`` drops what they flip
    # wherever it drops what a solution flips.
    moves: Callable[[Model, Model], list[Model]] | None = None

    sharing: "Sharing | None" = None  # where the last ``certain`` stands (kept when the time budget cut it short)

    def __init__(self) -> None:
        self.solver = Solver()
        self.true = self.new_var()
        self.clause([self.true])

    def new_var(self) -> int:
        return self.solver.new_var()

    def new_vars(self, n: int) -> list[int]:
        return [self.solver.new_var() for _ in range(n)]

    def clause(self, lits: Iterable[int]) -> None:
        """At least one of the literals is true."""
        self.solver.add_clause(lits)

    def at_most(self, lits: Iterable[int], k: int) -> None:
        """At most k of the literals are true."""
        lits = list(lits)
        n = len(lits)
        if k >= n:
            return
        if k < 0:
            self.clause([])
        elif k == 0:
            for lit in lits:
                self.clause([-lit])
        elif comb_count(n, k + 1) <= DIRECT_LIMIT:
            for chosen in combinations(lits, k + 1):
                self.clause([-lit for lit in chosen])
        else:
            self.solver.add_at_most(self.distinct(lits), k)

    def distinct(self, lits: list[int]) -> list[int]:
        """The literals, each later one of an already listed variable replaced by a new variable
        equal to it: the solver counts literals of distinct variables."""
        seen = set()
        out = []
        for lit in lits:
            if abs(lit) in seen:
                twin = self.new_var()
                self.clause([-twin, lit])
                self.clause([twin, -lit])
                lit = twin
            seen.add(abs(lit))
            out.append(lit)
        return out

    def at_least(self, lits: Iterable[int], k: int) -> None:
        """At least k of the literals are true."""
        lits = list(lits)
        self.at_most([-lit for lit in lits], len(lits) - k)

    def exactly(self, lits: Iterable[int], k: int) -> None:
        """Exactly k of the literals are true."""
        lits = list(lits)
        self.at_most(lits, k)
        self.at_least(lits, k)

    def connected(self, nodes: Mapping[Hashable, int], edges: Iterable[Edge], patient: bool = True,
                  every: int = 1) -> None:
        """The nodes that are on form one connected piece (or none).

        ``nodes`` maps each node to its literal; an edge ``(a, b, lit)`` joins a and b
        when both are on and its literal is true (``None``: always). The check is asked less
        often while it finds nothing (``patient``, see ``Solver.add_checker``), unless told not to:
        a rule whose early word steers the search (Numberlink's lines) is better asked every time.
        ``every``: after a walk that found nothing, the next ``every - 1`` calls do not walk while
        a node or edge is still free (see ``Connection.idle``).
        """
        checker = Connection(nodes, list(edges), every)
        self.solver.add_checker(checker, checker.variables(), patient=patient)

    def reaches(self, root: Hashable, nodes: Mapping[Hashable, int], edges: Iterable[Edge], size: int) -> None:
        """When the root is on, at least ``size`` nodes (root included) can join it in one piece.

        A count alone cannot see that the room around a clue is walled in; this check can,
        while the search goes, and teaches "one of the ways out of this room must open".
        """
        checker = Room(root, nodes, list(edges), size)
        self.solver.add_checker(checker, checker.variables(), patient=True)

    def solve(self, assumptions: Iterable[int] = ()) -> Model | None:
        """A model meeting every constraint (connectivity included) and the assumptions, or None."""
        return self.solver.solve(assumptions)

    def solutions(self, shown: Iterable[int]) -> Iterator[Model]:
        """Every solution, told apart by the shown variables; lazy, so a caller stops at a limit."""
        shown = list(shown)
        # The clauses that shut out solutions already found hold only while this switch is
        # assumed, so later questions (``certain``) see the whole problem again.
        switch = self.new_var()
        while (model := self.solve([switch])) is not None:
            yield model
            self.clause([-switch, *(-v if model[v] else v for v in shown)])

    def certain(self, shown: Iterable[int], found: Iterable[Model] = (), resume: "Sharing | None" = None) -> Model | None:
        """The shown variables that have one value in every solution; None when there is none.

        ``found`` are solutions already known, which save a search each. Most others are a small
        change away from one known: each variable still alike is first flipped in the last one and
        what breaks mended (``nearby.Nearby``, a local search whose result is checked whole), which
        finds, on a board with thousands of solutions, one after another without a search.

        Then one question settles many variables at once: "a solution where any of those still
        alike differs"; each answer drops every variable it flips, and "none" proves the rest
        certain together. The search leans toward flipping them (their saved phases set to the other
        values) for a few conflicts (``LEAN_CONFLICTS``): all of them at first, half as many (chosen at
        random) after such a question gives up, twice as many after one finds a solution (``Lean``).
        When that finds nothing (a board
        where few can flip together, or the last few that are certain), each variable is asked
        alone, "a solution where this one differs", from the last answer's values, within a number
        of conflicts that doubles each time a round settles none: one hard variable does not hold
        up the others, and one proved certain is kept as a clause, which the later questions use.
        A genre of pieces (``loosen``) first asks of each with the pieces far from it held (``relay``).

        Where it stands is kept in ``sharing`` as it goes: when the time budget cuts it short, ``resume``
        (that ``Sharing``) goes on from there on this problem, its proofs and learnt clauses kept.
        """
        if resume is not None:
            s = self.sharing = resume
        else:
            shown = list(shown)
            found = list(found) or [self.solve()]
            if found[0] is None:
                return None
            same = {v: found[0][v] for v in shown}
            for model in found:
                same = self.alike(same, model)
            whole = self.solver.nvars  # a solution given as its shown values alone is no place to mend from
            s = self.sharing = Sharing(shown, same, {}, next((m for m in reversed(found) if len(m) >= whole), None))
            for v, x in list(s.same.items()):  # those that propagation alone proves, at once
                lit = v if x else -v
                if self.solver.fails(-lit):
                    s.proved[v] = x
                    del s.same[v]
                    self.clause([lit])
        near = None
        while s.same:
            if s.last is not None:
                near = near or Nearby(self.solver)
                for steps in MEND_STEPS:  # a few steps for each first, then longer for the last few left
                    if steps > MEND_STEPS[0] and len(s.same) > LONG_MENDS:
                        break
                    for v in [v for v in s.same if s.tried.get(v, 0) < steps]:
                        if v in s.same and s.failed <= MEND_FAILURES + 4 * s.mended:
                            s.tried[v] = steps
                            other = near.flip(s.last, v, steps)
                            if other is None:
                                s.failed += 1
                                continue
                            s.mended += 1
                            s.last = other
                            s.same = self.alike(s.same, other)
                if not s.same:
                    break
                if self.neighbourhood is not None and not s.swept and len(s.same) >= SWEEP_LEAST:
                    s.swept = True
                    s.same, s.last = self.sweep(s.shown, s.same, s.last)
                    if not s.same:
                        break
                if self.loosen is not None and not s.swept:
                    s.swept = True
                    s.same, s.last = self.relay(s.same, s.last)
                    if not s.same:
                        break
                self.start_near(s.last)
            other = self.any_differs(s.same, lean=s.lean, conflicts=LEAN_CONFLICTS, first=self.flips_first)
            if other is None:
                break
            s.lean.answered(other is not False)
            if other is False:
                other = self.one_differs(s.same, s.proved, s.limit, s.last, self.question_order(s))
                if other is False and len(s.same) > 1:  # with one left, one_differs asked this very question
                    other = self.any_differs(s.same, lean=None, conflicts=s.limit)
                if other is None:
                    break
                if other is False:
                    s.limit *= 2
                    continue
            s.last = other
            s.same = self.alike(s.same, other)
        return {**s.same, **s.proved}

    def alike(self, same: Model, model: Model) -> Model:
        """The variables of ``same`` that a solution and its images (``images``) leave at their values there."""
        for other in (model, *(self.images(model) if self.images else ())):
            same = {v: x for v, x in same.items() if other[v] == x}
        if self.moves is not None and same:
            for other in self.moves(model, same):
                same = {v: x for v, x in same.items() if other[v] == x}
        return same

    def sweep(self, shown: list[int], same: Model, last: Model) -> tuple[Model, Model]:
        """The variables still alike asked about by neighbourhoods (``neighbourhood``), the rest held: the
        variables still alike and the last solution after.

        Each question frees the neighbourhoods of several variables still alike, none overlapping, and holds
        every other shown variable at its value in the last solution; it asks for a solution where one of
        the freed variables still alike differs, leaning toward flipping them all (``any_differs``). Held
        apart, each neighbourhood is a small search of its own, and one question re-tiles many of them.
        A question that gives up is asked again with half as many; a neighbourhood asked alone that
        finds nothing is not asked again (the questions about the whole board follow).

        A tiling changes a piece at a time: a mend, one flip after another, breaks the pieces it walks
        through, and a question about the whole board wanders far from the last answer.
        """
        asked: set[int] = set()  # variables whose neighbourhoods, asked alone, found nothing
        most = len(shown)  # neighbourhoods a question may free
        while True:
            areas, taken = [], set()
            for v in same:
                if v in asked or v in taken:
                    continue
                free = self.neighbourhood(last, v)
                if taken.isdisjoint(free):
                    areas.append(free)
                    taken.update(free)
                    if len(areas) == most:
                        break
            if not areas:
                return same, last
            alike = {u: same[u] for u in taken if u in same}
            fixed = [u if last[u] else -u for u in shown if u not in taken]
            other = self.any_differs(alike, lean=Lean(), conflicts=AREA_CONFLICTS * len(areas), holding=fixed)
            if other:
                last = other
                same = self.alike(same, other)
                most = len(shown)
            elif other is None or len(areas) == 1:
                asked.update(alike)
            else:
                most = len(areas) // 2

    def relay(self, same: Model, last: Model) -> tuple[Model, Model]:
        """Each variable still alike asked about with the pieces far from it held (``loosen``): a solution
        where it differs with the k nearest pieces free to move, k from ``RELAY_PIECES`` while none is found;
        the variables still alike and the last solution after. A question that gives up ends the variable's
        turn; past ``RELAY_FAILURES`` variables not flipped (besides two for each flipped) the rest are
        left to the questions about the whole board.

        On a packing, a mend (a cell at a time) breaks the pieces it walks through, and a question about
        the whole board leaning toward flipping many cells lays many pieces anew, far from the last answer.
        """
        flipped = failed = 0
        for v in list(same):
            if v not in same:
                continue
            if failed > RELAY_FAILURES + 2 * flipped:
                break
            lit = v if same[v] else -v
            for k in RELAY_PIECES:
                held = self.loosen(last, v, k)
                if not held:
                    break
                other = self.solver.solve([-lit, *held], conflicts=RELAY_CONFLICTS)
                if other is None:
                    continue
                if other is not False:
                    flipped += 1
                    last = other
                    same = self.alike(same, other)
                break
            if v in same:
                failed += 1
        return same, last

    def any_differs(self, same: Model, lean: "Lean | None", conflicts: int, first: bool = False,
                    holding: list[int] = ()) -> Model | None | bool:
        """A solution where one of the variables differs from its value in ``same``, None when there is
        none, False when the search gave up after ``conflicts`` (``lean``: leaning toward flipping its
        share of them, each chosen by the toss of its coin; ``first``: and deciding those before the rest;
        ``holding``: literals assumed true meanwhile)."""
        switch = self.new_var()  # the question's clause binds only while assumed
        self.clause([-switch, *(-v if x else v for v, x in same.items())])
        try:
            if lean is not None:
                phase, saved = self.solver.phase, list(self.solver.phase)
                leaned = []
                for v, x in same.items():
                    if lean.toss():
                        phase[v] = -1 if x else 1
                        leaned.append(v)
                # Deciding them first (``first``): decided in the order of activity, a flip came late,
                # after its neighbours had settled its old value (an empty 20x20 Nanro's holes were
                # flipped one a question, 80 questions and 3.6 s; now 4 and 0.5 s).
                raised = self.solver.raise_above(leaned) if first else 0.0
            other = self.solver.solve([switch, *holding], conflicts=conflicts)
            if lean is not None:
                self.solver.phase = saved
                if first:  # kept, the raise had the later questions, each about one variable, decide the
                    # same ones first (a cut-short 12x12 Castle Wall's last two cells then took 80 s, 0.2 s without)
                    self.solver.lower(leaned, raised)
        finally:
            self.clause([-switch])
        return other

    def start_near(self, model: Model) -> None:
        """The saved phases set to a solution's values: the next search starts beside it."""
        self.solver.phase[1:len(model) + 1] = [1 if model[v] else -1 for v in range(1, len(model) + 1)]

    def question_order(self, s: "Sharing") -> list[int]:
        """The variables still alike in the order ``one_differs`` asks them: by turns the next nearest (in the
        clauses, ``clause_graph``) to a variable seen to differ, where the next solution most likely differs
        too, and the next in the shown order, where a question is near the one before, whose learnt clauses
        serve it. Either order alone wins on some boards and loses on others (measured: engine-log.md).
        """
        differ = [v for v in s.shown if v not in s.same and v not in s.proved]
        if not differ:
            return list(s.same)
        far = distances(self.solver, differ, s.same)
        nearest = sorted(s.same, key=lambda v: far.get(v, math.inf))  # those not reached last
        order: dict[int, None] = {}  # in the order first met
        for pair in zip(nearest, s.same):
            order.update(dict.fromkeys(pair))
        return list(order)

    def one_differs(self, same: Model, proved: Model, conflicts: int, last: Model | None = None,
                    order: list[int] | None = None) -> Model | None | bool:
        """Each variable of ``same`` asked alone: the first solution where one differs; those proved
        certain meanwhile move from ``same`` to ``proved``. None when all are proved, False when the
        questions left gave up after ``conflicts`` each.

        Each question starts from the values of ``last`` (a solution, when known), not from where the
        question before gave up: a Nurikabe one column wider, whose cells each take hundreds of conflicts
        to flip, asked 74 questions that gave up (23,400 conflicts, 10.4 s); from the last answer, 29 (2.6 s).
        """
        for v in order if order is not None else list(same):
            x = same[v]
            lit = v if x else -v
            if last is not None:
                self.start_near(last)
            other = self.solver.solve([-lit], conflicts=conflicts)
            if other is None:
                proved[v] = x
                del same[v]
                self.clause([lit])
            elif other is not False:
                return other
        return None if not same else False


class Lean:
    """The share of the variables still alike that a question of ``certain`` leans toward flipping.

    All of them suits a shading, where most cells can flip together. On a tiling, leaning toward
    flipping every wall (a wall wherever there was none, none wherever there was one) leads the
    search far from any solution: half those questions gave up, at 0.25-0.5 s each; leaning toward
    flipping fewer, it stays nearer the last solution and finds one more often.

    >>> lean = Lean()
    >>> lean.answered(False); lean.answered(False); lean.share
    0.25
    >>> lean.answered(True); lean.share
    0.5
    """

    def __init__(self) -> None:
        self.share = 1.0
        self.coin = random.Random(0)  # which ones: the same on every run

    def answered(self, found: bool) -> None:
        """A leaning question found a solution (lean toward flipping twice as many), or gave up (half)."""
        self.share = min(self.share * 2, 1.0) if found else max(self.share / 2, MIN_LEAN)

    def toss(self) -> bool:
        """Whether to lean toward flipping the next variable."""
        return self.coin.random() < self.share


class Sharing:
    """Where ``Problem.certain`` stands: the shown variables asked about, those still alike in every solution
    found (``same``, not proved) and those proved certain (``proved``, each kept as a clause), the last solution
    found, each variable's mends tried, the conflicts a question alone may take, and the leaning questions' share."""

    def __init__(self, shown: list[int], same: Model, proved: Model, last: Model | None) -> None:
        self.shown, self.same, self.proved, self.last = shown, same, proved, last
        self.tried: dict[int, int] = {}
        self.limit = LEAN_CONFLICTS
        self.mended = self.failed = 0  # mends that found a solution, and that did not: where most fail, they stop
        self.lean = Lean()  # how many of them a question leans toward flipping
        self.swept = False  # whether the neighbourhoods have been asked (``sweep``)


class Connection:
    """A connectivity rule as the solver's checker: nodes numbered 0..n-1, neighbours listed once.

    One walk finds every complaint the assignment allows, but the solver takes one clause a call: the
    rest wait (``pending``) and are told on the next calls while they still bite, each checked against
    the values then (a cut holds in every solution, so only whether it is unit or false now matters).
    On a sparse 25x18 Aqre three calls in four found something, mostly a node forced after a node
    forced: each had been a walk of its own, and the two walks of the cut's sides besides.
    """

    def __init__(self, nodes: Mapping[Hashable, int], edges: list[Edge], every: int = 1) -> None:
        index = {node: k for k, node in enumerate(nodes)}
        self.lits = list(nodes.values())
        self.edges = [(index[a], index[b], e) for a, b, e in edges]
        # Each node's neighbours with the edge's literal, 0 for an edge that is always there.
        self.neighbours: list[list[tuple[int, int]]] = [[] for _ in self.lits]
        for a, b, e in self.edges:
            self.neighbours[a].append((b, e or 0))
            self.neighbours[b].append((a, e or 0))
        lits = self.lits
        if len(lits) > 1 and all(lit > 0 for lit in lits):  # the nodes' values in one C call
            self.states = itemgetter(*lits)
        else:
            self.states = lambda value: [value[lit] if lit > 0 else -value[-lit] for lit in lits]
        # Cuts found by the last walk and not told yet, the next last: the arguments of ``rim_clause``.
        self.pending: list[tuple[int, int, list[int], int, int, int]] = []
        # Calls left that answer None without a walk while something is free (``every``, ``idle``).
        self.every, self.resting = every, 0
        switched = sorted({abs(e) for _, _, e in self.edges if e})
        self.edge_values = itemgetter(*switched) if len(switched) > 1 else lambda value: [value[v] for v in switched]

    def variables(self) -> list[int]:
        """The variables of the nodes and edges: the only ones whose values change the check's."""
        return [abs(lit) for lit in self.lits] + [abs(e) for _, _, e in self.edges if e is not None]

    def __call__(self, value: list[int]) -> list[int] | None:
        """During the search: a cut falsified now when two nodes that are on can no longer meet,
        else a cut that forces a node on when every way between two on nodes runs through it.

        Nodes and edges not yet false may still join; when the on nodes reachable from one on
        node through them miss another on node, every way out of that reach is false, and the
        cut says one of them must not be. A free node whose removal would part on nodes (an
        articulation point, found by Tarjan's depth-first search from an on node) is the one
        way out not yet false: the same cut, with it alone free, makes the solver set it on. Each cut
        is the rim of the side with fewer nodes: for a node forced, the depth-first subtree beyond it or
        the rest of the walk (cheaper than choosing by the rims, and on Aqre's slow boards quicker too).
        ``value`` is the solver's (1, -1, 0 per variable).
        """
        pending = self.pending
        while pending:
            clause = self.rim_clause(*pending.pop(), value)
            if clause is not None:
                return clause
        lits = self.lits
        state = self.states(value)
        if self.idle(state, value):
            return None
        if 1 not in state:
            return None
        start = state.index(1)
        walk, order, on_below, forced, reached = self.walk(start, state, value)
        if reached < state.count(1):  # an on node the walk missed
            missed = next(k for k, x in enumerate(state) if x == 1 and not order[k])
            reach = self.reach(missed, state, value)
            other = [k for k in range(len(lits)) if reach[k]]
            self.resting = 0
            sides = sorted([(walk, 0, len(walk)), (other, 0, len(other))], key=lambda side: len(side[0]))
            pending.append((start, missed, *sides[1], -1))
            return self.rim_clause(start, missed, *sides[0], -1, value)
        for cut, child, end in reversed(forced):
            inner = end - order[child] + 1  # the subtree's nodes
            pending.append((start, on_below[child], walk, order[child] - 1, end, -1 if 2 * inner <= len(walk) else cut))
        while pending:
            clause = self.rim_clause(*pending.pop(), value)
            if clause is not None:
                self.resting = 0
                return clause
        self.resting = self.every - 1
        return None

    def walk(self, start: int, state, value: list[int]):
        """Tarjan's depth-first walk from the on node ``start`` through the nodes and edges not yet false: the
        nodes in the order found, each one's discovery time (0: not reached), an on node in each one's subtree
        (-1: none), the free nodes that part on nodes (each with its child whose subtree holds an on node and
        the subtree's end), and how many on nodes it reached.

        A false node is marked found, at a time no node reaches (so the loop does not test its state); the
        node walked from is a variable, each node's parent and neighbours still to try are kept by node (no
        stack of tuples): the same walk in 14% less time on Aqre's sparse 25x18 (the walks of its paste case
        replayed), 10-18% on the empty 20x20 Yajilin, Country Road and Slitherlink."""
        neighbours = self.neighbours
        n = len(state)
        never = n + 1
        order = [never if x == -1 else 0 for x in state]  # depth-first discovery time, 0: not reached
        low = [0] * n
        on_below = [-1] * n  # an on node in the node's depth-first subtree
        parent = [-1] * n
        ahead = [None] * n  # each node's neighbours still to try
        walk = [start]  # the nodes reached, in the order found: a subtree's are side by side
        order[start] = low[start] = clock = reached = 1  # reached: the on nodes found
        on_below[start] = start
        forced = []  # (articulation point, its child whose subtree holds an on node, the subtree's end)
        node = start
        ahead[start] = iter(neighbours[start])
        while True:
            for m, e in ahead[node]:
                if e and (value[e] if e > 0 else -value[-e]) == -1:
                    continue
                if not order[m]:
                    clock += 1
                    order[m] = low[m] = clock
                    walk.append(m)
                    if state[m] == 1:
                        on_below[m] = m
                        reached += 1
                    parent[m] = node
                    ahead[m] = iter(neighbours[m])
                    node = m
                    break
                if order[m] < low[node] and m != parent[node]:
                    low[node] = order[m]
            else:
                up = parent[node]
                if up < 0:
                    break
                if low[node] < low[up]:
                    low[up] = low[node]
                if on_below[node] >= 0:
                    if state[up] == 0 and low[node] >= order[up]:
                        forced.append((up, node, clock))
                    if on_below[up] < 0:
                        on_below[up] = on_below[node]
                node = up
        return walk, order, on_below, forced, reached

    def idle(self, state, value: list[int]) -> bool:
        """Whether this call may skip the walk: one of the ``every - 1`` calls after a walk that found nothing,
        with a node or edge still free. Connectivity only grows harder as values are set, so what is skipped
        is found by a later walk; once every node and edge is set, a call always walks (the solver asks
        again whenever one of them is set, and always at a whole assignment).

        A loop's connection (Yajilin's) found something once in fifty walks, each a walk of the whole
        board: walking one call in four, its empty 20x20 took 3.0 -> 2.2 s."""
        if self.resting <= 0 or (0 not in state and 0 not in self.edge_values(value)):
            return False
        self.resting -= 1
        return True

    def rim_clause(self, one: int, other: int, walk: list[int], begin: int, end: int, cut: int,
                   value: list[int]) -> list[int] | None:
        """The cut "one and other are not both on, or a way out of the side is open", when it bites now
        (one literal free at most, none true), else None. The side: ``walk[begin:end]``, or with a ``cut``
        node (not -1) the rest of ``walk`` but that node (a depth-first subtree's complement, holding ``one``).
        Any side holding just one of the two makes a cut that every solution meets."""
        lits = self.lits
        side = bytearray(len(lits))
        if cut < 0:
            members = walk[begin:end]
        else:
            members = [k for k in walk[:begin] if k != cut] + walk[end:]
        for k in members:
            side[k] = 1
        clause = {-lits[one]: None, -lits[other]: None}
        for a in members:
            for b, e in self.neighbours[a]:
                if not side[b]:
                    closed = e and (value[e] if e > 0 else -value[-e]) == -1
                    clause[e if closed else lits[b]] = None
        free = 0
        for lit in clause:
            x = value[lit] if lit > 0 else -value[-lit]
            if x == 1 or (not x and (free := free + 1) > 1):
                return None
        return list(clause)

    def reach(self, node: int, state: list[int], value: list[int]) -> bytearray:
        """The nodes joined to ``node`` through nodes and edges not yet false."""
        reach = bytearray(len(self.lits))
        reach[node] = 1
        todo = [node]
        neighbours = self.neighbours
        while todo:
            for m, e in neighbours[todo.pop()]:
                if not reach[m] and state[m] != -1 and (not e or (value[e] if e > 0 else -value[-e]) != -1):
                    reach[m] = 1
                    todo.append(m)
        return reach

    def ways_out(self, reach: list[int], value: list[int]) -> list[int]:
        """The literals whose truth would let the reached part grow: each edge leaving it (closed: its own
        literal, else the node beyond it). Together with the reason's own literals they make the learnt clause."""
        ways = []
        for a, b, e in self.edges:
            if reach[a] != reach[b]:
                closed = e is not None and (value[e] if e > 0 else -value[-e]) == -1
                ways.append(e if closed else self.lits[b if reach[a] else a])
        return ways


class Room(Connection):
    """The checker of ``Problem.reaches``: the nodes not yet false that the root can reach."""

    def __init__(self, root: Hashable, nodes: Mapping[Hashable, int], edges: list[Edge], size: int) -> None:
        super().__init__(nodes, edges)
        self.root = list(nodes).index(root)
        self.size = size

    def __call__(self, value: list[int]) -> list[int] | None:
        lits, root = self.lits, self.root
        lit = lits[root]
        if (value[lit] if lit > 0 else -value[-lit]) != 1:
            return None
        reach = bytearray(len(lits))
        reach[root] = 1
        count, stack = 1, [root]
        neighbours = self.neighbours
        while stack and count < self.size:
            for n, e in neighbours[stack.pop()]:
                node = lits[n]
                if not reach[n] and (value[node] if node > 0 else -value[-node]) != -1 and (
                    not e or (value[e] if e > 0 else -value[-e]) != -1
                ):
                    reach[n] = 1
                    count += 1
                    stack.append(n)
        if count >= self.size:
            return None
        return [-lit, *self.ways_out(reach, value)]


def comb_count(n: int, k: int) -> int:
    count = 1
    for i in range(k):
        count = count * (n - i) // (i + 1)
    return count
