"""SudokuPad's own puzzle JSON (``scl`` and ``ctc`` links): the givens, regions and cages, and the
drawn shapes read as rules where the shapes and the rules text say which.

The link's text is lz-string (``compressToBase64``) of JSON, often in SudokuPad's shortened form:
keys without quotes and shortened (``ce`` cells, ``re`` regions, ``ca`` cages, ``l`` lines, ``a``
arrows, ``o`` overlays, ``u`` underlays, ``wp`` way points, ``ct`` centre, ``c`` colour...),
strings in single quotes, ``t``/``f`` for true/false, colours without ``#`` (``#0`` and ``#F`` for
black and white), and an empty slot of a list for an empty object. Cells are ``[row, column]``;
shapes are placed in cell units from the grid's top left (a cell's centre is ``[r + 0.5, c + 0.5]``).

What is read: digits given in ``cells``; ``regions``; ``cages`` with a number (killer cages; a cage
whose value is ``title: ...``, ``rules: ...`` is the puzzle's text); small round overlays on the edge
between two cells (white: consecutive, black: one double the other); ``X`` and ``V`` on an edge;
``arrows`` from a circle; lines, as the rules text and their colour say (a line with a round bulb at
one end: a thermometer, read from its bulb however it was drawn). A line whose kind neither says for
sure comes back in ``choices``, with what it may be, for the page to ask; so do the circles and small
squares inside cells that are neither a bulb nor an arrow's circle, one choice for each look (odd,
even, minimum, maximum or decoration). The rules text and the notes say what else is drawn.

>>> unzip("{ce:[[{v:5},,{v:'3'}]],t:'A \\\\'b\\\\''}")
{'cells': [[{'value': 5}, {}, {'value': '3'}]], 'title': "A 'b'"}
"""

import json
import re

from ...lzstring import decompress_base64
from .grid import Puzzle, default_box
from .variant import Clue, Variant, check_variant, normal

SHORT = {"c": "color", "ca": "cages", "ct": "center", "c1": "borderColor", "c2": "backgroundColor", "ce": "cells",
         "cs": "cellSize", "a": "arrows", "o": "overlays", "u": "underlays", "w": "width", "h": "height", "v": "value",
         "vd": "videos", "l": "lines", "r": "rounded", "re": "regions", "fs": "fontSize", "th": "thickness",
         "hl": "headLength", "wp": "wayPoints", "t": "title", "te": "text", "d": "duration", "d2": "d"}
LINE_KINDS = ("thermo", "renban", "whispers", "palindrome", "betweenline")
CHOICES = ["thermo", "renban", "whispers", "palindrome", "betweenline", "decoration"]
SHAPE_CHOICES = ["odd", "even", "minimum", "maximum", "decoration"]
WORDS = {"thermo": "thermo", "renban": "renban", "whispers": "whisper", "palindrome": "palindrom", "betweenline": "between"}
META = re.compile(r"^\s*(title|author|rules|solution|msgcorrect|foglink)\s*:\s*(.*)$", re.DOTALL | re.IGNORECASE)


def read_scl(body: str) -> tuple[Puzzle, list[str], list[dict]]:
    """The puzzle of an ``scl`` link's text, notes on what was not read, and the lines to ask about."""
    text = decompress_base64(body)
    data = _json(text)
    return decode_scl(data)


def _json(text: str) -> dict:
    try:
        data = json.loads(text)
    except ValueError:
        try:
            data = unzip(text)
        except ValueError:
            raise ValueError("This SudokuPad link does not unpack to a puzzle: is it cut short?") from None
    if not isinstance(data, dict):
        raise ValueError("This SudokuPad link does not hold a puzzle")
    return data


def unzip(text: str) -> dict:
    """SudokuPad's shortened JSON read back into plain JSON with its long keys."""
    if '"' not in text:  # strings in single quotes, a quote inside them escaped
        text = text.replace("\\'", "\0").replace("'", '"').replace("\0", "'")
    parts = re.split(r'("(?:[^"\\]|\\.)*")', text)
    skeleton = "\1".join(parts[0::2])
    skeleton = re.sub(r"([,{\[])([A-Za-z0-9]+):", r'\1"\2":', skeleton)
    skeleton = re.sub(r"([,{\[])(?=[,}\]])", r"\1_", skeleton).replace("{_}", "{}")
    skeleton = re.sub(r"([,{\[])_", r"\1{}", skeleton)
    for short, long in ((r"f", "false"), (r"t", "true"), (r"#0", '"#000000"'), (r"#F", '"#FFFFFF"')):
        skeleton = re.sub(f":{short}(?=[,}}\\]])", ":" + long, skeleton)
    skeleton = re.sub(r":([0-9a-fA-F]{6})(?=[,}\]])", r':"#\1"', skeleton)
    pieces = skeleton.split("\1")
    joined = "".join(piece + (parts[2 * k + 1] if 2 * k + 1 < len(parts) else "") for k, piece in enumerate(pieces))
    return _long_keys(json.loads(joined))


def _long_keys(data):
    if isinstance(data, list):
        return [_long_keys(item) for item in data]
    if isinstance(data, dict):
        return {SHORT.get(key, key): _long_keys(value) for key, value in data.items()}
    if isinstance(data, str) and re.fullmatch(r"[0-9a-fA-F]{6}", data):
        return "#" + data
    return data


# ---------------------------------------------------------------- reading the shapes


def decode_scl(data: dict) -> tuple[Puzzle, list[str], list[dict]]:
    cells = data.get("cells")
    if not isinstance(cells, list) or not cells or any(not isinstance(row, list) for row in cells):
        raise ValueError("This SudokuPad puzzle has no grid of cells")
    n = len(cells)
    if any(len(row) != n for row in cells) or n not in (4, 5, 6, 7, 8, 9, 16):
        raise ValueError("Gridhunt reads square SudokuPad grids of 4x4 to 9x9 and 16x16")
    rules, notes, choices = _rules_text(data).lower(), [], []
    givens = [_given(cell, n) for row in cells for cell in row]
    regions = _regions(data.get("regions"), n)
    clues: list[Clue] = []
    for cage in _list(data, "cages"):
        value = cage.get("value")
        if isinstance(value, str) and META.match(value):
            continue
        cage_cells = _cells(cage.get("cells"), n)
        number = _whole(value)
        if cage_cells and (number is not None or "cage" in rules):
            clues.append(Clue("killer", cage_cells, number))
        elif cage_cells:
            notes.append("a cage the rules text does not mention")
    circles = _circles(data, n)
    used = set()  # circles that are an arrow's or a line's end (a bulb, a between line's ends)
    for arrow in _list(data, "arrows"):
        path = _path(arrow.get("wayPoints"), n)
        bulb = next((cell for cell in path[:1] if cell in circles), None)
        if bulb is None or len(path) < 2:
            notes.append("an arrow without a circle")
            continue
        used.add(bulb)
        clues.append(Clue("arrow", tuple(path[1:]), other=(bulb,)))
    unread = 0
    marks: dict[tuple, list[int]] = {}  # circles and squares inside cells, by look: what they are is asked
    for shape in _list(data, "overlays") + _list(data, "underlays"):
        clue = _edge_mark(shape, n)
        if clue:
            clues.append(clue)
        elif _is_circle(shape, n) or _is_square(shape, n):
            centre = _point(shape.get("center"))
            look = ("circle" if shape.get("rounded") else "square", str(shape.get("backgroundColor", "")),
                    str(shape.get("borderColor", "")), _size(shape))
            marks.setdefault(look, []).append(int(centre[0]) * n + int(centre[1]))
        elif shape.get("text") not in (None, "") or shape.get("backgroundColor"):
            unread += 1
    if unread:
        notes.append(f"{unread} drawn shape{'s' if unread > 1 else ''} (shading, text, circles) not read as rules")
    metadata = data.get("metadata") if isinstance(data.get("metadata"), dict) else {}
    if metadata.get("bgimage"):
        notes.append("a background picture, which may draw rules Gridhunt cannot see")
    for line in _list(data, "lines"):
        path = _path(line.get("wayPoints"), n)
        if len(path) < 2:
            continue
        used.update(end for end in (path[0], path[-1]) if end in circles)
        if path[0] not in circles and path[-1] in circles:
            path.reverse()  # drawn from the tip: a thermometer starts at its bulb
        kind = _line_kind(path, circles, line.get("color", ""), rules)
        if kind == "decoration":
            continue
        if kind:
            clues.append(Clue(kind, tuple(path)))
        else:
            choices.append({"cells": [list(divmod(i, n)) for i in path], "colour": str(line.get("color", "")),
                            "options": CHOICES})
    shapes = 0
    for (look, fill, _, _), cells in marks.items():
        cells = [i for i in dict.fromkeys(cells) if look == "square" or i not in used]
        if cells:
            shapes += 1
            choices.append({"cells": [list(divmod(i, n)) for i in cells], "colour": fill, "shape": look,
                            "options": SHAPE_CHOICES})
    box = default_box(n) if n not in (5, 7) else (1, n)
    variant = normal(Variant(regions, tuple(clues), ()))
    check_variant(n, variant, box)
    lines = len(choices) - shapes
    if lines:
        notes.append(f"{lines} line{'s' if lines > 1 else ''} of a kind the rules text does not name for sure: choose what each is")
    if shapes:
        notes.append(f"{shapes} kind{'s' if shapes > 1 else ''} of circle or square in cells the rules text does not name "
                     "for sure: choose what each is")
    return Puzzle(n, box[0], box[1], tuple(givens), variant), sorted(set(notes)), choices


def _rules_text(data: dict) -> str:
    metadata = data.get("metadata") if isinstance(data.get("metadata"), dict) else {}
    texts = [str(metadata.get("rules", ""))]
    for cage in _list(data, "cages"):
        match = META.match(str(cage.get("value", "")))
        if match and match[1].lower() == "rules":
            texts.append(match[2])
    return "\n".join(texts)


def _list(data: dict, key: str) -> list[dict]:
    items = data.get(key) or []
    return [item for item in items if isinstance(item, dict)] if isinstance(items, list) else []


def _whole(value) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def _given(cell, n: int) -> int:
    value = _whole(cell.get("value")) if isinstance(cell, dict) else None
    return value if value is not None and 1 <= value <= n else 0


def _regions(regions, n: int) -> tuple[int, ...] | None:
    if not isinstance(regions, list) or not regions:
        return None
    out = [-1] * (n * n)
    for k, region in enumerate(regions):
        for i in _cells(region, n):
            out[i] = k
    box = default_box(n) if n not in (5, 7) else (1, n)
    boxes = [(r // box[0]) * (n // box[1]) + c // box[1] for r in range(n) for c in range(n)]
    if out == boxes:
        return None
    if -1 in out or len(regions) != n:
        raise ValueError("This SudokuPad puzzle's regions do not cover the grid once each")
    return tuple(out)


def _cells(cells, n: int) -> tuple[int, ...]:
    out = []
    for rc in cells if isinstance(cells, list) else []:
        if isinstance(rc, list) and len(rc) == 2 and all(isinstance(k, int) and 0 <= k < n for k in rc):
            out.append(rc[0] * n + rc[1])
    return tuple(dict.fromkeys(out))


def _point(point) -> tuple[float, float] | None:
    if isinstance(point, list) and len(point) == 2 and all(isinstance(k, (int, float)) and not isinstance(k, bool) for k in point):
        return float(point[0]), float(point[1])
    return None


def _path(points, n: int) -> list[int]:
    """The cells a drawn line passes through, way point to way point (straight or diagonal runs)."""
    centres = [p for p in map(_point, points if isinstance(points, list) else []) if p]
    cells = []
    for y, x in centres:
        r, c = int(y), int(x)
        if not (0 <= r < n and 0 <= c < n):
            continue
        if cells:
            pr, pc = divmod(cells[-1], n)
            while (pr, pc) != (r, c):
                pr += (r > pr) - (r < pr)
                pc += (c > pc) - (c < pc)
                cells.append(pr * n + pc)
        else:
            cells.append(r * n + c)
    return list(dict.fromkeys(cells))


def _circles(data: dict, n: int) -> set[int]:
    """Cells holding a large round shape (an arrow's circle, a thermometer's bulb)."""
    out = set()
    for shape in _list(data, "overlays") + _list(data, "underlays"):
        if _is_circle(shape, n):
            centre = _point(shape.get("center"))
            out.add(int(centre[0]) * n + int(centre[1]))
    return out


def _is_circle(shape: dict, n: int) -> bool:
    """A round shape filling most of one cell, centred on it."""
    centre = _point(shape.get("center"))
    if not (centre and shape.get("rounded") and min(_size(shape)) >= 0.5):
        return False
    r, c = centre[0] - 0.5, centre[1] - 0.5
    return r == int(r) and c == int(c) and 0 <= r < n and 0 <= c < n


def _is_square(shape: dict, n: int) -> bool:
    """A filled square smaller than its cell, centred on it (an even cell, say; a whole cell's shading is colouring)."""
    centre = _point(shape.get("center"))
    if not (centre and not shape.get("rounded") and shape.get("backgroundColor") and not shape.get("text")
            and 0.5 <= min(_size(shape)) and max(_size(shape)) < 0.95):
        return False
    r, c = centre[0] - 0.5, centre[1] - 0.5
    return r == int(r) and c == int(c) and 0 <= r < n and 0 <= c < n


def _size(shape: dict) -> tuple[float, float]:
    width, height = shape.get("width", 0), shape.get("height", 0)
    numbers = [k if isinstance(k, (int, float)) and not isinstance(k, bool) else 0 for k in (width, height)]
    return numbers[0], numbers[1]


def _edge_mark(shape: dict, n: int) -> Clue | None:
    """A dot, X or V centred on the edge between two orthogonal neighbours."""
    centre = _point(shape.get("center"))
    if not centre:
        return None
    y, x = centre
    if y == int(y) and x - 0.5 == int(x - 0.5):
        a, b = (int(y) - 1, int(x - 0.5)), (int(y), int(x - 0.5))
    elif x == int(x) and y - 0.5 == int(y - 0.5):
        a, b = (int(y - 0.5), int(x) - 1), (int(y - 0.5), int(x))
    else:
        return None
    if not all(0 <= k < n for k in (*a, *b)):
        return None
    cells = (a[0] * n + a[1], b[0] * n + b[1])
    text = str(shape.get("text", "")).strip().upper()
    if text in ("X", "V"):
        return Clue("xv", cells, 10 if text == "X" else 5)
    if shape.get("rounded") and max(_size(shape)) <= 0.45:
        fill = str(shape.get("backgroundColor", "")).upper()
        if fill in ("#FFFFFF", "#FFF", "WHITE"):
            return Clue("difference", cells, 1)
        if fill in ("#000000", "#000", "BLACK"):
            return Clue("ratio", cells, 2)
    return None


def _line_kind(path: list[int], circles: set[int], colour: str, rules: str) -> str | None:
    """What a line is, when its shape and the rules text say so for sure; None to ask."""
    named = [kind for kind in LINE_KINDS if WORDS[kind] in rules]
    if (path[0] in circles or path[-1] in circles) and "thermo" in named:
        return "thermo"
    if "thermo" in named and len(named) == 1 and not (path[0] in circles or path[-1] in circles):
        return None
    if len(named) == 1:
        return named[0]
    by_colour = _kind_by_colour(colour)
    if by_colour in named:
        return by_colour
    return None


def _kind_by_colour(colour: str) -> str | None:
    """The usual colours of lines drawn from f-puzzles: purple renban, green whispers, grey palindrome."""
    match = re.fullmatch(r"#([0-9a-fA-F]{2})([0-9a-fA-F]{2})([0-9a-fA-F]{2})(?:[0-9a-fA-F]{2})?", colour.strip())
    if not match:
        return None
    r, g, b = (int(match[k], 16) for k in (1, 2, 3))
    if r > 150 and b > 150 and g < r - 40:
        return "renban"
    if g > 150 and r < g - 40 and b < g - 40:
        return "whispers"
    if abs(r - g) < 20 and abs(g - b) < 20:
        return "palindrome"
    return None
