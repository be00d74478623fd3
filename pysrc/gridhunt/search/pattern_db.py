"""Additive pattern databases for sliding-token puzzles on small grids, built with big-int bitsets.

>>> table = build(3, 3, (1, 2))
>>> table[index((1, 2))], table[index((2, 1))]
(0, 4)

A pattern is a few distinguished tokens on a board of at most 16 cells; the
database holds, for every placement of those tokens, how many moves of the
tokens themselves are needed to bring each to its own goal cell. The blank is
left out on purpose: a token may step onto any cell no other pattern token
holds. That is a relaxation (the value never exceeds the true cost), and it
keeps the values of disjoint patterns additive, because one real move moves
one token of one pattern.

Placements are numbered without compaction, ``sum(cell_i * 16**i)``, so a
token's move changes the number by ``step * 16**i`` and a search can update it
with one addition. The breadth-first search runs on whole levels at once: a
level is one Python int with a bit per placement, and moving token i by a step
is a mask and a shift of that int, so the work is done in C and not per state.
That is what makes building a 6-token table for a 4x4 board take seconds
rather than minutes in pure Python.

Throughout: n is the number of cells (<= 16), k the number of pattern tokens,
p a cell, s a placement number, and a level is a bitset of placements.
"""

BASE = 16
MAX_TOKENS = 6


def index(cells) -> int:
    """The placement number of tokens standing on ``cells`` (token i on cells[i])."""
    s = 0
    for i, p in enumerate(cells):
        s += p * BASE**i
    return s


def build(width: int, height: int, goals: tuple[int, ...]) -> bytes:
    """The table of move counts, one byte per placement number (unused numbers hold 0)."""
    n, k = width * height, len(goals)
    if not (n <= BASE and 1 <= k <= MAX_TOKENS):
        raise ValueError("Pattern databases need at most 16 cells and 1 to 6 tokens")
    size = BASE**k
    valid = ((1 << size) - 1) ^ _collisions(k)
    shifts = []  # (placements where token i may take the step, shift of the placement number)
    for i in range(k):
        for step, sources in _steps(width, height):
            # stepping onto another token gives a collision, which the valid mask removes
            shifts.append((_digit_mask(i, sources, k), step * BASE**i))
    level = seen = 1 << index(goals)
    planes = []  # planes[b]: placements whose distance has bit b set
    distance = 0
    while level:
        for b in range(distance.bit_length()):
            if distance >> b & 1:
                while len(planes) <= b:
                    planes.append(0)
                planes[b] |= level
        following = 0
        for movable, shift in shifts:
            moved = level & movable
            following |= moved << shift if shift > 0 else moved >> -shift
        level = following & valid & ~seen
        seen |= level
        distance += 1
    return _bytes_of(planes, size)


def _steps(width: int, height: int):
    """Each step (+-1, +-width) with the cells a token can take it from."""
    cells = range(width * height)
    return (
        (1, [p for p in cells if p % width < width - 1]),
        (-1, [p for p in cells if p % width > 0]),
        (width, [p for p in cells if p // width < height - 1]),
        (-width, [p for p in cells if p // width > 0]),
    )


def _digit_pattern(i: int, cells) -> bytes:
    """One period (16**(i+1) placements) of the bitset "digit i of the placement number is in cells"."""
    if i == 0:
        return sum(1 << p for p in cells).to_bytes(2, "little")
    run = 2 * BASE ** (i - 1)  # bytes of consecutive placements sharing digit i
    return b"".join((b"\xff" if p in cells else b"\x00") * run for p in range(BASE))


def _digit_mask(i: int, cells, k: int) -> int:
    """The bitset of placement numbers whose digit i (base 16) is one of ``cells``."""
    return int.from_bytes(_digit_pattern(i, set(cells)) * BASE ** (k - 1 - i), "little")


def _collisions(k: int) -> int:
    """The bitset of placement numbers where two digits are equal (two tokens on one cell)."""
    found = 0
    for j in range(1, k):
        for i in range(j):
            # within one value q of digit j (16**j placements), digit i must equal q
            period = b"".join(_digit_pattern(i, {q}) * BASE ** (j - 1 - i) for q in range(BASE))
            found |= int.from_bytes(period * BASE ** (k - 1 - j), "little")
    return found


def _bytes_of(planes: list[int], size: int) -> bytes:
    """Spread bit planes into one byte per placement, in C: translate each byte of a plane to its 8 bits."""
    total = 0
    for b, plane in enumerate(planes):
        packed = plane.to_bytes(size // 8, "little")
        spread = bytearray(size)
        for bit in range(8):
            table = bytes((1 << b) if v >> bit & 1 else 0 for v in range(256))
            spread[bit::8] = packed.translate(table)
        total |= int.from_bytes(spread, "little")
    return total.to_bytes(size, "little")
