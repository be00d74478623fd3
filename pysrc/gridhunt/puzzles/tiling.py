"""Strip and polyomino tiling: cover every cell of each grid with pieces from one piece set.

Cells have colours (lowercase letters; ``.`` is a hole, not to be covered) and may carry
letters. A piece lies anywhere it fits, turned and mirrored as its set entry allows; a
coloured piece must match the colours under it. Each piece is used exactly once, at most
once, or any number of times. A puzzle is a batch of grids tiled by the same piece set.

Share string: ``PIECES:GRID:GRID...``. PIECES is a comma list of entries:
``s2-3`` every distinct strip (1 x k, a strip equals its reversal) of lengths 2..3 over the
batch's colours; ``p5`` the free pentominoes (``p4`` tetrominoes, ``p1-7`` any sizes 1..7);
``(bw/X.)`` one custom piece, rows split by ``/``, a colour to match, ``X`` any colour,
``.`` no cell. An entry may end in ``r`` (turns only, no mirror images) or ``f`` (fixed as
drawn), then ``?`` (at most once) or ``*`` (any number); plain means exactly once.
A GRID is its rows split by ``/`` (or ``6x10`` for a plain rectangle of colour ``o``),
optionally ``=`` and letter rows (``.`` no letter), or ``=`` and one letter that labels
every cell (so a grid can stand for one letter of a message). Text of several lines is read too: an
optional ``pieces: ...`` line, then grids as rows separated by blank lines, each row
optionally followed by a space and its letters (pieces default to ``s2-3,s1?``).
Example: ``s2-3,s1?:bwwbb/bwwbw/wbwbw/bwbbb/bwbww=O:wbbww/...=N:...`` (the worked
example's 25 grids, each labelled with its letter of the message, take 808 characters); the 26th grid with letters is
``s2-3,s1?:wwbbw/wbwbb/bbbww/bbwbb/bwwww=SURAB/ICKDO/MISEG/NSRTE/OPERL``.

>>> p = decode("s2:ggrg/yyrr/yygr")   # the six two-colour dominoes over g, r, y
>>> solution_text(p, next(solutions(p)))
'aabb/cdde/cffe'
>>> print(render(decode("p5?:1x5:5x1"), next(solutions(decode("p5?:1x5:5x1")))), end="")
Grid 1
 _ _ _ _ _
|_ _ _ _ _|  ooooo
<BLANKLINE>
Grid 2
 _
| |  o
| |  o
| |  o
| |  o
|_|  o

A Solution holds one tiling per grid; ``solutions`` yields every combination, the last
grid's tilings varying fastest, so its count is the product of the grids' counts (use the
``count`` operation for counts per grid). Solution JSON: one list per grid of
``{"piece": name, "cells": [[r, c], ...]}``, pieces in reading order of their first cell.
Piece names: strips by their colours (``bwb``), pentominoes F I L N P T U V W X Y Z,
smaller ones I4 O4 T4 S4 L4 I3 L3 D2 M1, larger ``6.1``..., custom ones by their drawing.

Model: ``{"pieces": text, "pieceList": [{"name", "cells": [[r, c]...], "colours": [c or
""...], "count": "1"|"?"|"*", "orientations": n}], "grids": [{"rows", "cols", "colours":
[row strings], "letters": [row strings] or []}]}``; ``from_model`` reads pieces and grids.
Operations ``count`` and ``extract`` (per grid counts, tilings, selected letters, the
grid built from the selections) are described in ``tiling_extract``.

Glossary: r row, c column, i = r * cols + c a cell index, a tiling is a tuple of
(piece name, cells) and a Solution a tuple of tilings.
"""

from dataclasses import dataclass
from functools import lru_cache
from itertools import islice
from typing import Iterator

from ..search.exact_cover import exact_covers
from . import tiling_pieces as pieces_of
from .tiling_pieces import Piece

ID = "tiling"
NAME = "Strip and polyomino tiling"
DEFAULT_PIECES = "s2-3,s1?"
MAX_GRIDS, MAX_SIDE, MAX_PLACEMENTS = 100, 20, 200_000
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

Tiling = tuple[tuple[str, tuple[tuple[int, int], ...]], ...]
Solution = tuple[Tiling, ...]


@dataclass(frozen=True)
class Grid:
    rows: int
    cols: int
    colours: str  # rows * cols symbols row by row, "." a hole
    letters: str  # rows * cols letters, "." none; "" when the grid has no letters


@dataclass(frozen=True)
class Puzzle:
    spec: str  # the canonical piece-set text
    pieces: tuple[Piece, ...]
    grids: tuple[Grid, ...]


# ---------------------------------------------------------------- codec


def decode(text: str) -> Puzzle:
    """Read a share string or pasted lines of grids."""
    if not isinstance(text, str):
        raise ValueError("Expected a share string")
    text = text.strip()
    if not text:
        raise ValueError("The puzzle is empty: expected pieces and grids")
    if "\n" in text:
        spec, grids = _pasted(text)
    else:
        spec, _, rest = text.partition(":")
        if not rest:
            raise ValueError("Expected pieces, a colon, then grids")
        grids = [_grid(part, k + 1) for k, part in enumerate(rest.split(":"))]
    return build(spec, grids)


def build(spec: str, grids: list[Grid]) -> Puzzle:
    """A puzzle from a piece-set text and grids, with every limit checked."""
    if len(grids) > MAX_GRIDS:
        raise ValueError(f"At most {MAX_GRIDS} grids at once, got {len(grids)}")
    colours = sorted({ch for g in grids for ch in g.colours} - {"."})
    spec, pieces = pieces_of.parse(spec, colours)
    largest = max(g.rows * g.cols for g in grids)
    if sum(len(piece.shapes) for piece in pieces) * largest > MAX_PLACEMENTS:
        raise ValueError("The piece set is too large for grids of this size")
    return Puzzle(spec, pieces, tuple(grids))


def _grid(text: str, number: int) -> Grid:
    body, equals, letter_text = text.partition("=")
    size = body.lower().split("x")
    if len(size) == 2 and all(s.isdigit() for s in size):
        if int(size[0]) > MAX_SIDE or int(size[1]) > MAX_SIDE:
            raise ValueError(f"Grid {number} is larger than {MAX_SIDE}x{MAX_SIDE}")
        rows = ["o" * int(size[1])] * int(size[0])
    else:
        rows = body.split("/")
    return _checked(number, rows, letter_text.split("/") if equals else [])


def _checked(number: int, rows: list[str], letter_rows: list[str]) -> Grid:
    where = f"Grid {number}"
    rows = [row.strip().lower() for row in rows]
    if not rows or not rows[0]:
        raise ValueError(f"{where} is empty")
    cols = len(rows[0])
    if len(rows) > MAX_SIDE or cols > MAX_SIDE:
        raise ValueError(f"{where} is larger than {MAX_SIDE}x{MAX_SIDE}")
    for r, row in enumerate(rows):
        if len(row) != cols:
            raise ValueError(f"{where}, row {r + 1} has {len(row)} cells, expected {cols}")
        bad = next((ch for ch in row if not ("a" <= ch <= "z" or ch == ".")), None)
        if bad is not None:
            raise ValueError(f"{where}, row {r + 1}: {_shown(bad)} is not a colour (a-z) or . for a hole")
    colours = "".join(rows)
    if set(colours) == {"."}:
        raise ValueError(f"{where} has no cells, only holes")
    letters = ""
    if letter_rows:
        letter_rows = [row.strip().upper() for row in letter_rows]
        if len(letter_rows) == 1 and len(letter_rows[0]) == 1 and len(rows) * cols > 1:
            letter_rows = [letter_rows[0] * cols] * len(rows)  # one letter labels the whole grid
        if len(letter_rows) != len(rows) or any(len(row) != cols for row in letter_rows):
            raise ValueError(f"{where}: the letters must have the grid's shape, {len(rows)}x{cols}")
        letters = "".join(letter_rows)
        bad = next((ch for ch in letters if ch not in LETTERS and ch != "."), None)
        if bad is not None:
            raise ValueError(f"{where}: {_shown(bad)} is not a letter, digit or . for none")
        if set(letters) == {"."}:
            letters = ""
    return Grid(len(rows), cols, colours, letters)


def _shown(ch: str) -> str:
    return repr(ch) if ch.isprintable() else "an unprintable character"


def _pasted(text: str) -> tuple[str, list[Grid]]:
    """Lines: an optional ``pieces:`` line, then blocks of rows separated by blank lines."""
    lines = text.splitlines()
    spec = DEFAULT_PIECES
    if lines[0].strip().lower().startswith("pieces"):
        spec = lines.pop(0).split(":", 1)[-1].strip()
    blocks, block = [], []
    for line in lines + [""]:
        if line.strip():
            block.append(line.split())
        elif block:
            blocks.append(block)
            block = []
    grids = []
    for number, block in enumerate(blocks, 1):
        if len(block) == 1 and len(block[0]) == 1 and "x" in block[0][0].lower():
            grids.append(_grid(block[0][0], number))  # the RxC shorthand
            continue
        if any(len(words) > 2 for words in block):
            raise ValueError(f"Grid {number}: a row is colours, then optionally a space and letters")
        letter_rows = [words[1] if len(words) == 2 else "." * len(words[0]) for words in block]
        grids.append(_checked(number, [words[0] for words in block], letter_rows))
    if not grids:
        raise ValueError("No grids found")
    return spec, grids


def encode(p: Puzzle) -> str:
    return ":".join([p.spec] + [grid_text(g) for g in p.grids])


def grid_text(g: Grid) -> str:
    text = "/".join(_rows(g.colours, g.cols))
    if len(set(g.letters)) == 1 and len(g.letters) > 1:
        return text + "=" + g.letters[0]
    return text + ("=" + "/".join(_rows(g.letters, g.cols)) if g.letters else "")


def _rows(cells: str, cols: int) -> list[str]:
    return [cells[k : k + cols] for k in range(0, len(cells), cols)]


def model(p: Puzzle) -> dict:
    """Piece set text and shapes (for drawing), and grids as row strings."""
    return {
        "pieces": p.spec,
        "pieceList": [pieces_of.model(piece) for piece in p.pieces],
        "grids": [
            {"rows": g.rows, "cols": g.cols, "colours": _rows(g.colours, g.cols), "letters": _rows(g.letters, g.cols)}
            for g in p.grids
        ],
    }


def from_model(data: dict) -> Puzzle:
    try:
        spec, grid_models = data["pieces"], data["grids"]
        ok = isinstance(spec, str) and isinstance(grid_models, list) and grid_models
        ok = ok and all(isinstance(g["colours"], list) and isinstance(g.get("letters", []), list) for g in grid_models)
        ok = ok and all(isinstance(row, str) for g in grid_models for row in g["colours"] + g.get("letters", []))
    except (KeyError, TypeError):
        ok = False
    if not ok:
        raise ValueError("The model needs a piece set and a list of grids")
    grids = [_checked(k + 1, g["colours"], g.get("letters", [])) for k, g in enumerate(grid_models)]
    return build(spec, grids)


# ---------------------------------------------------------------- solver


def tilings(p: Puzzle, g: Grid) -> Iterator[Tiling]:
    """Every tiling of one grid, lazily, from an exact cover: the cells are primary items,
    pieces used exactly once primary too, pieces used at most once secondary."""
    options, names = [], []
    for piece in p.pieces:
        for shape in piece.shapes:
            for cells in placements(g, shape):
                options.append(cells + ((piece.name,) if piece.count != "*" else ()))
                names.append(piece.name)
    primary = [i for i, ch in enumerate(g.colours) if ch != "."]
    primary += [piece.name for piece in p.pieces if piece.count == "1"]
    secondary = [piece.name for piece in p.pieces if piece.count == "?"]
    for chosen in exact_covers(options, primary, secondary):
        found = []
        for o in chosen:
            cells = tuple(divmod(i, g.cols) for i in options[o] if isinstance(i, int))
            found.append((names[o], cells))
        yield tuple(sorted(found, key=lambda piece: piece[1][0]))


def placements(g: Grid, shape) -> list[tuple[int, ...]]:
    """The cell indices of each place the (r, c, colour or None) shape fits in the grid."""
    height, width, offsets = _layout(shape, g.cols)
    corners = [r0 * g.cols + c0 for r0 in range(g.rows - height + 1) for c0 in range(g.cols - width + 1)]
    colours = g.colours
    for d, colour in offsets:  # keep the corners where this cell of the shape fits
        if colour is None:
            corners = [k for k in corners if colours[k + d] != "."]
        else:
            corners = [k for k in corners if colours[k + d] == colour]
    return [tuple(k + d for d, _ in offsets) for k in corners]


@lru_cache(maxsize=4096)
def _layout(shape, cols: int) -> tuple[int, int, tuple]:
    """A shape's height, width and (index offset, colour) per cell in a grid of ``cols`` columns."""
    height = 1 + max(r for r, _, _ in shape)
    width = 1 + max(c for _, c, _ in shape)
    return height, width, tuple((r * cols + c, colour) for r, c, colour in shape)


class _Replay:
    """A generator whose items are kept, so it can be iterated again from the start."""

    def __init__(self, source: Iterator):
        self.source, self.seen = source, []

    def __iter__(self):
        yield from self.seen
        for item in self.source:
            self.seen.append(item)
            yield item


def solutions(p: Puzzle) -> Iterator[Solution]:
    """Every combination of one tiling per grid; none if some grid has no tiling."""
    sources = [_Replay(tilings(p, g)) for g in p.grids]
    if all(next(iter(source), None) is not None for source in sources):
        yield from _products(sources)


def _products(sources: list[_Replay]) -> Iterator[Solution]:
    """The lazy product (itertools.product would run every search to its end first)."""
    head, rest = sources[0], sources[1:]
    for tiling in head:
        for tail in _products(rest) if rest else [()]:
            yield (tiling, *tail)


def counts(p: Puzzle, limit: int) -> list[int]:
    return [sum(1 for _ in islice(tilings(p, g), limit)) for g in p.grids]


def is_solution(p: Puzzle, solution: Solution) -> bool:
    """Each grid's cells covered once, each piece a legal image of its shape on matching colours,
    multiplicities respected."""
    by_name = {piece.name: piece for piece in p.pieces}
    if len(solution) != len(p.grids):
        return False
    for g, tiling in zip(p.grids, solution):
        seen, used = set(), {}
        for name, cells in tiling:
            piece = by_name.get(name)
            if piece is None or not all(0 <= r < g.rows and 0 <= c < g.cols for r, c in cells):
                return False
            placed = [(r, c, g.colours[r * g.cols + c]) for r, c in cells]
            if not pieces_of.fits(piece, placed) or seen & set(cells):
                return False
            seen |= set(cells)
            used[name] = used.get(name, 0) + 1
        if seen != {divmod(i, g.cols) for i, ch in enumerate(g.colours) if ch != "."}:
            return False
        for piece in p.pieces:
            n = used.get(piece.name, 0)
            if (piece.count == "1" and n != 1) or (piece.count == "?" and n > 1):
                return False
    return True


def solution_json(p: Puzzle, solution: Solution) -> list:
    return [[{"piece": name, "cells": [list(cell) for cell in cells]} for name, cells in tiling] for tiling in solution]


def solution_from_json(p: Puzzle, data) -> Solution:
    names = {piece.name for piece in p.pieces}
    if not isinstance(data, list) or len(data) != len(p.grids):
        raise ValueError(f"A solution is a list of {len(p.grids)} tilings, one per grid")
    solution = []
    for number, tiling in enumerate(data, 1):
        if not isinstance(tiling, list):
            raise ValueError(f"The tiling of grid {number} is not a list of pieces")
        found = []
        for piece in tiling:
            try:
                name, cells = piece["piece"], piece["cells"]
                ok = name in names and all(len(cell) == 2 and all(type(x) is int for x in cell) for cell in cells)
            except (KeyError, TypeError):
                ok = False
            if not ok or not cells:
                raise ValueError(f"Grid {number}: each piece needs a known name and a list of [row, column] cells")
            found.append((name, tuple(sorted(tuple(cell) for cell in cells))))
        solution.append(tuple(found))
    return tuple(solution)


def solution_text(p: Puzzle, solution: Solution) -> str:
    """Each grid's cells labelled by piece (a-z, A-Z, 0-9 in reading order), rows split by /."""
    symbols = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    parts = []
    for g, tiling in zip(p.grids, solution):
        labels = ["."] * (g.rows * g.cols)
        for k, (_, cells) in enumerate(tiling):
            for r, c in cells:
                labels[r * g.cols + c] = symbols[k % len(symbols)]
        parts.append("/".join(_rows("".join(labels), g.cols)))
    return ":".join(parts)


# ---------------------------------------------------------------- render


def render(p: Puzzle, solution: Solution | None = None) -> str:
    """Per grid: the outline of the pieces drawn with | and _, then the colours and letters."""
    blocks = []
    for number, g in enumerate(p.grids, 1):
        tiling = solution[number - 1] if solution else None
        title = [f"Grid {number}"] if len(p.grids) > 1 else []
        blocks.append("\n".join(title + outline(g, tiling)))
    return "\n\n".join(blocks) + "\n"


def outline(g: Grid, tiling: Tiling | None) -> list[str]:
    """Text lines: the outline (cell walls when no tiling) beside the colours and letters."""
    owner = {}
    for k, (_, cells) in enumerate(tiling or ()):
        owner.update((cell, k) for cell in cells)

    def part(r: int, c: int):
        if not (0 <= r < g.rows and 0 <= c < g.cols) or g.colours[r * g.cols + c] == ".":
            return None
        return owner.get((r, c), (r, c))

    top = "".join(" _" if part(0, c) is not None else "  " for c in range(g.cols))
    lines = [top]
    for r in range(g.rows):
        text = ""
        for c in range(g.cols + 1):
            text += "|" if part(r, c - 1) != part(r, c) else " "
            if c < g.cols:
                text += "_" if part(r, c) != part(r + 1, c) else " "
        beside = g.colours[r * g.cols : (r + 1) * g.cols]
        if g.letters:
            beside += " " + g.letters[r * g.cols : (r + 1) * g.cols]
        lines.append(text + "  " + beside)
    return lines


from .tiling_extract import OPERATIONS  # noqa: E402  (the operations use the solver above)

EXAMPLES = (
    (
        "Black and White: 25 grids (MUMS 2010)",
        "s2-3,s1?:bwwbb/bwwbw/wbwbw/bwbbb/bwbww=O:wbbww/wwbbb/wbwbw/bwbwb/bwbwb=N:bbwbb/wwbbw/bbbww/bbwww/wwwbw=E:bbbwb/wwbbw/bwwwb/wbwbb/wwbbw=M:wwwwb/bwwbb/bbwbb/bbbbw/wwwwb=O:bwbww/wwwbw/bbbbb/bwwbw/wbwwb=R:wbbww/bbbbw/wbbbw/wwbbw/wbwww=E:bbwwb/bwbwb/bwbww/wwwbb/wbbww=G:bbwbb/bwwwb/wbbww/wwbww/bbbww=R:bwwww/bwbww/wbbwb/wbbbb/wwbbb=I:bbbww/wwbbb/wwbbw/bbbbb/wwwww=D:wwbwb/wwbwb/wwwwb/wwbwb/bbbbb=U:wwbwb/bwbbw/bwbwb/wwwbb/bwbwb=S:wwbbw/wwbbb/wwbbb/wbwbb/wbwwb=E:bbwbw/bbbww/bbbww/wwbww/wwbbw=B:bwbwb/bwwww/bbbbb/wbwww/wbwbw=L:bwbbb/bbbwb/bbbbw/wwwww/wwwwb=A:wbwwb/bbbwb/bwwwb/bwwbb/wbbww=C:bbbbw/bwwbw/bwbwb/wbwww/bwwbw=K:wwbwb/wbbbb/wwwwb/bbwbw/wbbwb=S:wwbww/bbwwb/wbbww/bbwbw/bbbwb=T:bwbww/bwbbb/bwwwb/wbbbw/wwbbw=R:bbbwb/wbwbb/bbwww/wwbwb/wbwww=I:wwbbb/bbbbb/bwwww/wwwww/bwwbb=P:wwbbb/bwbww/bbbbw/bbbww/wwwww=S",
    ),
    ("Three-colour dominoes (3x4)", "s2:ggrg/yyrr/yygr"),
    ("Tetrominoes in a holed 5x5", "p4:oooo./oo.oo/o.ooo/oo..o/ooooo"),
    ("Black and White: the 26th grid", "s2-3,s1?:wwbbw/wbwbb/bbbww/bbwbb/bwwww=SURAB/ICKDO/MISEG/NSRTE/OPERL"),
)
