"""KenKen's types and formats: Tatham's Keen game ID (the share string), the model, the text
picture, the solution's JSON and text, and the board."""

import re
from dataclasses import dataclass

from ... import tatham
from ...puzzlink import digit_rows
from ...puzzlink.digit_rows import solution_from_json, solution_json, solution_text  # shown on the face
from ...puzzlink.board import Board
from ...puzzlink.borders import regions_of
from ...puzzlink.picture import header, region_letters

MAX_SIDE = 16
MAX_TARGET = 10**9
GAME = "keen"
OPS = ("+", "-", "x", "/")  # the model's op codes 1 to 4, in this order
LETTERS = {"+": "a", "-": "s", "x": "m", "/": "d"}  # Tatham's letter of each
Digits = tuple[int, ...]  # a solution: each cell's digit, row by row


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int  # the same as w: a Latin square
    # (cells, op, target) a cage, by its first cell; op and target None for a cage without a clue yet (a
    # board being typed), which Tatham's ID writes as a0 ("adds up to 0": no cage of digits does)
    cages: tuple[tuple[tuple[int, ...], str | None, int | None], ...]


def checked(puzzle: Puzzle) -> Puzzle:
    """The puzzle when its cages can stand; ValueError naming the first that cannot."""
    n = puzzle.w
    if puzzle.w != puzzle.h:
        raise ValueError("KenKen is played on a square grid")
    if not 1 <= n <= MAX_SIDE:
        raise ValueError(f"A KenKen grid is 1 to {MAX_SIDE} cells a side")
    for cells, op, target in puzzle.cages:
        if op is None:
            continue
        r, c = divmod(cells[0], n)
        where = f"The cage at row {r + 1}, column {c + 1}"
        if op in "-/" and len(cells) != 2:
            raise ValueError(f"{where} has {len(cells)} cells: a subtraction or division cage has two")
        if not 1 <= target <= MAX_TARGET:
            raise ValueError(f"{where} has a target {target} no digits make")
        if len(cells) == 1 and not 1 <= target <= n:
            raise ValueError(f"{where} is one cell: its target is its digit, 1 to {n}")
    return puzzle


def canonical(n: int, cages) -> Puzzle:
    """The puzzle of some cages (cells in any order; a one-cell cage's op is '+', as Tatham writes it)."""
    found = sorted((tuple(sorted(cells)), "+" if len(cells) == 1 and op else op, target) for cells, op, target in cages)
    return checked(Puzzle(n, n, tuple(found)))


def decode(text) -> Puzzle:
    """The puzzle of a Tatham Keen game ID (``5de:a__a_3a_5a_a_a_3b_bac_,a5m15a7a10s2s2d2s3m40m2s2``):
    the cages' walls in Tatham's block code, ``,``, then a clue a cage by its first cell (``a`` add,
    ``s`` subtract, ``m`` multiply, ``d`` divide, then the target)."""
    if not tatham.looks_like_id(text):
        raise ValueError("A KenKen puzzle is a Tatham Keen game ID, such as 4:_a_a__a_ba_a__a__,s1s1m6a5m12d2a4d2")
    read = tatham.read(GAME, text)
    return canonical(read.w, [(cells, None, None) if (op, target) == ("+", 0) else (cells, op, target) for cells, op, target in read.cages])


def walls_code(puzzle: Puzzle) -> str:
    """Tatham's block code: the runs of open edges between walls (``_`` none, ``a``-``y`` 1-25, ``z``
    25 and no wall), first between cells side by side row by row, then between cells one above the
    other column by column, a last wall after them; three or more of one letter as it and a count."""
    n = puzzle.w
    cage = {i: k for k, (cells, _, _) in enumerate(puzzle.cages) for i in cells}
    edges = [(y * n + x, y * n + x + 1) for y in range(n) for x in range(n - 1)]
    edges += [(y * n + x, (y + 1) * n + x) for x in range(n) for y in range(n - 1)]
    letters, run = [], 0
    for wall in [cage[a] != cage[b] for a, b in edges] + [True]:
        if not wall:
            run += 1
            continue
        while run > 25:
            letters.append("z")
            run -= 25
        letters.append(chr(ord("a") + run - 1) if run else "_")
        run = 0
    return re.sub(r"(.)\1{2,}", lambda run: run.group(1) + str(len(run.group())), "".join(letters))


def encode(puzzle: Puzzle) -> str:
    clues = "".join(f"{LETTERS[op]}{target}" if op else "a0" for _, op, target in puzzle.cages)
    return f"{puzzle.w}:{walls_code(puzzle)},{clues}"


# ----------------------------------------------------------------------------------- the model


def model(puzzle: Puzzle) -> dict:
    """``cages``: a cage number a cell; ``targets`` and ``ops`` (1 ``+``, 2 ``-``, 3 ``x``, 4 ``/``):
    each cage's clue on its first cell, null and 0 elsewhere."""
    n = puzzle.w
    cages, targets, ops = [0] * (n * n), [None] * (n * n), [0] * (n * n)
    for k, (cells, op, target) in enumerate(puzzle.cages):
        for i in cells:
            cages[i] = k
        if op:
            targets[cells[0]], ops[cells[0]] = target, OPS.index(op) + 1
    return {"w": n, "h": n, "cages": cages, "targets": targets, "ops": ops}


def from_model(data) -> Puzzle:
    if not isinstance(data, dict) or type(data.get("w")) is not int or type(data.get("h")) is not int:
        raise ValueError("A KenKen model has w, h, cages, targets and ops")
    n = data["w"]
    if data["h"] != n:
        raise ValueError("KenKen is played on a square grid")
    if not 1 <= n <= MAX_SIDE:
        raise ValueError(f"A KenKen grid is 1 to {MAX_SIDE} cells a side")
    cages, targets, ops = data.get("cages"), data.get("targets"), data.get("ops")
    if not isinstance(cages, list) or len(cages) != n * n or any(type(x) is not int or x < 0 for x in cages):
        raise ValueError(f"The model needs {n * n} cage numbers")
    if not isinstance(targets, list) or len(targets) != n * n or any(x is not None and (type(x) is not int or x < 0) for x in targets):
        raise ValueError(f"The model needs {n * n} targets (a number or null)")
    if not isinstance(ops, list) or len(ops) != n * n or any(type(x) is not int or not 0 <= x <= len(OPS) for x in ops):
        raise ValueError(f"The model needs {n * n} ops (0 to {len(OPS)})")
    beside = [cages[i] != cages[i + 1] for i in range(n * n) if i % n + 1 < n]
    below = [cages[i] != cages[i + n] for i in range(n * n - n)]
    pieces = regions_of(beside, below, n, n)  # a cage is joined side by side: one number in two places is two cages
    found = []
    for k in range(max(pieces) + 1):
        cells = [i for i in range(n * n) if pieces[i] == k]
        clues = [i for i in cells if targets[i] is not None or ops[i]]
        r, c = divmod(cells[0], n)
        if len(clues) > 1:
            raise ValueError(f"The cage at row {r + 1}, column {c + 1} has {len(clues)} clues: a cage has one, a target and its op")
        if not clues:  # a cage not given its clue yet: any digits
            found.append((cells, None, None))
            continue
        i = clues[0]
        if targets[i] is None or (not ops[i] and len(cells) > 1):
            raise ValueError(f"The cage at row {r + 1}, column {c + 1} needs its target and its op (+, -, x or /)")
        found.append((cells, OPS[ops[i] - 1] if ops[i] else "+", targets[i]))
    return canonical(n, found)


# ----------------------------------------------------------------------------------- the picture


def picture(puzzle: Puzzle) -> str:
    """A token a cell: its cage's letter, and on the cage's first cell the target and op (``A12+``)."""
    data = model(puzzle)
    n = puzzle.w
    letters = region_letters(data["cages"], n, n)
    tokens = [letter + ("" if target is None else f"{target}{OPS[op - 1]}")
              for letter, target, op in zip(letters, data["targets"], data["ops"])]
    width = max(len(t) for t in tokens)
    rows = [" ".join(t.ljust(width) for t in tokens[r * n : (r + 1) * n]).rstrip() for r in range(n)]
    return "KenKen:\n" + "\n".join(rows) + "\n"


def is_picture(text) -> bool:
    """Whether a text is shaped like a KenKen picture: rows of tokens, a cage's letter each (the shared
    test refuses ``/``, which is KenKen's division here)."""
    if not isinstance(text, str) or not text.strip() or "://" in text:
        return False
    named = header(text)
    body = text.splitlines()[1:] if named else text.splitlines()
    return all(re.fullmatch(r"(?:[A-Za-z](?:\d+[-+x*/])?[\s,]*)*", line.strip()) for line in body)


def read_picture(text: str) -> tuple[Puzzle, str | None]:
    """The puzzle of a picture (``picture`` writes it; ``*`` for ``x`` too) and the name its header gives."""
    named = header(text)
    if named and named[0].lower().replace(" ", "") not in ("kenken", "keen"):
        raise ValueError(f"This picture's header names '{named[0][:20]}', not KenKen")
    body = [line for line in (text.splitlines()[1:] if named else text.splitlines()) if line.strip()]
    n = len(body)
    letters, targets, ops = [], [], []
    for r, line in enumerate(body, 1):
        tokens = [t for t in re.split(r"[\s,]+", line.strip()) if t]
        if len(tokens) != n:
            raise ValueError(f"Row {r} has {len(tokens)} cells; a KenKen picture of {n} rows has {n} in each")
        for c, token in enumerate(tokens, 1):
            match = re.fullmatch(r"([A-Za-z])(?:(\d{1,10})([-+x*/]))?", token)
            if not match:
                raise ValueError(f"Row {r}, column {c}: a cell is its cage's letter, then on one cell of the cage its target and op (A12+)")
            letter, target, op = match.groups()
            letters.append(letter)
            targets.append(int(target) if target else None)
            ops.append(OPS.index("x" if op == "*" else op) + 1 if op else 0)
    if not n:
        raise ValueError("A KenKen picture has a row of cells a line")
    names = sorted(set(letters))
    data = {"w": n, "h": n, "cages": [names.index(x) for x in letters], "targets": targets, "ops": ops}
    return from_model(data), named[0] if named else None


# ----------------------------------------------------------------------------------- the answer


def render(puzzle: Puzzle, digits: Digits | None = None) -> str:
    """The text picture; with a solution, its digits under it as rows."""
    if digits is None:
        return picture(puzzle)
    return picture(puzzle) + "".join(" ".join(str(x) for x in row) + "\n" for row in solution_json(puzzle, digits))


def board(puzzle: Puzzle, answer=None) -> dict:
    """The cages (thick walls), each cage's clue in its first cell's corner, the answer's digits (``?``: unknown)."""
    n = puzzle.w
    data = model(puzzle)
    drawn = Board(n, n, regions=data["cages"])
    for cells, op, target in (cage for cage in puzzle.cages if cage[1]):
        drawn.label(cells[0], f"{target}{'' if len(cells) == 1 else op.replace('x', '×').replace('/', '÷').replace('-', '−')}")
    shown = answers_of(puzzle, answer) if answer is not None else [None] * (n * n)
    for i, x in enumerate(shown):
        if x == "?":
            drawn.unknown(i)
        elif x is not None:
            drawn.text(i, str(x), answer=True)
    return drawn.json()


def answers_of(puzzle: Puzzle, answer) -> list:
    """The answer's digits cell by cell, ``?`` kept (a ``certain`` reply), checked like a solution."""
    return digit_rows.answer_cells(puzzle.w, answer, "digits")
