"""Variant Sudoku's rules read straight off a filled grid: the judge of every answer, sharing no code
with the clauses that find them (``variant_rules``).

>>> from gridhunt.puzzles.sudoku.grid import Puzzle
>>> from gridhunt.puzzles.sudoku.variant import Clue, Variant
>>> p = Puzzle(4, 2, 2, (0,) * 16, Variant(None, (Clue("killer", (0, 1), 7),), ()))
>>> broken_rule(p, (3, 4, 1, 2, 1, 2, 3, 4, 2, 1, 4, 3, 4, 3, 2, 1)) is None
True
>>> broken_rule(p, (1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1))
'The killer cage at r1c1 sums to 3, not 7'
"""

from .grid import Puzzle, Solution


def is_variant_solution(p: Puzzle, solution: Solution) -> bool:
    return broken_rule(p, solution) is None


def broken_rule(p: Puzzle, s: Solution) -> str | None:
    """A sentence naming the first rule the filled grid breaks, or None when it keeps them all."""
    n = p.n
    if len(s) != n * n or any(not isinstance(v, int) or not 1 <= v <= n for v in s):
        return "The grid is not full"
    if any(g and g != v for g, v in zip(p.cells, s)):
        return "A given digit was changed"
    at = lambda r, c: s[r * n + c]  # noqa: E731
    for r in range(n):
        if len({at(r, c) for c in range(n)}) != n:
            return f"Row {r + 1} repeats a digit"
    for c in range(n):
        if len({at(r, c) for r in range(n)}) != n:
            return f"Column {c + 1} repeats a digit"
    regions = p.variant.regions or tuple(
        (i // n // p.box_rows) * (n // p.box_cols) + (i % n) // p.box_cols for i in range(n * n))
    for k in range(n):
        if len({s[i] for i in range(n * n) if regions[i] == k}) != n:
            return f"Region {k + 1} repeats a digit"
    for rule in p.variant.rules:
        problem = GRID_RULES[rule](p, s)
        if problem:
            return problem
    for clue in p.variant.clues:
        problem = CLUE_CHECKS[clue.kind](p, s, clue)
        if problem:
            return problem
    return None


def _cell(i: int, n: int) -> str:
    return f"r{i // n + 1}c{i % n + 1}"


def _diagonal(rising: bool):
    def check(p, s):
        n = p.n
        cells = [(n - 1 - k) * n + k if rising else k * n + k for k in range(n)]
        if len({s[i] for i in cells}) != n:
            return "A diagonal repeats a digit"
    return check


def _moves(steps, what):
    def check(p, s):
        n = p.n
        for r in range(n):
            for c in range(n):
                for dr, dc in steps:
                    if 0 <= r + dr < n and 0 <= c + dc < n and s[r * n + c] == s[(r + dr) * n + c + dc]:
                        return f"{_cell(r * n + c, n)} and {_cell((r + dr) * n + c + dc, n)}, a {what} apart, hold the same digit"
    return check


def _disjoint(p, s):
    n, br, bc = p.n, p.box_rows, p.box_cols
    for dr in range(br):
        for dc in range(bc):
            seen = [s[(r + dr) * n + c + dc] for r in range(0, n, br) for c in range(0, n, bc)]
            if len(set(seen)) != len(seen):
                return "A disjoint group repeats a digit"


def _unmarked(p, kinds):
    """Orthogonal neighbours without a clue of these kinds between them."""
    n = p.n
    marked = [set(clue.cells) for clue in p.variant.clues if clue.kind in kinds]
    for i in range(n * n):
        for j in (i + 1, i + n):
            if (j == i + 1 and j % n == 0) or j >= n * n:
                continue
            if {i, j} not in marked:
                yield i, j


def _nonconsecutive(p, s):
    for i, j in _unmarked(p, ("difference", "ratio")):
        if abs(s[i] - s[j]) == 1:
            return f"{_cell(i, p.n)} and {_cell(j, p.n)} are consecutive without a dot"


def _negative_ratio(p, s):
    ratios = {clue.value or 2 for clue in p.variant.clues if clue.kind == "ratio"} or {2}
    for i, j in _unmarked(p, ("difference", "ratio")):
        if any(s[i] == k * s[j] or s[j] == k * s[i] for k in ratios):
            return f"{_cell(i, p.n)} and {_cell(j, p.n)} are in a dot's ratio without a dot"


def _negative_xv(p, s):
    for i, j in _unmarked(p, ("xv",)):
        if s[i] + s[j] in (5, 10):
            return f"{_cell(i, p.n)} and {_cell(j, p.n)} sum to {s[i] + s[j]} without an X or V"


GRID_RULES = {
    "diagonal+": _diagonal(True),
    "diagonal-": _diagonal(False),
    "antiknight": _moves([(1, -2), (1, 2), (2, -1), (2, 1)], "knight's move"),
    "antiking": _moves([(1, -1), (1, 0), (1, 1), (0, 1)], "king's move"),
    "disjointgroups": _disjoint,
    "nonconsecutive": _nonconsecutive,
    "negative-ratio": _negative_ratio,
    "negative-xv": _negative_xv,
}


def _digits(s, cells):
    return [s[i] for i in cells]


def _killer(p, s, clue):
    digits = _digits(s, clue.cells)
    if len(set(digits)) != len(digits):
        return f"The killer cage at {_cell(clue.cells[0], p.n)} repeats a digit"
    if clue.value and sum(digits) != clue.value:
        return f"The killer cage at {_cell(clue.cells[0], p.n)} sums to {sum(digits)}, not {clue.value}"


def _little_killer(p, s, clue):
    if sum(_digits(s, clue.cells)) != clue.value:
        return f"The little killer {clue.value} does not add up"


def _arrow(p, s, clue):
    circle = int("".join(str(v) for v in _digits(s, clue.other)))
    if sum(_digits(s, clue.cells)) != circle:
        return f"The arrow from {_cell(clue.other[0], p.n)} sums to {sum(_digits(s, clue.cells))}, not {circle}"


def _thermo(slow: bool):
    def check(p, s, clue):
        d = _digits(s, clue.cells)
        if any(b < a or (b == a and not slow) for a, b in zip(d, d[1:])):
            return f"The thermometer from {_cell(clue.cells[0], p.n)} does not rise"
    return check


def _pair(test, what):
    def check(p, s, clue):
        a, b = _digits(s, clue.cells)
        value = clue.value if clue.value is not None else {"difference": 1, "ratio": 2}.get(clue.kind)
        if not test(a, b, value):
            return f"The {what} between {_cell(clue.cells[0], p.n)} and {_cell(clue.cells[1], p.n)} fails"
    return check


def _single(test, what):
    """A one-cell clue; ``around`` are its orthogonal neighbours' digits, those under a clue of the same kind left out."""
    def check(p, s, clue):
        n, (i,) = p.n, clue.cells
        r, c = divmod(i, n)
        alike = {other.cells[0] for other in p.variant.clues if other.kind == clue.kind}
        around = [s[r2 * n + c2] for r2, c2 in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                  if 0 <= r2 < n and 0 <= c2 < n and r2 * n + c2 not in alike]
        if not test(s[i], around):
            return f"{_cell(i, n)} is not {what}"
    return check


def _extra_region(p, s, clue):
    if len(set(_digits(s, clue.cells))) != len(clue.cells):
        return "An extra region repeats a digit"


def _palindrome(p, s, clue):
    d = _digits(s, clue.cells)
    if d != d[::-1]:
        return f"The palindrome from {_cell(clue.cells[0], p.n)} does not read the same both ways"


def _renban(p, s, clue):
    d = sorted(_digits(s, clue.cells))
    if d != list(range(d[0], d[0] + len(d))):
        return f"The renban line from {_cell(clue.cells[0], p.n)} is not a run of consecutive digits"


def _whispers(p, s, clue):
    gap = clue.value if clue.value is not None else (p.n + 1) // 2
    d = _digits(s, clue.cells)
    if any(abs(a - b) < gap for a, b in zip(d, d[1:])):
        return f"The whispers line from {_cell(clue.cells[0], p.n)} has neighbours closer than {gap}"


def _between(p, s, clue):
    d = _digits(s, clue.cells)
    low, high = sorted((d[0], d[-1]))
    if any(not low < v < high for v in d[1:-1]):
        return f"The between line from {_cell(clue.cells[0], p.n)} has a digit outside its ends"


def _quadruple(p, s, clue):
    d = _digits(s, clue.cells)
    if any(d.count(v) < clue.digits.count(v) for v in clue.digits):
        return f"The quadruple at {_cell(min(clue.cells), p.n)} misses a digit"


def _clone(p, s, clue):
    if _digits(s, clue.cells) != _digits(s, clue.other):
        return f"The clone of {_cell(clue.cells[0], p.n)} differs"


def _sandwich(p, s, clue):
    d = _digits(s, clue.cells)
    a, b = sorted((d.index(1), d.index(p.n)))
    if sum(d[a + 1 : b]) != clue.value:
        return f"The sandwich sum {clue.value} does not add up"


CLUE_CHECKS = {
    "killer": _killer,
    "littlekiller": _little_killer,
    "arrow": _arrow,
    "thermo": _thermo(False),
    "slowthermo": _thermo(True),
    "difference": _pair(lambda a, b, d: abs(a - b) == d, "difference dot"),
    "ratio": _pair(lambda a, b, k: a == k * b or b == k * a, "ratio dot"),
    "xv": _pair(lambda a, b, t: a + b == t, "XV clue"),
    "odd": _single(lambda v, around: v % 2 == 1, "odd"),
    "even": _single(lambda v, around: v % 2 == 0, "even"),
    "minimum": _single(lambda v, around: all(v < w for w in around), "below its neighbours"),
    "maximum": _single(lambda v, around: all(v > w for w in around), "above its neighbours"),
    "extraregion": _extra_region,
    "palindrome": _palindrome,
    "renban": _renban,
    "whispers": _whispers,
    "betweenline": _between,
    "quadruple": _quadruple,
    "clone": _clone,
    "sandwich": _sandwich,
}
