"""Tapa's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

A clue is a list of one to four numbers (``QUESTION`` for a "?"). The URL's body, one cell
after another row by row: ``0``-``8`` a one-number clue, ``9`` the clue 1 1 1 1, ``.`` a lone
"?", two characters ``a0``-``cv`` (a base-36 number) a clue of two to four numbers, and
``g``-``z`` runs of 1-20 blank cells. Of the base-36 number n: 360-395 two numbers
(``n - 360 = 6a + b``), 396-459 three (``16a + 4b + c``), 460-475 four (a bit each: 1 or
"?"); a 0 among them is a "?".
"""

from dataclasses import dataclass

from ...puzzlink import cells, pzprv3, url
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text
from ...puzzlink.numbers import QUESTION

PID = "tapa"
Clue = tuple[int, ...]
BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"
TOP = {1: 8, 2: 5, 3: 3, 4: 1}  # the largest number a clue of so many numbers can hold (runs need gaps)


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[Clue | None, ...]  # per cell row by row: None blank, or the clue's numbers


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?tapa/5/5/3n5hchhajn2``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Tapa")
    if link.flags:
        raise ValueError("Tapa's URL has no options before its size")
    n = link.cols * link.rows
    clues: list[Clue | None] = []
    body, i = link.body, 0
    while i < len(body) and len(clues) < n:
        ch = body[i]
        if ch in "012345678":
            clues.append((int(ch),))
        elif ch == "9":
            clues.append((1, 1, 1, 1))
        elif ch == ".":
            clues.append((QUESTION,))
        elif ch in "abcdef":
            pair = body[i : i + 2]
            clues.append(pair_clue(pair))
            i += 1
        elif "g" <= ch <= "z":
            clues.extend([None] * min(int(ch, 36) - 15, n - len(clues)))
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
        i += 1
    if i < len(body):
        raise ValueError("The URL has more cells than its grid")
    return Puzzle(link.cols, link.rows, tuple(clues + [None] * (n - len(clues))))


def pair_clue(pair: str) -> Clue:
    """The clue of two to four numbers that a two-character code stands for."""
    number = int(pair, 36) if len(pair) == 2 and all(ch in BASE36 for ch in pair) else -1
    if 360 <= number < 396:
        digits = divmod(number - 360, 6)
    elif 396 <= number < 460:
        a, rest = divmod(number - 396, 16)
        digits = (a, *divmod(rest, 4))
    elif 460 <= number < 476:
        digits = tuple((number - 460) >> k & 1 for k in (3, 2, 1, 0))
    else:
        raise ValueError(f"The URL has a clue code {pair!r} that stands for no clue")
    return tuple(QUESTION if d == 0 else d for d in digits)


def clue_code(clue: Clue) -> str:
    """pzprjs's code of one clue."""
    if len(clue) == 1:
        return "." if clue[0] == QUESTION else str(clue[0])
    if clue == (1, 1, 1, 1):
        return "9"
    d = [0 if x == QUESTION else x for x in clue]
    number = {2: lambda: 360 + 6 * d[0] + d[1], 3: lambda: 396 + 16 * d[0] + 4 * d[1] + d[2],
              4: lambda: 460 + 8 * d[0] + 4 * d[1] + 2 * d[2] + d[3]}[len(clue)]()
    return BASE36[number // 36] + BASE36[number % 36]


def encode(puzzle: Puzzle) -> str:
    out, blank = [], 0
    for clue in list(puzzle.clues) + [()]:
        if clue is None:
            blank += 1
            if blank == 20:
                out.append("z")
                blank = 0
            continue
        if blank:
            out.append(chr(ord("f") + blank))
            blank = 0
        if clue:
            out.append(clue_code(clue))
    return url.build(PID, puzzle.w, puzzle.h, "".join(out))


def check_clue(clue) -> Clue:
    """The clue as a tuple; ValueError when no Tapa clue is written so."""
    if not isinstance(clue, list) or not 1 <= len(clue) <= 4 or any(type(x) is not int for x in clue):
        raise ValueError("A clue is a list of one to four numbers")
    top = TOP[len(clue)]
    if any(not (x == QUESTION or 1 <= x <= top or (x == 0 and len(clue) == 1)) for x in clue):
        raise ValueError(f"A clue of {len(clue)} numbers holds numbers from 1 to {top} (or -2 for '?'; 0 alone)")
    return tuple(clue)


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell null (blank) or the clue's list of numbers (-2 a "?")."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": [None if x is None else list(x) for x in puzzle.clues]}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Tapa", "clues", "clues")
    return Puzzle(w, h, tuple(None if x is None else check_clue(x) for x in clues))


def clue_text(clue: Clue, joint: str) -> str:
    return joint.join("?" if x == QUESTION else str(x) for x in clue)


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: a clue's numbers joined by commas (``-`` a "?"), ``#`` shaded, ``+`` the rest."""
    tokens = [",".join("-" if x == QUESTION else str(x) for x in clue) if clue else "#" if on else "+"
              for clue, on in zip(puzzle.clues, shading)]
    return pzprv3.text(PID, puzzle.h, puzzle.w, [[tokens[r * puzzle.w : (r + 1) * puzzle.w] for r in range(puzzle.h)]])


def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
    """Clues as their numbers run together (``?`` a "?"), ``#`` a shaded cell, ``.`` the rest."""
    labels = [clue_text(clue, "") if clue else "#" if shading and shading[i] else "." for i, clue in enumerate(puzzle.clues)]
    width = max(len(label) for label in labels)
    return "".join(" ".join(label.rjust(width) for label in labels[r * puzzle.w : (r + 1) * puzzle.w]) + "\n"
                   for r in range(puzzle.h))
