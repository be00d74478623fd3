"""The 9x9 Sudoku solver on small integers: per value, three 27-bit band words (JCZSolve/tdoku spirit).

``P[3 * v + b]`` holds where value v+1 may still go in band b (rows 3b..3b+2),
bit 9 * (row % 3) + column. Everything fits a 30-bit CPython digit, so every
operation is a small-int one. A band word's nine minirows (a row's three cells
in one box) say where the value can be: the three rows of the band put it in
three different boxes, so the minirows that some one-to-one matching of rows
to boxes uses are the only ones left (MATCHED, a 512-entry table: this is
locked candidates and more, in one look-up). A row of the band left with one
cell places the value there, which strikes the cell from the other values'
words and the column from the value's other two bands. Naked singles and
hidden singles in columns come from a sweep when the band words settle.
"""

from typing import Iterator

FULL = (1 << 27) - 1


def _matched() -> list[int]:
    """MATCHED[s]: the minirows (bit 3 * row + box) of s that some row-to-box matching uses; 0 if none."""
    from itertools import permutations

    table = [0] * 512
    for s in range(512):
        keep = 0
        for boxes in permutations(range(3)):
            used = sum(1 << (3 * r + k) for r, k in enumerate(boxes))
            if used & s == used:
                keep |= used
        table[s] = keep
    return table


MATCHED = _matched()
# SHRINK[row piece]: the boxes (3 bits) a row's nine bits touch
SHRINK = [(1 if r & 7 else 0) | (2 if r & 56 else 0) | (4 if r & 448 else 0) for r in range(512)]
SHRINK1 = [s << 3 for s in SHRINK]
SHRINK2 = [s << 6 for s in SHRINK]
# EXPAND[minirows]: their 27 cell bits
EXPAND = [sum(7 << (9 * (m // 3) + 3 * (m % 3)) for m in range(9) if s >> m & 1) for s in range(512)]
# ONE[row piece]: the piece when it has a single bit, else 0
ONE = [r if r and not r & (r - 1) else 0 for r in range(512)]
ONE1 = [r << 9 for r in ONE]
ONE2 = [r << 18 for r in ONE]
# COLUMNS[row piece folded]: the column in all three rows of a band
COLUMNS = [r | r << 9 | r << 18 for r in range(512)]


def solutions(cells) -> Iterator[tuple[int, ...]]:
    """Every solution of the 81 values (0 empty), lazily, depth first."""
    P = [FULL] * 27
    for i, v in enumerate(cells):
        if v:
            b, bit = divmod(i, 27)
            r = bit // 9
            col = bit % 9
            w = P[3 * (v - 1) + b]
            if not w >> bit & 1:
                return
            _place_value(P, v - 1, b, bit)
    state = _propagate(P)
    stack = [state] if state else []
    while stack:
        P, solved = stack.pop()
        if solved == (FULL, FULL, FULL):
            yield _values(P)
            continue
        stack.extend(_branches(P, solved))


def _place_value(P, d, b, bit):
    """Fix value d at band b's bit: clear the cell elsewhere in the band word's row, box and column."""
    r, col = divmod(bit, 9)
    box = col // 3
    band_peers = (511 << 9 * r) | EXPAND[sum(1 << (3 * rr + box) for rr in range(3))]
    P[3 * d + b] &= ~band_peers | (1 << bit)


PEERS_KEEP = [0] * 27  # filled below: band word mask that keeps a cell but strikes its row, box and column in band


def _fill_peers():
    for bit in range(27):
        r, col = divmod(bit, 9)
        box = col // 3
        band_peers = (511 << 9 * r) | EXPAND[sum(1 << (3 * rr + box) for rr in range(3))]
        PEERS_KEEP[bit] = (FULL ^ band_peers) | (1 << bit)


_fill_peers()


def _propagate(P):
    """Band updates to a fixpoint, then naked and column singles; (P, solved) or None."""
    solved = [0, 0, 0]
    last = [-1] * 27
    while True:
        changed = True
        while changed:
            changed = False
            for i in range(27):
                w = P[i]
                if w == last[i]:
                    continue
                c = MATCHED[SHRINK[w & 511] | SHRINK1[w >> 9 & 511] | SHRINK2[w >> 18]]
                if not c:
                    return None
                w &= EXPAND[c]
                placed = ONE[w & 511] | ONE1[w >> 9 & 511] | ONE2[w >> 18]
                b = i % 3
                new = placed & ~solved[b]
                P[i] = last[i] = w
                if new:
                    solved[b] |= new
                    keep = ~new
                    for j in range(b, 27, 3):
                        if j != i:
                            P[j] &= keep
                    fold = (new | new >> 9 | new >> 18) & 511
                    strike = ~COLUMNS[fold]
                    d3 = i - b
                    for j in (d3, d3 + 1, d3 + 2):
                        if j != i:
                            P[j] &= strike
                    changed = True
        # naked singles: cells with one value left, not yet placed
        found = False
        for b in range(3):
            once = twice = 0
            for j in range(b, 27, 3):
                w = P[j]
                twice |= once & w
                once |= w
            if once != FULL:
                return None
            naked = once & ~twice & ~solved[b]
            while naked:
                low = naked & -naked
                naked ^= low
                bit = low.bit_length() - 1
                for j in range(b, 27, 3):
                    if P[j] & low:
                        P[j] &= PEERS_KEEP[bit]
                        break
                found = True
        if found:
            continue
        # hidden singles in columns
        for d3 in range(0, 27, 3):
            once = twice = 0
            for w in (P[d3], P[d3 + 1], P[d3 + 2]):
                for x in (w & 511, w >> 9 & 511, w >> 18):
                    twice |= once & x
                    once |= x
            if once != 511:
                return None
            single = once & ~twice
            if single:
                for b in range(3):
                    w = P[d3 + b]
                    hit = w & COLUMNS[single] & ~solved[b]
                    while hit:
                        low = hit & -hit
                        hit ^= low
                        P[d3 + b] &= PEERS_KEEP[low.bit_length() - 1]
                        found = True
        if not found:
            return P, tuple(solved)


def _branches(P, solved):
    """Two or more states: the values of the first cell with the fewest (two, usually)."""
    best = None
    for b in range(3):
        once = twice = thrice = 0
        for j in range(b, 27, 3):
            w = P[j]
            thrice |= twice & w
            twice |= once & w
            once |= w
        pairs = twice & ~thrice & ~solved[b]
        if pairs:
            low = pairs & -pairs
            best = (b, low)
            break
    if best is None:  # no two-value cell: any open cell
        for b in range(3):
            open_cells = FULL & ~solved[b]
            if open_cells:
                best = (b, open_cells & -open_cells)
                break
    b, low = best
    bit = low.bit_length() - 1
    states = []
    for j in range(b, 27, 3):
        if P[j] & low:
            trial = P[:]
            trial[j] &= PEERS_KEEP[bit]
            for k in range(b, 27, 3):
                if k != j:
                    trial[k] &= ~low
            state = _propagate(trial)
            if state:
                states.append(state)
    return states


def _values(P) -> tuple[int, ...]:
    grid = [0] * 81
    for j in range(27):
        d, b = divmod(j, 3)
        w = P[j]
        while w:
            low = w & -w
            w ^= low
            grid[27 * b + low.bit_length() - 1] = d + 1
    return tuple(grid)
