"""Yajilin's types and formats: the puzz.link URL, the model, the answer's JSON, text and pzprv3 file.

A clue is ``(arrow, number)``: arrow 0 (none), 1 up, 2 down, 3 left, 4 right, as pzprjs numbers
them; number 0 and up, ``QUESTION`` for a "?", ``BLANK`` for a clue cell with nothing in it.
The URL's body, cell by cell: ``+`` a blank clue cell, a clue in pzprjs's arrow-and-number code
(``puzzlink/arrows.py``), ``a``-``z`` skip 1-26 open cells. Flags before the size: ``o``, the shaded
cells lie outside the loop (a variant); ``b``, the clue cells are drawn grey (pzprjs's second
look), kept for the way back.
"""

from dataclasses import dataclass

from ...puzzlink import cells, lines, pzprv3, url
from ...puzzlink.arrows import ARROW_NAMES as ARROWS, STEPS, clue_code, decode_runs, encode_runs, read_clue
from ...puzzlink.lines import Lines

PID = "yajilin"
QUESTION, BLANK = -2, -3
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


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?yajilin/5/5/m32j10``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Yajilin")
    clues = decode_runs(link.body, link.cols * link.rows, read_clue)
    return Puzzle(link.cols, link.rows, tuple(clues), any("b" in flag for flag in link.flags),
                  any("o" in flag for flag in link.flags))


def encode(puzzle: Puzzle) -> str:
    body = encode_runs(puzzle.clues, clue_code)
    flag = ("o" if puzzle.outside else "") + ("b" if puzzle.grey else "")
    return url.build(PID, puzzle.w, puzzle.h, body, (flag,) if flag else ())


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
