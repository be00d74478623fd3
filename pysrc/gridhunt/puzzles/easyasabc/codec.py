"""Easy as ABC's types and formats: the puzz.link URL, the model, the solution's JSON, text, pzprv3 file and board.

Letters are numbers throughout as pzprjs keeps them (1 is A); a solution holds 0 for an empty cell.
"""

import string
from dataclasses import dataclass

from ...puzzlink import numbers, pzprv3, url
from ...puzzlink.outside import Sides, decode_sides, encode_sides, framed, framed_board, sides_from_model

PID = "easyasabc"
QUESTION = numbers.QUESTION  # a given cell that holds some letter, not which
LETTERS = string.ascii_uppercase

Letters = tuple[int, ...]  # a solution: each cell's letter (1 is A), 0 for empty, row by row


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    letters: int  # how many letters, A on: each once in every row and column
    sides: Sides  # the first letter seen from each place outside the grid (None: no clue)
    givens: tuple[int | None, ...]  # letters given in cells, QUESTION for "some letter", row by row


def letter(x: int) -> str:
    return "?" if x == QUESTION else LETTERS[x - 1] if x else "."


def checked(puzzle: Puzzle) -> Puzzle:
    k, w, h = puzzle.letters, puzzle.w, puzzle.h
    if not 1 <= k <= min(w, h, len(LETTERS)):
        raise ValueError(f"The number of letters must be 1 to {min(w, h, len(LETTERS))} on a {w}x{h} grid")
    if any(x is not None and not 1 <= x <= k for x in puzzle.sides.all()):
        raise ValueError(f"A clue outside the grid is a letter from A to {LETTERS[k - 1]}")
    for i, x in enumerate(puzzle.givens):
        if x is not None and x != QUESTION and not 1 <= x <= k:
            r, c = divmod(i, w)
            raise ValueError(f"The letter in row {r + 1}, column {c + 1} is not A to {LETTERS[k - 1]}")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h``).

    pzprjs's code: the number of letters and ``/``, the clues around the grid in number16 (1 is A;
    above, below, left, right), then, when some letters are given, the cells in number16.
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Easy as ABC")
    if link.flags:
        raise ValueError("Easy as ABC's URL has no options before its size")
    count, _, body = link.body.partition("/")
    if not count.isdigit():
        raise ValueError("The URL does not say how many letters (easyasabc/cols/rows/letters/...)")
    w, h = link.cols, link.rows
    sides, rest = decode_sides(body, w, h)
    givens, rest = numbers.decode_number16(rest, w * h)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    if QUESTION in sides.all():
        raise ValueError("A clue outside the grid cannot be '?'")
    return checked(Puzzle(w, h, int(count), sides, tuple(givens)))


def encode(puzzle: Puzzle) -> str:
    body = f"{puzzle.letters}/" + encode_sides(puzzle.sides)
    if any(x is not None for x in puzzle.givens):
        body += numbers.encode_number16(list(puzzle.givens))
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``letters``: how many (A on); ``top``/``bottom``/``left``/``right``: the letter seen (1 is A) or
    null; ``cells``: given letters, -2 for "some letter", or null."""
    s = puzzle.sides
    return {"w": puzzle.w, "h": puzzle.h, "letters": puzzle.letters, "top": list(s.top), "bottom": list(s.bottom),
            "left": list(s.left), "right": list(s.right), "cells": list(puzzle.givens)}


def from_model(data) -> Puzzle:
    w, h, givens = url.model_grid(data, "An Easy as ABC", "cells", "letters (1 is A, -2 for '?', or null)")
    if any(x is not None and type(x) is not int for x in givens):
        raise ValueError(f"The model needs {w * h} letters (1 is A, -2 for '?', or null)")
    letters = data.get("letters")
    if type(letters) is not int:
        raise ValueError("The number of letters is a whole number")
    sides = sides_from_model(data, w, h, lambda x: type(x) is int and 1 <= x <= len(LETTERS))
    return checked(Puzzle(w, h, letters, sides, tuple(givens)))


def rows_of(puzzle: Puzzle, solution: Letters) -> list[str]:
    return ["".join(letter(x) for x in solution[r * puzzle.w : (r + 1) * puzzle.w]) for r in range(puzzle.h)]


def solution_json(puzzle: Puzzle, solution: Letters) -> list[str]:
    """Rows of letters, ``.`` an empty cell."""
    return rows_of(puzzle, solution)


def solution_from_json(puzzle: Puzzle, data) -> Letters:
    return tuple(0 if ch == "." else LETTERS.index(ch) + 1 for ch in marks_of(puzzle, data, "A solution", ""))


def marks_of(puzzle: Puzzle, data, what: str, more: str) -> str:
    """The rows' marks joined, checked: letters of the puzzle, ``.``, and any of ``more``."""
    w, h = puzzle.w, puzzle.h
    if not isinstance(data, list) or len(data) != h or not all(isinstance(row, str) and len(row) == w for row in data):
        raise ValueError(f"{what} is {h} rows of {w} letters")
    allowed = LETTERS[: puzzle.letters] + "." + more
    if any(ch not in allowed for row in data for ch in row):
        raise ValueError(f"{what}'s marks are A to {LETTERS[puzzle.letters - 1]} and '.'{' and ' + repr(more) if more else ''}")
    return "".join(data)


def solution_text(puzzle: Puzzle, solution: Letters) -> str:
    return "/".join(rows_of(puzzle, solution))


def solution_pzprv3(puzzle: Puzzle, solution: Letters) -> str:
    """pzprjs's file: the number of letters, then the grid in its frame of clues (1 is A): a given letter
    as ``q<n>``, a letter written in as its number, an empty cell as ``-``."""
    inside = [f"q{x}" if x is not None else str(n) if n else "-" for x, n in zip(puzzle.givens, solution)]
    return pzprv3.text(PID, puzzle.h, puzzle.w, [framed(puzzle.sides, inside, puzzle.w, puzzle.h)],
                       header=(str(puzzle.letters),))


def render(puzzle: Puzzle, solution: Letters | None = None) -> str:
    """The grid in its frame of clues: letters, ``.`` an empty cell (or no clue), ``?`` some letter."""
    w, h = puzzle.w, puzzle.h
    inside = [letter(n) if solution else "." if x is None else letter(x)
              for x, n in zip(puzzle.givens, solution or puzzle.givens)]
    rows = framed(Sides(*(tuple(None if x is None else letter(x) for x in side) for side in
                          (puzzle.sides.top, puzzle.sides.bottom, puzzle.sides.left, puzzle.sides.right))), inside, w, h)
    rows[0][0] = rows[0][-1] = rows[-1][0] = rows[-1][-1] = " "
    return f"Letters A to {LETTERS[puzzle.letters - 1]}\n" + "".join(" ".join(row).rstrip() + "\n" for row in rows)


def board(puzzle: Puzzle, answer=None) -> dict:
    """The grid framed by its clues, the given letters, and the answer's letters (``?``: unknown)."""
    drawn, at = framed_board(puzzle.sides, puzzle.w, puzzle.h, label=letter)
    drawn.say(f"Letters A to {LETTERS[puzzle.letters - 1]}, each once in every row and column.")
    shown = marks_of(puzzle, answer, "An answer", "?") if answer is not None else None
    for i, given in enumerate(puzzle.givens):
        if given is not None:
            drawn.text(at[i], letter(given))
        elif shown is None:
            continue
        elif shown[i] == "?":
            drawn.unknown(at[i])
        elif shown[i] != ".":
            drawn.text(at[i], shown[i], answer=True)
    return drawn.json()
