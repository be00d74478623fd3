"""A small CDCL SAT solver: clauses in, a satisfying assignment (or None) out.

Variables are positive ints from 1, literals are ``v`` or ``-v``. Clauses may be added
between calls (learnt clauses stay, being consequences of the clauses), and ``solve``
takes assumptions: literals held true for that call only, so one solver answers many
related questions (another solution? can this cell be white?) without starting over.

>>> s = Solver()
>>> a, b, c = s.new_var(), s.new_var(), s.new_var()
>>> s.add_clause([a, b]); s.add_clause([-a, c]); s.add_clause([-b, c])
True
True
True
>>> s.solve([-c]) is None
True
>>> m = s.solve(); m[c]
True

Besides clauses it keeps cardinality constraints natively ("at most k of these literals",
``add_at_most``): a counter per constraint of its literals made true, kept as propagation
passes them and undone on backtracking; when it reaches k the other literals are set false,
with "these k true" as the reason (one list for all it sets). Long counts then cost neither the
helper variables nor the clauses of a counter encoding.

How it works, as in MiniSat: unit propagation with two watched literals per clause (two-literal
clauses as implication lists instead, ``binary``);
on a conflict, learn the first-UIP clause (minimized: literals its others imply left out)
and jump back to the level where it becomes unit; pick the next decision by activity (variables in recent conflicts first, VSIDS)
with the value it last had (phase saving); restart on the Luby sequence; at some restarts,
until a first model is found, set the saved phases anew (``rephase``).

Glossary: v a variable, lit a literal, ``value[v]`` is 1 / -1 / 0 (true, false, free) and
``truth[lit]`` the same for a literal,
the trail lists assigned literals in order, a level is the number of decisions made,
``reason[v]`` the clause that forced v (None for decisions).
"""

import heapq
import random
from typing import Iterable

from . import budget
from .set_order import set_order


REDUCE_INTERVAL = 5000  # conflicts before the first halving of the learnt clauses; the k-th waits k + 1 times as long
LONG_CLAUSE = 160  # literals above which a clause's search for a new watch goes round from where it stopped (measured: 24 or 64 slowed a LITS 24x24 and a Sashigane)
MAX_CHECK_GAP = 8  # propagation fixpoints at most between two asks of the checkers

# Conflicts before the first rephase (the k-th waits k times as long after it): a puzzle that the
# saved phases solve needs fewer (the corpus: at most a few hundred, and rephasing sooner slowed
# its worst twofold), a three-clue Akari finds its first answer right after it.
REPHASE_INTERVAL = 500


def luby(i: int) -> int:
    """The i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 ...: restart intervals."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while (1 << k) - 1 != i:
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


class Solver:
    """A CDCL solver; ``add_clause`` returns False once the clauses are unsatisfiable."""

    # The literals propagated and the conflicts met by every solver's searches so far: a request's work, the same
    # on every machine (the api says what a count took so; a genre's ``certain`` decides by it whether to count again).
    spent_propagations = 0
    spent_conflicts = 0

    def __init__(self) -> None:
        self.nvars = 0
        self.value = [0]
        # truth[lit]: the literal's value (1 / -1 / 0), kept beside ``value`` for propagation, which reads
        # literals: a negative one indexes from the end (a list of 2 * room + 1, ``room`` variables), so
        # reading one costs no sign test. Grown (rebuilt) by doubling when the variables outgrow it.
        self.truth = [0]
        self.room = 0
        self.level = [0]
        self.reason: list[list[int] | None] = [None]
        self.activity = [0.0]
        self.phase = [-1]
        self.watches: dict[int, list[list[int]]] = {}
        # Two-literal clauses are kept apart from the watches, as implications: binary[lit] holds the
        # literal ``other`` of each clause [-lit, other], walked when lit becomes true: no watch moves,
        # no clause read to find the other literal. The clause itself is not kept: a literal it sets
        # gets a new one as its reason. 82% of a Pentominous' clauses and nearly all of a Battleships'
        # are binary. (Keeping each clause beside its literal, as a pair or in a list alongside, gave
        # the garbage collector more objects to pass over: a Nonogram 50x45's 93,000 clauses took
        # 10-20% longer to build.)
        self.binary: dict[int, list[int]] = {}
        # cards[lit]: the cardinality constraints [count, k, lits] that count lit, counted once
        # propagation has passed it (the trail before ``head``).
        self.cards: dict[int, list[list]] = {}
        self.trail: list[int] = []
        self.trail_lim: list[int] = []
        self.head = 0
        self.bump = 1.0
        self.heap: list[tuple[float, int]] = []
        # queued[v]: the activity of v's newest entry in the heap, -1.0 once that entry is popped: a
        # variable whose entry still holds its activity is not pushed again (backtracking pushed every
        # variable it unset, and most had an entry already: a heap of stale twins).
        self.queued = [-1.0]
        self.ok = True
        # What the search did, for measuring (tests/bench/bench_engine.py prints them).
        self.conflicts = 0
        self.decisions = 0
        self.propagations = 0  # literals propagated from
        self.learnt_literals = 0  # summed over the learnt clauses
        self.checks = 0  # checker calls
        self.check_seconds = 0.0
        self.rephases = 0
        self.models = 0  # models found
        # Phases: ``phase`` is the saved one (each variable's last value), set anew now and then
        # (``rephase``) from ``best``, the values of the longest trail met since the last rephase.
        self.best: list[int] = [-1]
        self.best_length = 0
        self.random = random.Random(0)
        self.rephase_at = REPHASE_INTERVAL
        # Learnt clauses with their LBD (how many decision levels their literals span), for ``reduce``.
        self.learnts: list[tuple[int, list[int]]] = []
        self.reductions = 0
        self.reduce_at = REDUCE_INTERVAL
        # Checks of rules that clauses cannot say briefly (connectivity): each is called when
        # propagation rests, with ``value`` (1, -1 or 0 per variable), and returns a clause that
        # the current assignment falsifies and every solution satisfies, or None.
        self.checkers: list = []
        # A checker added with ``add_checker`` names its variables and is asked again only once
        # one of them has been set since it last found nothing (``dirty``, by the checker's
        # index): undoing assignments cannot break what it found sound (its rule is monotone).
        # Checkers appended to ``checkers`` directly are asked every time.
        self.touches: list[list[int]] = [[]]
        self.dirty: dict[int, bool] = {}
        # A patient checker (``add_checker``) is asked at every propagation fixpoint while it
        # finds something; each time it finds nothing, its next ask waits twice as many fixpoints
        # (``gaps``, by the checker's index, up to MAX_CHECK_GAP), so on a board with big empty
        # areas, where a connectivity check finds nothing for long, it costs little. Checks whose
        # early word steers the search (Numberlink's lines: delayed, some proofs took ten times
        # as many conflicts) are asked every time. A whole assignment is always checked,
        # so no solution breaks their rules.
        self.gaps: dict[int, int] = {}
        self.longest: dict[int, int] = {}  # a patient checker's longest gap (MAX_CHECK_GAP unless its genre says)
        self.skipped: dict[int, int] = {}
        # Trail positions kept for checkers that follow the trail (``watermark``): backtracking
        # lowers each to where the trail was cut.
        self.marks: list[list[int]] = []
        # Where each long clause's search for a new watch last stopped (``rewatch``), by id.
        self.spots: dict[int, int] = {}
        # Whether learnt clauses are minimized (``minimize``): a genre may turn it off, where the shorter
        # clauses led its search astray (a Nurikabe pasted one column wider: > 10 s minimized, 2.8 s not).
        self.minimizing = True
        # Variables decided first, in this order, until a first model is found (``decide_first``): a genre's
        # order of construction, which conflicts do not reorder; ``order_at`` the first of them perhaps free.
        self.order: list[int] = []
        self.order_at = 0

    def new_var(self) -> int:
        self.nvars += 1
        v = self.nvars
        if v > self.room:
            self.room = max(64, 2 * self.room)
            truth = self.truth = [0] * (2 * self.room + 1)
            for u in range(1, v):
                truth[u] = self.value[u]
                truth[-u] = -self.value[u]
        self.value.append(0)
        self.level.append(0)
        self.reason.append(None)
        self.activity.append(0.0)
        self.queued.append(0.0)
        self.phase.append(-1)
        self.best.append(-1)
        self.watches[v] = []
        self.watches[-v] = []
        self.binary[v] = []
        self.binary[-v] = []
        self.cards[v] = []
        self.cards[-v] = []
        self.touches.append([])
        heapq.heappush(self.heap, (0.0, v))
        return v

    def lit_value(self, lit: int) -> int:
        return self.truth[lit]

    def add_clause(self, lits: Iterable[int]) -> bool:
        """Add a clause (at level 0); False when the clauses have become unsatisfiable."""
        if not self.ok:
            return False
        self.backtrack(0)
        lits = set_order(lits)  # the order a set gives on 64-bit CPython, on every platform (``set_order``)
        if len(lits) > 1 and not set(lits).isdisjoint([-lit for lit in lits]):
            return True
        clause = []
        truth = self.truth
        for lit in lits:
            x = truth[lit]
            if x == 1:
                return True
            if not x:
                clause.append(lit)
        if not clause:
            self.ok = False
        elif len(clause) == 1:
            self.assign(clause[0], None)
            self.ok = self.propagate() is None
        else:
            self.watch(clause)
        return self.ok

    def watch(self, clause: list[int]) -> None:
        """Start propagating from a clause of two literals or more: a binary one joins the implication
        lists, a longer one is watched on its first two literals."""
        if len(clause) == 2:
            a, b = clause
            self.binary[-a].append(b)
            self.binary[-b].append(a)
        else:
            self.watches[clause[0]].append(clause)
            self.watches[clause[1]].append(clause)

    def clauses(self) -> list[list[int]]:
        """Every clause of two literals or more the solver propagates from (learnt ones included), once each."""
        seen: dict[object, list[int]] = {}
        binary = self.binary
        for lit, watching in self.watches.items():  # by literal, as the watches held them all once
            for clause in watching:
                key = id(clause)
                if key not in seen:
                    seen[key] = clause
            for other in binary[-lit]:  # a list made only for a clause not met before (an empty 20x20 Tetrochain's 106,000)
                key = (lit, other) if lit < other else (other, lit)
                if key not in seen:
                    seen[key] = [lit, other]
        return list(seen.values())

    def add_at_most(self, lits: Iterable[int], k: int) -> bool:
        """At most k of the literals (of distinct variables) are true; False once unsatisfiable."""
        if not self.ok:
            return False
        self.backtrack(0)
        if self.propagate() is not None:
            self.ok = False
            return False
        lits = list(lits)
        assert len({abs(lit) for lit in lits}) == len(lits), "one literal per variable"
        true = sum(1 for lit in lits if self.lit_value(lit) == 1)
        if true > k:
            self.ok = False
        elif true == k:
            for lit in lits:
                if self.lit_value(lit) == 0:
                    self.assign(-lit, None)
            self.ok = self.propagate() is None
        elif len(lits) > k:
            card = [true, k, lits]
            for lit in lits:
                self.cards[lit].append(card)
        return self.ok

    def add_checker(self, checker, variables: Iterable[int], patient: bool = False, longest: int = MAX_CHECK_GAP) -> None:
        """A checker (see ``checkers``) whose answer can change only when one of ``variables`` is set,
        and whose complaints only grow as more are set; it is asked only when it may find more.
        A ``patient`` one is asked less often while it finds nothing (see ``gaps``), waiting ``longest``
        fixpoints at most."""
        index = len(self.checkers)
        self.checkers.append(checker)
        self.dirty[index] = True
        if patient:
            self.gaps[index] = 1
            self.longest[index] = longest
        for v in set(variables):
            self.touches[v].append(index)

    def fails(self, lit: int) -> bool:
        """Whether ``lit``, with what unit propagation then forces from the clauses and counts, is a
        contradiction (a failed literal): then ``-lit`` holds in every solution. The checkers are not
        asked; the search's state is left as at level 0 (saved phases aside)."""
        if not self.ok:
            return True
        self.backtrack(0)
        x = self.lit_value(lit)
        if x:
            return x == -1
        self.trail_lim.append(len(self.trail))
        self.assign(lit, None)
        conflict = self.propagate()
        self.backtrack(0)
        return conflict is not None

    def watermark(self) -> list[int]:
        """A one-item list holding a trail position, which backtracking lowers to where it cuts the
        trail: a checker that sets it to ``len(trail)`` after reading the trail knows on its next
        call that ``trail[:mark[0]]`` is unchanged, and so reads only what was added since."""
        mark = [0]
        self.marks.append(mark)
        return mark

    def ask_whole(self, val: list[int]) -> list[int] | None:
        """The first checker's clause about a whole assignment of the variables 1..len(val) - 1 (``val[v]``:
        1 or -1), None when every checker finds nothing.

        A checker that follows the trail (``watermark``; it says so: ``follows_trail``) reads the search's
        trail, not the values it is given, so for those the assignment is laid on the trail, as one
        decision level (no propagation: the caller has checked the clauses), after the others have found
        nothing, then taken back, the saved phases left as they were. Asked with
        the values alone, such a check saw the trail of level 0 and found nothing: on an empty 6x6 Masyu,
        8 of the 16 solutions that ``Nearby`` mended were two loops. A value set at level 0 that the
        assignment differs from (a unit learnt, or proved certain, after the caller read the clauses)
        is a complaint too: that unit."""
        self.backtrack(0)
        n = len(val)
        for lit in self.trail:
            v = lit if lit > 0 else -lit
            if v < n and val[v] != (1 if lit > 0 else -1):
                return [lit]
        followers = []
        for checker in self.checkers:  # those that read ``val`` first: laying costs (a Pentominous' placements read it whole)
            if getattr(checker, "follows_trail", False):
                followers.append(checker)
                continue
            clause = checker(val)
            if clause is not None:
                return clause
        if not followers:
            return None
        phase, best, best_length = list(self.phase), list(self.best), self.best_length
        self.trail_lim.append(len(self.trail))
        value = self.value
        for v in range(1, n):
            if not value[v]:
                self.assign(v if val[v] > 0 else -v, None)
        try:
            for checker in followers:
                clause = checker(value)
                if clause is not None:
                    return clause
            return None
        finally:
            self.backtrack(0)
            self.phase, self.best, self.best_length = phase, best, best_length

    def assign(self, lit: int, reason: list[int] | None) -> None:
        v = abs(lit)
        self.value[v] = 1 if lit > 0 else -1
        self.truth[lit] = 1
        self.truth[-lit] = -1
        self.level[v] = len(self.trail_lim)
        self.reason[v] = reason
        self.trail.append(lit)

    def propagate(self) -> list[int] | None:
        """Unit propagation from the trail's head; the conflicting clause, or None."""
        value, truth, watches, binary, trail = self.value, self.truth, self.watches, self.binary, self.trail
        level, reason, depth = self.level, self.reason, len(self.trail_lim)
        cards, touches, dirty = self.cards, self.touches, self.dirty
        start = head = self.head  # kept in a local, stored back before each return
        while head < len(trail):
            true_lit = trail[head]
            false_lit = -true_lit
            head += 1
            for index in touches[true_lit if true_lit > 0 else false_lit]:
                dirty[index] = True
            counting = cards[true_lit]
            if counting:
                for card in counting:
                    card[0] += 1
                for card in counting:
                    if card[0] >= card[1]:
                        conflict = self.card_full(card, true_lit)
                        if conflict is not None:
                            self.head = head
                            self.propagations += head - start
                            return conflict
            for other in binary[true_lit]:
                x = truth[other]
                if x == 1:
                    continue
                if x == -1:
                    self.head = head
                    self.propagations += head - start
                    return [other, false_lit]
                v = other if other > 0 else -other  # self.assign, inlined
                value[v] = 1 if other > 0 else -1
                truth[other] = 1
                truth[-other] = -1
                level[v] = depth
                reason[v] = [other, false_lit]
                trail.append(other)
            # Each clause watching false_lit: met by its other watch (most visits: three in four on a Nurikabe
            # one column wider), given a new watch, unit (its other watch set) or false (the conflict). No index
            # is counted (an iterator holds the rest for a conflict) and ``kept.append`` is called as a method
            # (3.11 specializes that call; a local bound ``append`` was slower). The watches are swapped even in
            # a clause its other watch meets: left as they were, the order of the clauses' literals changed
            # and with it searches (Aqre's sparse 25x18 1,444 -> 2,379 conflicts, Yajilin's empty 20x20 2,301 -> 1,896).
            watching = watches[false_lit]
            kept = []
            ahead = iter(watching)  # on a conflict, those not visited are kept as they are
            for clause in ahead:
                first = clause[0]
                if first == false_lit:
                    first = clause[1]
                    clause[0], clause[1] = first, false_lit
                x = truth[first]
                if x == 1:
                    kept.append(clause)
                    continue
                size = len(clause)
                if size > LONG_CLAUSE:
                    lit = self.rewatch(clause, false_lit)
                else:
                    for k in range(2, size):
                        lit = clause[k]
                        if truth[lit] != -1:
                            clause[1], clause[k] = lit, false_lit
                            break
                    else:
                        lit = 0
                if lit:
                    watches[lit].append(clause)
                    continue
                kept.append(clause)
                if x == -1:
                    kept.extend(ahead)
                    watches[false_lit] = kept
                    self.head = head
                    self.propagations += head - start
                    return clause
                v = first if first > 0 else -first  # self.assign, inlined: the hottest line
                value[v] = 1 if first > 0 else -1
                truth[first] = 1
                truth[-first] = -1
                level[v] = depth
                reason[v] = clause
                trail.append(first)
            watches[false_lit] = kept
        self.head = head
        self.propagations += head - start
        return None

    def rewatch(self, clause: list[int], false_lit: int) -> int:
        """A long clause's next watch: the first literal not false from where its last search stopped,
        round to the start (the clause's ``spots`` entry), swapped into ``clause[1]``; 0 when none.

        Searching from the start each time, a long clause (a second solution's "some shown value
        differs", 700 literals on a 20x20 loop) was scanned past every literal the search had already
        set false again and again: 80 million steps for the second loop of an empty 20x20 Castle Wall.
        """
        truth, size = self.truth, len(clause)
        spot = min(self.spots.get(id(clause), 2), size)
        for low, high in ((spot, size), (2, spot)):
            for k in range(low, high):
                lit = clause[k]
                if truth[lit] != -1:
                    clause[1], clause[k] = lit, false_lit
                    self.spots[id(clause)] = k
                    return lit
        return 0

    def card_full(self, card: list, true_lit: int) -> list[int] | None:
        """A cardinality constraint has reached its bound: the others are set false, or the
        conflict when more than k are true (the just-passed ``true_lit`` among them)."""
        _, k, lits = card
        value, truth = self.value, self.truth
        trues = [lit for lit in lits if truth[lit] == 1]
        if len(trues) > k:
            return [-true_lit, *[-lit for lit in trues if lit != true_lit][:k]]
        # One reason for all the literals set false: "these k true". It leaves out the literal it sets,
        # which the conflict analysis would pass over anyway; a list each was most of this method's time.
        because = [-lit for lit in trues]
        level, reason, trail, depth = self.level, self.reason, self.trail, len(self.trail_lim)
        for lit in lits:
            v = lit if lit > 0 else -lit
            if not value[v]:
                value[v] = -1 if lit > 0 else 1
                truth[lit] = -1
                truth[-lit] = 1
                level[v] = depth
                reason[v] = because
                trail.append(-lit)
        return None

    def backtrack(self, level: int) -> None:
        if len(self.trail_lim) <= level:
            return
        if len(self.trail) > self.best_length:  # the furthest the search has come: remember its values
            self.best_length = len(self.trail)
            best = self.best
            for lit in self.trail:
                best[lit if lit > 0 else -lit] = 1 if lit > 0 else -1
        start = self.trail_lim[level]
        for mark in self.marks:
            if mark[0] > start:
                mark[0] = start
        cards = self.cards
        for lit in self.trail[start:self.head]:
            for card in cards[lit]:
                card[0] -= 1
        value, phase, reason, activity, heap, push = self.value, self.phase, self.reason, self.activity, self.heap, heapq.heappush
        queued, truth = self.queued, self.truth
        for lit in self.trail[start:]:
            v = lit if lit > 0 else -lit
            phase[v] = value[v]
            value[v] = 0
            truth[lit] = truth[-lit] = 0
            reason[v] = None
            a = activity[v]
            if queued[v] != a:
                queued[v] = a
                push(heap, (-a, v))
        del self.trail[start:]
        del self.trail_lim[level:]
        self.head = start
        self.order_at = 0
        if len(self.heap) > 8 * self.nvars + 64:
            self.rebuild_heap()

    def rebuild_heap(self) -> None:
        """The decision heap anew from the activities: one entry per free variable, stale ones dropped."""
        activity, value = self.activity, self.value
        self.heap = [(-activity[u], u) for u in range(1, self.nvars + 1) if not value[u]]
        heapq.heapify(self.heap)
        self.queued = [-1.0 if value[u] else activity[u] for u in range(self.nvars + 1)]
        self.queued[0] = -1.0

    def raise_above(self, variables: list[int]) -> float:
        """Raise the variables' activity above every other's, so the search decides them first (among
        themselves in their own order); the raise, for ``lower`` to take back."""
        top = max(self.activity) + self.bump
        for v in variables:
            self.activity[v] += top
            if not self.value[v]:
                self.queued[v] = self.activity[v]
                heapq.heappush(self.heap, (-self.activity[v], v))
        return top

    def decide_first(self, variables: list[int]) -> None:
        """Until a first model is found, decide these variables before any other, in this order (each with its
        saved phase), not by activity: a genre's way to build its first answer, as a search by hand would.

        >>> s = Solver()
        >>> a, b, c = s.new_var(), s.new_var(), s.new_var()
        >>> s.decide_first([c, a]); s.decide() == -c
        True
        """
        self.order = list(variables)
        self.order_at = 0

    def lower(self, variables: list[int], amount: float) -> None:
        """Take back a raise (what conflicts added since stays)."""
        for v in variables:
            self.activity[v] = max(self.activity[v] - amount, 0.0)
        self.rebuild_heap()

    def bump_var(self, v: int) -> None:
        self.activity[v] += self.bump
        if self.activity[v] > 1e100:
            self.rescale()
        elif not self.value[v]:
            self.queued[v] = self.activity[v]
            heapq.heappush(self.heap, (-self.activity[v], v))

    def rescale(self) -> None:
        """Activities and the bump scaled down together, before they overflow (the order stays)."""
        self.activity = [a * 1e-100 for a in self.activity]
        self.bump *= 1e-100
        self.rebuild_heap()

    def analyze(self, conflict: list[int]) -> tuple[list[int], int]:
        """The first-UIP learnt clause (asserting literal first) and the level to jump back to."""
        seen = set()
        learnt = [0]
        here = len(self.trail_lim)
        pending = 0
        index = len(self.trail) - 1
        clause = conflict
        lit = 0
        level, trail, reason, value = self.level, self.trail, self.reason, self.value
        activity, bump, heap, push, queued = self.activity, self.bump, self.heap, heapq.heappush, self.queued
        while True:
            for q in clause:
                if q == lit:
                    continue
                v = q if q > 0 else -q
                if v not in seen and level[v] > 0:
                    seen.add(v)
                    a = activity[v] = activity[v] + bump  # self.bump_var(v), inlined
                    if a > 1e100:
                        self.rescale()
                        activity, bump, heap, queued = self.activity, self.bump, self.heap, self.queued
                    elif not value[v]:
                        queued[v] = a
                        push(heap, (-a, v))
                    if level[v] == here:
                        pending += 1
                    else:
                        learnt.append(q)
            while abs(trail[index]) not in seen:
                index -= 1
            lit = trail[index]
            index -= 1
            pending -= 1
            if pending == 0:
                break
            clause = reason[lit if lit > 0 else -lit]
        learnt[0] = -lit
        self.bump /= 0.95
        if len(learnt) > 2 and self.minimizing:
            learnt = self.minimize(learnt)
        self.learnt_literals += len(learnt)
        if len(learnt) == 1:
            return learnt, 0
        deepest = max(range(1, len(learnt)), key=lambda k: self.level[abs(learnt[k])])
        learnt[1], learnt[deepest] = learnt[deepest], learnt[1]
        return learnt, self.level[abs(learnt[1])]

    def minimize(self, learnt: list[int]) -> list[int]:
        """The learnt clause without the literals that its others imply (MiniSat's recursive minimization).

        A literal is left out when the reason that set it rests, reason after reason, only on
        literals of the clause (or of level 0): the shorter clause says as much. Packings (Statue
        Park, Battleships) learnt clauses of hundreds of placements false, most of them so implied:
        a Statue Park 12x12 with one clue removed learnt 91 literals a clause on average and took
        5,669 conflicts; minimized, 36 and 3,153 conflicts (7.5 s -> 3.1 s).
        """
        level = self.level
        inside = {abs(q) for q in learnt}
        levels = {level[abs(q)] for q in learnt}
        failed: set[int] = set()
        kept = learnt[:1]
        for q in learnt[1:]:
            if not self.implied(abs(q), inside, levels, failed):
                kept.append(q)
        return kept

    def implied(self, v: int, inside: set[int], levels: set[int], failed: set[int]) -> bool:
        """Whether v's value follows from the variables ``inside`` (the clause's, and those found implied
        by them before) through reasons; levels outside ``levels`` cannot lead back into the clause.

        Depth first, each variable's answer is kept for the rest of the clause: one found implied joins
        ``inside``, one found not (a decision or a level outside the clause below it) joins ``failed``.
        Asked afresh for each literal, the walks of a 2,375-conflict Pentominous went over the same
        reasons again and again: a fifth of its time (the learnt clauses are the same either way).
        """
        level, reason = self.level, self.reason
        if reason[v] is None:
            return False
        stack = [(v, iter(reason[v]))]
        while stack:
            u, lits = stack[-1]
            for lit in lits:
                w = lit if lit > 0 else -lit
                if w == u or w in inside or not level[w]:
                    continue
                if w in failed or reason[w] is None or level[w] not in levels:
                    failed.update(x for x, _ in stack)  # each of them rests on w
                    return False
                stack.append((w, iter(reason[w])))
                break
            else:
                stack.pop()
                inside.add(u)
        return True

    def reduce(self) -> None:
        """Forget half the learnt clauses, the least useful: those whose literals span the most
        decision levels (LBD, as Glucose ranks them), longest first; those spanning two levels
        or fewer stay. Called at level 0 (a restart), where no learnt clause is a reason the
        search still reads. Without it a long search drags every clause it ever learnt through
        propagation, and each conflict costs more than the one before."""
        self.reductions += 1
        self.reduce_at = self.conflicts + REDUCE_INTERVAL * (self.reductions + 1)
        ranked = sorted(self.learnts, key=lambda pair: (pair[0], len(pair[1])))
        keep = len(ranked) // 2
        dropped = {id(clause) for lbd, clause in ranked[keep:] if lbd > 2}
        if not dropped:
            return
        for key in dropped:
            self.spots.pop(key, None)
        self.learnts = [pair for pair in ranked if id(pair[1]) not in dropped]
        watches = self.watches
        for lit, watching in watches.items():
            if watching:
                watches[lit] = [clause for clause in watching if id(clause) not in dropped]

    def rephase(self) -> None:
        """Set every saved phase anew, by turns: all true, the best trail's, all false, the best
        trail's, random, the best trail's (only until a first model is found: after it, phases
        near a solution are what a count or ``certain`` wants).

        A search whose saved phases led it into a corner it cannot prove empty starts elsewhere:
        with every light off first, a three-clue Akari places a few lights that no placement of
        the rest completes, and refuting that is a pigeonhole count (exponential for clause
        learning: 23,406 conflicts and 37 s); with every light on it is solved without a conflict.
        """
        turn = self.rephases % 6
        self.rephases += 1
        n = self.nvars + 1
        if turn == 0:
            self.phase = [1] * n
        elif turn == 2:
            self.phase = [-1] * n
        elif turn == 4:
            self.phase = [self.random.choice((1, -1)) for _ in range(n)]
        else:
            self.phase = list(self.best)
        self.best_length = 0

    def decide(self) -> int:
        """The free variable of highest activity, as a literal with its saved phase; 0 when none (before a
        first model, the first free one of ``order``)."""
        heap, value, queued, pop = self.heap, self.value, self.queued, heapq.heappop
        if self.order and not self.models:
            order, at = self.order, self.order_at
            while at < len(order):  # those before ``order_at`` are set (``backtrack`` moves it back to 0)
                v = order[at]
                if not value[v]:
                    self.order_at = at
                    self.decisions += 1
                    return v if self.phase[v] > 0 else -v
                at += 1
            self.order_at = at
        while heap:
            a, v = pop(heap)
            if queued[v] == -a:
                queued[v] = -1.0
            if not value[v]:
                self.decisions += 1
                return v if self.phase[v] > 0 else -v
        return 0

    def check(self) -> list[int] | None:
        """Ask the checkers; a clause they return is kept, the search goes back to where it bites.

        A checker's clause is false now, or has one free literal and the rest false: then that
        literal is set true here, with the clause as its reason.

        Returns the clause when it is a conflict still to analyse, None when the search may go on
        (nothing found, or the clause became unit and was propagated from).
        """
        dirty, gaps, skipped = self.dirty, self.gaps, self.skipped
        whole = len(self.trail) == self.nvars
        began = budget.clock()
        for index, checker in enumerate(self.checkers):
            if not dirty.get(index, True):
                continue
            gap = gaps.get(index)
            if gap is not None and skipped.get(index, 0) + 1 < gap and not whole:
                skipped[index] = skipped.get(index, 0) + 1
                continue
            skipped[index] = 0
            self.checks += 1
            clause = checker(self.value)
            if clause is not None:
                if gap is not None:
                    gaps[index] = 1
                break
            if gap is not None:
                gaps[index] = min(2 * gap, self.longest[index])
            if index in dirty:
                dirty[index] = False
        else:
            self.check_seconds += budget.clock() - began
            return None
        self.check_seconds += budget.clock() - began
        free = [lit for lit in clause if not self.value[abs(lit)]]
        if len(set(free)) > 1:  # which is put first: the first in the set's order (mostly there is one)
            free = [lit for lit in set_order(clause) if not self.value[abs(lit)]]
        if free:
            rest = sorted(set_order(lit for lit in clause if lit != free[0]), key=lambda lit: -self.level[abs(lit)])
            clause = [free[0], *rest]
            if len(clause) == 1 or self.level[abs(rest[0])] == 0:
                self.backtrack(0)  # implied by level 0 alone: true for good
                self.assign(free[0], None)
                return None
            self.watch(clause)
            self.assign(free[0], clause)
            return None
        clause = sorted(set_order(clause), key=lambda lit: -self.level[abs(lit)])
        if not clause or self.level[abs(clause[0])] == 0:  # false whatever is decided: no solution
            self.ok = False
            return clause
        top = self.level[abs(clause[0])]
        if len(clause) == 1:
            self.backtrack(0)
            self.assign(clause[0], None)
            return None
        second = self.level[abs(clause[1])]
        self.watch(clause)
        if second < top:  # one literal at the top level: unit once that level is undone
            self.backtrack(second)
            self.assign(clause[0], clause)
            return None
        self.backtrack(top)
        return clause

    def solve(self, assumptions: Iterable[int] = (), conflicts: int | None = None,
              propagations: int | None = None, whole: bool = False) -> dict[int, bool] | None | bool:
        """A model ``{v: bool}`` satisfying every clause and the assumptions, or None.

        With ``conflicts``, False when that many conflicts came first (a quick try that may give up);
        with ``propagations``, False at the first conflict after that many literals were propagated
        (a cap on the work, which a conflict's cost varies too much to measure).
        ``whole``: the assumptions say most of an answer (a known solution's values): the checkers are asked
        once all of them are placed, not at each (each is a decision level of its own, and a check of a
        20x20 Fillomino's regions at each of its 400 levels cost 0.3 s where one costs a millisecond).
        Raises ``budget.OutOfTime`` when the current budget (``budget.within``) runs out first; the
        solver stays usable (its learnt clauses kept) for later questions.
        """
        give_up = self.conflicts + conflicts if conflicts is not None else None
        before, clashed = self.propagations, self.conflicts
        most = before + propagations if propagations is not None else float("inf")
        try:
            assumptions = list(assumptions)
            return self.search(assumptions, give_up, most, len(assumptions) if whole else 0)
        except budget.OutOfTime:
            self.backtrack(0)
            raise
        finally:
            Solver.spent_propagations += self.propagations - before
            Solver.spent_conflicts += self.conflicts - clashed

    def search(self, assumptions: list[int], give_up: int | None, most: float = float("inf"),
               placed: int = 0) -> dict[int, bool] | None | bool:
        """The search of ``solve``; the checkers are asked only once ``placed`` assumptions are."""
        if not self.ok:
            return None
        self.backtrack(0)
        restart = 1
        until_restart = 100 * luby(restart)
        check_time = budget.check
        while True:
            conflict = self.propagate()
            unchecked = len(self.trail_lim) < placed  # the checkers wait for the last assumptions
            if conflict is None and self.checkers and not unchecked:
                conflict = self.check()
                if conflict is None and self.head < len(self.trail):
                    continue
            if not self.ok:
                return None
            if conflict is not None:
                self.conflicts += 1
                check_time()
                if not self.trail_lim:
                    self.ok = False
                    return None
                if self.conflicts == give_up or self.propagations >= most:
                    self.backtrack(0)
                    return False
                learnt, back = self.analyze(conflict)
                self.backtrack(back)
                if len(learnt) == 1:
                    self.assign(learnt[0], None)
                else:
                    self.watch(learnt)
                    self.assign(learnt[0], learnt)
                    level = self.level
                    self.learnts.append((len({level[abs(lit)] for lit in learnt}), learnt))
                until_restart -= 1
                continue
            if until_restart <= 0:
                restart += 1
                until_restart = 100 * luby(restart)
                self.backtrack(0)
                if self.conflicts >= self.reduce_at:
                    self.reduce()
                if self.conflicts >= self.rephase_at and not self.models:
                    self.rephase()
                    self.rephase_at = self.conflicts + REPHASE_INTERVAL * (self.rephases + 1)
                continue
            lit = 0
            while len(self.trail_lim) < len(assumptions):
                wanted = assumptions[len(self.trail_lim)]
                x = self.lit_value(wanted)
                if x == -1:
                    self.backtrack(0)
                    return None
                self.trail_lim.append(len(self.trail))
                if x == 0:
                    lit = wanted
                    break
            if not lit:
                lit = self.decide()
                if not lit and unchecked and self.checkers:  # the last assumptions were true already
                    continue  # the checkers, not yet asked, now are
                if not lit:
                    model = {v: self.value[v] > 0 for v in range(1, self.nvars + 1)}
                    self.models += 1
                    self.backtrack(0)
                    return model
                if not self.decisions & 255:
                    check_time()
                self.trail_lim.append(len(self.trail))
            self.assign(lit, None)
