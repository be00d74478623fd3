"""pzprjs's arrow-and-number code for one clue cell in a URL's body (Yajilin's, Castle Wall's...).

An arrow is 0 (none), 1 up, 2 down, 3 left, 4 right, as pzprjs numbers them; a number is 0
and up, or ``QUESTION`` for a "?". The code: the arrow digit ``0``-``4`` then one hex digit
(or ``.`` for "?"); the arrow plus 5 (``5``-``9``) then two hex digits; ``-``, the arrow,
then three hex digits.

>>> read_arrow_number("30", 0), read_arrow_number("5ff", 0), read_arrow_number("-2100", 0)
((3, 0, 2), (0, 255, 3), (2, 256, 5))
>>> [arrow_number_code(*clue) for clue in ((3, 0), (0, 255), (2, 256), (1, QUESTION))]
['30', '5ff', '-2100', '1.']"""

from .numbers import QUESTION

BLANK = -3  # the number of a clue cell with neither arrow nor number

ARROW_NAMES = {1: "up", 2: "down", 3: "left", 4: "right"}
STEPS = {1: (-1, 0), 2: (1, 0), 3: (0, -1), 4: (0, 1)}  # (dr, dc) of each arrow
HEX = "0123456789abcdef"
MAX_NUMBER = 4095


def hex_number(digits: str, width: int) -> int:
    if len(digits) != width or any(d not in HEX for d in digits):
        raise ValueError("The URL has a clue cut short or garbled")
    return int(digits, 16)


def read_arrow_number(body: str, i: int) -> tuple[int, int, int]:
    """The arrow and number coded at ``body[i]``, and where the next code starts."""
    ch = body[i : i + 1]
    if ch and ch in "01234":
        if body[i + 1 : i + 2] == ".":
            return int(ch), QUESTION, i + 2
        return int(ch), hex_number(body[i + 1 : i + 2], 1), i + 2
    if ch and ch in "56789":
        return int(ch) - 5, hex_number(body[i + 1 : i + 3], 2), i + 3
    if ch == "-" and body[i + 1 : i + 2] in ("0", "1", "2", "3", "4"):
        return int(body[i + 1]), hex_number(body[i + 2 : i + 5], 3), i + 5
    raise ValueError("The URL has a clue cut short or garbled")


def arrow_number_code(arrow: int, number: int) -> str:
    """The code of one clue (the inverse of ``read_arrow_number``)."""
    if number == QUESTION:
        return f"{arrow}."
    if number < 16:
        return f"{arrow}{number:x}"
    if number < 256:
        return f"{arrow + 5}{number:02x}"
    if number <= MAX_NUMBER:
        return f"-{arrow}{number:03x}"
    raise ValueError(f"A clue of {number} is too large for a URL")


def decode_runs(body: str, n: int, read) -> list:
    """The n cells of a URL body where ``a``-``z`` stand for 1-26 cells without a clue and any other
    character starts a clue that ``read(body, i)`` reads, giving the clue and where the next code
    starts (it raises ValueError where no clue starts). Yajilin's, Castle Wall's, Hotaru Beam's code.

    >>> def clue(body, i):
    ...     arrow, number, i = read_arrow_number(body, i)
    ...     return (arrow, number), i
    >>> decode_runs("b30", 4, clue)
    [None, None, (3, 0), None]
    """
    cells: list = []
    i = 0
    while i < len(body) and len(cells) < n:
        if "a" <= body[i] <= "z":
            cells.extend([None] * (ord(body[i]) - ord("a") + 1))
            i += 1
        else:
            clue, i = read(body, i)
            cells.append(clue)
    if i < len(body) or any(cell is not None for cell in cells[n:]):
        raise ValueError("The URL has more cells than its grid")
    return (cells + [None] * n)[:n]


def encode_runs(cells, code) -> str:
    """The inverse of ``decode_runs``: ``code(clue)`` writes one clue.

    >>> encode_runs([None, None, (3, 0), None], lambda clue: arrow_number_code(*clue))
    'b30a'
    """
    body, blanks = [], 0
    for cell in cells:
        if cell is None:
            blanks += 1
            if blanks == 26:
                body.append("z")
                blanks = 0
            continue
        if blanks:
            body.append(chr(ord("a") + blanks - 1))
            blanks = 0
        body.append(code(cell))
    if blanks:
        body.append(chr(ord("a") + blanks - 1))
    return "".join(body)


def stray(body: str, i: int):
    raise ValueError(f"The URL has a stray character {body[i]!r}")


def ray(i: int, arrow: int, w: int, h: int) -> list[int]:
    """The cells from cell i (not included) to the grid's edge in the arrow's direction."""
    dr, dc = STEPS[arrow]
    r, c = divmod(i, w)
    out = []
    while 0 <= (r := r + dr) < h and 0 <= (c := c + dc) < w:
        out.append(r * w + c)
    return out



def read_clue(body: str, i: int) -> tuple[tuple[int, int], int]:
    """One clue of pzprjs's ``ArrowNumber16`` body (``decode_runs``' reader): ``+`` a clue cell with neither
    arrow nor number, ``(0, BLANK)`` (Yajilin's, Tetrochain's), else the arrow-and-number code.

    >>> decode_runs("b30+", 5, read_clue)
    [None, None, (3, 0), (0, -3), None]
    """
    if body[i] == "+":
        return (0, BLANK), i + 1
    if body[i] not in "0123456789-":
        stray(body, i)
    arrow, number, after = read_arrow_number(body, i)
    return (arrow, number), after


def clue_code(clue: tuple[int, int]) -> str:
    """The code of one clue (the inverse of ``read_clue``).

    >>> encode_runs([None, None, (3, 0), (0, -3), None], clue_code)
    'b30+a'
    """
    return "+" if clue[1] == BLANK else arrow_number_code(*clue)
