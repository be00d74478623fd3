"""What the genres page draws: one board description for every genre, built in Python.

A genre's ``board(puzzle, answer=None) -> dict`` describes its grid with this builder, and
the page's one renderer (``site/theme/js/genre-board.js``) draws any such description, so a
new genre needs no drawing code of its own. ``answer`` is the genre's solution JSON (as
``solve`` replies it) or its ``certain`` JSON, where ``?`` marks a value that differs between
solutions: those cells (or lines) are drawn as unknown.

The description (JSON):

``w``, ``h``
    The grid's size in cells; cell ``i`` is row ``i // w``, column ``i % w``.
``regions``
    A region number per cell, or ``null``: thick walls are drawn between different numbers.
``cells``
    One object per cell, row by row, with any of:
    ``text`` (a clue or a digit), ``answer`` (true: the text and mark come from the answer,
    drawn in the answer's colour), ``fill`` (``"wall"`` a given black cell, ``"shaded"`` a
    cell the answer shades, ``"clue"`` a grey clue cell, ``"white"`` a white clue cell, framed), ``mark`` (``"star"``, ``"light"``,
    ``"dot"``, ``"circle"``, ``"white-pearl"``, ``"black-pearl"``, ``"slash"`` and ``"backslash"``
    (a cell's diagonal, ``/`` or ``\\``), ``"triangle-bl"`` and its kin
    ``-br``, ``-tr``, ``-tl``: half the cell shaded, the right angle in that corner; ``"sun"``, ``"moon"``), ``arrow`` (``"up"``,
    ``"down"``, ``"left"``, ``"right"``: beside the text), ``split`` (``[down, across]``: a
    Kakuro clue's two sums, either may be null), ``lit`` (Akari: a lit cell), ``unknown``
    (true: the cell differs between solutions).
``walls``
    ``[i, j]`` pairs of side-by-side cells with a thick wall between them that need not close a
    region (Fillomino's given walls).
``lines``
    ``[i, j]`` pairs of side-by-side cells joined through their centres (loops and paths).
``sides``
    ``[r, c, r2, c2]`` segments along the grid's lines between corners (Slitherlink's loop);
    corner ``(r, c)`` is the top-left corner of cell ``(r, c)``.
``givenLines``
    ``[i, j]`` pairs of side-by-side cells joined through their centres by a line the puzzle gives
    (Number Rope's ropes), drawn wide and grey under the answer.
``doubleLines``
    Those of ``lines`` that are doubled (Hashiwokakero's two bridges): drawn as two parallel segments.
``maybeLines``, ``maybeSides``
    The same, for segments that differ between solutions (drawn faint).
``corners``
    True: the grid is drawn as dots at its corners (Slitherlink), not as cell lines.
``points``
    ``[y2, x2, mark]`` marks at any cell centre, side or corner, in half cells from the grid's top
    left corner (a cell's centre is ``[2r + 1, 2c + 1]``): Spiral Galaxies' dots, Voxas's circles, Icebarn's
    arrows on the sides between cells and on the rim (``POINT_MARKS``).
``top``, ``left``
    Clues outside the grid, or ``null``: a label (or null) above each column, left to right, and
    before each row, top to bottom (Battleships' counts); the page draws them in a margin.
``frame``
    Optional ``[top, left, bottom, right]``: that many rows and columns on each side are a frame
    of clues outside the grid, and the grid's thick outline is drawn inside it (the page's editor
    draws Skyscrapers' counts and Nonogram's numbers so).
``cornerTexts``
    ``[r, c, text]``: a clue in a small circle on corner ``(r, c)`` (Gokigen's numbers).
``note``
    A short sentence the page shows with the board for what the grid cannot show (Star
    Battle's "1 star in each row, column and region"), or ``null``.
"""

from collections.abc import Iterable

FILLS = ("wall", "shaded", "clue", "white")
MARKS = ("star", "light", "dot", "circle", "white-pearl", "black-pearl", "slash", "backslash",
         "triangle-bl", "triangle-br", "triangle-tr", "triangle-tl", "sun", "moon")
ARROWS = ("up", "down", "left", "right")
POINT_MARKS = ("white-dot", "black-dot", "gray-dot", "arrow-up", "arrow-down", "arrow-left", "arrow-right")


class Board:
    """A board description under construction; ``json()`` is what the page draws."""

    def __init__(self, w: int, h: int, regions: Iterable[int] | None = None, corners: bool = False) -> None:
        self.w, self.h = w, h
        self.regions = None if regions is None else list(regions)
        self.cells: list[dict] = [{} for _ in range(w * h)]
        self.walls: list[list[int]] = []
        self.lines: list[list[int]] = []
        self.maybe_lines: list[list[int]] = []
        self.double_lines: list[list[int]] = []
        self.given_lines: list[list[int]] = []
        self.sides: list[list[int]] = []
        self.maybe_sides: list[list[int]] = []
        self.corners = corners
        self.points: list[list] = []
        self.corner_texts: list[list] = []
        self.note: str | None = None
        self.top: list[str | None] | None = None
        self.left: list[str | None] | None = None

    def text(self, i: int, text: str, answer: bool = False) -> None:
        self.cells[i]["text"] = text
        if answer:
            self.cells[i]["answer"] = True

    def fill(self, i: int, fill: str) -> None:
        assert fill in FILLS, fill
        self.cells[i]["fill"] = fill

    def mark(self, i: int, mark: str, answer: bool = False) -> None:
        assert mark in MARKS, mark
        self.cells[i]["mark"] = mark
        if answer:
            self.cells[i]["answer"] = True

    def arrow(self, i: int, arrow: str) -> None:
        assert arrow in ARROWS, arrow
        self.cells[i]["arrow"] = arrow

    def split(self, i: int, down: int | None, across: int | None) -> None:
        self.cells[i]["split"] = [down, across]

    def lit(self, i: int) -> None:
        self.cells[i]["lit"] = True

    def unknown(self, i: int) -> None:
        self.cells[i]["unknown"] = True

    def outside(self, top: list[str | None] | None, left: list[str | None] | None) -> None:
        """Labels above the columns and before the rows (None: no label there); shown only when one is given."""
        assert top is None or len(top) == self.w
        assert left is None or len(left) == self.h
        self.top = top if top and any(x is not None for x in top) else None
        self.left = left if left and any(x is not None for x in left) else None

    def corner_text(self, r: int, c: int, text: str) -> None:
        """A clue on corner ``(r, c)``, the top-left corner of cell ``(r, c)`` (r up to h, c up to w)."""
        self.corner_texts.append([r, c, text])

    def say(self, note: str) -> None:
        """The sentence shown with the board."""
        self.note = note

    def wall(self, i: int, j: int) -> None:
        """A thick wall between side-by-side cells ``i`` and ``j``."""
        assert abs(i - j) == self.w or (abs(i - j) == 1 and i // self.w == j // self.w), (i, j)
        self.walls.append([min(i, j), max(i, j)])

    def line(self, i: int, j: int, maybe: bool = False, double: bool = False) -> None:
        """A segment through the centres of side-by-side cells ``i`` and ``j`` (``double``: two side by side)."""
        assert abs(i - j) == self.w or (abs(i - j) == 1 and i // self.w == j // self.w), (i, j)
        (self.maybe_lines if maybe else self.lines).append([min(i, j), max(i, j)])
        if double:
            self.double_lines.append([min(i, j), max(i, j)])

    def given_line(self, i: int, j: int) -> None:
        """A line of the puzzle's own through the centres of side-by-side cells ``i`` and ``j``."""
        assert abs(i - j) == self.w or (abs(i - j) == 1 and i // self.w == j // self.w), (i, j)
        self.given_lines.append([min(i, j), max(i, j)])

    def side(self, r: int, c: int, r2: int, c2: int, maybe: bool = False) -> None:
        """A segment along a grid line, from corner ``(r, c)`` to the next corner ``(r2, c2)``."""
        assert abs(r - r2) + abs(c - c2) == 1, (r, c, r2, c2)
        (self.maybe_sides if maybe else self.sides).append([r, c, r2, c2])

    def point(self, y2: int, x2: int, mark: str) -> None:
        """A mark at a cell's centre, side or corner: (y2, x2) in half cells from the top left corner."""
        assert mark in POINT_MARKS and 0 <= y2 <= 2 * self.h and 0 <= x2 <= 2 * self.w, (y2, x2, mark)
        self.points.append([y2, x2, mark])

    def json(self) -> dict:
        return {
            "w": self.w, "h": self.h, "regions": self.regions, "cells": self.cells, "walls": self.walls,
            "lines": self.lines, "maybeLines": self.maybe_lines, "doubleLines": self.double_lines, "givenLines": self.given_lines,
            "sides": self.sides, "maybeSides": self.maybe_sides, "corners": self.corners,
            "cornerTexts": self.corner_texts, "points": self.points,
            "note": self.note, "top": self.top, "left": self.left,
        }
