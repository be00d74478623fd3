"""Tracks' text forms: Tatham's game ID and its extensions, the model and solution JSON.

Glossary: w, h width and height; r row, c column, cell (r, c), i = r * w + c;
a mask holds the sides a piece joins (R=1, U=2, L=4, D=8).
"""

import re
from dataclasses import dataclass

from ...fields import cells, is_whole, share_text
RIGHT, UP, LEFT, DOWN = 1, 2, 4, 8
STEPS = {RIGHT: (0, 1), UP: (-1, 0), LEFT: (0, -1), DOWN: (1, 0)}
PIECES = (RIGHT | UP, RIGHT | LEFT, UP | LEFT, RIGHT | DOWN, UP | DOWN, LEFT | DOWN)
MAX_SIZE = 60
MESSAGE_SYMBOLS = set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz.")

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
    text = "".join(share_text(text, "a game ID like 8x8:...").split())
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
    counts = [("S" if c == station_column else "") + count_text(x) for c, x in enumerate(p.column_counts)]
    counts += [("S" if r == station_row else "") + "/".join(map(count_text, x)) for r, x in enumerate(p.row_counts)]
    text = f"{p.w}x{p.h}{p.options}:" + "".join(cells) + "".join("," + c for c in counts)
    if p.splits:
        text += ";split=" + ".".join(map(str, p.splits))
    if not p.stations:
        text += f";start={p.start[0]}.{p.start[1]};finish={p.finish[0]}.{p.finish[1]}"
    if p.message:
        text += ";message=" + "/".join(p.message)
    return text


def count_text(count: Count) -> str:
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
        ok = all(is_whole(x) and 0 <= x < 10000 for x in numbers)
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
    texts = [m + count_text(x) for m, x in zip(marks, columns)]
    texts += [("S" if stations and r == start[0] else "") + "/".join(map(count_text, x)) for r, x in enumerate(rows)]
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


def solution_json(p: Puzzle, solution: Solution) -> list:
    """The track as [[row, col], ...] from start to finish."""
    return [list(cell) for cell in solution]


def solution_from_json(p: Puzzle, data) -> Solution:
    return tuple(cells(data, "a solution"))


def solution_text(p: Puzzle, solution: Solution) -> str:
    """The start as row,col then one letter per step (R, U, L, D)."""
    letters = {(0, 1): "R", (-1, 0): "U", (0, -1): "L", (1, 0): "D"}
    steps = "".join(letters[(r2 - r1, c2 - c1)] for (r1, c1), (r2, c2) in zip(solution, solution[1:]))
    return f"{solution[0][0]},{solution[0][1]} {steps}"
