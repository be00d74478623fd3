"""Cheap counts that prove a grid has no tiling, so the answer comes at once instead of after a search.

Two counts, each a necessary condition (sound: a tiling that exists passes both):

- **Cells.** The pieces used exactly once cover a fixed number of cells; each optional piece (``?``)
  adds its size or nothing; pieces used any number of times (``*``) add any multiple of theirs.
  A grid whose cell count no such sum reaches has no tiling (``p5:8x8``: 12 pentominoes cover 60
  cells, the grid has 64).
- **Chessboard colours.** Colour the cells like a chessboard. A piece covers, wherever it lies and
  however it is turned, a fixed difference d between the two colours, once one way and once the
  other (a T tetromino: 3 and 1, so d = 2). The grid's own difference must be a sum of +d or -d
  over the pieces used (``p4`` on a 4x5 rectangle: the T makes 2, the rest 0, the grid 0).
  Checked only without ``*`` pieces, whose copies could be any number.

>>> from .codec import decode
>>> reason(decode("p5:8x8"), decode("p5:8x8").grids[0], 1)
'Grid 1 has 64 cells, but the pieces cover 60 (each used once): no tiling exists'
>>> reason(decode("p4:4x5"), decode("p4:4x5").grids[0], 1)
'Grid 1 cannot be tiled: coloured like a chessboard it has 10 cells of each colour, and no way of laying these pieces covers that mix'
"""

from .codec import Grid, Puzzle


def unsolvable_reason(p: Puzzle) -> str | None:
    """The first grid a count proves untileable, as a sentence, or None when the counts allow it."""
    for number, g in enumerate(p.grids, 1):
        found = reason(p, g, number)
        if found:
            return found
    return None


def reason(p: Puzzle, g: Grid, number: int) -> str | None:
    cells = [divmod(i, g.cols) for i, ch in enumerate(g.colours) if ch != "."]
    once = [len(piece.cells) for piece in p.pieces if piece.count == "1"]
    maybe = [len(piece.cells) for piece in p.pieces if piece.count == "?"]
    many = [len(piece.cells) for piece in p.pieces if piece.count == "*"]
    if len(cells) not in _sums(sum(once), maybe, many, len(cells)):
        if not maybe and not many:
            return f"Grid {number} has {len(cells)} cells, but the pieces cover {sum(once)} (each used once): no tiling exists"
        return (f"Grid {number} has {len(cells)} cells, and no choice of the pieces covers that many "
                f"(those used once cover {sum(once)}): no tiling exists")
    if many:
        return None
    dark = sum(1 for r, c in cells if (r + c) % 2 == 0)
    once_d = [_difference(piece.cells) for piece in p.pieces if piece.count == "1"]
    maybe_d = [_difference(piece.cells) for piece in p.pieces if piece.count == "?"]
    if dark - (len(cells) - dark) not in _signed_sums(once_d, maybe_d):
        mix = (f"{dark} cells of each colour" if 2 * dark == len(cells)
               else f"{dark} cells of one colour and {len(cells) - dark} of the other")
        return (f"Grid {number} cannot be tiled: coloured like a chessboard it has {mix}, "
                "and no way of laying these pieces covers that mix")
    return None


def _sums(base: int, maybe: list[int], many: list[int], limit: int) -> set[int]:
    """Every total up to ``limit``: base, plus a subset of ``maybe``, plus multiples of ``many``."""
    reach = 1 << base if base <= limit else 0
    mask = (1 << (limit + 1)) - 1
    for size in maybe:
        reach |= (reach << size) & mask
    for size in many:
        while True:
            grown = reach | ((reach << size) & mask)
            if grown == reach:
                break
            reach = grown
    return {total for total in range(limit + 1) if reach >> total & 1}


def _difference(shape) -> int:
    """How many more cells of one chessboard colour than the other a piece covers."""
    dark = sum(1 for r, c, _ in shape if (r + c) % 2 == 0)
    return abs(2 * dark - len(shape))


def _signed_sums(once: list[int], maybe: list[int]) -> set[int]:
    totals = {0}
    for d in once:
        totals = {t + d for t in totals} | {t - d for t in totals}
    for d in maybe:
        totals |= {t + d for t in totals} | {t - d for t in totals}
    return totals
