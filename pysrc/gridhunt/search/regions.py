"""Regions of given sizes: nodes joined by "same region" edges, each region as large as its nodes say.

The shape of Fillomino and its kin: every edge between neighbouring nodes has a literal,
true when both are in one region; a region is a piece joined by true edges, and no false
edge lies inside one. A node's size literals (variables) say "when this is true, my region has
between ``lo`` and ``hi`` nodes". What the caller promises: they cover every size its region
may take (in every solution one of them is true), which lets a node whose size literals for a
range are all false stop a region of that range; and its clauses make two nodes joined by a
true edge agree on their size literals, so a piece's sizes are read off its first node.
Optionally (``distinct``) two regions that touch differ in size: the check keeps regions of
a ranged size apart (Fillomino's "larger than every clue") and reasons with the rule; regions
of exactly known size are the caller's to keep apart, with clauses, which say it sooner.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> same = p.new_vars(2)                      # a path of three nodes: 0 - 1 - 2
>>> two = p.new_vars(3)                       # node k's region has two nodes
>>> for lit in two: p.clause([lit])
>>> add_region_sizes(p, 3, [(0, 1, same[0]), (1, 2, same[1])], [[(t, 2, 2)] for t in two])
>>> list(p.solutions(same))
[]

Like connectivity, this cannot be said in few clauses, so it is checked whenever propagation
rests (a checker of the SAT solver). A check walks the pieces once and finds every clause that
the values falsify or leave with one free literal; it hands them to the solver one per call
(a conflict first), the unit ones setting their free literal, and walks again only when none
is left that still bites. The clauses, each met by every solution:

- an edge not true inside a piece of true edges: "one edge of the path between its ends is false,
  or it is true" (a free one is set true, see ``seams``);
- a free edge between two pieces that a false edge already parts: the same clause, for the false
  edge, with the free one true: it is set false;
- a piece larger than a size literal's ``hi``: "the literal is false, or one of ``hi`` edges
  that join ``hi + 1`` of its nodes is";
- a piece of exactly a true size literal's ``hi`` nodes: each free edge out of it is false
  ("or the literal is false, or one of the edges joining the piece is");
- a piece that cannot grow to a size literal's ``lo`` (the nodes it may reach: through edges
  not false, to nodes whose size literals for its range are not all false): "the literal is
  false, or one of what stops it is true" (a false edge, a false size literal beyond); a true
  literal gets a conflict, a free one is set false: a number no region there can reach;
- a piece larger than a free size literal's ``hi``: the literal is false (the same clause);
- a piece smaller than every size literal not false allows, with a single free edge out: that
  edge is true ("or a smaller size literal is true, or a false edge around it is");
- (``distinct``) a free exact size literal n of a piece whose neighbouring pieces of exact size
  n would, taken in (they touch it, so a region of n there holds them), make more than n
  nodes: "the literal is false, or one of theirs is, or one edge joining one of the pieces is";
- (``distinct``) two regions of one size side by side, one with a ranged size: "one edge inside
  either is false, or one of the edges around them is true" (once at most one is free).

Glossary: a piece is a set of nodes joined by true edges; a region is a piece with every edge
around it false; ``value`` is the solver's (1, -1 or 0 per variable); a clause bites when no
literal is true and at most one is free.
"""

from operator import itemgetter

Edge = tuple[int, int, int]  # node a, node b, the literal "a and b are in one region"
Size = tuple[int, int, int]  # literal, lo, hi: when the literal is true, the region has lo to hi nodes


def add_region_sizes(problem, n: int, edges: list[Edge], sizes: list[list[Size]], distinct: bool = False,
                     covered: bool = True) -> None:
    """State the rule on a ``constraints.Problem`` (nodes 0..n-1; ``sizes[k]``: node k's size literals).

    ``covered=False`` lifts the promise that a region's size literals cover every size it may take: a
    region may have none true (Aquapelago's islands without a number, of any size), so a piece too
    small for its literals is not made to grow (the one rule that leans on the promise)."""
    problem.solver.checkers.append(RegionSizes(n, edges, sizes, distinct, covered))


def truth(value: list[int], lit: int) -> int:
    return value[lit] if lit > 0 else -value[-lit]


def values_of(variables: list[int]):
    """A function of the solver's values giving those of ``variables`` as a tuple, in one call."""
    if len(variables) > 1:
        return itemgetter(*variables)
    return lambda value: tuple(value[v] for v in variables)  # itemgetter gives one value bare, or needs one


def bites(clause: list[int], value: list[int]) -> bool:
    """No literal true and at most one free: a conflict, or a literal to set."""
    free = 0
    for lit in clause:
        x = value[lit] if lit > 0 else -value[-lit]
        if x == 1:
            return False
        if x == 0:
            free += 1
            if free > 1:
                return False
    return True


class RegionSizes:
    """The checker: given the solver's values, a clause that bites, or None."""

    def __init__(self, n: int, edges: list[Edge], sizes: list[list[Size]], distinct: bool, covered: bool = True) -> None:
        self.n, self.edges, self.sizes, self.distinct, self.covered = n, edges, sizes, distinct, covered
        self.around: list[list[tuple[int, int]]] = [[] for _ in range(n)]  # (neighbour, edge literal)
        for a, b, lit in edges:
            self.around[a].append((b, lit))
            self.around[b].append((a, lit))
        # spans[(lo, hi)][k]: node k's size literals whose ranges meet lo..hi, for each range a
        # literal has past one node (a region of one node never lacks room)
        self.spans: dict[tuple[int, int], list[list[int]]] = {}
        for lo, hi in sorted({(lo, hi) for options in sizes for _, lo, hi in options if lo > 1}):
            self.spans[(lo, hi)] = [[lit for lit, a, b in options if a <= hi and b >= lo] for options in sizes]
        assert all(lit > 0 for options in sizes for lit, _, _ in options), "size literals are variables"
        assert all(lit > 0 for _, _, lit in edges), "edge literals are variables"
        # looks[k](value): the values of node k's size literals, in one call
        self.looks = [values_of([lit for lit, _, _ in options]) for options in sizes]
        self.exactly = [{lo: lit for lit, lo, hi in options if lo == hi} for options in sizes]  # node -> size -> literal
        # node k's size literals as (index, literal, lo), and as (index, literal, hi), smallest first
        self.least = [sorted(((index, lit, lo) for index, (lit, lo, _) in enumerate(options)), key=lambda x: x[2])
                      for options in sizes]
        self.lowest = [sorted(((index, lit, hi) for index, (lit, _, hi) in enumerate(options)), key=lambda x: x[2])
                       for options in sizes]
        # single[(lo, hi)](value): the values of each node's one literal meeting the range, when every node has
        # just one (one call)
        self.single = {span: values_of([options[0] for options in inner]) if all(len(options) == 1 for options in inner)
                       else None for span, inner in self.spans.items()}
        self.edge_values = values_of([lit for _, _, lit in edges])
        self.ends = [(a, b) for a, b, _ in edges]
        # At the last time every range was looked at: the edges' values, each range's node values (-1:
        # closed to it), and the ranges that had an area too small (see ``roomy``).
        self.before: tuple[tuple, dict, set] | None = None
        self.pending: list[list[int]] = []  # clauses the last walk found, handed out last first

    def __call__(self, value: list[int]) -> list[int] | None:
        pending = self.pending
        while pending:
            clause = pending.pop()
            if bites(clause, value):
                return clause
        found = self.walk(value)
        if not found:
            return None
        found.reverse()
        clause = found.pop()
        self.pending = found
        return clause

    def walk(self, value: list[int]) -> list[list[int]]:
        """A conflict alone, or every clause that sets a literal (the first ones first)."""
        piece, up, groups = self.pieces(value)
        around, sizes = self.around, self.sizes
        for (a, b, edge), x in zip(self.edges, self.edge_values(value)):
            if x == -1 and piece[a] == piece[b]:
                return [[edge, *(-e for e in self.path(a, up) + self.path(b, up))]]
        units = self.seams(groups, piece, up, value)
        members = {}
        loose = {}  # the pieces whose true size literals leave a range
        exact = {}  # piece -> (true literal, size) when its true size literals say one size
        looks, lowest, least = self.looks, self.lowest, self.least
        beside: dict[int, set[int]] = {}  # piece of a known size -> the pieces side by side with it
        for nodes in groups:
            first = nodes[0]
            members[first] = nodes
            size = len(nodes)
            smallest = largest = None  # the true size literals (literal, bound) with the lowest hi and the highest lo
            now = looks[first](value)  # the piece's nodes agree on their size literals (the caller's clauses)
            if 1 in now:
                for (lit, lo, hi), x in zip(sizes[first], now):
                    if x == 1:
                        if smallest is None or hi < smallest[1]:
                            smallest = (lit, hi)
                        if largest is None or lo > largest[1]:
                            largest = (lit, lo)
            for index, lit, hi in lowest[first]:  # the size literals by their hi, smallest first
                if hi >= size:
                    break
                if now[index] == 0:
                    units.append([-lit, *(-e for e in self.tree(first, hi + 1, value))])
            short = False  # whether every size literal not false needs more nodes than the piece has
            for index, lit, lo in least[first] if self.covered else ():  # by their lo, smallest first
                if now[index] != -1:
                    short = lo > size
                    break
            if smallest is not None:
                if size > smallest[1]:
                    return [[-smallest[0], *(-e for e in self.tree(first, smallest[1] + 1, value))]]
                if smallest[1] == largest[1]:
                    exact[first] = smallest
                elif self.distinct:
                    loose[first] = nodes
            full = smallest is not None and size == smallest[1]
            if not (full or short or (self.distinct and first in exact)):
                continue  # a piece with room to grow: its ways out are not read (``touching_alike`` reads its own)
            exits, closed, near = [], [], set()  # the free and the false edges out of the piece, the pieces beyond
            for k in nodes:
                for m, edge in around[k]:
                    if piece[m] != first:
                        (closed if value[edge] else exits).append(edge)
                        near.add(piece[m])
            beside[first] = near
            if full:
                inside = self.joined(nodes, up)
                units += ([-e, -smallest[0], *inside] for e in exits)
            elif short and len(exits) == 1:  # its one way out is taken
                smaller = [lit for index, lit, lo in least[first] if lo <= size]  # all false
                units.append([exits[0], *smaller, *self.joined(nodes, up), *closed])
        if self.distinct:
            units += self.crowded(exact, beside, members, up, value)
        small = self.roomy(value)
        if small and truth(value, small[0][0]) == -1:
            return small
        units += small
        alike = self.touching_alike(loose, members, piece, value) if loose else []
        if alike and all(truth(value, lit) == -1 for lit in alike[0]):
            return alike[:1]
        return units + alike

    def seams(self, groups: list[list[int]], piece: list[int], up: list[tuple[int, int] | None],
              value: list[int]) -> list[list[int]]:
        """The clauses that set the free edges at a piece of two nodes or more (a piece of one has no
        cycle, and one edge at most to each other piece): one inside it is true; one to a piece that a
        false edge already parts from it is false (what the walk would else find only once they closed
        a cycle, a conflict undoing the decisions since; an empty 20x20 Fillomino met 200 such)."""
        around, path = self.around, self.path
        units = []
        done = set()  # the pieces of two nodes or more already looked at
        for nodes in groups:
            if len(nodes) < 2:
                continue
            first = nodes[0]
            done.add(first)
            walls: dict[int, tuple[int, int, int]] = {}  # piece beside -> a false edge to it
            free: dict[int, list[tuple[int, int, int]]] = {}  # piece beside -> the free edges to it
            for k in nodes:
                for m, edge in around[k]:
                    x = value[edge]  # edge literals are variables
                    if x == 1:
                        continue
                    other = piece[m]
                    if other == first:
                        if x == 0 and k < m:
                            units.append([edge, *(-e for e in path(k, up) + path(m, up))])
                    elif other not in done:
                        if x == -1:
                            walls[other] = (k, m, edge)
                        else:
                            free.setdefault(other, []).append((k, m, edge))
            for other, ways in free.items():
                if other in walls:
                    a, b, wall = walls[other]
                    for k, m, edge in ways:
                        units.append([-edge, wall, *(-e for e in path(a, up) + path(b, up) + path(k, up) + path(m, up))])
        return units

    @staticmethod
    def joined(nodes: list[int], up: list[tuple[int, int] | None]) -> list[int]:
        """The true edges that join a piece (the tree of its walk), negated: "or one of them is false"."""
        return [-up[k][1] for k in nodes[1:]]

    def crowded(self, exact: dict[int, tuple[int, int]], beside: dict[int, set[int]], members: dict[int, list[int]],
                up: list[tuple[int, int] | None], value: list[int]) -> list[list[int]]:
        """Size literals a piece cannot take: n, when the pieces of size n beside it (which a region of n
        there would have to take in: regions of one size never touch) make more than n nodes with it.
        "The literal is false, or a piece beside is not of n, or one of the edges joining these is false." """
        alike: dict[int, dict[int, set[int]]] = {}  # piece -> size -> the pieces of that exact size beside it
        for other, (_, n) in exact.items():
            for first in beside[other]:
                if first not in exact:
                    alike.setdefault(first, {}).setdefault(n, set()).add(other)
        found = []
        for first, by_size in alike.items():
            named = self.exactly[first]
            for n, others in by_size.items():
                lit = named.get(n)
                if lit is None or value[lit] != 0:
                    continue
                if len(members[first]) + sum(len(members[other]) for other in others) > n:
                    reason = [-lit, *self.joined(members[first], up)]
                    for other in others:
                        reason += [-exact[other][0], *self.joined(members[other], up)]
                    found.append(reason)
        return found

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
                    if piece[m] < 0 and value[lit] == 1:  # edge literals are variables
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

    def roomy(self, value: list[int]) -> list[list[int]]:
        """The clauses of the areas too small for a range (see ``cramped``), a conflict alone when one is false.

        Only what closed since the last time every range was looked at can make an area small (an area
        whose rim is as it was then was no small area then: ranges that had one are looked at whole), and
        a node open again (closed then, so in no area then; a backjump undid it): the walks start from
        the nodes beside what closed since and from the nodes open again.
        """
        n, around = self.n, self.around
        edges_now = self.edge_values(value)
        before = self.before
        shut = set()  # the nodes beside an edge closed since
        if before is not None and before[0] != edges_now:
            for (a, b), was, now in zip(self.ends, before[0], edges_now):
                if now == -1 and was != -1:
                    shut.add(a)
                    shut.add(b)
        units, opens, whole = [], {}, set()
        for span, inner in self.spans.items():
            single = self.single[span]
            if single is not None:
                opened = single(value)  # a node is closed to the range when its value is -1
            else:
                opened = [1 if any(value[lit] != -1 for lit in options) else -1 for options in inner]
            opens[span] = opened
            if before is None or span in before[2]:
                starts = range(n)
            else:
                starts = set(shut)
                was = before[1][span]
                if was != opened:
                    for m in range(n):
                        if opened[m] == -1 and was[m] != -1:
                            starts.update(k for k, _ in around[m])
                        elif opened[m] != -1 and was[m] == -1:  # open again after a backjump: in no area then
                            starts.add(m)
            found = self.cramped(span, opened, starts, value)
            if found:
                whole.add(span)
                conflicts = [clause for clause in found if truth(value, clause[0]) == -1]
                if conflicts:
                    return conflicts[:1]
                units += found
        self.before = (edges_now, opens, whole)
        return units

    def cramped(self, span: tuple[int, int], opened, starts, value: list[int]) -> list[list[int]]:
        """For a range of sizes, the areas a region of that range may take (nodes open to it: ``opened``
        not -1, edges not false between them) too small for it, among those holding a node of ``starts``: each
        literal of the range not false inside one is false, "or one of what stops the area is true"
        (a false edge, a false size literal beyond). The clauses, the literal first."""
        lo = span[0]
        around, inner = self.around, self.spans[span]
        state = [0] * self.n  # 1: in an area of lo nodes or more, 2: in one too small
        found = []
        for start in starts:
            if state[start] or opened[start] == -1:
                continue
            area, inside, roomy = [start], {start}, False
            for k in area:  # grows as it goes, until it reaches lo nodes or one known to be in such an area
                for m, lit in around[k]:
                    if m not in inside and opened[m] != -1 and value[lit] != -1:
                        if state[m] == 1:
                            roomy = True
                            break
                        inside.add(m)
                        area.append(m)
                        if len(area) >= lo:
                            roomy = True
                            break
                if roomy:
                    break
            mark = 1 if roomy else 2
            for k in area:
                state[k] = mark
            if roomy:
                continue
            stops = set()
            for k in area:
                for m, lit in around[k]:
                    if m not in inside:
                        stops.update([lit] if truth(value, lit) == -1 else inner[m])
            for k in area:
                for lit, a, b in self.sizes[k]:
                    if (a, b) == span and truth(value, lit) != -1:
                        found.append([-lit, *stops])
        return found

    def touching_alike(self, loose: dict[int, list[int]], members: dict[int, list[int]], piece: list[int],
                       value: list[int]) -> list[list[int]]:
        """The clauses against two regions of one size side by side (one of them loose), for each pair of
        pieces of one size side by side, one loose, with at most one edge around them free: a conflict
        alone when none is, else each such edge is set true (left free, it was decided false and undone)."""
        neighbours = self.around
        ways: dict[int, set[int] | None] = {}  # piece -> its free edges out, None past one

        def free_ways(first: int) -> set[int] | None:
            if first not in ways:
                found: set[int] | None = set()
                for k in members[first]:
                    for m, lit in neighbours[k]:
                        if value[lit] == 0 and piece[m] != first:  # edge literals are variables
                            found.add(lit)
                            if len(found) > 1:
                                found = None
                                break
                    if found is None:
                        break
                ways[first] = found
            return ways[first]

        units = []
        for first, nodes in loose.items():
            size, mine = len(nodes), free_ways(first)
            if mine is None:
                continue
            for k in nodes:
                for m, _ in neighbours[k]:
                    other = piece[m]
                    if other == first or len(members[other]) != size:
                        continue
                    theirs = free_ways(other)
                    if theirs is None or len(mine | theirs) > 1:
                        continue
                    inside = self.tree(k, size, value) + self.tree(m, size, value)
                    around = {e for x in (nodes, members[other]) for j in x for n, e in neighbours[j] if piece[n] != piece[j]}
                    clause = [*(-e for e in inside), *around]
                    if not mine | theirs:
                        return [clause]
                    units.append(clause)
        return units
