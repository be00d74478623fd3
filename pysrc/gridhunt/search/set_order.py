"""The order in which 64-bit CPython's ``set`` of small ints iterates them, computed, so that every
platform gets it.

The solver reads clauses in the order ``set`` gave their literals (which two are watched first,
where a search for a new watch starts), and that order steers the search. Ints hash to
themselves, but a negative hash probes the table through its unsigned bits, which are 64 wide in
native CPython and 32 wide in Pyodide: wherever two literals collide the two platforms ordered
them differently, and the browser ran another search than the one measured natively (a sparse
Statue Park 12x12: 1,264 conflicts natively, 15,588 under Pyodide). The engine's searches were
measured and tuned with the native order, so that is the order kept: ``set`` itself on 64-bit CPython
(no cost), computed elsewhere (``emulated``: about 1 to 5 microseconds a clause).

The table follows CPython's ``Objects/setobject.c`` (3.8 to 3.14): eight slots at first; after an
insertion that leaves it three fifths full, a table of the smallest power of two above four times
the entries (twice, past 50,000), refilled in slot order; a key goes to its hash's slot masked, or
the next free one of the ten from there (one when they would run off the end), then jumps by
``i * 5 + 1 + perturb`` with the hash's bits shifted five to the right each time.

>>> emulated([3, -1, 5, -2, 3])  # -1 hashes as -2 in CPython: the two collide
[3, 5, -1, -2]
>>> emulated([]) == [] and emulated([7]) == [7]
True
"""

import sys
from typing import Iterable

WORD = (1 << 64) - 1  # a hash as the unsigned 64-bit word the table probes with
LINEAR_PROBES = 9
PERTURB_SHIFT = 5


def grown(used: int) -> int:
    """The size of the table a set grows to when an insertion leaves ``used`` keys three fifths of it."""
    size, least = 8, used * 2 if used > 50_000 else used * 4
    while size <= least:
        size <<= 1
    return size


def table_size(used: int) -> int:
    """The size of the table holding ``used`` keys put in one at a time (none removed)."""
    size = 8
    for fill in range(1, used + 1):
        if fill * 5 >= (size - 1) * 3:
            size = grown(fill)
    return size


SIZES = [table_size(n) for n in range(64)]  # the usual clause lengths, looked up


def native(items: Iterable[int]) -> list[int]:
    """``list(set(items))``: on 64-bit CPython the order itself, at no cost."""
    return list(set(items))


def emulated(items: Iterable[int]) -> list[int]:
    """``list(set(items))`` as 64-bit CPython gives it, for ints of fewer than 61 bits."""
    unique = list(dict.fromkeys(items))
    n = len(unique)
    if n < 2:
        return unique
    mask = (SIZES[n] if n < len(SIZES) else table_size(n)) - 1
    homes = {x & mask: x for x in unique}
    if len(homes) == n and -1 not in unique:  # no two share a slot: each lies in its own, whatever came first
        return [homes[i] for i in sorted(homes)]
    return simulated(unique)


def simulated(unique: list[int]) -> list[int]:
    """The table built key by key, with its growths, as CPython builds it; its keys in slot order."""
    table: list = [None] * 8
    for used, key in enumerate(unique, 1):
        place(table, key)
        if used * 5 >= (len(table) - 1) * 3:  # refilled in slot order, as CPython moves them
            old, table = table, [None] * grown(used)
            for kept in old:
                if kept is not None:
                    place(table, kept)
    return [key for key in table if key is not None]


def place(table: list, key: int) -> None:
    """Put a key not in the table into its first free slot along CPython's probe sequence."""
    mask = len(table) - 1
    perturb = (-2 if key == -1 else key) & WORD
    i = perturb & mask
    while True:
        for j in range(i, i + LINEAR_PROBES + 1 if i + LINEAR_PROBES <= mask else i + 1):
            if table[j] is None:
                table[j] = key
                return
        perturb >>= PERTURB_SHIFT
        i = (i * 5 + 1 + perturb) & mask


set_order = native if sys.maxsize == WORD >> 1 else emulated
