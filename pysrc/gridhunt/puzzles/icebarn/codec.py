"""Icebarn's types and formats: the puzz.link URL, the model, the line's JSON, text and pzprv3 file.

The URL's body: the icy cells, five to a base-32 digit (``puzzlink/bits.py``); the arrows on the
sides between cells in two passes over pzprjs's inner borders (first those pointing up or left,
then down or right), each arrow written as the count of borders skipped before it in base 36,
``z`` for 35 skipped without an arrow; then ``/IN/OUT``, the places of the way in and the way out
on the grid's rim: the top edge's columns, the bottom's, the left edge's rows, the right's.
"""

from dataclasses import dataclass

from ...puzzlink import lines, pzprv3, url
from ...puzzlink.bits import decode_bits, encode_bits
from ...puzzlink.lines import Lines

PID = "icebarn"
UP, DOWN, LEFT, RIGHT = 1, 2, 3, 4  # pzprjs's directions
ARROW_CHARS = {UP: "^", DOWN: "v", LEFT: "<", RIGHT: ">"}
RIM = {"top": "up", "bottom": "down", "left": "left", "right": "right"}  # an edge of the grid, and its cells' side
DIGITS36 = "0123456789abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    ice: tuple[bool, ...]  # per cell row by row: icy or not
    beside: tuple[int, ...]  # per side between a cell and the one on its right, row by row: 0, LEFT or RIGHT
    below: tuple[int, ...]  # per side between a cell and the one below it, row by row: 0, UP or DOWN
    way_in: int  # its place on the rim: top edge's columns, bottom's, left edge's rows, right's
    way_out: int

    def rim(self, place: int) -> tuple[str, int]:
        """The edge (``top``, ``bottom``, ``left``, ``right``) and the cell of a place on the rim."""
        w, h = self.w, self.h
        if place < w:
            return "top", place
        if place < 2 * w:
            return "bottom", (h - 1) * w + place - w
        if place < 2 * w + h:
            return "left", (place - 2 * w) * w
        return "right", (place - 2 * w - h) * w + w - 1


def checked(puzzle: Puzzle) -> Puzzle:
    w, h = puzzle.w, puzzle.h
    if w * h < 2:
        raise ValueError("Icebarn needs a grid of two cells or more")
    for place, what in ((puzzle.way_in, "way in"), (puzzle.way_out, "way out")):
        if not 0 <= place < 2 * (w + h):
            raise ValueError(f"The {what} is not on the grid's rim (0 to {2 * (w + h) - 1})")
    if puzzle.way_in == puzzle.way_out:
        raise ValueError("The way in and the way out are the same side of a cell")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?icebarn/8/8/73btfk05ovbjghzpwz9bwm/3/11``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Icebarn")
    if link.flags:
        raise ValueError(f"Icebarn's URL has no '{'/'.join(link.flags)}' part before its size (an old form it does not read)")
    w, h = link.cols, link.rows
    if w * h < 2:
        raise ValueError("Icebarn needs a grid of two cells or more")
    ice, rest = decode_bits(link.body, w * h)
    inner = (w - 1) * h + w * (h - 1)
    arrows = [0] * inner
    for first in (True, False):
        rest = read_pass(rest, arrows, first, (w - 1) * h)
    parts = rest.split("/")
    if len(parts) != 3 or parts[0] or not all(x.isdigit() for x in parts[1:]):
        raise ValueError("The URL does not end with where the line comes in and goes out (/IN/OUT)")
    beside, below = arrows[: (w - 1) * h], arrows[(w - 1) * h :]
    return checked(Puzzle(w, h, tuple(ice), tuple(beside), tuple(below), int(parts[1]), int(parts[2])))


def read_pass(body: str, arrows: list[int], first: bool, beside_count: int) -> str:
    """One pass over the inner sides (the first: arrows up or left; the second: down or right): set the
    arrows it names, return the body after it. A pass may stop short at the ``/`` before the way in."""
    side, i = 0, 0
    while side < len(arrows) and i < len(body) and body[i] != "/":  # pzprjs's older URLs end a pass early
        ch = body[i]
        i += 1
        if ch not in DIGITS36:
            raise ValueError(f"The URL has a stray character {ch!r} among its arrows")
        if ch == "z":
            side += 35
            continue
        side += int(ch, 36)
        if side < len(arrows):
            across = side < beside_count  # a side between cells side by side: its arrow points left or right
            arrows[side] = (LEFT if across else UP) if first else (RIGHT if across else DOWN)
        side += 1
    return body[i:]


def write_pass(arrows: list[int], wanted: tuple[int, int]) -> str:
    """One pass's code: the count of sides skipped before each arrow pointing a ``wanted`` way."""
    out, gap = [], 0
    for arrow in arrows:
        if arrow in wanted:
            out.append(DIGITS36[gap])
            gap = 0
            continue
        gap += 1
        if gap == 35:
            out.append("z")
            gap = 0
    if gap:
        out.append(DIGITS36[gap])
    return "".join(out)


def encode(puzzle: Puzzle) -> str:
    arrows = list(puzzle.beside) + list(puzzle.below)
    body = encode_bits(list(puzzle.ice)) + write_pass(arrows, (UP, LEFT)) + write_pass(arrows, (DOWN, RIGHT))
    return url.build(PID, puzzle.w, puzzle.h, f"{body}/{puzzle.way_in}/{puzzle.way_out}")


def model(puzzle: Puzzle) -> dict:
    """``ice``: per cell 1 (icy) or 0; ``arrows``: per place inside the grid ((2h - 1) rows of (2w - 1),
    the sides between cells among them) 0 or an arrow (1 up, 2 down, 3 left, 4 right); ``top``,
    ``bottom`` (one a column), ``left``, ``right`` (one a row): 1 where the line comes in, 2 where it
    goes out, null elsewhere."""
    w, h = puzzle.w, puzzle.h
    places = [0] * ((2 * w - 1) * (2 * h - 1))
    for k, arrow in enumerate(puzzle.beside):
        r, c = divmod(k, w - 1)
        places[2 * r * (2 * w - 1) + 2 * c + 1] = arrow
    for k, arrow in enumerate(puzzle.below):
        r, c = divmod(k, w)
        places[(2 * r + 1) * (2 * w - 1) + 2 * c] = arrow
    rims = {"top": [None] * w, "bottom": [None] * w, "left": [None] * h, "right": [None] * h}
    for place, mark in ((puzzle.way_in, 1), (puzzle.way_out, 2)):
        edge, cell = puzzle.rim(place)
        rims[edge][cell % w if edge in ("top", "bottom") else cell // w] = mark
    return {"w": w, "h": h, "ice": [int(x) for x in puzzle.ice], "arrows": places, **rims}


def from_model(data) -> Puzzle:
    w, h, ice = url.model_grid(data, "An Icebarn", "ice", "marks (1 icy, 0 not)")
    if any(type(x) is not int or x not in (0, 1) for x in ice):
        raise ValueError(f"The model needs {w * h} marks (1 icy, 0 not)")
    places = data.get("arrows")
    if not isinstance(places, list) or len(places) != (2 * w - 1) * (2 * h - 1):
        raise ValueError(f"The model's arrows are {(2 * w - 1) * (2 * h - 1)} places, each 0 or an arrow 1 to 4")
    beside, below = [], []
    for k, arrow in enumerate(places):
        y, x = divmod(k, 2 * w - 1)
        between = "beside" if y % 2 == 0 and x % 2 == 1 else "below" if y % 2 == 1 and x % 2 == 0 else None
        allowed = {"beside": (0, LEFT, RIGHT), "below": (0, UP, DOWN), None: (0,)}[between]
        if type(arrow) is not int or arrow not in allowed:
            raise ValueError(f"Row {y // 2 + 1}, column {x // 2 + 1}: an arrow stands on a side between two cells"
                             " and points from one to the other")
        if between == "beside":
            beside.append(arrow)
        elif between == "below":
            below.append(arrow)
    ends = {1: [], 2: []}
    for edge, count, place_of in (("top", w, lambda j: j), ("bottom", w, lambda j: w + j),
                                  ("left", h, lambda j: 2 * w + j), ("right", h, lambda j: 2 * w + h + j)):
        marks = data.get(edge)
        if not isinstance(marks, list) or len(marks) != count or any(x not in (None, 1, 2) or type(x) is bool for x in marks):
            raise ValueError(f"The model's '{edge}' is {count} marks: 1 the way in, 2 the way out, or null")
        for j, mark in enumerate(marks):
            if mark is not None:
                ends[mark].append(place_of(j))
    if len(ends[1]) != 1 or len(ends[2]) != 1:
        raise ValueError("The line needs one way in (1) and one way out (2) on the grid's rim")
    return checked(Puzzle(w, h, tuple(x == 1 for x in ice), tuple(beside), tuple(below), ends[1][0], ends[2][0]))


def solution_json(puzzle: Puzzle, line: Lines) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the line links two cells."""
    return lines.lines_json(line)


def solution_from_json(puzzle: Puzzle, data) -> Lines:
    return lines.lines_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, line: Lines) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, line).splitlines())


def border_id(puzzle: Puzzle, place: int) -> int:
    """pzprjs's number of the rim's side at a place: after the sides between cells."""
    return (puzzle.w - 1) * puzzle.h + puzzle.w * (puzzle.h - 1) + place


def solution_pzprv3(puzzle: Puzzle, line: Lines) -> str:
    """pzprjs's file: the way in and out (its numbers of those sides), the icy cells, the arrows on every
    side, the rim's included (``1`` up or left, ``2`` down or right), then the line on every side."""
    w, h = puzzle.w, puzzle.h
    code = {0: "0", UP: "1", LEFT: "1", DOWN: "2", RIGHT: "2"}
    upright = [[0] * (w + 1) for _ in range(h)]  # the sides left and right of cells, the rim's included
    flat = [[0] * w for _ in range(h + 1)]  # the sides above and below cells
    drawn_upright = [[0] * (w + 1) for _ in range(h)]
    drawn_flat = [[0] * w for _ in range(h + 1)]
    for r in range(h):
        for c in range(w - 1):
            upright[r][c + 1] = puzzle.beside[r * (w - 1) + c]
            drawn_upright[r][c + 1] = int(line.across[r][c])
    for r in range(h - 1):
        for c in range(w):
            flat[r + 1][c] = puzzle.below[r * w + c]
            drawn_flat[r + 1][c] = int(line.down[r][c])
    for place, inward in ((puzzle.way_in, True), (puzzle.way_out, False)):
        edge, cell = puzzle.rim(place)
        r, c = divmod(cell, w)
        if edge in ("top", "bottom"):
            y = 0 if edge == "top" else h
            flat[y][c] = DOWN if inward == (edge == "top") else UP
            drawn_flat[y][c] = 1
        else:
            x = 0 if edge == "left" else w
            upright[r][x] = RIGHT if inward == (edge == "left") else LEFT
            drawn_upright[r][x] = 1
    grids = [[["1" if x else "0" for x in puzzle.ice[r * w : (r + 1) * w]] for r in range(h)],
             [[code[x] for x in row] for row in upright], [[code[x] for x in row] for row in flat],
             [[str(x) for x in row] for row in drawn_upright], [[str(x) for x in row] for row in drawn_flat]]
    return pzprv3.text(PID, h, w, grids, (str(border_id(puzzle, puzzle.way_in)), str(border_id(puzzle, puzzle.way_out))))


def render(puzzle: Puzzle, line: Lines | None = None) -> str:
    """``i`` an icy cell, ``+`` another; between cells ``-`` and ``|`` the line, ``<`` ``>`` ``^`` ``v`` an
    arrow (on the line, where there is one); a last line says where the line comes in and goes out."""
    w, h = puzzle.w, puzzle.h
    rows = []
    for r in range(h):
        row = ""
        for c in range(w):
            if c:
                arrow = puzzle.beside[r * (w - 1) + c - 1]
                row += ARROW_CHARS[arrow] if arrow else "-" if line and line.across[r][c - 1] else " "
            row += "i" if puzzle.ice[r * w + c] else "+"
        rows.append(row)
        if r + 1 < h:
            marks = [ARROW_CHARS[puzzle.below[r * w + c]] if puzzle.below[r * w + c]
                     else "|" if line and line.down[r][c] else " " for c in range(w)]
            rows.append(" ".join(marks))
    ends = []
    for word, place in (("in", puzzle.way_in), ("out", puzzle.way_out)):
        edge, cell = puzzle.rim(place)
        r, c = divmod(cell, w)
        ends.append(f"{word} at the {edge} of {'column ' + str(c + 1) if edge in ('top', 'bottom') else 'row ' + str(r + 1)}")
    return "\n".join(row.rstrip() for row in rows) + "\n" + ", ".join(ends).capitalize() + "\n"
