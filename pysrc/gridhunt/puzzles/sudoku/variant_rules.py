"""Variant Sudoku as clauses on the shared SAT engine: one literal a cell and digit, and each rule said in them.

Each cell has one literal per digit ("this cell is v"), exactly one true; every row, column and
region holds each digit once. A clue that compares two cells lists, for each digit of one, the
digits the other may then take (one clause each way); clues about sums and order turn the cells
into numbers in the order encoding (``search.sums``), so "this cage sums to 15" and "each thermo
cell exceeds the one before" are a few clauses of bounds the solver reasons with.

>>> from gridhunt.puzzles.sudoku.grid import Puzzle
>>> from gridhunt.puzzles.sudoku.variant import Clue, Variant
>>> cage = Clue("killer", (0, 1), 7)  # r1c1 + r1c2 = 7 on a 4x4: a 3 and a 4
>>> p = Puzzle(4, 2, 2, (0,) * 16, Variant(None, (cage,), ("diagonal-",)))
>>> sorted({s[:2] for s in solutions(p)})
[(3, 4), (4, 3)]

Glossary: ``x[i][v - 1]`` is the literal "cell i holds v"; a cell's ``number`` is the same digit in
the order encoding; ``n`` the grid size.
"""

from itertools import combinations, islice

from ...search import budget, sums
from ...search.budget import OutOfTime
from ...search.constraints import Problem
from .grid import Puzzle, Solution
from .swaps import swaps
from .variant_check import is_variant_solution
from .variant import default_value


class Encoding:
    """A puzzle's problem, its cell literals, and the cells' numbers made as clues need them."""

    def __init__(self, p: Puzzle) -> None:
        self.p, self.n = p, p.n
        n = p.n
        self.problem = problem = Problem()
        self.x = [problem.new_vars(n) for _ in range(n * n)]
        self.numbers: dict[int, sums.Int] = {}
        for lits in self.x:
            problem.exactly(lits, 1)
        for unit in self.units():
            self.differ(unit)
        for i, v in enumerate(p.cells):
            if v:
                problem.clause([self.x[i][v - 1]])
        variant = p.variant
        self.apart = self._apart()
        for rule in variant.rules:
            RULE_ENCODERS[rule](self)
        for clue in variant.clues:
            CLUE_ENCODERS[clue.kind](self, clue)

    def units(self) -> list[list[int]]:
        n, p = self.n, self.p
        rows = [[r * n + c for c in range(n)] for r in range(n)]
        cols = [[r * n + c for r in range(n)] for c in range(n)]
        regions = p.variant.regions
        if regions is None:
            regions = tuple((r // p.box_rows) * (n // p.box_cols) + c // p.box_cols for r in range(n) for c in range(n))
        boxes = [[i for i in range(n * n) if regions[i] == k] for k in range(n)]
        return rows + cols + boxes

    def number(self, i: int) -> sums.Int:
        if i not in self.numbers:
            self.numbers[i] = sums.from_choices(self.problem, {v + 1: lit for v, lit in enumerate(self.x[i])})
        return self.numbers[i]

    def differ(self, cells) -> None:
        """No digit twice among the cells (exactly once when they are n)."""
        cells = list(cells)
        for v in range(self.n):
            lits = [self.x[i][v] for i in cells]
            if len(cells) == self.n:
                self.problem.exactly(lits, 1)
            else:
                self.problem.at_most(lits, 1)

    def relate(self, a: int, b: int, allowed) -> None:
        """The digits of cells a and b satisfy ``allowed(va, vb)``: each digit of one names the other's choices."""
        n, x = self.n, self.x
        for va in range(1, n + 1):
            self.problem.clause([-x[a][va - 1], *(x[b][vb - 1] for vb in range(1, n + 1) if allowed(va, vb))])
        for vb in range(1, n + 1):
            self.problem.clause([-x[b][vb - 1], *(x[a][va - 1] for va in range(1, n + 1) if allowed(va, vb))])

    def unequal(self, a: int, b: int) -> None:
        for la, lb in zip(self.x[a], self.x[b]):
            self.problem.clause([-la, -lb])

    def same(self, a: int, b: int) -> None:
        for la, lb in zip(self.x[a], self.x[b]):
            self.problem.clause([-la, lb])
            self.problem.clause([la, -lb])

    def _apart(self) -> list[set[int]]:
        """For each cell, the groups of cells it shares that hold no digit twice (its row, column and
        region, the cages, extra regions and diagonals it is on), as numbers into one list of groups."""
        n, variant = self.n, self.p.variant
        groups = self.units() + [list(clue.cells) for clue in variant.clues if clue.kind in ("killer", "extraregion")]
        groups += [[k * n + (k if rule == "diagonal-" else n - 1 - k) for k in range(n)]
                   for rule in variant.rules if rule in ("diagonal+", "diagonal-")]
        self.groups = groups
        apart: list[set[int]] = [set() for _ in range(n * n)]
        for g, cells in enumerate(groups):
            for i in cells:
                apart[i].add(g)
        return apart

    def total(self, cells) -> sums.Int:
        """The sum of the cells' digits. Cells that must all differ (a little killer's run through one box,
        an arrow's shaft in one box) are summed first as a choice of one set of digits, as solvers do
        (three different digits make at least 6), and those parts then added as numbers."""
        parts: list[list[int]] = []
        for i in cells:
            part = next((part for part in parts if i not in part and all(self.apart[i] & self.apart[j] for j in part)), None)
            if part is None:
                parts.append([i])
            else:
                part.append(i)
        return sums.total(self.problem, [self.set_total(part) if len(part) > 1 else self.number(part[0]) for part in parts])

    def set_total(self, cells: list[int]) -> sums.Int:
        """The sum of cells that all differ, through the set of digits they hold."""
        problem = self.problem
        sets = list(combinations(range(1, self.n + 1), len(cells)))
        chosen = self.digit_sets(cells, sets)
        problem.exactly(chosen, 1)
        number = sums.integer(problem, {sum(digits) for digits in sets})
        for lit, digits in zip(chosen, sets):
            sums.clause(problem, [-lit, number.ge(sum(digits))])
            sums.clause(problem, [-lit, -number.ge(sum(digits) + 1)])
        for k in number.values[1:]:  # no set below k left: at least k; none from k up: below k
            sums.clause(problem, [number.ge(k), *(lit for lit, digits in zip(chosen, sets) if sum(digits) < k)])
            sums.clause(problem, [-number.ge(k), *(lit for lit, digits in zip(chosen, sets) if sum(digits) >= k)])
        return number

    def one_set(self, cells, sets) -> None:
        """The cells (which differ) hold one of the sets of digits. Said at once as well, as a solver
        pencils it in: a digit in no set is in none of the cells, and a digit in every set is nowhere
        else in a row, column or region holding all the cells. No set at all: no solution."""
        problem, x = self.problem, self.x
        problem.exactly(self.digit_sets(cells, sets), 1)
        for v in set(range(1, self.n + 1)).difference(*sets):
            for i in cells:
                problem.clause([-x[i][v - 1]])
        needed = set.intersection(*map(set, sets)) if sets else set()
        for g in set.intersection(*(self.apart[i] for i in cells)):
            for j in set(self.groups[g]).difference(cells):
                for v in needed:
                    problem.clause([-x[j][v - 1]])

    def digit_sets(self, cells, sets) -> list[int]:
        """A literal for each set of digits: when it holds, the cells (which differ) hold exactly that set.
        Each set speaks through one literal a digit, "the digit is among the cells" (a set of 3 in a
        9x9: nine clauses, not 21)."""
        problem, x = self.problem, self.x
        among = problem.new_vars(self.n)
        for v, here in enumerate(among):
            problem.clause([-here, *(x[i][v] for i in cells)])
            for i in cells:
                problem.clause([-x[i][v], here])
        chosen = problem.new_vars(len(sets))
        for lit, digits in zip(chosen, sets):
            for v, here in enumerate(among, 1):
                problem.clause([-lit, here if v in digits else -here])
        return chosen

    def neighbours(self):
        """Every pair of orthogonal neighbours, once."""
        n = self.n
        for r in range(n):
            for c in range(n):
                if c + 1 < n:
                    yield r * n + c, r * n + c + 1
                if r + 1 < n:
                    yield r * n + c, (r + 1) * n + c


# ---------------------------------------------------------------- rules over the whole grid


def _diagonal(e: Encoding, falling: bool) -> None:
    n = e.n
    e.differ(k * n + (k if falling else n - 1 - k) for k in range(n))


def _moves(e: Encoding, steps) -> None:
    n = e.n
    for r in range(n):
        for c in range(n):
            for dr, dc in steps:
                r2, c2 = r + dr, c + dc
                if 0 <= r2 < n and 0 <= c2 < n and (r2, c2) > (r, c):
                    e.unequal(r * n + c, r2 * n + c2)


KNIGHT = [(dr, dc) for dr in (-2, -1, 1, 2) for dc in (-2, -1, 1, 2) if abs(dr) != abs(dc)]
KING = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


def _disjoint(e: Encoding) -> None:
    p, n = e.p, e.n
    for dr in range(p.box_rows):
        for dc in range(p.box_cols):
            e.differ((r + dr) * n + c + dc for r in range(0, n, p.box_rows) for c in range(0, n, p.box_cols))


def _marked_pairs(e: Encoding, kinds) -> set[frozenset]:
    return {frozenset(clue.cells) for clue in e.p.variant.clues if clue.kind in kinds}


def _nonconsecutive(e: Encoding) -> None:
    marked = _marked_pairs(e, ("difference", "ratio"))
    for a, b in e.neighbours():
        if frozenset((a, b)) not in marked:
            e.relate(a, b, lambda va, vb: abs(va - vb) != 1)


def _negative_ratio(e: Encoding) -> None:
    marked = _marked_pairs(e, ("difference", "ratio"))
    ratios = {clue.value or 2 for clue in e.p.variant.clues if clue.kind == "ratio"} or {2}
    for a, b in e.neighbours():
        if frozenset((a, b)) not in marked:
            e.relate(a, b, lambda va, vb: all(va != k * vb and vb != k * va for k in ratios))


def _negative_xv(e: Encoding) -> None:
    marked = _marked_pairs(e, ("xv",))
    for a, b in e.neighbours():
        if frozenset((a, b)) not in marked:
            e.relate(a, b, lambda va, vb: va + vb not in (5, 10))


RULE_ENCODERS = {
    "diagonal+": lambda e: _diagonal(e, False),
    "diagonal-": lambda e: _diagonal(e, True),
    "antiknight": lambda e: _moves(e, KNIGHT),
    "antiking": lambda e: _moves(e, KING),
    "disjointgroups": _disjoint,
    "nonconsecutive": _nonconsecutive,
    "negative-ratio": _negative_ratio,
    "negative-xv": _negative_xv,
}


# ---------------------------------------------------------------- clues


def _killer(e: Encoding, clue) -> None:
    """A cage's digits differ and sum to its number: said as a choice of one set of digits with that sum
    (as people solve cages: 17 in two cells is 8 and 9), every cell taking a digit of the set and every
    digit of the set placed in the cage. A cage without a number (or 0, f-puzzles' blank) only keeps its
    digits apart."""
    e.differ(clue.cells)
    if clue.value:
        e.one_set(clue.cells, [digits for digits in combinations(range(1, e.n + 1), len(clue.cells)) if sum(digits) == clue.value])


def _little_killer(e: Encoding, clue) -> None:
    sums.fix(e.problem, e.total(clue.cells), clue.value)


def _arrow(e: Encoding, clue) -> None:
    if len(clue.cells) == 1 and len(clue.other) == 1:  # a shaft of one cell: the same digit as the circle
        e.same(clue.cells[0], clue.other[0])
        return
    k = len(clue.other)
    circle = sums.total(e.problem, [e.number(i).times(10 ** (k - 1 - j)) for j, i in enumerate(clue.other)])
    sums.equal(e.problem, e.total(clue.cells), circle)


def _thermo(e: Encoding, clue, gap: int) -> None:
    for a, b in zip(clue.cells, clue.cells[1:]):
        sums.less(e.problem, e.number(a), e.number(b), gap)


def _pair(allowed):
    def encode(e: Encoding, clue) -> None:
        value = clue.value if clue.value is not None else default_value(clue.kind, e.n)
        e.relate(*clue.cells, lambda va, vb: allowed(va, vb, value))
    return encode


def _parity(odd: bool):
    def encode(e: Encoding, clue) -> None:
        for v in range(1, e.n + 1):
            if v % 2 != odd:
                e.problem.clause([-e.x[clue.cells[0]][v - 1]])
    return encode


def _extreme(lowest: bool):
    """A minimum (maximum) cell is below (above) each orthogonal neighbour that is not one itself."""
    def encode(e: Encoding, clue) -> None:
        n, (i,) = e.n, clue.cells
        r, c = divmod(i, n)
        alike = {other.cells[0] for other in e.p.variant.clues if other.kind == clue.kind}
        for r2, c2 in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= r2 < n and 0 <= c2 < n and r2 * n + c2 not in alike:
                j = r2 * n + c2
                sums.less(e.problem, *((e.number(i), e.number(j)) if lowest else (e.number(j), e.number(i))))
    return encode


def _palindrome(e: Encoding, clue) -> None:
    cells = clue.cells
    for a, b in zip(cells, reversed(cells[len(cells) // 2 :])):
        if a != b:
            e.same(a, b)


def _renban(e: Encoding, clue) -> None:
    """The digits differ and are a run: one of the runs as long as the line, all of it placed."""
    k = len(clue.cells)
    e.differ(clue.cells)
    e.one_set(clue.cells, [tuple(range(start, start + k)) for start in range(1, e.n - k + 2)])


def _whispers(e: Encoding, clue) -> None:
    gap = clue.value if clue.value is not None else default_value("whispers", e.n)
    for a, b in zip(clue.cells, clue.cells[1:]):
        e.relate(a, b, lambda va, vb: abs(va - vb) >= gap)


def _between(e: Encoding, clue) -> None:
    ends, inside = (clue.cells[0], clue.cells[-1]), clue.cells[1:-1]
    if not inside:
        return
    problem = e.problem
    rising = problem.new_var()  # the first end is the smaller
    first, last = e.number(ends[0]), e.number(ends[1])
    for i in inside:
        for v in range(1, e.n + 1):
            lit = e.x[i][v - 1]
            sums.clause(problem, [-lit, -rising, -first.ge(v)])
            sums.clause(problem, [-lit, -rising, last.ge(v + 1)])
            sums.clause(problem, [-lit, rising, first.ge(v + 1)])
            sums.clause(problem, [-lit, rising, -last.ge(v)])


def _quadruple(e: Encoding, clue) -> None:
    for d in set(clue.digits):
        e.problem.at_least([e.x[i][d - 1] for i in clue.cells], clue.digits.count(d))


def _clone(e: Encoding, clue) -> None:
    for a, b in zip(clue.cells, clue.other):
        if a != b:
            e.same(a, b)


def _extra_region(e: Encoding, clue) -> None:
    e.differ(clue.cells)


def _sandwich(e: Encoding, clue) -> None:
    """The digits between the row's (column's) 1 and its highest digit sum to the number: for each pair
    of places the two may take, a literal "they stand there" (exactly one pair holds, the line holding
    each digit once), and that pair allows only the sets of digits with the sum that fit between them,
    said as for a killer cage."""
    problem, n, cells, x = e.problem, e.n, clue.cells, e.x
    fillings = list(range(2, n))
    pairs = []
    for a, b in combinations(range(n), 2):
        sets = [digits for digits in combinations(fillings, b - a - 1) if sum(digits) == clue.value]
        pair = problem.new_var()
        pairs.append(pair)
        ends = (cells[a], cells[b])
        # the pair holds exactly when one end is the 1 and the other the highest digit
        for low, high in (ends, ends[::-1]):
            problem.clause([-x[low][0], -x[high][n - 1], pair])
        problem.clause([-pair, x[ends[0]][0], x[ends[1]][0]])
        problem.clause([-pair, x[ends[0]][n - 1], x[ends[1]][n - 1]])
        if not sets:
            problem.clause([-pair])
            continue
        chosen = e.digit_sets(cells[a + 1 : b], sets)
        problem.clause([-pair, *chosen])
        for lit in chosen:
            problem.clause([-lit, pair])
    problem.exactly(pairs, 1)


CLUE_ENCODERS = {
    "killer": _killer,
    "littlekiller": _little_killer,
    "arrow": _arrow,
    "thermo": lambda e, clue: _thermo(e, clue, 1),
    "slowthermo": lambda e, clue: _thermo(e, clue, 0),
    "difference": _pair(lambda va, vb, d: abs(va - vb) == d),
    "ratio": _pair(lambda va, vb, k: va == k * vb or vb == k * va),
    "xv": _pair(lambda va, vb, s: va + vb == s),
    "odd": _parity(True),
    "even": _parity(False),
    "minimum": _extreme(True),
    "maximum": _extreme(False),
    "extraregion": _extra_region,
    "palindrome": _palindrome,
    "renban": _renban,
    "whispers": _whispers,
    "betweenline": _between,
    "quadruple": _quadruple,
    "clone": _clone,
    "sandwich": _sandwich,
}


# ---------------------------------------------------------------- answers


def solutions(p: Puzzle):
    """Every solution, lazily (a caller stops at 2 to prove uniqueness)."""
    e = Encoding(p)
    shown = [lit for lits in e.x for lit in lits]
    for model in e.problem.solutions(shown):
        yield _values(e, model)


def _values(e: Encoding, model) -> Solution:
    return tuple(next(v + 1 for v, lit in enumerate(lits) if model[lit]) for lits in e.x)


def candidates(p: Puzzle) -> list[int]:
    """Pencil marks for a variant: a bitmask a cell of the digits the givens and each rule allow, as the
    solver's propagation finds them before any guess (a given rules its digit out of its peers, a cage
    of 3 in two cells keeps 1 and 2 and its row loses them, a thermometer's bulb stays below its tip). Like a classic grid's
    filled candidates, they follow the rules one at a time and never solve the puzzle for the user.

    >>> from gridhunt.puzzles.sudoku.variant import Clue, Variant
    >>> cage = Clue("killer", (0, 1), 3)
    >>> candidates(Puzzle(4, 2, 2, (0,) * 16, Variant(None, (cage,))))[:4]
    [3, 3, 12, 12]
    """
    e = Encoding(p)
    solver = e.problem.solver
    if not solver.ok:
        raise ValueError("The digits and rules on the board leave no solution")
    return [sum(1 << v for v, lit in enumerate(lits) if solver.lit_value(lit) != -1) for lits in e.x]


def certain(p: Puzzle) -> tuple[Solution, int] | None:
    """The digits every solution shares (0 where solutions differ) and how many solutions were seen
    (up to 2); None when there is no solution. A sharing phase the time budget cuts short is kept
    (``budget.keep``), and the next request about the same grid (the page's Keep searching) goes on
    from where it stopped, as the genres' do (``answers.verdict``)."""
    key = budget.about("sharing")  # the same key as ``answers.verdict``'s
    kept = budget.resumed(key, lambda: None)
    if kept is not None and kept[0].p == p:
        e, first, chosen, sharing = kept
        resume = {"resume": sharing}
    else:
        e = Encoding(p)
        shown = [lit for lits in e.x for lit in lits]
        found = list(islice(e.problem.solutions(shown), 2))
        if not found:
            return None
        first = _values(e, found[0])
        if len(found) == 1:
            return first, 1
        chosen = [e.x[i][v - 1] for i, v in enumerate(first)]
        units = e.units()
        e.problem.moves = lambda model, same: swapped(e, units, first, model, same)
        resume = {"found": found}
    try:
        same = e.problem.certain(chosen, **resume)
    except OutOfTime:
        budget.keep(key, (e, first, chosen, e.problem.sharing))
        raise
    return tuple(v if same.get(lit) else 0 for v, lit in zip(first, chosen)), 2


def swapped(e: Encoding, units: list[list[int]], first: Solution, model, same: dict) -> list[dict]:
    """Solutions two digits swapped on a chain away from a solution (``swaps``) that change a cell still alike
    in every solution found (``same``, never empty here), as ``certain``'s shown values (each cell's digit in
    the first solution); a variant's checked against its own rules too."""
    p = e.p
    grid = _values(e, model)
    alike = [i for i, v in enumerate(first) if same.get(e.x[i][v - 1])]
    found = []
    for other in swaps(grid, units, p.cells):
        if not any(other[i] != grid[i] for i in alike):
            continue  # it changes no cell still alike
        if (p.variant.rules or p.variant.clues) and not is_variant_solution(p, other):
            continue
        found.append({e.x[i][v - 1]: other[i] == v for i, v in enumerate(first)})
    return found
