"""Lines that would have to cross: a checker of the order in which lines meet a region's rim.

Each line grows from its two numbers as a chain of links drawn; the cell at the open end of a
chain is its *tip*. Cells no line may pass any more are *walls*: numbered cells, cells known
empty, and cells whose number is known. The other cells split into pieces (side by side).
When both tips of a line touch one piece R and no other, the rest of that line runs inside
R's outer rim (cells of its own number apart from its chains are walls it passes: those must
not lie on the rim or beside a tip, where they could let it out). The outer rim is a closed
curve, and two paths inside it that join points of that curve cannot both be drawn when their
ends alternate along it (a b a b): the first path cuts the disk in two, with the second path's
ends on either side. So two such lines whose tips alternate round R's outer rim are a
contradiction, whatever R's inside holds. A hole in R (walls R surrounds) that two lines run
into from the rim joins them as one line would: the two lines and the hole's walls cut the disk
as well, so such a pair counts as one line between its two places on the rim. Two such pairs
through one hole are no contradiction, however their places alternate: their ways meet in the
hole (four lines from the four sides into a hole in the middle are four spokes); nor is a pair
and a line of its own.

The connectivity checks see this only once one of the lines is drawn to its end; the search
otherwise tries each way of drawing it, one conflict after another. The clause says why: the
lines' chains, the walls round R's outer rim (and the hole's), and those beside the tips (so
the lines still have no other way out). Other walls inside R are not needed: a path may pass
a hole on either side, and the order round the rim holds all the same. A tip met at two
places of the rim (a wall reaching in from it) is taken as alternating only if it does at each.

Measured (28 November, count to two, conflicts and CPU seconds on a busy machine; the hunt
boards of tests/bench/numberlink_large.txt and the Numberlinks of genres_hard.txt and
genres_large.txt): see docs/engine.md, Numberlink.

Glossary: cell i = r * w + c is bit i of a bitset; a corner (r, c) is the top left of cell
(r, c); a rim is walked with the piece on the right hand, so the outer one clockwise.
"""

from collections.abc import Sequence

from ...search.grid_reach import column_masks, grow

STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))  # east, south, west, north: a right turn is the next
# Arriving at a corner walking each way, the cells ahead on the right and on the left (as offsets
# from the corner; cell (r, c) lies below and right of corner (r, c)). The one on the left is also
# the cell outside an edge that leaves the corner that way.
RIGHT_AHEAD = ((0, 0), (0, -1), (-1, -1), (-1, 0))
LEFT_AHEAD = ((-1, 0), (0, 0), (0, -1), (-1, -1))


class Crossing:
    """The checker. ``links``: (cell, cell, literal) per pair of side-by-side cells; ``on``: per
    cell, the literal "a line passes here"; ``lines``: per number written twice, its two cells
    and its colour literals (one per cell: "this number's line passes here"); ``numbered``: the
    cells that hold a number."""

    def __init__(self, w: int, h: int, links: Sequence[tuple[int, int, int]], on: Sequence[int],
                 lines: Sequence[tuple[int, int, Sequence[int]]], numbered: Sequence[int]) -> None:
        self.w, self.h = w, h
        self.links = list(links)
        self.on = list(on)
        self.lines = [(a, b, list(colour)) for a, b, colour in lines]
        self.numbered = set(numbered)
        self.numbered_bits = sum(1 << i for i in numbered)
        self.link_at: list[list[tuple[int, int]]] = [[] for _ in range(w * h)]  # (neighbour, link)
        for i, j, lit in self.links:
            self.link_at[i].append((j, lit))
            self.link_at[j].append((i, lit))
        self.beside_bits = [sum(1 << j for j, _ in self.link_at[i]) for i in range(w * h)]
        self.colour_lits = [[(k, colour[x]) for k, (_, _, colour) in enumerate(self.lines) if colour[x] > 0]
                            for x in range(w * h)]  # per cell: (line, literal), none on a numbered cell
        for x in numbered:
            self.colour_lits[x] = []
        self.every = (1 << (w * h)) - 1
        self.not_first, self.not_last = column_masks(w, h)

    def variables(self) -> list[int]:
        found = [abs(lit) for _, _, lit in self.links] + [abs(lit) for lit in self.on]
        found += [lit for here in self.colour_lits for _, lit in here]
        return found

    def __call__(self, value: list[int]) -> list[int] | None:
        walls = self.numbered_bits
        coloured = [0] * len(self.lines)  # per line, the cells known to be on it
        colour_lits = self.colour_lits
        for i, lit in enumerate(self.on):
            x = value[lit] if lit > 0 else -value[-lit]
            if x == -1:
                walls |= 1 << i
            elif x == 1:  # on a line: a wall once its number is known
                for k, mine in colour_lits[i]:
                    if value[mine] == 1:
                        coloured[k] |= 1 << i
                        walls |= 1 << i
                        break
        free = self.every & ~walls
        beside = self.beside_bits
        pieces: list[int] = []
        inside: dict[int, list[tuple[int, int, int, int]]] = {}  # piece -> the lines held in it
        for k, (a, b, _) in enumerate(self.lines):
            chain_a, tip_a = self.chain(a, value)
            if tip_a == b or tip_a < 0:
                continue
            chain_b, tip_b = self.chain(b, value)
            if tip_b < 0:
                continue
            if beside[tip_a] >> tip_b & 1:
                continue  # one link may join them: no piece needed
            near = (beside[tip_a] | beside[tip_b]) & free
            apart = coloured[k] & ~(chain_a | chain_b)  # cells of the line apart from its ends: it passes them
            if not near or apart & (beside[tip_a] | beside[tip_b]):
                continue
            piece = next((p for p in pieces if p & near), 0)
            if not piece:
                piece = self.grow(near & -near, free)
                pieces.append(piece)
            if near & ~piece:
                continue  # the tips touch another piece too
            inside.setdefault(piece, []).append((k, tip_a, tip_b, apart))
        for piece, held in inside.items():
            if len(held) < 2:
                continue
            rim = self.outer_rim(piece)
            at: dict[int, list[int]] = {}
            for position, outside in enumerate(rim):
                at.setdefault(outside, []).append(position)
            # A line's cells apart from its ends are walls its way passes: inside the rim (in a hole)
            # they keep it inside; on the rim they could let it out.
            rim_bits = sum(1 << x for x in at if x >= 0)
            pairs = [((k,), at[ta], at[tb], 0, apart) for k, ta, tb, apart in held
                     if ta in at and tb in at and not apart & rim_bits]
            around = 0
            if len(held) > 2:  # a hole joins two lines into one: three lines at least to alternate
                around = self.spread(piece) & ~piece  # the walls beside the piece, round its rim and holes
                pairs += self.through_holes(piece, around, held, at)
            for x in range(len(pairs)):
                for y in range(x + 1, len(pairs)):
                    first, second = pairs[x], pairs[y]
                    if first[3] & second[3] or set(first[0]) & set(second[0]):
                        continue  # two ways through one hole (or one line) meet there: they need not cross
                    if (first[3] or second[3]) and (first[4] | second[4]) & around:
                        continue  # a line could pass a hole's walls: the hole is no wall for it
                    if alternate(first[1:3], second[1:3]):
                        walls = first[3] | second[3]  # a hole's walls beside the piece, as a bitset
                        return self.reason(first[0] + second[0], set(at).union(bits(walls)), value)
        return None

    def through_holes(self, piece: int, around: int, held, at: dict[int, list[int]]):
        """Pairs of lines that each join the rim to one hole: together they join two places of
        the rim, through the hole's walls, as one line would. As (lines, places of one end, places of
        the other, the hole's walls beside the piece, no cell apart)."""
        w, every = self.w, self.every
        border = every & ~(self.not_first & self.not_last & (every >> w) & (every << w))
        outer = self.grow8(border & ~piece, every & ~piece)
        holes = every & ~piece & ~outer
        if not holes:
            return []
        into: dict[int, list[tuple[int, list[int]]]] = {}  # a hole -> (line, places of its end on the rim)
        for k, ta, tb, apart in held:
            if apart & around:
                continue  # its way could pass the walls
            for out, inner in ((ta, tb), (tb, ta)):
                if out in at and holes >> inner & 1:
                    hole = self.grow8(1 << inner, holes)
                    into.setdefault(hole, []).append((k, at[out]))
        found = []
        for hole, ends in into.items():
            for x in range(len(ends)):
                for y in range(x + 1, len(ends)):
                    found.append(((ends[x][0], ends[y][0]), ends[x][1], ends[y][1], hole & around, 0))
        return found

    def spread(self, cells: int) -> int:
        """The cells side by side with ``cells``, and those cells."""
        w = self.w
        return (cells | ((cells << 1) & self.not_first) | ((cells >> 1) & self.not_last) | (cells << w) | (cells >> w)) & self.every

    def grow8(self, reach: int, allowed: int) -> int:
        """The cells of ``allowed`` joined to ``reach`` through cells of ``allowed`` side by side or
        corner to corner (walls so joined leave no way between them)."""
        w, not_first, not_last = self.w, self.not_first, self.not_last
        while True:
            row = reach | ((reach << 1) & not_first) | ((reach >> 1) & not_last)
            wider = (row | (row << w) | (row >> w)) & allowed
            if wider == reach:
                return reach
            reach = wider

    def chain(self, start: int, value: list[int]) -> tuple[int, int]:
        """The cells (a bitset) of the chain of links drawn from a numbered cell, and the cell at its open end;
        the end -1 where the links branch or close a loop (a state propagation never leaves, but the
        check may be asked of any values)."""
        cells = 1 << start
        previous, here = -1, start
        while True:
            ahead = [j for j, lit in self.link_at[here] if j != previous and value[lit] == 1]
            if not ahead:
                return cells, here
            if len(ahead) > 1 or (here == start and previous >= 0):
                return cells, -1
            previous, here = here, ahead[0]
            if cells >> here & 1:
                return cells, -1
            cells |= 1 << here
            if here in self.numbered:
                return cells, here

    def grow(self, reach: int, allowed: int) -> int:
        """The cells of ``allowed`` joined to ``reach`` side by side through cells of ``allowed``."""
        return grow(reach, allowed, self.w, self.not_first, self.not_last)

    def outer_rim(self, piece: int) -> list[int]:
        """The cells outside the piece along its outer rim, clockwise (-1 beyond the grid).

        Walked edge by edge from the top of its first cell (nothing of the piece is above it),
        keeping the piece on the right: at each corner, turn right when the cell ahead on the
        right is not the piece's, left when the one ahead on the left is, else go on. Where the
        piece meets itself only at a corner (two cells diagonal), turning right keeps to the cell
        walked beside: the piece is joined side by side, not through corners."""
        w, h = self.w, self.h
        top = (piece & -piece).bit_length() - 1
        r0, c0 = divmod(top, w)
        r, c, d = r0, c0, 0  # a corner (the top left of cell (r, c)) and a direction: E S W N
        order = []
        while True:
            # The cell on the left of the edge from this corner: outside the piece.
            lr, lc = r + LEFT_AHEAD[d][0], c + LEFT_AHEAD[d][1]
            order.append(lr * w + lc if 0 <= lr < h and 0 <= lc < w else -1)
            r, c = r + STEPS[d][0], c + STEPS[d][1]
            rr, rc = r + RIGHT_AHEAD[d][0], c + RIGHT_AHEAD[d][1]
            if not (0 <= rr < h and 0 <= rc < w and piece >> (rr * w + rc) & 1):
                d = (d + 1) & 3
            else:
                lr, lc = r + LEFT_AHEAD[d][0], c + LEFT_AHEAD[d][1]
                if 0 <= lr < h and 0 <= lc < w and piece >> (lr * w + lc) & 1:
                    d = (d - 1) & 3
            if d == 0 and r == r0 and c == c0:
                return order

    def reason(self, lines: tuple[int, ...], rim: set[int], value: list[int]) -> list[int]:
        """The clause: the lines' chains, the walls of the rim (and holes) and beside their tips, not all so."""
        clause = set()
        walls = set(x for x in rim if x >= 0)
        chained = set()  # the two lines' own cells: their links say why no other line passes them
        for k in lines:
            a, b, _ = self.lines[k]
            for end in (a, b):
                here, previous = end, -1
                chained.add(here)
                while True:
                    ahead = [(j, lit) for j, lit in self.link_at[here] if j != previous and value[lit] == 1]
                    if not ahead:
                        break
                    clause.add(-ahead[0][1])
                    previous, here = here, ahead[0][0]
                    chained.add(here)
                    if here in self.numbered:
                        break
                walls.update(j for j, _ in self.link_at[here])
        for x in walls - chained:
            clause.update(self.wall_reason(x, value))
        return sorted(clause)

    def wall_reason(self, x: int, value: list[int]) -> list[int]:
        """Why no other line may pass cell x, as literals false now (none for a numbered cell, or
        for a cell that is no wall: a free cell beside a tip)."""
        if x in self.numbered:
            return []
        lit = self.on[x]
        if (value[lit] if lit > 0 else -value[-lit]) == -1:
            return [lit]
        for _, _, colour in self.lines:
            if colour[x] > 0 and value[colour[x]] == 1:
                return [-colour[x]]
        return []


def bits(cells: int) -> list[int]:
    """The cells of a bitset."""
    found = []
    while cells:
        low = cells & -cells
        found.append(low.bit_length() - 1)
        cells ^= low
    return found


def alternate(first: tuple[list[int], list[int]], second: tuple[list[int], list[int]]) -> bool:
    """Whether the second pair's ends lie on either side of the first pair's, round a cycle, however
    each end is taken among the places it is listed at."""
    for a in first[0]:
        for b in first[1]:
            low, high = min(a, b), max(a, b)
            for c in second[0]:
                for d in second[1]:
                    if (low < c < high) == (low < d < high):
                        return False
    return True
