"""A loop through cell centres and the rooms it passes: the links that cross each room's wall.

Country Road and Moon or Sun ask the loop to pass through each room in one go: it crosses the
room's wall at most twice (once in, once out).

>>> from gridhunt.search.constraints import Problem
>>> from gridhunt.search.loops import cell_loop
>>> p = Problem()
>>> loop = cell_loop(p, 3, 2)
>>> rooms = [0, 1, 0, 0, 1, 0]  # the middle column is a room of its own
>>> sorted(len(links) for links in wall_crossings(loop, rooms, 3, 2).values())
[4, 4]
>>> enter_once(p, loop, rooms, 3, 2)
>>> sum(1 for _ in p.solutions(loop.links()))  # the two 2x2 loops; round all six cells it would cross four times
2

Glossary: w, h width and height; cell i = r * w + c; ``rooms[i]`` the room of cell i.
"""

from collections.abc import Sequence

from .constraints import Problem
from .loops import CellLoop


def wall_crossings(loop: CellLoop, rooms: Sequence[int], w: int, h: int) -> dict[int, list[int]]:
    """Per room, the literals of the links between one of its cells and a cell of another room."""
    out: dict[int, list[int]] = {room: [] for room in rooms}
    for r in range(h):
        for c in range(w):
            i = r * w + c
            for j, link in ((i + 1, loop.across[r][c] if c + 1 < w else None), (i + w, loop.down[r][c] if r + 1 < h else None)):
                if link is not None and link != loop.false and rooms[i] != rooms[j]:
                    out[rooms[i]].append(link)
                    out[rooms[j]].append(link)
    return out


def enter_once(problem: Problem, loop: CellLoop, rooms: Sequence[int], w: int, h: int) -> None:
    """The loop crosses each room's wall at most twice: it passes through the room in one go, or not at all."""
    for links in wall_crossings(loop, rooms, w, h).values():
        problem.at_most(links, 2)
