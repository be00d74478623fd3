"""f-puzzles' puzzle JSON both ways: the ``load=`` of its links, and a variant puzzle written back as one.

An f-puzzles link is ``https://f-puzzles.com/?load=`` and the puzzle's JSON, lz-string compressed
(``compressToBase64``). The JSON: ``size``; ``grid``, rows of cells ``{"value": 5, "given": true,
"region": 0}`` (``region`` 0-based, only where it differs from the boxes); cells named ``"R1C1"``;
then one list per constraint: ``killercage`` ``{cells, value}``, ``arrow`` ``{cells: circle,
lines: [[circle cell, shaft...]]}``, ``thermometer`` / ``palindrome`` / ``renban`` / ``whispers`` /
``betweenline`` ``{lines: [[cells...]]}``, ``littlekillersum`` ``{cell: off the grid, direction:
"UL" "UR" "DL" "DR", value}``, ``sandwichsum`` ``{cell: off the grid, value}``, ``difference`` /
``ratio`` / ``xv`` ``{cells: two, value}``, ``odd`` / ``even`` / ``minimum`` / ``maximum`` ``{cell}``,
``extraregion`` ``{cells}``, ``quadruple`` ``{cells, values}``, ``clone`` ``{cells, cloneCells}``;
flags ``diagonal+``, ``diagonal-``, ``antiknight``, ``antiking``, ``disjointgroups``,
``nonconsecutive`` and ``negative`` (a list holding ``"ratio"`` and/or ``"xv"``). The field names
and their meaning were read from public solvers that load f-puzzles links (the defaults: a
difference dot without a value is 1, a ratio dot 2; f-puzzles' regions for each size).

Drawings without rules (``text``, ``line``, ``rectangle``, ``circle``, ``cage``) are left out and
named in a note; a constraint Gridhunt does not know is refused with its name, never dropped.

>>> p = decode_json({"size": 4, "grid": [[{"value": 1, "given": True}, {}, {}, {}]] + [[{}] * 4] * 3,
...                  "killercage": [{"cells": ["R1C2", "R1C3"], "value": "7"}]})[0]
>>> p.cells[:4], p.variant.clues[0].cells, p.variant.clues[0].value
((1, 0, 0, 0), (1, 2), 7)
>>> decode_json(encode_json(p))[0] == p
True
"""

import json
import re

from ...lzstring import compress_base64, decompress_base64
from .grid import Puzzle, default_box
from .variant import RULES, Clue, Variant, check_variant, default_value, normal

LINK = "https://f-puzzles.com/?load="
FLAGS = ("diagonal+", "diagonal-", "antiknight", "antiking", "disjointgroups", "nonconsecutive")
NEGATIVE = {"ratio": "negative-ratio", "xv": "negative-xv"}
LINE_KEYS = {"thermometer": "thermo", "slowthermometer": "slowthermo", "palindrome": "palindrome",
             "renban": "renban", "whispers": "whispers", "betweenline": "betweenline"}
PAIR_KEYS = ("difference", "ratio", "xv")
SINGLE_KEYS = ("odd", "even", "minimum", "maximum")
DRAWINGS = {"text": "text boxes", "line": "lines", "rectangle": "rectangles", "circle": "circles", "cage": "cages"}
NOT_RULES = {"size", "grid", "title", "author", "ruleset", "solution", "highlightConflicts", "disabledlogic",
             "truecandidatesoptions", "negative", "version", "activeConstraints"}  # activeConstraints: the editor's menu
DIRECTIONS = {"UL": (-1, -1), "UR": (-1, 1), "DL": (1, -1), "DR": (1, 1)}
UNKNOWN_NAMES = {"xsum": "X-sums", "skyscraper": "skyscrapers", "entropicline": "entropic lines",
                 "modularline": "modular lines", "regionsumline": "region sum lines", "rowindexer": "row indexers",
                 "columnindexer": "column indexers", "boxindexer": "box indexers", "doublearrow": "double arrows",
                 "lockout": "lockout lines", "parity": "parity lines", "zipper": "zipper lines"}
CELL = re.compile(r"^R(\d+)C(\d+)$", re.IGNORECASE)


def read_link_body(body: str) -> tuple[Puzzle, list[str]]:
    """The puzzle of a ``load=`` value (the lz-string text), with notes on what was left out."""
    text = decompress_base64(body)
    if not text:
        raise ValueError("This f-puzzles link holds no puzzle: is it cut short?")
    try:
        data = json.loads(text)
    except ValueError:
        raise ValueError("This f-puzzles link does not unpack to a puzzle: is it cut short?") from None
    return decode_json(data)


def link(p: Puzzle) -> str:
    """The puzzle as an f-puzzles link."""
    return LINK + compress_base64(json.dumps(encode_json(p), separators=(",", ":")))


# ---------------------------------------------------------------- reading


def decode_json(data) -> tuple[Puzzle, list[str]]:
    """The puzzle of f-puzzles' JSON, and notes naming the drawings that were not read as rules."""
    if not isinstance(data, dict) or "grid" not in data:
        raise ValueError("This is not an f-puzzles puzzle: it has no grid")
    n = _size(data)
    grid = data["grid"]
    cells, regions = [], []
    box = default_box(n) if n not in (5, 7) else (1, n)
    for r in range(n):
        for c in range(n):
            cell = grid[r][c] if isinstance(grid[r][c], dict) else {}
            value = cell.get("value")
            given = cell.get("given") and value not in (None, "")
            cells.append(_number(value, f"The given at r{r + 1}c{c + 1}", 1, n) if given else 0)
            region = cell.get("region", (r // box[0]) * (n // box[1]) + c // box[1])
            if not isinstance(region, int) or isinstance(region, bool):
                raise ValueError(f"Cell r{r + 1}c{c + 1} is in no region")
            regions.append(region)
            if cell.get("givenPencilMarks"):
                raise ValueError(f"Cell r{r + 1}c{c + 1} has given pencil marks, a rule Gridhunt does not solve")
    unknown = [key for key, value in data.items() if value and key not in NOT_RULES and key not in READERS
               and key not in FLAGS and key not in DRAWINGS]
    if unknown:
        names = ", ".join(UNKNOWN_NAMES.get(key, f"'{key[:20]}'") for key in unknown)
        raise ValueError(f"This puzzle has rules Gridhunt does not solve: {names}")
    clues = []
    for key, reader in READERS.items():
        for entry in _entries(data, key):
            clues += reader(entry, n)
    rules = {flag for flag in FLAGS if data.get(flag) is True}
    negative = data.get("negative") or []
    if not isinstance(negative, list) or any(not isinstance(name, str) for name in negative):
        raise ValueError("The f-puzzles 'negative' field should list constraints")
    rules |= {NEGATIVE[name] for name in negative if name in NEGATIVE}
    shape = _box_shape(n, regions)
    box = shape or box
    variant = normal(Variant(None if shape else tuple(regions), tuple(clues), tuple(sorted(rules, key=RULES.index))))
    check_variant(n, variant, box)
    drawn = [DRAWINGS[key] for key in DRAWINGS if data.get(key)]
    notes = [f"Its drawn {' and '.join(drawn)} were not read as rules: check the rules text gives them none"] if drawn else []
    return Puzzle(n, box[0], box[1], tuple(cells), variant), notes


def _boxes(n: int, box: tuple[int, int]) -> list[int]:
    """The region of each cell when the regions are boxes of this shape."""
    return [(r // box[0]) * (n // box[1]) + c // box[1] for r in range(n) for c in range(n)]


def _box_shape(n: int, regions: list[int]) -> tuple[int, int] | None:
    """The box shape the regions draw (the default first), or None when they are irregular."""
    shapes = [default_box(n)] if n not in (5, 7) else [(1, n)]
    shapes += [(r, n // r) for r in range(1, n + 1) if n % r == 0 and (r, n // r) not in shapes]
    return next((box for box in shapes if _boxes(n, box) == regions), None)


def _size(data: dict) -> int:
    n = data.get("size")
    grid = data.get("grid")
    if not isinstance(n, int) or isinstance(n, bool) or not 4 <= n <= 16:
        raise ValueError("The f-puzzles size should be a whole number from 4 to 16")
    if not isinstance(grid, list) or len(grid) != n or any(not isinstance(row, list) or len(row) != n for row in grid):
        raise ValueError(f"The f-puzzles grid should be {n} rows of {n} cells")
    return n


def _entries(data: dict, key: str) -> list[dict]:
    entries = data.get(key) or []
    if not isinstance(entries, list) or any(not isinstance(e, dict) for e in entries):
        raise ValueError(f"The f-puzzles '{key}' field should be a list of objects")
    return entries


def _number(value, what: str, low: int, high: int) -> int:
    try:
        number = int(str(value).strip())
    except ValueError:
        raise ValueError(f"{what} should be a number, not '{str(value)[:10]}'") from None
    if not low <= number <= high:
        raise ValueError(f"{what} is {number}, outside {low}-{high}")
    return number


def _cell(name, n: int, outside: bool = False) -> tuple[int, int]:
    match = CELL.match(name) if isinstance(name, str) else None
    if not match:
        raise ValueError(f"'{str(name)[:12]}' is not a cell name like R1C1")
    r, c = int(match[1]) - 1, int(match[2]) - 1
    low, high = (-1, n) if outside else (0, n - 1)
    if not (low <= r <= high and low <= c <= high):
        raise ValueError(f"Cell {name} lies outside the {n}x{n} grid")
    return r, c


def _cells(names, n: int) -> tuple[int, ...]:
    if not isinstance(names, list) or not names:
        raise ValueError("A constraint lists no cells")
    return tuple(r * n + c for r, c in (_cell(name, n) for name in names))


def _value(entry: dict, what: str, n: int):
    value = entry.get("value")
    if value in (None, ""):
        return None
    return _number(value, what, 0, n * n * n)


def _killer(entry, n):
    return [Clue("killer", _cells(entry.get("cells"), n), _value(entry, "A killer cage's sum", n))]


def _arrow(entry, n):
    circle = _cells(entry.get("cells"), n)
    lines = entry.get("lines") or []
    if not isinstance(lines, list) or not lines:
        raise ValueError("An arrow has no line")
    return [Clue("arrow", _cells(line[1:] if isinstance(line, list) else None, n), other=circle) for line in lines]


def _lines(kind):
    def read(entry, n):
        lines = entry.get("lines")
        if not isinstance(lines, list) or not lines:
            raise ValueError(f"A {kind} has no line")
        value = _value(entry, f"A {kind}'s value", n) if kind == "whispers" else None
        return [Clue(kind, _cells(line, n), value) for line in lines]
    return read


def _little_killer(entry, n):
    value = _value(entry, "A little killer sum", n)
    if value is None:
        return []  # an arrow drawn without its number says nothing
    r, c = _cell(entry.get("cell"), n, outside=True)
    step = DIRECTIONS.get(entry.get("direction"))
    if step is None:
        raise ValueError("A little killer's direction should be UL, UR, DL or DR")
    cells = []
    r2, c2 = r + step[0], c + step[1]
    while 0 <= r2 < n and 0 <= c2 < n:
        cells.append(r2 * n + c2)
        r2, c2 = r2 + step[0], c2 + step[1]
    if not cells:
        raise ValueError(f"The little killer at R{r + 1}C{c + 1} points away from the grid")
    return [Clue("littlekiller", tuple(cells), value, outside=(r, c))]


def _sandwich(entry, n):
    value = _value(entry, "A sandwich sum", n)
    if value is None:
        return []
    r, c = _cell(entry.get("cell"), n, outside=True)
    if (r in (-1, n)) == (c in (-1, n)):
        raise ValueError(f"A sandwich sum sits beside a row or above a column, not at R{r + 1}C{c + 1}")
    cells = tuple(r * n + k for k in range(n)) if c in (-1, n) else tuple(k * n + c for k in range(n))
    return [Clue("sandwich", cells, value, outside=(r, c))]


def _pair(kind):
    def read(entry, n):
        cells = _cells(entry.get("cells"), n)
        raw = entry.get("value")
        if kind == "xv":
            value = {"x": 10, "v": 5}.get(str(raw).strip().lower())
            if value is None:
                raise ValueError(f"An XV clue is X or V, not '{str(raw)[:5]}'")
        else:
            value = _value(entry, f"A {kind} dot's value", n)
            value = default_value(kind, n) if value is None else value
        return [Clue(kind, cells, value)]
    return read


def _single(kind):
    def read(entry, n):
        r, c = _cell(entry.get("cell"), n)
        return [Clue(kind, (r * n + c,))]
    return read


def _extra_region(entry, n):
    return [Clue("extraregion", _cells(entry.get("cells"), n))]


def _quadruple(entry, n):
    digits = entry.get("values")
    if not isinstance(digits, list):
        raise ValueError("A quadruple lists no digits")
    return [Clue("quadruple", _cells(entry.get("cells"), n),
                 digits=tuple(_number(d, "A quadruple's digit", 1, n) for d in digits))]


def _clone(entry, n):
    return [Clue("clone", _cells(entry.get("cells"), n), other=_cells(entry.get("cloneCells"), n))]


READERS = {
    "killercage": _killer, "arrow": _arrow, **{key: _lines(kind) for key, kind in LINE_KEYS.items()},
    "littlekillersum": _little_killer, "sandwichsum": _sandwich, **{key: _pair(key) for key in PAIR_KEYS},
    **{key: _single(key) for key in SINGLE_KEYS}, "extraregion": _extra_region, "quadruple": _quadruple,
    "clone": _clone,
}


# ---------------------------------------------------------------- writing


def encode_json(p: Puzzle) -> dict:
    """f-puzzles' JSON of the puzzle (regions only where they differ from the boxes)."""
    n = p.n
    variant = p.variant or Variant(None)
    regions = variant.regions
    if regions is None and (p.box_rows, p.box_cols) != (default_box(n) if n not in (5, 7) else (1, n)):
        regions = _boxes(n, (p.box_rows, p.box_cols))  # f-puzzles knows one box shape a size
    grid = []
    for r in range(n):
        row = []
        for c in range(n):
            cell = {}
            if p.cells[r * n + c]:
                cell = {"value": p.cells[r * n + c], "given": True}
            if regions is not None:
                cell["region"] = regions[r * n + c]
            row.append(cell)
        grid.append(row)
    data: dict = {"size": n, "grid": grid}
    for rule in variant.rules:
        if rule in FLAGS:
            data[rule] = True
    negative = [name for name, rule in NEGATIVE.items() if rule in variant.rules]
    if negative:
        data["negative"] = negative
    for clue in variant.clues:
        key, entry = _entry(clue, n)
        data.setdefault(key, []).append(entry)
    return data


def _name(i: int, n: int) -> str:
    return f"R{i // n + 1}C{i % n + 1}"


def _names(cells, n: int) -> list[str]:
    return [_name(i, n) for i in cells]


def _entry(clue: Clue, n: int) -> tuple[str, dict]:
    kind = clue.kind
    if kind == "killer":
        return "killercage", {"cells": _names(clue.cells, n), **({"value": str(clue.value)} if clue.value is not None else {})}
    if kind == "arrow":
        start = min(clue.other, key=lambda i: abs(i // n - clue.cells[0] // n) + abs(i % n - clue.cells[0] % n))
        return "arrow", {"cells": _names(clue.other, n), "lines": [_names((start, *clue.cells), n)]}
    if kind in LINE_KEYS.values():
        key = next(k for k, v in LINE_KEYS.items() if v == kind)
        extra = {"value": str(clue.value)} if kind == "whispers" and clue.value is not None else {}
        return key, {"lines": [_names(clue.cells, n)], **extra}
    if kind == "littlekiller":
        r, c = clue.outside
        first = clue.cells[0]
        direction = ("U" if first // n < r else "D") + ("L" if first % n < c else "R")
        return "littlekillersum", {"cell": f"R{r + 1}C{c + 1}", "direction": direction, "value": str(clue.value)}
    if kind == "sandwich":
        r, c = clue.outside
        return "sandwichsum", {"cell": f"R{r + 1}C{c + 1}", "value": str(clue.value)}
    if kind == "xv":
        return "xv", {"cells": _names(clue.cells, n), "value": "X" if clue.value == 10 else "V"}
    if kind in PAIR_KEYS:
        return kind, {"cells": _names(clue.cells, n), "value": str(clue.value)}
    if kind in SINGLE_KEYS:
        return kind, {"cell": _name(clue.cells[0], n)}
    if kind == "extraregion":
        return "extraregion", {"cells": _names(clue.cells, n)}
    if kind == "quadruple":
        return "quadruple", {"cells": _names(clue.cells, n), "values": list(clue.digits)}
    return "clone", {"cells": _names(clue.cells, n), "cloneCells": _names(clue.other, n)}
