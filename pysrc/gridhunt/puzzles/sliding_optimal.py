"""Shortest sliding-tile solutions for boards of up to 16 cells: IDA* over additive pattern databases.

>>> solver = Optimal(3, 3, 8)
>>> solver.shortest((0, 1, 2, 3, 4, 5, 6, 8, 7))
('R', 1)

Boards here are already relabelled by goal: ``board[p]`` is the goal cell of
the tile on cell p, so the goal is ``0, 1, ..., n-1`` and the hole is the value
``hole_goal`` (the goal cell of the hole). Moves are the hole's: U, D, L, R.

The heuristic adds the values of disjoint pattern databases
(:mod:`gridhunt.search.pattern_db`): 6-6-3 on a 4x4, smaller groups on smaller
boards. On a square board whose goal hole lies on a diagonal, the board
mirrored in that diagonal has the same distance, so its lookup is taken too and
the larger of the two is used (the "mirrored lookup").

Boards of more than 16 cells get one group per tile, which is the Manhattan
distance: that search is exact but may run for hours on a random 5x5, so the
page offers it with a Stop button and uses the quick solver by default.

The databases are built on first use, in memory, in the worker, and kept for
the session; nothing is precomputed or downloaded. A 4x4 needs two 6-tile
tables of 16 MiB each plus a 3-tile one of 4 KiB (placement numbers are not
compacted, so a move updates them by one addition). Measured on a loaded
2-core machine: both tables take 6-9 s in CPython 3.11 and 14-22 s under
Pyodide in Node, once per session, paid by the first optimal 4x4 solve.
Shipped as files they would be 4.4 MB zlib-compressed (some 2 MB even packed
to 4 bits), a download every visitor of the page would pay for a feature few
use, and the site build would have to produce them; boards of up to 12 cells
need at most one 6-tile table and the 3x3 only two tiny 4-tile ones.

Throughout: n cells, w width, p a cell, t a tile (its goal cell), d a direction
index (0 U, 1 D, 2 L, 3 R, the hole's move), g the moves made, h the heuristic.
"""

from typing import Iterator

from ..search import pattern_db

DIRECTIONS = "UDLR"
OPPOSITE = (1, 0, 3, 2)
_tables: dict = {}  # (w, h, goal cells of the group) -> pattern database, for the session


def table(width: int, height: int, goals: tuple[int, ...]) -> bytes:
    """The pattern database of one group of tiles, built once per session."""
    key = (width, height, goals)
    if key not in _tables and len(goals) == 1:  # one tile alone: its Manhattan distance, any board size
        r, c = divmod(goals[0], width)
        _tables[key] = bytes(abs(p // width - r) + abs(p % width - c) for p in range(width * height))
    elif key not in _tables:
        _tables[key] = pattern_db.build(width, height, goals)
    return _tables[key]


def partition(width: int, height: int, hole_goal: int) -> list[tuple[int, ...]]:
    """Disjoint groups of tiles (goal cells) covering every tile."""
    n = width * height
    corners = (0, width - 1, n - width, n - 1)
    if (width, height) == (4, 4) and hole_goal in corners:
        # 6-6-3 with the hole in the top-left corner, turned so the hole sits in the right corner
        groups = ((1, 2, 3, 5, 6, 7), (9, 10, 11, 13, 14, 15), (4, 8, 12))
        turn = {0: lambda p: p, 3: lambda p: p % 4 * 4 + 3 - p // 4, 15: lambda p: 15 - p, 12: lambda p: 12 - p % 4 * 4 + p // 4}
        return [tuple(turn[hole_goal](p) for p in group) for group in groups]
    tiles = [p for p in range(n) if p != hole_goal]
    if n > pattern_db.BASE:  # too big for pattern databases: Manhattan distance, tile by tile
        return [(t,) for t in tiles]
    size = 4 if n <= 9 else 6
    count = -(-len(tiles) // size)
    bounds = [len(tiles) * i // count for i in range(count + 1)]
    return [tuple(tiles[bounds[i] : bounds[i + 1]]) for i in range(count)]


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
        n = width * height
        self.n, self.hole_goal = n, hole_goal
        steps = (-width, width, -1, 1)
        self.moves = []
        for p in range(n):
            r, c = divmod(p, width)
            ok = (r > 0, r < height - 1, c > 0, c < width - 1)
            self.moves.append(tuple((d, p + steps[d]) for d in range(4) if ok[d]))
        groups = partition(width, height, hole_goal)
        self.tables = [table(width, height, group) for group in groups]
        group_of, weight = [0] * n, [0] * n
        for g, group in enumerate(groups):
            for i, t in enumerate(group):
                group_of[t], weight[t] = g, pattern_db.BASE**i
        self.groups, self.group_of = groups, group_of
        reflect = mirror(width, height, hole_goal) or (lambda p: p)
        self.reflect = [reflect(p) for p in range(n)]
        mirror_steps = [self.reflect[steps[d] + p] - self.reflect[p] for d, p in ((0, n - 1), (1, 0), (2, n - 1), (3, 0))]
        # the tile moves against the hole: from p + step to p, so its number changes by -step * weight
        self.delta = [tuple(-steps[d] * weight[t] for d in range(4)) for t in range(n)]
        self.mirror_group = [group_of[self.reflect[t]] for t in range(n)]
        self.mirror_delta = [tuple(-mirror_steps[d] * weight[self.reflect[t]] for d in range(4)) for t in range(n)]

    def _start(self, board):
        """Placement numbers of every group, directly and mirrored, and the two heuristic values."""
        where = [0] * self.n
        for p, t in enumerate(board):
            where[t] = p
        direct = [pattern_db.index([where[t] for t in group]) for group in self.groups]
        reflect = self.reflect
        mirrored = [pattern_db.index([reflect[where[reflect[t]]] for t in group]) for group in self.groups]
        hd = sum(tab[i] for tab, i in zip(self.tables, direct))
        hm = sum(tab[i] for tab, i in zip(self.tables, mirrored))
        return direct, mirrored, hd, hm

    def shortest(self, board: tuple[int, ...]) -> tuple[str, int]:
        """One shortest solution as hole moves, and the number of nodes expanded."""
        board = list(board)
        hole = board.index(self.hole_goal)
        direct, mirrored, hd, hm = self._start(board)
        if hd == 0:
            return "", 1
        moves, tables, hole_value = self.moves, self.tables, self.hole_goal
        # per tile and direction: (group, change of its number, mirrored group, change of the mirrored number)
        steps = [
            [(self.group_of[t], self.delta[t][d], self.mirror_group[t], self.mirror_delta[t][d]) for d in range(4)]
            for t in range(self.n)
        ]
        path: list[int] = []
        bound = max(hd, hm)
        following = nodes = 0

        def dfs(hole: int, g: int, back: int, hd: int, hm: int) -> bool:
            nonlocal following, nodes
            nodes += 1
            g += 1
            for d, p in moves[hole]:
                if d == back:
                    continue
                t = board[p]
                gi, step, gm, mstep = steps[t][d]
                tab = tables[gi]
                old = direct[gi]
                new = old + step
                nhd = hd - tab[old] + tab[new]
                if g + nhd > bound:  # pruned on the direct lookup alone, the cheaper half
                    if g + nhd < following:
                        following = g + nhd
                    continue
                tab = tables[gm]
                mold = mirrored[gm]
                mnew = mold + mstep
                nhm = hm - tab[mold] + tab[mnew]
                if g + nhm > bound:
                    if g + nhm < following:
                        following = g + nhm
                    continue
                board[hole], board[p] = t, hole_value
                direct[gi], mirrored[gm] = new, mnew
                path.append(d)
                if nhd == 0 or dfs(p, g, OPPOSITE[d], nhd, nhm):
                    return True
                path.pop()
                board[hole], board[p] = hole_value, t
                direct[gi], mirrored[gm] = old, mold
            return False

        while True:
            following = 1 << 30
            if dfs(hole, 0, -1, hd, hm):
                return "".join(DIRECTIONS[d] for d in path), nodes
            bound = following

    def all_shortest(self, board: tuple[int, ...], length: int) -> Iterator[str]:
        """Every solution of exactly ``length`` moves (the shortest length), lazily."""
        board = list(board)
        hole = board.index(self.hole_goal)
        direct, mirrored, hd, hm = self._start(board)
        if length == 0:
            yield ""
            return
        path: list[int] = []

        def paths(hole: int, g: int, back: int, hd: int, hm: int) -> Iterator[str]:
            g += 1
            for d, p in self.moves[hole]:
                if d == back:
                    continue
                t = board[p]
                gi, gm = self.group_of[t], self.mirror_group[t]
                old, mold = direct[gi], mirrored[gm]
                new, mnew = old + self.delta[t][d], mold + self.mirror_delta[t][d]
                nhd = hd - self.tables[gi][old] + self.tables[gi][new]
                nhm = hm - self.tables[gm][mold] + self.tables[gm][mnew]
                if g + max(nhd, nhm) > length:
                    continue
                board[hole], board[p] = t, self.hole_goal
                direct[gi], mirrored[gm] = new, mnew
                path.append(d)
                if g == length:
                    yield "".join(DIRECTIONS[d] for d in path)
                else:
                    yield from paths(p, g, OPPOSITE[d], nhd, nhm)
                path.pop()
                board[hole], board[p] = self.hole_goal, t
                direct[gi], mirrored[gm] = old, mold

        yield from paths(hole, 0, -1, hd, hm)
