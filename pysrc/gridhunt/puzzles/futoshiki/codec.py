"""Futoshiki's types and formats: Tatham's Unequal game ID (the share string), the model, the text
picture, the solution's JSON and text, and the board."""

import re
from dataclasses import dataclass

from ... import tatham
from ...puzzlink import digit_rows
from ...puzzlink.digit_rows import solution_from_json, solution_json, solution_text  # shown on the face
from ...puzzlink.board import Board
from ...puzzlink.picture import header

MAX_SIDE = 16
GAME = "unequal"
LESS, MORE, BAR = 1, 2, 3  # a sign's value in the model: the cell left of (or above) it is smaller, larger, one off
Digits = tuple[int, ...]  # a solution: each cell's digit, row by row


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int  # the same as w: a Latin square
    givens: tuple[int | None, ...]  # digits given in cells, row by row
    signs: tuple[tuple[int, int], ...]  # (i, j): cell i is larger than cell j; adjacent: i < j, the two one apart
    adjacent: bool = False  # Tatham's Adjacent mode: every pair one apart is barred, no other


def _sorted(signs) -> tuple[tuple[int, int], ...]:
    return tuple(sorted(set(signs)))


def checked(puzzle: Puzzle) -> Puzzle:
    """The puzzle when its signs and givens can stand; ValueError naming the first that cannot."""
    n = puzzle.w
    if puzzle.w != puzzle.h:
        raise ValueError("Futoshiki is played on a square grid")
    if not 1 <= n <= MAX_SIDE:
        raise ValueError(f"A Futoshiki grid is 1 to {MAX_SIDE} cells a side")
    for i, x in enumerate(puzzle.givens):
        if x is not None and not 1 <= x <= n:
            raise ValueError(f"The digit in row {i // n + 1}, column {i % n + 1} is not 1 to {n}")
    for k in range(n):
        for what, cells in (("Row", range(k * n, k * n + n)), ("Column", range(k, n * n, n))):
            seen = [puzzle.givens[i] for i in cells if puzzle.givens[i] is not None]
            twice = next((x for x in seen if seen.count(x) > 1), None)
            if twice is not None:
                raise ValueError(f"{what} {k + 1} has two {twice}s")
    pairs = {frozenset(pair) for pair in puzzle.signs}
    if len(pairs) < len(puzzle.signs):
        raise ValueError("Two signs between one pair of cells point opposite ways")
    for i, j in puzzle.signs:
        if not (abs(i - j) == n or (abs(i - j) == 1 and i // n == j // n)):
            raise ValueError("A sign stands between two cells side by side")
        a, b = puzzle.givens[i], puzzle.givens[j]
        if a is not None and b is not None and (abs(a - b) != 1 if puzzle.adjacent else a <= b):
            raise ValueError(f"The sign between row {i // n + 1}, column {i % n + 1} and its neighbour is not met by their digits")
    return puzzle


def decode(text) -> Puzzle:
    """The puzzle of a Tatham Unequal game ID (``4:0,0,0L,0L,0,0D,0,1,0,0,0,0,0,0,0,4,``; ``5a:...`` the
    Adjacent mode): a cell a field, its digit (0 none) and ``U``, ``R``, ``D``, ``L`` for the neighbours
    it is larger than (Adjacent: one apart from, marked on both cells)."""
    if not tatham.looks_like_id(text):
        raise ValueError("A Futoshiki puzzle is a Tatham Unequal game ID, such as 4:0,0,0L,0L,0,0D,0,1,0,0,0,0,0,0,0,4,")
    read = tatham.read(GAME, text)
    if read.adjacent:
        marked = set(read.relations)
        if any((j, i) not in marked for i, j in marked):
            raise ValueError("An Adjacent mode bar is marked on both of its cells in Tatham's IDs; this one on one")
        signs = _sorted((min(i, j), max(i, j)) for i, j in marked)
    else:
        signs = _sorted(read.relations)
    return checked(Puzzle(read.w, read.h, read.cells, signs, read.adjacent))


def encode(puzzle: Puzzle) -> str:
    """The game ID as Tatham's game writes it: every cell a field ending in ``,``."""
    n = puzzle.w
    flags: list[str] = [""] * (n * n)
    marked = [(i, j) for i, j in puzzle.signs] + ([(j, i) for i, j in puzzle.signs] if puzzle.adjacent else [])
    for i, j in marked:
        flags[i] += {-n: "U", 1: "R", n: "D", -1: "L"}[j - i]
    fields = [f"{x or 0}{''.join(sorted(f, key='URDL'.index))}," for x, f in zip(puzzle.givens, flags)]
    return f"{n}{'a' if puzzle.adjacent else ''}:{''.join(fields)}"


# ----------------------------------------------------------------------------------- the model


def place_of(i: int, j: int, n: int) -> int:
    """The place (``places`` layer: (2n - 1) rows of (2n - 1)) of the side between cells i < j."""
    r, c = divmod(i, n)
    return (2 * r) * (2 * n - 1) + 2 * c + 1 if j == i + 1 else (2 * r + 1) * (2 * n - 1) + 2 * c


def model(puzzle: Puzzle) -> dict:
    """``digits``: given digits or null; ``signs``: a value a place (``LESS``/``MORE`` on the side
    between two cells: the left or upper one is smaller/larger; ``BAR``: one apart); ``adjacent``."""
    n = puzzle.w
    signs = [0] * (2 * n - 1) ** 2
    for i, j in puzzle.signs:
        signs[place_of(min(i, j), max(i, j), n)] = BAR if puzzle.adjacent else MORE if i < j else LESS
    return {"w": n, "h": n, "digits": list(puzzle.givens), "signs": signs, "adjacent": puzzle.adjacent}


def from_model(data) -> Puzzle:
    if not isinstance(data, dict) or type(data.get("w")) is not int or type(data.get("h")) is not int:
        raise ValueError("A Futoshiki model has w, h, digits, signs and adjacent")
    n = data["w"]
    if data["h"] != n:
        raise ValueError("Futoshiki is played on a square grid")
    if not 1 <= n <= MAX_SIDE:
        raise ValueError(f"A Futoshiki grid is 1 to {MAX_SIDE} cells a side")
    digits, signs, adjacent = data.get("digits"), data.get("signs"), data.get("adjacent")
    if not isinstance(digits, list) or len(digits) != n * n or any(x is not None and type(x) is not int for x in digits):
        raise ValueError(f"The model needs {n * n} digits (a number or null)")
    if not isinstance(signs, list) or len(signs) != (2 * n - 1) ** 2 or any(x not in (0, LESS, MORE, BAR) or type(x) is not int for x in signs):
        raise ValueError(f"The model needs {(2 * n - 1) ** 2} signs (0 to 3)")
    if type(adjacent) is not bool:
        raise ValueError("The model's adjacent is true or false")
    found = []
    for place, sign in enumerate(signs):
        if not sign:
            continue
        y, x = divmod(place, 2 * n - 1)
        if y % 2 == x % 2:
            raise ValueError("A sign stands on a side between two cells, not in a cell or at a corner")
        if (sign == BAR) != adjacent:
            raise ValueError("The Adjacent mode has bars only, and the other mode no bars" if adjacent
                             else "A bar (one apart) belongs to the Adjacent mode: turn it on, or use < and >")
        i = (y // 2) * n + x // 2
        j = i + 1 if y % 2 == 0 else i + n
        found.append((i, j) if sign in (MORE, BAR) else (j, i))
    return checked(Puzzle(n, n, tuple(x or None for x in digits), _sorted(found), adjacent))


# ----------------------------------------------------------------------------------- the picture

SIGN_CHARS = {"across": {LESS: "<", MORE: ">", BAR: "|"}, "down": {LESS: "^", MORE: "v", BAR: "-"}}


def picture(puzzle: Puzzle, digits=None) -> str:
    """Rows of cells (``.`` empty), signs between cells of a row (``<``, ``>``, ``|``) and below
    a cell on the line under its row (``^`` the upper one smaller, ``v`` larger, ``-`` one apart)."""
    n = puzzle.w
    shown = model(puzzle)["signs"]
    width = len(str(n))
    lines = ["Futoshiki: adjacent" if puzzle.adjacent else "Futoshiki:"]
    for r in range(n):
        row = ""
        for c in range(n):
            value = (digits or puzzle.givens)[r * n + c]
            row += ("." if value is None else str(value)).rjust(width)
            if c + 1 < n:
                row += SIGN_CHARS["across"].get(shown[2 * r * (2 * n - 1) + 2 * c + 1], " ")
        lines.append(row.rstrip())
        if r + 1 < n:
            below = "".join(" " * (width - 1) + SIGN_CHARS["down"].get(shown[(2 * r + 1) * (2 * n - 1) + 2 * c], " ") + " "
                            for c in range(n))
            if below.strip():
                lines.append(below.rstrip())
    return "\n".join(lines) + "\n"


def read_picture(text: str) -> tuple[Puzzle, str | None]:
    """The puzzle of a picture (``picture`` writes it; any spacing) and the name its header gives."""
    named = header(text)
    if named and named[0].lower() != "futoshiki":
        raise ValueError(f"This picture's header names '{named[0][:20]}', not Futoshiki")
    if named and named[1] not in ("", "adjacent"):
        raise ValueError("A Futoshiki picture's header says 'adjacent' or nothing after the name")
    body = [line for line in (text.splitlines()[1:] if named else text.splitlines()) if line.strip()]
    rows: list[list[tuple[int, int, str]]] = []  # each cell row's tokens: (start column, end column, text)
    across: list[dict[int, str]] = []
    down: list[dict[int, str]] = []
    for number, line in enumerate(body, 1):
        tokens = [(m.start(), m.end(), m.group()) for m in re.finditer(r"\d+|[.<>|^v-]", line)]
        if any(t in (".",) or t.isdigit() for _, _, t in tokens):
            if any(t in "^v-" for _, _, t in tokens):
                raise ValueError(f"Line {number} mixes cells and signs under cells")
            cells, signs = [], {}
            for _, end, token in tokens:
                if token in "<>|":
                    if not cells or len(cells) - 1 in signs:
                        raise ValueError(f"Line {number}: a sign stands between two cells")
                    signs[len(cells) - 1] = token
                else:
                    cells.append((_, end, token))
            if signs and max(signs) >= len(cells) - 1:
                raise ValueError(f"Line {number}: a sign stands between two cells")
            rows.append(cells)
            across.append(signs)
            down.append({})
        else:
            if not rows or any(t in "<>|" for _, _, t in tokens):
                raise ValueError(f"Line {number}: signs under a row are ^, v or -, after a row of cells")
            above = rows[-1]
            for start, _, token in tokens:
                c = min(range(len(above)), key=lambda k: abs((above[k][0] + above[k][1] - 1) / 2 - start))
                if c in down[-1]:
                    raise ValueError(f"Line {number}: two signs under one cell")
                down[-1][c] = token
    n = len(rows)
    if not n or any(len(row) != n for row in rows):
        raise ValueError(f"A Futoshiki picture has as many cells in each row as rows; this one has {n} rows")
    if down[-1]:
        raise ValueError("The last row has signs under it")
    adjacent = bool(named and named[1] == "adjacent")
    signs = [0] * (2 * n - 1) ** 2
    values = {"<": LESS, ">": MORE, "|": BAR, "^": LESS, "v": MORE, "-": BAR}
    for r in range(n):
        for c, token in across[r].items():
            signs[2 * r * (2 * n - 1) + 2 * c + 1] = values[token]
        for c, token in down[r].items():
            signs[(2 * r + 1) * (2 * n - 1) + 2 * c] = values[token]
    digits = [None if token == "." else int(token) for row in rows for _, _, token in row]
    data = {"w": n, "h": n, "digits": digits, "signs": signs, "adjacent": adjacent or BAR in signs}
    return from_model(data), named[0] if named else None


# ----------------------------------------------------------------------------------- the answer


def render(puzzle: Puzzle, digits: Digits | None = None) -> str:
    """The text picture (``picture``), with the solution's digits in every cell when given."""
    return picture(puzzle, digits)


def board(puzzle: Puzzle, answer=None) -> dict:
    """The grid, the signs on the sides between cells, the given digits, the answer's (``?``: unknown)."""
    n = puzzle.w
    drawn = Board(n, n)
    shown = answers_of(puzzle, answer) if answer is not None else [None] * (n * n)
    for i, given in enumerate(puzzle.givens):
        if given is not None:
            drawn.text(i, str(given))
        elif shown[i] == "?":
            drawn.unknown(i)
        elif shown[i] is not None:
            drawn.text(i, str(shown[i]), answer=True)
    for i, j in puzzle.signs:
        a, b = min(i, j), max(i, j)
        r, c = divmod(a, n)
        y2, x2 = (2 * r + 1, 2 * c + 2) if b == a + 1 else (2 * r + 2, 2 * c + 1)
        drawn.point(y2, x2, "bar" if puzzle.adjacent else "greater" if i == a else "less")
    return drawn.json()


def answers_of(puzzle: Puzzle, answer) -> list:
    """The answer's digits cell by cell, ``?`` kept (a ``certain`` reply), checked like a solution."""
    return digit_rows.answer_cells(puzzle.w, answer, "digits")
