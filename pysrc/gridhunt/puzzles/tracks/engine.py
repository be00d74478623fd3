"""The Tracks engine: edge variables, Tatham-style deductions, and search on the tightest count.

A path of orthogonal steps joins two end cells; every count says how many cells of
its line the path visits. The engine knows nothing of share strings: it is built
from the grid size, the lines with known counts, the two ends and the edges fixed
by given pieces, and yields each path as a list of cell indices.

Glossary: i, j cell indices (i = r * w + c); e an edge between two neighbouring
cells; an edge is UNKNOWN, YES (the path steps across it) or NO; a cell is
UNKNOWN, ON (on the path) or OFF; the limit of a cell is its degree on the path
(1 for the two ends, 2 for every other ON cell); a chain is a run of cells joined
by YES edges, and ``other[i]`` names the far end of the chain that ends at i; a
cut is the set of edges between two neighbouring columns (or rows): the path
crosses it an odd number of times exactly when the ends lie on different sides.
"""

from math import comb
from typing import Iterator

UNKNOWN, YES, NO = 0, 1, 2
ON, OFF = 1, 2
RULES = ("cell", "count", "one_more", "loop", "cut", "reach")
"""Every deduction; the tests switch them on one at a time against brute force.

cell: degree 0 or the limit, a loose end with one way out takes it; count: a line's
rest all ON or all OFF when its count forces it; one_more: with one cell to go, no
cell that would pull in a second one of the line; loop: never join the two ends of a
chain; cut: crossing parity and bounds; reach: unreachable cells and dead pockets OFF.
(A YES edge closing a loop or overfilling a cell is refused whatever the rules.)
"""


class State:
    """What is known at one node of the search: edge and cell states and chain ends."""

    __slots__ = ("edges", "cells", "other", "closed")

    def __init__(self, edges, cells, other, closed):
        self.edges, self.cells, self.other, self.closed = edges, cells, other, closed

    def copy(self) -> "State":
        return State(self.edges[:], self.cells[:], self.other[:], self.closed)


class Engine:
    """One puzzle's fixed geometry and the deductions and search over it."""

    def __init__(self, w, h, lines, start, finish, totals, rules=RULES):
        """lines: (cells, count) for known counts; totals: (column counts, row counts), None when unknown."""
        self.w, self.h, self.n = w, h, w * h
        self.start, self.finish = start, finish
        self.rules = frozenset(rules)
        self.ends_of_edge, self.right, self.down = [], [-1] * self.n, [-1] * self.n
        touching = [[] for _ in range(self.n)]
        for i in range(self.n):
            for j, table in ((i + 1, self.right), (i + w, self.down)):
                if (table is self.right and (i + 1) % w == 0) or j >= self.n:  # one column: i + 1 is below
                    continue
                table[i] = len(self.ends_of_edge)
                touching[i].append((len(self.ends_of_edge), j))
                touching[j].append((len(self.ends_of_edge), i))
                self.ends_of_edge.append((i, j))
        self.touching = [tuple(t) for t in touching]
        self.limit = [2] * self.n
        self.limit[start] = self.limit[finish] = 1
        self.lines = [(tuple(cells), count) for cells, count in lines]
        self.lines_of = [[] for _ in range(self.n)]
        for index, (cells, _) in enumerate(self.lines):
            for i in cells:
                self.lines_of[i].append(index)
        self.cuts = self._cuts(*totals)
        self.fixed = []  # (edge, value) from the given pieces, see give()
        self.nodes = 0  # search nodes visited, for the benchmark

    def give(self, i: int, j: int, joined: bool) -> None:
        """Fix the edge between two neighbouring cells before the search, as a given piece does."""
        self.fixed.append((self.edge_between(i, j), YES if joined else NO))

    def edge_between(self, i: int, j: int) -> int:
        """The edge joining two cells, or -1 when they are not neighbours."""
        if i > j:
            i, j = j, i
        if j == i + 1 and j % self.w:  # one column: i + 1 is below
            return self.right[i]
        return self.down[i] if j == i + self.w else -1

    def _cuts(self, column_count, row_count) -> list:
        """(edges, parity, most crossings) for each gap between neighbouring columns and rows."""
        w, h = self.w, self.h
        (sr, sc), (fr, fc) = divmod(self.start, w), divmod(self.finish, w)
        cuts = []
        for c in range(w - 1):
            edges = tuple(self.right[r * w + c] for r in range(h))
            bound = min([x for x in (column_count[c], column_count[c + 1]) if x is not None], default=h)
            cuts.append((edges, int((sc <= c) != (fc <= c)), bound))
        for r in range(h - 1):
            edges = tuple(self.down[r * w + c] for c in range(w))
            bound = min([x for x in (row_count[r], row_count[r + 1]) if x is not None], default=w)
            cuts.append((edges, int((sr <= r) != (fr <= r)), bound))
        return cuts

    # ------------------------------------------------------------ deductions

    def initial(self) -> State | None:
        """The state after the givens and every deduction, or None when there is no path."""
        cells = [UNKNOWN] * self.n
        cells[self.start] = cells[self.finish] = ON
        state = State([UNKNOWN] * len(self.ends_of_edge), cells, list(range(self.n)), False)
        return state if self.propagate(state, self.fixed, all_cells=True) else None

    def propagate(self, st: State, assignments, all_cells=False) -> bool:
        """Apply assignments and deduce to a fixed point; False on a contradiction.

        An assignment is (edge, YES or NO), or (~cell, ON or OFF) for a cell.
        """
        edges, cells, other = st.edges, st.cells, st.other
        touching, lines_of, limit, lines = self.touching, self.lines_of, self.limit, self.lines
        ends_of_edge, rules = self.ends_of_edge, self.rules
        cell_queue = list(range(self.n)) if all_cells else []
        line_queue = set(range(len(lines))) if all_cells else set()
        no_queue = []
        use_loop = "loop" in rules

        def set_cell(i, value):
            now = cells[i]
            if now:
                return now == value
            cells[i] = value
            cell_queue.append(i)
            line_queue.update(lines_of[i])
            return True

        def set_edge(e, value):
            now = edges[e]
            if now:
                return now == value
            edges[e] = value
            a, b = ends_of_edge[e]
            cell_queue.append(a)
            cell_queue.append(b)
            line_queue.update(lines_of[a])
            line_queue.update(lines_of[b])
            if value == NO:
                return True
            if not (set_cell(a, ON) and set_cell(b, ON)):
                return False
            for x in (a, b):
                if sum(1 for f, _ in touching[x] if edges[f] == YES) > limit[x]:
                    return False
            end_a, end_b = other[a], other[b]
            if end_a == b:
                return False  # a closed loop
            other[end_a], other[end_b] = end_b, end_a
            if {end_a, end_b} == {self.start, self.finish}:
                st.closed = True
                no_queue.extend(f for f, s in enumerate(edges) if s == UNKNOWN)
            elif use_loop:
                f = self.edge_between(end_a, end_b)
                if f >= 0 and edges[f] == UNKNOWN:
                    no_queue.append(f)  # joining the two ends of one chain would close a loop
            return True

        for e, value in assignments:
            if not (set_edge(e, value) if e >= 0 else set_cell(~e, value)):
                return False
        while True:
            while cell_queue or line_queue or no_queue:
                while no_queue:
                    if not set_edge(no_queue.pop(), NO):
                        return False
                while cell_queue:
                    if not self._cell_rule(cell_queue.pop(), edges, cells, set_cell, set_edge):
                        return False
                while line_queue and not cell_queue and not no_queue:
                    if not self._line_rule(line_queue.pop(), edges, cells, set_cell):
                        return False
            if "cut" in rules and not self._cut_rule(edges, set_edge):
                return False
            if cell_queue or no_queue:
                continue  # the cheap rules first: the pocket search below is the costly one
            if "reach" in rules and not st.closed and not self._reach_rule(edges, cells, set_cell):
                return False
            if not (cell_queue or line_queue or no_queue):
                return True

    def _cell_rule(self, i, edges, cells, set_cell, set_edge) -> bool:
        """Each cell has degree 0 or its limit; a loose end with one way out takes it."""
        if "cell" not in self.rules:
            return True
        yes = unknown = 0
        for e, _ in self.touching[i]:
            s = edges[e]
            if s == YES:
                yes += 1
            elif s == UNKNOWN:
                unknown += 1
        limit, state = self.limit[i], cells[i]
        if yes > limit:
            return False
        if yes == limit:
            return set_cell(i, ON) and all(set_edge(e, NO) for e, _ in self.touching[i] if edges[e] == UNKNOWN)
        if state == OFF:
            return yes == 0 and all(set_edge(e, NO) for e, _ in self.touching[i] if edges[e] == UNKNOWN)
        if state == ON or yes:
            need = limit - yes
            if unknown < need or not set_cell(i, ON):
                return False
            if unknown == need:
                return all(set_edge(e, YES) for e, _ in self.touching[i] if edges[e] == UNKNOWN)
            return True
        if unknown < limit:
            return set_cell(i, OFF) and all(set_edge(e, NO) for e, _ in self.touching[i] if edges[e] == UNKNOWN)
        return True

    def _line_rule(self, index, edges, cells, set_cell) -> bool:
        """Counting: all of the rest ON or OFF when forced; with one cell to go, no cell that needs two."""
        line, count = self.lines[index]
        on = [i for i in line if cells[i] == ON]
        open_ = [i for i in line if cells[i] == UNKNOWN]
        if len(on) > count or len(on) + len(open_) < count:
            return False
        if not open_:
            return True
        if "count" in self.rules:
            if len(on) == count:
                return all(set_cell(i, OFF) for i in open_)
            if len(on) + len(open_) == count:
                return all(set_cell(i, ON) for i in open_)
        if count - len(on) == 1 and "one_more" in self.rules:
            lines_of = self.lines_of
            for i in open_:
                # joining a neighbour of this line that is still open would take a second cell
                free = sum(
                    1 for e, j in self.touching[i]
                    if edges[e] != NO and cells[j] != OFF and not (cells[j] == UNKNOWN and index in lines_of[j])
                )
                if free < self.limit[i] and not set_cell(i, OFF):
                    return False
        return True

    def _cut_rule(self, edges, set_edge) -> bool:
        """Crossings of a cut: parity from the ends, at most the smaller count beside it."""
        for cut, parity, bound in self.cuts:
            yes = unknown = 0
            for e in cut:
                s = edges[e]
                if s == YES:
                    yes += 1
                elif s == UNKNOWN:
                    unknown += 1
            if not unknown:
                if yes > bound or yes % 2 != parity:
                    return False
                continue
            high = min(bound, yes + unknown)
            if high % 2 != parity:
                high -= 1
            low = yes if yes % 2 == parity else yes + 1
            if low > high:
                return False
            if high == yes:
                if not all(set_edge(e, NO) for e in cut if edges[e] == UNKNOWN):
                    return False
            elif low == yes + unknown:
                if not all(set_edge(e, YES) for e in cut if edges[e] == UNKNOWN):
                    return False
        return True

    def _reach_rule(self, edges, cells, set_cell) -> bool:
        """Reachability and dead pockets: a region the start reaches only through one cell p
        (an articulation point) cannot be visited unless it holds the finish, since the
        track would have to pass p twice; such regions and unreachable cells are OFF."""
        n, touching, start = self.n, self.touching, self.start
        disc, low, size, order = [-1] * n, [0] * n, [1] * n, [start]
        disc[start] = 0
        stack, pockets = [(start, -1, iter(touching[start]))], []
        while stack:
            v, arrived, around = stack[-1]
            for e, j in around:
                if e == arrived or edges[e] == NO or cells[j] == OFF:
                    continue
                if disc[j] < 0:
                    disc[j] = low[j] = len(order)
                    order.append(j)
                    stack.append((j, e, iter(touching[j])))
                    break
                if disc[j] < low[v]:
                    low[v] = disc[j]
            else:
                stack.pop()
                if stack:
                    p = stack[-1][0]
                    size[p] += size[v]
                    if low[v] < low[p]:
                        low[p] = low[v]
                    if low[v] >= disc[p]:
                        pockets.append(v)
        finish = disc[self.finish]
        if finish < 0:
            return False
        on_before = [0]
        for i in order:
            on_before.append(on_before[-1] + (cells[i] == ON))
        for u in pockets:
            first, last = disc[u], disc[u] + size[u]
            if first <= finish < last:
                continue
            if on_before[last] != on_before[first]:
                return False
            for i in order[first:last]:
                if cells[i] == UNKNOWN and not set_cell(i, OFF):
                    return False
        for i in range(n):
            if disc[i] < 0:
                if cells[i] == ON:
                    return False
                if cells[i] == UNKNOWN and not set_cell(i, OFF):
                    return False
        return True

    # ------------------------------------------------------------ search

    def paths(self, budget: int | None = None) -> Iterator[list[int]]:
        """Every path from start to finish, lazily, depth first; raises OverBudget past ``budget`` nodes.

        Branching is on cells, in the line whose count leaves the fewest ways to choose its
        remaining cells (the counts are what prune best), ON before OFF; once every counted
        line is settled, on the loose end with the fewest ways out.
        """
        root = self.initial()
        if root is None:
            return
        stack = [(root, ())]
        while stack:
            parent, assignments = stack.pop()
            self.nodes += 1
            if budget is not None and self.nodes > budget:
                raise OverBudget(f"More than {budget} search nodes")
            st = parent.copy() if assignments else parent
            if assignments and not self.propagate(st, assignments):
                continue
            cell = self._tightest_line(st)
            if cell >= 0:
                stack.append((st, ((~cell, OFF),)))
                stack.append((st, ((~cell, ON),)))
                continue
            cell = self._tightest_end(st)
            if cell < 0:
                path = self._walk(st)
                if path is not None:
                    yield path
                continue
            options = [e for e, _ in self.touching[cell] if st.edges[e] == UNKNOWN]
            need = self.limit[cell] - sum(1 for e, _ in self.touching[cell] if st.edges[e] == YES)
            if need == 1:  # exactly one of the options: try each, the earlier ones refused
                children = [tuple((f, NO) for f in options[:k]) + ((e, YES),) for k, e in enumerate(options)]
            else:
                children = [((options[0], YES),), ((options[0], NO),)]
            stack.extend((st, child) for child in reversed(children))

    def _tightest_line(self, st: State) -> int:
        """The first open cell of the counted line with the fewest ways to finish, or -1."""
        best, best_ways = -1, 1 << 62
        cells = st.cells
        for line, count in self.lines:
            on, first, open_ = 0, -1, 0
            for i in line:
                state = cells[i]
                if state == ON:
                    on += 1
                elif state == UNKNOWN:
                    open_ += 1
                    if first < 0:
                        first = i
            if open_:
                ways = comb(open_, count - on)
                if ways < best_ways:
                    best, best_ways = first, ways
        return best

    def _tightest_end(self, st: State) -> int:
        """The ON cell still missing path edges with the fewest ways to complete, or -1."""
        best, best_ways = -1, 99
        edges, touching, limit = st.edges, self.touching, self.limit
        for i, state in enumerate(st.cells):
            if state != ON:
                continue
            yes = unknown = 0
            for e, _ in touching[i]:
                s = edges[e]
                if s == YES:
                    yes += 1
                elif s == UNKNOWN:
                    unknown += 1
            need = limit[i] - yes
            if 0 < need and (unknown if need == 1 else unknown * (unknown - 1) // 2) < best_ways:
                best, best_ways = i, unknown if need == 1 else unknown * (unknown - 1) // 2
        if best < 0 and UNKNOWN in edges:  # only cells of blank lines are left: any open edge
            return next(a for e, (a, _) in enumerate(self.ends_of_edge) if edges[e] == UNKNOWN)
        return best

    def _walk(self, st: State) -> list[int] | None:
        """The cells of a finished state from start to finish, or None if it is not one path."""
        path, previous, i = [self.start], -1, self.start
        while i != self.finish:
            step = [j for e, j in self.touching[i] if st.edges[e] == YES and j != previous]
            if len(step) != 1:
                return None
            previous, i = i, step[0]
            path.append(i)
        return path if len(path) == st.cells.count(ON) else None


class OverBudget(Exception):
    """The search passed its node budget (the generator's bound on a puzzle's difficulty)."""
