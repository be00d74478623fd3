"""Solutions of a division genre a few rooms away from one: two or three rooms side by side cut again.

A genre whose every rule is a rule of one room at a time (Four Cells: four cells, each number its
cell's walls) has, beside each answer, the answers that divide the cells of a few of its rooms
otherwise: the walls round those rooms stay, so the rooms elsewhere and their rules are untouched,
and each new room need only obey the rules itself. ``certain`` wants, for each wall still alike, an
answer where it differs; on a tiling most differ by two or three rooms cut otherwise, which a search
over the whole board finds one question (and thousands of propagations) at a time, and a local search
of single walls not at all.

>>> row = {0, 1, 2, 3}                                    # a row of four cells, cut into dominoes
>>> [sorted(map(sorted, cut)) for cut in divisions(row, joined(4, 1, lambda room: len(room) == 2, 4), [100])]
[[[0, 1], [2, 3]]]
>>> sorted(sorted(map(sorted, cut)) for cut in divisions(row, joined(4, 1, lambda room: len(room) in (1, 3), 4), [100]))
[[[0], [1], [2], [3]], [[0], [1, 2, 3]], [[0, 1, 2], [3]]]

Glossary: w, h the grid's width and height; cell i = r * w + c; a room is a set of cells the walls close
off; a division of some cells is a list of rooms that together hold each of them once.
"""

from collections.abc import Callable, Iterator

from . import cells

Rooms = Callable[[int, set[int], list[int]], Iterator[frozenset[int]]]  # (cell, free cells, work) -> rooms through it

WORK = 100_000  # rooms a search for moved solutions may try (each a connected set of cells): a bound on its time
LARGEST = 16  # cells a union of rooms cut again may hold: the ways to cut grow fast with it


def divisions(free: set[int], through: Rooms, work: list[int]) -> Iterator[list[frozenset[int]]]:
    """Each division of the free cells into rooms, each one that ``through`` yields (the rooms a genre allows
    through a cell, within the free cells); ``work[0]``, the rooms left to try, counts down (none yielded
    past 0)."""
    if not free:
        yield []
        return
    for room in through(min(free), free, work):  # the first cell left is in some room: its rooms, then what is left
        for rest in divisions(free - room, through, work):
            yield [room, *rest]


def joined(w: int, h: int, room_ok: Callable[[frozenset[int]], bool], most: int) -> Rooms:
    """The rooms through a cell: the sets of free cells joined side by side through it, of ``most`` cells at
    most, that ``room_ok`` accepts."""
    return lambda root, free, work: (room for room in grown(root, free, w, h, most, work) if room_ok(room))


def grown(root: int, free: set[int], w: int, h: int, largest: int, work: list[int]) -> Iterator[frozenset[int]]:
    """Each set of free cells joined side by side that holds ``root``, of at most ``largest`` cells, once each.

    A cell of the frontier is either taken (its free neighbours join the frontier) or banned for good from
    the sets grown past it, so no set is reached twice.

    >>> sorted(sorted(s) for s in grown(0, {0, 1, 2, 3}, 2, 2, 3, [100]))
    [[0], [0, 1], [0, 1, 2], [0, 1, 3], [0, 2], [0, 2, 3]]
    """
    def extend(room: frozenset[int], frontier: list[int], banned: frozenset[int]) -> Iterator[frozenset[int]]:
        if work[0] <= 0:
            return
        work[0] -= 1
        yield room
        if len(room) == largest:
            return
        for k, u in enumerate(frontier):
            near = [j for j in cells.neighbours(u, w, h)
                    if j in free and j not in room and j not in banned and j not in frontier]
            yield from extend(room | {u}, frontier[k + 1:] + near, banned.union(frontier[:k]))

    yield from extend(frozenset((root,)), [j for j in cells.neighbours(root, w, h) if j in free], frozenset())


def moved(walls: list[tuple[int, int, int]], room_of: Callable[[dict[int, bool]], list[int]], found: dict[int, bool],
          same: dict[int, bool], room_ok: Callable[[frozenset[int]], bool], through: Rooms,
          known: dict[frozenset[int], list[dict[int, int]]] | None = None, together: int = 3,
          largest: int = LARGEST, work: int = WORK) -> list[dict[int, bool]]:
    """Solutions (their walls' values) that cut two or three (``together``) rooms side by side of ``found``
    otherwise, around each wall still alike (in ``same``, and in the solutions before it), and of each solution
    so found in turn; each flips a wall still alike.

    ``walls``: each wall's two cells and variable; ``room_of``: each cell's room under a solution's walls;
    ``room_ok``: the genre's rule of one room (a room it refuses, a blanked cell's, is left alone);
    ``through``: the rooms the genre allows through a cell (see ``divisions``); ``known``: the cuts of each
    union of rooms found so far, each as the room of each of its cells, kept from one call to the next (most
    rooms stay from one solution to the next, and each union is asked about each wall in it); ``largest``:
    the cells a union may hold; ``work``: the rooms that may be tried (``divisions``)."""
    left = [work]
    known = {} if known is None else known
    alike = {v for v, x in same.items() if found.get(v) == x}
    ends = {v: (i, j) for i, j, v in walls}
    inner: dict[int, list[tuple[int, int, int]]] = {}
    for i, j, v in walls:
        inner.setdefault(i, []).append((i, j, v))
    out: list[dict[int, bool]] = []
    # each solution to cut from, with the cells its cut changed (None: all): the unions of rooms away from them
    # are those of the solution it came from, already tried
    bases: list[tuple[dict[int, bool], set[int] | None]] = [({v: found[v] for _, _, v in walls}, None)]
    for base, changed in bases:
        room = room_of(base)
        rooms: dict[int, frozenset[int]] = {}
        for i, k in enumerate(room):
            rooms[k] = rooms.get(k, frozenset()) | {i}
        proper = {k for k, cells_ in rooms.items() if room_ok(cells_)}
        beside: dict[int, set[int]] = {k: set() for k in proper}
        for i, j, _ in walls:
            a, b = room[i], room[j]
            if a != b and a in proper and b in proper:
                beside[a].add(b)
                beside[b].add(a)
        near = None
        if changed is not None:
            near = {room[i] for i in changed}
            near.update(*(beside.get(k, ()) for k in list(near)))
        for v in sorted(alike):
            if v not in alike or left[0] <= 0:
                continue
            i, j = ends[v]
            a, b = room[i], room[j]
            if a not in proper or b not in proper or near is not None and a not in near and b not in near:
                continue
            pairs = [frozenset((a, b))] if a != b else [frozenset((a, c)) for c in beside[a]]
            triples = [pair | {c} for pair in pairs for k in pair for c in beside[k] if c not in pair and together > 2]
            for union in dict.fromkeys(pairs + triples):
                free = set().union(*(rooms[k] for k in union))
                if len(free) > largest:
                    continue
                key = frozenset(free)
                cuts = known.get(key)
                if cuts is None:
                    cuts = [{c: k for k, part in enumerate(cut) for c in part}
                            for cut in divisions(free, through, left)]
                    if left[0] <= 0:
                        break
                    known[key] = cuts
                where = next((cut for cut in cuts if (cut[i] == cut[j]) == base[v]), None)
                if where is not None:
                    flips = [u for c in free for c, d, u in inner.get(c, ())
                             if d in free and (where[c] != where[d]) != base[u]]
                    other = dict(base)
                    for u in flips:
                        other[u] = not base[u]
                    alike.difference_update(flips)
                    out.append(other)
                    bases.append((other, free))
                    break
    return out
