"""A penpa-edit board as one of Gridhunt's genres (or a classic Sudoku): its model, which genres fit it.

Each genre says which of the board's clues it needs (``NEEDS``: at least one of them on the board),
which it can hold (``HOLDS``), and how the board becomes its model (``MODELS``: the dict its
``from_model`` reads, which checks it). A board opens on a genre when every clue on it is one the
genre holds: anything else (circles on a Nurikabe, a Sudoku's thermometers) gets a sentence naming
it, never a silent drop. ``fitting`` is the short list of genres a board without a genre tag may
be, offered to the user to choose from.

>>> from gridhunt.penpa import Board
>>> board = Board(2, 2, numbers={0: "2", 3: "1"})
>>> fitting(board)
['nurikabe', 'slitherlink', 'fillomino']
>>> model("nurikabe", board)["clues"]
[2, None, None, 1]
"""

import re

from . import penpa_declared
from .penpa import Board
from .puzzlink import borders as puzzlink_borders
from .puzzlink import numbers
from .puzzlink.board import Board as Drawing
from .puzzles import KINDS

# penpa-edit's genre tags (its genre_tags.js) for the genres Gridhunt solves, and the kind of each.
TAGS = {
    "classic": "sudoku", "akari": "akari", "nurikabe": "nurikabe", "slitherlink": "slitherlink", "masyu": "masyu",
    "yajilin": "yajilin", "heyawake": "heyawake", "starbattle": "starbattle", "lits": "lits", "hitori": "hitori",
    "fillomino": "fillomino", "kakuro": "kakuro", "numberlink": "numberlink", "shikaku": "shikaku", "tapa": "tapa",
}
# penpa-edit's tags (as its genre_tags.js spells them) of the genres added since, each read from its EDITOR
# (penpa_declared.py); a tag whose genre is not registered here is left alone
NEWER_TAGS = {
    "aqre": "aqre", "balanceloop": "balance", "battleship": "battleship", "battleships": "battleship",
    "castlewall": "castle", "country road": "country", "countryroad": "country", "easy as abc": "easyasabc",
    "easyasabc": "easyasabc", "firefly (hotaru beam)": "firefly", "hashiwokakero (hashi/bridges)": "hashikake",
    "kurodoko": "kurodoko", "kuromasu": "kurodoko", "kurotto": "kurotto", "midloop": "midloop",
    "minesweeper": "mines", "moon or sun": "moonsun", "moonorsun": "moonsun", "nanro": "nanro", "nonogram": "nonogram",
    "norinori": "norinori", "nurimisaki": "nurimisaki", "shakashaka": "shakashaka", "skyscrapers": "skyscrapers",
    "slant (gokigen)": "gokigen", "spiralgalaxies": "tentaisho", "statuepark": "statuepark",
    "choco banana": "cbanana", "chocobanana": "cbanana", "nurimaze": "nurimaze", "pentominous": "pentominous",
}
LAYER_NAMES = {
    "numbers": "numbers", "shaded": "shaded cells", "circles": "circles", "arrows": "arrows", "symbols": "symbols",
    "borders": "region borders", "lines": "lines", "corners": "small numbers", "cages": "killer cages",
    "kakuro": "Kakuro clue cells", "thermos": "thermometers", "sudoku-arrows": "Sudoku arrows",
}
NEEDS = {
    "nurikabe": {"numbers"}, "slitherlink": {"numbers"}, "akari": {"shaded"}, "starbattle": {"borders"},
    "hitori": {"numbers"}, "lits": {"borders"}, "masyu": {"circles"}, "yajilin": {"arrows"},
    "heyawake": {"borders"}, "numberlink": {"numbers"}, "fillomino": {"numbers"}, "kakuro": {"kakuro"},
    "shikaku": {"numbers"}, "tapa": {"numbers"}, "sudoku": {"numbers"},
}
HOLDS = {
    **{genre: set(needs) for genre, needs in NEEDS.items()},
    "akari": {"shaded", "numbers"}, "yajilin": {"arrows", "numbers", "shaded", "borders"},
    "heyawake": {"borders", "numbers"}, "fillomino": {"numbers", "borders"}, "kakuro": {"kakuro", "corners", "shaded"},
    "sudoku": {"numbers", "borders", "cages", "corners", "thermos", "sudoku-arrows"},
}
ORDER = ("sudoku", "nurikabe", "slitherlink", "akari", "starbattle", "hitori", "lits", "masyu", "yajilin",
         "heyawake", "numberlink", "fillomino", "kakuro", "shikaku", "tapa")
SUDOKU_SIDES = (4, 6, 8, 9)
VARIANT_SIDES = (4, 5, 6, 7, 8, 9, 16)  # the Sudoku page's variants' sizes (irregular regions for 5 and 7)
BOXES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 16: (4, 4)}


# penpa-edit's Sudoku tags whose rules are drawn as what the board reads (cages, thermometers,
# arrows, regions), and the others: variants whose rules Gridhunt does not read from penpa-edit.
SUDOKU_READ = ("irregular", "arrow", "thermo", "killer")
SUDOKU_VARIANTS = (
    "latin alphabet tightfit evenodd consecutivepairs isodoku consecutive nonconsecutive sudokurve tile "
    "battleship deficit surplus outside"
).split()


def tags_of(board: Board) -> list[str]:
    """The setter's genre tags, or for a link without any those penpa-edit itself reads from the title
    (its ``load``: "Sudoku ..." is classic, "Thermo Sudoku" a thermo, "Star Battle ...", "Fillomino ...")."""
    if board.tags:
        return [tag.lower() for tag in board.tags]
    words = [word.lower() for word in re.findall(r"\w+", board.title)]
    if "sudoku" in words[:3]:
        at = words.index("sudoku")
        if at == 0:
            return ["classic"]
        if words[0] in ("arrow", "thermo", "killer", "even"):
            return [words[0] if words[0] != "even" else "evenodd"]
        if words[0] in ("consecutive", "nonconsecutive"):
            return ["consecutivepairs" if words[1] == "pairs" else "classic" if words[1] == "clone" else words[0]]
        return []
    if words[:2] == ["star", "battle"]:
        return ["starbattle"]
    return ["fillomino"] if words[:1] == ["fillomino"] else []


def genre_of_tags(board: Board) -> str | None:
    """The kind the setter's tags name (a tag Gridhunt solves; a Sudoku variant's tag: Sudoku, whose
    reading then names the variant), or a classic Sudoku drawn on penpa's Sudoku grid without other
    clues; None when nothing says."""
    for tag in tags_of(board):
        if tag in TAGS:
            return TAGS[tag]
        if tag in NEWER_TAGS and NEWER_TAGS[tag] in KINDS:
            return NEWER_TAGS[tag]
        if tag in SUDOKU_VARIANTS or tag in SUDOKU_READ:
            return "sudoku"
    if board.grid_type == "sudoku" and board.w == board.h and board.w in SUDOKU_SIDES:
        return "sudoku"
    return None


def not_held(genre: str, board: Board) -> list[str]:
    """Words for the clues on the board that the genre has no place for (empty when it holds them all)."""
    variants = [tag for tag in tags_of(board) if tag in SUDOKU_VARIANTS]
    if genre == "sudoku" and variants:
        return [f"the rules of a {'/'.join(variants)} Sudoku"]
    held = HOLDS[genre] if genre in HOLDS else penpa_declared.holds(KINDS[genre].EDITOR)
    return sorted(board.unread.get(layer) or LAYER_NAMES[layer] for layer in board.layers() - held)


def fitting(board: Board) -> list[str]:
    """The genres (Gridhunt's kind ids) this board may be: what they need is on it, what is on it they
    hold, its clues are good ones of theirs, and they look like theirs (``LIKELY``); the genres read
    from their EDITOR only when none of the first fits (their tags open them at once)."""
    return _fits(board, ORDER) or _fits(board, declared_order())


def _fits(board: Board, genres) -> list[str]:
    found = []
    for genre in genres:
        needs = NEEDS.get(genre) or penpa_declared.holds(KINDS[genre].EDITOR)
        if not (needs & board.layers()) or not_held(genre, board) or (genre not in NEEDS and board.layers() != needs):
            continue
        try:
            model(genre, board)
        except ValueError:
            continue
        if LIKELY.get(genre, lambda _: True)(board):
            found.append(genre)
    return found


def opens_alone(genre: str) -> bool:
    """Whether an untagged board that fits this genre alone opens on it without asking: a first
    genre's; a genre read from its EDITOR is offered, since its clues may be another genre's drawing."""
    return genre in NEEDS


def declared_order() -> list[str]:
    """The genres read from their EDITOR that an untagged board no first genre fits is offered as:
    those whose every kind of clue is on the board, and whose clues are more than numbers alone
    (numbers alone fit too many genres to ask about; their tag says)."""
    return [genre for genre in sorted(set(NEWER_TAGS.values()) & set(KINDS))
            if penpa_declared.unread(KINDS[genre].EDITOR) is None and penpa_declared.holds(KINDS[genre].EDITOR) != {"numbers"}]


def _total(board: Board) -> int:
    return sum(int(x) for x in board.numbers.values() if x.isdigit())


# What makes numbers alone look like a genre's: Shikaku's areas fill the grid, Nurikabe's islands
# leave room for the sea, Slitherlink counts 0-3, Tapa is written in penpa's Tapa style.
LIKELY = {
    "shikaku": lambda b: _total(b) == b.w * b.h,
    "nurikabe": lambda b: _total(b) < b.w * b.h,
    "slitherlink": lambda b: all(x in "0123?" for x in b.numbers.values()),
    "tapa": lambda b: "4" in b.number_kinds.values() or any(len(x) > 1 for x in b.numbers.values()),
}


def model(genre: str, board: Board) -> dict | str:
    """The genre's model of the board (for Sudoku its share string); ValueError with a sentence when
    the board is not a puzzle of this genre."""
    if genre in MODELS:
        return MODELS[genre](board)
    kind = KINDS[genre]
    return penpa_declared.model(kind.NAME, kind.EDITOR, board)


def not_read(genre: str) -> str | None:
    """The sentence for a genre whose clues are of a kind not read from penpa-edit, else None."""
    if genre in MODELS:
        return None
    kind = KINDS[genre]
    return penpa_declared.not_read(kind.NAME, kind.EDITOR)


def reads(genre: str) -> bool:
    """Whether a penpa-edit board can be read as this kind: a reader of its own, or its EDITOR's."""
    return genre in MODELS or getattr(KINDS.get(genre), "EDITOR", None) is not None


def drawing(board: Board) -> dict:
    """The board as read, described as the genres page draws a genre's board (``puzzlink/board.py``),
    with a note naming what it cannot show."""
    drawn = Drawing(board.w, board.h)
    for i in board.shaded:
        drawn.fill(i, "shaded")
    for i, text in board.numbers.items():
        drawn.text(i, text)
    for i, (name, style) in board.symbols.items():
        if name.startswith("circle_"):
            drawn.mark(i, "black-pearl" if style == 2 or name.endswith("_B") else "white-pearl")
        elif name == "kakuro":
            corner = board.corners.get(i, {})
            drawn.fill(i, "clue")
            drawn.split(i, *(int(corner[q]) if corner.get(q, "").isdigit() else None for q in (2, 1)))
        elif name.startswith("arrow_fouredge") and isinstance(style, list):
            pointing = [FOUREDGE[k] for k, on in enumerate(style[:8]) if on]
            if pointing:
                drawn.arrow(i, pointing[0])
    for i, j in sorted(board.borders):
        drawn.wall(i, j)
    for i, j in sorted(board.lines):
        drawn.line(i, j)
    for path in board.thermos + board.sudoku_arrows:
        for i, j in zip(path, path[1:]):
            if abs(i - j) in (1, board.w):
                drawn.line(i, j)
    hidden = sorted(set(board.unread.values()) | {LAYER_NAMES[x] for x in ("cages", "thermos", "sudoku-arrows")
                                                  if x in board.layers()})
    drawn.say(f"Not drawn here: {', '.join(hidden)}." if hidden else None)
    return drawn.json()


# ------------------------------------------------------------------------------------ helpers


def _number(text: str, where: int, board: Board, question: int | None = numbers.QUESTION) -> int:
    if text == "?" and question is not None:
        return question
    if not re.fullmatch(r"\d{1,5}", text):
        r, c = divmod(where, board.w)
        raise ValueError(f"The clue '{text[:6]}' in row {r + 1}, column {c + 1} is not a number")
    return int(text)


def _numbers(board: Board, question: int | None = numbers.QUESTION) -> list:
    return [None if i not in board.numbers else _number(board.numbers[i], i, board, question) for i in range(board.w * board.h)]


def _regions(board: Board) -> list[int]:
    w, h = board.w, board.h
    beside = [(r * w + c, r * w + c + 1) in board.borders for r in range(h) for c in range(w - 1)]
    below = [(r * w + c, (r + 1) * w + c) in board.borders for r in range(h - 1) for c in range(w)]
    return puzzlink_borders.regions_of(beside, below, w, h)


def _standard_boxes(board: Board) -> bool:
    """Whether the board's borders are the boxes of a classic Sudoku of its size (or no more than those)."""
    n = board.w
    rows, cols = BOXES.get(n, (0, 0))
    if not rows or board.h != n:
        return False
    box = lambda i: (i // n // rows, i % n // cols)  # noqa: E731 - a one-line name for the box of a cell
    return all(box(i) != box(j) for i, j in board.borders)


def _only_numbers_in(board: Board, cells, what: str) -> None:
    stray = sorted(set(board.numbers) - set(cells))
    if stray:
        r, c = divmod(stray[0], board.w)
        raise ValueError(f"The number in row {r + 1}, column {c + 1} is not in {what}")


# ------------------------------------------------------------------------------------ the genres


def _plain(board: Board) -> dict:
    return {"w": board.w, "h": board.h, "clues": _numbers(board)}




def _akari(board: Board) -> dict:
    _only_numbers_in(board, board.shaded, "a black cell")
    walls = [None] * (board.w * board.h)
    for i in board.shaded:
        walls[i] = _number(board.numbers[i], i, board, question=None) if i in board.numbers else -1
    return {"w": board.w, "h": board.h, "walls": walls}


def _starbattle(board: Board) -> dict:
    said = re.search(r"(\d+)\s*stars?", board.title, re.IGNORECASE)
    stars = int(said.group(1)) if said else 2 if board.w >= 10 else 1  # the usual count for the size
    return {"w": board.w, "h": board.h, "stars": stars, "regions": _regions(board)}


def _hitori(board: Board) -> dict:
    if len(board.numbers) != board.w * board.h:
        raise ValueError("A Hitori has a number in every cell")
    return {"w": board.w, "h": board.h, "numbers": _numbers(board, question=None)}


def _lits(board: Board) -> dict:
    return {"w": board.w, "h": board.h, "regions": _regions(board)}


def _masyu(board: Board) -> dict:
    pearls = [0] * (board.w * board.h)
    for i, (name, style) in board.symbols.items():
        if not name.startswith("circle_"):
            raise ValueError("A Masyu has only circles in its cells")
        pearls[i] = 2 if style == 2 or name.endswith("_B") else 1  # penpa's style 2 is the black circle
    return {"w": board.w, "h": board.h, "pearls": pearls, "full": False}


# penpa's four-edge arrows: eight flags, pointing right, down, left, up, then again left, up, right, down.
FOUREDGE = ("right", "down", "left", "up", "left", "up", "right", "down")
YAJILIN_ARROWS = {"up": 1, "down": 2, "left": 3, "right": 4}


def _yajilin(board: Board) -> dict:
    clues: list = [None] * (board.w * board.h)
    for i in set(board.numbers) | {i for i, (name, _) in board.symbols.items()}:
        name, style = board.symbols.get(i, ("", 0))
        flags = style if isinstance(style, list) else []
        pointing = {FOUREDGE[k] for k, on in enumerate(flags[:8]) if on}
        if (name and not name.startswith("arrow_fouredge")) or len(pointing) > 1:
            raise ValueError("A Yajilin clue has one arrow and a number")
        arrow = YAJILIN_ARROWS[pointing.pop()] if pointing else 0
        number = _number(board.numbers[i], i, board) if i in board.numbers else -3  # -3: a clue cell with no number
        if number == -3 and arrow:
            number = numbers.QUESTION
        clues[i] = [arrow, number]
    for i in board.shaded:  # a grey cell without a clue is a clue cell all the same
        clues[i] = clues[i] or [0, -3]
    return {"w": board.w, "h": board.h, "clues": clues, "grey": bool(board.shaded), "outside": False}


def _heyawake(board: Board) -> dict:
    regions = _regions(board)
    if len({regions[i] for i in board.numbers}) < len(board.numbers):
        raise ValueError("A Heyawake room has one number at most")
    return {"w": board.w, "h": board.h, "regions": regions, "clues": _numbers(board)}


def _numberlink(board: Board) -> dict:
    found = _numbers(board, question=None)
    values = [x for x in found if x is not None]
    if any(values.count(x) != 2 for x in values):
        raise ValueError("Each Numberlink number stands in two cells")
    return {"w": board.w, "h": board.h, "numbers": found}


def _fillomino(board: Board) -> dict:
    w, h = board.w, board.h
    beside = [int((r * w + c, r * w + c + 1) in board.borders) for r in range(h) for c in range(w - 1)]
    below = [int((r * w + c, (r + 1) * w + c) in board.borders) for r in range(h - 1) for c in range(w)]
    return {"w": w, "h": h, "clues": _numbers(board), "beside": beside, "below": below}


def _kakuro(board: Board) -> dict:
    """penpa's Kakuro board holds the clue row and column too: its top row and left column are
    the sums above and left of Gridhunt's grid; a clue cell's sums are its small numbers (bottom
    left: down, top right: across)."""
    w, h = board.w - 1, board.h - 1
    if w < 1 or h < 1:
        raise ValueError("A Kakuro board has a clue row and column and at least one cell more")
    clue_cells = {i for i, (name, _) in board.symbols.items() if name == "kakuro"} | set(board.shaded)
    _only_numbers_in(board, (), "a Kakuro clue cell (sums are its small numbers)")

    def sums(i: int) -> list:
        corner = board.corners.get(i, {})
        return [_number(corner[q], i, board, None) if q in corner else None for q in (2, 1)]

    full = board.w
    clues = [sums((r + 1) * full + c + 1) if (r + 1) * full + c + 1 in clue_cells else None for r in range(h) for c in range(w)]
    top = [sums(c + 1)[0] for c in range(w)]
    left = [sums((r + 1) * full)[1] for r in range(h)]
    return {"w": w, "h": h, "clues": clues, "top": top, "left": left}


def _tapa(board: Board) -> dict:
    clues: list = [None] * (board.w * board.h)
    for i, text in board.numbers.items():
        if not re.fullmatch(r"[0-8?]{1,4}", text):
            r, c = divmod(i, board.w)
            raise ValueError(f"The Tapa clue '{text[:6]}' in row {r + 1}, column {c + 1} is not up to four digits 0-8")
        clues[i] = [numbers.QUESTION if ch == "?" else int(ch) for ch in text]
    return {"w": board.w, "h": board.h, "clues": clues}


def _sudoku(board: Board) -> dict:
    """The Sudoku page's model; killer cages (their sums: a small number in the top-left corner of
    their first cell), thermometers, arrows (the circle first) and irregular regions make it a variant."""
    n = board.w
    boxes = _standard_boxes(board)
    variant_drawn = bool(board.cages or board.thermos or board.sudoku_arrows or (board.borders and not boxes))
    if n != board.h or n not in (VARIANT_SIDES if variant_drawn else SUDOKU_SIDES):
        raise ValueError(f"A Sudoku here is 4x4 to 9x9 or 16x16 (5x5 and 7x7 with regions); this board is {board.w}x{board.h}")
    digits = _numbers(board, question=None)
    if any(x is not None and not 1 <= x <= n for x in digits):
        raise ValueError(f"A {n}x{n} Sudoku's digits are 1 to {n}")
    rows, cols = BOXES.get(n, (1, n))
    data: dict = {"n": n, "boxRows": rows, "boxCols": cols, "cells": [x or 0 for x in digits]}
    sums = {cage[0]: board.corners.get(cage[0], {}).get(0) for cage in board.cages}
    stray = [i for i, corner in board.corners.items() for q in corner if q != 0 or i not in sums]
    if stray:
        r, c = divmod(stray[0], n)
        raise ValueError(f"The small number in row {r + 1}, column {c + 1} is no killer cage's sum")
    if not variant_drawn:
        return data
    at = lambda cells: [list(divmod(i, n)) for i in cells]  # noqa: E731 - the page's [r, c] cells
    clues = [{"kind": "killer", "cells": at(cage), **({"value": _number(sums[cage[0]], cage[0], board, None)}
                                                       if sums[cage[0]] else {})} for cage in board.cages]
    clues += [{"kind": "thermo", "cells": at(path)} for path in board.thermos]
    clues += [{"kind": "arrow", "cells": at(path[1:]), "other": at(path[:1])} for path in board.sudoku_arrows]
    data["variant"] = {"regions": None if boxes or not board.borders else _regions(board), "rules": [], "clues": clues}
    return data


MODELS = {
    "nurikabe": _plain, "slitherlink": _plain, "akari": _akari, "starbattle": _starbattle, "hitori": _hitori,
    "lits": _lits, "masyu": _masyu, "yajilin": _yajilin, "heyawake": _heyawake, "numberlink": _numberlink,
    "fillomino": _fillomino, "kakuro": _kakuro, "shikaku": _plain, "tapa": _tapa, "sudoku": _sudoku,
}
