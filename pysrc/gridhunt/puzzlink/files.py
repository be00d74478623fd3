"""The puzzle inside a pzprv3 file, as puzz.link puts a whole file in a link (``?pzprv3/...``).

puzz.link's "file" links carry the file itself, its lines joined by ``/`` and percent-encoded:
``pzprv3/<pid>/<rows>/<cols>/`` and then the genre's grids (its own header lines first, for some),
the question first and the solver's progress after it, which is not read. pzprjs's ``FileData``
and each genre's ``FileIO`` write them; ``question(pid, text)`` reads the question of the genres
below into the genre's model.

>>> question("nurikabe", "pzprv3/nurikabe/3/3/# # . /1 # 3 /# # . /")
{'w': 3, 'h': 3, 'clues': [None, None, None, 1, None, 3, None, None, None]}
"""

import re

from . import numbers
from .url import ALIASES

QUESTION_TOKEN = "-"  # pzprjs's "?" clue in a file


def _grids(text: str) -> tuple[str, int, int, list[str]]:
    """The file's genre, rows, columns and its lines after the header."""
    lines = [line for line in re.split(r"[/\n]", text.strip())]
    if len(lines) < 4 or not lines[0].startswith("pzprv3") or not (lines[2].isdigit() and lines[3].isdigit()):
        raise ValueError("This pzprv3 file has no 'pzprv3/genre/rows/cols' header")
    rows, cols = int(lines[2]), int(lines[3])
    if not (1 <= rows <= 100 and 1 <= cols <= 100):
        raise ValueError("The grid must be 1 to 100 cells a side")
    return lines[1].lower(), rows, cols, lines[4:]


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


def _numbers(lines, rows, cols, question=numbers.QUESTION) -> list:
    return [_clue(token, question) for token in _grid(lines, 0, rows, cols)]


def _header_count(lines: list[str], at: int) -> int:
    if len(lines) <= at or not lines[at].strip().isdigit():
        raise ValueError("This pzprv3 file's genre header is missing")
    return int(lines[at])


def question(pid: str, text: str) -> dict:
    """The model of the question in a pzprv3 file of genre ``pid`` (pzprjs's name); ValueError with a
    sentence when the file is another genre's, cut short, or of a genre whose file is not read here."""
    genre, rows, cols, lines = _grids(text)
    if ALIASES.get(genre, genre) != ALIASES.get(pid, pid):  # pzprjs names Hashiwokakero's files hashikake, its URLs hashi
        raise ValueError(f"This pzprv3 file is a '{genre[:20]}' puzzle, not '{pid}'")
    if pid not in READERS:
        raise ValueError(f"A '{pid}' puzzle in a pzprv3 file is not read here: on puzz.link, use File > Export URL and paste that link")
    return {"w": cols, "h": rows, **READERS[pid](lines, rows, cols)}


def _lightup(lines, rows, cols) -> dict:
    return {"walls": [-1 if x == numbers.QUESTION else x for x in _numbers(lines, rows, cols)]}


def _regions(lines, rows, cols) -> dict:
    """A count of regions, then the region of each cell."""
    _header_count(lines, 0)
    return {"regions": [int(x) if x.isdigit() else 0 for x in _grid(lines, 1, rows, cols)]}


def _starbattle(lines, rows, cols) -> dict:
    stars = _header_count(lines, 0)
    return {"stars": stars, **_regions(lines[1:], rows, cols)}


def _heyawake(lines, rows, cols) -> dict:
    """A count of rooms, the room of each cell, then the rooms' numbers where they stand."""
    _header_count(lines, 0)
    regions = [int(x) if x.isdigit() else 0 for x in _grid(lines, 1, rows, cols)]
    return {"regions": regions, "clues": [_clue(token) for token in _grid(lines, 1 + rows, rows, cols)]}


def _mashu(lines, rows, cols) -> dict:
    return {"pearls": [int(x) if x in ("1", "2") else 0 for x in _grid(lines, 0, rows, cols)], "full": False}


def _tapa(lines, rows, cols) -> dict:
    clues: list = []
    for token in _grid(lines, 0, rows, cols):
        parts = token.split(",")
        is_clue = all(part.isdigit() or part == QUESTION_TOKEN for part in parts)
        clues.append([numbers.QUESTION if part == QUESTION_TOKEN else int(part) for part in parts] if is_clue else None)
    return {"clues": clues}


def _yajilin(lines, rows, cols) -> dict:
    clues: list = []
    for token in _grid(lines, 0, rows, cols):
        arrow, comma, number = token.partition(",")
        clues.append([int(arrow), _clue(number) if _clue(number) is not None else -3]
                     if comma and arrow.isdigit() else None)
    return {"clues": clues, "grey": False, "outside": False}


def _kakuro(lines, rows, cols) -> dict:
    """One row and column more than the grid: the sums above and beside it (``-1`` none), then each
    cell ``.`` (open) or ``across,down``."""
    grid = _grid(lines, 0, rows + 1, cols + 1)
    total = lambda token: int(token) if token.lstrip("-").isdigit() and int(token) >= 0 else None  # noqa: E731

    def clue(token: str):
        across, comma, down = token.partition(",")
        return [total(down), total(across)] if comma else None

    return {"top": [total(x) for x in grid[1 : cols + 1]],
            "left": [total(grid[(r + 1) * (cols + 1)]) for r in range(rows)],
            "clues": [clue(grid[(r + 1) * (cols + 1) + c + 1]) for r in range(rows) for c in range(cols)]}


READERS = {
    "nurikabe": lambda l, r, c: {"clues": _numbers(l, r, c)}, "slither": lambda l, r, c: {"clues": _numbers(l, r, c)},
    "lightup": _lightup, "starbattle": _starbattle, "hitori": lambda l, r, c: {"numbers": _numbers(l, r, c, None)},
    "lits": _regions, "mashu": _mashu, "yajilin": _yajilin, "heyawake": _heyawake,
    "numlin": lambda l, r, c: {"numbers": _numbers(l, r, c, None)},
    "fillomino": lambda l, r, c: {"clues": _numbers(l, r, c)},
    "shikaku": lambda l, r, c: {"clues": _numbers(l, r, c)}, "tapa": _tapa, "kakuro": _kakuro,
}
