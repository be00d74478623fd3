"""The codec shared by genres whose puzzle is numbers in cells and whose answer is shaded cells.

Kurodoko, Kurotto, Nurimisaki and Minesweeper differ only in their pzprjs id and name, the range a
number may take and a few details of the drawing; each genre's ``codec.py`` builds its functions here.

>>> kit = codec("kurodoko", "Kurodoko", lambda w, h: (1, w + h - 1), "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i")
>>> p = kit.decode("https://puzz.link/p?kurodoko/3/1/2h")
>>> p, kit.encode(p)
(Puzzle(w=3, h=1, clues=(2, None, None)), 'https://puzz.link/p?kurodoko/3/1/2h')
>>> kit.from_model({"w": 3, "h": 1, "clues": [4, None, None]})
Traceback (most recent call last):
ValueError: Row 1, column 1: a number is 1 to 3
>>> print(kit.render(p, [False, True, False]), end="")
2 # .
"""

from dataclasses import dataclass
from types import SimpleNamespace
from typing import Callable

from . import cells, numbers, pzprv3, url
from .board import Board
from .cells import Shading

Bounds = Callable[[int, int], tuple[int, int]]  # (w, h) -> the least and the greatest number a clue may be


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[int | None, ...]  # per cell row by row: a number, numbers.QUESTION, or None


def clue_token(clue: int) -> str:
    return "-" if clue == numbers.QUESTION else str(clue)


def codec(pid: str, name: str, bounds: Bounds, example: str, *, circled: bool = True, question_text: bool = True,
          shaded_mark: str | None = None, clue_fill: str | None = None, docs: dict[str, str] | None = None,
          label: Callable[[int], str] = str) -> SimpleNamespace:
    """The genre's ``Puzzle``, ``decode``, ``check``, ``encode``, ``model``, ``from_model``, ``clue_token``,
    ``solution_pzprv3``, ``render`` and ``board``. ``circled``: the drawing rings each number;
    ``question_text``: it writes ``?`` in a cell whose number is unknown; ``shaded_mark``: the answer's
    shaded cells are that mark rather than filled; ``clue_fill``: the clue cells are drawn so (Aquapelago's
    ``"wall"``: its numbers stand in shaded cells); ``docs``: a genre's own wording of a function's docstring;
    ``label``: how a number is shown in the drawing and the solved picture (Dominion's letters)."""

    def decode(text: str) -> Puzzle:
        link = url.parse(text)
        if link.genre != pid:
            raise ValueError(f"This is a {link.genre} URL, not {name}")
        clues, rest = numbers.decode_number16(link.body, link.cols * link.rows)
        if rest:
            raise ValueError("The URL has more cells than its grid")
        return check(Puzzle(link.cols, link.rows, tuple(clues)))

    def check(puzzle: Puzzle) -> Puzzle:
        low, top = bounds(puzzle.w, puzzle.h)
        for i, clue in enumerate(puzzle.clues):
            if clue is not None and clue != numbers.QUESTION and not low <= clue <= top:
                raise ValueError(f"Row {i // puzzle.w + 1}, column {i % puzzle.w + 1}: a number is {low} to {top}")
        return puzzle

    def encode(puzzle: Puzzle) -> str:
        return url.build(pid, puzzle.w, puzzle.h, numbers.encode_number16(list(puzzle.clues)))

    def model(puzzle: Puzzle) -> dict:
        """``clues``: per cell null, a number, or -2 for ``?``."""
        return {"w": puzzle.w, "h": puzzle.h, "clues": list(puzzle.clues)}

    def from_model(data) -> Puzzle:
        w, h, clues = url.model_grid(data, f"A {name}", "clues", "clues")
        if any(c is not None and type(c) is not int for c in clues):
            raise ValueError("A clue is a whole number, -2 for '?', or null")
        return check(Puzzle(w, h, tuple(clues)))

    def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
        """pzprjs's file: the clues (``-`` a ``?``), then ``#`` shaded and ``+`` the rest (``.`` under a clue)."""
        w, h = puzzle.w, puzzle.h
        given = [["." if c is None else clue_token(c) for c in puzzle.clues[r * w : (r + 1) * w]] for r in range(h)]
        marks = [["." if puzzle.clues[i] is not None else "#" if shading[i] else "+" for i in range(r * w, (r + 1) * w)]
                 for r in range(h)]
        return pzprv3.text(pid, h, w, [given, marks])

    def render(puzzle: Puzzle, shading: Shading | None = None) -> str:
        """Clues (``?`` a ``?``), ``#`` a shaded cell, ``.`` the rest."""
        labels = [("?" if c == numbers.QUESTION else label(c)) if c is not None else "#" if shading and shading[i] else "."
                  for i, c in enumerate(puzzle.clues)]
        width = max(len(label) for label in labels)
        rows = (labels[r * puzzle.w : (r + 1) * puzzle.w] for r in range(puzzle.h))
        return "".join(" ".join(x.rjust(width) for x in row) + "\n" for row in rows)

    def board(puzzle: Puzzle, answer=None) -> dict:
        """The page's drawing: the numbers in circles, the answer's shaded cells (``?``: unknown)."""
        drawn = Board(puzzle.w, puzzle.h)
        marks = cells.answer_marks(answer, puzzle.w, puzzle.h) if answer is not None else [None] * (puzzle.w * puzzle.h)
        for i, (clue, mark) in enumerate(zip(puzzle.clues, marks)):
            if clue is not None:
                if question_text or clue != numbers.QUESTION:
                    drawn.text(i, "?" if clue == numbers.QUESTION else label(clue))
                if circled:
                    drawn.mark(i, "circle")
                if clue_fill:
                    drawn.fill(i, clue_fill)
            elif mark == "#":
                if shaded_mark:
                    drawn.mark(i, shaded_mark, answer=True)
                else:
                    drawn.fill(i, "shaded")
            elif mark == ".":
                drawn.mark(i, "dot", answer=True)
            elif mark == "?":
                drawn.unknown(i)
        return drawn.json()

    decode.__doc__ = f"The puzzle of a puzz.link URL (``{example}``)."
    kit = SimpleNamespace(Puzzle=Puzzle, decode=decode, check=check, encode=encode, model=model, from_model=from_model,
                          clue_token=clue_token, solution_pzprv3=solution_pzprv3, render=render, board=board)
    for function, doc in (docs or {}).items():
        getattr(kit, function).__doc__ = doc
    return kit
