"""Lines that would have to cross: a checker of the order in which lines meet a region's rim.

Each line grows from its two numbers as a chain of links drawn; the cell at the open end of a
chain is its *tip*. Cells no line may pass any more are *walls*: numbered cells, cells known
empty, and cells whose number is known. The other cells split into pieces (side by side).
When both tips of a line touch one piece R and no other, and no cell of the line's number
lies apart from its two chains, the rest of that line runs inside R. The outer rim of R is a
closed curve, and two paths inside it that join points of that curve cannot both be drawn
when their ends alternate along it (a b a b): the first path cuts the disk in two, with the
second path's ends on either side. So two such lines whose tips alternate round R's outer
rim are a contradiction, whatever R's inside holds.

The connectivity checks see this only once one of the two lines is drawn to its end; the
search otherwise tries each way of drawing it, one conflict after another. The clause says
why: the two lines' chains, the walls round R's outer rim, and those beside the four tips
(so the lines still have no other way out). Walls inside R (its holes) are not needed: a path
may pass a hole on either side, and the order round the rim holds all the same.

Measured (28 November, `/work`-style scripts: the count to two, conflicts): the 13x13 of
tests/bench/numberlink_large.txt 61,312 -> 17,972 conflicts, 64 -> 22 CPU s; the 11x11s of
genres_hard.txt 11,014 -> 835 and 3,361 -> 2,002; the 10x10s of genres_large.txt 1,662 -> 840
and 1,535 -> 169. Rims round holes too (a face is a face: the same holds round any of them)
cut nothing more on those boards and were left out.

Glossary: cell i = r * w + c is bit i of a bitset; a corner (r, c) is the top left of cell
(r, c); a rim is walked with the piece on the right hand, so the outer one clockwise.
"""

from collections.abc import Sequence

EAST, SOUTH, WEST, NORTH = (0, 1), (1, 0), (0, -1), (-1, 0)
RIGHT = {EAST: SOUTH, SOUTH: WEST, WEST: NORTH, NORTH: EAST}
LEFT = {EAST: NORTH, NORTH: WEST, WEST: SOUTH, SOUTH: EAST}
# Walking an edge in a direction, the cell outside (on the left hand) is this offset from the
# corner the edge starts at (cell (r, c) lies below and right of corner (r, c)).
LEFT_CELL = {EAST: (-1, 0), SOUTH: (0, 0), WEST: (0, -1), NORTH: (-1, -1)}


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
        every = (1 << (w * h)) - 1
        first_column = sum(1 << (r * w) for r in range(h))
        self.every = every
        self.not_first = every & ~first_column
        self.not_last = every & ~(first_column << (w - 1))

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
        inside: dict[int, list[tuple[int, int, int]]] = {}  # piece -> the lines held in it
        for k, (a, b, _) in enumerate(self.lines):
            chain_a, tip_a = self.chain(a, value)
            if tip_a == b:
                continue
            chain_b, tip_b = self.chain(b, value)
            if coloured[k] & ~(chain_a | chain_b):
                continue  # a piece of the line lies apart from its ends: its way runs through a wall
            if beside[tip_a] >> tip_b & 1:
                continue  # one link may join them: no piece needed
            near = (beside[tip_a] | beside[tip_b]) & free
            if not near:
                continue
            piece = next((p for p in pieces if p & near), 0)
            if not piece:
                piece = self.grow(near & -near, free)
                pieces.append(piece)
            if near & ~piece:
                continue  # the tips touch another piece too
            inside.setdefault(piece, []).append((k, tip_a, tip_b))
        for piece, held in inside.items():
            if len(held) < 2:
                continue
            rim = self.outer_rim(piece)
            at: dict[int, list[int]] = {}
            for position, outside in enumerate(rim):
                at.setdefault(outside, []).append(position)
            placed = [(k, at[ta], at[tb]) for k, ta, tb in held if ta in at and tb in at]
            for x in range(len(placed)):
                for y in range(x + 1, len(placed)):
                    if alternate(placed[x][1:], placed[y][1:]):
                        return self.reason((placed[x][0], placed[y][0]), rim, value)
        return None

    def chain(self, start: int, value: list[int]) -> tuple[int, int]:
        """The cells (a bitset) of the chain of links drawn from a numbered cell, and the cell at its open end."""
        cells = 1 << start
        previous, here = -1, start
        while True:
            ahead = [j for j, lit in self.link_at[here] if j != previous and value[lit] == 1]
            if not ahead:
                return cells, here
            previous, here = here, ahead[0]
            cells |= 1 << here
            if here in self.numbered:
                return cells, here

    def grow(self, reach: int, allowed: int) -> int:
        """The cells of ``allowed`` joined to ``reach`` side by side through cells of ``allowed``."""
        w, not_first, not_last = self.w, self.not_first, self.not_last
        while True:
            wider = (reach | ((reach << 1) & not_first) | ((reach >> 1) & not_last) | (reach << w) | (reach >> w)) & allowed
            if wider == reach:
                return reach
            reach = wider

    def outer_rim(self, piece: int) -> list[int]:
        """The cells outside the piece along its outer rim, clockwise (-1 beyond the grid)."""
        w, h = self.w, self.h

        def holds(r: int, c: int) -> bool:
            return 0 <= r < h and 0 <= c < w and piece >> (r * w + c) & 1

        top = (piece & -piece).bit_length() - 1
        start = corner = divmod(top, w)  # the first cell's top edge: nothing of the piece is above it
        step = first = EAST
        order = []
        while True:
            dr, dc = LEFT_CELL[step]
            r, c = corner[0] + dr, corner[1] + dc
            order.append(r * w + c if 0 <= r < h and 0 <= c < w else -1)
            corner = (corner[0] + step[0], corner[1] + step[1])
            step = self.turn(corner, step, holds)
            if corner == start and step == first:
                return order

    @staticmethod
    def turn(corner: tuple[int, int], step: tuple[int, int], holds) -> tuple[int, int]:
        """The direction of the rim's next edge from ``corner``, arrived at walking ``step``."""
        r, c = corner
        # The two cells ahead of the corner, right and left of the way on. Keep the piece on the
        # right; where it meets itself only at a corner (two cells diagonal), turning right keeps
        # to the cell walked beside: the piece is joined side by side, not through corners.
        if step == EAST:
            right, left = (r, c), (r - 1, c)
        elif step == SOUTH:
            right, left = (r, c - 1), (r, c)
        elif step == WEST:
            right, left = (r - 1, c - 1), (r, c - 1)
        else:
            right, left = (r - 1, c), (r - 1, c - 1)
        if not holds(*right):
            return RIGHT[step]
        if holds(*left):
            return LEFT[step]
        return step

    def reason(self, lines: tuple[int, int], rim: list[int], value: list[int]) -> list[int]:
        """The clause: the two lines' chains, the walls round the rim and beside their tips, not all so."""
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
