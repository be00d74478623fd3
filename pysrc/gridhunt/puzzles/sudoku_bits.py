"""The 9x9 Sudoku solver on one big integer: every candidate of the grid is one bit.

Cell i (0..80, row by row) owns the ten bits from 10*i: bits 0-8 are its
candidates 1-9 and bit 9 is a guard that stays 0 in the grid, so that a
subtraction or an addition across all 81 fields at once never carries from one
cell into the next. One ``&`` with a precomputed mask then removes a value from
every peer of a cell, and a few shifts fold each row, column or box into one
field to find hidden singles and locked candidates for the whole grid together.

>>> grid = next(solutions((0,) * 81))
>>> grid[:9]
(1, 2, 3, 4, 5, 6, 7, 8, 9)

Glossary: x the grid's candidate integer, a field the ten bits of one cell,
G the guard bits, an anchor the first cell of a row, column or box (where a fold
leaves its result), a segment three cells of one row (or column) inside one box.
"""

from typing import Iterator

W = 10  # bits per cell
ROW = 9 * W  # bits per row


def _fields(cells) -> int:
    return sum(511 << (W * i) for i in cells)


G = sum(512 << (W * i) for i in range(81))
L = G >> 9  # bit 0 of every field
M9 = L * 511  # all nine candidate bits of every field
ROW_ANCHORS = _fields(r * 9 for r in range(9))
COL_ANCHORS = _fields(range(9))
BOX_ANCHORS = _fields(r * 9 + c for r in (0, 3, 6) for c in (0, 3, 6))
ROW_SPREAD = sum(1 << (W * c) for c in range(9))
COL_SPREAD = sum(1 << (ROW * r) for r in range(9))
BOX_SPREAD = sum(1 << (ROW * r + W * c) for r in range(3) for c in range(3))
FIELD = [511 << (W * i) for i in range(81)]
FIELD_OF_GUARD = {512 << (W * i): 511 << (W * i) for i in range(81)}

# Segments: three cells of a row inside one box, anchored at its first cell
# (column 0, 3 or 6); "across" moves to the row's next segment, "down" to the
# segment below in the same box (rows cycle inside their band of three).
H_SEG = _fields(r * 9 + c for r in range(9) for c in (0, 3, 6))
H_FIRST, H_MID, H_LAST = (_fields(r * 9 + c for r in range(9)) for c in (0, 3, 6))
V_SEG = _fields(r * 9 + c for r in (0, 3, 6) for c in range(9))
V_FIRST, V_MID, V_LAST = (_fields(r * 9 + c for c in range(9)) for r in (0, 3, 6))
H_SPREAD = 1 | 1 << W | 1 << (2 * W)
V_SPREAD = 1 | 1 << ROW | 1 << (2 * ROW)


def _keep_masks() -> dict[int, int]:
    """For the bit of (cell, value): the mask that keeps everything but its peers' copies of it."""
    keep = {}
    everything = G | M9
    for i in range(81):
        r, c = divmod(i, 9)
        box = [(r // 3 * 3 + dr) * 9 + c // 3 * 3 + dc for dr in range(3) for dc in range(3)]
        peers = set(range(r * 9, r * 9 + 9)) | set(range(c, 81, 9)) | set(box)
        peers.discard(i)
        for v in range(9):
            drop = sum(1 << (W * j + v) for j in peers) | (FIELD[i] & ~(1 << (W * i + v)))
            keep[1 << (W * i + v)] = everything & ~drop
    return keep


KEEP = _keep_masks()
FIELD_BY_LENGTH = [0] * 811
for _i in range(81):
    FIELD_BY_LENGTH[W * _i + 10] = FIELD[_i]
PROBES = 8  # two-candidate cells tried per search node: more probes, fewer nodes


def solutions(cells) -> Iterator[tuple[int, ...]]:
    """Every solution of the 81 values (0 empty), lazily, depth first."""
    x = M9
    for i, v in enumerate(cells):
        if v:
            x = (x & ~FIELD[i]) | (1 << (W * i + v - 1))
    stack = [propagate(x, 0)]
    while stack:
        state = stack.pop()
        if state is None:
            continue
        x, placed = state
        if placed == G:
            yield _values(x)
            continue
        stack.extend(_branches(x, placed))


def _values(x: int) -> tuple[int, ...]:
    """The solved grid's 81 values, read from the binary digits (cell 80 comes first)."""
    digits = format(x, "0810b")
    return tuple([_DIGIT[digits[k : k + W]] for k in range(800, -1, -W)])


_DIGIT = {format(1 << v, "010b"): v + 1 for v in range(9)}


def _branches(x: int, placed: int) -> list:
    """The propagated states to try next, the last one first.

    Probes up to PROBES two-candidate cells: a value whose propagation fails is
    never tried (the cell is forced), and otherwise the cell whose weaker branch
    keeps the fewest candidates is chosen, as its branches shrink the search most.
    """
    once = ((x | G) - L) & x  # each field minus its lowest candidate
    twice = ((once | G) - L) & once
    pairs = ((once + M9) & G) & ~((twice + M9) & G)
    best, best_score, forced, probes = None, 1 << 20, False, 0
    while pairs and probes < PROBES:
        guard = pairs & -pairs
        pairs ^= guard
        field = FIELD_OF_GUARD[guard]
        options = x & field
        if options & (options - 1) == 0:
            continue  # already forced by an earlier probe
        probes += 1
        rest = x & ~field
        low = options & -options
        first, second = propagate(rest | low, placed), propagate(rest | (options ^ low), placed)
        if first is None or second is None:
            if first is None and second is None:
                return []
            x, placed = first or second
            if placed == G:
                return [(x, placed)]
            forced = True
            continue
        score = max(first[0].bit_count(), second[0].bit_count())
        if score < best_score:
            best, best_score = [second, first], score
    if forced:
        return [(x, placed)]  # look again at the smaller grid
    if best is not None:
        return best
    guard = _fewest_candidates(x, placed)
    field = FIELD_OF_GUARD[guard]
    options, rest = x & field, x & ~field
    states = []
    while options:
        bit = options & -options
        options ^= bit
        states.append(propagate(rest | bit, placed))
    return states[::-1]


def _fewest_candidates(x: int, placed: int) -> int:
    """The guard bit of an open cell with the fewest candidates."""
    best, fewest = 0, 10
    open_cells = G & ~placed
    while open_cells:
        guard = open_cells & -open_cells
        open_cells ^= guard
        count = (x & FIELD_OF_GUARD[guard]).bit_count()
        if count < fewest:
            best, fewest = guard, count
    return best


def _band_masks(seg_mask: int, down: int) -> tuple[int, int, int, int]:
    """Masks for cycling a segment to the one below / above it inside its box.

    Positions of segments in their band: 0, 1, 2 (down = one step). Returns
    (targets at 0 or 1, targets at 2 for the wrap, targets at 1 or 2, targets at 0).
    """
    step_cells = down // W
    in_band = [0, 0, 0]
    for i in range(81):
        if seg_mask >> (W * i) & 511:
            r, c = divmod(i, 9)
            k = (r if step_cells == 9 else c) % 3
            in_band[k] |= 511 << (W * i)
    return in_band[0] | in_band[1], in_band[2], in_band[1] | in_band[2], in_band[0]


# Where a segment's fold lands when moved to its line's or its box's other segments:
# the targets at positions 0-1, 2 (the wrap), 1-2 and 0 of the three.
H_LINE = (H_FIRST & H_SEG | H_MID & H_SEG, H_LAST & H_SEG, H_MID & H_SEG | H_LAST & H_SEG, H_FIRST & H_SEG)
H_BOX = _band_masks(H_SEG, ROW)
V_LINE = (V_FIRST & V_SEG | V_MID & V_SEG, V_LAST & V_SEG, V_MID & V_SEG | V_LAST & V_SEG, V_FIRST & V_SEG)
V_BOX = _band_masks(V_SEG, W)


def _locked_candidates(x: int, h: int, v: int, H_LINE=H_LINE, H_BOX=H_BOX, V_LINE=V_LINE, V_BOX=V_BOX,
                       H_SPREAD=H_SPREAD, V_SPREAD=V_SPREAD) -> int:
    """x without the candidates that pointing and claiming remove, for every segment at once.

    h and v hold each horizontal and vertical segment's candidates at its first cell.
    """
    H01, H2, H12, H0 = H_LINE
    HB01, HB2, HB12, HB0 = H_BOX
    V01, V2, V12, V0 = V_LINE
    VB01, VB2, VB12, VB0 = V_BOX
    # horizontal segments: across a row by 30 bits, down a box by 90
    pointing = h & ~(((h >> 90) & HB01) | ((h << 180) & HB2) | ((h << 90) & HB12) | ((h >> 180) & HB0))
    claiming = h & ~(((h >> 30) & H01) | ((h << 60) & H2) | ((h << 30) & H12) | ((h >> 60) & H0))
    gone = (((pointing >> 30) & H01) | ((pointing << 60) & H2) | ((pointing << 30) & H12) | ((pointing >> 60) & H0)
            | ((claiming >> 90) & HB01) | ((claiming << 180) & HB2) | ((claiming << 90) & HB12) | ((claiming >> 180) & HB0))
    # vertical segments: down a column by 270 bits, across a box by 10
    pointing = v & ~(((v >> 10) & VB01) | ((v << 20) & VB2) | ((v << 10) & VB12) | ((v >> 20) & VB0))
    claiming = v & ~(((v >> 270) & V01) | ((v << 540) & V2) | ((v << 270) & V12) | ((v >> 540) & V0))
    gone2 = (((pointing >> 270) & V01) | ((pointing << 540) & V2) | ((pointing << 270) & V12) | ((pointing >> 540) & V0)
             | ((claiming >> 10) & VB01) | ((claiming << 20) & VB2) | ((claiming << 10) & VB12) | ((claiming >> 20) & VB0))
    if gone or gone2:
        return x & ~(gone * H_SPREAD | gone2 * V_SPREAD)
    return x


def propagate(x: int, placed: int, G=G, M9=M9, L=L, KEEP=KEEP, FIELD_BY_LENGTH=FIELD_BY_LENGTH,
              ROW_ANCHORS=ROW_ANCHORS, COL_ANCHORS=COL_ANCHORS, BOX_ANCHORS=BOX_ANCHORS, H_SEG=H_SEG, V_SEG=V_SEG,
              ROW_SPREAD=ROW_SPREAD, COL_SPREAD=COL_SPREAD, BOX_SPREAD=BOX_SPREAD, locked_candidates=_locked_candidates):
    """Naked and hidden singles and locked candidates to a fixpoint: (x, placed) or None."""
    while True:
        while True:
            new = G & ~(((((x | G) - L) & x) + M9) | placed)
            if not new:
                if (x + M9) & G != G:
                    return None  # a placed cell lost its value
                break
            placed |= new
            while new:
                guard = new & -new
                new ^= guard
                keep = KEEP.get(x & FIELD_BY_LENGTH[guard.bit_length()])
                if keep is None:
                    return None  # a cell lost every candidate
                x &= keep
        if placed == G:
            return x, placed
        # hidden singles: horizontal segments (three cells of a row) fold into rows and boxes
        a = x >> 10
        b = x >> 20
        ab = x | a
        ho = ab | b
        ht = (x & a) | (ab & b)
        a = ho >> 30
        b = ho >> 60
        ab = ho | a
        rows_once = (ab | b) & ROW_ANCHORS
        rows_twice = (ht | ht >> 30 | ht >> 60 | (ho & a) | (ab & b)) & ROW_ANCHORS
        a = ho >> 90
        b = ho >> 180
        ab = ho | a
        boxes_once = (ab | b) & BOX_ANCHORS
        boxes_twice = (ht | ht >> 90 | ht >> 180 | (ho & a) | (ab & b)) & BOX_ANCHORS
        # vertical segments (three cells of a column) fold into columns
        a = x >> 90
        b = x >> 180
        ab = x | a
        vo = ab | b
        vt = (x & a) | (ab & b)
        a = vo >> 270
        b = vo >> 540
        ab = vo | a
        cols_once = (ab | b) & COL_ANCHORS
        cols_twice = (vt | vt >> 270 | vt >> 540 | (vo & a) | (ab & b)) & COL_ANCHORS
        if rows_once != ROW_ANCHORS or cols_once != COL_ANCHORS or boxes_once != BOX_ANCHORS:
            return None
        touched = (
            (rows_once ^ rows_twice) * ROW_SPREAD
            | (cols_once ^ cols_twice) * COL_SPREAD
            | (boxes_once ^ boxes_twice) * BOX_SPREAD
        ) & x
        if touched:
            guards = (touched + M9) & G
            hidden = (x & ~(guards - (guards >> 9))) | touched
            if hidden != x:
                x = hidden
                continue
        locked = locked_candidates(x, ho & H_SEG, vo & V_SEG)
        if locked == x:
            return x, placed
        x = locked


