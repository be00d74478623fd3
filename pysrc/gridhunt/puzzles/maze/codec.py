"""The maze's text forms: the share string, pictures (read through ``picture``), the model, and walks as JSON and text.

Glossary: w width, h height, r row (0 at the top), c column, i = r * w + c a
cell, an edge code 0 wall, 1 open, 2 + k a gate of colour k.
"""

import re
from dataclasses import dataclass

from ...fields import cells, is_whole, on_grid, share_text, whole
from .picture import OPEN, WALL, read_picture

MAX_SIDE = 60
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
NAME_PATTERN = re.compile(r"[a-z][a-z0-9-]{0,19}")

Walk = tuple[int, ...]  # cells in walk order
Solution = Walk


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    outside: tuple[int, ...]
    starts: tuple[int, ...]
    goals: tuple[int, ...]
    right: tuple[int, ...]  # edge right of (r, c) at r * (w - 1) + c
    down: tuple[int, ...]  # edge below (r, c) at r * w + c
    colours: tuple[tuple[str, str], ...]  # (symbol, name)
    rule: tuple[int, ...]
    column_letters: tuple[str, ...]
    row_letters: tuple[str, ...]
    labels: tuple[tuple[str, int, int, str], ...]  # (side, r, c, letter), sorted


def default_column_letters(w: int) -> list[str]:
    return [LETTERS[c] if c < 26 else "" for c in range(w)]


# ---------------------------------------------------------------- model


def model(p: Puzzle) -> dict:
    pairs = lambda cells: [[i // p.w, i % p.w] for i in cells]  # noqa: E731
    return {
        "width": p.w, "height": p.h, "outside": pairs(p.outside), "starts": pairs(p.starts), "goals": pairs(p.goals),
        "right": [list(p.right[r * (p.w - 1) : (r + 1) * (p.w - 1)]) for r in range(p.h)],
        "down": [list(p.down[r * p.w : (r + 1) * p.w]) for r in range(p.h - 1)],
        "colours": [{"symbol": s, "name": name} for s, name in p.colours],
        "rule": list(p.rule), "columnLetters": list(p.column_letters), "rowLetters": list(p.row_letters),
        "labels": [{"side": side, "row": r, "col": c, "letter": letter} for side, r, c, letter in p.labels],
    }


def from_model(data: dict) -> Puzzle:
    """Validate a model dict into a Puzzle: the one place every format's rules are checked."""
    if not isinstance(data, dict):
        raise ValueError("The maze should be a JSON object")
    w, h = whole(data.get("width"), "the maze's width"), whole(data.get("height"), "the maze's height")
    if not (1 <= w <= MAX_SIDE and 1 <= h <= MAX_SIDE) or w * h < 2:
        raise ValueError(f"A maze is 1 to {MAX_SIDE} cells each way and has at least 2 cells")
    colours = _colours(data.get("colours"))
    rule = tuple(_list(data.get("rule"), "rule", 32))
    if any(not is_whole(k) or not 0 <= k < len(colours) for k in rule):
        raise ValueError("The rule names a colour that is not in the colour list")
    outside, starts, goals = (_cells(data.get(key), key, w, h) for key in ("outside", "starts", "goals"))
    for kind, marked in (("start", starts), ("goal", goals)):
        if not marked:
            raise ValueError(f"The maze needs at least one {kind}")
        for i in marked:
            if i in outside:
                raise ValueError(f"Row {i // w + 1}, column {i % w + 1} is a {kind} outside the maze")
    both = set(starts) & set(goals)
    if both:
        i = min(both)
        raise ValueError(f"Row {i // w + 1}, column {i % w + 1} is both a start and a goal")
    codes = 2 + len(colours)
    right = _edges(data.get("right"), h, w - 1, codes, "right")
    down = _edges(data.get("down"), h - 1, w, codes, "down")
    out = set(outside)
    right = tuple(WALL if {r * w + c, r * w + c + 1} & out else e for r in range(h) for c, e in enumerate(right[r]))
    down = tuple(WALL if {r * w + c, r * w + w + c} & out else e for r in range(h - 1) for c, e in enumerate(down[r]))
    column_letters = _letters(data.get("columnLetters"), w, "column")
    row_letters = _letters(data.get("rowLetters"), h, "row")
    labels = _labels(data.get("labels"), w, h, right, down)
    return Puzzle(w, h, outside, starts, goals, right, down, colours, rule, column_letters, row_letters, labels)


def _list(value, what: str, most: int) -> list:
    if not isinstance(value, list):
        raise ValueError(f"The maze's {what} should be a list")
    if len(value) > most:
        raise ValueError(f"The maze's {what} has more than {most} entries")
    return value


def _colours(value) -> tuple[tuple[str, str], ...]:
    colours = []
    for item in _list(value, "colours", 26):
        if not isinstance(item, dict) or not isinstance(item.get("symbol"), str) or not isinstance(item.get("name"), str):
            raise ValueError("Each colour should have a symbol and a name")
        symbol, name = item["symbol"], item["name"]
        if len(symbol) != 1 or not "A" <= symbol <= "Z":
            raise ValueError(f"The colour symbol {symbol[:10]!r} should be one capital letter")
        if not NAME_PATTERN.fullmatch(name):
            raise ValueError(f"The colour name {name[:20]!r} should be lower-case letters, digits or -, up to 20")
        if any(symbol == s or name == n for s, n in colours):
            raise ValueError(f"Two colours share the symbol {symbol} or the name {name}")
        colours.append((symbol, name))
    return tuple(colours)


def _cells(value, what: str, w: int, h: int) -> tuple[int, ...]:
    return tuple(sorted({on_grid(cell, what, w, h) for cell in cells(value, f"the maze's {what}", w * h)}))


def _edges(value, rows: int, cols: int, codes: int, what: str) -> list[list[int]]:
    grid = _list(value, f"{what} edges", rows)
    if len(grid) != rows or any(not isinstance(row, list) or len(row) != cols for row in grid):
        raise ValueError(f"The {what} edges should be {rows} rows of {cols}")
    for row in grid:
        for e in row:
            if not is_whole(e) or not 0 <= e < codes:
                raise ValueError(f"An edge code should be 0 (wall), 1 (open) or 2 to {codes - 1} (a gate)")
    return grid


def _letters(value, count: int, what: str) -> tuple[str, ...]:
    letters = _list(value, f"{what} letters", count)
    if len(letters) != count:
        raise ValueError(f"Expected {count} {what} letters, got {len(letters)}")
    for letter in letters:
        _check_letter(letter)
    return tuple(letters)


def _check_letter(letter) -> None:
    if not isinstance(letter, str) or len(letter) > 1 or (letter and letter not in LETTERS):
        raise ValueError(f"A letter should be one of A-Z or a-z, or empty, not {str(letter)[:10]!r}")


def _labels(value, w: int, h: int, right: tuple, down: tuple) -> tuple:
    labels = {}
    for item in _list(value, "labels", 2 * w * h):
        if not isinstance(item, dict) or item.get("side") not in ("right", "down"):
            raise ValueError("Each label should have a side (right or down), a row, a col and a letter")
        side, r, c = item["side"], item.get("row"), item.get("col")
        if not all(is_whole(x) for x in (r, c)):
            raise ValueError("Each label should have a whole-number row and col")
        _check_letter(item.get("letter"))
        if not (0 <= r < h and 0 <= c < w) or (side == "right" and c == w - 1) or (side == "down" and r == h - 1):
            raise ValueError(f"The label at row {r}, col {c}, side {side} is not on an edge inside the grid")
        edges, index = (right, r * (w - 1) + c) if side == "right" else (down, r * w + c)
        if edges[index] >= 2:
            labels[(side, r, c)] = item["letter"]
    return tuple(sorted((*key, letter) for key, letter in labels.items()))


# ---------------------------------------------------------------- share string

SECTION = re.compile(r"(\D)(\d*)")
PICTURE_START = re.compile(r"\s*(\+|(colou?rs|rule|columns|rows)\s*:)", re.IGNORECASE)


def encode(p: Puzzle) -> str:
    """The canonical share string (optional sections only when not the default)."""
    symbols = [s for s, _ in p.colours]
    edge = lambda e: "_" if e == WALL else "." if e == OPEN else symbols[e - 2]  # noqa: E731
    cells = ["."] * (p.w * p.h)
    for mark, group in (("x", p.outside), ("s", p.starts), ("g", p.goals)):
        for i in group:
            cells[i] = mark
    parts = [
        f"{p.w}x{p.h}", ",".join(s + name for s, name in p.colours), "".join(symbols[k] for k in p.rule),
        _runs(cells), _runs(map(edge, p.right)), _runs(map(edge, p.down)),
    ]
    if list(p.column_letters) != default_column_letters(p.w):
        parts.append("c=" + _runs(letter or "." for letter in p.column_letters))
    if any(p.row_letters):
        parts.append("r=" + _runs(letter or "." for letter in p.row_letters))
    if p.labels:
        own = {(side, r, c): letter for side, r, c, letter in p.labels}
        gates = [("right", i // (p.w - 1), i % (p.w - 1)) for i, e in enumerate(p.right) if e >= 2]
        gates += [("down", i // p.w, i % p.w) for i, e in enumerate(p.down) if e >= 2]
        parts.append("l=" + _runs((own[g] or ".") if g in own else "*" for g in gates))
    return ":".join(parts)


def _runs(chars) -> str:
    """Run-length text: a character, then its count when it repeats 3 times or more."""
    out, last, count = [], None, 0
    for ch in list(chars) + [None]:
        if ch == last:
            count += 1
            continue
        if last is not None:
            out.append(last + (str(count) if count >= 3 else last * (count - 1)))
        last, count = ch, 1
    return "".join(out)


def _unruns(text: str, what: str, want: int) -> str:
    if text[:1].isdigit():
        raise ValueError(f"The {what} section starts with a count instead of a character")
    chars, total = [], 0
    for ch, count in SECTION.findall(text):
        n = int(count) if count and len(count) <= 5 else 1 if not count else want + 1
        if n < 1:
            raise ValueError(f"The {what} section repeats a character 0 times")
        total += n
        if total > want:
            raise ValueError(f"The {what} section describes more than {want} places")
        chars.append(ch * n)
    if total != want:
        raise ValueError(f"The {what} section describes {total} places, expected {want}")
    return "".join(chars)


def decode(text: str) -> Puzzle:
    """Read a share string or a plain-text picture (anything with several lines or a + border)."""
    stripped = share_text(text, "a share string or a picture of a maze")
    if "\n" in stripped or PICTURE_START.match(stripped):
        return from_model(read_picture(text))  # as it is: the picture's first line may begin with spaces
    return from_model(_share_model(stripped))


def _share_model(text: str) -> dict:
    parts = text.split(":")
    if len(parts) < 6:
        raise ValueError("A share string has at least 6 parts separated by ':' (size, colours, rule, cells, right, down)")
    size = re.fullmatch(r"(\d{1,3})x(\d{1,3})", parts[0])
    if not size:
        raise ValueError(f"The size {parts[0][:10]!r} should be written like 26x21 (width x height)")
    w, h = int(size[1]), int(size[2])
    if not (1 <= w <= MAX_SIDE and 1 <= h <= MAX_SIDE) or w * h < 2:
        raise ValueError(f"A maze is 1 to {MAX_SIDE} cells each way and has at least 2 cells")
    colours = [{"symbol": item[:1], "name": item[1:]} for item in parts[1].split(",") if item]
    symbols = {colour["symbol"]: k for k, colour in enumerate(colours)}
    rule = [_share_symbol(ch, symbols, "rule") for ch in parts[2]]
    cells = _unruns(parts[3], "cells", w * h)
    if set(cells) - set(".xsg"):
        raise ValueError(f"The cells section uses {sorted(set(cells) - set('.xsg'))[0]!r}; cells are . x s g")
    pairs = lambda mark: [[i // w, i % w] for i, ch in enumerate(cells) if ch == mark]  # noqa: E731
    right = [_share_edge(ch, symbols) for ch in _unruns(parts[4], "right-edge", h * (w - 1))]
    down = [_share_edge(ch, symbols) for ch in _unruns(parts[5], "down-edge", (h - 1) * w)]
    model = {
        "width": w, "height": h, "colours": colours, "rule": rule,
        "outside": pairs("x"), "starts": pairs("s"), "goals": pairs("g"),
        "right": [right[r * (w - 1) : (r + 1) * (w - 1)] for r in range(h)],
        "down": [down[r * w : (r + 1) * w] for r in range(h - 1)],
        "columnLetters": default_column_letters(w), "rowLetters": [""] * h, "labels": [],
    }
    for part in parts[6:]:
        key, equals, value = part.partition("=")
        if key == "c" and equals:
            model["columnLetters"] = _share_letters(value, "column-letter", w)
        elif key == "r" and equals:
            model["rowLetters"] = _share_letters(value, "row-letter", h)
        elif key == "l" and equals:
            gates = [("right", i // (w - 1), i % (w - 1)) for i, e in enumerate(right) if e >= 2]
            gates += [("down", i // w, i % w) for i, e in enumerate(down) if e >= 2]
            marks = _unruns(value, "label", len(gates))
            model["labels"] = [
                {"side": side, "row": r, "col": c, "letter": "" if ch == "." else ch}
                for (side, r, c), ch in zip(gates, marks) if ch != "*"
            ]
        else:
            raise ValueError(f"Unknown section {part[:12]!r}: expected c=, r= or l=")
    return model


def _share_symbol(ch: str, symbols: dict, what: str) -> int:
    if ch not in symbols:
        raise ValueError(f"The {what} uses {ch!r}, which is not a colour symbol")
    return symbols[ch]


def _share_edge(ch: str, symbols: dict) -> int:
    return WALL if ch == "_" else OPEN if ch == "." else 2 + _share_symbol(ch, symbols, "edge section")


def _share_letters(value: str, what: str, count: int) -> list[str]:
    return ["" if ch == "." else ch for ch in _unruns(value, what, count)]


# ---------------------------------------------------------------- walks


def edge_between(p: Puzzle, i: int, j: int) -> tuple[int, str, int, int]:
    """(edge code, side, r, c) of the edge joining neighbouring cells i and j, named by its upper/left cell."""
    a, b = min(i, j), max(i, j)
    r, c = divmod(a, p.w)
    if b == a + 1 and a // p.w == b // p.w:
        return p.right[r * (p.w - 1) + c], "right", r, c
    return p.down[a], "down", r, c


def message(p: Puzzle, walk: Walk) -> str:
    """The letters read along the walk, in order."""
    labels = {(side, r, c): letter for side, r, c, letter in p.labels}
    letters = []
    for i, j in zip(walk, walk[1:]):
        e, side, r, c = edge_between(p, i, j)
        if e >= 2:
            default = p.column_letters[c] if side == "down" else p.row_letters[r]
            letters.append(labels.get((side, r, c), default))
    return "".join(letters)


def solution_json(p: Puzzle, walk: Walk) -> dict:
    return {"walk": [[i // p.w, i % p.w] for i in walk], "message": message(p, walk)}


def solution_from_json(p: Puzzle, data) -> Walk:
    """A walk from its JSON (the message, if given, is not trusted: it is read again from the walk)."""
    steps = data.get("walk") if isinstance(data, dict) else None
    if not isinstance(steps, list) or not steps:
        raise ValueError("A solution is {\"walk\": [[row, col], ...]}")
    return tuple(on_grid(cell, "the walk", p.w, p.h) for cell in cells(steps, "the walk"))


def solution_text(p: Puzzle, walk: Walk) -> str:
    """The message, then the start (1-based row, column) and the moves."""
    names = {1: "right", -1: "left", p.w: "down", -p.w: "up"}
    moves = " ".join(names[j - i] for i, j in zip(walk, walk[1:]))
    return f"{message(p, walk)}: ({walk[0] // p.w + 1},{walk[0] % p.w + 1}) {moves}"
