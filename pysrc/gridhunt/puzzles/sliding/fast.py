"""A quick, valid but not shortest sliding-tile solution for any board up to 10x10: reduce, then finish;
on boards of up to 25 cells a beam search (:mod:`gridhunt.puzzles.sliding.beam`) usually finds a
much shorter one, and the shorter of the two is the answer.

>>> fast(3, 3, (0, 1, 2, 3, 4, 5, 6, 8, 7), 8)
'R'

Boards are relabelled by goal as in :mod:`gridhunt.puzzles.sliding.optimal`.
While the unsolved part is larger than 3x3 one outer row (or column, whichever
side is longer) that does not hold the hole's goal is completed: its tiles but
the last two go home one at a time by a breadth-first search over (tile, hole)
that never disturbs finished cells; the last two are first brought within two cells
of their corner and then placed together by a search over (tile, tile, hole)
in a small box around them, which is what gets round the classic corner trap. The last 3x3
(or smaller) part is solved optimally. Runs of a move and its reverse are
cancelled at the end.

Throughout: (r, c) row and column, p = r * w + c a cell, t a tile (its goal
cell), moves are the hole's U, D, L, R.
"""

from ...search.graph import bfs_path
from .beam import MAX_CELLS, beam_moves
from .optimal import Optimal

STEPS = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
REVERSE = {"U": "D", "D": "U", "L": "R", "R": "L"}


class Reducer:
    """One board being solved in place; ``moves`` collects the hole's moves."""

    def __init__(self, width: int, height: int, board, hole_goal: int):
        self.w, self.h = width, height
        self.board, self.hole_goal = list(board), hole_goal
        self.hole = self.board.index(hole_goal)
        self.where = {t: p for p, t in enumerate(self.board)}
        self.locked: set[int] = set()
        self.moves: list[str] = []

    def cell(self, r: int, c: int) -> int:
        return r * self.w + c

    def play(self, moves) -> None:
        for m in moves:
            dr, dc = STEPS[m]
            p = self.hole + dr * self.w + dc
            t = self.board[p]
            self.board[self.hole], self.board[p] = t, self.hole_goal
            self.where[t], self.where[self.hole_goal] = self.hole, p
            self.hole = p
            self.moves.append(m)

    def neighbours_in(self, allowed: set[int]):
        """Hole moves inside ``allowed`` as a neighbour function over (token cells..., hole)."""
        w, h = self.w, self.h
        steps = {}
        for p in allowed:
            r, c = divmod(p, w)
            steps[p] = [
                (m, (r + dr) * w + c + dc)
                for m, (dr, dc) in STEPS.items()
                if 0 <= r + dr < h and 0 <= c + dc < w and (r + dr) * w + c + dc in allowed
            ]

        def one_token(state):  # the common case, kept lean: it runs for every state of most searches
            t, hole = state
            for m, p in steps[hole]:
                yield m, (hole if t == p else t, p)

        def neighbours(state):
            *tokens, hole = state
            for m, p in steps[hole]:
                yield m, (*(hole if q == p else q for q in tokens), p)

        return lambda state: (one_token if len(state) == 2 else neighbours)(state)

    def bring(self, tiles, is_goal, near, needed: bool = True) -> bool:
        """Move ``tiles`` (with the hole) until ``is_goal(cells)``; search near them first, then everywhere."""
        free = set(range(self.w * self.h)) - self.locked
        start = (*(self.where[t] for t in tiles), self.hole)
        spots = [divmod(p, self.w) for p in (*start, *near)]
        r0, r1 = min(r for r, _ in spots) - 1, max(r for r, _ in spots) + 1
        c0, c1 = min(c for _, c in spots) - 1, max(c for _, c in spots) + 1
        box = {p for p in free if r0 <= p // self.w <= r1 and c0 <= p % self.w <= c1}
        for allowed in (box, free):
            path = bfs_path(start, self.neighbours_in(allowed), lambda s: is_goal(s[:-1]))
            if path is not None:
                self.play(path)
                return True
        if needed:
            raise RuntimeError("A tile could not be brought home")
        return False

    def complete_line(self, line: list[int], corner: int) -> None:
        """Send the goal tiles of ``line`` home, the last two by the corner window."""
        for p in line[:-2]:
            self.bring((p,), lambda s, p=p: s[0] == p, (p,))
            self.locked.add(p)
        a, b = line[-2], line[-1]
        cr, cc = divmod(corner, self.w)
        window = {
            p for p in range(self.w * self.h)
            if p not in self.locked and self.inside(p) and max(abs(p // self.w - cr), abs(p % self.w - cc)) <= 2
        }
        self.bring((a,), lambda s: s[0] in window, (corner,))
        self.locked.add(self.where[a])  # held while b comes, so a stays in the window
        brought = self.bring((b,), lambda s: s[0] in window, (corner,), needed=False)
        self.locked.discard(self.where[a])
        if not brought:  # a held in a narrow strip can cut b off: bring both at once
            self.bring((a, b), lambda s: s[0] in window and s[1] in window, (corner,))
        # both are near the corner now, so this search over (a, b, hole) stays small
        self.bring((a, b), lambda s: s == (a, b), (corner,))
        self.locked |= {a, b}

    def inside(self, p: int) -> bool:
        r, c = divmod(p, self.w)
        return self.r0 <= r <= self.r1 and self.c0 <= c <= self.c1

    def solve(self) -> str:
        self.r0, self.r1, self.c0, self.c1 = 0, self.h - 1, 0, self.w - 1
        hr, hc = divmod(self.hole_goal, self.w)
        while self.r1 - self.r0 > 2 or self.c1 - self.c0 > 2:
            if self.r1 - self.r0 >= self.c1 - self.c0:
                r = self.r0 if hr != self.r0 else self.r1
                line = [self.cell(r, c) for c in range(self.c0, self.c1 + 1)]
                self.complete_line(line, line[-1])
                self.r0, self.r1 = (self.r0 + 1, self.r1) if r == self.r0 else (self.r0, self.r1 - 1)
            else:
                c = self.c0 if hc != self.c0 else self.c1
                line = [self.cell(r, c) for r in range(self.r0, self.r1 + 1)]
                self.complete_line(line, line[-1])
                self.c0, self.c1 = (self.c0 + 1, self.c1) if c == self.c0 else (self.c0, self.c1 - 1)
        self.finish()
        return cancelled(self.moves)

    def finish(self) -> None:
        """Solve the last part (at most 3x3) optimally, as a small board of its own."""
        sw, sh = self.c1 - self.c0 + 1, self.r1 - self.r0 + 1
        cells = [self.cell(r, c) for r in range(self.r0, self.r1 + 1) for c in range(self.c0, self.c1 + 1)]
        local = {p: i for i, p in enumerate(cells)}
        sub = tuple(local[self.board[p]] for p in cells)
        moves, _ = Optimal(sw, sh, local[self.hole_goal]).shortest(sub)
        self.play(moves)


def cancelled(moves: list[str]) -> str:
    """The moves with every move directly followed by its reverse removed."""
    kept: list[str] = []
    for m in moves:
        if kept and kept[-1] == REVERSE[m]:
            kept.pop()
        else:
            kept.append(m)
    return "".join(kept)


def fast(width: int, height: int, board, hole_goal: int) -> str:
    """A valid solution (hole moves) of a solvable board: the beam search's when it is shorter."""
    reduced = Reducer(width, height, board, hole_goal).solve()
    if width * height > MAX_CELLS:
        return reduced
    short = beam_moves(width, height, board, hole_goal, rounds=len(reduced) - 1)
    return reduced if short is None else short
