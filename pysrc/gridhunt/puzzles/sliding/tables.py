"""The pattern databases of the session: built on first use, or read from the files the site ships.

>>> groups(3, 3, 8)
[(0, 1, 2, 3), (4, 5, 6, 7)]
>>> set_name(4, 4, 0), shipped_sets()
('sliding-4x4-hole0', [(4, 4, 0), (4, 4, 1), (4, 4, 5)])

The heuristic of :mod:`.optimal` adds the values of disjoint pattern databases
(:mod:`gridhunt.search.pattern_db`): 5-5-5 on a 4x4, groups of at most five
tiles on other boards, one tile per group (the Manhattan distance) beyond 16
cells. Tables are made for the first cell of a goal hole's class under turns
and mirrors (:mod:`.symmetry`), so a 4x4 has three sets: corner, edge, middle.

On the command line a set is built the first time it is needed (2-3 s of CPU
for a 4x4's three 5-tile tables) and kept for the process. Under Pyodide the
same build takes 5 s of CPU, so the site ships the 4x4's three sets as files
(:func:`shipped_set`: packed, then xz-compressed to about 1 MB each) and the page
fetches a set the first time a solve needs it: the optimal solve asks
:func:`missing` first and, when a set is missing, replies with its name instead
of searching; the page's worker fetches that file into the folder named by the
environment variable ``GRIDHUNT_FETCHED`` and asks again, and :func:`databases`
reads it from there. Without that variable (the command line, the tests) nothing
is ever missing: what is not in memory is built.

Throughout: w width, h height, a goal hole is the goal cell of the hole, a set
is the list of one goal's tables, one per group.
"""

import lzma
import os
from pathlib import Path

from ...search import pattern_db, pattern_packing
from .symmetry import canonical

SHIPPED_SHAPES = ((4, 4),)  # boards whose sets the site ships; the others are built in the browser
SLOW_TABLE_CELLS = 12  # above this many cells, building a goal's tables takes seconds
FETCHED = "GRIDHUNT_FETCHED"  # the environment variable naming the folder the page's worker fetches sets into
CACHE_BYTES = 64 << 20
_sets: dict = {}  # (w, h, goal hole) -> the set, for the session


def groups(width: int, height: int, hole_goal: int) -> list[tuple[int, ...]]:
    """Disjoint groups of tiles (goal cells) covering every tile."""
    n = width * height
    if (width, height, hole_goal) == (4, 4, 0):
        # 5-5-5: the best of the 12 partitions we measured (mean start heuristic on Korf's 100 with the
        # mirrored lookup 42.8, the others 40.6-42.8): tile 1 joins the left column, the top right block
        # takes 11, the bottom 9, 10. The other corners are turned onto this one (symmetry).
        return [(2, 3, 6, 7, 11), (1, 4, 5, 8, 12), (9, 10, 13, 14, 15)]
    tiles = [p for p in range(n) if p != hole_goal]
    if n > pattern_db.BASE:  # too big for pattern databases: Manhattan distance, tile by tile
        return [(t,) for t in tiles]
    size = 4 if n <= 9 else pattern_db.MAX_TOKENS
    count = -(-len(tiles) // size)
    bounds = [len(tiles) * i // count for i in range(count + 1)]
    return [tuple(tiles[bounds[i] : bounds[i + 1]]) for i in range(count)]


def set_name(width: int, height: int, hole_goal: int) -> str:
    """The name of a goal's set as a file of the site (before the build adds its hash)."""
    return f"sliding-{width}x{height}-hole{hole_goal}"


def shipped_sets() -> list[tuple[int, int, int]]:
    """Every (w, h, goal hole) whose set the site ships: each class of goal holes of each shipped shape, once."""
    return [(w, h, hole) for w, h in SHIPPED_SHAPES for hole in sorted({canonical(w, h, p).hole_goal for p in range(w * h)})]


def missing(width: int, height: int, hole_goal: int) -> list[str]:
    """The sets the page must fetch before an optimal solve of this goal (a goal hole already turned), by name."""
    folder = os.environ.get(FETCHED)
    key = (width, height, hole_goal)
    if folder is None or key in _sets or key not in shipped_sets():
        return []
    name = set_name(*key)
    return [] if (Path(folder) / name).exists() else [name]


def databases(width: int, height: int, hole_goal: int) -> list[bytes]:
    """One table per group of :func:`groups`, for a goal hole already turned to its class's first cell."""
    key = (width, height, hole_goal)
    if key not in _sets:
        folder = os.environ.get(FETCHED)
        fetched = Path(folder) / set_name(*key) if folder else None
        if fetched is not None and fetched.exists():
            found = _unpacked_set(fetched.read_bytes(), *key)
            fetched.unlink()  # the worker's file system is memory: the tables are kept as Python bytes
        else:
            found = _built_set(*key)
        if sum(len(t) for s in _sets.values() for t in s) + sum(map(len, found)) > CACHE_BYTES:
            _sets.clear()  # a 4x4 set is 48 MiB: keep the one in use
        _sets[key] = found
    return _sets[key]


def shipped_set(width: int, height: int, hole_goal: int) -> bytes:
    """A goal's set as the site ships it: each table packed, one after the other, xz-compressed.

    xz, not gzip: the packed tables are mostly zeros, which xz both shrinks further (1.0 MB
    against 1.7 for a corner set) and unpacks in under a tenth of a second under Pyodide, so the
    first answer comes sooner on any link (tests/bench/bench_sliding_tables.py).
    """
    cells = width * height
    packed = b"".join(pattern_packing.pack(table, cells, len(group))
                      for table, group in zip(databases(width, height, hole_goal), groups(width, height, hole_goal)))
    return lzma.compress(packed)


def _built_set(width: int, height: int, hole_goal: int) -> list[bytes]:
    """The set, built here (Manhattan distances beyond 16 cells)."""
    found = groups(width, height, hole_goal)
    if width * height > pattern_db.BASE:  # one tile alone: its Manhattan distance
        return [bytes(abs(p // width - t // width) + abs(p % width - t % width) for p in range(width * height))
                for (t,) in found]
    digits = max(map(len, found))
    return [pattern_db.build(width, height, group, hole_goal, digits) for group in found]


def _unpacked_set(shipped: bytes, width: int, height: int, hole_goal: int) -> list[bytes]:
    """The set from its shipped bytes; ValueError when they do not fit this goal."""
    try:
        data = lzma.decompress(shipped)
    except lzma.LZMAError:
        raise ValueError("The fetched pattern databases are damaged: reload the page") from None
    found = groups(width, height, hole_goal)
    cells = width * height
    size = (cells + 1) * pattern_db.BASE ** max(map(len, found))  # each packed table: the base, then a block per blank
    if len(data) != size * len(found):
        raise ValueError("The fetched pattern databases are damaged: reload the page")
    return [pattern_packing.unpack(data[i * size : (i + 1) * size], cells, len(group)) for i, group in enumerate(found)]
