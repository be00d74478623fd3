"""SudokuPad links: the puzzle inside them, or a sentence saying what is needed.

A SudokuPad link (``https://sudokupad.app/...``, Cracking the Cryptic's
``https://app.crackingthecryptic.com/sudoku/...``) carries either a short id (``abc123``, the
puzzle kept on SudokuPad's server) or the puzzle inline, after a prefix that names its form:
``fpuzzles`` or ``fpuz`` (f-puzzles' JSON, lz-string compressed, as in f-puzzles' own links) or
``scl`` / ``ctc`` (SudokuPad's own JSON: ``sclpuzzle``).

>>> read_sudokupad("abc123")
Traceback (most recent call last):
ValueError: This SudokuPad link names a puzzle kept on SudokuPad's server ('abc123'), which Gridhunt cannot reach: open it in SudokuPad and paste the long link its Share button gives
"""

import re

from ...reading import Reading
from .codec import from_fpuzzles
from .sclpuzzle import read_scl

FPUZZLES = re.compile(r"^(?:fpuzzles|fpuz)(.+)$", re.DOTALL)
SCL = re.compile(r"^(?:scl|ctc)(.+)$", re.DOTALL)


def read_sudokupad(body: str) -> Reading:
    """The puzzle of a SudokuPad link's body (the part after the host)."""
    body = body.strip()
    if match := FPUZZLES.match(body):
        puzzle, notes = from_fpuzzles(match[1])
        return Reading(puzzle, _phrase("a SudokuPad link (f-puzzles inside)", notes), {"notes": notes} if notes else {})
    if match := SCL.match(body):
        puzzle, notes, choices = read_scl(match[1])
        extra = {**({"notes": notes} if notes else {}), **({"choices": choices} if choices else {})}
        return Reading(puzzle, _phrase("a SudokuPad link", notes), extra)
    shown = body if len(body) <= 24 else body[:21] + "..."
    raise ValueError(f"This SudokuPad link names a puzzle kept on SudokuPad's server ('{shown}'), which Gridhunt "
                     "cannot reach: open it in SudokuPad and paste the long link its Share button gives")


def _phrase(what: str, notes: list[str]) -> str:
    return what + (" (" + "; ".join(notes) + ")" if notes else "")
