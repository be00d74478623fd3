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

from .bits import decode_bits, encode_bits


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
    what = "walls between regions"
    across, rest = decode_bits(body, beside, what)
    stacked, rest = decode_bits(rest, below, what)
    return across, stacked, rest


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
    return encode_bits(beside) + encode_bits(below)


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
