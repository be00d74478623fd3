"""Pieces of a given set packed into the shaded cells, said by cells: which piece a cell is in, and a
propagator that lays the pieces (Battleships' fleet, Statue Park's bank).

The rule is ``shapes.pack``'s: the shaded cells are exactly some placed pieces, so many of each shape,
no two touching (by a side, or by a corner too). ``shapes.pack`` says it with a variable per placement
(a shape in one orientation at one spot): 12 pentominoes on a 12x12 board are 5,000 of them, a
cell set white rules out some 300, and the search decided placements false one by one, 60 decisions a
conflict, its learnt clauses hundreds of placements long. Here there are no placement variables:

- ``kind[i][k]``, "cell i is in a piece of shape k" (shapes alike turned or mirrored are one k),
  implies that i is shaded; a shaded cell is in one piece;
- two shaded cells side by side (or corner to corner, when pieces may not touch there) are in the
  same piece: ``kind[i][k]`` and cell j shaded imply ``kind[j][k]``;
- each shape's count is a count of its cells: ``count * size`` cells are of shape k;
- a propagator (``Layer``, a checker of the solver) finds the placements that may still be laid (none
  of their cells ruled out of the shape, none of the cells around them shaded; a shape given once:
  holding every cell known to be of it) and rules a shape out of every cell none of them covers; when
  a cell's shape is known and every placement left over it shades a cell (or leaves one unshaded), it
  says so. Its reasons name cells: "these cells are white, or not of shape k, those are shaded",
  one literal for each placement ruled out.

On a whole board the placements left are exact: every shaded cell of shape k lies in a placement of
shape k whose cells are all of shape k and whose surround is unshaded, so each group of shaded cells
is a whole piece, and the cell counts count pieces. Measured on a sparse 12x12 Battleships of the
twelve pentominoes: a first answer in 156 conflicts (1,135 without the rule of a shape given once),
2 decisions a conflict, 1,800 variables.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> shaded = p.new_vars(5)                      # a row of five cells
>>> pack(p, shaded, 5, 1, [({(0, 0), (0, 1)}, 1), ({(0, 0)}, 1)], apart="side")
>>> sorted("".join("#" if m[v] else "." for v in shaded) for m in p.solutions(shaded))
['##.#.', '##..#', '#.##.', '#..##', '.##.#', '.#.##']

Glossary: w, h the grid's width and height; cell i = r * w + c; a bit is a cell's place in the masks
(``at``: one blank column after each row); a placement's ``cells`` and ``halo`` are masks, its halo the
cells beside it that must stay unshaded; a form is a shape in one orientation, its anchor the bit of
its top left corner when laid.
"""

from collections.abc import Callable, Iterable

from .constraints import Model, Problem
from .nearest import NearestPieces
from .shapes import canonical, halo, merged, orientations, placements

MARGIN = 2  # cells around the pieces ``Nearest.held`` frees where they may be laid anew
MOVE_TRIES = 400  # moved pieces a sharing phase may check with the genre's rules (``moves``)


def pack(problem: Problem, shaded: list[int], w: int, h: int,
         fleet: list[tuple[Iterable[tuple[int, int]], int | None]], apart: str = "corner", allowed=None) -> None:
    """The shaded cells (their literals, cell by cell) are pieces of the fleet, ``(shape, count)`` pairs, each
    shape placed exactly ``count`` times (None: any number of times), no two touching by a side, nor by a
    corner when ``apart`` is ``"corner"``; ``allowed`` (a set of cells, None: all) the cells pieces may cover."""
    assert apart in ("side", "corner"), apart
    counts = merged(fleet)
    n = w * h
    wide = w + 1  # masks are read with one blank column after each row, so a shift never wraps into the next
    at = [(i // w) * wide + i % w for i in range(n)]  # cell -> bit
    grid = set(at)
    orients: list[list[tuple[tuple[int, ...], tuple[int, ...], int]]] = []
    over: list[list[list[tuple[int, int, int, int]]]] = []
    kind: list[dict[int, int]] = [{} for _ in range(n)]
    steps = ((0, 1), (1, 0), (0, -1), (-1, 0)) + (((1, 1), (1, -1), (-1, 1), (-1, -1)) if apart == "corner" else ())
    for k, (shape, count) in enumerate(counts.values()):
        mine, by_cell = [], [[] for _ in range(n)]
        for o, form in enumerate(orientations(shape)):
            inside = tuple(sorted(r * wide + c for r, c in form))
            ring = {(r + dr, c + dc) for r, c in form for dr, dc in steps} - form
            around = tuple(sorted(r * wide + c for r, c in ring))
            anchors = 0
            rows, cols = max(r for r, _ in form) + 1, max(c for _, c in form) + 1
            for top in range(h - rows + 1):
                for left in range(w - cols + 1):
                    cells = [(top + r) * w + left + c for r, c in form]
                    if allowed is not None and not all(i in allowed for i in cells):
                        continue
                    anchor = top * wide + left
                    anchors |= 1 << anchor
                    cells_mask = sum(1 << (anchor + d) for d in inside)
                    halo_mask = sum(1 << (anchor + d) for d in around if anchor + d in grid)
                    for i in cells:
                        by_cell[i].append((cells_mask, halo_mask, o, anchor))
            mine.append((inside, around, anchors))
        orients.append(mine)
        over.append(by_cell)
        for i in range(n):
            if by_cell[i]:
                kind[i][k] = problem.new_var()
        if count is not None:
            problem.exactly([kind[i][k] for i in range(n) if k in kind[i]], count * len(shape))
    for i in range(n):
        problem.clause([-shaded[i], *kind[i].values()])
        problem.at_most(list(kind[i].values()), 1)
        for var in kind[i].values():
            problem.clause([-var, shaded[i]])
        r, c = divmod(i, w)
        for dr, dc in steps:
            if 0 <= r + dr < h and 0 <= c + dc < w:
                j = (r + dr) * w + c + dc
                for k, var in kind[i].items():
                    problem.clause([-var, -shaded[j], *([kind[j][k]] if k in kind[j] else [])])
    single = [count == 1 for _, count in counts.values()]
    layer = Layer(problem, shaded, kind, at, orients, over, single)
    problem.solver.add_checker(layer, layer.variables())


class Nearest:
    """A solution's pieces by their distance to a cell: ``held`` is ``Problem.loosen`` for a packing, a genre's
    choice (Statue Park's; on Battleships the line counts keep its answers far apart, see docs/genres.md).

    >>> near = Nearest([1, 2, 3, 4, 5, 6, 7, 8], 8, 1)   # a row of eight: pieces of one cell at 0, 3 and 7
    >>> found = dict(zip(range(1, 9), [True, False, False, True, False, False, False, True]))
    >>> near.held(found, 1, 1)                          # the piece at 0 freed, cells 0-2 free, the rest held
    [4, -5, -6, -7, 8]
    """

    def __init__(self, shaded: list[int], w: int, h: int) -> None:
        self.shaded, self.w, self.h = shaded, w, h
        self.cell = {abs(lit): i for i, lit in enumerate(shaded)}
        self.pieces = NearestPieces(self.groups_of, w)

    def groups_of(self, found: Model) -> list[list[int]]:
        """The cells of each group of the solution's shaded cells."""
        w, shaded = self.w, self.shaded
        mask = sum(1 << i for i, lit in enumerate(shaded) if found[abs(lit)] == (lit > 0))
        return [[i for i in range(w * self.h) if group >> i & 1] for group in groups(mask, w, self.h)]

    def held(self, found: Model, v: int, k: int) -> list[int]:
        """The literals holding the solution's pieces but the k nearest cell v's (by rows or columns apart, the
        larger), and its unshaded cells outside the box around v and those pieces (``MARGIN`` cells wider):
        the pieces freed are laid anew near where they were. None when v is no cell's."""
        if v not in self.cell:
            return []
        w, shaded = self.w, self.shaded
        on = [found[abs(lit)] == (lit > 0) for lit in shaded]
        free = {self.cell[v], *(i for piece in self.pieces.nearest(found, (self.cell[v],), k) for i in piece)}
        top, bottom = min(i // w for i in free) - MARGIN, max(i // w for i in free) + MARGIN
        left, right = min(i % w for i in free) - MARGIN, max(i % w for i in free) + MARGIN
        return [shaded[i] if on[i] else -shaded[i] for i in range(w * self.h)
                if i not in free and (on[i] or not (top <= i // w <= bottom and left <= i % w <= right))]


def moves(found: list[Model], cells: list[int], w: int, h: int, apart: str,
          valid: Callable[[tuple[bool, ...]], bool], tries: int = MOVE_TRIES) -> list[Model]:
    """Solutions one piece away from the first found, and from those: each group of its shaded cells laid elsewhere (turned or
    mirrored) on unshaded cells with an unshaded surround, kept when ``valid`` (the genre's own check of a
    whole shading) holds and it flips a cell still alike in every solution found; as shown values (``cells``).

    The sharing phase wants, for each cell still alike, a solution where it differs; on a sparse or empty
    board most are one piece moved, which a local search over cells and shapes seldom finds (a piece is
    ten cells' values and their shapes flipped together): an empty 20x20 Statue Park asked 362 searches.

    >>> cells = [1, 2, 3, 4]                         # a row of four, one piece of one cell at its left end
    >>> first = dict(zip(cells, [True, False, False, False]))
    >>> [tuple(m[v] for v in cells) for m in moves([first], cells, 4, 1, "side", lambda s: not s[3])]
    [(False, True, False, False), (False, False, True, False)]
    """
    alike = sum(1 << i for i, v in enumerate(cells) if all(m[v] == found[0][v] for m in found[1:]))
    bases = [sum(1 << i for i, v in enumerate(cells) if found[0][v])]  # each solution found here is moved from too
    laid: dict[tuple, list[tuple[int, int]]] = {}
    out: list[Model] = []
    for shaded in bases:
        for group in groups(shaded, w, h):
            rest = shaded & ~group
            form = canonical(divmod(i, w) for i in range(w * h) if group >> i & 1)
            if form not in laid:
                laid[form] = [(bits(spot), bits(halo(spot, w, h, apart == "corner"))) for spot in placements(form, w, h)]
            for spot, around in laid[form]:
                if spot & rest or around & rest or not (spot ^ group) & alike:
                    continue
                if tries <= 0:
                    return out
                tries -= 1
                moved = rest | spot
                shading = tuple(bool(moved >> i & 1) for i in range(w * h))
                if valid(shading):
                    out.append(dict(zip(cells, shading)))
                    bases.append(moved)
                    alike &= ~(spot ^ group)
    return out


def groups(shaded: int, w: int, h: int) -> list[int]:
    """The groups of shaded cells (a mask, bit i cell i) joined side by side, as masks."""
    found, left = [], shaded
    while left:
        start = (left & -left).bit_length() - 1
        group, todo = 1 << start, [start]
        while todo:
            r, c = divmod(todo.pop(), w)
            for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                j = rr * w + cc
                if 0 <= rr < h and 0 <= cc < w and shaded >> j & 1 and not group >> j & 1:
                    group |= 1 << j
                    todo.append(j)
        found.append(group)
        left &= ~group
    return found


def bits(cells: Iterable[int]) -> int:
    return sum(1 << i for i in cells)


class Layer:
    """The propagator of ``pack`` (see the module), every placement of a shape in one orientation at once.

    It follows the solver's trail (``Solver.watermark``), keeping bit masks (one blank column after each
    row): ``shaded_mask``, ``white_mask``, and per shape ``ruled[k]`` (cells not of shape k) and ``known[k]``
    (cells of it), undone as the search backtracks. The placements of one orientation that may still be laid
    are a mask of their top left corners: the corners minus those whose cells meet ``ruled[k]`` or whose
    surround meets ``shaded_mask``, one shift of those masks per cell of the form (``alive``). Their cells
    together are the cells that may be of shape k; the others are ruled out. A shape is looked at again only
    when its masks changed. The clauses found in one look are handed to the solver one a call (``pending``),
    each while it still holds as found.
    """

    follows_trail = True  # it reads the solver's trail, not the values it is given (``Solver.ask_whole``)

    def __init__(self, problem: Problem, shaded: list[int], kind: list[dict[int, int]], at: list[int], orients, over,
                 single: list[bool]) -> None:
        solver = problem.solver
        self.solver = solver
        self.shaded, self.kind, self.orients, self.single = shaded, kind, orients, single
        shapes = len(orients)
        self.mark = solver.watermark()
        self.seen: list[int] = []  # the trail as last read
        # what each variable says: (bit, shape) for a kind variable, (bit, -1) for a shaded one
        self.meaning: dict[int, tuple[int, int]] = {abs(v): (at[i], -1) for i, v in enumerate(shaded)}
        self.positive = {abs(v): v > 0 for v in shaded}
        self.cell_at = {b: i for i, b in enumerate(at)}
        self.over = [{at[i]: over[k][i] for i in range(len(shaded)) if over[k][i]} for k in range(shapes)]
        self.kind_at = [{at[i]: cell[k] for i, cell in enumerate(kind) if k in cell} for k in range(shapes)]
        self.has = [sum(1 << b for b in self.kind_at[k]) for k in range(shapes)]
        for i, cell in enumerate(kind):
            for k, var in cell.items():
                self.meaning[var] = (at[i], k)
        self.now = Masks(shapes)  # the search's, as of the trail last read
        self.holding: dict[tuple, int] = {}  # (a form's cells, a bit): the anchors of the form's placements over it
        self.dirty = [True] * shapes
        self.pending: list[list[int]] = []

    def variables(self) -> list[int]:
        return [abs(v) for v in self.shaded] + [var for cell in self.kind for var in cell.values()]

    def follow(self) -> None:
        """Bring the masks up to the solver's trail: undo what backtracking took back, read what is new."""
        trail, seen, mark = self.solver.trail, self.seen, self.mark
        start = mark[0]
        if start < len(seen):
            self.pending.clear()
            for lit in seen[start:]:
                self.change(lit, False)
            del seen[start:]
        for lit in trail[len(seen):]:
            seen.append(lit)
            self.change(lit, True)
        mark[0] = len(trail)

    def change(self, lit: int, now_true: bool) -> None:
        """A literal of the trail read (``now_true``) or taken back: its bit set or cleared in its mask."""
        got = self.meaning.get(lit if lit > 0 else -lit)
        if got is None:
            return
        b, k = got
        bit, now, dirty = 1 << b, self.now, self.dirty
        if k < 0:
            if (lit > 0) == self.positive[abs(lit)]:
                now.shaded = now.shaded | bit if now_true else now.shaded & ~bit
                dirty[:] = [True] * len(dirty)
            else:
                now.white = now.white | bit if now_true else now.white & ~bit
            return
        if lit < 0:
            now.ruled[k] = now.ruled[k] | bit if now_true else now.ruled[k] & ~bit
        else:
            now.known[k] = now.known[k] | bit if now_true else now.known[k] & ~bit
        dirty[k] = True

    def __call__(self, value: list[int]) -> list[int] | None:
        if value is not self.solver.value:  # a whole assignment of a local search (``nearby``), not the search's
            return self.whole(value)
        self.follow()
        pending = self.pending
        while pending:
            clause = pending.pop()
            first = clause[0]
            if (value[first] if first > 0 else -value[-first]) == 1:
                continue
            if all((value[lit] if lit > 0 else -value[-lit]) == -1 for lit in clause[1:]):
                return clause
        for k, dirty in enumerate(self.dirty):
            if dirty:
                self.dirty[k] = False
                self.look(k, self.now, pending)
                if pending:
                    return pending.pop()
        return None

    def whole(self, value: list[int]) -> list[int] | None:
        """A clause a whole assignment (``value``, 1 or -1 per variable) breaks, or None; the search's state untouched."""
        masks = Masks(len(self.orients))
        for v, (b, k) in self.meaning.items():
            on = value[v] == 1
            if k < 0:
                if on == self.positive[v]:
                    masks.shaded |= 1 << b
                else:
                    masks.white |= 1 << b
            elif on:
                masks.known[k] |= 1 << b
            else:
                masks.ruled[k] |= 1 << b
        for k in range(len(self.orients)):
            found: list[list[int]] = []
            self.look(k, masks, found)
            if found:
                return found[0]
        return None

    def look(self, k: int, masks: "Masks", pending: list[list[int]]) -> None:
        """Shape k looked at under the masks: the clauses that rule it out of cells no placement left covers,
        and that lay what every placement left over a cell of shape k agrees on (into ``pending``)."""
        ruled, shaded_mask = masks.ruled[k], masks.shaded
        one = masks.known[k] if self.single[k] else 0  # a shape given once: its one piece holds every cell known of it
        cover, alive = 0, []
        holding = self.holding
        for inside, around, anchors in self.orients[k]:
            known = one
            while known:
                low = known & -known
                known ^= low
                b = low.bit_length() - 1
                key = (inside, b)
                if key not in holding:
                    holding[key] = sum(1 << (b - d) for d in inside if b >= d)
                anchors &= holding[key]
            blocked = 0
            for d in inside:
                blocked |= ruled >> d
            for d in around:
                blocked |= shaded_mask >> d if d >= 0 else shaded_mask << -d
            free = anchors & ~blocked
            alive.append(free)
            for d in inside:
                cover |= free << d
        kind_at = self.kind_at[k]
        out = self.has[k] & ~ruled & ~cover
        while out:
            low = out & -out
            out ^= low
            b = low.bit_length() - 1
            pending.append([-kind_at[b], *self.reasons(k, b, alive, masks)])
        known = masks.known[k] & cover
        while known:
            low = known & -known
            known ^= low
            b = low.bit_length() - 1
            common_cells = common_halo = -1
            for cells, halo_, o, anchor in self.over[k][b]:
                if alive[o] >> anchor & 1:
                    common_cells &= cells
                    common_halo &= halo_
            common_cells &= ~masks.known[k]
            common_halo &= ~masks.white
            if common_cells or common_halo:
                because = [-kind_at[b], *self.reasons(k, b, alive, masks)]
                while common_cells:
                    got = common_cells & -common_cells
                    common_cells ^= got
                    pending.append([kind_at[got.bit_length() - 1], *because])
                while common_halo:
                    got = common_halo & -common_halo
                    common_halo ^= got
                    pending.append([-self.shaded[self.cell_at[got.bit_length() - 1]], *because])

    def reasons(self, k: int, b: int, alive: list[int], masks: "Masks") -> list[int]:
        """One false literal for each placement of k over the cell at bit b that may not be laid: a cell of it
        white (its shaded literal) or not of shape k (its kind literal), or a cell around it shaded."""
        ruled, shaded_mask, white = masks.ruled[k], masks.shaded, masks.white
        kind_at, shaded, cell_at = self.kind_at[k], self.shaded, self.cell_at
        one = masks.known[k] if self.single[k] else 0
        used_in = used_around = used_one = 0
        out = []
        for cells, halo_, o, anchor in self.over[k][b]:
            if alive[o] >> anchor & 1 or cells & used_in or halo_ & used_around or used_one & ~cells:
                continue
            inside = cells & ruled
            missed = one & ~cells
            if missed:  # it leaves out a cell known of this shape, given once
                low = missed & -missed
                used_one |= low
                out.append(-kind_at[low.bit_length() - 1])
            elif inside:
                low = inside & -inside
                used_in |= low
                j = low.bit_length() - 1
                out.append(shaded[cell_at[j]] if white & low else kind_at[j])
            else:
                low = halo_ & shaded_mask
                low &= -low
                used_around |= low
                out.append(-shaded[cell_at[low.bit_length() - 1]])
        return out


class Masks:
    """Cells as bit masks: shaded, white, and per shape ``ruled[k]`` (not of shape k) and ``known[k]`` (of it)."""

    def __init__(self, shapes: int) -> None:
        self.shaded = self.white = 0
        self.ruled = [0] * shapes
        self.known = [0] * shapes
