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

from collections.abc import Callable, Iterable, Iterator
from itertools import combinations

from .constraints import Model, Problem
from .nearest import NearestPieces
from .shapes import canonical, halo, merged, orientations, placements

MARGIN = 2  # cells around the pieces ``Nearest.held`` frees where they may be laid anew
MOVE_TRIES = 400  # moved pieces a sharing phase may check with the genre's rules (``moves``)
MOVE_STEPS = 6_000_000  # spots ``moves`` may look at
# Spots ``moves`` may look at past its last solution found: Battleships' sparse 15x15 found 89 in its first 0.5 s
# and 3 more in the next 0.6 s (that search 2.1 -> 1.7 s); its 12x12 never waits that long.
MOVE_PATIENCE = 500_000
SIG_BITS = 10  # bits of a line's count in ``moves``' sums of counts (the top one a guard): up to 511 cells a line


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
    choice (Statue Park's; on Battleships the line counts keep its answers far apart, see docs/engine.md).

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
          valid: Callable[[tuple[bool, ...]], bool], tries: int = MOVE_TRIES, lines: Iterable[Iterable[int]] = (),
          most: int = 1, steps: int = MOVE_STEPS, allowed=None, quick: Callable[[int], bool] | None = None) -> list[Model]:
    """Solutions a few pieces away from the first found, and from those: up to ``most`` of its groups of shaded cells
    lifted together and laid elsewhere (turned or mirrored) on cells clear of the other pieces and their surrounds,
    keeping the count of shaded cells in each of ``lines`` (lists of cells: the counted rows and columns); each kept
    when ``valid`` (the genre's own check of a whole shading) holds and it flips a cell still alike in every
    solution found; as shown values (``cells``). Each number of pieces is tried from every solution found so far,
    fewest first; ``tries`` bounds the calls of ``valid``, ``steps`` the placements looked at (``MOVE_PATIENCE`` of
    them past the last solution found); ``allowed`` (a set of
    cells, None: all) are the cells pieces may cover. ``quick``, when given, looks at each try first as a mask (bit i:
    cell i shaded) and rules most out before the shading's tuple is made for ``valid`` (making those tuples was 2.1 s
    of 11.6 s profiled on a Statue Park 12x12 one column wider: 40,004 tries, 43 of them solutions).

    The sharing phase wants, for each cell still alike, a solution where it differs; on a sparse or empty
    board most are one piece moved, which a local search over cells and shapes seldom finds (a piece is
    ten cells' values and their shapes flipped together): an empty 20x20 Statue Park asked 362 searches.
    Where lines are counted (Battleships), a piece moved changes the counts of its lines and another must make
    up for it: a sparse 12x12 of the twelve pentominoes is left 127 cells alike by one piece moved, 115 by two,
    40 by three (36 are certain).

    >>> cells = [1, 2, 3, 4]                         # a row of four, one piece of one cell at its left end
    >>> first = dict(zip(cells, [True, False, False, False]))
    >>> [tuple(m[v] for v in cells) for m in moves([first], cells, 4, 1, "side", lambda s: not s[3])]
    [(False, True, False, False), (False, False, True, False)]
    >>> first = dict(zip(cells, [True, False, True, False]))    # two pieces of one cell, the line counted: 2
    >>> [tuple(m[v] for v in cells) for m in moves([first], cells, 4, 1, "side", lambda s: True, most=2)]
    [(True, False, False, True), (False, True, False, True)]
    """
    counted = [bits(line) for line in lines]
    guards = sum(1 << (SIG_BITS * j + SIG_BITS - 1) for j in range(len(counted)))

    def sig(mask: int) -> int:  # the counts of a mask's cells in the lines, a field of SIG_BITS bits each
        return sum((mask & line).bit_count() << (SIG_BITS * j) for j, line in enumerate(counted))

    alike = sum(1 << i for i, v in enumerate(cells) if all(m[v] == found[0][v] for m in found[1:]))
    bases = [sum(1 << i for i, v in enumerate(cells) if found[0][v])]  # each solution found here is moved from too
    laid: dict[tuple, tuple[list, dict]] = {}  # a form: its spots (cells, cells and surround, counts), and by counts
    out: list[Model] = []
    budget = [steps]
    last = steps  # the budget when the last solution was found
    for k in range(1, most + 1):
        for shaded in bases:  # grows as solutions are found
            pieces = groups(shaded, w, h)
            if len(pieces) < k:
                continue
            forms = [canonical(divmod(i, w) for i in range(w * h) if group >> i & 1) for group in pieces]
            for form in forms:
                if form not in laid:
                    spots = []
                    for t, spot in enumerate(placements(form, w, h, allowed)):
                        mask = bits(spot)
                        spots.append((mask, mask | bits(halo(spot, w, h, apart == "corner")), sig(mask), t, spot))
                    by_count: dict[int, list] = {}
                    for spot in spots:
                        by_count.setdefault(spot[2], []).append(spot)
                    laid[form] = spots, by_count
            reach = [group | bits(halo([i for i in range(w * h) if group >> i & 1], w, h, apart == "corner"))
                     for group in pieces]
            near = [0] * (w * h)  # each cell: the pieces whose cells or surrounds hold it, as a mask of their numbers
            for j, around in enumerate(reach):
                while around:
                    low = around & -around
                    around ^= low
                    near[low.bit_length() - 1] |= 1 << j
            by_near: dict[tuple, dict[int, list]] = {}  # each form's spots by the pieces they would meet
            for form in set(forms):
                sorted_spots = by_near[form] = {}
                for spot in laid[form][0]:
                    met = 0
                    for i in spot[4]:
                        met |= near[i]
                    sorted_spots.setdefault(met, []).append(spot)
                budget[0] -= len(laid[form][0])
            for chosen in combinations(range(len(pieces)), k):
                lifted = blocked = 0
                for j in chosen:
                    lifted |= pieces[j]
                for j, around in enumerate(reach):
                    if j not in chosen:
                        blocked |= around
                if not alike & ~blocked & ((1 << (w * h)) - 1):  # no cell still alike it could change
                    continue
                rest = shaded & ~lifted
                numbers = [1 << j for j in chosen]
                subsets = [sum(x for b, x in enumerate(numbers) if pick >> b & 1) for pick in range(1 << k)]
                clear = {}  # each form's spots clear of the other pieces and their surrounds
                for j in chosen:
                    if forms[j] not in clear:
                        spots = by_near[forms[j]]
                        clear[forms[j]] = [spot for met in subsets for spot in spots.get(met, ())], laid[forms[j]][1]
                for new in relaid([clear[forms[j]] for j in chosen], blocked, sig(lifted), guards, budget):
                    if not (new ^ lifted) & alike:
                        continue
                    if tries <= 0:
                        return out
                    tries -= 1
                    moved = rest | new
                    if quick is not None and not quick(moved):
                        continue
                    shading = tuple(bool(moved >> i & 1) for i in range(w * h))
                    if valid(shading):
                        out.append(dict(zip(cells, shading)))
                        bases.append(moved)
                        alike &= ~(new ^ lifted)
                        last = budget[0]
                if budget[0] <= 0 or last - budget[0] > MOVE_PATIENCE:
                    return out
    return out


def relaid(forms: list[tuple[list, dict]], blocked: int, counts: int, guards: int, budget: list[int],
           least: int = -1) -> Iterator[int]:
    """The masks of the forms laid together on cells clear of ``blocked`` and of each other's surrounds, their line
    counts adding up to ``counts`` (each form: its spots clear of the cells blocked from the start, and all its spots
    by their counts; a spot: its cells, cells and surround, counts, number). ``guards`` has the top bit of each
    count's field set: a sum of counts taken from ``counts`` with them set clears one where it would go below 0.
    ``budget[0]``, the spots left to look at, goes down as they are looked at (nothing more once spent). A form the
    same as the one before is laid at a later spot (``least``), so two pieces alike are not laid twice, swapped."""
    spots, by_count = forms[0]
    if len(forms) == 1:
        found = by_count.get(counts, ())
        budget[0] -= len(found) + 1
        for mask, _, _, t, _ in found:
            if not mask & blocked and t > least:
                yield mask
        return
    budget[0] -= len(spots)
    same_next = forms[1] is forms[0]
    if len(forms) == 2:  # the last form looked up by the counts left, here rather than a generator a spot
        last = forms[1][1]
        for mask, reach, count, t, _ in spots:
            if mask & blocked or t <= least:
                continue
            left = (counts | guards) - count
            if left & guards != guards:
                continue
            found = last.get(left ^ guards, ())
            budget[0] -= len(found)
            around = blocked | reach
            for other, _, _, u, _ in found:
                if not other & around and (u > t or not same_next):
                    yield mask | other
        return
    for mask, reach, count, t, _ in spots:
        if mask & blocked or t <= least:
            continue
        left = (counts | guards) - count
        if left & guards != guards:  # more cells in a line than it has left
            continue
        for rest in relaid(forms[1:], blocked | reach, left ^ guards, guards, budget, t if same_next else -1):
            yield mask | rest
        if budget[0] <= 0:
            return


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
