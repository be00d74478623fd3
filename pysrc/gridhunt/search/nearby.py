"""Solutions near a known one, found by mending what a flip breaks (local search), not by a new search.

``Problem.certain`` needs, for every shown variable that is not certain, a solution where it
differs. On a board with thousands of solutions (an empty LITS has one tetromino anywhere) that is
one solution per few cells, and a SAT question costs a whole new assignment (thousands of
variables, often with conflicts). Most of those solutions are a small change away from one
already known: flip the variable, then flip others, one at a time, to mend each clause or count
that broke (WalkSAT's way: of the broken clause's variables, the one whose flip breaks fewest),
for a few dozen steps. What comes out is checked whole, as the SAT solver checks a model: every
clause and count of the solver holds, and every checker (connectivity...) finds nothing; a
checker's complaint is one more clause to mend. So a solution found here is a solution, and a
variable dropped from ``certain`` for it is not certain; when mending fails, the SAT question is
still asked, so nothing is missed.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> x = p.new_vars(3)
>>> p.exactly(x, 1)
>>> model = p.solve()
>>> near = Nearby(p.solver)
>>> other = near.flip(model, next(v for v in x if not model[v]))
>>> sum(other[v] for v in x), other[next(v for v in x if model[v])]
(1, False)
>>> Nearby(p.solver).flip(model, p.true) is None   # true in every solution: no mending helps
True

Glossary: ``val[v]`` is 1 or -1 (a whole assignment); a clause is broken when no literal is true,
a count when more than its bound are; ``fixed`` are the variables set before any decision (the
same in every solution, never flipped).
"""

import random

from . import budget

STEPS = 60  # flips a mend may take before it gives up
CHECKS = 12  # whole assignments a mend may show the checkers (each complaint is mended; past these, it gives up)
SAMPLE = 128  # variables of a long clause weighed for the next flip
MOVE_SHARE = 1 / 8  # the share of the variables that may differ for ``start`` to move to a solution by flips


class Nearby:
    """The solver's clauses and counts as lists a local search walks; built once, used for many flips.

    The clauses are the solver's at the time (those it learns later follow from them, those a later
    question adds are switched off by then); each solution is checked against them all.
    """

    def __init__(self, solver) -> None:
        solver.backtrack(0)
        self.solver = solver
        n = self.n = solver.nvars  # variables made later are the switches of later questions, off by then
        self.fixed = bytearray(1 if solver.value[v] else 0 for v in range(n + 1))
        self.fixed[0] = 1
        self.clauses: list[list[int]] = [list(clause) for clause in solver.clauses()]
        self.cards: list[tuple[int, list[int]]] = []
        seen = set()
        for counting in solver.cards.values():
            for card in counting:
                if id(card) not in seen:
                    seen.add(id(card))
                    self.cards.append((card[1], card[2]))
        # occ[lit]: the clauses holding lit; in_cards[lit]: the counts counting lit (by index)
        occ: dict[int, list[int]] = {}
        self.occ = occ
        for index, clause in enumerate(self.clauses):
            for lit in clause:
                held = occ.get(lit)  # no list made for a literal already met (setdefault made one each time)
                if held is None:
                    occ[lit] = [index]
                else:
                    held.append(index)
        self.in_cards: dict[int, list[int]] = {}
        for index, (_, lits) in enumerate(self.cards):
            for lit in lits:
                self.in_cards.setdefault(lit, []).append(index)
        self.random = random.Random(0)
        self.model: dict[int, bool] | None = None  # the solution the values below are of

    def start(self, model: dict[int, bool]) -> None:
        """Take a solution as the place the flips start from: from the last one, its variables that differ
        flipped one by one when they are few (a count over every clause cost 0.16 s a time on an empty
        20x20 Tetrochain's 112,000 clauses), else counted anew."""
        if self.model is not None:
            val = self.val
            differ = [v for v in range(1, self.n + 1) if (val[v] == 1) != model[v]]
            if len(differ) <= MOVE_SHARE * self.n:
                for v in differ:
                    self.set(v)
                self.model = model
                return
        val = self.val = [0] + [1 if model[v] else -1 for v in range(1, self.n + 1)]
        self.trues, self.sums = [], []  # per clause: its true literals, how many and their sum
        self.breaks = [0] * (self.n + 1)  # per variable: the clauses whose one true literal is its own
        for clause in self.clauses:
            true = [lit for lit in clause if (val[lit] if lit > 0 else -val[-lit]) == 1]
            self.trues.append(len(true))
            self.sums.append(sum(true))
            if len(true) == 1:
                self.breaks[abs(true[0])] += 1
        self.counts = [sum(1 for lit in lits if (val[lit] if lit > 0 else -val[-lit]) == 1) for _, lits in self.cards]
        self.broken: set[int] = set()  # clause indices with no true literal
        self.over: set[int] = set()  # count indices past their bound
        self.model = model

    def set(self, v: int) -> None:
        """Flip v, keeping the counts of true literals (and what is broken) up to date."""
        val, trues, sums, breaks, counts, cards = self.val, self.trues, self.sums, self.breaks, self.counts, self.cards
        now = -val[v]
        val[v] = now
        made, lost = (v, -v) if now == 1 else (-v, v)
        for index in self.occ.get(made, ()):
            true = trues[index] = trues[index] + 1
            sums[index] += made
            if true == 1:
                self.broken.discard(index)
                breaks[v] += 1
            elif true == 2:  # the one true literal before is not alone any more: its sum's other part
                breaks[abs(sums[index] - made)] -= 1
        for index in self.occ.get(lost, ()):
            true = trues[index] = trues[index] - 1
            sums[index] -= lost
            if not true:
                self.broken.add(index)
                breaks[v] -= 1
            elif true == 1:  # the literal left true is alone now: the sum is it
                breaks[abs(sums[index])] += 1
        for index in self.in_cards.get(made, ()):
            counts[index] += 1
            if counts[index] > cards[index][0]:
                self.over.add(index)
        for index in self.in_cards.get(lost, ()):
            counts[index] -= 1
            if counts[index] == cards[index][0]:
                self.over.discard(index)

    def cost(self, v: int) -> int:
        """What flipping v would break: clauses whose one true literal is v's, counts at their bound."""
        counts, cards = self.counts, self.cards
        made = -v if self.val[v] == 1 else v
        return self.breaks[v] + sum(1 for index in self.in_cards.get(made, ()) if counts[index] == cards[index][0])

    def flip(self, model: dict[int, bool], target: int, steps: int = STEPS) -> dict[int, bool] | None:
        """A solution with ``target`` flipped, mended from ``model`` (a whole one: every variable the
        solver had when this was built) within ``steps`` flips, or None."""
        if model is not self.model:
            self.start(model)
        if self.fixed[target]:
            return None
        done: list[int] = []
        last: dict[int, int] = {}  # the step at which each variable was flipped last (the target is never flipped back)
        self.set(target)
        done.append(target)
        asked = 0  # the checkers' looks at a whole assignment (a connectivity check walks the board)
        for step in range(steps):
            if not self.broken and not self.over:
                asked += 1
                if asked > CHECKS:
                    break
                complaint = self.complaint()
                if complaint is None:
                    found = {v: x == 1 for v, x in enumerate(self.val) if v}  # a whole model, as the solver's
                    self.model = found
                    return found
                if complaint is False:
                    break
                choices = [abs(lit) for lit in complaint]
            elif self.broken:
                choices = [abs(lit) for lit in self.clauses[min(self.broken)]]
            else:
                val = self.val
                choices = [abs(lit) for lit in self.cards[min(self.over)][1] if (val[lit] if lit > 0 else -val[-lit]) == 1]
            choices = [v for v in choices if not self.fixed[v] and v != target]
            if not choices:
                break
            choices = [v for v in choices if last.get(v, -99) < step - 1] or choices  # not the one just flipped back
            if len(choices) > SAMPLE:  # a clause of a thousand pieces: weigh a few of them
                choices = self.random.sample(choices, SAMPLE)
            if self.random.random() < 0.1:
                v = self.random.choice(choices)
            else:
                v = min(choices, key=lambda u: (self.cost(u), last.get(u, -99)))
            last[v] = step
            self.set(v)
            done.append(v)
        for v in reversed(done):
            self.set(v)
        budget.check()
        return None

    def complaint(self) -> list[int] | None | bool:
        """A checker's clause that the whole assignment breaks, None when every checker finds nothing,
        False when a checker answers with a clause the assignment meets (not to be trusted here)."""
        val = self.val
        clause = self.solver.ask_whole(val)
        if clause is not None and any((val[lit] if lit > 0 else -val[-lit]) == 1 for lit in clause):
            return False
        return clause
