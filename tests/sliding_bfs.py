"""An independent yardstick for the sliding solvers' tests: exact distances by breadth-first search."""

from collections import deque


def distances_from(width, height, goal):
    """Every position reachable from ``goal`` (labels, 0 the hole) with its distance: plain BFS, nothing of the solver."""
    seen = {goal: 0}
    queue = deque([goal])
    while queue:
        board = queue.popleft()
        hole = board.index(0)
        r, c = divmod(hole, width)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr < height and 0 <= cc < width:
                moved = list(board)
                moved[hole], moved[rr * width + cc] = moved[rr * width + cc], 0
                moved = tuple(moved)
                if moved not in seen:
                    seen[moved] = seen[board] + 1
                    queue.append(moved)
    return seen
