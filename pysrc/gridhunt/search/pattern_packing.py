"""Pattern databases packed for shipping as files: a small, very compressible form, unpacked in C-speed steps.

>>> from gridhunt.search import pattern_db
>>> table = pattern_db.build(3, 3, (1, 2), 0)
>>> packed = pack(table, 9, 2)
>>> unpack(packed, 9, 2) == table, len(packed) == len(table) + len(table) // 9
(True, True)

A table (:mod:`gridhunt.search.pattern_db`) is one block per blank cell, each
block indexed by the placement of the tokens. For almost every placement the
value is the same wherever the blank stands: the blank walks for free, so only
the cells it cannot reach without moving a token can make it differ. The packed
form is therefore the *base*, one byte per placement (its smallest value over the
blank's cells, 0 where the tokens collide), followed by the table XOR the base repeated for each blank cell,
which is zero almost everywhere and deflates to a few hundred kB. Entries that
cannot occur (the blank on a token, two tokens on one cell) are zero in the
second part, and ``unpack`` zeroes them again, so the round trip is exact.

Unpacking is three big-integer operations over the whole table (repeat, XOR,
mask; the mask is made of repeated bytes once per shape), so it costs a
fraction of a second even under Pyodide; no Python loop visits the entries.

Throughout: n cells, k tokens, b the blank's cell, s a placement of the tokens.
"""

from functools import lru_cache

from .pattern_db import BASE


def pack(table: bytes, cells: int, tokens: int) -> bytes:
    """The base, then the table XOR the repeated base with the impossible entries zeroed."""
    stride = _stride(table, cells)
    possible = _possible(cells, tokens, stride)
    # the impossible entries read as 255 so that they never are the smallest
    raised = (int.from_bytes(table, "little") | (possible ^ ((1 << 8 * len(table)) - 1))).to_bytes(len(table), "little")
    base = bytes(map(min, *(raised[b * stride : (b + 1) * stride] for b in range(cells)))).replace(b"\xff", b"\0")
    repeated = int.from_bytes(base * cells, "little")
    differences = (int.from_bytes(table, "little") ^ repeated) & possible
    return base + differences.to_bytes(len(table), "little")


def unpack(packed: bytes, cells: int, tokens: int) -> bytes:
    """The table ``pack`` was given; ValueError when the bytes cannot be a packed table of this shape."""
    stride, remainder = divmod(len(packed), cells + 1)
    if remainder or stride < BASE**tokens:
        raise ValueError("A packed pattern database of the wrong size")
    base, differences = packed[:stride], packed[stride:]
    table = (int.from_bytes(base * cells, "little") ^ int.from_bytes(differences, "little")) & _possible(cells, tokens, stride)
    return table.to_bytes(cells * stride, "little")


def _stride(table: bytes, cells: int) -> int:
    """The length of one blank cell's block."""
    stride, remainder = divmod(len(table), cells)
    if remainder:
        raise ValueError("A pattern database holds one block per blank cell")
    return stride


@lru_cache(maxsize=2)
def _possible(cells: int, tokens: int, stride: int) -> int:
    """0xff on every entry whose blank stands on no token (two tokens on one cell are zero in every table)."""
    blocks = []
    for b in range(cells):
        free = b"\xff" * BASE  # placements of the first i tokens, none on b: for i = 1, every cell but b
        free = free[:b] + b"\0" + free[b + 1 :]
        for i in range(1, tokens):  # token i's cell is digit i, the most significant so far
            free = free * b + bytes(len(free)) + free * (BASE - 1 - b)
        blocks.append(free.ljust(stride, b"\0"))
    return int.from_bytes(b"".join(blocks), "little")
