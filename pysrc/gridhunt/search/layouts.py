"""Packings laid anew near a cell by a small randomized search over placements, without the SAT solver: the
sharing phase of a genre of pieces (Statue Park's bank) asks, for each cell still alike in every solution found,
for a layout where it flips, the pieces far from it kept, and checks each by the genre's own rules.

A depth-first search lays the pieces lifted one at a time (first those over a cell to shade that the fewest spots
cover, then the shape with the fewest clear spots), its spots tried in a random order, and drops a branch as soon as
a rule that more pieces can only break is broken (``keeps``: the unshaded cells in one piece); it gives up after
``steps`` placements. From scratch it seldom finds a layout of a sparse 12x12 Statue Park (0-2 of 20 in 200-5,000
placements: the white cells' connection, not the packing, is what fails), but with the pieces far from the cell
kept it re-lays a few pieces in tens to hundreds of placements.

>>> lay = Layouts(5, 1, [({(0, 0), (0, 1)}, 1), ({(0, 0)}, 1)], "side")   # a row of five: a domino, a monomino
>>> sorted({format(lay.relay([], shaded=1 << 4, clear=1 << 0, steps=100), "05b")[::-1] for _ in range(20)})
['01011', '01101']
>>> lay.relay([0b00011], shaded=0, clear=1 << 3, steps=100)       # the domino kept at the left: the monomino at 4
19

Glossary: a mask has bit i for cell i = r * w + c; a spot is one way to lay a shape (turned or mirrored), its
cells' mask and its reach (its cells and the cells beside it, which no other piece may take).
"""

import random
from collections.abc import Callable, Iterable

from .cell_pieces import bits, groups
from .constraints import Model
from .grid_reach import column_masks, grow
from .shapes import canonical, halo, merged, placements

RADII = (3, 5)  # how far from a cell (rows or columns apart, the larger) the pieces ``aimed`` frees lie
AIMED_STEPS = 1_000  # placements one aimed layout may try
AIMED_BASES = 3  # the latest solutions an aimed layout starts from
# Placements ``aimed`` may spend on cells it does not flip, besides AIMED_STEPS for each it flips (a cell no layout
# flips, a circle's, costs nothing: no spot is clear)
AIMED_WASTE = 10_000


class Layouts:
    """Random layouts of a fleet of pieces ``(shape, count)``, no two touching by a side (``apart`` "side") or
    by a corner too ("corner"), on ``allowed`` cells (a set, None: all); ``keeps`` a rule of the shaded cells
    that a layout breaking it cannot mend by laying more pieces (None: none)."""

    def __init__(self, w: int, h: int, fleet: list[tuple[Iterable[tuple[int, int]], int]], apart: str,
                 allowed=None, keeps: Callable[[int], bool] | None = None, must: int = 0, seed: int = 0) -> None:
        self.must = must  # the cells every layout shades (a mask: Statue Park's black circles)
        self.w, self.h, self.keeps, self.corner = w, h, keeps, apart == "corner"
        self.spent = 0  # placements tried, all calls together
        self.left = 0  # placements the current layout may still try
        self.names: list[tuple] = []  # per shape: its ``canonical`` name
        self.random = random.Random(seed)
        self.counts: list[int] = []
        self.spots: list[list[tuple[int, int]]] = []  # per shape: (cells, reach) of each way to lay it
        self.over: list[list[list[tuple[int, int]]]] = []  # per shape and cell: the spots that cover it
        for name, (shape, count) in merged(fleet).items():
            self.names.append(name)
            assert count is not None, "a layout lays a fixed number of each shape"
            spots, over = [], [[] for _ in range(w * h)]
            for cells in placements(shape, w, h, allowed):
                mask = bits(cells)
                spot = (mask, mask | bits(halo(cells, w, h, apart == "corner")))
                spots.append(spot)
                for i in cells:
                    over[i].append(spot)
            self.counts.append(count)
            self.spots.append(spots)
            self.over.append(over)

    def relay(self, kept: list[int], shaded: int, clear: int, steps: int) -> int | None:
        """A layout that keeps the pieces ``kept`` (masks, each a piece of the fleet) where they are and lays the
        rest anew (shading ``shaded``, not ``clear``), within ``steps`` placements tried, or None."""
        w, left = self.w, list(self.counts)
        placed = blocked = 0
        for piece in kept:
            cells = tuple(i for i in range(w * self.h) if piece >> i & 1)
            k = self.names.index(canonical(divmod(i, w) for i in cells))
            if not left[k]:
                return None
            left[k] -= 1
            placed |= piece
            blocked |= piece | bits(halo(cells, w, self.h, self.corner))
        self.left = steps
        if (shaded | self.must) & clear:
            return None
        return self.grow(placed, blocked, left, shaded | self.must, clear)

    def grow(self, placed: int, blocked: int, left: list[int], wanted: int, clear: int) -> int | None:
        """The layout completed from ``placed`` (``blocked``: the reach of the pieces placed), ``left`` of each
        shape still to lay, the cells of ``wanted`` still to shade; None when none is found within the steps left."""
        options = self.choices(blocked, left, wanted & ~placed, clear)
        if options is None:
            return placed
        self.random.shuffle(options)
        for k, (cells, reach) in options:
            if self.left <= 0:
                return None
            self.left -= 1
            self.spent += 1
            now = placed | cells
            if self.keeps is not None and not self.keeps(now):
                continue
            left[k] -= 1
            found = self.grow(now, blocked | reach, left, wanted, clear)
            left[k] += 1
            if found is not None:
                return found
        return None

    def choices(self, blocked: int, left: list[int], wanted: int, clear: int) -> list | None:
        """The spots to try next, as (shape, spot): those over the cell still wanted that the fewest cover, or else
        every spot of the shape with the fewest spots left; None when every piece is laid."""
        best = None
        while wanted:  # the cell still wanted that the fewest spots can shade
            low = wanted & -wanted
            wanted ^= low
            cell = low.bit_length() - 1
            free = [(k, spot) for k, over in enumerate(self.over) if left[k] for spot in over[cell]
                    if not spot[0] & (blocked | clear)]
            if best is None or len(free) < len(best):
                best = free
        if best is not None:
            return best
        best = None
        for k, spots in enumerate(self.spots):
            if left[k]:
                free = [(k, spot) for spot in spots if not spot[0] & (blocked | clear)]
                if best is None or len(free) < len(best):
                    best = free
        return best


def one_piece(free: int, w: int, h: int) -> bool:
    """Whether the cells of the mask are joined side by side (none at all: yes), by shifts of the whole mask."""
    if not free:
        return True
    return grow(free & -free, free, w, *column_masks(w, h)) == free


def aimed(found: list[Model], cells: list[int], w: int, h: int, lay: Layouts,
          valid: Callable[[tuple[bool, ...]], bool]) -> list[Model]:
    """Solutions, each aimed at a cell still alike in every solution found: from one of the latest solutions, the
    pieces within ``RADII`` of the cell lifted and laid anew (``Layouts.relay``) so the cell flips, the others kept;
    each kept when ``valid`` (the genre's own check of a whole shading) holds; as shown values (``cells``).

    A relay question of the SAT solver frees the pieces nearest a cell inside a box and holds the rest, 20-300 ms
    each (a sparse 12x12 Statue Park: 39 questions, 2.6 s, 21 of them without an answer); the pieces laid anew
    by a depth-first search anywhere clear, the rule of the white cells checked after each, found the sparse
    12x12's 18 cells left after the moves in 0.2 s.
    """
    found = list(found)
    shown = [tuple(model[v] for v in cells) for model in found]
    same = {i: shown[0][i] for i in range(len(cells)) if all(s[i] == shown[0][i] for s in shown)}
    out: list[Model] = []
    wasted = 0
    for i in list(same):
        if i not in same:
            continue
        if wasted > AIMED_WASTE:
            break
        before = lay.spent
        got = aim(shown[-AIMED_BASES:], i, not same[i], w, h, lay)
        if got is None or not valid(got):
            wasted += lay.spent - before
            continue
        wasted -= AIMED_STEPS
        shown.append(got)
        out.append(dict(zip(cells, got)))
        same = {j: x for j, x in same.items() if got[j] == x}
    return out


def aim(bases: list[tuple[bool, ...]], cell: int, shade: bool, w: int, h: int, lay: Layouts) -> tuple[bool, ...] | None:
    """A layout from one of the bases (the latest last) with the cell shaded (``shade``) or not, the pieces near it
    laid anew; None when none is found."""
    r, c = divmod(cell, w)
    for radius in RADII:
        for base in reversed(bases):
            pieces = pieces_of(base, w, h)
            kept = [piece for piece in pieces if distance(piece, r, c, w) > radius]
            if len(kept) == len(pieces):
                continue
            got = lay.relay(kept, 1 << cell if shade else 0, 0 if shade else 1 << cell, AIMED_STEPS)
            if got is not None:
                return tuple(bool(got >> i & 1) for i in range(w * h))
    return None


def pieces_of(shading: tuple[bool, ...], w: int, h: int) -> list[int]:
    """The groups of shaded cells, joined side by side, as masks."""
    return groups(bits(i for i, x in enumerate(shading) if x), w, h)


def distance(piece: int, r: int, c: int, w: int) -> int:
    """The rows or columns (the larger) between the cell (r, c) and the nearest cell of the piece (a mask)."""
    best, left = None, piece
    while left:
        low = left & -left
        left ^= low
        rr, cc = divmod(low.bit_length() - 1, w)
        d = max(abs(rr - r), abs(cc - c))
        best = d if best is None else min(best, d)
    return best
