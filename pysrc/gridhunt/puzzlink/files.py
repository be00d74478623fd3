"""The puzzle inside a pzprv3 file, as puzz.link puts a whole file in a link (``?pzprv3/...``).

puzz.link's "file" links carry the file itself, its lines joined by ``/`` and percent-encoded:
``pzprv3/<pid>/<rows>/<cols>/`` (``pzprv3.1`` a newer version of the genre's file) and then the
genre's grids, the question first and the solver's progress after it, which is not read. pzprjs's
``FileData`` and each genre's ``FileIO`` write them. ``question(pid, text, editor)`` reads the
question into the genre's model from what the genre declares (``EDITOR``, puzzlink/editor.py): one
grid a layer, in the layers' order, each as pzprjs writes that kind of clue (a cell's number,
``-`` for ``?``; a symbol as its value or its letter; regions as a count and a
region a cell, or in a newer file as the borders; given walls as borders; numbers on corners as
the corners' grid; Yajilin-like arrows as ``direction,number``; Kakuro's and Tapa's cells as theirs).
A genre whose file holds more (a header line with a setting) declares its order of lines as
``PZPRV3``: layer and param keys, a param's line a number (Star Battle: ``("stars", "regions")``;
``"regions:borders"`` for rooms a file draws as borders, Ripple Effect's).
Lines of a single letter before the grids are pzprjs's settings flags; a flag param that names its
letter (``"pzprv3": "f"``) is set by it.

>>> nurikabe = {"layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
...             "numbers": {"min": 1, "max": "cells"}, "question": True, "look": "text"}], "params": []}
>>> question("nurikabe", "pzprv3/nurikabe/3/3/# # . /1 # 3 /# # . /", nurikabe)
{'w': 3, 'h': 3, 'clues': [None, None, None, 1, None, 3, None, None, None]}
"""

import re

from . import borders as puzzlink_borders
from . import editor as declared
from . import numbers
from .url import ALIASES

QUESTION_TOKEN = "-"  # pzprjs's "?" clue in a file
NOT_READ = ("outside", "runs", "places")  # the layer kinds whose files are not read here (grids around the board, dots)


def _grids(text: str) -> tuple[str, int, int, int, list[str]]:
    """The file's genre, version, rows, columns and its lines after the header."""
    lines = [line for line in re.split(r"[/\n]", text.strip())]
    if len(lines) < 4 or not lines[0].startswith("pzprv3") or not (lines[2].isdigit() and lines[3].isdigit()):
        raise ValueError("This pzprv3 file has no 'pzprv3/genre/rows/cols' header")
    rows, cols = int(lines[2]), int(lines[3])
    if not (1 <= rows <= 100 and 1 <= cols <= 100):
        raise ValueError("The grid must be 1 to 100 cells a side")
    version = re.fullmatch(r"pzprv3(?:\.(\d+))?", lines[0].strip())
    return lines[1].lower(), int(version.group(1) or 0) if version else 0, rows, cols, lines[4:]


def _grid(lines: list[str], start: int, rows: int, cols: int) -> list[str]:
    """``rows`` lines of ``cols`` tokens from line ``start``, row by row."""
    block = lines[start : start + rows]
    tokens = [line.split() for line in block]
    if len(block) < rows or any(len(row) < cols for row in tokens):
        raise ValueError("This pzprv3 file is cut short: its grid has fewer cells than its size")
    return [token for row in tokens for token in row[:cols]]


def _clue(token: str, question: int | None = numbers.QUESTION):
    if token == QUESTION_TOKEN and question is not None:
        return question
    return int(token) if token.isdigit() else None


def _header_count(lines: list[str], at: int) -> int:
    if len(lines) <= at or not lines[at].strip().isdigit():
        raise ValueError("This pzprv3 file's genre header is missing")
    return int(lines[at])


def question(pid: str, text: str, editor, layout=None) -> dict:
    """The model of the question in a pzprv3 file of genre ``pid`` (pzprjs's name), read as the genre's
    ``EDITOR`` declares its clues (``layout``: its ``PZPRV3`` order, when it has one); ValueError with a
    sentence when the file is another genre's, cut short, or holds clues not read here."""
    genre, version, rows, cols, lines = _grids(text)
    if ALIASES.get(genre, genre) != ALIASES.get(pid, pid):  # pzprjs names Hashiwokakero's files hashikake, its URLs hashi
        raise ValueError(f"This pzprv3 file is a '{genre[:20]}' puzzle, not '{pid}'")
    unread = not_read(editor, layout)
    if unread:
        raise ValueError(f"A '{pid}' puzzle's {unread.lower()} in a pzprv3 file are not read here: "
                         "on puzz.link, use File > Export URL and paste that link")
    model = declared.blank(editor, cols, rows)
    at = 0
    flags = {param.get("pzprv3"): param["key"] for param in editor["params"] if param["kind"] == "flag"}
    while at < len(lines) and re.fullmatch(r"[a-z]", lines[at].strip()):  # pzprjs's settings flags
        if lines[at].strip() in flags:
            model[flags[lines[at].strip()]] = True
        at += 1
    named = {param["key"]: param for param in editor["params"]}
    named.update({layer.get("key") or layer.get("beside") or layer.get("top") or layer.get("cols"): layer for layer in editor["layers"]})
    for step in layout or [layer.get("key") or layer.get("beside") or layer.get("top") or layer.get("cols") for layer in editor["layers"]]:
        key, _, form = step.partition(":")  # "regions:borders": a genre whose file draws its rooms as borders (Ripple Effect)
        part = named[key]
        if part in editor["params"]:
            model[part["key"]] = _header_count(lines, at)
            at += 1
        else:
            at = LAYERS[part["kind"]](dict(part, file=form) if form else part, lines[at:], rows, cols, version, model) + at
    return model


def not_read(editor, layout=None) -> str | None:
    """The label of the first of a genre's clues its pzprv3 file holds in a form not read here (clues
    around the grid, dots, a bank of pieces, a second layer of clues in cells), or None; a genre's own
    ``PZPRV3`` order names what is read."""
    if layout:
        return None
    on_cells = [layer for layer in editor["layers"] if layer["kind"] in ("cells", "arrows", "split", "list")]
    if len(on_cells) > 1:  # pzprjs writes a cell's clues of every layer as one token (Castle Wall's arrow, number and colour)
        return on_cells[1]["label"]
    return next((part["label"] for part in editor["layers"] + editor["params"] if part["kind"] in NOT_READ
                 or part["kind"] == "pieces" or (part["kind"] == "edges" and part.get("look") == "dots")), None)


def _cells(layer, lines, rows, cols, version, model) -> int:
    """pzprjs's question numbers a cell: a number, ``-`` its ``?`` (or, in a layer without one, its
    wall: Akari's black cell), a symbol as its value (Masyu's 1 and 2) or its letter; Shakashaka's ``5``
    a wall; any other mark is said not to be read, never guessed."""
    symbols = layer.get("symbols", [])
    wall = next((s["value"] for s in symbols if s["look"] == "wall"), None)
    top = layer["numbers"]["max"] if layer.get("numbers") else None

    def value(token: str):
        if "," in token:  # a clue of several parts (Balance Loop's colour and number): not this layer's form
            raise ValueError(f"This pzprv3 file writes its {layer['label'].lower()} in a form not read here: "
                             "on puzz.link, use File > Export URL and paste that link")
        if token == QUESTION_TOKEN:
            return numbers.QUESTION if layer.get("question") else wall if wall is not None else layer["empty"]
        if token == ".":
            return layer["empty"]
        named = next((sym["value"] for sym in symbols if sym["char"].lower() == token.lower()), None)
        if token.isalpha() and named is not None:  # a symbol written as its letter (Nurimaze's s, g, o, t)
            return named
        if token.isalpha():  # a letter pzprjs writes for this genre alone (San-Anko's b): not read, never guessed
            raise ValueError(f"This pzprv3 file writes its {layer['label'].lower()} in a form not read here: "
                             "on puzz.link, use File > Export URL and paste that link")
        if not token.isdigit():  # the answer's marks in the same grid (Nurikabe's # and +)
            return layer["empty"]
        if wall is not None and type(top) is int and top < 5 and token == "5":  # pzprjs's black cell without a number
            return wall
        if layer.get("numbers"):
            return int(token)
        return next((sym["value"] for sym in symbols if sym["value"] == int(token)), layer["empty"])  # Masyu's 1 and 2

    model[layer["key"]] = [value(token) for token in _grid(lines, 0, rows, cols)]
    return rows


def _corners(layer, lines, rows, cols, version, model) -> int:
    model[layer["key"]] = [numbers.QUESTION if token == QUESTION_TOKEN else int(token) if token.isdigit() else None
                           for token in _grid(lines, 0, rows + 1, cols + 1)]
    return rows + 1


def _borders(lines, rows, cols) -> tuple[list[int], list[int]]:
    """pzprjs's borders: a line a row of those right of each cell, then a line a row of those below."""
    beside = [int(x == "1") for x in _grid(lines, 0, rows, cols - 1)] if cols > 1 else []
    below = [int(x == "1") for x in _grid(lines, rows, rows - 1, cols)] if rows > 1 else []
    return beside, below


def _edges(layer, lines, rows, cols, version, model) -> int:
    model[layer["beside"]], model[layer["below"]] = _borders(lines, rows, cols)
    return 2 * rows - 1


def _regions(layer, lines, rows, cols, version, model) -> int:
    """A count of regions and then the region of each cell; in a newer file (``pzprv3.1``), or where the
    genre's file always does (``"regions:borders"`` in its ``PZPRV3``), the borders."""
    if version >= 1 or layer.get("file") == "borders":
        beside, below = _borders(lines, rows, cols)
        model[layer["key"]] = puzzlink_borders.regions_of([bool(x) for x in beside], [bool(x) for x in below], cols, rows)
        return 2 * rows - 1
    _header_count(lines, 0)
    model[layer["key"]] = [int(x) if x.isdigit() else 0 for x in _grid(lines, 1, rows, cols)]
    return 1 + rows


def _arrows(layer, lines, rows, cols, version, model) -> int:
    """``direction,number`` (``-`` a ``?``), ``#`` a clue cell without either, ``.`` none."""
    clues: list = []
    for token in _grid(lines, 0, rows, cols):
        arrow, comma, number = token.partition(",")
        if "," in number:  # more than a direction and a number (Castle Wall's colour too): not this form
            raise ValueError(f"This pzprv3 file writes its {layer['label'].lower()} in a form not read here: "
                             "on puzz.link, use File > Export URL and paste that link")
        if token == "#" and "blank" in layer:
            clues.append([0, layer["blank"]])
        elif comma and arrow.isdigit():
            clue = _clue(number)
            clues.append([int(arrow), clue if clue is not None else layer.get("blank", numbers.QUESTION)])
        elif token == ".":
            clues.append(None)
        else:  # a mark of this genre's own (Sashigane's o3 and bare arrows): said, never guessed
            raise ValueError(f"This pzprv3 file writes its {layer['label'].lower()} in a form not read here: "
                             "on puzz.link, use File > Export URL and paste that link")
    model[layer["key"]] = clues
    return rows


def _list(layer, lines, rows, cols, version, model) -> int:
    """Tapa: a clue's numbers joined by commas."""
    clues: list = []
    for token in _grid(lines, 0, rows, cols):
        parts = token.split(",")
        is_clue = all(part.isdigit() or part == QUESTION_TOKEN for part in parts)
        clues.append([numbers.QUESTION if part == QUESTION_TOKEN else int(part) for part in parts] if is_clue else None)
    model[layer["key"]] = clues
    return rows


def _split(layer, lines, rows, cols, version, model) -> int:
    """Kakuro: one row and column more than the grid: the sums above and beside it (``0`` or ``-1``
    none), then each cell ``.`` (open) or ``across,down`` (``0`` no sum that way)."""
    grid = _grid(lines, 0, rows + 1, cols + 1)
    half = lambda token: int(token) if token.isdigit() else None  # noqa: E731 - a clue cell's half: its sum, or 0 none
    outer = lambda token: int(token) if token.isdigit() and int(token) > 0 else None  # noqa: E731 - a sum from the edge

    def clue(token: str):
        across, comma, down = token.partition(",")
        if not comma:
            return None
        sums = [half(down), half(across)]
        return [None, None] if sums == [0, 0] else sums  # 0,0: a clue cell with no sum either way, as the URL's model has it

    if layer.get("top"):
        model[layer["top"]] = [outer(x) for x in grid[1 : cols + 1]]
    if layer.get("left"):
        model[layer["left"]] = [outer(grid[(r + 1) * (cols + 1)]) for r in range(rows)]
    model[layer["key"]] = [clue(grid[(r + 1) * (cols + 1) + c + 1]) for r in range(rows) for c in range(cols)]
    return rows + 1


LAYERS = {"cells": _cells, "corners": _corners, "edges": _edges, "regions": _regions, "arrows": _arrows,
          "list": _list, "split": _split}
