"""What the cell-shading genres share: the grid's cells and neighbours, shadings as text and JSON.

A shading is a tuple of bools, one per cell row by row (True: shaded, or lit, or a star:
whatever the genre marks). Its JSON and text forms are rows of ``#`` (marked) and ``.``.

>>> rows((True, False, False, True), 2)
['#.', '.#']
>>> shading_from_json(['#.', '.#'], 2, 2)
(True, False, False, True)
>>> list(neighbours(0, 2, 2))
[1, 2]
>>> answer_marks(['#?', '.#'], 2, 2)
['#', '?', '.', '#']
"""

from collections.abc import Iterator

Shading = tuple[bool, ...]


def neighbours(i: int, w: int, h: int) -> Iterator[int]:
    """The cells beside cell i (right, down, left, up)."""
    r, c = divmod(i, w)
    if c + 1 < w:
        yield i + 1
    if r + 1 < h:
        yield i + w
    if c > 0:
        yield i - 1
    if r > 0:
        yield i - w


def one_piece(piece: set[int] | frozenset[int], w: int, h: int) -> bool:
    """Whether the cells are joined side by side into one piece (no cells: trivially)."""
    if not piece:
        return True
    start = min(piece)
    reach, stack = {start}, [start]
    while stack:
        for j in neighbours(stack.pop(), w, h):
            if j in piece and j not in reach:
                reach.add(j)
                stack.append(j)
    return len(reach) == len(piece)


def view(i: int, shading: Shading, w: int, h: int) -> int:
    """How many cells cell i sees, itself included, along its row and column up to a shaded cell
    (a Kurodoko or Nurimisaki number's count).

    >>> view(0, (False, False, True, False), 4, 1)
    2
    """
    r, c = divmod(i, w)
    count = 1
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        rr, cc = r + dr, c + dc
        while 0 <= rr < h and 0 <= cc < w and not shading[rr * w + cc]:
            count += 1
            rr, cc = rr + dr, cc + dc
    return count


def links(w: int, h: int) -> list[tuple[int, int]]:
    """Each pair of side-by-side cells once."""
    return [(i, j) for i in range(w * h) for j in neighbours(i, w, h) if j > i]


def symmetries(w: int, h: int) -> list[list[int]]:
    """The grid's mirror images and turns that take it onto itself, but the identity: each as the cell each
    cell goes to (left-right, top-bottom, half a turn; on a square grid also both diagonals and quarter turns).

    >>> symmetries(2, 1)
    [[1, 0], [0, 1], [1, 0]]
    """
    moves = [lambda r, c: (r, w - 1 - c), lambda r, c: (h - 1 - r, c), lambda r, c: (h - 1 - r, w - 1 - c)]
    if w == h:
        moves += [lambda r, c: (c, r), lambda r, c: (w - 1 - c, w - 1 - r), lambda r, c: (c, w - 1 - r),
                  lambda r, c: (w - 1 - c, r)]
    return [[r * w + c for r, c in (move(*divmod(i, w)) for i in range(w * h))] for move in moves]


def squares(w: int, h: int) -> list[tuple[int, int, int, int]]:
    """The four cells of every 2x2 block."""
    return [(r * w + c, r * w + c + 1, r * w + c + w, r * w + c + w + 1) for r in range(h - 1) for c in range(w - 1)]


def rows(shading: Shading, w: int) -> list[str]:
    """The shading as rows of ``#`` and ``.``: its JSON form."""
    marks = "".join("#" if x else "." for x in shading)
    return [marks[k : k + w] for k in range(0, len(marks), w)]


def shading_from_json(data, w: int, h: int) -> Shading:
    """The shading that ``rows`` wrote; ValueError when it does not fit the grid."""
    if not isinstance(data, list) or len(data) != h or not all(isinstance(row, str) and len(row) == w for row in data):
        raise ValueError(f"A solution is {h} rows of {w} marks")
    if any(ch not in "#." for row in data for ch in row):
        raise ValueError("A solution's marks are '#' and '.'")
    return tuple(ch == "#" for row in data for ch in row)


def solution_json(puzzle, shading: Shading) -> list[str]:
    """The contract's solution JSON of a genre whose answer is one mark a cell: rows of ``#`` and ``.``
    (``#``: what the genre marks, a shaded cell, a light, a star)."""
    return rows(shading, puzzle.w)


def solution_from_json(puzzle, data) -> Shading:
    return shading_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle, shading: Shading) -> str:
    return "/".join(rows(shading, puzzle.w))


def certain_rows(same: dict[int, bool] | None, cells: list[int], w: int, h: int) -> list[str] | None:
    """Rows of ``#``, ``.`` and ``?`` (not the same in every solution), from variable values; None when unsolvable."""
    if same is None:
        return None
    marks = ["#" if same.get(v) is True else "." if same.get(v) is False else "?" for v in cells]
    return ["".join(marks[r * w : (r + 1) * w]) for r in range(h)]


def answer_marks(data, w: int, h: int) -> list[str]:
    """Per cell the mark of an answer the board draws: a solution's rows, or ``certain`` rows with ``?``.

    ValueError when it does not fit the grid (the page sends it back, but any JSON may arrive).
    """
    if not isinstance(data, list) or len(data) != h or not all(isinstance(row, str) and len(row) == w for row in data):
        raise ValueError(f"An answer is {h} rows of {w} marks")
    if any(ch not in "#.?" for row in data for ch in row):
        raise ValueError("An answer's marks are '#', '.' and '?'")
    return [ch for row in data for ch in row]


def draw_shading(drawn, answer, w: int, h: int) -> None:
    """Fill the board's cells an answer shades, and mark those it leaves unknown (``?``)."""
    for i, mark in enumerate(answer_marks(answer, w, h)):
        if mark == "#":
            drawn.fill(i, "shaded")
        elif mark == "?":
            drawn.unknown(i)
