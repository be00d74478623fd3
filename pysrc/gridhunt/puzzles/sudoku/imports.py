"""Sudoku as other tools and people write it, both ways.

Read (each returns a ``Reading``: the puzzle and a phrase saying what it was):

- **Solo game IDs** (Simon Tatham's Sudoku): ``3x3:b4b6a7_9...``; ``CxR`` gives the box as C rows
  by R columns (Solo calls a 2x3 puzzle one whose boxes are 2 rows by 3 columns, our ``2x3:``);
  the cells run row by row, ``a``-``z`` skip 1-26 empty cells, a number (several digits above 9)
  is a given, ``_`` separates two numbers. Options after the size (``dt``, ``r2``...) are ignored;
  the jigsaw (``9j``), X (``3x3x``) and killer (``3x3k``) variants are refused politely.
- **puzz.link / pzv.jp bodies** (pzprjs ``sudoku``): ``COLS/ROWS/BODY``; a hex digit is a given,
  ``-`` and two hex digits a given above 15, ``g``-``z`` skip 1-20 empty cells. Boxes as pzprjs
  draws them: 2x3 for 6x6, square otherwise (4, 9, 16, 25).
- **SudokuWiki boards** (``?bd=``): 81 digits (``0`` or ``.`` empty), or ``S9B`` and 81 pairs
  of base-36 digits, one pair a cell: 1-9 a given, 10-18 a digit the solver placed (value - 9),
  19 and up the candidates left (value - 18, bit d-1 for digit d), 0 nothing. We inferred this
  from SudokuWiki's published example boards (each "Load position" link beside its "From the
  start" link: the givens agree, and the candidate masks match the digits each cell can see).
  The givens are the puzzle; placed digits and candidates come back as ``extra`` for the board.
- **Plain lines of digits** (``read_plain``, a quick path for batches of 4x4, 6x6, 8x8 and 9x9
  lines on the command line): N*N digits, ``0``, ``.`` or ``_`` for empty; anything more (another
  form, a clash, a digit too large) goes to ``read``, which names the problem.
- **Text as people post it**: one line of N*N cells with ``.``, ``0``, ``_`` (or spaces, when the
  line is exactly N*N long) for empty; pictures of N rows with ``|``, ``-``, ``+``, ``*`` or
  box-drawing lines (``┌─┬│``), cells written close (``12.``), spaced (``1 2 .``) or with spaces
  for empty cells; N lines of digits; our own ``render`` picture. Lines starting with ``#`` or
  ``[`` are comments. Box lines in a picture give the box shape.

Write: ``exports(p)`` lists the puzzle as a puzz.link URL, a Solo game ID and a SudokuWiki link,
where the tool can hold it (``None`` and the reason otherwise).

>>> reading = read("3x3:b4b6a7_9" + "z" * 2 + "t")
>>> reading.recognised, reading.puzzle.cells[:6]
("a Solo game ID (Simon Tatham's Sudoku)", (0, 0, 4, 0, 0, 6))
>>> read_pzpr("4/4/g1k23k3g", "puzz.link").puzzle.cells
(0, 1, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0, 0, 3, 0)
"""

import json
import re
from dataclasses import replace

from ...reading import Reading
from . import fpuzzles
from .codec import VARIANT_PREFIX, cells_text, check_clashes, decode, from_fpuzzles
from .grid import SIZES, SYMBOLS, Puzzle, default_box
from .sudokupad import read_sudokupad

BARS = "|│┃║¦╎╏┆┇┊┋"
RULES = "-=+*─━═┼┬┴├┤┌┐└┘╔╗╚╝╠╣╦╩╬╤╧╪╫┏┓┗┛┣┫┳┻╋╒╕╘╛╞╡╥╨╓╖╙╜╟╢┠┨┯┷┿╂┝┥┰┸"
SYMBOL_CHARS = set(SYMBOLS + SYMBOLS.lower() + "0.")
BLANKS = "0._"
SOLO_ID = re.compile(r"^(\d{1,2})(?:x(\d{1,2}))?([a-z]*)([:#])(.*)$", re.DOTALL)
PZPR_SIZES = (4, 6, 9, 16, 25)
FORMS = (("puzzlink", "puzz.link URL"), ("solo", "Solo game ID (Tatham)"), ("sudokuwiki", "SudokuWiki link"),
         ("fpuzzles", "f-puzzles link"))
SOLO = "a Solo game ID (Simon Tatham's Sudoku)"


# ---------------------------------------------------------------- text

# Plain lines: the sizes whose symbols are all digits, by line length; each byte to its value.
PLAIN_SIZES = {n * n: n for n in SIZES if n <= 9}
PLAIN_VALUES = bytes.maketrans(b"0123456789._", bytes(range(10)) + b"\0\0")
PLAIN_SYMBOLS = b"0123456789._"
PLAIN_BOXES = {n: default_box(n) for n in PLAIN_SIZES.values()}


def read_plain(text: str) -> Reading | None:
    """A plain line of N*N digits (0, . or _ for empty) read at once; None for anything else.

    >>> read_plain("1.34" "34.2" "2143" "4.21").puzzle.cells[:4]
    (1, 0, 3, 4)
    >>> read_plain("11.." + "." * 12) is None  # a clash: ``read`` says which
    True
    """
    line = text.strip().encode()
    n = PLAIN_SIZES.get(len(line))
    if n is None or line.translate(None, PLAIN_SYMBOLS):
        return None
    cells = tuple(line.translate(PLAIN_VALUES))
    if (n < 9 and max(cells) > n) or _clashing(cells, n):
        return None
    return Reading(Puzzle(n, *PLAIN_BOXES[n], cells), f"a line of {n * n} cells")


def _clashing(cells: tuple[int, ...], n: int) -> bool:
    """Whether a value stands twice in a row, column or box.

    Each given marks three bits, one for its value in each of its units: the marks add up without
    a carry (keeping every bit) exactly when no two givens share a unit and a value.
    """
    marks = [cell_marks[v] for cell_marks, v in zip(_MARKS[n], cells) if v]
    return sum(marks).bit_count() != 3 * len(marks)


def _marks(n: int) -> tuple[tuple[int, ...], ...]:
    """For each cell, the marks of each value there (index 0: none): bit (unit * (n + 1) + value)
    for the cell's row, column and box."""
    box_rows, box_cols = default_box(n)
    marks = []
    for r in range(n):
        for c in range(n):
            units = (r, n + c, 2 * n + (r // box_rows) * (n // box_cols) + c // box_cols)
            marks.append((0, *(sum(1 << (u * (n + 1) + v) for u in units) for v in range(1, n + 1))))
    return tuple(marks)


_MARKS = {n: _marks(n) for n in PLAIN_SIZES.values()}


def read(text: str) -> Reading:
    """Any plain-text form: a Solo ID, one line of cells, or a picture (after an optional ``RxC:`` box);
    a variant's share string, or f-puzzles' JSON as its editor exports it."""
    stripped = text.strip()
    if stripped.startswith(VARIANT_PREFIX):
        return _variant_reading(*from_fpuzzles(stripped[len(VARIANT_PREFIX):]), "a variant Sudoku")
    if stripped.startswith("{"):
        return read_fpuzzles_json(stripped)
    solo = SOLO_ID.match(text.strip())
    box = None
    if solo and solo[4] == ":" and solo[2] and not solo[3] and "\n" in solo[5].strip():
        box, text = (int(solo[1]), int(solo[2])), solo[5]  # our box prefix before a picture
    elif solo and not _is_own_prefixed(solo):
        return read_solo(text)
    # comments go; leading spaces stay, as they may be empty cells
    lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith(("#", "["))]
    if box or len(lines) > 1 or any(ch in BARS + RULES.replace("-", "").replace("*", "") for ch in text):
        return _read_picture(lines, box)
    return _read_line(lines[0] if lines else "")


def _is_own_prefixed(solo: re.Match) -> bool:
    """``2x3:`` + N*N symbols is our own share string, not a Solo ID (whose cells are never that long)."""
    if solo[4] != ":" or solo[3] or not solo[2]:
        return False
    n = int(solo[1]) * int(solo[2])
    body = solo[5].strip()
    return len(body) == n * n and set(body) <= SYMBOL_CHARS | {"_"} and not re.search(r"[a-z_]", body)


def _read_line(text: str) -> Reading:
    line = text.strip()
    compact = "".join(line.split())
    if ":" not in compact and not re.search(r"[1-9]", compact) and set(compact) - set(BLANKS):
        raise ValueError(f"'{compact[:12]}' does not look like a Sudoku: expected a line of cells (1-9, . or 0 for empty), a grid picture or a link")
    if _square(len(compact)) or ":" in line:
        return Reading(decode(compact.replace("_", "0")), f"a line of {len(compact)} cells")
    if _square(len(line)):  # spaces stand for empty cells
        return Reading(decode(line.replace(" ", "0").replace("_", "0")), f"a line of {len(line)} cells, spaces for empty")
    return Reading(decode(compact.replace("_", "0")), "a line of cells")


def _square(count: int) -> bool:
    return any(n * n == count for n in SIZES)


def _read_picture(lines: list[str], box: tuple[int, int] | None) -> Reading:
    """A grid picture: rows of cells between optional box lines (``box`` overrides the shape it draws)."""
    rows, rules_before = [], []  # each cell row, and whether a box line came just before it
    underscored = []  # rows of only '_' (a blank row, or a drawn line): kept aside until the count says which
    rule_seen = False
    for line in lines:
        line = line.expandtabs(4).rstrip()
        content = [ch for ch in line if ch not in BARS and ch not in RULES and ch != " "]
        if not content:
            rule_seen = True
            continue
        if set(content) == {"_"}:
            underscored.append((len(rows), line))
        rows.append(line)
        rules_before.append(rule_seen)
        rule_seen = False
    if len(rows) not in SIZES and underscored and len(rows) - len(underscored) in SIZES:
        drop = {index for index, _ in underscored}
        rules_before = [before or (k - 1 in drop) for k, before in enumerate(rules_before) if k not in drop]
        rows = [row for k, row in enumerate(rows) if k not in drop]
    n = len(rows)
    if n not in SIZES:
        raise ValueError(f"This looks like a grid picture with {n} rows of cells; a Sudoku picture has 4, 6, 9, 12, 16 or 25")
    cells = _cells_close(rows, n) or _cells_by_position(rows, n)
    box = box or _box_shape(rows, rules_before, n)
    prefix = f"{box[0]}x{box[1]}:" if box and box != default_box(n) else ""
    puzzle = decode(prefix + "".join(cells).replace("_", "0"))
    return Reading(puzzle, f"a grid picture ({n} rows)")


def _cells_close(rows: list[str], n: int) -> list[str] | None:
    """Cells when every row holds exactly n symbols once bars and spaces are gone (12. or 1 2 .)."""
    found = []
    for row in rows:
        symbols = [ch for ch in row if ch not in BARS and ch not in RULES and ch != " "]
        if len(symbols) != n:
            return None
        found += symbols
    return found


def _groups(row: str) -> list[str]:
    """A row split at its bars, without the empty outside parts of a bordered row."""
    parts = re.split(f"[{BARS}]", row)
    if len(parts) > 1 and not parts[0].strip():
        parts = parts[1:]
    if len(parts) > 1 and not parts[-1].strip():
        parts = parts[:-1]
    return parts


def _cells_by_position(rows: list[str], n: int) -> list[str]:
    """Cells when spaces stand for empty ones: each box column's cells sit at evenly spaced places."""
    split = [_groups(row) for row in rows]
    counts = {len(groups) for groups in split}
    if len(counts) != 1:
        raise ValueError("The rows of this picture have different numbers of | separators")
    g = counts.pop()
    if n % g:
        raise ValueError(f"A row of this picture has {g} parts between | bars, which does not divide its {n} cells")
    k = n // g
    places = []
    for j in range(g):
        column = [groups[j] for groups in split]
        places.append(_places(column, k))
    cells = []
    for groups in split:
        for j, part in enumerate(groups):
            for p in places[j]:
                ch = part[p] if p < len(part) else " "
                cells.append("0" if ch == " " else ch)
    return cells


def _places(column: list[str], k: int) -> list[int]:
    """Where k cells sit in these pieces of rows: the first evenly spaced places that hold every symbol."""
    width = max(len(part) for part in column)
    marks = {p for part in column for p, ch in enumerate(part) if ch != " "}
    for stride in (1, 2, 3, 4):
        for offset in range(width):
            spots = [offset + stride * j for j in range(k)]
            if spots[-1] < max(width, 1) + (stride - 1) and marks <= set(spots):
                return spots
    raise ValueError(f"Could not find {k} cells in each part of the rows: write empty cells as . or 0")


def _box_shape(rows: list[str], rules_before: list[bool], n: int) -> tuple[int, int] | None:
    """The box shape the picture draws (bars between box columns, lines between box rows), if any."""
    g = len(_groups(rows[0]))
    box_cols = n // g if g and n % g == 0 else 0
    starts = [r for r, before in enumerate(rules_before) if before and r]
    box_rows = starts[0] if starts else 0
    if 1 < box_cols < n and 1 < box_rows < n and box_rows * box_cols == n:
        return box_rows, box_cols
    if 1 < box_cols < n and not starts and n % box_cols == 0:
        return n // box_cols, box_cols
    return None


# ---------------------------------------------------------------- Solo


def read_solo(text: str) -> Reading:
    """A Solo game ID, ``CxR:`` (box C rows by R columns) and the run-length cells."""
    match = SOLO_ID.match(text.strip())
    if not match:
        raise ValueError("Expected a Solo game ID such as 3x3:b4b6a7_9...")
    c, r, options, mark, body = int(match[1]), int(match[2] or match[1]), match[3], match[4], match[5]
    if "j" in options:
        raise ValueError("This is a jigsaw Solo ID (irregular boxes): Gridhunt solves Sudoku with rectangular boxes only")
    if "k" in options:
        raise ValueError("This is a killer Solo ID (cages with sums): Gridhunt does not solve killer Sudoku")
    if "x" in options:
        raise ValueError("This is an X Solo ID (both diagonals hold every digit): Gridhunt does not solve that variant")
    if mark == "#":
        raise ValueError("This is a random-seed Solo ID (with '#'); copy the game ID with ':' instead (Game > Specific)")
    n = c * r
    if n not in SIZES or c < 2 or r < 2:
        raise ValueError(f"A Solo {c}x{r} grid ({n}x{n}) is not a size Gridhunt solves")
    cells = _solo_cells(body.strip(), n)
    return Reading(decode(f"{c}x{r}:" + cells_text(cells)), SOLO)


def _solo_cells(body: str, n: int) -> list[int]:
    if "," in body:
        raise ValueError("This Solo ID carries block or cage data after ',': only plain Sudoku IDs are read")
    cells = []
    for run, number, separator, other in re.findall(r"([a-z])|(\d+)|(_)|(.)", body):
        if other:
            shown = repr(other) if other.isprintable() else "an unprintable character"
            raise ValueError(f"Unexpected {shown} in the Solo ID: cells are a-z for empty runs, numbers, _ between numbers")
        if len(cells) > n * n:
            break  # too long already: the count below says so, whatever the rest holds
        if run:
            cells += [0] * (ord(run) - ord("a") + 1)
        elif number:
            if not 1 <= int(number) <= n:
                raise ValueError(f"The Solo ID has the number {number}, outside 1-{n}")
            cells.append(int(number))
    if len(cells) != n * n:
        raise ValueError(f"The Solo ID describes {len(cells)} cells; a {n}x{n} grid has {n * n}")
    return cells


def solo_id(p: Puzzle) -> str:
    """The puzzle as a Solo game ID (runs of empty cells as letters, ``_`` between adjacent numbers)."""
    out, run = [], 0
    for v in p.cells:
        if not v:
            run += 1
            continue
        if run:
            out.append(_solo_run(run))
            run = 0
        elif out:
            out.append("_")
        out.append(str(v))
    if run:
        out.append(_solo_run(run))
    return f"{p.box_rows}x{p.box_cols}:" + "".join(out)


def _solo_run(run: int) -> str:
    return "z" * ((run - 1) // 26) + chr(ord("a") + (run - 1) % 26)


# ---------------------------------------------------------------- puzz.link


def read_pzpr(body: str, site: str) -> Reading:
    """A pzprjs sudoku body ``COLS/ROWS/DATA`` (a flag part before the size is skipped)."""
    parts = body.strip().split("/")
    if parts and parts[0] and not parts[0].isdigit():
        parts = parts[1:]
    if len(parts) < 3 or not parts[0].isdigit() or not parts[1].isdigit():
        raise ValueError(f"This {site} Sudoku link has no size: expected {site}/p?sudoku/9/9/...")
    cols, rows, data = int(parts[0]), int(parts[1]), "/".join(parts[2:])
    if cols != rows or cols not in PZPR_SIZES:
        raise ValueError(f"This {site} Sudoku is {cols}x{rows}; Gridhunt reads its 4x4, 6x6, 9x9, 16x16 and 25x25 grids")
    n = cols
    cells = _pzpr_cells(data, n, site)
    box = (2, 3) if n == 6 else (int(n**0.5),) * 2
    puzzle = decode(f"{box[0]}x{box[1]}:" + cells_text(cells))
    return Reading(puzzle, f"a {site} Sudoku URL")


def _pzpr_cells(data: str, n: int, site: str) -> list[int]:
    cells, i = [], 0
    while i < len(data) and len(cells) < n * n:
        ch = data[i]
        if ch in "0123456789abcdef":
            value, i = int(ch, 16), i + 1
        elif ch == "-" and re.fullmatch(r"[0-9a-f]{2}", data[i + 1 : i + 3]):
            value, i = int(data[i + 1 : i + 3], 16), i + 3
        elif "g" <= ch <= "z":
            cells += [0] * (ord(ch) - ord("g") + 1)
            i += 1
            continue
        elif ch == ".":
            raise ValueError(f"Cell {len(cells) + 1} of this {site} Sudoku is a '?' given, which has no digit to solve with")
        else:
            shown = repr(ch) if ch.isprintable() else "an unprintable character"
            raise ValueError(f"Unexpected {shown} in this {site} Sudoku's cells")
        if not 0 <= value <= n:
            raise ValueError(f"This {site} Sudoku gives {value} in a {n}x{n} grid")
        cells.append(value)
    return (cells + [0] * (n * n))[: n * n]


def pzpr_body(p: Puzzle) -> str:
    """The pzprjs encoding of the givens (runs of up to 20 empty cells as g-z)."""
    out, run = [], 0
    for v in p.cells:
        if not v:
            run += 1
            if run == 20:
                out.append("z")
                run = 0
            continue
        if run:
            out.append(chr(ord("g") + run - 1))
            run = 0
        out.append(format(v, "x") if v < 16 else "-" + format(v, "02x"))
    if run:
        out.append(chr(ord("g") + run - 1))
    return "".join(out)


def _pzpr_box(n: int) -> tuple[int, int]:
    return (2, 3) if n == 6 else (int(n**0.5),) * 2


# ---------------------------------------------------------------- SudokuWiki


def read_sudokuwiki(body: str) -> Reading:
    """A SudokuWiki ``bd=`` board: 81 digits, or ``S9B`` with placed digits and candidates."""
    body = body.strip()
    if body.upper().startswith("S9B"):
        return _read_s9b(body[3:])
    if len(body) != 81:
        raise ValueError(f"A SudokuWiki board is 81 digits (or S9B and 162 characters); this one has {len(body)} characters")
    return Reading(decode(body.replace("_", "0")), "a SudokuWiki board")


def _read_s9b(pairs: str) -> Reading:
    if len(pairs) != 162 or not re.fullmatch(r"[0-9a-zA-Z]+", pairs):
        raise ValueError(f"A SudokuWiki S9B board is S9B and 162 letters and digits; this one has {len(pairs)} after S9B")
    givens, placed, candidates = [], [], []
    for k in range(81):
        value = int(pairs[2 * k : 2 * k + 2], 36)
        if value > 18 + 511:
            raise ValueError(f"Cell {k + 1} of this SudokuWiki board holds no digit or candidate set ({pairs[2 * k : 2 * k + 2]})")
        givens.append(value if value <= 9 else 0)
        placed.append(value - 9 if 10 <= value <= 18 else 0)
        candidates.append(value - 18 if value > 18 else 0)
    puzzle = decode(cells_text(givens))
    solved = sum(1 for v in placed if v)
    marked = sum(1 for m in candidates if m)
    what = f"a SudokuWiki board ({sum(1 for v in givens if v)} givens, {solved} placed digits, candidates in {marked} cells)"
    return Reading(puzzle, what, {"placed": placed, "candidates": candidates})


# ---------------------------------------------------------------- f-puzzles


def read_fpuzzles_link(body: str) -> Reading:
    """An f-puzzles link's ``load=`` text."""
    return _variant_reading(*from_fpuzzles(body), "an f-puzzles link")


def read_fpuzzles_json(text: str) -> Reading:
    """f-puzzles' JSON itself."""
    try:
        data = json.loads(text)
    except ValueError:
        raise ValueError("This starts like f-puzzles' JSON but is not JSON: is it cut short?") from None
    puzzle, notes = fpuzzles.decode_json(data)
    return _variant_reading(check_clashes(puzzle), notes, "f-puzzles' JSON")


def _variant_reading(puzzle: Puzzle, notes: list[str], what: str) -> Reading:
    """The reading of a variant, with what it left out said in the phrase and carried for the page."""
    if puzzle.variant is not None and not puzzle.variant.clues and not puzzle.variant.rules and puzzle.variant.regions is None:
        if (puzzle.n, puzzle.box_rows, puzzle.box_cols) in ((n, *default_box(n)) for n in SIZES):
            puzzle = replace(puzzle, variant=None)  # a classic grid: the fast engine, the classic tools
    recognised = what + (" (" + "; ".join(notes) + ")" if notes else "")
    return Reading(puzzle, recognised, {"notes": notes} if notes else {})


# ---------------------------------------------------------------- exports


def exports(p: Puzzle) -> list[dict]:
    """The puzzle in each of ``FORMS``: ``{"id", "label", "text"}``, or ``"text": None`` and ``"reason"``."""
    if p.variant is not None:
        classic = "holds classic Sudoku only, not this variant's rules"
        texts = {form_id: (None, f"{label.split(' ')[0]} {classic}") for form_id, label in FORMS}
        texts["fpuzzles"] = (fpuzzles.link(p), "")
        return [_form(form_id, label, *texts[form_id]) for form_id, label in FORMS]
    texts = {
        "fpuzzles": (fpuzzles.link(p), "") if p.n <= 16 else (None, "f-puzzles draws grids up to 16x16"),
        "puzzlink": (f"https://puzz.link/p?sudoku/{p.n}/{p.n}/{pzpr_body(p)}", "")
        if p.n in PZPR_SIZES and (p.box_rows, p.box_cols) == _pzpr_box(p.n)
        else (None, "puzz.link draws Sudoku boxes only for 4x4, 6x6 (2x3), 9x9, 16x16 and 25x25"),
        "solo": (solo_id(p), "") if p.box_rows >= 2 and p.box_cols >= 2 else (None, "Solo needs boxes at least 2 cells each way"),
        "sudokuwiki": ("https://www.sudokuwiki.org/sudoku.htm?bd=" + cells_text(p.cells), "")
        if (p.n, p.box_rows, p.box_cols) == (9, 3, 3) else (None, "SudokuWiki's solver takes 9x9 grids"),
    }
    return [_form(form_id, label, *texts[form_id]) for form_id, label in FORMS]


def _form(form_id: str, label: str, text: str | None, reason: str) -> dict:
    return {"id": form_id, "label": label, "text": text, **({"reason": reason} if text is None else {})}


LINKS = {
    ("tatham", "solo"): lambda link: replace(read_solo(link.body), recognised="a Tatham Solo link"),
    ("pzpr", "sudoku"): lambda link: read_pzpr(link.body, link.site),
    ("sudokuwiki", "sudoku"): lambda link: read_sudokuwiki(link.body),
    ("fpuzzles", "sudoku"): lambda link: read_fpuzzles_link(link.body),
    ("sudokupad", "sudoku"): lambda link: read_sudokupad(link.body),
}
BLANK_LINES_INSIDE = False  # a blank line ends a picture
