"""Rooms with a number in some: the formats Heyawake, Aqre and Country Road share.

pzprjs writes such a puzzle as the walls between rooms (``borders``), then one number16 clue a room
(``numbers``), rooms in the order of their first cell; its file and our model put a room's number in
the room's "top" cell (``borders.top_cells``). A room is a list index per cell here; ``None`` is a
room without a number and ``numbers.QUESTION`` a ``?``.

>>> rooms, clues = decode_body("a0g2", 3, 2)
>>> rooms, clues
([0, 0, 1, 0, 0, 1], [None, 2])
>>> encode_body(rooms, clues, 3, 2)
'a0g2'
>>> letters(rooms, clues, 3)
['A', 'A', '2', 'A', 'A', 'B']
"""

from . import borders, numbers
from .url import model_grid

MAX_CLUE = 12287  # the largest room number pzprjs's number16 code writes with our reader's widths
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"  # the pictures' names for rooms


def renumbered(labels, cols: int, rows: int) -> list[int]:
    """The rooms of any labelling of the cells: side-by-side cells of one label share a room, so a
    label in two pieces makes two rooms; numbered in the order of their first cell.

    >>> renumbered([7, 3, 3, 7], 2, 2)  # no two 7s or 3s side by side: four rooms
    [0, 1, 2, 3]
    """
    beside = [labels[r * cols + c] != labels[r * cols + c + 1] for r in range(rows) for c in range(cols - 1)]
    below = [labels[r * cols + c] != labels[(r + 1) * cols + c] for r in range(rows - 1) for c in range(cols)]
    return borders.regions_of(beside, below, cols, rows)


def decode_body(body: str, cols: int, rows: int) -> tuple[list[int], list[int | None]]:
    """The rooms and their numbers from a URL's body (its walls, then a number16 clue a room)."""
    rooms, rest = borders.decode_border(body, cols, rows)
    clues, rest = numbers.decode_number16(rest, max(rooms) + 1)
    if rest:
        raise ValueError("The URL has more room numbers than the grid has rooms")
    return rooms, clues


def encode_body(rooms, clues, cols: int, rows: int) -> str:
    return borders.encode_border(list(rooms), cols, rows) + numbers.encode_number16(list(clues))


def cell_clues(rooms, clues, cols: int) -> list[int | None]:
    """A number per cell: each room's in its top cell, ``None`` elsewhere (the models' form)."""
    per_cell: list[int | None] = [None] * len(rooms)
    for room, cell in enumerate(borders.top_cells(rooms, cols)):
        per_cell[cell] = clues[room]
    return per_cell


def from_cells(data, article: str, key: str) -> tuple[int, int, list[int], list[int | None]]:
    """``(w, h, rooms, clues a room)`` of a model: ``data[key]`` a room label per cell, ``data["clues"]``
    a number per cell (a room's number may stand in any of its cells, one a room)."""
    w, h, labels = model_grid(data, article, key, "room numbers")
    given = data.get("clues")
    if any(type(x) is not int for x in labels):
        raise ValueError(f"The model needs {w * h} room numbers")
    if not isinstance(given, list) or len(given) != w * h:
        raise ValueError(f"The model needs {w * h} clues (a number, -2 for '?', or null)")
    if any(x is not None and (type(x) is not int or not (0 <= x <= MAX_CLUE or x == numbers.QUESTION)) for x in given):
        raise ValueError(f"A room's number is from 0 to {MAX_CLUE}, -2 for a '?', or null")
    rooms = renumbered(labels, w, h)
    clues: list[int | None] = [None] * (max(rooms) + 1)
    where: dict[int, int] = {}
    for i, clue in enumerate(given):
        if clue is None:
            continue
        if rooms[i] in where:
            first = where[rooms[i]]
            raise ValueError(f"The room of row {first // w + 1}, column {first % w + 1} has a second number"
                             f" in row {i // w + 1}, column {i % w + 1}")
        where[rooms[i]], clues[rooms[i]] = i, clue
    return w, h, rooms, clues


def clue_text(clue: int) -> str:
    return "?" if clue == numbers.QUESTION else str(clue)


def pzprv3_grids(rooms, clues, cols: int, rows: int) -> tuple[str, list[list[str]], list[list[str]]]:
    """The file's room count, its rooms' grid and its numbers' grid (``-`` a ``?``, ``.`` none)."""
    tokens = ["." if x is None else "-" if x == numbers.QUESTION else str(x) for x in cell_clues(rooms, clues, cols)]
    grid = [[str(x) for x in rooms[r * cols : (r + 1) * cols]] for r in range(rows)]
    return str(max(rooms) + 1), grid, [tokens[r * cols : (r + 1) * cols] for r in range(rows)]


def letters(rooms, clues, cols: int) -> list[str]:
    """The pictures' mark per cell: its room's letter, or the room's number in its top cell."""
    marks = [LETTERS[x % len(LETTERS)] for x in rooms]
    for top, clue in zip(borders.top_cells(rooms, cols), clues):
        if clue is not None:
            marks[top] = clue_text(clue)
    return marks
