"""Pieces named by their letters: each cell holds one letter, the cells side by side that hold one letter
make one piece, and each piece is one of its letter's placements (Pentominous: a letter per pentomino's
shape, so two pieces of one shape never touch; they would be one piece of ten cells).

The caller gives a variable per cell and letter ("cell i holds letter k") and says, with clauses, that
each cell holds one; ``add_lettered`` adds the rest as a checker of the SAT solver, which follows the
search's trail rather than clauses over a variable per placement (a 10x10 Pentominous has 6,000
placements, each cell in 315 of them: every placement ruled out was a literal propagated through its
clauses, ~2 ms a conflict).

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> holds = [p.new_vars(2) for _ in range(5)]   # a row of five cells; letter a a domino, letter b three in a row
>>> for options in holds: p.exactly(options, 1)
>>> add_lettered(p, holds, [[(0, 1), (1, 2), (2, 3), (3, 4)], [(0, 1, 2), (1, 2, 3), (2, 3, 4)]],
...              [[1], [0, 2], [1, 3], [2, 4], [3]])
>>> sorted("".join("ab"[m[b]] for a, b in holds) for m in p.solutions([v for o in holds for v in o]))
['aabbb', 'bbbaa']

A placement lives while every cell of it may still hold its letter and no cell beside it holds it; a
cell may hold a letter while some placement of that letter over it lives (its ``support``). The checker
reads the literals the search has set since its last call, off the trail, and rules out the placements
each one kills, remembering which literal killed it (its ``killer``, false now); it takes them back when
the search undoes that literal. The clauses it gives, each met by every solution:

- a cell with no placement of a letter left: it does not hold it ("or one of the killers is true");
- a cell that holds a letter: each cell that every placement of it left covers holds the letter too,
  and each cell that stands beside every one of them does not ("or the cell does not hold it, or one
  of the killers of the placements that do not cover it, or that it does not stand beside, is true").

At a whole assignment the first rule alone makes every piece one placement: a cell's live placement
holds its letter in all its cells and none around it, so it is the cell's whole piece.

Glossary: a placement is a tuple of cells; ``value`` is the solver's (1, -1 or 0 per variable); a clause
bites when no literal is true and at most one is free.
"""

from .regions import bites
from .set_order import set_order


def add_lettered(problem, holds: list[list[int]], placements: list[list[tuple[int, ...]]],
                 neighbours: list[list[int]]) -> None:
    """State the rule: ``holds[i][k]`` the variable "cell i holds letter k" (0: cell i never holds it),
    ``placements[k]`` the cells letter k's pieces may cover, ``neighbours[i]`` the cells beside cell i."""
    check = Lettered(problem.solver, holds, placements, neighbours)
    for v, count in enumerate(check.support):
        if count == 0 and check.letter_var[v]:
            problem.clause([-v])  # no placement of its letter covers the cell
    problem.solver.checkers.append(check)  # asked at every rest of propagation: it follows the trail


class Lettered:
    """The checker; placements by number, each with its cells' and its surroundings' letter variables."""

    follows_trail = True  # it reads the solver's trail, not the values it is given (``Solver.ask_whole``)

    def __init__(self, solver, holds: list[list[int]], placements: list[list[tuple[int, ...]]],
                 neighbours: list[list[int]]) -> None:
        self.solver = solver
        self.mark = solver.watermark()
        top = max((v for options in holds for v in options), default=0) + 1
        self.letter_var = bytearray(top)  # 1 for the variables this checker reads
        self.cell_of = [0] * top
        for i, options in enumerate(holds):
            for v in options:
                if v:
                    self.letter_var[v] = 1
                    self.cell_of[v] = i
        self.holds, self.neighbours = holds, neighbours
        self.inside: list[frozenset[int]] = []  # per placement: its cells' variables of its letter
        self.lits: list[tuple[int, ...]] = []  # the same as a tuple, quicker to walk
        self.around: list[frozenset[int]] = []  # per placement: the variables of its letter beside it
        self.covering: list[list[int]] = [[] for _ in range(top)]  # per variable: the placements over its cell
        self.fenced: list[list[int]] = [[] for _ in range(top)]  # per variable: the placements its cell is beside
        self.whole: dict[frozenset[int], int] = {}  # a placement's variables -> the placement
        for k, spots in enumerate(placements):
            for spot in spots:
                lits = [holds[i][k] for i in spot]
                if not all(lits):
                    continue
                spot_set = set(spot)
                beside = {holds[j][k] for i in spot for j in neighbours[i] if j not in spot_set} - {0}
                p = len(self.inside)
                self.inside.append(frozenset(lits))
                self.lits.append(tuple(self.inside[-1]))  # in the set's order: the same clauses, the same search
                self.around.append(frozenset(beside))
                self.whole[self.inside[-1]] = p
                for v in lits:
                    self.covering[v].append(p)
                for v in beside:
                    self.fenced[v].append(p)
        self.support = [len(ps) for ps in self.covering]  # per variable: its placements still living
        self.killer = [0] * len(self.inside)  # per placement: the literal (false now) that killed it, 0 while it lives
        # (trail position, placements) of each literal's kills, oldest first: one entry a literal, not a tuple a
        # placement (a sparse 10x10 made 300,000 kills, each undone; the checker was a fifth of the time).
        self.history: list[tuple[int, list[int]]] = []
        self.pending: list[list[int]] = []  # clauses found, handed out last first
        self.held: set[int] = set()  # variables true whose placements have been cut since they were looked at

    def __call__(self, value: list[int]) -> list[int] | None:
        if value is not self.solver.value:  # a whole assignment of a local search (``nearby``), not the trail's
            return self.broken(value)
        conflict = self.follow(value)
        if conflict is not None:
            return conflict
        pending = self.pending
        while True:
            while pending:
                clause = pending.pop()
                if bites(clause, value):
                    return clause
            if not self.held:
                return None
            for u in self.held:
                if value[u] == 1:
                    self.narrow(u, value)
            self.held.clear()

    def follow(self, value: list[int]) -> list[int] | None:
        """Bring the living placements up to the trail: take back the kills it has undone, make those of the
        literals set since; a conflict when a cell that holds a letter is left no placement of it."""
        trail, mark = self.solver.trail, self.mark[0]
        history, killer, support, inside = self.history, self.killer, self.support, self.lits
        while history and history[-1][0] >= mark:  # the clauses pending stay: each is handed out only if it bites
            for p in history.pop()[1]:
                killer[p] = 0
                for u in inside[p]:
                    support[u] += 1
        letter_var, covering, fenced, held, pending = self.letter_var, self.covering, self.fenced, self.held, self.pending
        top = len(letter_var)
        conflict = None
        for position in range(mark, len(trail)):
            lit = trail[position]
            v = lit if lit > 0 else -lit
            if v >= top or not letter_var[v]:
                continue
            if lit > 0:
                kills, because = fenced[v], -v
                held.add(v)
                if not support[v] and conflict is None:
                    conflict = self.unsupported(v)
            else:
                kills, because = covering[v], v
            killed = [p for p in kills if not killer[p]]
            if not killed:
                continue
            history.append((position, killed))
            for p in killed:
                killer[p] = because
                for u in inside[p]:
                    support[u] -= 1
                    x = value[u]
                    if x == 1:
                        held.add(u)
                        if not support[u] and conflict is None:
                            conflict = self.unsupported(u)
                    elif not support[u] and not x:
                        pending.append(self.unsupported(u))
        self.mark[0] = len(trail)
        return conflict

    def unsupported(self, u: int) -> list[int]:
        """u false, or one of its placements' killers true."""
        killer = self.killer
        return [-u, *set_order(killer[p] for p in self.covering[u])]

    def narrow(self, u: int, value: list[int]) -> None:
        """The clauses of the cells that every living placement of true u covers, or stands beside."""
        killer, inside, around = self.killer, self.inside, self.around
        living = [p for p in self.covering[u] if not killer[p]]
        if not living:
            return
        common = set(inside[living[0]])
        near = set(around[living[0]])
        for p in living[1:]:
            common &= inside[p]
            near &= around[p]
        for d in common:
            if value[d] != 1:
                self.pending.append([d, -u, *set_order(killer[p] for p in self.covering[u] if d not in inside[p])])
        for d in near:
            if value[d] != -1:
                self.pending.append([-d, -u, *set_order(killer[p] for p in self.covering[u] if d not in around[p])])

    def broken(self, value: list[int]) -> list[int] | None:
        """For a whole assignment: the clause of a cell whose piece (its letter's cells joined to it) is
        no placement of that letter, or None when every piece is one."""
        holds, neighbours, whole = self.holds, self.neighbours, self.whole
        letter = [next((k for k, v in enumerate(options) if v and value[v] == 1), -1) for options in holds]
        seen = bytearray(len(holds))
        for start, k in enumerate(letter):
            if k < 0 or seen[start]:
                continue
            seen[start] = 1
            piece = [start]
            for i in piece:
                for j in neighbours[i]:
                    if not seen[j] and letter[j] == k:
                        seen[j] = 1
                        piece.append(j)
            if frozenset(holds[i][k] for i in piece) in whole:
                continue
            u = holds[start][k]
            return [-u, *set_order(self.killed_by(p, value) for p in self.covering[u])]
        return None

    def killed_by(self, p: int, value: list[int]) -> int:
        """A literal false in the whole assignment that rules placement p out: a cell of it without its
        letter, or one beside it with the letter."""
        for v in self.inside[p]:
            if value[v] == -1:
                return v
        return next(-v for v in self.around[p] if value[v] == 1)
