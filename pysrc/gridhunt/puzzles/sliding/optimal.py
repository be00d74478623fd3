"""Shortest sliding-tile solutions for boards of up to 16 cells: IDA* over additive pattern databases.

>>> solver = Optimal(3, 3, 8)
>>> solver.shortest((0, 1, 2, 3, 4, 5, 6, 8, 7))
('R', 1)

Boards here are already relabelled by goal: ``board[p]`` is the goal cell of
the tile on cell p, so the goal is ``0, 1, ..., n-1`` and the hole is the value
``hole_goal`` (the goal cell of the hole). Moves are the hole's: U, D, L, R.

The heuristic adds the values of disjoint pattern databases
(:mod:`gridhunt.search.pattern_db`): 5-5-5 on a 4x4, groups of at most five
tiles on other boards. The tables keep the blank, so a lookup uses the hole's
cell as well, and a move changes only the moved tile's group value (for the
other groups the hole took a free step). On a square board whose goal hole lies
on a diagonal, the board mirrored in that diagonal has the same distance, so
its lookup is taken too and the larger of the two is used (the "mirrored
lookup"). Every solution from a position has the parity of the hole's distance
to its goal, so IDA* skips the bounds of the other parity.

Within one bound the same position is often reached again by another order of
the same moves: on Korf's hardest starts about half the nodes of the last bound
are repeats. A *transposition table* (a dict from the position to the most moves
it had left when searched) skips a position met before with at least as many
moves left, since its search then found nothing. Repeats close to the bound
cost little to search again and a dict lookup costs about as much as a node
(keeping every position was slower), so only positions with at least two moves
to spare are kept; the table is emptied at each bound (and when it grows past
:data:`TABLE_ENTRIES`). On Korf's four hardest starts that is 30% fewer nodes
and 25% less CPU time under Pyodide (tests/bench/bench_sliding.py, docs/sliding.md).

Why 5-5-5 with the blank and not 6-6-3 without it: on Korf's 100 the mean
start heuristic (with the mirrored lookup) is 42.8 for the 5-5-5 of :mod:`.tables` against
40.0 for the best 6-6-3 we measured without the blank (rows, columns or
geometric blocks all gave 39.2-40.0); on Korf's instances 1, 2 and 4-10 that
expands 15x fewer nodes in all (2.4x to 38x). A 6-6-3 with the blank would
need 32 MiB bitsets per step and some 200 MiB of masks to build.

Boards of more than 16 cells get one group per tile, which is the Manhattan
distance: that search is exact but may run for hours on a random 5x5, so the
page offers it with a Stop button and uses the quick solver by default.

The tables come from :mod:`.tables` (built once per session, or fetched as
files on the site), made for the first cell of the goal hole's class: a board
whose goal hole lies elsewhere is turned or mirrored onto it (:mod:`.symmetry`)
and its solution turned back, so the four corners of a 4x4 share one set.

Throughout: n cells, w width, p a cell, t a tile (its goal cell), d a direction
index (0 U, 1 D, 2 L, 3 R, the hole's move), g the moves made, h the heuristic.
"""

from typing import Iterator

from ...search import pattern_db
from . import tables
from .symmetry import canonical

DIRECTIONS = "UDLR"
OPPOSITE = (1, 0, 3, 2)
START = 4  # the "previous move" of the start: nothing to undo
SPARE = 2  # the moves to spare below the bound that a position needs to enter the transposition table
TABLE_ENTRIES = 1 << 19  # the transposition table is emptied beyond this (about 50 MB); Korf's use 260,000


def mirror(width: int, height: int, hole_goal: int):
    """A reflection of the board that keeps the goal (as a cell map), or None."""
    if width != height:
        return None
    r, c = divmod(hole_goal, width)
    if r == c:
        return lambda p: p % width * width + p // width
    if r + c == width - 1:
        return lambda p: (width - 1 - p % width) * width + width - 1 - p // width
    return None


class Optimal:
    """IDA* for one board shape and goal hole; tables are shared through the session cache."""

    def __init__(self, width: int, height: int, hole_goal: int):
        self.turn = canonical(width, height, hole_goal)
        hole_goal = self.turn.hole_goal
        n = width * height
        self.n, self.hole_goal = n, hole_goal
        steps = (-width, width, -1, 1)
        groups = tables.groups(width, height, hole_goal)
        digits = max(map(len, groups))
        self.tables = tables.databases(width, height, hole_goal)
        blank = 0 if n > pattern_db.BASE else pattern_db.BASE**digits  # Manhattan tables ignore the blank
        group_of, weight = [0] * n, [0] * n
        for g, group in enumerate(groups):
            for i, t in enumerate(group):
                group_of[t], weight[t] = g, pattern_db.BASE**i
        self.groups, self.group_of = groups, group_of
        reflect = mirror(width, height, hole_goal) or (lambda p: p)
        self.reflect = [reflect(p) for p in range(n)]
        # the offsets of the blank's digit, directly and mirrored (the goal hole is on the mirror's diagonal)
        self.blank = [p * blank for p in range(n)]
        self.mirror_blank = [self.reflect[p] * blank for p in range(n)]
        mirror_steps = [self.reflect[steps[d] + p] - self.reflect[p] for d, p in ((0, n - 1), (1, 0), (2, n - 1), (3, 0))]
        # per direction and tile: (group, change of its number, its table, and the same for the mirrored board);
        # the tile moves against the hole, from p + step to p, so its number changes by -step * weight
        moving = [
            [
                (group_of[t], -steps[d] * weight[t], self.tables[group_of[t]],
                 group_of[self.reflect[t]], -mirror_steps[d] * weight[self.reflect[t]], self.tables[group_of[self.reflect[t]]])
                for t in range(n)
            ]
            for d in range(4)
        ]
        # successors[hole][back]: every hole move but the one undoing ``back``, as (direction, the tile's cell,
        # its blank offsets direct and mirrored, the tiles' steps in that direction, and the moves from there, all
        # but this one's undoing: successors[cell][direction]): all one tuple, for speed
        self.successors = []
        for p in range(n):
            r, c = divmod(p, width)
            ok = (r > 0, r < height - 1, c > 0, c < width - 1)
            here = [(d, q, self.blank[q], self.mirror_blank[q], moving[d]) for d, q in
                    ((d, p + steps[d]) for d in range(4) if ok[d])]
            self.successors.append([[m for m in here if m[0] != OPPOSITE[back]] if back < START else here for back in range(5)])
        for lists in self.successors:  # the moves from there: filled in place, now that every list exists
            for moves in lists:
                moves[:] = [(*move, self.successors[move[1]][move[0]]) for move in moves]
        self.parity = [(abs(p // width - hole_goal // width) + abs(p % width - hole_goal % width)) & 1 for p in range(n)]

    def _start(self, board):
        """Placement numbers of every group, directly and mirrored, and the two heuristic values (the board turned)."""
        hole, direct, mirrored, values, mirror_values = self._groups(board)
        return hole, direct, mirrored, sum(values), sum(mirror_values)

    def _groups(self, board):
        """The hole, the placement numbers of every group directly and mirrored, and their table values."""
        where = [0] * self.n
        for p, t in enumerate(board):
            where[t] = p
        hole, reflect = where[self.hole_goal], self.reflect
        direct = [pattern_db.index([where[t] for t in group], 0) for group in self.groups]
        mirrored = [pattern_db.index([reflect[where[reflect[t]]] for t in group], 0) for group in self.groups]
        values = [tab[i + self.blank[hole]] for tab, i in zip(self.tables, direct)]
        mirror_values = [tab[i + self.mirror_blank[hole]] for tab, i in zip(self.tables, mirrored)]
        return hole, direct, mirrored, values, mirror_values

    def heuristic(self, board: tuple[int, ...]) -> int:
        """The lower bound IDA* starts from: the larger of the direct and the mirrored lookups."""
        return max(self._start(self.turn.board(board))[3:])

    def shortest(self, board: tuple[int, ...]) -> tuple[str, int]:
        """One shortest solution as hole moves, and the number of nodes expanded."""
        board = list(self.turn.board(board))
        hole, direct, mirrored, values, mirror_values = self._groups(board)
        hd, hm = sum(values), sum(mirror_values)
        if hd == 0:
            return "", 1
        path: list[int] = []
        # the transposition table: the groups' placement numbers -> the most moves the position had left when searched
        seen: dict[tuple, int] = {}
        # Every solution has the parity of the hole's distance to its goal, so bounds of the other parity are
        # skipped. A move changes h by at most one, so a child pruned at one bound has f at most two above it:
        # the next bound is always two more, and no pruned f needs to be tracked.
        bound = max(hd, hm)
        bound += (bound ^ self.parity[hole]) & 1
        nodes = 0

        # The inner loop, written for the interpreter (Pyodide pays per bytecode): the lists it changes come in as
        # default arguments (local variables), each group's table value is kept in ``values`` so a move looks up
        # one table entry and not two, and only the moved tile's cell of the board is written (the hole's own
        # cell is never read).
        def dfs(hole: int, moves: list, limit: int, hd: int, hm: int, board=board, direct=direct,
                mirrored=mirrored, values=values, mirror_values=mirror_values) -> bool:
            """Search below ``hole`` (``moves`` its moves but the one back); a child is pruned when its h exceeds
            ``limit`` (the bound minus its g)."""
            nonlocal nodes
            nodes += 1
            spare = limit - SPARE
            for d, p, there, mthere, moving, following in moves:
                t = board[p]
                gi, step, tab, gm, mstep, mtab = moving[t]
                # only the moved tile's group changes value: for the others the hole took a free step
                new = direct[gi] + step
                v = tab[new + there]
                nhd = hd - values[gi] + v
                if nhd > limit:  # pruned on the direct lookup alone, the cheaper half
                    continue
                mnew = mirrored[gm] + mstep
                mv = mtab[mnew + mthere]
                nhm = hm - mirror_values[gm] + mv
                if nhm > limit:
                    continue
                if nhd == 0:
                    path.append(d)  # on the way back up: the path comes out reversed
                    return True
                direct[gi] = new
                if nhd <= spare and nhm <= spare:
                    child = tuple(direct)  # the tiles' cells, so the position (the hole is on the cell left over)
                    if seen.get(child, -1) >= limit:
                        direct[gi] = new - step
                        continue  # searched before in this bound with at least as many moves left
                    if len(seen) >= TABLE_ENTRIES:
                        seen.clear()
                    seen[child] = limit
                board[hole] = t
                mirrored[gm] = mnew
                v, values[gi], mv, mirror_values[gm] = values[gi], v, mirror_values[gm], mv
                if dfs(p, following, limit - 1, nhd, nhm):
                    path.append(d)
                    return True
                board[p] = t
                direct[gi], mirrored[gm] = new - step, mnew - mstep
                values[gi], mirror_values[gm] = v, mv
            return False

        while not dfs(hole, self.successors[hole][START], bound - 1, hd, hm):
            seen.clear()  # a position searched at a smaller bound proves nothing at this one
            bound += 2
        return self.turn.moves_back("".join(DIRECTIONS[d] for d in reversed(path))), nodes

    def all_shortest(self, board: tuple[int, ...], length: int) -> Iterator[str]:
        """Every solution of exactly ``length`` moves (the shortest length), lazily."""
        board = list(self.turn.board(board))
        hole, direct, mirrored, hd, hm = self._start(board)
        if length == 0:
            yield ""
            return
        path: list[int] = []
        blank, mirror_blank = self.blank, self.mirror_blank

        def paths(hole: int, g: int, back: int, hd: int, hm: int) -> Iterator[str]:
            g += 1
            for d, p, _, _, moving, _ in self.successors[hole][back]:
                t = board[p]
                gi, step, tab, gm, mstep, mtab = moving[t]
                old, mold = direct[gi], mirrored[gm]
                new, mnew = old + step, mold + mstep
                nhd = hd - tab[old + blank[hole]] + tab[new + blank[p]]
                nhm = hm - mtab[mold + mirror_blank[hole]] + mtab[mnew + mirror_blank[p]]
                if g + max(nhd, nhm) > length:
                    continue
                board[hole], board[p] = t, self.hole_goal
                direct[gi], mirrored[gm] = new, mnew
                path.append(d)
                if g == length:
                    yield self.turn.moves_back("".join(DIRECTIONS[d] for d in path))
                else:
                    yield from paths(p, g, d, nhd, nhm)
                path.pop()
                board[hole], board[p] = self.hole_goal, t
                direct[gi], mirrored[gm] = old, mold

        yield from paths(hole, 0, START, hd, hm)
