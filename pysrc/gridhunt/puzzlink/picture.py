"""A genre's text picture, read and written from its ``EDITOR`` (``puzzlink/editor.py``): one reader, one writer.

A picture is an optional header line, the genre's name and its settings (``Star Battle: stars=2``,
``Masyu: full``), then one row of characters a grid row. Each cell is a token: ``.`` an empty cell,
a number (``12``), ``?``, a symbol's character (``#`` a wall, ``o`` a white pearl); Yajilin's
arrow follows its number (``2>``, ``?^``, ``1v``, ``3<``), Kakuro's clue cell is ``down\\across``
(``16\\``, ``\\7``, ``\\`` none) on a grid with its outer row and column, Tapa's numbers run
together (``13``). A genre with regions starts each token with its region's letter (``A``,
``B2``); a given wall follows its cell's token, ``|`` on its right and ``_`` below it. When every
token is one character the row is written run together (``..1.2``); else tokens are separated
by spaces (or commas).

A genre with a layer of places (clues on the sides and corners between cells: Icebarn's arrows,
Spiral Galaxies' dots) is pictured on the half-cell lattice: (2h - 1) rows of (2w - 1) tokens, the
cells at even rows and columns (a cell's token, then the symbol at its centre if any), the sides
and corners between them at the others, ``.`` where nothing stands. Clues outside the grid
(Icebarn's way in ``1`` and out ``2``) stand in a frame of one row or column on each side the
genre has them, at the cells' columns and rows (``.`` elsewhere)::

    Icebarn:
    .1...
    .i...
    .v...
    ..>.2
    .....

>>> nurikabe = {"layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
...             "numbers": {"min": 1, "max": "cells"}, "question": True, "look": "text"}], "params": []}
>>> print(write(nurikabe, {"w": 3, "h": 2, "clues": [None, 12, None, -2, None, None]}, "Nurikabe"), end="")
Nurikabe:
 . 12  .
 ?  .  .
>>> read(nurikabe, ".5.\\n...")
({'w': 3, 'h': 2, 'clues': [None, 5, None, None, None, None]}, None)
>>> read(nurikabe, "..\\n...")
Traceback (most recent call last):
ValueError: Row 2 has 3 cells, row 1 has 2
"""

import re
import textwrap

from .borders import regions_of
from .editor import QUESTION, blank

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
ARROW_CHARS = "^v<>"  # up, down, left, right: arrows 1 to 4
HEADER = re.compile(r"^\s*([A-Za-z][A-Za-z0-9 ()'-]*?)\s*:(.*)$")
SEPARATORS = re.compile(r"[\s,]+")


WRITTEN = ("cells", "arrows", "split", "list", "regions", "edges")  # the layer kinds a picture writes
LATTICE = ("cells", "places", "outside")  # the layer kinds of a picture on the half-cell lattice, one of each at most


def supports(editor) -> bool:
    """Whether a genre's clues fit a picture: layers of the kinds it writes, one clue layer a cell at
    most besides regions and given walls, or a layer of places with a layer on cells and one outside
    the grid at most; settings that are numbers or flags (Castle Wall's two layers a cell, Gokigen's
    corners, Statue Park's bank of pieces are not written yet)."""
    if not all(param["kind"] in ("number", "flag") for param in editor["params"]):
        return False
    kinds = [layer["kind"] for layer in editor["layers"]]
    if "places" in kinds:
        return all(kind in LATTICE and kinds.count(kind) == 1 for kind in kinds)
    outside = layer_of(editor, "outside")
    if outside and (kinds.count("outside") > 1 or outside.get("letters")):
        return False
    contents = [kind for kind in kinds if kind not in ("regions", "edges", "outside")]
    return len(contents) <= 1 and all(kind in WRITTEN or kind == "outside" for kind in kinds) and not (
        outside and "split" in kinds)


def on_lattice(editor) -> bool:
    """Whether the picture stands on the half-cell lattice (a genre with clues on places between cells)."""
    return layer_of(editor, "places") is not None


def content_layer(editor):
    """The one layer whose clue a cell's token holds besides its region letter and walls (None: regions alone)."""
    return next((layer for layer in editor["layers"] if layer["kind"] not in ("regions", "edges", "outside")), None)


def layer_of(editor, kind: str):
    return next((layer for layer in editor["layers"] if layer["kind"] == kind), None)


def header(text: str) -> tuple[str, str] | None:
    """The name and settings of a picture's header line, or None when it has none."""
    lines = [line for line in text.splitlines() if line.strip()] if isinstance(text, str) else []
    match = HEADER.match(lines[0]) if lines else None
    return (match.group(1), match.group(2).strip()) if match else None


def is_picture(text) -> bool:
    """Whether a text is shaped like a picture (rather than a link or a URL): no ``/``, ``=`` only in a header."""
    if not isinstance(text, str) or not text.strip() or "/" in text:
        return False
    body = text.splitlines()[1:] if header(text) else text.splitlines()
    return all("=" not in line and ":" not in line for line in body)


# Writing


def number_text(x) -> str:
    return "?" if x == QUESTION else str(x)


def cell_text(layer, value) -> str:
    """The token of one cell's clue (without region letter or walls); ``""`` when the cell holds none."""
    if layer is None:
        return ""
    kind = layer["kind"]
    if kind in ("cells", "places"):
        if value == layer["empty"]:
            return ""
        symbol = next((s["char"] for s in layer.get("symbols", ()) if s["value"] == value), None)
        return symbol or number_text(value)
    if value is None:
        return ""
    if kind == "arrows":
        if "blank" in layer and value[1] == layer["blank"]:
            return "#"
        return number_text(value[1]) + (ARROW_CHARS[value[0] - 1] if value[0] else "")
    if kind == "split":
        return "\\".join("" if x is None else str(x) for x in value)
    return "".join(number_text(x) for x in value)


def region_letters(regions: list[int], w: int, h: int) -> list[str]:
    """A letter a region: its own while there are 52 or fewer, else the first its neighbours leave free."""
    count = max(regions) + 1
    if count <= len(LETTERS):
        return [LETTERS[x] for x in regions]
    neighbours: dict[int, set[int]] = {x: set() for x in range(count)}
    for i, x in enumerate(regions):
        for j in ((i + 1) if i % w + 1 < w else None, (i + w) if i + w < w * h else None):
            if j is not None and regions[j] != x:
                neighbours[x].add(regions[j])
                neighbours[regions[j]].add(x)
    letter: dict[int, int] = {}
    for x in range(count):
        used = {letter[y] for y in neighbours[x] if y in letter}
        free = next((k for k in range(len(LETTERS)) if k not in used), None)
        if free is None:
            raise ValueError("A region borders too many others to be written with letters")
        letter[x] = free
    return [LETTERS[letter[x]] for x in regions]


def write(editor, model: dict, name: str) -> str:
    """The picture of a model (a header naming the genre and its settings, then the rows), ending in a newline."""
    rows = lattice_tokens(editor, model) if on_lattice(editor) else framed(editor, model, cell_tokens(editor, model), 1)
    settings = [f"{p['key']}={model[p['key']]}" if p["kind"] == "number" else p["key"]
                for p in editor["params"] if p["kind"] == "number" or model[p["key"]]]
    lines = [f"{name}:" + "".join(" " + s for s in settings)]
    width = max(len(token) for row in rows for token in row)
    if width == 1:
        lines += ["".join(row) for row in rows]
    else:
        align = str.ljust if layer_of(editor, "regions") else str.rjust
        lines += [" ".join(align(token, width) for token in row) + ("," if len(row) == 1 else "") for row in rows]
    return "\n".join(line.rstrip() for line in lines) + "\n"


def cell_tokens(editor, model: dict) -> list[list[str]]:
    """A token a cell (its region's letter, its clue, its walls), row by row; Kakuro's outer row and column first."""
    w, h = model["w"], model["h"]
    content, regions, edges = content_layer(editor), layer_of(editor, "regions"), layer_of(editor, "edges")
    letters = region_letters(model[regions["key"]], w, h) if regions else [""] * (w * h)
    tokens = []
    for i in range(w * h):
        token = (letters[i] + cell_text(content, model[content["key"]][i] if content else None)) or "."
        if edges:
            r, c = divmod(i, w)
            token += "|" if c + 1 < w and model[edges["beside"]][r * (w - 1) + c] else ""
            token += "_" if r + 1 < h and model[edges["below"]][i] else ""
        tokens.append(token)
    rows = [tokens[r * w : (r + 1) * w] for r in range(h)]
    if content and content["kind"] == "split":  # Kakuro's outer row and column hold the sums of runs from the edge
        top = ["\\"] + [f"{x}\\" if x is not None else "\\" for x in model[content["top"]]]
        rows = [top] + [[f"\\{x}" if x is not None else "\\"] + row for x, row in zip(model[content["left"]], rows)]
    return rows


def frame_of(editor) -> dict[str, int]:
    """The frame's width on each side of a lattice picture: one where the layer outside the grid has clues."""
    outside = layer_of(editor, "outside")
    return {side: int(bool(outside and outside.get(side))) for side in ("top", "bottom", "left", "right")}


def outside_text(layer, x) -> str:
    if x is None:
        return "."
    return chr(64 + x) if layer.get("letters") and x != QUESTION else number_text(x)


def lattice_tokens(editor, model: dict) -> list[list[str]]:
    """A token a place of the half-cell lattice (a cell's clue and the symbol at its centre; a side's or
    a corner's symbol), row by row, in the frame of clues outside the grid."""
    w, h = model["w"], model["h"]
    cells, places = layer_of(editor, "cells"), layer_of(editor, "places")
    across = 2 * w - 1
    rows = []
    for y in range(2 * h - 1):
        row = []
        for x in range(across):
            token = cell_text(places, model[places["key"]][y * across + x])
            if y % 2 == 0 and x % 2 == 0 and cells:
                token = cell_text(cells, model[cells["key"]][(y // 2) * w + x // 2]) + token
            row.append(token or ".")
        rows.append(row)
    return framed(editor, model, rows, 2)


def framed(editor, model: dict, rows: list[list[str]], step: int) -> list[list[str]]:
    """The rows in the frame of clues outside the grid, one a cell's row or column (every ``step``-th
    token: 2 on the half-cell lattice), ``.`` elsewhere."""
    outside, frame = layer_of(editor, "outside"), frame_of(editor)
    for y, row in enumerate(rows):
        left, right = ([outside_text(outside, model[outside[side]][y // step]) if y % step == 0 else "."] if frame[side] else []
                       for side in ("left", "right"))
        rows[y] = left + row + right
    for side in ("top", "bottom"):
        if frame[side]:
            line = ["."] * frame["left"] + [outside_text(outside, model[outside[side]][x // step]) if x % step == 0 else "."
                                            for x in range(len(rows[0]) - frame["left"] - frame["right"])] + ["."] * frame["right"]
            rows = [line] + rows if side == "top" else rows + [line]
    return rows


# Reading


def read(editor, text) -> tuple[dict, str | None]:
    """The model a picture shows, and the name its header gives (None without one); ValueError with a sentence."""
    if not isinstance(text, str):
        raise ValueError("Expected the picture as text")
    lines = [line.rstrip() for line in text.splitlines()]
    while lines and not lines[0]:
        lines.pop(0)
    named = header(text)
    if named:
        lines.pop(0)
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    if not lines:
        raise ValueError("The picture has no rows")
    if not all(lines):
        raise ValueError("A picture's rows follow one another without a blank line")
    lines = textwrap.dedent("\n".join(lines)).splitlines()
    spaced = any(SEPARATORS.search(line.strip()) for line in lines)
    rows = [[t for t in SEPARATORS.split(line.strip()) if t] if spaced else list(line.strip()) for line in lines]
    for r, row in enumerate(rows):
        if len(row) != len(rows[0]):
            raise ValueError(f"Row {r + 1} has {len(row)} cells, row 1 has {len(rows[0])}")
    if on_lattice(editor):
        return read_lattice(editor, rows, named), (named[0] if named else None)
    frame = frame_of(editor)
    rows, clues = unframe(editor, rows, 1)
    content = content_layer(editor)
    top = left = None
    if content and content["kind"] == "split":
        if len(rows) < 2 or len(rows[0]) < 2:
            raise ValueError("A Kakuro picture starts with a row and a column of sums (at least 2 rows of 2)")
        if rows[0][0] not in ("\\", "."):
            raise ValueError("Row 1, column 1: the corner of a Kakuro picture is '\\'")
        top = [outer_sum(token, "down", 1, c + 2) for c, token in enumerate(rows[0][1:])]
        left = [outer_sum(row[0], "across", r + 2, 1) for r, row in enumerate(rows[1:])]
        rows = [row[1:] for row in rows[1:]]
    h, w = len(rows), len(rows[0])
    model = blank(editor, w, h)
    if named:
        read_settings(editor, named[1], model)
    for (key, k), value in clues.items():
        model[key][k] = value
    if top is not None:
        model[content["top"]], model[content["left"]] = top, left
    regions, edges = layer_of(editor, "regions"), layer_of(editor, "edges")
    letters = []
    for r, row in enumerate(rows):
        for c, token in enumerate(row):
            where = f"Row {r + 1 + (top is not None) + frame['top']}, column {c + 1 + (top is not None) + frame['left']}"
            if edges:
                token = read_walls(token, model, edges, r, c, w, h, where)
            if regions:
                if not token or token[0] not in LETTERS:
                    raise ValueError(f"{where}: '{token}' does not start with its region's letter")
                letters.append(token[0])
                token = token[1:]
            if content:
                model[content["key"]][r * w + c] = cell_value(content, token, where)
            elif token not in ("", "."):
                raise ValueError(f"{where}: '{token}' is not a region's letter")
    if regions:
        beside = [letters[r * w + c] != letters[r * w + c + 1] for r in range(h) for c in range(w - 1)]
        below = [letters[i] != letters[i + w] for i in range(w * (h - 1))]
        model[regions["key"]] = regions_of(beside, below, w, h)
    return model, (named[0] if named else None)


def unframe(editor, rows: list[list[str]], step: int) -> tuple[list[list[str]], dict]:
    """The rows inside the frame of clues outside the grid, and those clues: ``{(model key, index): value}``
    (a clue stands level with a cell's row or column, every ``step``-th token; ``.`` elsewhere)."""
    outside, frame = layer_of(editor, "outside"), frame_of(editor)
    tall, wide = len(rows) - frame["top"] - frame["bottom"], len(rows[0]) - frame["left"] - frame["right"]
    if tall < 1 or wide < 1:
        raise ValueError("The picture has no cells inside its frame of clues outside the grid")
    clues = {}
    for r, row in enumerate(rows):
        for c, token in enumerate(row):
            y, x = r - frame["top"], c - frame["left"]
            inside_y, inside_x = 0 <= y < tall, 0 <= x < wide
            where = f"Row {r + 1}, column {c + 1}"
            if inside_y and inside_x:
                continue
            if inside_x and x % step == 0:
                clues[(outside["top" if y < 0 else "bottom"], x // step)] = outside_value(outside, token, where)
            elif inside_y and y % step == 0:
                clues[(outside["left" if x < 0 else "right"], y // step)] = outside_value(outside, token, where)
            elif token != ".":
                raise ValueError(f"{where}: '{token[:12]}' stands in the frame where no clue goes ('.')")
    return [row[frame["left"] : frame["left"] + wide] for row in rows[frame["top"] : frame["top"] + tall]], clues


def read_lattice(editor, rows: list[list[str]], named) -> dict:
    """The model of a picture on the half-cell lattice, in its frame of clues outside the grid."""
    frame = frame_of(editor)
    inner, clues = unframe(editor, rows, 2)
    tall, wide = len(inner), len(inner[0])
    if tall % 2 == 0 or wide % 2 == 0:
        framed = " inside its frame of clues outside the grid" if any(frame.values()) else ""
        raise ValueError(f"The picture's rows alternate cells and the sides between them: an odd count of rows and of columns{framed}")
    w, h = (wide + 1) // 2, (tall + 1) // 2
    model = blank(editor, w, h)
    if named:
        read_settings(editor, named[1], model)
    for (key, k), value in clues.items():
        model[key][k] = value
    for y, row in enumerate(inner):
        for x, token in enumerate(row):
            read_place(editor, model, token, y, x, f"Row {y + 1 + frame['top']}, column {x + 1 + frame['left']}")
    return model


def read_place(editor, model: dict, token: str, y: int, x: int, where: str) -> None:
    """Set the clue of one place of the lattice: a cell's (and the symbol at its centre), a side's or a corner's."""
    cells, places = layer_of(editor, "cells"), layer_of(editor, "places")
    marks = {s["char"]: s["value"] for s in places["symbols"]}
    across = 2 * model["w"] - 1
    if token == ".":
        return
    if y % 2 == 0 and x % 2 == 0 and cells:
        i = (y // 2) * model["w"] + x // 2
        try:
            model[cells["key"]][i] = cell_value(cells, token, where)
            return
        except ValueError:
            if token[-1] not in marks:
                raise
        model[cells["key"]][i] = cell_value(cells, token[:-1] or ".", where)
        token = token[-1]
    if token not in marks:
        chars = " or ".join(f"'{ch}'" for ch in marks)
        raise ValueError(f"{where}: '{token[:12]}' is not a mark here ({chars}, or '.' for none)")
    model[places["key"]][y * across + x] = marks[token]


def outside_value(layer, token: str, where: str):
    """A clue outside the grid from its token: None for ``.``, a letter's number (A is 1) for a layer of letters."""
    if token == ".":
        return None
    if layer.get("letters") and len(token) == 1 and "A" <= token <= "Z":
        return ord(token) - 64
    return number(token, where, layer.get("question", False))


def read_settings(editor, text: str, model: dict) -> None:
    params = {p["key"].lower(): p for p in editor["params"]}
    for item in (t for t in SEPARATORS.split(text) if t):
        key, _, value = item.partition("=")
        param = params.get(key.lower())
        if param is None:
            known = ", ".join(p["key"] for p in editor["params"]) or "none"
            raise ValueError(f"Unknown setting '{key[:20]}' in the header (this genre's: {known})")
        if param["kind"] == "flag":
            if value.lower() not in ("", "yes", "true", "1", "no", "false", "0"):
                raise ValueError(f"The setting '{param['key']}' is yes or no")
            model[param["key"]] = value.lower() in ("", "yes", "true", "1")
        elif not value.isdigit():
            raise ValueError(f"The setting '{param['key']}' is a whole number ({param['key']}=2)")
        else:
            model[param["key"]] = int(value)


def read_walls(token: str, model: dict, edges, r: int, c: int, w: int, h: int, where: str) -> str:
    """The token without its wall marks, the walls set in the model."""
    while token[-1:] in ("|", "_") and len(token) > 0:
        mark, token = token[-1], token[:-1]
        if mark == "|":
            if c + 1 == w:
                raise ValueError(f"{where}: a wall '|' on the grid's right edge")
            model[edges["beside"]][r * (w - 1) + c] = 1
        else:
            if r + 1 == h:
                raise ValueError(f"{where}: a wall '_' on the grid's bottom edge")
            model[edges["below"]][r * w + c] = 1
    return token


def number(token: str, where: str, question: bool) -> int:
    if token == "?" and question:
        return QUESTION
    if not token.isdigit() or not token.isascii():
        raise ValueError(f"{where}: '{token[:12]}' is not a clue here")
    if len(token) > 6:
        raise ValueError(f"{where}: the number {token[:12]}... is too large")
    return int(token)


def cell_value(layer, token: str, where: str):
    """A cell's value in the model from its token (without region letter and walls)."""
    kind = layer["kind"]
    empty = layer["empty"] if kind == "cells" else None
    if token in ("", "."):
        return empty
    question = layer.get("question", False)
    if kind == "cells":
        symbol = next((s["value"] for s in layer.get("symbols", ()) if s["char"] == token), None)
        if symbol is not None:
            return symbol
        if not layer.get("numbers") and token != "?":
            chars = " or ".join(f"'{s['char']}'" for s in layer.get("symbols", ()))
            raise ValueError(f"{where}: '{token[:12]}' is not a clue here ({chars}, or '.' for none)")
        return number(token, where, question)
    if kind == "arrows":
        if token == "#" and "blank" in layer:
            return [0, layer["blank"]]
        arrow = ARROW_CHARS.index(token[-1]) + 1 if token[-1] in ARROW_CHARS else 0
        return [arrow, number(token[:-1] if arrow else token, where, question)]
    if kind == "split":
        if token.count("\\") != 1:
            raise ValueError(f"{where}: '{token[:12]}' is not a clue cell (down\\across, as 16\\7 or \\7)")
        down, across = token.split("\\")
        return [number(down, where, False) if down else None, number(across, where, False) if across else None]
    if len(token) > layer["length"]:
        raise ValueError(f"{where}: a clue has at most {layer['length']} numbers")
    return [number(ch, where, question) for ch in token]


def outer_sum(token: str, way: str, r: int, c: int):
    """A sum on Kakuro's outer row (``16\\``) or column (``\\7``): None for ``\\`` or ``.``."""
    if token in ("\\", "."):
        return None
    down, sep, across = token.partition("\\")
    value = down if way == "down" else across
    if sep != "\\" or (across if way == "down" else down) or not value.isdigit():
        shape = "16\\" if way == "down" else "\\7"
        raise ValueError(f"Row {r}, column {c}: the outer {'row' if way == 'down' else 'column'} holds {way} sums ({shape}) or '\\'")
    return int(value)


class Picture:
    """A genre's picture both ways, from its face's ``EDITOR``, ``model`` and ``from_model``: ``read(text)``
    gives the puzzle and the name its header gives; ``write(puzzle)`` the picture; ``render(drawn)`` the
    genre's ``render``, the picture for a puzzle alone and ``drawn`` (the codec's) with a solution."""

    def __init__(self, name: str, editor, model, from_model):
        assert supports(editor), f"{name}: a picture holds one clue layer a cell (besides regions and walls), or places with cells and clues outside"
        self.name, self.editor, self.model, self.from_model = name, editor, model, from_model

    def read(self, text: str):
        model, named = read(self.editor, text)
        return self.from_model(model), named

    def write(self, puzzle) -> str:
        return write(self.editor, self.model(puzzle), self.name)

    def render(self, drawn):
        def render(puzzle, solution=None) -> str:
            return self.write(puzzle) if solution is None else drawn(puzzle, solution)

        render.__doc__ = f"The text picture of the puzzle (``puzzlink/picture.py``); with a solution, {drawn.__doc__}"
        return render
