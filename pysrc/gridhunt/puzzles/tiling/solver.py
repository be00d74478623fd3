"""Tiling solved: each grid is an exact cover of its cells by the pieces' placements."""

from functools import lru_cache
from itertools import islice
from typing import Iterator

from ...search.exact_cover import exact_covers
from . import pieces as pieces_of
from .counts import reason
from .codec import Grid, Puzzle, Solution, Tiling


def tilings(p: Puzzle, g: Grid) -> Iterator[Tiling]:
    """Every tiling of one grid, lazily, from an exact cover: the cells are primary items,
    pieces used exactly once primary too, pieces used at most once secondary."""
    if reason(p, g, 0):  # a cheap count proves there is none: no search (p5:7x10 would run for minutes)
        return
    options, names = [], []
    for piece in p.pieces:
        for shape in piece.shapes:
            for cells in placements(g, shape):
                options.append(cells + ((piece.name,) if piece.count != "*" else ()))
                names.append(piece.name)
    primary = [i for i, ch in enumerate(g.colours) if ch != "."]
    primary += [piece.name for piece in p.pieces if piece.count == "1"]
    secondary = [piece.name for piece in p.pieces if piece.count == "?"]
    for chosen in exact_covers(options, primary, secondary):
        found = []
        for o in chosen:
            cells = tuple(divmod(i, g.cols) for i in options[o] if isinstance(i, int))
            found.append((names[o], cells))
        yield tuple(sorted(found, key=lambda piece: piece[1][0]))


def placements(g: Grid, shape) -> list[tuple[int, ...]]:
    """The cell indices of each place the (r, c, colour or None) shape fits in the grid."""
    height, width, offsets = _layout(shape, g.cols)
    corners = [r0 * g.cols + c0 for r0 in range(g.rows - height + 1) for c0 in range(g.cols - width + 1)]
    colours = g.colours
    for d, colour in offsets:  # keep the corners where this cell of the shape fits
        if colour is None:
            corners = [k for k in corners if colours[k + d] != "."]
        else:
            corners = [k for k in corners if colours[k + d] == colour]
    return [tuple(k + d for d, _ in offsets) for k in corners]


@lru_cache(maxsize=4096)
def _layout(shape, cols: int) -> tuple[int, int, tuple]:
    """A shape's height, width and (index offset, colour) per cell in a grid of ``cols`` columns."""
    height = 1 + max(r for r, _, _ in shape)
    width = 1 + max(c for _, c, _ in shape)
    return height, width, tuple((r * cols + c, colour) for r, c, colour in shape)


class _Replay:
    """A generator whose items are kept, so it can be iterated again from the start."""

    def __init__(self, source: Iterator):
        self.source, self.seen = source, []

    def __iter__(self):
        yield from self.seen
        for item in self.source:
            self.seen.append(item)
            yield item


def solutions(p: Puzzle) -> Iterator[Solution]:
    """Every combination of one tiling per grid; none if some grid has no tiling."""
    sources = [_Replay(tilings(p, g)) for g in p.grids]
    if all(next(iter(source), None) is not None for source in sources):
        yield from _products(sources)


def _products(sources: list[_Replay]) -> Iterator[Solution]:
    """The lazy product (itertools.product would run every search to its end first)."""
    head, rest = sources[0], sources[1:]
    for tiling in head:
        for tail in _products(rest) if rest else [()]:
            yield (tiling, *tail)


def counts(p: Puzzle, limit: int) -> list[int]:
    return [sum(1 for _ in islice(tilings(p, g), limit)) for g in p.grids]


def is_solution(p: Puzzle, solution: Solution) -> bool:
    """Each grid's cells covered once, each piece a legal image of its shape on matching colours,
    multiplicities respected."""
    by_name = {piece.name: piece for piece in p.pieces}
    if len(solution) != len(p.grids):
        return False
    for g, tiling in zip(p.grids, solution):
        seen, used = set(), {}
        for name, cells in tiling:
            piece = by_name.get(name)
            if piece is None or not all(0 <= r < g.rows and 0 <= c < g.cols for r, c in cells):
                return False
            placed = [(r, c, g.colours[r * g.cols + c]) for r, c in cells]
            if not pieces_of.fits(piece, placed) or seen & set(cells):
                return False
            seen |= set(cells)
            used[name] = used.get(name, 0) + 1
        if seen != {divmod(i, g.cols) for i, ch in enumerate(g.colours) if ch != "."}:
            return False
        for piece in p.pieces:
            n = used.get(piece.name, 0)
            if (piece.count == "1" and n != 1) or (piece.count == "?" and n > 1):
                return False
    return True
