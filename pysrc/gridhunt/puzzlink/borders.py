"""pzprjs's code for the walls between cells, which make the regions of Star Battle, LITS, Heyawake...

The walls between side-by-side cells come first, row by row, then the walls between a cell
and the one below it, row by row; five walls to a base-32 digit, the first wall in the
highest bit. Regions are numbered 0, 1, ... in the order of their first cell, row by row.

>>> regions, rest = decode_border("4ilbhgdnmhou", 6, 6)
>>> regions[:12], rest
([0, 0, 0, 1, 1, 1, 0, 1, 1, 1, 2, 2], '')
>>> encode_border(regions, 6, 6)
'4ilbhgdnmhou'
"""

DIGITS = "0123456789abcdefghijklmnopqrstuv"


def wall_count(cols: int, rows: int) -> tuple[int, int]:
    """How many walls stand between side-by-side cells, and how many between stacked cells."""
    return (cols - 1) * rows, cols * (rows - 1)


def decode_border(body: str, cols: int, rows: int) -> tuple[list[int], str]:
    """Each cell's region, and the body left after the walls."""
    beside, below, rest = decode_walls(body, cols, rows)
    return regions_of(beside, below, cols, rows), rest


def decode_walls(body: str, cols: int, rows: int) -> tuple[list[bool], list[bool], str]:
    """The walls themselves (beside, then below, row by row), for genres whose walls need not close
    a region (Fillomino's given walls), and the body left after them."""
    beside, below = wall_count(cols, rows)
    first, rest = decode_bits(body, beside, "walls between regions")
    second, rest = decode_bits(rest, below, "walls between regions")
    return first, second, rest


def decode_bits(body: str, n: int, what: str) -> tuple[list[bool], str]:
    """n flags from the body's start, five to a base-32 digit, the first in the highest bit (pzprjs's
    binary code: these walls, Double Choco's grey cells), and the body left after them.

    >>> decode_bits("ueo", 12, "cells")
    ([True, True, True, True, False, False, True, True, True, False, True, True], '')
    """
    count = (n + 4) // 5
    digits = body[:count]
    if len(digits) < count or any(ch not in DIGITS for ch in digits):
        raise ValueError(f"The URL's {what} are cut short or garbled")
    return [bool(int(ch, 32) >> (4 - k) & 1) for ch in digits for k in range(5)][:n], body[count:]


def encode_bits(flags: list[bool]) -> str:
    """The digits ``decode_bits`` reads (a last digit padded with zero bits)."""
    return "".join(DIGITS[int("".join("1" if x else "0" for x in flags[k : k + 5]).ljust(5, "0"), 2)]
                   for k in range(0, len(flags), 5))


def regions_of(beside: list[bool], below: list[bool], cols: int, rows: int) -> list[int]:
    """Number the regions the walls make, in the order of their first cell."""
    region = [-1] * (cols * rows)
    count = 0
    for start in range(cols * rows):
        if region[start] >= 0:
            continue
        region[start] = count
        stack = [start]
        while stack:
            i = stack.pop()
            r, c = divmod(i, cols)
            steps = []
            if c + 1 < cols and not beside[r * (cols - 1) + c]:
                steps.append(i + 1)
            if c > 0 and not beside[r * (cols - 1) + c - 1]:
                steps.append(i - 1)
            if r + 1 < rows and not below[r * cols + c]:
                steps.append(i + cols)
            if r > 0 and not below[(r - 1) * cols + c]:
                steps.append(i - cols)
            for j in steps:
                if region[j] < 0:
                    region[j] = count
                    stack.append(j)
        count += 1
    return region


def encode_border(region: list[int], cols: int, rows: int) -> str:
    """The walls between cells of different regions, in pzprjs's code."""
    beside = [region[r * cols + c] != region[r * cols + c + 1] for r in range(rows) for c in range(cols - 1)]
    below = [region[r * cols + c] != region[(r + 1) * cols + c] for r in range(rows - 1) for c in range(cols)]
    return encode_walls(beside, below)


def encode_walls(beside: list[bool], below: list[bool]) -> str:
    """The walls in pzprjs's code (the inverse of ``decode_walls``)."""
    return encode_bits(list(beside)) + encode_bits(list(below))


def top_cells(regions: list[int] | tuple[int, ...], cols: int) -> list[int]:
    """The cell each region's clue stands in: pzprjs's "top" cell, the highest of the region's leftmost column.

    >>> top_cells([0, 0, 1, 0, 1, 1], 3)
    [0, 4]
    """
    tops: dict[int, int] = {}
    for i, x in enumerate(regions):
        if x not in tops or (i % cols, i // cols) < (tops[x] % cols, tops[x] // cols):
            tops[x] = i
    return [tops[x] for x in range(len(tops))]


def walls_from_model(data: dict, w: int, h: int) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """A model's given walls (an ``edges`` layer: ``beside`` and ``below``, 1 or 0, none when left out),
    checked; ValueError with a sentence when they do not fit the grid.

    >>> walls_from_model({"beside": [1, 0]}, 2, 2)
    ((True, False), (False, False))
    """
    found = []
    for key, count in (("beside", (w - 1) * h), ("below", w * (h - 1))):
        given = data.get(key, [0] * count)
        if not isinstance(given, list) or len(given) != count or any(x not in (0, 1) or type(x) is not int for x in given):
            raise ValueError(f"The model's '{key}' walls are {count} values 0 or 1")
        found.append(tuple(x == 1 for x in given))
    return found[0], found[1]
