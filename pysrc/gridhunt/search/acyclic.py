"""No cycle among the edges that are on: a checker for the SAT solver of ``constraints.Problem``.

An edge is on when all its literals are true (Numberlink: the link's line is drawn; Heyawake:
two diagonal neighbours both shaded, which would wall in the cells between). When the edges
on close a cycle, the solver learns "not all of these", a clause only as long as the cycle,
where a connectivity cut would name the whole rim of a region; so a rule that says "these
lines make no loop" or "these walls enclose nothing" learns short clauses early.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> ab, bc, ca = p.new_vars(3)
>>> forbid_cycles(p, [("a", "b", (ab,)), ("b", "c", (bc,)), ("c", "a", (ca,))])
>>> len(list(p.solutions([ab, bc, ca])))
7

Glossary: a lit is a variable or its negation; ``value[v]`` is 1, -1 or 0 (true, false, free).
"""

from collections.abc import Hashable, Iterable

from .constraints import Problem

CycleEdge = tuple[Hashable, Hashable, tuple[int, ...]]


class NoCycle:
    """The checker: union-find over the edges that are on; the first edge that closes a cycle names it."""

    def __init__(self, edges: Iterable[CycleEdge]) -> None:
        index: dict[Hashable, int] = {}
        self.edges = []
        for a, b, lits in edges:
            self.edges.append((index.setdefault(a, len(index)), index.setdefault(b, len(index)), tuple(lits)))
        self.size = len(index)

    def __call__(self, value: list[int]) -> list[int] | None:
        parent = list(range(self.size))
        tree: dict[int, list[tuple[int, tuple[int, ...]]]] = {}

        def root(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for a, b, lits in self.edges:
            for lit in lits:  # a loop, not all(...): this scan is the checker's hot path
                if (value[lit] if lit > 0 else -value[-lit]) != 1:
                    break
            else:
                ra, rb = root(a), root(b)
                if ra == rb:
                    return [-lit for lit in {*lits, *path(tree, a, b)}]
                parent[ra] = rb
                tree.setdefault(a, []).append((b, lits))
                tree.setdefault(b, []).append((a, lits))
        return None


def path(tree: dict[int, list[tuple[int, tuple[int, ...]]]], start: int, goal: int) -> list[int]:
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
    """No cycle among the edges ``(a, b, lits)`` that are on (an edge is on when all its lits are true)."""
    problem.solver.checkers.append(NoCycle(edges))
