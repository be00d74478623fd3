"""Breadth-first search over any graph given by a neighbour function.

>>> bfs_path(0, lambda n: [("+1", n + 1), ("*2", n * 2)], lambda n: n == 10)
['+1', '+1', '*2', '+1', '*2']

States must be hashable; ``neighbours(state)`` yields ``(label, next_state)``
pairs and the answer is the list of labels of one shortest path.
"""

from collections import deque
from typing import Callable, Hashable, Iterable


def bfs_path(
    start: Hashable,
    neighbours: Callable[[Hashable], Iterable[tuple[object, Hashable]]],
    is_goal: Callable[[Hashable], bool],
) -> list | None:
    """The labels of a shortest path from ``start`` to a goal state, or None when there is none."""
    if is_goal(start):
        return []
    parent = {start: None}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for label, following in neighbours(state):
            if following in parent:
                continue
            parent[following] = (state, label)
            if is_goal(following):
                labels = []
                while parent[following] is not None:
                    following, label = parent[following]
                    labels.append(label)
                return labels[::-1]
            queue.append(following)
    return None
