"""Short (not proven shortest) sliding-tile solutions for boards of up to 25 cells: a beam search.

>>> beam_moves(3, 3, (0, 1, 2, 3, 4, 5, 6, 8, 7), 8)
'R'

Boards are relabelled by goal as in :mod:`gridhunt.puzzles.sliding.optimal`. The search
goes forward one move at a time and keeps, of all positions one move further, the
``beam`` (2,000 unless told) with the smallest estimate: the Manhattan distance plus two per linear conflict
(two tiles in their goal row, or column, in the wrong order, so one must step aside). A
position met before is not kept again. It stops at the first goal position, so the answer
is as long as the number of rounds. On the Korf-Felner 50 24-puzzles a beam of 1,000 gave
answers 1.20 times the optimal length on average but 1.54 at worst; 2,000 gives 1.14 and
1.35 (figures in docs/sliding.md), where the row-by-row reducer gives twice the optimal
length. The search may die out (every position already seen) or run too long, and then
says None.

Throughout: w width, h height, n cells, p a cell, t a tile (its goal cell), a line one row
or column as a tuple of the tiles on it, h the estimate.
"""

WIDTH = 2000  # positions kept per round
MAX_CELLS = 25
STEPS = "UDLR"


def beam_moves(width: int, height: int, board, hole_goal: int, beam: int = WIDTH, rounds: int = 1000) -> str | None:
    """Hole moves to the goal, or None when the search dies out or passes ``rounds`` moves."""
    n = width * height
    distance = [
        [0 if t == hole_goal else abs(p // width - t // width) + abs(p % width - t % width) for p in range(n)]
        for t in range(n)
    ]
    moves_from = []  # per hole cell: (direction, cell, True when the move is vertical)
    for p in range(n):
        r, c = divmod(p, width)
        near = ((0, p - width, r > 0), (1, p + width, r < height - 1), (2, p - 1, c > 0), (3, p + 1, c < width - 1))
        moves_from.append([(d, q, d < 2) for d, q, ok in near if ok])
    row_conflicts = [_Conflicts(lambda t, r=r: t // width == r, lambda t: t % width, hole_goal) for r in range(height)]
    col_conflicts = [_Conflicts(lambda t, c=c: t % width == c, lambda t: t // width, hole_goal) for c in range(width)]
    board = tuple(board)
    hole = board.index(hole_goal)
    conflicts = sum(row_conflicts[r][board[r * width : (r + 1) * width]] for r in range(height))
    conflicts += sum(col_conflicts[c][board[c::width]] for c in range(width))
    manhattan = sum(distance[t][p] for p, t in enumerate(board))
    # a round's positions: (manhattan, conflicts, board, hole, index of the parent, direction)
    level = [(manhattan, conflicts, board, hole, -1, -1)]
    history = []  # per round: (parent index, direction) of each kept position
    seen = {hash(board)}  # hashes only, to keep the memory small; a collision merely drops a position
    for _ in range(rounds + 1):
        for k, position in enumerate(level):
            if position[0] == 0:
                return _path(history, k)
        grown = []
        for k, (manhattan, conflicts, board, hole, _, back) in enumerate(level):
            for d, q, vertical in moves_from[hole]:
                if d ^ 1 == back:  # undoing the last move
                    continue
                t = board[q]
                child = list(board)
                child[hole], child[q] = t, hole_goal
                child = tuple(child)
                key = hash(child)
                if key in seen:
                    continue
                seen.add(key)
                m = manhattan - distance[t][q] + distance[t][hole]
                if vertical:  # the tile changed rows: only those two rows' conflicts change
                    a, b = q // width * width, hole // width * width
                    lines, old, new = row_conflicts, (board[a : a + width], board[b : b + width]), (child[a : a + width], child[b : b + width])
                    ka, kb = a // width, b // width
                else:  # it changed columns
                    ka, kb = q % width, hole % width
                    lines, old, new = col_conflicts, (board[ka::width], board[kb::width]), (child[ka::width], child[kb::width])
                x = conflicts - lines[ka][old[0]] - lines[kb][old[1]] + lines[ka][new[0]] + lines[kb][new[1]]
                grown.append((m + 2 * x, m, x, child, q, k, d))
        if not grown:
            return None
        grown.sort(key=lambda child: child[0])
        level = [child[1:] for child in grown[:beam]]
        history.append([(child[4], child[5]) for child in level])
    return None


def _path(history: list, k: int) -> str:
    """The directions from the start to position k of the last round, read back through the parents."""
    path = []
    for kept in reversed(history):
        k, d = kept[k]
        path.append(STEPS[d])
    return "".join(reversed(path))


class _Conflicts(dict):
    """Line -> its linear conflicts: the pairs of tiles at home in this line (``home(t)``) whose goal
    places along it (``place(t)``) stand in the wrong order; worked out once per line met."""

    def __init__(self, home, place, hole_goal: int):
        super().__init__()
        self.home, self.place, self.hole_goal = home, place, hole_goal

    def __missing__(self, line: tuple) -> int:
        goals = [self.place(t) for t in line if t != self.hole_goal and self.home(t)]
        self[line] = found = sum(1 for i in range(len(goals)) for j in range(i + 1, len(goals)) if goals[i] > goals[j])
        return found
