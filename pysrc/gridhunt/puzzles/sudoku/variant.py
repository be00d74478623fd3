"""Variant Sudoku's rules as data: irregular regions, clues drawn on the grid, and rules for the whole grid.

A variant puzzle is a ``Puzzle`` whose ``variant`` holds:

- ``regions``: the region number of each cell (irregular, jigsaw regions), or None for the boxes;
- ``clues``: each a ``Clue`` (kind, cells in the clue's order, and its number where it has one);
- ``rules``: names of rules over the whole grid (``RULES``).

Clue kinds (``CLUES``), what their cells are, and their ``value``:

``killer``        a cage: digits differ and sum to ``value`` (None: no sum shown)
``arrow``         ``cells`` the shaft from the circle out, ``other`` the circle (a pill of several
                  cells reads as a number, its first cell the leading digit): the shaft sums to it
``thermo``        bulb first: digits strictly increase from the bulb; ``slowthermo``: never decrease
``littlekiller``  the diagonal's cells (not necessarily different) sum to ``value``; ``outside`` is
                  where the clue sits, off the grid
``sandwich``      a row or column: the digits between its 1 and its highest digit sum to ``value``
``difference``    two neighbours differ by ``value`` (1: a white kropki dot)
``ratio``         one of two neighbours is ``value`` times the other (2: a black kropki dot)
``xv``            two neighbours sum to ``value`` (5: V, 10: X)
``odd`` ``even``  one cell's parity
``minimum`` ``maximum``  one cell below (above) each orthogonal neighbour not marked alike
``extraregion``   digits differ
``palindrome``    the line reads the same both ways
``renban``        digits differ and form a run of consecutive numbers, in any order
``whispers``      neighbours on the line differ by at least ``value`` (5 on a 9x9)
``betweenline``   digits on the line lie strictly between its two ends' digits
``quadruple``     four cells round a corner hold each of ``digits`` (one a time a digit is listed)
``clone``         ``cells`` and ``other`` hold the same digits, in order

Rules over the whole grid (``RULES``): ``diagonal+`` (the diagonal from bottom left to top right
holds each digit once), ``diagonal-`` (top left to bottom right), ``antiknight`` and ``antiking``
(a knight's or king's move apart, never the same digit), ``disjointgroups`` (the cells at one
place of every box hold each digit once), ``nonconsecutive`` (orthogonal neighbours without a
kropki dot between them are never consecutive: "all white dots are given"), ``negative-ratio``
(neighbours without a dot are never in a dot's ratio: "all black dots are given") and
``negative-xv`` (neighbours without an X or V never sum to 5 or 10).

>>> clue = Clue("killer", (0, 1), 3)
>>> check_variant(4, Variant(None, (clue,), ()), (2, 2))
>>> check_variant(4, Variant(None, (Clue("xv", (0, 5), 10),), ()), (2, 2))
Traceback (most recent call last):
ValueError: An XV clue joins two neighbouring cells; r1c1 and r2c2 are not
"""

from dataclasses import dataclass, field

CLUES = {  # kind -> what people call it
    "killer": "killer cage", "arrow": "arrow", "thermo": "thermometer", "slowthermo": "slow thermometer",
    "littlekiller": "little killer", "sandwich": "sandwich sum", "difference": "difference dot",
    "ratio": "ratio dot", "xv": "XV clue", "odd": "odd cell", "even": "even cell", "minimum": "minimum cell",
    "maximum": "maximum cell", "extraregion": "extra region", "palindrome": "palindrome", "renban": "renban line",
    "whispers": "whispers line", "betweenline": "between line", "quadruple": "quadruple", "clone": "clone",
}
RULES = ("diagonal+", "diagonal-", "antiknight", "antiking", "disjointgroups", "nonconsecutive", "negative-ratio",
         "negative-xv")
PAIRS = ("difference", "ratio", "xv")  # clues between two orthogonal neighbours
SINGLES = ("odd", "even", "minimum", "maximum")
LINES = ("thermo", "slowthermo", "palindrome", "renban", "whispers", "betweenline")
VARIANT_SIZES = (4, 5, 6, 7, 8, 9, 16)


@dataclass(frozen=True)
class Clue:
    kind: str
    cells: tuple[int, ...]  # cell indices r * n + c, in the clue's order
    value: int | None = None
    other: tuple[int, ...] = ()  # an arrow's circle, a clone's twin cells
    digits: tuple[int, ...] = ()  # a quadruple's digits
    outside: tuple[int, int] | None = None  # (r, c) off the grid: where a little killer or sandwich clue sits


@dataclass(frozen=True)
class Variant:
    regions: tuple[int, ...] | None  # region number per cell, 0..n-1; None: the boxes
    clues: tuple[Clue, ...] = ()
    rules: tuple[str, ...] = field(default=())  # sorted names from RULES


def normal(variant: Variant) -> Variant:
    """The variant with its clues in one order (by kind, then cells), so equal rule sets compare equal."""
    order = list(CLUES)
    clues = sorted(variant.clues, key=lambda clue: (
        order.index(clue.kind) if clue.kind in order else len(order), clue.kind, clue.cells, clue.other,
        -1 if clue.value is None else clue.value, clue.digits, clue.outside or ()))
    return Variant(variant.regions, tuple(clues), tuple(sorted(set(variant.rules), key=_rule_order)))


def _rule_order(rule: str) -> tuple:
    return (RULES.index(rule), "") if rule in RULES else (len(RULES), rule)


def name(i: int, n: int) -> str:
    """A cell as people write it: r1c1."""
    return f"r{i // n + 1}c{i % n + 1}"


def default_value(kind: str, n: int) -> int | None:
    """The number a clue has when none is written: a white dot's 1, a black dot's 2, whispers' half of n."""
    return {"difference": 1, "ratio": 2, "whispers": (n + 1) // 2}.get(kind)


def check_variant(n: int, variant: Variant, box: tuple[int, int] | None = None) -> None:
    """Raise ValueError with a sentence when the variant cannot be a rule set on an n x n grid."""
    if n not in VARIANT_SIZES:
        raise ValueError(f"Variant Sudoku is solved on 4x4 to 9x9 and 16x16 grids, not {n}x{n}")
    if variant.regions is not None:
        _check_regions(n, variant.regions)
    elif box is None or box[0] * box[1] != n:
        raise ValueError(f"A {n}x{n} grid has no boxes: its regions must be given")
    unknown = [rule for rule in variant.rules if rule not in RULES]
    if unknown:
        raise ValueError(f"Unknown rule '{unknown[0][:20]}'")
    if "disjointgroups" in variant.rules and (box is None or min(box) < 2):
        raise ValueError("Disjoint groups need a grid of rectangular boxes")
    for clue in variant.clues:
        _check_clue(n, clue)


def _check_regions(n: int, regions: tuple[int, ...]) -> None:
    if len(regions) != n * n or any(not isinstance(k, int) or not 0 <= k < n for k in regions):
        raise ValueError(f"The regions of a {n}x{n} grid number 1 to {n}, one a cell")
    for k in range(n):
        count = regions.count(k)
        if count != n:
            raise ValueError(f"Region {k + 1} has {count} cells; each region of a {n}x{n} grid has {n}")


def _check_clue(n: int, clue: Clue) -> None:
    kind, cells = clue.kind, clue.cells
    if kind not in CLUES:
        raise ValueError(f"Unknown clue '{kind[:20]}'")
    what = CLUES[kind]
    article = "An" if what[0] in "aeiouAEIOUX" else "A"
    if not cells or any(not 0 <= i < n * n for i in cells + clue.other):
        raise ValueError(f"{article} {what} has a cell outside the grid")
    if len(set(cells)) != len(cells):
        raise ValueError(f"{article} {what} runs through {name(_twice(cells), n)} twice")
    if kind in PAIRS:
        a, b = (cells + cells)[:2]
        if len(cells) != 2 or abs(a // n - b // n) + abs(a % n - b % n) != 1:
            raise ValueError(f"{article} {what} joins two neighbouring cells; {name(a, n)} and {name(b, n)} are not")
    if kind == "xv" and clue.value not in (5, 10):
        raise ValueError("An XV clue sums to 5 (V) or 10 (X)")
    if kind in SINGLES and len(cells) != 1:
        raise ValueError(f"{article} {what} is one cell")
    if kind == "arrow" and not clue.other:
        raise ValueError(f"The arrow from {name(cells[0], n)} has no circle")
    if kind == "clone" and len(clue.other) != len(cells):
        raise ValueError(f"A clone at {name(cells[0], n)} has {len(cells)} cells and a twin of {len(clue.other)}")
    if kind == "quadruple":
        rows, cols = {i // n for i in cells}, {i % n for i in cells}
        if len(cells) != 4 or len(rows) != 2 or len(cols) != 2 or max(rows) - min(rows) != 1 or max(cols) - min(cols) != 1:
            raise ValueError("A quadruple sits on four cells round a corner")
        if not 1 <= len(clue.digits) <= 4 or any(not 1 <= d <= n for d in clue.digits):
            raise ValueError(f"A quadruple holds one to four digits from 1 to {n}")
    if kind in ("littlekiller", "sandwich"):
        _check_outside(n, clue, article, what)
    if kind in ("littlekiller", "sandwich", "killer", "xv", "difference", "ratio", "whispers"):
        low = 0 if kind in ("sandwich", "killer") else 1
        if clue.value is None and kind in ("littlekiller", "sandwich", "xv"):
            raise ValueError(f"{article} {what} at {name(cells[0], n)} has no number")
        if clue.value is not None and not low <= clue.value <= n * n * n:
            raise ValueError(f"{article} {what} at {name(cells[0], n)} has the number {clue.value}, out of range")


def _check_outside(n: int, clue: Clue, article: str, what: str) -> None:
    """An outside clue sits one step off the grid, and its cells run from there: a diagonal, or a whole row or column."""
    spot = clue.outside
    if spot is None or not all(-1 <= k <= n for k in spot) or all(0 <= k < n for k in spot):
        raise ValueError(f"{article} {what} sits just outside the grid")
    r, c = spot
    if clue.kind == "sandwich":
        line = tuple(r * n + k for k in range(n)) if c in (-1, n) else tuple(k * n + c for k in range(n))
        if r in (-1, n) and c in (-1, n) or clue.cells != line:
            raise ValueError("A sandwich sum sits beside a row or above a column and covers all of it")
        return
    first = divmod(clue.cells[0], n)
    dr, dc = first[0] - r, first[1] - c
    if abs(dr) != 1 or abs(dc) != 1:
        raise ValueError("A little killer's diagonal starts next to its clue")
    line = []
    while 0 <= r + dr < n and 0 <= c + dc < n:
        r, c = r + dr, c + dc
        line.append(r * n + c)
    if clue.cells != tuple(line):
        raise ValueError("A little killer sums a whole diagonal from its clue to the grid's edge")


def _twice(cells: tuple[int, ...]) -> int:
    seen = set()
    for i in cells:
        if i in seen:
            return i
        seen.add(i)
    return cells[0]


# ---------------------------------------------------------------- the page's JSON


def variant_model(variant: Variant, n: int) -> dict:
    """The variant as the page draws and edits it: cells as ``[r, c]``, fields only where they say something.

    >>> variant_model(Variant(None, (Clue("killer", (0, 1), 3),), ("antiking",)), 4)
    {'regions': None, 'rules': ['antiking'], 'clues': [{'kind': 'killer', 'cells': [[0, 0], [0, 1]], 'value': 3}]}
    """
    clues = []
    for clue in variant.clues:
        entry: dict = {"kind": clue.kind, "cells": [list(divmod(i, n)) for i in clue.cells]}
        if clue.value is not None:
            entry["value"] = clue.value
        if clue.other:
            entry["other"] = [list(divmod(i, n)) for i in clue.other]
        if clue.digits:
            entry["digits"] = list(clue.digits)
        if clue.outside is not None:
            entry["outside"] = list(clue.outside)
        clues.append(entry)
    regions = list(variant.regions) if variant.regions is not None else None
    return {"regions": regions, "rules": list(variant.rules), "clues": clues}


def variant_from_model(data, n: int, box: tuple[int, int]) -> Variant:
    """The variant of the page's JSON, checked like any other input."""
    if not isinstance(data, dict):
        raise ValueError("The variant rules should be an object")
    regions = data.get("regions")
    if regions is not None and (not isinstance(regions, list) or any(not _whole(k) for k in regions)):
        raise ValueError(f"The regions of a {n}x{n} grid number 1 to {n}, one a cell")
    rules = data.get("rules") or []
    if not isinstance(rules, list) or any(not isinstance(rule, str) for rule in rules):
        raise ValueError("The variant's rules should be a list of names")
    clues = data.get("clues") or []
    if not isinstance(clues, list):
        raise ValueError("The variant's clues should be a list")
    variant = normal(Variant(tuple(regions) if regions is not None else None,
                             tuple(_clue_from_model(entry, n) for entry in clues), tuple(rules)))
    check_variant(n, variant, box)
    return variant


def _clue_from_model(entry, n: int) -> Clue:
    if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
        raise ValueError("A clue should be an object with a kind")
    value = entry.get("value")
    if value is not None and not _whole(value):
        raise ValueError(f"A {entry['kind'][:20]} clue's number should be a whole number")
    digits = entry.get("digits") or []
    outside = entry.get("outside")
    if not isinstance(digits, list) or any(not _whole(d) for d in digits):
        raise ValueError("A quadruple's digits should be whole numbers")
    if outside is not None and not (isinstance(outside, list) and len(outside) == 2 and all(_whole(k) for k in outside)):
        raise ValueError("A clue's place outside the grid should be [row, column]")
    return Clue(entry["kind"], _cells(entry.get("cells"), n), value, _cells(entry.get("other") or [], n, True),
                tuple(digits), tuple(outside) if outside is not None else None)


def _cells(cells, n: int, may_be_empty: bool = False) -> tuple[int, ...]:
    if not isinstance(cells, list) or (not cells and not may_be_empty) or any(
            not (isinstance(rc, list) and len(rc) == 2 and all(_whole(k) for k in rc)) for rc in cells):
        raise ValueError("A clue's cells should be a list of [row, column]")
    if any(not (0 <= r < n and 0 <= c < n) for r, c in cells):
        raise ValueError("A clue has a cell outside the grid")
    return tuple(r * n + c for r, c in cells)


def _whole(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)
