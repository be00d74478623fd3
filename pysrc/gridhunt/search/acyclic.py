"""No cycle among the edges that are on: a checker for the SAT solver of ``constraints.Problem``.

An edge is on when all its literals are true (Guide Arrow, Nurimaze: two white cells side by
side). When the edges on close a cycle, the solver learns "not all of these", a clause only as
long as the cycle, where a connectivity cut would name the whole rim of a region; so a rule that
says "these lines make no loop" or "these cells enclose nothing" learns short clauses early.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> ab, bc, ca = p.new_vars(3)
>>> forbid_cycles(p, [("a", "b", (ab,)), ("b", "c", (bc,)), ("c", "a", (ca,))])
>>> len(list(p.solutions([ab, bc, ca])))
7

Glossary: a lit is a variable or its negation; ``value[v]`` is 1, -1 or 0 (true, false, free); a
position is an index into the solver's trail.
"""

from collections.abc import Hashable, Iterable

from .constraints import Problem
from .set_order import set_order

CycleEdge = tuple[Hashable, Hashable, tuple[int, ...]]


class NoCycle:
    """The checker: a forest of the edges on, kept as the search goes (union-find that can be undone).

    It follows the solver's trail (``Solver.watermark``), as ``loops.SubLoops`` does: each call takes in
    the edges that the literals set since the last call turn on, each when its last literal is set, and
    first takes back those whose literals backtracking has undone. Rebuilt from every edge at each call,
    as it was, the check was two thirds of an empty 20x20 Guide Arrow's time (8,000 calls, 760 edges each).
    """

    follows_trail = True  # it reads the solver's trail, not the values it is given (``Solver.ask_whole``)

    def __init__(self, solver, edges: Iterable[CycleEdge]) -> None:
        index: dict[Hashable, int] = {}
        self.edges = []
        for a, b, lits in edges:
            self.edges.append((index.setdefault(a, len(index)), index.setdefault(b, len(index)), tuple(dict.fromkeys(lits))))
        assert all(lits for _, _, lits in self.edges), "every edge has a literal"
        self.solver = solver
        self.mark = solver.watermark()
        self.holding: dict[int, list[int]] = {}  # literal -> the edges it is one of the literals of
        for k, (_, _, lits) in enumerate(self.edges):
            for lit in lits:
                self.holding.setdefault(lit, []).append(k)
        self.parent = list(range(len(index)))  # union-find by size, without path compression, so a join is undone
        self.size = [1] * len(index)
        self.tree: list[list[tuple[int, tuple[int, ...]]]] = [[] for _ in index]  # the forest: (node beyond, lits)
        self.where: dict[int, int] = {}  # variable -> its trail position, for those the trail held when read
        self.history: list[tuple[int, int, int, int, int]] = []  # per join, newest last: (position, a, b, root, under)

    def __call__(self, value: list[int]) -> list[int] | None:
        """The cycle the edges on close, as "not all of its edges' literals", or None."""
        trail, history = self.solver.trail, self.history
        start = self.mark[0]
        while history and history[-1][0] >= start:
            self.undo(history.pop())
        where, holding, edges = self.where, self.holding, self.edges
        end = len(trail)
        for position in range(start, end):
            lit = trail[position]
            where[lit if lit > 0 else -lit] = position
        for position in range(start, end):
            for k in holding.get(trail[position], ()):
                a, b, lits = edges[k]
                for lit in lits:  # a loop, not all(...): this scan is the checker's hot path
                    v = lit if lit > 0 else -lit
                    if (value[lit] if lit > 0 else -value[-lit]) != 1 or where[v] > position:
                        break  # off, or on only once a later literal is read: taken in then
                else:
                    cycle = self.join(position, a, b, lits)
                    if cycle is not None:
                        while history and history[-1][0] >= position:  # read again from here next time
                            self.undo(history.pop())
                        self.mark[0] = position
                        return cycle
        self.mark[0] = end
        return None

    def root(self, x: int) -> int:
        parent = self.parent
        while parent[x] != x:
            x = parent[x]
        return x

    def join(self, position: int, a: int, b: int, lits: tuple[int, ...]) -> list[int] | None:
        """Take in the edge a-b; the clause of the cycle it closes instead, if it does."""
        ra, rb = self.root(a), self.root(b)
        if ra == rb:
            return [-lit for lit in set_order([*lits, *path(self.tree, a, b)])]
        if self.size[ra] > self.size[rb]:
            ra, rb = rb, ra
        self.parent[ra] = rb
        self.size[rb] += self.size[ra]
        self.tree[a].append((b, lits))
        self.tree[b].append((a, lits))
        self.history.append((position, a, b, ra, rb))
        return None

    def undo(self, joined: tuple[int, int, int, int, int]) -> None:
        _, a, b, ra, rb = joined
        self.parent[ra] = ra
        self.size[rb] -= self.size[ra]
        self.tree[a].pop()
        self.tree[b].pop()


def path(tree: list[list[tuple[int, tuple[int, ...]]]], start: int, goal: int) -> list[int]:
    """The literals of the edges on the one path from start to goal in a forest."""
    came: dict[int, tuple[int, tuple[int, ...]] | None] = {start: None}
    stack = [start]
    while goal not in came:
        here = stack.pop()
        for there, lits in tree[here]:
            if there not in came:
                came[there] = (here, lits)
                stack.append(there)
    found = []
    while came[goal] is not None:
        goal, lits = came[goal]
        found.extend(lits)
    return found


def forbid_cycles(problem: Problem, edges: Iterable[CycleEdge]) -> None:
    """No cycle among the edges ``(a, b, lits)`` that are on (an edge is on when all its lits are true;
    each has one at least)."""
    problem.solver.checkers.append(NoCycle(problem.solver, edges))
