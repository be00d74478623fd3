"""Which side of a board its empty band lies on: the rows past its last clue, below, above or beside.

Dominion's and Hotaru Beam's cells and links are proved on the board cut after its last clue's row
(``puzzles/dominion/band.py``, ``puzzles/firefly/band.py``). The band may lie on any side, so each
genre turns its board the four ways (its clues turned with it) and cuts the one where the band is
widest, when it is wide enough to pay.

>>> from collections import namedtuple
>>> Board = namedtuple("Board", "w h clues")
>>> top, bottom = Board(3, 4, (1, None, None) + (None,) * 9), Board(3, 4, (None,) * 9 + (1, None, None))
>>> widest([(top, "as it is"), (bottom, "upside down")], lambda board: board.clues, 2)[1:]
('as it is', 1)
"""

from collections.abc import Callable, Sequence
from typing import TypeVar

Board = TypeVar("Board")


def widest(turned: Sequence[tuple[Board, object]], clues: Callable[[Board], Sequence], least: int):
    """Of the boards turned (each with what the genre keeps of how it was turned), the one whose rows past
    its last clue's row hold the most cells, ``least`` rows at least, as (board, its how, the rows kept up
    to that clue's); None when no board has such a band. A board has ``w`` and ``h``; ``clues(board)``
    its cells' clues row by row, None where there is none."""
    best = None
    for board, how in turned:
        rows = [i // board.w for i, clue in enumerate(clues(board)) if clue is not None]
        if rows and board.h - 1 - max(rows) >= least:
            cells = (board.h - 1 - max(rows)) * board.w
            if best is None or cells > best[0]:
                best = (cells, board, how, max(rows) + 1)
    return None if best is None else best[1:]
