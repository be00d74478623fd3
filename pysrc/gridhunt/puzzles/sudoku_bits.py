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


def propagate(x: int, placed: int, G=G, M9=M9, L=L, KEEP=KEEP, FIELD_OF_GUARD=FIELD_OF_GUARD):
    """Naked and hidden singles and locked candidates to a fixpoint: (x, placed) or None.

    ``placed`` holds the guard bits of the cells whose value was already removed
    from their peers. (The keyword arguments make the constants local names, for speed.)
    """
    while True:
        while True:
            if (x + M9) & G != G:
                return None  # a cell lost every candidate
            multi = ((((x | G) - L) & x) + M9) & G
            new = G & ~multi & ~placed
            if not new:
                break
            placed |= new
            while new:
                guard = new & -new
                new ^= guard
                keep = KEEP.get(x & FIELD_OF_GUARD[guard])
                if keep is None:
                    return None  # emptied by a single placed just before
                x &= keep
        if placed == G:
            return x, placed
        hidden = _hidden_singles(x)
        if hidden is None:
            return None
        if hidden != x:
            x = hidden
            continue
        locked = _locked_candidates(x)
        if locked == x:
            return x, placed
        x = locked


def _hidden_singles(x: int, G=G, M9=M9, ROW_ANCHORS=ROW_ANCHORS, COL_ANCHORS=COL_ANCHORS, BOX_ANCHORS=BOX_ANCHORS):
    """x with each cell that is the only place of a value in a unit cut to that value; None when a unit lacks a value.

    (The keyword arguments make the constants local names, for speed.)
    """
    # rows: fold the nine fields of each row onto its first cell (once = seen, twice = seen again)
    o1, t1 = x | x >> W, x & x >> W
    o2, t2 = o1 | o1 >> 2 * W, t1 | t1 >> 2 * W | (o1 & o1 >> 2 * W)
    o3, t3 = o2 | o2 >> 4 * W, t2 | t2 >> 4 * W | (o2 & o2 >> 4 * W)
    last = x >> 8 * W
    rows_once, rows_twice = (o3 | last) & ROW_ANCHORS, (t3 | (o3 & last)) & ROW_ANCHORS
    # columns: the same with a row's stride
    o1, t1 = x | x >> ROW, x & x >> ROW
    o2, t2 = o1 | o1 >> 2 * ROW, t1 | t1 >> 2 * ROW | (o1 & o1 >> 2 * ROW)
    o3, t3 = o2 | o2 >> 4 * ROW, t2 | t2 >> 4 * ROW | (o2 & o2 >> 4 * ROW)
    last = x >> 8 * ROW
    cols_once, cols_twice = (o3 | last) & COL_ANCHORS, (t3 | (o3 & last)) & COL_ANCHORS
    # boxes: three cells of a row, then three rows
    a, b, c = x, x >> W, x >> 2 * W
    o1 = a | b
    o, t = o1 | c, (a & b) | (o1 & c)
    a, b, c = o, o >> ROW, o >> 2 * ROW
    o1 = a | b
    boxes_once = (o1 | c) & BOX_ANCHORS
    boxes_twice = (t | t >> ROW | t >> 2 * ROW | (a & b) | (o1 & c)) & BOX_ANCHORS
    if rows_once != ROW_ANCHORS or cols_once != COL_ANCHORS or boxes_once != BOX_ANCHORS:
        return None
    spread = (
        (rows_once & ~rows_twice) * ROW_SPREAD
        | (cols_once & ~cols_twice) * COL_SPREAD
        | (boxes_once & ~boxes_twice) * BOX_SPREAD
    )
    touched = spread & x
    if not touched:
        return x
    guards = (touched + M9) & G
    return (x & ~(guards - (guards >> 9))) | touched


def _locked_candidates(x: int) -> int:
    """x without the candidates that pointing and claiming remove, for every segment at once."""
    for seg_mask, step, across, first, mid, last, down, spread in _SEGMENT_PLANS:
        up_to_mid, wrap_last, from_mid, wrap_first = _BAND[down]
        seg = (x | x >> step | x >> 2 * step) & seg_mask
        # the other two segments of the same line, moved onto each segment
        line_others = ((seg >> across) & (first | mid)) | ((seg << 2 * across) & last)
        line_others |= ((seg << across) & (mid | last)) | ((seg >> 2 * across) & first)
        # the other two segments of the same box (cycling inside the band)
        box_others = ((seg >> down) & up_to_mid) | ((seg << 2 * down) & wrap_last)
        box_others |= ((seg << down) & from_mid) | ((seg >> 2 * down) & wrap_first)
        pointing = seg & ~box_others  # in the box only on this segment: gone from the line's others
        claiming = seg & ~line_others  # in the line only on this segment: gone from the box's others
        gone = ((pointing >> across) & (first | mid)) | ((pointing << 2 * across) & last)
        gone |= ((pointing << across) & (mid | last)) | ((pointing >> 2 * across) & first)
        gone |= ((claiming >> down) & up_to_mid) | ((claiming << 2 * down) & wrap_last)
        gone |= ((claiming << down) & from_mid) | ((claiming >> 2 * down) & wrap_first)
        x &= ~(gone * spread)
    return x


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


# Horizontal segments move across a row by 3 cells and down a box by 1 row;
# vertical segments move down a column by 3 rows and across a box by 1 column.
_BAND = {ROW: _band_masks(H_SEG, ROW), W: _band_masks(V_SEG, W)}
_SEGMENT_PLANS = (
    (H_SEG, W, 3 * W, H_FIRST & H_SEG, H_MID & H_SEG, H_LAST & H_SEG, ROW, H_SPREAD),
    (V_SEG, ROW, 3 * ROW, V_FIRST & V_SEG, V_MID & V_SEG, V_LAST & V_SEG, W, V_SPREAD),
)
