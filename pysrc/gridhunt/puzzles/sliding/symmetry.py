"""Turns and mirrors of the board: every goal hole is solved as the first cell of its class, so one set of tables serves them all.

>>> turn = canonical(4, 4, 15)
>>> turn.hole_goal, turn.board((15, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0))[:2], turn.moves_back("UL")
(0, (15, 1), 'DR')

A turn of the board maps a position to a position, moves to moves and distances
to the same distances. So the solver turns a board whose goal hole is on cell
15 until the hole is on cell 0, solves that, and turns the moves back: the
pattern databases of cell 0's class (the four corners of a 4x4) are built or
fetched once. Rotations are tried before mirrors, so a corner's tables are the
ones the 5-5-5 partition was measured with, only turned.

Boards here are relabelled by goal (``board[p]`` is the goal cell of the tile on
p), so a turn f moves the tile on p to f(p) and its goal to f(board[p]).

Throughout: w width, h height, r row, c column, p a cell, d a direction (U, D, L, R).
"""

from dataclasses import dataclass

DIRECTIONS = "UDLR"
STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


@dataclass(frozen=True)
class Turn:
    """A symmetry of the board: where each cell goes, and each direction."""

    cells: tuple[int, ...]  # cells[p]: the cell p goes to
    directions: dict  # a move in the turned board -> the same move on the board as given
    hole_goal: int  # the goal hole, turned

    def board(self, board: tuple[int, ...]) -> tuple[int, ...]:
        """The relabelled board, turned."""
        turned = [0] * len(board)
        for p, t in enumerate(board):
            turned[self.cells[p]] = self.cells[t]
        return tuple(turned)

    def moves_back(self, moves: str) -> str:
        """Hole moves found on the turned board, as moves on the board as given."""
        return "".join(self.directions[m] for m in moves)


def symmetries(width: int, height: int):
    """Each symmetry of a w x h board as a map of (r, c): rotations first, then mirrors (four, or eight on a square)."""
    w, h = width - 1, height - 1
    maps = [lambda r, c: (r, c), lambda r, c: (h - r, w - c)]
    if width == height:
        maps[1:1] = [lambda r, c: (w - c, r)]  # a quarter turn counter-clockwise
        maps.append(lambda r, c: (c, w - r))  # and clockwise
    maps += [lambda r, c: (r, w - c), lambda r, c: (h - r, c)]
    if width == height:
        maps += [lambda r, c: (c, r), lambda r, c: (w - c, h - r)]
    return maps


def canonical(width: int, height: int, hole_goal: int) -> Turn:
    """The first symmetry that brings the goal hole to the lowest cell it can reach."""
    best = None
    for f in symmetries(width, height):
        cells = tuple(r * width + c for r, c in (f(*divmod(p, width)) for p in range(width * height)))
        if best is None or cells[hole_goal] < best[hole_goal]:
            best, chosen = cells, f
    # a turn is affine, so a step's image is the difference of the images of its two ends
    turned = {}
    for d, (dr, dc) in zip(DIRECTIONS, STEPS):
        (r0, c0), (r1, c1) = chosen(0, 0), chosen(dr, dc)
        turned[DIRECTIONS[STEPS.index((r1 - r0, c1 - c0))]] = d
    return Turn(best, turned, best[hole_goal])
