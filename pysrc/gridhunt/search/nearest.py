"""A solution's pieces nearest a spot, for ``Problem.loosen``: a genre of pieces frees the k nearest a
variable and holds the rest (Statue Park's packing, ``cell_pieces.Nearest``; Pentominous' tiling).

``relay`` asks of one variable with k = 2, 4, 6, 9 pieces freed, all from the same solution: its pieces are
read once a solution and sorted once a spot, not at every call.

>>> near = NearestPieces(lambda found: [[0], [3], [7]], 8)   # a row of eight: pieces of one cell at 0, 3 and 7
>>> last = {}
>>> near.nearest(last, (5,), 2)                              # 3 is two columns from cell 5, 7 two too: 3 first
[[3], [7]]
>>> near.nearest(last, (5, 6), 1)                            # a spot of two cells: its nearer cell counts
[[7]]
"""

from collections.abc import Callable, Iterable

from .constraints import Model


class NearestPieces:
    """The pieces of a solution (``pieces_of``: a list of cells each, cell i = r * w + c) by their distance to
    a spot (the fewest rows or columns apart, the larger of the two, from any cell of the spot), nearest first;
    ties in ``pieces_of``'s order."""

    def __init__(self, pieces_of: Callable[[Model], list[list[int]]], w: int) -> None:
        self.pieces_of, self.w = pieces_of, w
        self.read: tuple[Model, list[list[int]]] | None = None  # the solution last read and its pieces
        self.sorted: tuple[tuple[int, ...], list[list[int]]] | None = None  # the spot last asked, its pieces in order

    def nearest(self, found: Model, spot: Iterable[int], k: int) -> list[list[int]]:
        """The k pieces of ``found`` nearest the spot (a few cells)."""
        spot = tuple(spot)
        if self.read is None or self.read[0] is not found:  # held here, the solution's id is not reused
            self.read = found, self.pieces_of(found)
            self.sorted = None
        if self.sorted is None or self.sorted[0] != spot:
            w = self.w
            places = [divmod(i, w) for i in spot]
            self.sorted = spot, sorted(self.read[1], key=lambda piece: min(
                max(abs(r - i // w), abs(c - i % w)) for i in piece for r, c in places))
        return self.sorted[1][:k]
