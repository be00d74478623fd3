"""Tracks: lay one track of orthogonal steps from the start to the finish, never visiting a cell twice.

Each count says how many cells of its column, or of its row segment (rows may be
split at given columns), the track visits; a blank count says nothing. Given pieces
are part of the track as shown; track cells may lie side by side without joining.
The ends are start and finish cells, or Tatham's stations: A off the left edge of
one row, B below the bottom edge of one column.

Share string: Simon Tatham's game ID, read and written verbatim, e.g.
``8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1``: ``WxH`` (Tatham's options
such as ``dt`` may follow and are kept), ``:``, the cells row by row, where
``a``-``z`` skip 1-26 empty cells and a hex digit is a given piece (sides R=1,
U=2, L=4, D=8), then ``,`` + the w column counts and the h row counts; ``S`` marks
the row of A and the column of B. Extensions for what an ID cannot say:
a count may be ``?`` (unknown); a split row gives its segment counts joined by
``/`` (``4/6``); sections follow, each ``;key=value``: ``split=8`` (columns where
a new segment begins, joined by ``.``), ``start=5.0`` and ``finish=0.15`` (row.col
counted from 0, instead of the S stations) and ``message=ROW/ROW/...`` (the message
grid: letters and digits, ``.`` for blank). ``encode`` writes a plain Tatham ID
whenever the puzzle is one (stations, no split, no ``?``, no message), with runs
written greedily (``z`` first) as Tatham writes them, so his IDs come back verbatim. A Tatham
``WxH#seed`` ID is refused: only the game ID (with ``:``) says which puzzle it is.

>>> p = decode("8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1")
>>> solution_text(p, next(solutions(p)))
'3,0 RDDDRRUUURUUURDDRRDDDDLD'

Solution JSON: the track's cells from the start to the finish as ``[[row, col], ...]``
(row 0 at the top); with stations, the first cell is in column 0 and the last in the
bottom row. ``solution_text`` (the command line) is the start as ``row,col`` and one
letter per step (R, U, L, D). Model (for the widget): ``{"w", "h", "columnCounts": [int|null],
"rowCounts": [[int|null per segment] per row], "splits": [col], "ends": "stations" |
"cells", "start": [r, c], "finish": [r, c], "pieces": [mask per cell, row by row],
"message": [str per row] (or []), "options": str}``.

Requests (``OPERATIONS``): ``count`` ``{limit=100}`` -> ``{paths, cellSets, complete}``;
``message`` ``{limit=100}`` -> ``{solved, lines, same, tab, tablature?, notes?, openStrings?}``
(the message read through the track; ``tab`` when it is six lines of fret numbers);
``generate`` ``{w, h, seed}`` -> ``{share}`` (a new puzzle with a unique track, 4-15 a side).

Glossary: w, h width and height; r row, c column, cell (r, c), i = r * w + c;
a mask holds the sides a piece joins (R=1, U=2, L=4, D=8); a segment is the part
of a row between two splits; a station is an end whose track leaves the grid.
"""

import re
from dataclasses import dataclass
from itertools import islice
from typing import Iterator

from .tracks_solver import Engine

ID = "tracks"
NAME = "Tracks"
RIGHT, UP, LEFT, DOWN = 1, 2, 4, 8
STEPS = {RIGHT: (0, 1), UP: (-1, 0), LEFT: (0, -1), DOWN: (1, 0)}
PIECES = (RIGHT | UP, RIGHT | LEFT, UP | LEFT, RIGHT | DOWN, UP | DOWN, LEFT | DOWN)
MAX_SIZE = 60
MESSAGE_SYMBOLS = set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz.")
EXAMPLE = (
    "16x6:zzzr,3,3,2,1,4,3,2,3,6,3,4,3,5,2,2,3,4/6,6/6,5/7,4/2,1/2,1/5;split=8;start=5.0;finish=0.15"
    ";message=.4.57.2789.82..2/..5..5...5..63../2533..5...5..82./7.4.6.9.54.34.1./.1.3...1.7.9..4./..86.8.......2.9"
)
EXAMPLES = (
    ("Stairway (MUMS Puzzle Hunt, 16x6, split rows, message)", EXAMPLE),
    ("The Times 1 (Tatham, 8x8)", "8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1"),
    ("The Times 2 (Tatham, 8x8)", "8x8:w6x5mAa,1,3,1,4,6,4,S4,3,3,4,5,2,4,2,S5,1"),
    ("The Times 3 (Tatham, 8x8)", "8x8:gCx5xAf,1,S4,2,5,4,6,2,3,4,2,5,2,S4,4,5,1"),
    ("The Times 4 (Tatham, 8x8)", "8x8:p5fAzkAb,1,6,3,3,3,S6,2,3,5,4,S3,3,5,1,5,1"),
    ("The Times 5 (Tatham, 8x8)", "8x8:zi9d5tAb,1,3,4,5,3,S4,2,4,2,6,2,3,6,S3,3,1"),
    ("The Times 6 (Tatham, 8x8)", "8x8:n5iCfAzAe,2,2,S5,5,3,5,4,5,4,5,2,S5,3,4,5,3"),
)

Count = int | None
Cell = tuple[int, int]
Solution = tuple[Cell, ...]


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    column_counts: tuple[Count, ...]
    row_counts: tuple[tuple[Count, ...], ...]  # one count per segment of each row
    splits: tuple[int, ...]  # columns where a new row segment begins
    start: Cell
    finish: Cell
    stations: bool  # start is A (left of its row), finish is B (below its column)
    pieces: tuple[int, ...]  # a mask per cell, 0 for none
    message: tuple[str, ...] = ()
    options: str = ""  # Tatham's params after WxH, kept so an ID round-trips verbatim


def segments(p: Puzzle) -> list[tuple[int, int]]:
    """The (first, last + 1) columns of each row segment."""
    bounds = (0, *p.splits, p.w)
    return list(zip(bounds, bounds[1:]))


def outer_side(p: Puzzle, cell: Cell) -> int:
    """The side by which a station's track leaves the grid (0 for an inner end or other cell)."""
    if not p.stations:
        return 0
    return LEFT if cell == p.start else DOWN if cell == p.finish else 0


# ---------------------------------------------------------------- codec


def decode(text: str) -> Puzzle:
    """Read a Tatham game ID or the extended share string; the only validator."""
    if not isinstance(text, str):
        raise ValueError("Expected a game ID like 8x8:...")
    text = "".join(text.split())
    if "#" in text:
        raise ValueError("This is a random-seed ID (with '#'); paste the game ID with ':' instead")
    head, colon, rest = text.partition(":")
    size = re.fullmatch(r"(\d{1,3})x(\d{1,3})([a-z]*)", head)
    if not colon or not size:
        raise ValueError("Expected a game ID like 8x8:..., the size then a colon")
    w, h, options = int(size[1]), int(size[2]), size[3]
    if not (1 <= w <= MAX_SIZE and 1 <= h <= MAX_SIZE) or w * h < 2:
        raise ValueError(f"The grid must be from 1x2 to {MAX_SIZE}x{MAX_SIZE}")
    body, *parts = rest.split(";")
    sections = _sections(parts)
    cells_text, *count_texts = body.split(",")
    pieces = _pieces(cells_text, w * h)
    splits = _splits(sections.get("split", ""), w)
    if len(count_texts) != w + h:
        raise ValueError(f"Expected {w + h} counts ({w} columns, {h} rows), got {len(count_texts)}")
    columns = [_count(t, f"Column {c + 1}", 1, h) for c, t in enumerate(count_texts[:w])]
    rows = [_count(t, f"Row {r + 1}", len(splits) + 1, None) for r, t in enumerate(count_texts[w:])]
    stations = _ends(sections, columns, rows, w, h)
    bounds = (0, *splits, w)
    for r, (_, counts) in enumerate(rows):
        for k, count in enumerate(counts):
            if count is not None and count > bounds[k + 1] - bounds[k]:
                raise ValueError(f"Row {r + 1} count {count} is larger than its {bounds[k + 1] - bounds[k]} cells")
    message = _message(sections.get("message"), w, h)
    puzzle = Puzzle(
        w, h, tuple(c for _, (c,) in columns), tuple(tuple(c) for _, c in rows), splits,
        stations[0], stations[1], stations[2], pieces, message, options,
    )
    _check(puzzle)
    return puzzle


def _sections(parts: list[str]) -> dict[str, str]:
    sections = {}
    for part in parts:
        key, equals, value = part.partition("=")
        if not equals or key not in ("split", "start", "finish", "message"):
            raise ValueError(f"Unknown section '{part[:12]}': expected split=, start=, finish= or message=")
        if key in sections:
            raise ValueError(f"The section {key}= is given twice")
        sections[key] = value
    return sections


def _pieces(text: str, size: int) -> tuple[int, ...]:
    pieces = []
    for ch in text:
        if "a" <= ch <= "z":
            pieces.extend([0] * (ord(ch) - ord("a") + 1))
        elif ch in "0123456789ABCDEF":
            mask = int(ch, 16)
            if mask not in PIECES:
                raise ValueError(f"'{ch}' is not a track piece: a piece joins two sides (3, 5, 6, 9, A or C)")
            pieces.append(mask)
        else:
            shown = repr(ch) if ch.isprintable() else "an unprintable character"
            raise ValueError(f"Unexpected {shown} in the cells: use a-z for empty runs, hex digits for pieces")
    if len(pieces) != size:
        raise ValueError(f"Expected {size} cells, got {len(pieces)}")
    return tuple(pieces)


def _splits(text: str, w: int) -> tuple[int, ...]:
    if not text:
        return ()
    columns = text.split(".")
    if not all(c.isdigit() and len(c) < 4 for c in columns):
        raise ValueError("Splits are column numbers joined by '.', e.g. split=8")
    splits = tuple(int(c) for c in columns)
    if any(not 0 < c < w for c in splits) or list(splits) != sorted(set(splits)):
        raise ValueError(f"Splits must be increasing columns from 1 to {w - 1}")
    return splits


def _count(text: str, where: str, parts: int, most: int | None) -> tuple[bool, list[Count]]:
    station = text.startswith("S")
    pieces = text[station:].split("/")
    if len(pieces) != parts:
        raise ValueError(f"{where} needs {parts} count{'s' if parts > 1 else ''}, got {len(pieces)}")
    counts = []
    for piece in pieces:
        if piece == "?":
            counts.append(None)
        elif piece.isdigit() and len(piece) < 4:
            counts.append(int(piece))
        else:
            raise ValueError(f"{where}: '{piece[:6]}' is not a count (a number, or ? for unknown)")
        if most is not None and counts[-1] is not None and counts[-1] > most:
            raise ValueError(f"{where} count {counts[-1]} is larger than its {most} cells")
    return station, counts


def _ends(sections, columns, rows, w, h) -> tuple[Cell, Cell, bool]:
    a_rows = [r for r, (station, _) in enumerate(rows) if station]
    b_columns = [c for c, (station, _) in enumerate(columns) if station]
    if "start" in sections or "finish" in sections:
        if a_rows or b_columns:
            raise ValueError("Give the ends either as S stations or as start= and finish=, not both")
        if "start" not in sections or "finish" not in sections:
            raise ValueError("Give both start= and finish=")
        start, finish = _cell(sections["start"], "start", w, h), _cell(sections["finish"], "finish", w, h)
        if start == finish:
            raise ValueError("The start and finish must be different cells")
        return start, finish, False
    if len(a_rows) != 1 or len(b_columns) != 1:
        raise ValueError("Mark one row and one column with S (the stations), or give start= and finish=")
    if (a_rows[0], 0) == (h - 1, b_columns[0]):
        raise ValueError("The two stations meet the same cell; the track needs two cells")
    return (a_rows[0], 0), (h - 1, b_columns[0]), True


def _cell(text: str, name: str, w: int, h: int) -> Cell:
    row, dot, col = text.partition(".")
    if not (dot and row.isdigit() and col.isdigit() and len(row) < 4 and len(col) < 4):
        raise ValueError(f"The {name} is row.col counted from 0, e.g. {name}=5.0")
    if not (int(row) < h and int(col) < w):
        raise ValueError(f"The {name} {row}.{col} is outside the {w}x{h} grid")
    return int(row), int(col)


def _message(text: str | None, w: int, h: int) -> tuple[str, ...]:
    if text is None:
        return ()
    rows = text.split("/")
    if len(rows) != h:
        raise ValueError(f"The message grid needs {h} rows, got {len(rows)}")
    for r, row in enumerate(rows):
        if len(row) != w:
            raise ValueError(f"Message row {r + 1} needs {w} symbols, got {len(row)}")
        if not set(row) <= MESSAGE_SYMBOLS:
            raise ValueError(f"Message row {r + 1}: use letters, digits and . for blank")
    return tuple(rows)


def _check(p: Puzzle) -> None:
    """The checks shared by decode and from_model: pieces inside the grid, matching totals."""
    for i, mask in enumerate(p.pieces):
        r, c = divmod(i, p.w)
        if not mask:
            continue
        if not p.stations and (r, c) in (p.start, p.finish):
            raise ValueError(f"Row {r + 1}, column {c + 1}: a start or finish cell cannot hold a given piece")
        for side, (dr, dc) in STEPS.items():
            inside = 0 <= r + dr < p.h and 0 <= c + dc < p.w
            if mask & side and not inside and side != outer_side(p, (r, c)):
                raise ValueError(f"The piece at row {r + 1}, column {c + 1} leaves the grid")
    rows = [x for counts in p.row_counts for x in counts]
    if None not in p.column_counts and None not in rows and sum(p.column_counts) != sum(rows):
        raise ValueError(f"The column counts add up to {sum(p.column_counts)} but the row counts to {sum(rows)}")


def encode(p: Puzzle) -> str:
    """The Tatham game ID, with the extensions only when the puzzle needs them."""
    cells, run = [], 0
    for mask in (*p.pieces, 1):
        if mask and run:
            cells.append("z" * (run // 26) + (chr(ord("a") + run % 26 - 1) if run % 26 else ""))
        run = 0 if mask else run + 1
        if mask:
            cells.append("%X" % mask)
    cells.pop()  # the sentinel that flushed the last run
    station_row, station_column = (p.start[0], p.finish[1]) if p.stations else (-1, -1)
    counts = [("S" if c == station_column else "") + _count_text(x) for c, x in enumerate(p.column_counts)]
    counts += [("S" if r == station_row else "") + "/".join(map(_count_text, x)) for r, x in enumerate(p.row_counts)]
    text = f"{p.w}x{p.h}{p.options}:" + "".join(cells) + "".join("," + c for c in counts)
    if p.splits:
        text += ";split=" + ".".join(map(str, p.splits))
    if not p.stations:
        text += f";start={p.start[0]}.{p.start[1]};finish={p.finish[0]}.{p.finish[1]}"
    if p.message:
        text += ";message=" + "/".join(p.message)
    return text


def _count_text(count: Count) -> str:
    return "?" if count is None else str(count)


def model(p: Puzzle) -> dict:
    return {
        "w": p.w, "h": p.h, "columnCounts": list(p.column_counts), "rowCounts": [list(x) for x in p.row_counts],
        "splits": list(p.splits), "ends": "stations" if p.stations else "cells",
        "start": list(p.start), "finish": list(p.finish), "pieces": list(p.pieces),
        "message": list(p.message), "options": p.options,
    }


def from_model(data: dict) -> Puzzle:
    """The puzzle a widget edited, checked as decode checks a share string."""
    try:
        if not isinstance(data, dict):
            raise TypeError
        w, h = data["w"], data["h"]
        ends, start, finish = data["ends"], data["start"], data["finish"]
        columns, rows, splits = data["columnCounts"], data["rowCounts"], data["splits"]
        pieces, message, options = data["pieces"], data.get("message", []), data.get("options", "")
        numbers = [w, h, *start, *finish, *splits, *pieces, *(x for x in columns if x is not None)]
        numbers += [x for row in rows for x in row if x is not None]
        ok = all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 10000 for x in numbers)
        ok = ok and ends in ("stations", "cells") and len(start) == len(finish) == 2 and isinstance(options, str)
        ok = ok and all(isinstance(row, str) for row in message)
    except (KeyError, TypeError):
        ok = False
    if not ok:
        raise ValueError("The model is not a Tracks board")
    stations = ends == "stations"
    if stations and (start[1] != 0 or finish[0] != h - 1):
        raise ValueError("Station A starts in column 1 and station B ends in the bottom row")
    marks = [("S" if stations and c == finish[1] else "") for c in range(len(columns))]
    texts = [m + _count_text(x) for m, x in zip(marks, columns)]
    texts += [("S" if stations and r == start[0] else "") + "/".join(map(_count_text, x)) for r, x in enumerate(rows)]
    for i, x in enumerate(pieces):
        if x not in (0, *PIECES):
            r, c = divmod(i, w) if w else (0, i)
            raise ValueError(f"Row {r + 1}, column {c + 1}: a track piece joins exactly two sides")
    cells = "".join("%X" % x if x else "a" for x in pieces)
    text = f"{w}x{h}{options}:{cells}," + ",".join(texts)
    if splits:
        text += ";split=" + ".".join(map(str, splits))
    if not stations:
        text += f";start={start[0]}.{start[1]};finish={finish[0]}.{finish[1]}"
    if message:
        text += ";message=" + "/".join(message)
    return decode(text)


# ---------------------------------------------------------------- solver


def engine(p: Puzzle, rules=None) -> Engine:
    """The solver engine for a puzzle: its lines, ends and the edges given pieces fix."""
    w, h = p.w, p.h
    lines = [(tuple(range(c, w * h, w)), x) for c, x in enumerate(p.column_counts) if x is not None]
    for r, counts in enumerate(p.row_counts):
        for (first, last), x in zip(segments(p), counts):
            if x is not None:
                lines.append((tuple(range(r * w + first, r * w + last)), x))
    row_totals = [None if None in counts else sum(counts) for counts in p.row_counts]
    start, finish = p.start[0] * w + p.start[1], p.finish[0] * w + p.finish[1]
    extra = {} if rules is None else {"rules": rules}
    solver = Engine(w, h, lines, start, finish, (p.column_counts, row_totals), **extra)
    for i, mask in enumerate(p.pieces):
        if mask:
            r, c = divmod(i, w)
            for side, (dr, dc) in STEPS.items():
                if 0 <= r + dr < h and 0 <= c + dc < w:
                    solver.give(i, (r + dr) * w + c + dc, bool(mask & side))
    return solver


def solutions(p: Puzzle) -> Iterator[Solution]:
    """Every track, lazily, as its cells from start to finish."""
    for path in engine(p).paths():
        yield tuple(divmod(i, p.w) for i in path)


def is_solution(p: Puzzle, solution) -> bool:
    """True when the cells form one track from start to finish that meets every count and piece."""
    cells = [tuple(x) for x in solution]
    if not cells or cells[0] != p.start or cells[-1] != p.finish or len(set(cells)) != len(cells):
        return False
    if any(not (0 <= r < p.h and 0 <= c < p.w) for r, c in cells):
        return False
    sides = {}
    for (r1, c1), (r2, c2) in zip(cells, cells[1:]):
        if abs(r1 - r2) + abs(c1 - c2) != 1:
            return False
        step = {v: k for k, v in STEPS.items()}[(r2 - r1, c2 - c1)]
        back = {RIGHT: LEFT, LEFT: RIGHT, UP: DOWN, DOWN: UP}[step]
        sides[(r1, c1)] = sides.get((r1, c1), 0) | step
        sides[(r2, c2)] = sides.get((r2, c2), 0) | back
    for end in (p.start, p.finish):
        sides[end] = sides.get(end, 0) | outer_side(p, end)
    for c, count in enumerate(p.column_counts):
        if count is not None and sum(1 for _, x in cells if x == c) != count:
            return False
    for r, counts in enumerate(p.row_counts):
        for (first, last), count in zip(segments(p), counts):
            if count is not None and sum(1 for y, x in cells if y == r and first <= x < last) != count:
                return False
    return all(not mask or sides.get(divmod(i, p.w)) == mask for i, mask in enumerate(p.pieces))


def solution_json(p: Puzzle, solution: Solution) -> list:
    """The track as [[row, col], ...] from start to finish."""
    return [list(cell) for cell in solution]


def solution_from_json(p: Puzzle, data) -> Solution:
    if not isinstance(data, list) or not all(
        isinstance(x, list) and len(x) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in x)
        for x in data
    ):
        raise ValueError("A solution is a list of [row, col] cells")
    return tuple((r, c) for r, c in data)


def solution_text(p: Puzzle, solution: Solution) -> str:
    """The start as row,col then one letter per step (R, U, L, D)."""
    letters = {(0, 1): "R", (-1, 0): "U", (0, -1): "L", (1, 0): "D"}
    steps = "".join(letters[(r2 - r1, c2 - c1)] for (r1, c1), (r2, c2) in zip(solution, solution[1:]))
    return f"{solution[0][0]},{solution[0][1]} {steps}"


# ---------------------------------------------------------------- render

DRAWN = {RIGHT | LEFT: "─", UP | DOWN: "│", RIGHT | DOWN: "┌", LEFT | DOWN: "┐", RIGHT | UP: "└", LEFT | UP: "┘",
         RIGHT: "╶", LEFT: "╴", UP: "╵", DOWN: "╷"}


def render(p: Puzzle, solution: Solution | None = None) -> str:
    """Column counts on top, row counts at the right (``|`` between segments), pieces drawn."""
    sides = dict(enumerate(p.pieces))
    if solution:
        sides = {}
        for (r1, c1), (r2, c2) in zip(solution, solution[1:]):
            for (r, c), (dr, dc) in (((r1, c1), (r2 - r1, c2 - c1)), ((r2, c2), (r1 - r2, c1 - c2))):
                step = {v: k for k, v in STEPS.items()}[(dr, dc)]
                sides[r * p.w + c] = sides.get(r * p.w + c, 0) | step
        for end in (p.start, p.finish):
            i = end[0] * p.w + end[1]
            sides[i] = sides.get(i, 0) | outer_side(p, end)
    width = max(len(_count_text(x)) for x in p.column_counts)
    lines = [" ".join(_count_text(x).rjust(width) for x in p.column_counts)]
    for r in range(p.h):
        marks = []
        for c in range(p.w):
            mask = sides.get(r * p.w + c, 0)
            mark = DRAWN.get(mask, "·")
            if not p.stations and (r, c) in (p.start, p.finish) and not solution:
                mark = "S" if (r, c) == p.start else "F"
            marks.append(mark.rjust(width))
        text = ""
        for c, mark in enumerate(marks):
            text += ("|" if c in p.splits else " " if c else "") + mark
        counts = "/".join(map(_count_text, p.row_counts[r]))
        station = " A" if p.stations and r == p.start[0] else ""
        lines.append(f"{text}  {counts}{station}")
    if p.stations:
        lines.append(" " * ((width + 1) * p.finish[1] + width - 1) + "B")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- requests

STRINGS = "eBGDAE"  # guitar strings from the top line of a tablature down
OPEN_STRINGS = (64, 59, 55, 50, 45, 40)  # their MIDI notes in standard tuning


def message_lines(p: Puzzle, solution: Solution) -> list[str]:
    """The message grid read through the track: symbols on it kept, every other cell '-'."""
    on = set(solution)
    return ["".join(ch if (r, c) in on and ch != "." else "-" for c, ch in enumerate(row)) for r, row in enumerate(p.message)]


def _limit(request: dict, default: int) -> int:
    limit = request.get("limit", default)
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 1000:
        raise ValueError("The limit must be a whole number from 1 to 1000")
    return limit


def count_request(p: Puzzle, request: dict) -> dict:
    """{limit=100} -> {paths, cellSets, complete}: tracks, and how many distinct sets of cells they use."""
    limit = _limit(request, 100)
    found = list(islice(solutions(p), limit))
    return {"paths": len(found), "cellSets": len({frozenset(s) for s in found}), "complete": len(found) < limit}


def message_request(p: Puzzle, request: dict) -> dict:
    """{limit=100} -> {solved, lines, same, tab, tablature, notes}: the message, and whether every track agrees.

    ``notes`` lists ``[column, string, fret]`` for a tablature (string 0 is the top line,
    high e), with ``openStrings`` the MIDI note of each open string, so a page can play it.
    """
    if not p.message:
        raise ValueError("This puzzle has no message grid")
    limit = _limit(request, 100)
    messages = {tuple(message_lines(p, s)) for s in islice(solutions(p), limit)}
    if not messages:
        return {"solved": False, "lines": [], "same": True, "tab": False}
    lines = list(min(messages))
    symbols = {ch for line in lines for ch in line} - {"-"}
    tab = len(lines) == 6 and bool(symbols) and all(ch.isdigit() for ch in symbols)
    reply = {"solved": True, "lines": lines, "same": len(messages) == 1, "tab": tab}
    if tab:
        reply["tablature"] = [f"{name}|{line}|" for name, line in zip(STRINGS, lines)]
        reply["notes"] = [[c, s, int(line[c])] for c in range(p.w) for s, line in enumerate(lines) if line[c] != "-"]
        reply["openStrings"] = list(OPEN_STRINGS)
    return reply


def generate_request(p: Puzzle, request: dict) -> dict:
    """{w, h, seed} (size defaults to the puzzle's) -> {share}: a new puzzle with a unique track."""
    from .tracks_generator import generate  # only this request needs the generator

    w, h, seed = request.get("w", p.w), request.get("h", p.h), request.get("seed", 0)
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in (w, h, seed)) or not (4 <= w <= 15 and 4 <= h <= 15):
        raise ValueError("Give w and h as whole numbers from 4 to 15 (and seed as a whole number)")
    return {"share": encode(generate(w, h, seed))}


OPERATIONS = {"count": count_request, "message": message_request, "generate": generate_request}
