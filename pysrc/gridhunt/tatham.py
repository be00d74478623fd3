"""Simon Tatham's game IDs of grid genres, read into one neutral puzzle, and from it into puzz.link's form.

A game ID is ``PARAMS:DESC``: the size first (``7x7``, or one side, ``5``, for the Latin squares),
maybe more settings after it (``7x7b20s2d0``), then the puzzle. The formats are those of each
game's ``validate_desc`` and ``new_game`` in Tatham's collection.

>>> p = read("lightup", "7x7:b1f2iB2g1Bi2fBb")
>>> p.w, p.h, p.cells[:4]
(7, 7, (None, None, 1, None))
>>> puzzlink_url(p)
'https://puzz.link/p?akari/7/7/hbjcm.ck1.ocj.h'
>>> games_reading("9x9:a2c4_6a2c6f12b2q2_2d2b2c8a2_4c3c6e8e8d")
['rect', 'range']

A genre Gridhunt solves takes the puzzle through its puzz.link URL (``PZPR``: the game's
pzprjs genre, so the genre's own ``decode`` checks it): Light Up, Rectangles, Filling, Slant, Towers,
Pattern and Bridges now, and Range as soon as a genre reading pzprjs's Kurodoko (by any of its names)
is registered. Unequal and Keen have no pzprjs genre: Futoshiki and KenKen read their IDs as they
are (they are their share strings). A game whose genre Gridhunt has not yet is read
all the same, so its ID is checked and the sentence about it names what it holds.

Glossary: w, h the grid's size; cell i = r * w + c; a corner (Slant's clues) is one of
(w + 1) * (h + 1), row by row; ``outside`` holds clues around the grid (Towers: above, below,
left, right; Pattern: each column's runs, then each row's).
"""

import re
from dataclasses import dataclass

from .puzzlink import numbers

NAMES = {
    "lightup": "Light Up (Akari)", "rect": "Rectangles (Shikaku)", "filling": "Filling (Fillomino)",
    "range": "Range (Kurodoko)", "slant": "Slant (Gokigen)", "towers": "Towers (Skyscrapers)",
    "pattern": "Pattern (Nonogram)", "bridges": "Bridges (Hashiwokakero)", "unequal": "Unequal (Futoshiki)",
    "keen": "Keen (KenKen)",
}
# The pzprjs genre a game's puzzle is written as (``puzzlink_url``): a genre of Gridhunt that reads
# that pzprjs genre reads the game's IDs too, as soon as it is registered.
PZPR = {
    "lightup": "lightup", "rect": "shikaku", "filling": "fillomino", "range": "kurodoko", "bridges": "hashikake",
    "slant": "gokigen", "towers": "skyscrapers", "pattern": "nonogram",
}
PZPR_URL_NAMES = {"lightup": "akari"}  # the name puz.link writes in its own links
MAX_SIDE = 100
# What may follow the size in each game's params (its decode_params: difficulty, density...), so
# another game's or tool's ID ("9j:" a jigsaw Solo) is not read as this game's.
SETTINGS = {
    "lightup": r"(?:b\d+)?(?:s\d+)?(?:r|d\d+)?", "rect": r"(?:e[\d.]+)?a?", "filling": "", "range": "",
    "slant": r"(?:d.)?", "towers": r"(?:d.)?", "pattern": "", "bridges": r"(?:[iedm][\d.]*|L)*",
    "unequal": r"a?(?:d.)?", "keen": r"(?:d.)?m?",
}
ID_START = re.compile(r"^\s*\d+(?:x\d+)?[a-z0-9.]*[:#]", re.IGNORECASE)


@dataclass(frozen=True)
class TathamPuzzle:
    game: str
    w: int
    h: int
    cells: tuple = ()  # a value a cell (Slant: a corner), None where the game gives none
    outside: tuple = ()  # clues around the grid (Towers, Pattern), None where none is given
    relations: tuple = ()  # Unequal: (i, j) pairs, cell i greater than cell j (adjacent mode: differ by 1)
    cages: tuple = ()  # Keen: (cells, operation, value), operation one of "+", "-", "x", "/"
    adjacent: bool = False  # Unequal's adjacent mode

    def summary(self) -> str:
        """What the puzzle holds, in a few words ("7x7, 12 clues in the grid")."""
        given = sum(1 for x in self.cells if x is not None)
        around = sum(1 for x in self.outside if x)
        counts = ((len(self.cages), "cage", ""), (given, "clue", " in the grid"), (around, "clue", " around it"))
        return ", ".join([f"{self.w}x{self.h}"] + [f"{n} {what}{'s' * (n != 1)}{where}" for n, what, where in counts if n])


def looks_like_id(text) -> bool:
    """Whether a text starts as a Tatham game ID does (``7x7:``, ``5:``, ``7x7#seed``)."""
    return isinstance(text, str) and bool(ID_START.match(text))


def read(game: str, text: str) -> TathamPuzzle:
    """The puzzle of one game's ID; ValueError with a sentence naming the game when it is not one."""
    if not isinstance(text, str):
        raise ValueError("Expected the game ID as text")
    text = text.strip()
    name = NAMES[game]
    params, colon, desc = text.partition(":")
    if not colon:
        if "#" in text:
            raise ValueError(f"This {name} ID names a random seed ('#'), not a puzzle: in the game, "
                             "copy the game ID with ':' instead (Game > Specific)")
        raise ValueError(f"This {name} ID gives no puzzle after its size: expected the size, ':' and the puzzle, as in {_shape(game)}")
    match = re.match(r"^(\d+)(?:x(\d+))?", params)
    if not match:
        raise ValueError(f"A {name} ID starts with the grid's size, as in {_shape(game)}")
    if not re.fullmatch(SETTINGS[game], params[match.end():]):
        raise ValueError(f"A {name} ID has no setting '{params[match.end():][:10]}' after its size")
    w = int(match.group(1))
    h = int(match.group(2) or w)
    if not (1 <= w <= MAX_SIDE and 1 <= h <= MAX_SIDE):
        raise ValueError(f"The grid must be 1 to {MAX_SIDE} cells a side")
    if any(ch.isspace() for ch in desc):
        raise ValueError("A game ID holds no spaces or line breaks: copy it again in one piece")
    return READERS[game](w, h, params[match.end():], desc)


def games_reading(text) -> list[str]:
    """The games whose ID this text is: those whose format reads it and whose puzzle could be one
    (a Rectangles puzzle's numbers add up to its area), several when the same characters mean a
    puzzle of each."""
    if not looks_like_id(text):
        return []
    found = []
    for game in READERS:
        try:
            puzzle = read(game, text)
        except ValueError:
            continue
        if game == "rect" and sum(x for x in puzzle.cells if x) != puzzle.w * puzzle.h:
            continue
        if game == "bridges" and not _islands_could_be_met(puzzle):
            continue
        found.append(game)
    return found


def _islands_could_be_met(puzzle: TathamPuzzle) -> bool:
    """Whether each Bridges island's number is at most 4 (the game's most) for each island it faces
    (a Light Up ID's ``B`` walls read as islands of 11 most often face too few)."""
    w, h, cells = puzzle.w, puzzle.h, puzzle.cells
    for i, x in enumerate(cells):
        if not x:
            continue
        r, c = divmod(i, w)
        facing = 0
        for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            r2, c2 = r + dr, c + dc
            while 0 <= r2 < h and 0 <= c2 < w and not cells[r2 * w + c2]:
                r2, c2 = r2 + dr, c2 + dc
            facing += 0 <= r2 < h and 0 <= c2 < w
        if x > 4 * facing:
            return False
    return True


def game_of_id(text, solved) -> str | None:
    """The game of an ID pasted alone, among ``solved`` (the games a kind of Gridhunt reads); None
    when no game's format reads it; ValueError with a sentence when it is a game not solved here
    or reads as several solved games.

    >>> game_of_id("7x7:b1f2iB2g1Bi2fBb", {"lightup", "rect"})
    'lightup'
    """
    games = games_reading(text)
    if not games:
        return None
    ours = [game for game in games if game in solved]
    if "rect" in ours and "range" in ours:  # the same code; numbers adding up to the area say Rectangles
        ours.remove("range")
    if len(ours) == 1:
        return ours[0]
    if ours:
        raise ValueError(f"This Tatham game ID reads as {' and as '.join(NAMES[g] for g in ours)}: paste the "
                         f"game's link instead (.../js/{ours[0]}.html#...) so Gridhunt knows which")
    if len(games) > 1:
        raise ValueError(f"This looks like a Tatham game ID of {' or '.join(NAMES[g] for g in games)}, "
                         "which Gridhunt does not solve yet")
    raise ValueError(not_solved(games[0], text))


def not_solved(game: str, text: str) -> str:
    """The sentence for a good ID of a game Gridhunt reads but has no genre for yet (a bad ID raises its own)."""
    return f"This is a Tatham {NAMES[game]} puzzle ({read(game, text).summary()}); {NAMES[game]} is not solved here yet"


def puzzlink_url(puzzle: TathamPuzzle) -> str | None:
    """The puzzle as puzz.link writes it (``PZPR``), None for a game without a pzprjs form here;
    ValueError when the puzzle holds what the pzprjs genre cannot (Pattern's given cells).

    >>> puzzlink_url(read("towers", "4:2/1///1//2//////2/3//,d1b2h"))
    'https://puzz.link/p?skyscrapers/4/4/21h1g2k23hj1h2n'
    """
    pid = PZPR.get(puzzle.game)
    if pid is None:
        return None
    cells = list(puzzle.cells)
    if puzzle.game in ("lightup", "slant"):
        body = numbers.encode_4cell(cells)
    elif puzzle.game == "towers":  # the clues around the grid in Tatham's order, then any given heights
        body = numbers.encode_number16(list(puzzle.outside))
        body += numbers.encode_number16(cells) if any(x is not None for x in cells) else ""
    elif puzzle.game == "pattern":
        body = _nonogram_body(puzzle)
    else:
        body = numbers.encode_number16(cells)
    return f"https://puzz.link/p?{PZPR_URL_NAMES.get(puzzle.game, pid)}/{puzzle.w}/{puzzle.h}/{body}"


def _nonogram_body(puzzle: TathamPuzzle) -> str:
    """pzprjs's Nonogram: each column's runs in (h + 1) // 2 slots, each row's in (w + 1) // 2, the
    run nearest the grid first."""
    if any(x is not None for x in puzzle.cells):
        raise ValueError("This Pattern (Nonogram) ID gives some cells, which Gridhunt's Nonogram does not hold")
    w, h = puzzle.w, puzzle.h
    slots: list = []
    for k, runs in enumerate(puzzle.outside):
        size = (h + 1) // 2 if k < w else (w + 1) // 2
        slots += [*reversed(runs), *[None] * (size - len(runs))]
    return numbers.encode_number16(slots)


# ------------------------------------------------------------------------------------ the games


def _runs_and_numbers(desc: str, n: int, name: str, largest: int, separators: str = "_") -> tuple:
    """Rectangles', Range's and Towers' grid code: ``a``-``z`` runs of 1-26 empty cells, a number
    (several digits) a cell, ``_`` between two numbers side by side."""
    cells: list = []
    for token in re.findall(r"[a-z]|\d+|.", desc):
        if "a" <= token <= "z":
            cells += [None] * (ord(token) - ord("a") + 1)
        elif token.isdigit():
            value = int(token)
            if not 1 <= value <= largest:
                raise ValueError(f"A {name} number is 1 to {largest}; this ID has {value}")
            cells.append(value)
        elif token not in separators:
            raise ValueError(f"This {name} ID has a character {token!r} that Tatham's game does not write")
    return tuple(_counted(cells, n, name))


def _counted(cells: list, n: int, name: str) -> list:
    if len(cells) < n:
        raise ValueError(f"This {name} ID is too short for its grid: {len(cells)} of {n} cells")
    if len(cells) > n:
        raise ValueError(f"This {name} ID is too long for its grid: {len(cells)} cells for {n}")
    return cells


def _lightup(w: int, h: int, _: str, desc: str) -> TathamPuzzle:
    """``B`` a wall, ``0``-``4`` a numbered wall, ``a``-``z`` runs of open cells."""
    cells: list = []
    for ch in desc:
        if "a" <= ch <= "z":
            cells += [None] * (ord(ch) - ord("a") + 1)
        elif ch == "B":
            cells.append(numbers.QUESTION)  # pzprjs's wall without a number
        elif ch in "01234":
            cells.append(int(ch))
        else:
            raise ValueError(f"This Light Up (Akari) ID has a character {ch!r} that Tatham's game does not write")
    return TathamPuzzle("lightup", w, h, tuple(_counted(cells, w * h, NAMES["lightup"])))


def _rect(w: int, h: int, _: str, desc: str) -> TathamPuzzle:
    return TathamPuzzle("rect", w, h, _runs_and_numbers(desc, w * h, NAMES["rect"], w * h))


def _filling(w: int, h: int, _: str, desc: str) -> TathamPuzzle:
    """A character a cell: ``1``-``9`` (and on past ``9`` in ASCII for big grids) a clue, ``0`` none;
    ``a``-``z`` runs of 1-26 cells without one."""
    largest = max(w, h, 3)
    cells: list = []
    for ch in desc:
        if "a" <= ch <= "z":
            cells += [None] * (ord(ch) - ord("a") + 1)
        elif "0" <= ch <= chr(ord("0") + largest):
            cells.append(ord(ch) - ord("0") or None)
        else:
            raise ValueError(f"This Filling (Fillomino) ID has a character {ch!r} that Tatham's game does not write")
    return TathamPuzzle("filling", w, h, tuple(_counted(cells, w * h, NAMES["filling"])))


def _range(w: int, h: int, _: str, desc: str) -> TathamPuzzle:
    return TathamPuzzle("range", w, h, _runs_and_numbers(desc, w * h, NAMES["range"], w + h - 1))


def _slant(w: int, h: int, _: str, desc: str) -> TathamPuzzle:
    """A clue on each of the (w + 1) * (h + 1) corners: ``0``-``4``, ``a``-``z`` runs of corners without."""
    cells: list = []
    for ch in desc:
        if "a" <= ch <= "z":
            cells += [None] * (ord(ch) - ord("a") + 1)
        elif ch in "01234":
            cells.append(int(ch))
        else:
            raise ValueError(f"This Slant (Gokigen) ID has a character {ch!r} that Tatham's game does not write")
    return TathamPuzzle("slant", w, h, tuple(_counted(cells, (w + 1) * (h + 1), NAMES["slant"] + " (its corners)")))


def _square(w: int, h: int, params: str, name: str) -> None:
    if params.startswith("x") or w != h:
        raise ValueError(f"A {name} grid is square: its ID starts with one side, as in 5:...")


def _towers(w: int, h: int, params: str, desc: str) -> TathamPuzzle:
    """4w clues separated by ``/`` (above each column, below, left of each row, right; empty for
    none), then maybe ``,`` and the given digits in the runs-and-numbers code."""
    name = NAMES["towers"]
    _square(w, h, params, name)
    clues_text, comma, grid = desc.partition(",")
    parts = clues_text.split("/")
    if len(parts) != 4 * w:
        raise ValueError(f"A {w}x{w} {name} ID has {4 * w} clues around the grid; this one has {len(parts)}")
    outside = []
    for part in parts:
        if part and (not part.isdigit() or not 1 <= int(part) <= w):
            raise ValueError(f"A {name} clue is 1 to {w}; this ID has '{part[:5]}'")
        outside.append(int(part) if part else None)
    cells = _runs_and_numbers(grid, w * w, name, w) if comma else (None,) * (w * w)
    return TathamPuzzle("towers", w, w, cells, tuple(outside))


def _pattern(w: int, h: int, _: str, desc: str) -> TathamPuzzle:
    """Each column's runs, then each row's, ``.`` between runs and ``/`` between lines; maybe ``,``
    and given cells: a letter skips that many unknown cells (``a`` none) and gives the next, black
    when upper case; ``z`` skips 25 and gives none."""
    name = NAMES["pattern"]
    lines_text, comma, given = desc.partition(",")
    lines = lines_text.split("/")
    if len(lines) != w + h:
        raise ValueError(f"A {w}x{h} {name} ID has {w + h} lines of clues; this one has {len(lines)}")
    outside = []
    for i, line in enumerate(lines):
        runs = tuple(int(x) for x in line.split(".")) if line else ()
        if line and not re.fullmatch(r"\d+(?:\.\d+)*", line) or any(run < 1 for run in runs):
            raise ValueError(f"A {name} clue is runs of 1 or more separated by '.'; this ID has '{line[:10]}'")
        space = h if i < w else w
        if sum(runs) + len(runs) - 1 > space:
            raise ValueError(f"The clues of {'column' if i < w else 'row'} {i % w + 1 if i < w else i - w + 1} do not fit its {space} cells")
        outside.append(runs)
    cells: list = [None] * (w * h)
    if comma:
        i = 0
        for ch in given:
            if not ch.isalpha() or not ch.isascii():
                raise ValueError(f"This {name} ID has a character {ch!r} in its given cells")
            skip = ord(ch.lower()) - ord("a")
            i += skip
            if skip < 25 and i < w * h:
                cells[i] = ch.isupper()
                i += 1
            if i > w * h:
                raise ValueError(f"This {name} ID gives cells past its grid's end")
    return TathamPuzzle("pattern", w, h, tuple(cells), tuple(outside))


def _bridges(w: int, h: int, params: str, desc: str) -> TathamPuzzle:
    """An island ``1``-``9`` or ``A``-``G`` (10-16 bridges) a cell, ``a``-``z`` runs of water.

    The settings may change the rules: ``m`` the most bridges between two islands (2 unless set)
    and ``L`` no loops; Hashiwokakero has 2 and allows loops, so other rules are refused.
    """
    most = re.search(r"m(\d+)", params)
    if most and most.group(1) != "2":
        many = f"{most.group(1)} bridge" + ("" if most.group(1) == "1" else "s")
        raise ValueError(f"This Bridges (Hashiwokakero) ID allows {many} between two islands; Hashiwokakero allows 2")
    if "L" in params:
        raise ValueError("This Bridges (Hashiwokakero) ID forbids loops, a rule Hashiwokakero does not have")
    cells: list = []
    for ch in desc:
        if "a" <= ch <= "z":
            cells += [None] * (ord(ch) - ord("a") + 1)
        elif "1" <= ch <= "9" or "A" <= ch <= "G":
            cells.append(int(ch, 17))
        else:
            raise ValueError(f"This Bridges (Hashiwokakero) ID has a character {ch!r} that Tatham's game does not write")
    cells = _counted(cells, w * h, NAMES["bridges"])
    beside = any(cells[i] and cells[i - 1] for i in range(w * h) if i % w)
    below = any(cells[i] and cells[i - w] for i in range(w, w * h))
    if beside or below:
        raise ValueError("Two Bridges (Hashiwokakero) islands are side by side in this ID")
    if sum(1 for x in cells if x) < 2:
        raise ValueError("A Bridges (Hashiwokakero) puzzle has two islands or more")
    return TathamPuzzle("bridges", w, h, tuple(cells))


def _unequal(w: int, h: int, params: str, desc: str) -> TathamPuzzle:
    """Cells separated by ``,``: ``a``-``z`` skip that many empty cells, then a digit (0 none) and
    ``U``, ``R``, ``D``, ``L``: this cell is greater than the one above, right, below, left (in
    the adjacent mode, params ``5a``: the two differ by one)."""
    name = NAMES["unequal"]
    _square(w, h, params, name)
    n = w
    steps = {"U": -n, "D": n, "L": -1, "R": 1}
    cells: list = [None] * (n * n)
    relations = []
    i = 0
    for field in desc.removesuffix(",").split(",") if desc else []:  # Tatham's game writes a last ',' too
        match = re.fullmatch(r"([a-z]*)(\d+)([URDL]*)", field)
        if not match:
            raise ValueError(f"This {name} ID has a cell '{field[:8]}' that Tatham's game does not write")
        skip, digit, flags = match.groups()
        i += sum(ord(ch) - ord("a") + 1 for ch in skip)
        if i >= n * n:
            raise ValueError(f"This {name} ID is too long for its {n}x{n} grid")
        if int(digit) > n:
            raise ValueError(f"A {name} digit is 1 to {n}; this ID has {digit}")
        cells[i] = int(digit) or None
        for flag in flags:
            j = i + steps[flag]
            if not 0 <= j < n * n or (flag in "LR" and j // n != i // n):
                raise ValueError(f"A {name} sign points off the grid")
            relations.append((i, j))
        i += 1
    if i < n * n:
        raise ValueError(f"This {name} ID is too short for its {n}x{n} grid")
    return TathamPuzzle("unequal", n, n, tuple(cells), relations=tuple(relations), adjacent=params.startswith("a"))


def _keen(w: int, h: int, params: str, desc: str) -> TathamPuzzle:
    """The cages' walls, then ``,`` and a clue a cage (``a`` add, ``m`` multiply, ``s`` subtract,
    ``d`` divide, then the value), each at the cage's first cell.

    The walls: Tatham's edges in order, first the w * (w - 1) between cells side by side (row by
    row), then those between cells one above the other (column by column); ``_`` is a wall and
    ``a``-``y`` 1-25 open edges followed by a wall (``z``: 25 open, no wall: Tatham's encoder
    writes it so); digits after a letter repeat it. A last, dummy wall ends the list."""
    name = NAMES["keen"]
    _square(w, h, params, name)
    n = w
    walls_text, comma, clues = desc.partition(",")
    if not comma:
        raise ValueError(f"A {name} ID has its cages' walls, ',' and their clues")
    parent = list(range(n * n))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    if not re.fullmatch(r"(?:[_a-z]\d*)*", walls_text):
        raise ValueError(f"This {name} ID has cage walls Tatham's game does not write")
    edges = 2 * n * (n - 1)
    pos = 0
    for letter, repeat in re.findall(r"([_a-z])(\d*)", walls_text):
        opens = 0 if letter == "_" else min(ord(letter) - ord("a") + 1, 25)
        for _ in range(int(repeat) if repeat else 1):
            if pos + opens > edges:
                raise ValueError(f"This {name} ID has more cage walls than its grid")
            for edge in range(pos, pos + opens):
                a, b = _keen_edge(edge, n)
                parent[root(a)] = root(b)
            pos += opens + (letter != "z")
    if pos != edges + 1:
        raise ValueError(f"This {name} ID's cage walls do not fit its {n}x{n} grid")
    members: dict[int, list[int]] = {}
    for i in range(n * n):
        members.setdefault(root(i), []).append(i)
    cages = []
    tokens = re.findall(r"([amsd])(\d+)|(.)", clues)
    for cage in sorted(members.values()):
        if not tokens or tokens[0][2]:
            raise ValueError(f"This {name} ID has fewer clues than cages" if not tokens else f"A {name} clue starts with a, m, s or d")
        op, value, _ = tokens.pop(0)
        if op in "sd" and len(cage) != 2:
            raise ValueError(f"A {name} subtraction or division cage has two cells")
        cages.append((tuple(cage), {"a": "+", "m": "x", "s": "-", "d": "/"}[op], int(value)))
    if tokens:
        raise ValueError(f"This {name} ID has more clues than cages")
    return TathamPuzzle("keen", n, n, cages=tuple(cages))


def _keen_edge(edge: int, n: int) -> tuple[int, int]:
    """The two cells on either side of Keen's edge number ``edge``."""
    if edge < n * (n - 1):
        a = edge // (n - 1) * n + edge % (n - 1)
        return a, a + 1
    x, y = divmod(edge - n * (n - 1), n - 1)
    return y * n + x, (y + 1) * n + x


READERS = {
    "lightup": _lightup, "rect": _rect, "filling": _filling, "range": _range, "slant": _slant,
    "towers": _towers, "pattern": _pattern, "bridges": _bridges, "unequal": _unequal, "keen": _keen,
}
SQUARE = ("towers", "unequal", "keen")  # Latin squares: one side in the ID ("5:...")


def _shape(game: str) -> str:
    return "5:..." if game in SQUARE else "7x7:..."
