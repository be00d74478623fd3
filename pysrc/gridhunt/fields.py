"""Readers for the fields of requests and models, each written once with one sentence.

Every kind and the api read whole numbers, limits, cells and choices through these,
so the same mistake gets the same sentence on every page and on the command line.

>>> whole(3, "the width", 1, 60)
3
>>> whole(True, "the width", 1, 60)
Traceback (most recent call last):
ValueError: The width must be a whole number from 1 to 60
>>> limit({"limit": 0}, default=2)
Traceback (most recent call last):
ValueError: The limit must be a whole number from 1 to 1000
>>> cells([[0, 1], [2, 3]], "the walk")
[(0, 1), (2, 3)]
"""

MAX_LIMIT = 1000  # solutions counted or listed by one request
MAX_TIMEOUT = 86400  # seconds: a day, for a search left running on purpose


class CellsError(ValueError):
    """A mistake that sits on the board: its sentence, and the ``[row, column]`` cells it is about,
    which the api's reply carries so the page can mark them (Python alone decides what clashes)."""

    def __init__(self, message: str, cells: list[tuple[int, int]]):
        super().__init__(message)
        self.cells = [list(cell) for cell in cells]


def is_whole(value) -> bool:
    """An int that is not a bool (JSON true is not a number here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole(value, what: str, low: int | None = None, high: int | None = None) -> int:
    """The value when it is a whole number within [low, high] (either bound may be left out)."""
    if not is_whole(value) or (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(f"{sentence(what)} must be {whole_range(low, high)}")
    return value


def whole_range(low: int | None, high: int | None) -> str:
    """'a whole number from 1 to 60', 'a whole number of at least 1', ...: the end of the sentence."""
    if low is not None and high is not None:
        return f"a whole number from {low} to {high}"
    if low is not None:
        return f"a whole number of at least {low}"
    if high is not None:
        return f"a whole number of at most {high}"
    return "a whole number"


def limit(request: dict, default: int, most: int = MAX_LIMIT) -> int:
    """The request's ``limit`` (how many solutions to look for), ``default`` when absent."""
    return whole(request.get("limit", default), "the limit", 1, most)


def timeout(request: dict) -> float | None:
    """The request's ``timeout``: seconds a search may take before it says what it knows (None: no limit).

    >>> timeout({"timeout": 2.5}), timeout({})
    (2.5, None)
    """
    value = request.get("timeout")
    if value is None:
        return None
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 < value <= MAX_TIMEOUT:
        raise ValueError(f"The timeout must be a number of seconds above 0 and at most {MAX_TIMEOUT}")
    return float(value)


def cell(value, what: str) -> tuple[int, int]:
    """A ``[row, column]`` pair of whole numbers (not yet checked against a grid)."""
    if not (isinstance(value, list) and len(value) == 2 and all(is_whole(x) for x in value)):
        raise ValueError(f"{sentence(what)} must be a [row, column] pair")
    return value[0], value[1]


def cells(value, what: str, most: int | None = None) -> list[tuple[int, int]]:
    """A list of ``[row, column]`` pairs (at most ``most`` of them)."""
    if not isinstance(value, list):
        raise ValueError(f"{sentence(what)} must be a list of [row, column] pairs")
    if most is not None and len(value) > most:
        raise ValueError(f"There are more than {most} cells in {what}")
    if not all(isinstance(x, list) and len(x) == 2 and all(is_whole(v) for v in x) for x in value):
        raise ValueError(f"{sentence(what)} must be a list of [row, column] pairs")
    return [(r, c) for r, c in value]


def on_grid(where: tuple[int, int], what: str, w: int, h: int) -> int:
    """The cell index r * w + c of a cell that must lie on a w x h grid."""
    r, c = where
    if not (0 <= r < h and 0 <= c < w):
        raise ValueError(f"The cell [{r}, {c}] in {what} is off the {w}x{h} grid")
    return r * w + c


def choice(request: dict, field: str, choices: tuple[str, ...]):
    """One of ``choices`` (the first is the default when the field is absent)."""
    value = request.get(field, choices[0])
    if value not in choices:
        listed = ", ".join(f"'{c}'" for c in choices[:-1]) + f" or '{choices[-1]}'"
        raise ValueError(f"The {field} must be {listed}")
    return value


def seed(request: dict, default=None):
    """A random seed: a whole number or a text (None when absent and no default)."""
    value = request.get("seed", default)
    if value is not None and not (is_whole(value) or isinstance(value, str)):
        raise ValueError("The seed must be a number or a text")
    return value


def share_text(text, expected: str) -> str:
    """The text a decoder reads, without the white space around it; a sentence when it is not text or empty.

    ``expected`` says what a puzzle looks like: "a board like 3x3:1,2,3,4,5,6,7,8,0".
    """
    if not isinstance(text, str):
        raise ValueError(f"Expected {expected}")
    if not text.strip():
        raise ValueError(f"The puzzle is empty: expected {expected}")
    return text.strip()


def text(request: dict, field: str) -> str:
    """A text field of the request."""
    value = request.get(field)
    if not isinstance(value, str):
        raise ValueError(f"The request has no '{field}' text")
    return value


def sentence(what: str) -> str:
    return what[:1].upper() + what[1:]


def quoted(text, most: int) -> str:
    """Some of what the user gave, to quote in a sentence: its first ``most`` characters, with line
    breaks, tabs and other unprintable characters (a link's ``%0A``, decoded) shown as one space.

    >>> quoted("0\\n0\\t 0", 20)
    '0 0 0'
    """
    return " ".join("".join(ch if ch.isprintable() else " " for ch in str(text)[: most * 4]).split())[:most]
