"""Sliding tiles: a W x H board of numbered tiles and one hole; a move slides a tile beside the hole into it.

Turn the start into the goal in as few moves as possible. Only half of all
arrangements can be reached from a given one (each move keeps the parity of
the permutation plus the hole's distance), so an unreachable goal is reported
at once with the reason, never searched.

Share string: ``WxH:`` + the W*H labels row by row, comma-separated, ``0`` the
hole; optionally ``/`` + the goal in the same form (the ``WxH:`` may be left
out there). Without a goal it is ``1, 2, ..., N-1`` then the hole. Sizes run
from 2x2 to 10x10, rectangles too. The shared example, ``3x3:1,2,3,4,5,6,7,8,0/2,1,5,7,4,6,3,8,0``.
Also read: the original notation, a digit string whose highest digit is the
hole, optionally ``/`` + a goal (``012345678/104635278``; tile d becomes d+1),
and Korf's lines, N*N numbers separated by spaces with the goal ``0 1 ... N-1``
(hole first); a trailing published length on such a line is ignored.

>>> p = decode("012345678/104635278")
>>> solution_text(p, next(solutions(p)))[:22]
'20 moves, shortest: 6 '

Solution JSON: ``{"moves": [tile labels moved, in order], "hole_moves": "UDLR..."
(where the hole goes: U up, D down, L left, R right), "length": n, "optimal": true
when proven shortest}``. ``solutions`` yields every shortest solution for boards
of up to 16 cells (IDA*, :mod:`gridhunt.puzzles.sliding.optimal`) and, for
larger boards, one quick solution marked ``"optimal": false``
(:mod:`gridhunt.puzzles.sliding.fast`).

Model: ``{"width", "height", "start": [labels], "goal": [labels]}``, labels row
by row with 0 for the hole.

Operations (``OPERATIONS``, each request also carries ``puzzle``):

- ``solve_tiles`` ``{mode: "optimal" | "fast"}`` -> ``{status: "solved" | "unsolvable",
  moves, hole_moves, length, optimal, nodes}`` (``nodes`` expanded by IDA*, null in
  fast mode) plus ``reason`` when unsolvable. Optimal runs until done: IDA* with
  pattern databases up to 16 cells, with Manhattan distance beyond (may take hours).
  In the page's worker, when the tables of a shipped shape are not there yet, the reply
  is ``{status: "fetch", fetch: [names]}`` instead: the worker fetches those files
  and asks again (:mod:`gridhunt.puzzles.sliding.tables`).
  Fast always answers quickly (a 10x10 in about a second natively) and is not proven
  shortest; up to 25 cells a beam search makes it short (a 24-puzzle in 2-3 s natively,
  about 1.14 times the shortest length).
- ``scramble`` ``{w?, h?, seed?}`` -> ``{share, model}``: a random start from which
  the goal is reachable (the puzzle's goal when the size is the same, else the
  default one); ``seed`` (number or text) makes it repeatable.
- ``parity`` ``{}`` -> ``{reachable, reason}``: the parity verdict and its sentence.

Throughout: w width, h height, n = w*h cells, p a cell (r * w + c), a label is
what a tile shows (0 the hole), and the engines see a board relabelled by goal:
each cell holds the goal cell of its tile.

Inside: ``codec`` (types, share string and other notations, model, solution JSON),
``solver`` (parity, then ``optimal`` or ``fast``, which runs ``beam`` up to 25 cells),
``render`` and ``operations``; ``tables`` (the pattern databases: built, or
fetched on the site) and ``symmetry`` (turning a goal onto its class's tables).
"""

from . import imports  # what users paste, and other tools' forms (gridhunt.paste)
from .codec import MOVES, SIZES, decode, encode, from_model, model, solution_from_json, solution_json, solution_text
from .operations import parity, scramble, solve_tiles
from .render import render
from .solver import OPTIMAL_CELLS, is_solution, solutions, unsolvable_reason
from .tables import SHIPPED_SHAPES, SLOW_TABLE_CELLS

ID = "sliding"
NAME = "Sliding tiles"
EXAMPLES = (
    ("Worked example (3x3, 20 moves)", "3x3:1,2,3,4,5,6,7,8,0/2,1,5,7,4,6,3,8,0"),
    ("Eight puzzle, 31 moves (one of the two hardest)", "3x3:8,6,7,2,5,4,3,0,1"),
    ("2x4", "2x4:7,5,3,0,4,2,6,1"),
    ("Fifteen puzzle (Korf #9, 46 moves)", "4x4:3,14,9,11,5,4,8,2,13,12,6,7,10,1,15,0/0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"),
    ("5x5 (quick solution)", "5x5:14,20,6,23,24,17,8,0,10,7,16,1,19,9,15,22,12,4,18,3,2,21,13,5,11"),
)

CONSTANTS = {
    "sizes": [SIZES[0], SIZES[-1]],  # smallest and largest width and height
    "optimalCells": OPTIMAL_CELLS,  # boards of up to this many cells are always solved shortest
    "slowTableCells": SLOW_TABLE_CELLS,  # above this, the page warns that the first optimal solve builds tables
    "shippedShapes": [list(shape) for shape in SHIPPED_SHAPES],  # ... unless the site ships them: fetched instead
    "moves": {m: list(step) for m, step in MOVES.items()},  # the hole's moves as [row, column] steps
}
OPERATIONS = {"solve_tiles": solve_tiles, "scramble": scramble, "parity": parity}
