"""Tracks: lay one track of orthogonal steps from the start to the finish, never visiting a cell twice.

Each count says how many cells of its column, or of its row segment (rows may be
split at given columns), the track visits; a blank count says nothing. Given pieces
are part of the track as shown; track cells may lie side by side without joining.
The ends are start and finish cells, or Tatham's stations: A off the left edge of
one row, B below the bottom edge of one column.

Share string: Simon Tatham's game ID, read and written verbatim, e.g.
``8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1``: ``WxH`` (Tatham's options
such as ``dt`` may follow and are kept), ``:``, the cells row by row, where
``a``-``z`` skip 1-26 empty cells and a hex digit is a given piece (sides R=1,
U=2, L=4, D=8), then ``,`` + the w column counts and the h row counts; ``S`` marks
the row of A and the column of B. Extensions for what an ID cannot say:
a count may be ``?`` (unknown); a split row gives its segment counts joined by
``/`` (``4/6``); sections follow, each ``;key=value``: ``split=8`` (columns where
a new segment begins, joined by ``.``), ``start=5.0`` and ``finish=0.15`` (row.col
counted from 0, instead of the S stations) and ``message=ROW/ROW/...`` (the message
grid: letters and digits, ``.`` for blank). ``encode`` writes a plain Tatham ID
whenever the puzzle is one (stations, no split, no ``?``, no message), with runs
written greedily (``z`` first) as Tatham writes them, so his IDs come back verbatim. A Tatham
``WxH#seed`` ID is refused: only the game ID (with ``:``) says which puzzle it is.

>>> p = decode("8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1")
>>> solution_text(p, next(solutions(p)))
'3,0 RDDDRRUUURUUURDDRRDDDDLD'

Solution JSON: the track's cells from the start to the finish as ``[[row, col], ...]``
(row 0 at the top); with stations, the first cell is in column 0 and the last in the
bottom row. ``solution_text`` (the command line) is the start as ``row,col`` and one
letter per step (R, U, L, D). Model (for the widget): ``{"w", "h", "columnCounts": [int|null],
"rowCounts": [[int|null per segment] per row], "splits": [col], "ends": "stations" |
"cells", "start": [r, c], "finish": [r, c], "pieces": [mask per cell, row by row],
"message": [str per row] (or []), "options": str}``.

Requests (``OPERATIONS``): ``count`` ``{limit=100}`` -> ``{paths, cellSets, complete}``;
``message`` ``{limit=100}`` -> ``{solved, lines, same, tab, tablature?, notes?, openStrings?}``
(the message read through the track; ``tab`` when it is six lines of fret numbers);
``generate`` ``{w, h, seed}`` -> ``{share}`` (a new puzzle with a unique track, 4-15 a side).

Glossary: w, h width and height; r row, c column, cell (r, c), i = r * w + c;
a mask holds the sides a piece joins (R=1, U=2, L=4, D=8); a segment is the part
of a row between two splits; a station is an end whose track leaves the grid.

Inside: ``codec`` (types, game ID, model, solution JSON), ``solver`` on the ``engine``,
``render``, ``operations`` and the puzzle ``generator``.
"""

from . import imports  # what users paste, and other tools' forms (gridhunt.paste)
from .codec import (
    DOWN, LEFT, MAX_SIZE, PIECES, RIGHT, UP, decode, encode, from_model, model, solution_from_json, solution_json, solution_text,
)
from .generator import GENERATED_SIDES
from .operations import count_request, generate_request, message_request
from .render import render
from .solver import is_solution, solutions

ID = "tracks"
NAME = "Tracks"
EXAMPLE = (
    "16x6:zzzr,3,3,2,1,4,3,2,3,6,3,4,3,5,2,2,3,4/6,6/6,5/7,4/2,1/2,1/5;split=8;start=5.0;finish=0.15"
    ";message=.4.57.2789.82..2/..5..5...5..63../2533..5...5..82./7.4.6.9.54.34.1./.1.3...1.7.9..4./..86.8.......2.9"
)
EXAMPLES = (
    ("Stairway (MUMS Puzzle Hunt, 16x6, split rows, message)", EXAMPLE),
    ("The Times 1 (Tatham, 8x8)", "8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1"),
    ("The Times 2 (Tatham, 8x8)", "8x8:w6x5mAa,1,3,1,4,6,4,S4,3,3,4,5,2,4,2,S5,1"),
    ("The Times 3 (Tatham, 8x8)", "8x8:gCx5xAf,1,S4,2,5,4,6,2,3,4,2,5,2,S4,4,5,1"),
    ("The Times 4 (Tatham, 8x8)", "8x8:p5fAzkAb,1,6,3,3,3,S6,2,3,5,4,S3,3,5,1,5,1"),
    ("The Times 5 (Tatham, 8x8)", "8x8:zi9d5tAb,1,3,4,5,3,S4,2,4,2,6,2,3,6,S3,3,1"),
    ("The Times 6 (Tatham, 8x8)", "8x8:n5iCfAzAe,2,2,S5,5,3,5,4,5,4,5,2,S5,3,4,5,3"),
)

CONSTANTS = {
    "sides": {"right": RIGHT, "up": UP, "left": LEFT, "down": DOWN},  # the bits of a piece's mask
    "pieces": list(PIECES),  # every mask a given piece may have
    "maxSize": MAX_SIZE,  # largest width and height
    "generatedSides": [GENERATED_SIDES[0], GENERATED_SIDES[-1]],  # the sizes ``generate`` makes
}
OPERATIONS = {"count": count_request, "message": message_request, "generate": generate_request}
