"""Additive pattern databases for sliding-token puzzles on small grids, built with big-int bitsets.

>>> table = build(3, 3, (1, 2), 0)
>>> table[index((1, 2), 0)], table[index((2, 1), 0)], table[index((2, 1), 5)]
(0, 4, 4)

A pattern is a few distinguished tokens and the blank on a board of at most 16
cells; the database holds, for every placement of the tokens and the blank,
how many moves of the tokens themselves are needed to bring each to its own
goal cell with the blank back on its goal cell. The blank walks for free over
cells no pattern token holds (those moves belong to other tokens), and a token
moves only by swapping with the blank next to it. That is a relaxation (the
value never exceeds the true cost), and it keeps the values of disjoint
patterns additive, because one real move moves one token of one pattern. A
move of another pattern's tile is a free blank step here, so it leaves this
pattern's value unchanged: a search only looks up the group whose tile moved.
Keeping the blank (rather than letting tokens step onto any free cell) counts
the detours the blank must make around the pattern, which raises the values:
a 5-5-5 with the blank beats a 6-6-3 without it on the 4x4.

Placements are numbered without compaction, ``sum(cell_i * 16**i)`` and the
blank's cell as digit ``blank_digit``, so a token's move changes the number by
``step * 16**i`` and a search can update it with one addition. The breadth-first
search keeps one Python int per blank cell, with a bit per placement of the
tokens, and works on whole sets at once: a blank step is a mask, a token's
swap a mask and a shift, so the work is done in C and not per state.

Throughout: n is the number of cells (<= 16), k the number of pattern tokens,
p, q cells, b the blank's cell, s a placement number, and a set is a bitset of
placements (one per blank cell).
"""

from collections import deque

BASE = 16
MAX_TOKENS = 5


def index(cells, blank: int, blank_digit: int | None = None) -> int:
    """The number of tokens standing on ``cells`` (token i on cells[i]) with the blank on ``blank``."""
    s = 0
    for i, p in enumerate(cells):
        s += p * BASE**i
    return s + blank * BASE ** (len(cells) if blank_digit is None else blank_digit)


def build(width: int, height: int, goals: tuple[int, ...], hole: int, blank_digit: int | None = None) -> bytes:
    """The table of move counts, one byte per number (unused numbers hold 0)."""
    n, k = width * height, len(goals)
    blank_digit = k if blank_digit is None else blank_digit
    if not (n <= BASE and 1 <= k <= MAX_TOKENS and k <= blank_digit):
        raise ValueError("Pattern databases need at most 16 cells and 1 to 5 tokens")
    block = BASE**k
    valid = ((1 << block) - 1) ^ _collisions(k)
    at = [[_digit_mask(i, {q}, k) for q in range(n)] for i in range(k)]  # at[i][q]: token i on q
    held = [0] * n
    for q in range(n):
        for i in range(k):
            held[q] |= at[i][q]
    free = [valid ^ (valid & held[q]) for q in range(n)]  # no token on q
    neighbours = [list(_neighbours(width, height, b)) for b in range(n)]
    seen = [0] * n
    level = [0] * n
    level[hole] = seen[hole] = 1 << index(goals, 0)
    _spread(level, seen, free, neighbours)
    planes: list[list[int]] = []  # planes[bit][b]: placements with the blank on b whose distance has that bit set
    distance = 0
    while any(level):
        for bit in range(distance.bit_length()):
            if distance >> bit & 1:
                while len(planes) <= bit:
                    planes.append([0] * n)
                plane = planes[bit]
                for b in range(n):
                    plane[b] |= level[b]
        following = [0] * n
        for b in range(n):
            if not level[b]:
                continue
            for q in neighbours[b]:
                beside = level[b] & held[q]
                if not beside:
                    continue
                for i in range(k):
                    moving = beside & at[i][q]
                    if moving:  # token i swaps with the blank: from q to b
                        shift = (b - q) * BASE**i
                        following[q] |= moving << shift if shift > 0 else moving >> -shift
        for b in range(n):
            following[b] = (following[b] | seen[b]) ^ seen[b]
            seen[b] |= following[b]
        _spread(following, seen, free, neighbours)
        level = following
        distance += 1
    stride = BASE**blank_digit
    return b"".join(_bytes_of([plane[b] for plane in planes], block).ljust(stride, b"\0") for b in range(n))


def _spread(level: list[int], seen: list[int], free: list[int], neighbours) -> None:
    """Close ``level`` (already in ``seen``) under free blank steps, in place: a work list over blank cells."""
    queue = deque(b for b in range(len(level)) if level[b])
    fresh = level[:]  # per blank cell: reached but not yet walked on from
    while queue:
        b = queue.popleft()
        walking, fresh[b] = fresh[b], 0
        for q in neighbours[b]:
            moved = walking & free[q]
            moved = (moved | seen[q]) ^ seen[q]
            if moved:
                seen[q] |= moved
                level[q] |= moved
                if not fresh[q]:
                    queue.append(q)
                fresh[q] |= moved


def _neighbours(width: int, height: int, p: int):
    """The cells next to p."""
    r, c = divmod(p, width)
    if r > 0:
        yield p - width
    if r < height - 1:
        yield p + width
    if c > 0:
        yield p - 1
    if c < width - 1:
        yield p + 1


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
