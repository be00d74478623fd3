"""Polyomino shapes for the tiling kind: generation, names and orientations.

A shape is a tuple of cells (r, c) sorted and shifted so its smallest row and
column are 0; a coloured shape carries a colour per cell, ``None`` meaning any.
There are 1, 1, 2, 5, 12, 35 and 108 free polyominoes of sizes 1 to 7.

>>> [len(free_polyominoes(n)) for n in range(1, 7)]
[1, 1, 2, 5, 12, 35]
>>> " ".join(name for name, _ in named_polyominoes(5))
'F I L N P T U V W X Y Z'

Glossary: r row, c column, cell (r, c), n the number of cells.
"""

from functools import cache

Cell = tuple[int, int]
Shape = tuple[Cell, ...]
ColouredShape = tuple[tuple[int, int, str | None], ...]

MAX_SIZE = 7
# The usual letter names, matched to generated shapes by a drawing of each.
LETTER_DRAWINGS = {
    2: {"D2": ["xx"]},
    3: {"I3": ["xxx"], "L3": ["xx", "x."]},
    4: {"I4": ["xxxx"], "O4": ["xx", "xx"], "T4": ["xxx", ".x."], "S4": [".xx", "xx."], "L4": ["xxx", "x.."]},
    5: {
        "F": [".xx", "xx.", ".x."], "I": ["xxxxx"], "L": ["xxxx", "x..."], "N": ["xx..", ".xxx"],
        "P": ["xx", "xx", "x."], "T": ["xxx", ".x.", ".x."], "U": ["x.x", "xxx"], "V": ["x..", "x..", "xxx"],
        "W": ["x..", "xx.", ".xx"], "X": [".x.", "xxx", ".x."], "Y": ["xxxx", ".x.."], "Z": ["xx.", ".x.", ".xx"],
    },
}


def normalised(cells) -> Shape:
    """The cells shifted to row 0 and column 0, sorted."""
    r0 = min(r for r, c in cells)
    c0 = min(c for r, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def transforms(rotations: bool, reflections: bool):
    """The maps (r, c) -> (r', c') allowed: identity, the quarter turns, and their mirrors."""
    turns = [lambda r, c: (r, c), lambda r, c: (c, -r), lambda r, c: (-r, -c), lambda r, c: (-c, r)]
    chosen = turns if rotations else turns[:1]
    if reflections:
        chosen = chosen + [lambda r, c, t=t: t(r, -c) for t in chosen]
    return chosen


def orientations(shape: ColouredShape, rotations: bool, reflections: bool) -> list[ColouredShape]:
    """The distinct placements at the origin of a coloured shape under the allowed maps."""
    found = {}
    for move in transforms(rotations, reflections):
        moved = [(*move(r, c), colour) for r, c, colour in shape]
        r0 = min(r for r, _, _ in moved)
        c0 = min(c for _, c, _ in moved)
        key = tuple(sorted((r - r0, c - c0, colour) for r, c, colour in moved))
        found.setdefault(str(key), key)
    return list(found.values())


def canonical(shape: Shape) -> Shape:
    """The least of a shape's eight images: one representative per free polyomino."""
    return min(normalised([move(r, c) for r, c in shape]) for move in transforms(True, True))


@cache
def free_polyominoes(n: int) -> tuple[Shape, ...]:
    """Every free polyomino of n cells, grown cell by cell from the smaller ones."""
    if n == 1:
        return (((0, 0),),)
    grown = set()
    for shape in free_polyominoes(n - 1):
        cells = set(shape)
        for r, c in shape:
            for cell in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if cell not in cells:
                    grown.add(canonical(shape + (cell,)))
    return tuple(sorted(grown))


@cache
def named_polyominoes(n: int) -> tuple[tuple[str, Shape], ...]:
    """The free n-ominoes with names: letters up to size 5 (sorted by name), else "6.1", "6.2", ..."""
    if n == 1:
        return (("M1", ((0, 0),)),)
    if n in LETTER_DRAWINGS:
        named = []
        for name, rows in LETTER_DRAWINGS[n].items():
            cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "x"]
            named.append((name, normalised(cells)))
        return tuple(sorted(named))
    return tuple((f"{n}.{k + 1}", shape) for k, shape in enumerate(free_polyominoes(n)))
