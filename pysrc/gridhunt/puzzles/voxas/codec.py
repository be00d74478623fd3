"""Voxas's types and formats: the puzz.link URL, the model, the walls' JSON, text, pzprv3 file and board.

A clue stands on a side between two cells: pzprjs's borders, the sides between a cell and the one
on its right row by row (h rows of w - 1), then those between a cell and the one below it (h - 1
rows of w). Each side holds 0 (nothing), WALL (a given wall), or a circle on a wall: BLACK, GRAY,
WHITE. In the model the circles stand at their places inside the grid, as Spiral Galaxies' dots:
(2h - 1) x (2w - 1) places row by row, place (y, x) at half cells (y + 1, x + 1) from the top left.
"""

from dataclasses import dataclass

from ...puzzlink import pzprv3, url, walls
from ...puzzlink.board import Board
from ...puzzlink.walls import Walls

PID = "voxas"
WALL, BLACK, GRAY, WHITE = 1, 2, 3, 4  # pzprjs's border marks ("ques")
CIRCLES = {BLACK: "*", GRAY: "@", WHITE: "o"}  # their letters in the text drawing
POINTS = {BLACK: "black-dot", GRAY: "gray-dot", WHITE: "white-dot"}
TATAMI = "t"  # pzprjs's flag: no four walls meet at a point


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    sides: tuple[int, ...]  # per border in pzprjs's order: 0, WALL, BLACK, GRAY or WHITE
    tatami: bool = False  # no four walls may meet at a point

    def cells(self, k: int) -> tuple[int, int]:
        """The two cells border k parts (the first left of or above the second)."""
        w, across = self.w, (self.w - 1) * self.h
        if k < across:
            r, c = divmod(k, w - 1)
            return r * w + c, r * w + c + 1
        return k - across, k - across + w

    def place(self, k: int) -> tuple[int, int]:
        """Border k's position in half cells from the grid's top left corner."""
        i, j = self.cells(k)
        (r, c), (r2, c2) = divmod(i, self.w), divmod(j, self.w)
        return r + r2 + 1, c + c2 + 1


def border_count(w: int, h: int) -> int:
    return (w - 1) * h + w * (h - 1)


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?voxas/5/5/hdhbhchbk7dh8bi``).

    pzprjs's code, border by border: ``0``-``3`` a mark (wall, black, gray, white), ``5``-``8`` and
    ``a``-``d`` the same followed by one and two blank borders, ``g``-``z`` 1-20 blank borders; the
    flag ``t`` before the size asks that no four walls meet.
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Voxas")
    if set(link.flags) - {TATAMI} or len(link.flags) > 1:
        raise ValueError("Voxas's URL has one option before its size, t (no four walls meet)")
    w, h = link.cols, link.rows
    count = border_count(w, h)
    sides = [0] * count
    body, k, i = link.body, 0, 0
    while i < len(body) and k < count:
        ch = body[i]
        if ch in "0123456789abcde":
            value = int(ch, 16)
            mark, skip = value % 5 + 1, value // 5
            if mark > WHITE:
                raise ValueError(f"The URL's mark {ch!r} is no Voxas clue")
            sides[k] = mark
            k += skip + 1
        elif "g" <= ch <= "z":
            k += int(ch, 36) - 15
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
        i += 1
    if body[i:]:
        raise ValueError("The URL has more sides than its grid")
    return Puzzle(w, h, tuple(sides), bool(link.flags))


def encode(puzzle: Puzzle) -> str:
    sides, out, blank, k = puzzle.sides, [], 0, 0
    while k < len(sides):
        mark = sides[k]
        if not mark:
            blank += 1
            if blank == 20:
                out.append("z")
                blank = 0
            k += 1
            continue
        if blank:
            out.append(url_blank(blank))
            blank = 0
        skip = 0 if k + 1 < len(sides) and sides[k + 1] else 1 if k + 2 < len(sides) and sides[k + 2] else 2
        out.append(format(5 * skip + mark - 1, "x"))
        k += skip + 1
    if blank:
        out.append(url_blank(blank))
    return url.build(PID, puzzle.w, puzzle.h, "".join(out), (TATAMI,) if puzzle.tatami else ())


def url_blank(count: int) -> str:
    """pzprjs's letter for 1-20 blank borders: ``g``-``z``."""
    return "ghijklmnopqrstuvwxyz"[count - 1]


def model(puzzle: Puzzle) -> dict:
    """``beside``/``below``: 1 where a wall is given (circles stand on walls too); ``circles``: per place 0,
    1 (black), 2 (gray) or 3 (white); ``tatami``: no four walls meet."""
    w, h = puzzle.w, puzzle.h
    across = (w - 1) * h
    circles = [0] * ((2 * w - 1) * (2 * h - 1))
    for k, mark in enumerate(puzzle.sides):
        if mark > WALL:
            y2, x2 = puzzle.place(k)
            circles[(y2 - 1) * (2 * w - 1) + x2 - 1] = mark - 1
    walled = [int(mark > 0) for mark in puzzle.sides]
    return {"w": w, "h": h, "beside": walled[:across], "below": walled[across:], "circles": circles,
            "tatami": puzzle.tatami}


def from_model(data) -> Puzzle:
    if not isinstance(data, dict):
        raise ValueError("A Voxas model is a JSON object")
    w, h = data.get("w"), data.get("h")
    if not (type(w) is int and type(h) is int and 1 <= w <= url.MAX_SIDE and 1 <= h <= url.MAX_SIDE):
        raise ValueError(f"The grid must be 1 to {url.MAX_SIDE} cells a side")
    beside, below, circles, tatami = data.get("beside"), data.get("below"), data.get("circles"), data.get("tatami")
    for key, values, count in (("beside", beside, (w - 1) * h), ("below", below, w * (h - 1))):
        if not isinstance(values, list) or len(values) != count or any(type(x) is not int or x not in (0, 1) for x in values):
            raise ValueError(f"The model's '{key}' is {count} values 0 or 1")
    places = (2 * w - 1) * (2 * h - 1)
    if not isinstance(circles, list) or len(circles) != places or any(type(x) is not int or x not in (0, 1, 2, 3) for x in circles):
        raise ValueError(f"The model's 'circles' are {places} values 0 to 3")
    if type(tatami) is not bool:
        raise ValueError("The model's 'tatami' is true or false")
    puzzle = Puzzle(w, h, tuple(beside + below), tatami)
    at = {puzzle.place(k): k for k in range(len(puzzle.sides))}
    sides = list(puzzle.sides)
    for p, circle in enumerate(circles):
        if circle:
            y2, x2 = divmod(p, 2 * w - 1)
            k = at.get((y2 + 1, x2 + 1))
            if k is None:
                raise ValueError(f"A circle stands at a cell's centre or a corner (place row {y2 + 1}, column {x2 + 1}), not on a side")
            sides[k] = circle + 1
    return Puzzle(w, h, tuple(sides), tatami)


solution_json = walls.solution_json
solution_from_json = walls.solution_from_json


def solution_text(puzzle: Puzzle, found: Walls) -> str:
    return "/".join(render(puzzle, found).splitlines())


def solution_pzprv3(puzzle: Puzzle, found: Walls) -> str:
    """pzprjs's file: the borders across, then down, each its clue (1-4), 5 a wall drawn, 0 none."""
    w, h = puzzle.w, puzzle.h
    drawn = [x for row in found.across + found.down for x in row]
    tokens = [str(mark) if mark else "5" if wall else "0" for mark, wall in zip(puzzle.sides, drawn)]
    across = (w - 1) * h
    grids = [[tokens[r * (w - 1) : (r + 1) * (w - 1)] for r in range(h)],
             [tokens[across + r * w : across + (r + 1) * w] for r in range(h - 1)]]
    return pzprv3.text(PID, h, w, grids, (TATAMI,) if puzzle.tatami else ())


def render(puzzle: Puzzle, found: Walls | None = None) -> str:
    """The grid at half-cell steps: ``+`` corners, ``-`` and ``|`` walls (the frame, given ones and the
    answer's), ``*`` a black circle, ``@`` a gray one, ``o`` a white one; ``t`` first when no four walls may meet."""
    art = walls.art(found, puzzle.w, puzzle.h)
    for k, mark in enumerate(puzzle.sides):
        y2, x2 = puzzle.place(k)
        if mark:
            art[y2][x2] = CIRCLES.get(mark) or ("|" if y2 % 2 else "-")
    return ("t\n" if puzzle.tatami else "") + "".join("".join(row).rstrip() + "\n" for row in art)


def board(puzzle: Puzzle, answer=None) -> dict:
    """The given walls, the circles on them, and the answer's walls (``?``: faint)."""
    drawn = Board(puzzle.w, puzzle.h)
    for k, mark in enumerate(puzzle.sides):
        if mark:
            drawn.wall(*puzzle.cells(k))
        if mark > WALL:
            drawn.point(*puzzle.place(k), POINTS[mark])
    if puzzle.tatami:
        drawn.say("No four walls meet at a point")
    if answer is not None:
        walls.draw(drawn, answer, puzzle.w, puzzle.h)
    return drawn.json()
