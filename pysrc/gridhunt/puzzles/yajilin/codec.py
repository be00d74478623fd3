"""Yajilin's types and formats: the puzz.link URL, the model, the answer's JSON, text and pzprv3 file.

A clue is ``(arrow, number)``: arrow 0 (none), 1 up, 2 down, 3 left, 4 right, as pzprjs numbers
them; number 0 and up, ``QUESTION`` for a "?", ``BLANK`` for a clue cell with nothing in it.
The URL's body (pzprjs's arrow-number code), cell by cell: ``+`` a blank clue cell; an arrow
digit ``0``-``4`` then one hex digit (or ``.`` for "?"); ``5``-``9`` (the arrow plus 5) then two
hex digits; ``-``, the arrow, then three hex digits; ``a``-``z`` skip 1-26 open cells. Flags before the size: ``o``, the shaded
cells lie outside the loop (a variant); ``b``, the clue cells are drawn grey (pzprjs's second
look), kept for the way back.
"""

from dataclasses import dataclass

from ...puzzlink import cells, lines, pzprv3, url
from ...puzzlink.lines import Lines

PID = "yajilin"
QUESTION, BLANK = -2, -3
ARROWS = {1: "up", 2: "down", 3: "left", 4: "right"}
STEPS = {1: (-1, 0), 2: (1, 0), 3: (0, -1), 4: (0, 1)}
HEX = "0123456789abcdef"
Clue = tuple[int, int]


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[Clue | None, ...]  # per cell row by row: (arrow, number) or None for an open cell
    grey: bool = False  # pzprjs's "b" flag: clue cells drawn grey
    outside: bool = False  # pzprjs's "o" flag: every shaded cell is outside the loop


@dataclass(frozen=True)
class Answer:
    loop: Lines
    shaded: tuple[bool, ...]  # per cell row by row


def hex_number(digits: str) -> int:
    if not digits or any(d not in HEX for d in digits):
        raise ValueError("The URL has a clue cut short or garbled")
    return int(digits, 16)


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?yajilin/5/5/m32j10``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Yajilin")
    n, body = link.cols * link.rows, link.body
    clues: list[Clue | None] = []
    i = 0
    while i < len(body) and len(clues) < n:
        ch = body[i]
        if ch == "+":
            clues.append((0, BLANK))
            i += 1
        elif ch in "01234":
            number = body[i + 1 : i + 2]
            clues.append((int(ch), QUESTION if number == "." else hex_number(number)))
            i += 2
        elif ch in "56789":
            clues.append((int(ch) - 5, hex_number(body[i + 1 : i + 3] if len(body) >= i + 3 else "")))
            i += 3
        elif ch == "-":
            arrow = body[i + 1 : i + 2]
            if arrow not in ("0", "1", "2", "3", "4"):
                raise ValueError("The URL has a clue cut short or garbled")
            clues.append((int(arrow), hex_number(body[i + 2 : i + 5] if len(body) >= i + 5 else "")))
            i += 5
        elif "a" <= ch <= "z":
            clues.extend([None] * (ord(ch) - ord("a") + 1))
            i += 1
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
    if i < len(body) or any(clue is not None for clue in clues[n:]):
        raise ValueError("The URL has more cells than its grid")
    clues = (clues + [None] * n)[:n]
    return Puzzle(link.cols, link.rows, tuple(clues), any("b" in flag for flag in link.flags),
                  any("o" in flag for flag in link.flags))


def clue_code(clue: Clue) -> str:
    arrow, number = clue
    if number == BLANK:
        return "+"
    if number == QUESTION:
        return f"{arrow}."
    if number < 16:
        return f"{arrow}{number:x}"
    if number < 256:
        return f"{arrow + 5}{number:02x}"
    if number < 4096:
        return f"-{arrow}{number:03x}"
    raise ValueError(f"A clue of {number} is too large for a URL")


def encode(puzzle: Puzzle) -> str:
    body, blanks = [], 0
    for clue in list(puzzle.clues) + [(0, BLANK)]:  # a sentinel flushes the last run of open cells
        if clue is None:
            blanks += 1
            if blanks == 26:
                body.append("z")
                blanks = 0
            continue
        if blanks:
            body.append(chr(ord("a") + blanks - 1))
            blanks = 0
        body.append(clue_code(clue))
    flag = ("o" if puzzle.outside else "") + ("b" if puzzle.grey else "")
    return url.build(PID, puzzle.w, puzzle.h, "".join(body[:-1]), (flag,) if flag else ())


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell ``null`` or ``[arrow, number]`` (number -2 "?", -3 a blank clue cell)."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": [None if c is None else list(c) for c in puzzle.clues],
            "grey": puzzle.grey, "outside": puzzle.outside}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Yajilin", "clues", "clues")
    grey, outside = data.get("grey", False), data.get("outside", False)
    for clue in clues:
        if clue is None:
            continue
        if not (isinstance(clue, list) and len(clue) == 2 and all(type(x) is int for x in clue)
                and 0 <= clue[0] <= 4 and (clue[1] in (QUESTION, BLANK) or 0 <= clue[1] < 4096)):
            raise ValueError("A clue is null or [arrow 0-4, number 0-4095 (-2 '?', -3 blank)]")
        if clue[1] == BLANK and clue[0]:
            raise ValueError("A blank clue cell has no arrow")
    if type(grey) is not bool or type(outside) is not bool:
        raise ValueError("grey and outside are true or false")
    return Puzzle(w, h, tuple(None if c is None else (c[0], c[1]) for c in clues), grey, outside)


def solution_json(puzzle: Puzzle, answer: Answer) -> dict:
    """The loop's ``{"across", "down"}`` (as Masyu's) and ``"shaded"``: rows of ``#`` (shaded) and ``.``."""
    return {**lines.lines_json(answer.loop), "shaded": cells.rows(answer.shaded, puzzle.w)}


def solution_from_json(puzzle: Puzzle, data) -> Answer:
    loop = lines.lines_from_json(data, puzzle.w, puzzle.h)
    return Answer(loop, cells.shading_from_json(data.get("shaded"), puzzle.w, puzzle.h))


def solution_text(puzzle: Puzzle, answer: Answer) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, answer).splitlines())


def pzprv3_clue(clue: Clue | None) -> str:
    if clue is None:
        return "."
    arrow, number = clue
    return "#" if number == BLANK else f"{arrow},{'-' if number == QUESTION else number}"


def solution_pzprv3(puzzle: Puzzle, answer: Answer) -> str:
    """pzprjs's file: the ``o`` flag's line for the variant, the clues (``arrow,number``), the shaded cells, the links."""
    w = puzzle.w
    clues = [[pzprv3_clue(c) for c in puzzle.clues[r * w : (r + 1) * w]] for r in range(puzzle.h)]
    shaded = [["#" if x else "." for x in answer.shaded[r * w : (r + 1) * w]] for r in range(puzzle.h)]
    return pzprv3.text(PID, puzzle.h, w, [clues, shaded, *lines.pzprv3_grids(answer.loop)], ("o",) if puzzle.outside else ())


def render(puzzle: Puzzle, answer: Answer | None = None) -> str:
    """Clues as an arrow (``^ v < >``) and a number (``[]`` a blank clue cell); ``#`` shaded, ``+`` on the loop."""
    on = set(lines.loop_cells(answer.loop, puzzle.w, puzzle.h) or []) if answer else set()

    def text(i: int) -> str:
        clue = puzzle.clues[i]
        if clue is not None:
            arrow, number = clue
            return "[]" if number == BLANK else " ^v<>"[arrow].strip() + ("?" if number == QUESTION else str(number))
        return "#" if answer and answer.shaded[i] else "+" if i in on else "."

    width = max(len(text(i)) for i in range(puzzle.w * puzzle.h))
    return lines.render(answer.loop if answer else None, puzzle.w, puzzle.h, text, width)
