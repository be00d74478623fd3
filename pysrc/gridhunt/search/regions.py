"""Regions of given sizes: nodes joined by "same region" edges, each region as large as its nodes say.

The shape of Fillomino and its kin: every edge between neighbouring nodes has a literal,
true when both are in one region; a region is a piece joined by true edges, and no false
edge lies inside one. A node's size literals say "when this is true, my region has between
``lo`` and ``hi`` nodes". Optionally (``distinct``) two regions that touch differ in size where
a size literal leaves a range (Fillomino's "larger than every clue"); regions of exactly known
size are the caller's to keep apart, with clauses, which say it sooner.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> same = p.new_vars(2)                      # a path of three nodes: 0 - 1 - 2
>>> two = p.new_vars(3)                       # node k's region has two nodes
>>> for lit in two: p.clause([lit])
>>> add_region_sizes(p, 3, [(0, 1, same[0]), (1, 2, same[1])], [[(t, 2, 2)] for t in two])
>>> list(p.solutions(same))
[]

Like connectivity, this cannot be said in few clauses, so it is checked whenever propagation
rests (a checker of the SAT solver) and each failure comes back as a clause every solution
meets, which the solver learns from:

- a false edge inside a piece of true edges: "one edge of the path between its ends is false,
  or it is true";
- a piece larger than a node's ``hi``: "the size literal is false, or one of ``hi`` edges
  that join ``hi + 1`` of its nodes is";
- a piece that cannot grow to a node's ``lo`` through edges not yet false: "the size literal
  is false, or one of the false edges around what it can reach is true";
- (``distinct``) two finished regions of one size side by side, one with a ranged size: "one
  edge inside either is false, or one of the false edges around them is true".

Glossary: a piece is a set of nodes joined by true edges; a region is a piece with every edge
around it false; ``value`` is the solver's (1, -1 or 0 per variable).
"""

Edge = tuple[int, int, int]  # node a, node b, the literal "a and b are in one region"
Size = tuple[int, int, int]  # literal, lo, hi: when the literal is true, the region has lo to hi nodes


def add_region_sizes(problem, n: int, edges: list[Edge], sizes: list[list[Size]], distinct: bool = False) -> None:
    """State the rule on a ``constraints.Problem`` (nodes 0..n-1; ``sizes[k]``: node k's size literals)."""
    problem.solver.checkers.append(RegionSizes(n, edges, sizes, distinct))


def truth(value: list[int], lit: int) -> int:
    return value[lit] if lit > 0 else -value[-lit]


class RegionSizes:
    """The checker: given the solver's values, a clause they falsify, or None."""

    def __init__(self, n: int, edges: list[Edge], sizes: list[list[Size]], distinct: bool) -> None:
        self.n, self.edges, self.sizes, self.distinct = n, edges, sizes, distinct
        self.around: list[list[tuple[int, int]]] = [[] for _ in range(n)]  # (neighbour, edge literal)
        for a, b, lit in edges:
            self.around[a].append((b, lit))
            self.around[b].append((a, lit))

    def __call__(self, value: list[int]) -> list[int] | None:
        piece, up, groups = self.pieces(value)
        around, sizes = self.around, self.sizes
        members = {}
        loose = {}  # the pieces whose true size literals leave a range (exact sizes are the caller's to keep apart)
        for nodes in groups:
            first = nodes[0]
            members[first] = nodes
            if len(nodes) > 1:
                for k in nodes:
                    for m, lit in around[k]:
                        if piece[m] == first and (value[lit] if lit > 0 else -value[-lit]) == -1:
                            return [lit, *(-e for e in self.path(k, up) + self.path(m, up))]
            smallest = largest = None  # the true size literals with the lowest hi and the highest lo
            for k in nodes:
                for lit, lo, hi in sizes[k]:
                    if (value[lit] if lit > 0 else -value[-lit]) == 1:
                        if smallest is None or hi < smallest[2]:
                            smallest = (lit, k, hi)
                        if largest is None or lo > largest[2]:
                            largest = (lit, k, lo)
            if smallest and len(nodes) > smallest[2]:
                lit, k, hi = smallest
                return [-lit, *(-e for e in self.tree(k, hi + 1, value))]
            if largest and len(nodes) < largest[2]:
                lit, k, lo = largest
                reach, walls = self.reach(nodes, lo, value)
                if reach < lo:
                    return [-lit, *walls]
            if self.distinct and largest and smallest[2] != largest[2]:
                loose[first] = nodes
        return self.touching_alike(loose, members, piece, value) if loose else None

    def pieces(self, value: list[int]) -> tuple[list[int], list[tuple[int, int] | None], list[list[int]]]:
        """Each node's piece (named by its first node), the (node, true edge) it was reached from, and
        the pieces' nodes."""
        piece: list[int] = [-1] * self.n
        up: list[tuple[int, int] | None] = [None] * self.n
        groups = []
        around = self.around
        for start in range(self.n):
            if piece[start] >= 0:
                continue
            piece[start] = start
            nodes = [start]
            for k in nodes:  # grows as it goes: a breadth-first walk
                for m, lit in around[k]:
                    if piece[m] < 0 and (value[lit] if lit > 0 else -value[-lit]) == 1:
                        piece[m], up[m] = start, (k, lit)
                        nodes.append(m)
            groups.append(nodes)
        return piece, up, groups

    @staticmethod
    def path(k: int, up: list[tuple[int, int] | None]) -> list[int]:
        """The true edges from node k up to its piece's first node."""
        found = []
        while up[k] is not None:
            k, lit = up[k]
            found.append(lit)
        return found

    def tree(self, start: int, count: int, value: list[int]) -> list[int]:
        """True edges joining ``count`` nodes of start's piece (a tree grown from start)."""
        seen, stack, used = {start}, [start], []
        while stack and len(seen) < count:
            k = stack.pop()
            for m, lit in self.around[k]:
                if m not in seen and truth(value, lit) == 1 and len(seen) < count:
                    seen.add(m)
                    used.append(lit)
                    stack.append(m)
        return used

    def reach(self, nodes: list[int], lo: int, value: list[int]) -> tuple[int, list[int]]:
        """How many nodes the piece reaches through edges not false (counting stops at lo), and when fewer
        than lo, the false edges around them."""
        seen, stack = set(nodes), list(nodes)
        while stack and len(seen) < lo:
            k = stack.pop()
            for m, lit in self.around[k]:
                if m not in seen and truth(value, lit) != -1:
                    seen.add(m)
                    stack.append(m)
        if len(seen) >= lo:
            return len(seen), []
        return len(seen), [lit for k in seen for m, lit in self.around[k] if m not in seen]

    def touching_alike(self, loose: dict[int, list[int]], members: dict[int, list[int]], piece: list[int],
                       value: list[int]) -> list[int] | None:
        """The clause against two finished regions of one size side by side (one of them loose), or None."""
        def finished(nodes: list[int]) -> bool:
            return all((value[lit] if lit > 0 else -value[-lit]) == -1
                       for k in nodes for m, lit in self.around[k] if piece[m] != piece[k])

        sizes = {first: len(nodes) for first, nodes in loose.items() if finished(nodes)}
        for first, size in sizes.items():
            for k in loose[first]:
                for m, _ in self.around[k]:
                    other = piece[m]
                    if other == first:
                        continue
                    nodes = members[other]
                    if len(nodes) == size and finished(nodes):
                        inside = self.tree(k, size, value) + self.tree(m, size, value)
                        around = [e for x in (loose[first], nodes) for j in x for n, e in self.around[j] if piece[n] != piece[j]]
                        return [*(-e for e in inside), *around]
        return None
