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

# Segments: three cells of a row (horizontal) or of a column (vertical) inside
# one box, each folded onto its first cell; H_SPREAD / V_SPREAD copy a segment's
# first field onto its three cells.
H_SEG = _fields(r * 9 + c for r in range(9) for c in (0, 3, 6))
V_SEG = _fields(r * 9 + c for r in (0, 3, 6) for c in range(9))
H_SPREAD = 1 | 1 << W | 1 << (2 * W)
V_SPREAD = 1 | 1 << ROW | 1 << (2 * ROW)


def _keep_masks() -> list[int | None]:
    """By the bit length of (cell, value)'s bit: the mask that keeps everything but its peers' copies of it.

    Bit length 0 (an empty field) has None. A list indexed by a small int is
    cheaper than a dict keyed by a big one.
    """
    keep: list[int | None] = [None] * (81 * W + 1)
    everything = G | M9
    for i in range(81):
        r, c = divmod(i, 9)
        box = [(r // 3 * 3 + dr) * 9 + c // 3 * 3 + dc for dr in range(3) for dc in range(3)]
        peers = set(range(r * 9, r * 9 + 9)) | set(range(c, 81, 9)) | set(box)
        peers.discard(i)
        for v in range(9):
            drop = sum(1 << (W * j + v) for j in peers) | (FIELD[i] & ~(1 << (W * i + v)))
            keep[W * i + v + 1] = everything & ~drop
    return keep


KEEP = _keep_masks()
# The field and the guard bit of the cell whose guard has this bit length
# (lists indexed by a small int are cheaper than dicts keyed by big ones).
FIELD_BY_LENGTH = [0] * (81 * W + 1)
GUARD_BY_LENGTH = [0] * (81 * W + 1)
for _i in range(81):
    FIELD_BY_LENGTH[W * _i + W] = FIELD[_i]
    GUARD_BY_LENGTH[W * _i + W] = 512 << (W * _i)
# DROP[bit length of (cell, value)'s bit]: the candidates that placing it removes
DROP = [None if keep is None else (G | M9) ^ keep for keep in KEEP]
# GIVEN_CLEAR[cell][value]: the cell's other candidates, cleared when the value is given (row 0: empty)
GIVEN_CLEAR = [[0] + [FIELD[i] ^ (1 << (W * i + v)) for v in range(9)] for i in range(81)]


def solutions(cells) -> Iterator[tuple[int, ...]]:
    """Every solution of the 81 values (0 empty), lazily, depth first."""
    x = M9
    for i, v in enumerate(cells):
        if v:
            x ^= GIVEN_CLEAR[i][v]  # a plain loop: sum(map(...)) of big integers is 4x slower under Pyodide
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
    """The solved grid's 81 values: each field becomes its value, then the fields are packed into bytes."""
    y = L
    for mask, shift in VALUE_BITS:
        y += (((x & mask) + M9) & G) >> shift
    for moving, shift in PACKING:
        part = y & moving
        y = (y ^ part) | part >> shift
    return tuple(y.to_bytes(81, "little"))


# Bit b of a solved field's value minus one is set when its candidate is in
# the mask's set; the guard of (field & mask) + M9 tells, shifted down to bit b.
VALUE_BITS = tuple((sum(1 << v for v in range(9) if v >> b & 1) * L, 9 - b) for b in range(4))


def _packing() -> tuple[tuple[int, int], ...]:
    """The steps that move cell i's 4-bit value from bit 10*i down to bit 8*i.

    Step k moves the cells whose index has bit k set by 2**(k + 1) bits; the
    values stay at least 8 bits apart throughout, so none overlaps another.
    """
    steps = []
    for k in range(7):
        moving = sum(15 << (W * i - 2 * (i % (1 << k))) for i in range(81) if i >> k & 1)
        steps.append((moving, 2 << k))
    return tuple(steps)


PACKING = _packing()


def _branches(x: int, placed: int) -> list:
    """The propagated states to try next, the last one first.

    Branches on the two-candidate cell whose weaker value removes the most
    candidates from its peers at once (a count of one AND, no propagation): the
    earlier version propagated both values of up to eight cells to choose, and
    searched fewer nodes, but spent more on the look-ahead than it saved
    (forum_hardest: 148 nodes instead of 124, 1.4x faster).
    """
    once = ((x | G) - L) & x  # each field minus its lowest candidate
    twice = ((once | G) - L) & once
    pairs = ((once + M9) ^ (twice + M9)) & G  # guards of the fields with exactly two candidates
    best, best_score = 0, -1
    while pairs:
        top = pairs.bit_length()
        pairs ^= GUARD_BY_LENGTH[top]
        options = x & FIELD_BY_LENGTH[top]
        high = options.bit_length()
        first = (x & DROP[high]).bit_count()
        second = (x & DROP[(options ^ (1 << (high - 1))).bit_length()]).bit_count()
        score = first if first < second else second
        if score > best_score:
            best, best_score = top, score
    if best:
        options = x & FIELD_BY_LENGTH[best]
        rest = x ^ options
        high = 1 << (options.bit_length() - 1)
        return [propagate(rest | (options ^ high), placed), propagate(rest | high, placed)]
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


# Copies of an anchor's field onto the three segments of its row, box (as rows),
# column and box (as columns).
ROW_TRIPLE = 1 | 1 << (3 * W) | 1 << (6 * W)
BOX_ROW_TRIPLE = 1 | 1 << ROW | 1 << (2 * ROW)
COL_TRIPLE = 1 | 1 << (3 * ROW) | 1 << (6 * ROW)
BOX_COL_TRIPLE = 1 | 1 << W | 1 << (2 * W)


def propagate(x: int, placed: int, G=G, M9=M9, L=L, KEEP=KEEP, FIELD_BY_LENGTH=FIELD_BY_LENGTH, GUARD_BY_LENGTH=GUARD_BY_LENGTH,
              ROW_ANCHORS=ROW_ANCHORS, COL_ANCHORS=COL_ANCHORS, BOX_ANCHORS=BOX_ANCHORS, H_SEG=H_SEG, V_SEG=V_SEG,
              ROW_SPREAD=ROW_SPREAD, COL_SPREAD=COL_SPREAD, BOX_SPREAD=BOX_SPREAD, H_SPREAD=H_SPREAD,
              V_SPREAD=V_SPREAD, ROW_TRIPLE=ROW_TRIPLE, BOX_ROW_TRIPLE=BOX_ROW_TRIPLE, COL_TRIPLE=COL_TRIPLE,
              BOX_COL_TRIPLE=BOX_COL_TRIPLE):
    """Naked and hidden singles and locked candidates to a fixpoint: (x, placed) or None.

    ``placed`` holds the guard bits of the cells whose value was already removed
    from their peers. Everything runs on the whole grid at once, in one function:
    the keyword arguments make the constants local names and the shifts are
    literal (10 bits a cell, 30 a segment, 90 a row, 270 a band), for speed.
    """
    unplaced = G ^ placed
    while True:
        while True:
            new = unplaced & ((((x | G) - L) & x) + M9) ^ unplaced  # unplaced cells with one candidate (or none)
            if not new:
                if (x + M9) & G != G:
                    return None  # a placed cell lost its value
                break
            unplaced ^= new
            while new:
                top = new.bit_length()
                new ^= GUARD_BY_LENGTH[top]
                keep = KEEP[(x & FIELD_BY_LENGTH[top]).bit_length()]
                if keep is None:
                    return None  # a cell lost every candidate
                x &= keep
        if not unplaced:
            return x, G ^ unplaced
        # hidden singles in rows and boxes first: both come from one fold of the horizontal segments
        # (three cells of a row); columns, a fold of their own, only when these find nothing.
        # "once" = some cell has the value, "twice" = two cells have it, "in_two" = two segments have it
        a = x >> 10
        b = x >> 20
        ab = x | a
        ho = ab | b
        ht = (x & a) | (ab & b)
        a = ho >> 30
        b = ho >> 60
        ab = ho | a
        rows_once = (ab | b) & ROW_ANCHORS
        rows_in_two = ((ho & a) | (ab & b)) & ROW_ANCHORS
        rows_twice = ((ht | ht >> 30 | ht >> 60) & ROW_ANCHORS) | rows_in_two
        a = ho >> 90
        b = ho >> 180
        ab = ho | a
        boxes_once = (ab | b) & BOX_ANCHORS
        boxes_in_two = ((ho & a) | (ab & b)) & BOX_ANCHORS
        boxes_twice = ((ht | ht >> 90 | ht >> 180) & BOX_ANCHORS) | boxes_in_two
        if rows_once != ROW_ANCHORS or boxes_once != BOX_ANCHORS:
            return None  # a value has no place left in some row or box
        touched = ((rows_once ^ rows_twice) * ROW_SPREAD | (boxes_once ^ boxes_twice) * BOX_SPREAD) & x
        guards = (touched + M9) & G
        hidden = x ^ ((x & (guards - (guards >> 9))) ^ touched)  # touched cells keep only the touched value
        if hidden != x:
            x = hidden
            continue
        a = x >> 90
        b = x >> 180
        ab = x | a
        vo = ab | b
        vt = (x & a) | (ab & b)
        a = vo >> 270
        b = vo >> 540
        ab = vo | a
        cols_once = (ab | b) & COL_ANCHORS
        cols_in_two = ((vo & a) | (ab & b)) & COL_ANCHORS
        cols_twice = ((vt | vt >> 270 | vt >> 540) & COL_ANCHORS) | cols_in_two
        if cols_once != COL_ANCHORS:
            return None
        touched = ((cols_once ^ cols_twice) * COL_SPREAD) & x
        guards = (touched + M9) & G
        hidden = x ^ ((x & (guards - (guards >> 9))) ^ touched)
        if hidden != x:
            x = hidden
            continue
        # locked candidates: a value of a unit confined to one segment leaves the segment's other unit
        h = ho & H_SEG
        v = vo & V_SEG
        claiming = ((ROW_ANCHORS ^ rows_in_two) * ROW_TRIPLE) & h  # only segment of its row
        pointing = ((BOX_ANCHORS ^ boxes_in_two) * BOX_ROW_TRIPLE) & h  # only row segment of its box
        gone = (
            (((claiming | claiming >> 90 | claiming >> 180) & BOX_ANCHORS) * BOX_SPREAD
             | ((pointing | pointing >> 30 | pointing >> 60) & ROW_ANCHORS) * ROW_SPREAD)
        )
        protect = (claiming | pointing) * H_SPREAD  # the segment itself keeps the value
        gone = (gone | protect) ^ protect  # (a | b) ^ b: a & ~b without a negative integer (slower)
        a = vo >> 10
        b = vo >> 20
        ab = vo | a
        boxes_in_two = ((vo & a) | (ab & b)) & BOX_ANCHORS
        claiming = ((COL_ANCHORS ^ cols_in_two) * COL_TRIPLE) & v  # only segment of its column
        pointing = ((BOX_ANCHORS ^ boxes_in_two) * BOX_COL_TRIPLE) & v  # only column segment of its box
        more = (
            ((claiming | claiming >> 10 | claiming >> 20) & BOX_ANCHORS) * BOX_SPREAD
            | ((pointing | pointing >> 270 | pointing >> 540) & COL_ANCHORS) * COL_SPREAD
        )
        protect = (claiming | pointing) * V_SPREAD
        gone = (gone | (more | protect) ^ protect) & x
        if not gone:
            return x, G ^ unplaced
        x ^= gone


