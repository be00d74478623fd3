"""penpa-edit links read into one neutral board: what is drawn in each cell and along the grid.

A penpa-edit link (``https://swaroopg92.github.io/penpa-edit/#m=solve&p=...``, the older
``?m=solve&p=...``, and the same page on any mirror) carries in ``p`` the whole puzzle as text:
base64 of raw DEFLATE, with penpa's short keys (``zN`` for ``"number"``...) put back. Line 0 is
the header (grid type, columns, rows, ..., the Sudoku lines, title, author, source, rules), line 1
the margins outside the grid (top, bottom, left, right), line 3 the question layers as JSON, line
17 the genre tags the setter chose. The formats are those of penpa-edit's own ``load`` and
``maketext`` (``general.js``, ``class_p.js``).

A square grid (penpa's grid types ``square``, ``sudoku`` and ``kakuro``) of ``nx`` by ``ny`` cells
has its points numbered on a grid of ``nx + 4`` by ``ny + 4`` (two cells of margin each side):
cells first, then corners, then the midpoints of the edges, then four points in each cell. Cell
(r, c) of the puzzle is point ``(r + 2 + top) * (nx + 4) + c + 2 + left``.

Glossary: w, h the puzzle's size (without the margins); cell i = r * w + c; an edge is a pair of
side-by-side cells (i, j), i < j, for a wall or a line between them.
"""

import base64
import binascii
import json
import re
import zlib
from dataclasses import dataclass, field

SQUARE_TYPES = ("square", "sudoku", "kakuro")
SHAPES = {  # penpa's other grid types, as people call them
    "hex": "a hexagonal grid", "tri": "a triangular grid", "pyramid": "a pyramid grid", "cube": "a cube grid",
    "iso": "an isometric grid", "tetrakis_square": "a tetrakis square grid", "truncated_square": "a truncated square grid",
    "snub_square": "a snub square grid", "cairo_pentagonal": "a Cairo pentagonal grid", "penrose_P3": "a Penrose tiling",
    "rhombitrihexagonal": "a rhombitrihexagonal grid", "deltoidal_trihexagonal": "a deltoidal trihexagonal grid",
    "kagome": "a kagome grid", "truncated_hexagonal": "a truncated hexagonal grid", "trihexagonal": "a trihexagonal grid",
    "snub_hexagonal": "a snub hexagonal grid", "truncated_trihexagonal": "a truncated trihexagonal grid",
    "tetrakis_hex": "a tetrakis hexagonal grid",
}
# penpa's short keys, in its own order: the first escapes every 'z', so they are undone last.
KEYS = (
    ("z", "zZ"), ('"qa"', "z9"), ('"pu_q"', "zQ"), ('"pu_a"', "zA"), ('"grid"', "zG"), ('"edit_mode"', "zM"),
    ('"surface"', "zS"), ('"line"', "zL"), ('"lineE"', "zE"), ('"wall"', "zW"), ('"cage"', "zC"), ('"number"', "zN"),
    ('"symbol"', "zY"), ('"special"', "zP"), ('"board"', "zB"), ('"command_redo"', "zR"), ('"command_undo"', "zU"),
    ('"command_replay"', "z8"), ('"numberS"', "z1"), ('"freeline"', "zF"), ('"freelineE"', "z2"), ('"thermo"', "zT"),
    ('"arrows"', "z3"), ('"direction"', "zD"), ('"squareframe"', "z0"), ('"polygon"', "z5"), ('"deletelineE"', "z4"),
    ('"killercages"', "z6"), ('"nobulbthermo"', "z7"), ('"__a"', "z_"), ("null", "zO"),
)
# Layers of the question a square board reads; every other layer that holds something is named
# in ``unread`` (its penpa key -> words), so no clue is dropped in silence.
LAYER_WORDS = {
    "freeline": "free lines", "freelineE": "free lines along the grid", "thermo": "thermometers off the cells",
    "nobulbthermo": "thermometers without bulbs", "arrows": "Sudoku arrows off the cells", "direction": "direction lines",
    "squareframe": "square frames", "polygon": "polygons", "wall": "walls between cells", "cage": "cage outlines",
    "killercages": "killer cages", "numberS": "small numbers", "deletelineE": "deleted grid lines",
}
KNOWN_LAYERS = {key.strip('"') for key, _ in KEYS[1:]} | {"number", "surface", "symbol", "line", "lineE"}
NUMBER_WORDS = {"corner": "numbers on the grid's corners or edges", "outside": "clues outside the grid"}
MAX_SIDE = 100


@dataclass
class Board:
    """What a penpa-edit square board shows. ``numbers`` (cell -> text, as typed: ``"5"``, ``"?"``,
    Tapa's ``"13"``), ``shaded`` (cell -> penpa's colour number), ``symbols`` (cell -> (name,
    style), style an int or a list of flags), ``borders`` (edges with a thick line between the
    two cells, the outer frame left out), ``lines`` (edges a line joins through the centres),
    ``corners`` (cell -> {corner: text}, small numbers: 0 top-left, 1 top-right, 2 bottom-left,
    3 bottom-right), ``cages`` (killer cages: tuples of cells), ``thermos`` and ``sudoku_arrows``
    (tuples of cells from the bulb or circle on), ``tags`` (the setter's genre tags),
    ``unread`` (words for each layer that holds what is not read)."""

    w: int
    h: int
    grid_type: str = "square"
    title: str = ""
    tags: tuple = ()
    numbers: dict = field(default_factory=dict)
    number_kinds: dict = field(default_factory=dict)  # cell -> penpa's number type ("1" plain, "4" Tapa...)
    shaded: dict = field(default_factory=dict)
    symbols: dict = field(default_factory=dict)
    borders: set = field(default_factory=set)
    lines: set = field(default_factory=set)
    corners: dict = field(default_factory=dict)
    cages: list = field(default_factory=list)
    thermos: list = field(default_factory=list)  # each a tuple of cells, the bulb first
    sudoku_arrows: list = field(default_factory=list)  # each a tuple of cells, the circle first
    unread: dict = field(default_factory=dict)
    sudoku_lines: bool = False  # penpa's Sudoku grid or its "Sudoku" box lines

    def layers(self) -> set[str]:
        """The kinds of clue on the board: ``numbers``, ``shaded``, ``circles``, ``arrows``,
        ``symbols`` (any other symbol), ``borders``, ``lines``, ``corners``, ``cages``, ``kakuro``,
        and the penpa keys of layers not read."""
        found = set(self.unread)
        found |= {"numbers"} if self.numbers else set()
        found |= {"shaded"} if self.shaded else set()
        found |= {"borders"} if self.borders else set()
        found |= {"lines"} if self.lines else set()
        found |= {"corners"} if self.corners else set()
        found |= {"cages"} if self.cages else set()
        found |= {"thermos"} if self.thermos else set()
        found |= {"sudoku-arrows"} if self.sudoku_arrows else set()
        for name, _ in self.symbols.values():
            found.add("circles" if name.startswith("circle_") else "arrows" if name.startswith("arrow_fouredge")
                      else "kakuro" if name == "kakuro" else "symbols")
        return found


def params_of(text: str) -> dict[str, str]:
    """The ``name=value`` pairs after a penpa-edit link's ``#`` (or ``?``, its older form)."""
    rest = next((part for part in (text.partition("#")[2], text.partition("?")[2].partition("#")[0], text)
                 if re.search(r"(?:^|&)p=", part)), "")
    pairs = {}
    for item in rest.split("&"):
        name, _, value = item.partition("=")
        pairs.setdefault(name.strip(), value.strip())
    return pairs


def puzzle_text(p: str) -> list[str]:
    """The lines of a link's ``p`` field; ValueError with a sentence when it is cut short or broken."""
    if not p:
        raise ValueError("This penpa-edit link has no puzzle after 'p=': copy the whole link again")
    p = p.replace("%2B", "+").replace("%2F", "/").replace("%3D", "=").replace(" ", "+")
    if not re.fullmatch(r"[A-Za-z0-9+/]*={0,2}", p):
        raise ValueError("This penpa-edit link's puzzle is not base64 text: copy the whole link again")
    whole = p.rstrip("=")
    whole = whole[: len(whole) - len(whole) % 4] if len(whole) % 4 == 1 else whole  # a link cut mid-character
    try:
        packed = base64.b64decode(whole + "=" * (-len(whole) % 4), validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("This penpa-edit link's puzzle is not base64 text: copy the whole link again") from None
    try:
        inflater = zlib.decompressobj(-15)
        data = inflater.decompress(packed, 4_000_000)
        if inflater.unconsumed_tail or not inflater.eof:
            raise ValueError("This penpa-edit link is cut short (or too big): copy the whole link again")
        text = data.decode("utf-8")
    except zlib.error:
        raise ValueError("This penpa-edit link's puzzle does not unpack (it is not DEFLATE data): copy the whole link again") from None
    except UnicodeDecodeError:
        raise ValueError("This penpa-edit link's puzzle unpacks to no text: copy the whole link again") from None
    for key, short in reversed(KEYS):
        text = text.replace(short, key)
    return text.split("\n")


def read(link_params: str) -> Board:
    """The board of a penpa-edit link (its part after ``#`` or ``?``, or the whole link)."""
    params = params_of(link_params)
    lines = puzzle_text(params.get("p", ""))
    header = lines[0].split(",")
    if header[0][:1].isdigit():
        raise ValueError("This is a penpa-edit link of its first version, which Gridhunt does not read: "
                         "open it in penpa-edit and copy a new link (Share > Solving)")
    grid_type = header[0]
    if grid_type not in SQUARE_TYPES:
        shape = SHAPES.get(grid_type, f"a '{grid_type[:20]}' grid")
        raise ValueError(f"This penpa-edit puzzle is drawn on {shape}; Gridhunt reads penpa's square grids only")
    if len(lines) < 4:
        raise ValueError("This penpa-edit link is cut short: it has no question layers (copy the whole link again)")
    try:
        nx, ny = int(header[1]), int(header[2])
        top, bottom, left, right = (int(x) for x in json.loads(lines[1])[:4])
        question = json.loads(lines[3])
        tags = json.loads(lines[17]) if len(lines) > 17 and lines[17].strip() else []
    except (IndexError, ValueError, TypeError):
        raise ValueError("This penpa-edit link's header or layers are not penpa's: copy the whole link again") from None
    if not isinstance(question, dict) or not isinstance(tags, list):
        raise ValueError("This penpa-edit link's question layers are not penpa's: copy the whole link again")
    w, h = nx - left - right, ny - top - bottom
    if not (1 <= w <= MAX_SIDE and 1 <= h <= MAX_SIDE) or min(top, bottom, left, right) < 0:
        raise ValueError(f"A penpa-edit grid is read here when it is 1 to {MAX_SIDE} cells a side")
    title = header[15].removeprefix("Title: ").replace("%2C", ",").strip() if len(header) > 15 else ""
    board = Board(w, h, grid_type, title, tuple(str(t) for t in tags if isinstance(t, str)))
    board.sudoku_lines = grid_type == "sudoku" or any(x == "1" for x in header[11:15])
    _Reader(board, nx + 4, ny + 4, top, left).read(question)
    return board


class _Reader:
    """Penpa's point numbers turned into cells, corners and edges of one board."""

    def __init__(self, board: Board, nx0: int, ny0: int, top: int, left: int):
        self.board, self.nx0, self.ny0, self.top, self.left = board, nx0, ny0, top, left
        self.area = nx0 * ny0

    def cell(self, k) -> int | None:
        """The board's cell at penpa's point k when it is a cell centre inside the grid, else None."""
        if type(k) is not int or not 0 <= k < self.area:
            return None
        j, i = divmod(k, self.nx0)
        r, c = j - 2 - self.top, i - 2 - self.left
        return r * self.board.w + c if 0 <= r < self.board.h and 0 <= c < self.board.w else None

    def corner(self, k) -> tuple[int, int] | None:
        """The grid corner (r, c) at penpa's point k (a vertex: the bottom-right corner of its cell)."""
        if type(k) is not int or not self.area <= k < 2 * self.area:
            return None
        j, i = divmod(k - self.area, self.nx0)
        r, c = j - 1 - self.top, i - 1 - self.left
        return (r, c) if 0 <= r <= self.board.h and 0 <= c <= self.board.w else None

    def read(self, q: dict) -> None:
        b = self.board
        for key, value in q.items():
            if key not in KNOWN_LAYERS and value not in (None, {}, [], "", 0):
                b.unread[key] = f"a layer penpa-edit does not write ('{str(key)[:20]}')"
        for key, words in LAYER_WORDS.items():
            value = q.get(key)
            if isinstance(value, dict) and any(v is not None for v in value.values()) or isinstance(value, list) and value:
                b.unread[key] = words
        for k, value in _items(q.get("number")):
            self.number(k, value)
        for k, style in _items(q.get("surface")):
            i = self.cell(k)
            if i is not None and style:
                b.shaded[i] = style
            elif style:
                b.unread["surface"] = "shading outside the cells"
        for k, value in _items(q.get("symbol")):
            i = self.cell(k)
            if i is None or not isinstance(value, list) or len(value) < 2 or not isinstance(value[1], str):
                b.unread["symbol"] = "symbols off the cells"
                continue
            b.symbols[i] = (value[1], value[0])
        for key, value in _items(q.get("numberS")):
            self.small_number(key, value)
        self.edges(q.get("lineE"), b.borders, "borders")
        self.centre_lines(q.get("line"))
        self.killer_cages(q.get("killercages"))
        self.paths(q.get("thermo"), self.board.thermos, "thermo")
        self.paths(q.get("arrows"), self.board.sudoku_arrows, "arrows")

    def number(self, k: int, value) -> None:
        if not isinstance(value, list) or not value:
            return
        text = str(value[0]).strip()
        if not text:
            return  # penpa writes a blank number with a shaded cell
        i = self.cell(k)
        if i is None:
            self.board.unread["number"] = NUMBER_WORDS["outside" if type(k) is int and 0 <= k < self.area else "corner"]
            return
        self.board.numbers[i] = text
        self.board.number_kinds[i] = str(value[2]) if len(value) > 2 else "1"

    def small_number(self, key: int, value) -> None:
        """Small numbers at the four points inside a cell (Kakuro's sums, killer sums, pencil marks)."""
        inside = key - 4 * self.area if type(key) is int else -1
        i = self.cell(inside // 4) if inside >= 0 else None
        text = str(value[0]).strip() if isinstance(value, list) and value else ""
        if i is None or not text:
            return
        self.board.corners.setdefault(i, {})[inside % 4] = text
        self.board.unread.pop("numberS", None)

    def edges(self, layer, into: set, name: str) -> None:
        """Lines along the grid (penpa's lineE, between two corners), as the pairs of cells they part."""
        w, h = self.board.w, self.board.h
        for key, style in _items(layer):
            if style is None or not isinstance(key, str):
                continue
            ends = [self.corner(int(x)) if x.strip().isdigit() else None for x in key.split(",")]
            if len(ends) != 2 or None in ends:
                continue
            (r1, c1), (r2, c2) = sorted(ends)
            if r1 == r2 and c2 == c1 + 1 and 0 < r1 < h:  # across: parts the cells above and below
                into.add(((r1 - 1) * w + c1, r1 * w + c1))
            elif c1 == c2 and r2 == r1 + 1 and 0 < c1 < w:
                into.add((r1 * w + c1 - 1, r1 * w + c1))

    def centre_lines(self, layer) -> None:
        w = self.board.w
        for key, style in _items(layer):
            if style is None:
                continue
            ends = [self.cell(int(x)) if x.strip().isdigit() else None for x in str(key).split(",")]
            if len(ends) == 2 and None not in ends and (abs(ends[0] - ends[1]) == w or
                                                       (abs(ends[0] - ends[1]) == 1 and ends[0] // w == ends[1] // w)):
                self.board.lines.add(tuple(sorted(ends)))
            else:
                self.board.unread["line"] = "lines that do not join side-by-side cells"

    def killer_cages(self, layer) -> None:
        for cage in layer if isinstance(layer, list) else []:
            cells = [self.cell(k) for k in cage] if isinstance(cage, list) else [None]
            if cells and None not in cells:
                self.board.cages.append(tuple(sorted(cells)))
        if self.board.cages:  # the cages' dashed outlines are their drawing
            self.board.unread.pop("killercages", None)
            self.board.unread.pop("cage", None)


    def paths(self, layer, into: list, key: str) -> None:
        """Thermometers and Sudoku arrows: lists of cells from the bulb (or circle) on."""
        for path in layer if isinstance(layer, list) else []:
            cells = [self.cell(k) for k in path] if isinstance(path, list) and path else [None]
            if None in cells:
                return  # a path that leaves the cells stays named as not read
            into.append(tuple(cells))
        self.board.unread.pop(key, None)


def _items(layer):
    """A penpa layer's entries as (point, value) with the point an int (a line's key stays text)."""
    if not isinstance(layer, dict):
        return []
    out = []
    for key, value in layer.items():
        key = str(key)
        out.append((int(key) if re.fullmatch(r"\d{1,9}", key) else key, value))
    return out
