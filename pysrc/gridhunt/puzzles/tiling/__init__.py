"""Strip and polyomino tiling: cover every cell of each grid with pieces from one piece set.

Cells have colours (lowercase letters; ``.`` is a hole, not to be covered) and may carry
letters. A piece lies anywhere it fits, turned and mirrored as its set entry allows; a
coloured piece must match the colours under it. Each piece is used exactly once, at most
once, or any number of times. A puzzle is a batch of grids tiled by the same piece set.

Share string: ``PIECES:GRID:GRID...``. PIECES is a comma list of entries:
``s2-3`` every distinct strip (1 x k, a strip equals its reversal) of lengths 2..3 over the
batch's colours; ``p5`` the free pentominoes (``p4`` tetrominoes, ``p1-7`` any sizes 1..7);
``(bw/X.)`` one custom piece, rows split by ``/``, a colour to match, ``X`` any colour,
``.`` no cell. An entry may end in ``r`` (turns only, no mirror images) or ``f`` (fixed as
drawn), then ``?`` (at most once) or ``*`` (any number); plain means exactly once.
A GRID is its rows split by ``/`` (or ``6x10`` for a plain rectangle of colour ``o``),
optionally ``=`` and letter rows (``.`` no letter), or ``=`` and one letter that labels
every cell (so a grid can stand for one letter of a message). Text of several lines is read too: an
optional ``pieces: ...`` line, then grids as rows separated by blank lines, each row
optionally followed by a space and its letters (pieces default to ``s2-3,s1?``).
Example: ``s2-3,s1?:bwwbb/bwwbw/wbwbw/bwbbb/bwbww=O:wbbww/...=N:...`` (the worked
example's 25 grids, each labelled with its letter of the message, take 808 characters); the 26th grid with letters is
``s2-3,s1?:wwbbw/wbwbb/bbbww/bbwbb/bwwww=SURAB/ICKDO/MISEG/NSRTE/OPERL``.

>>> p = decode("s2:ggrg/yyrr/yygr")   # the six two-colour dominoes over g, r, y
>>> solution_text(p, next(solutions(p)))
'aabb/cdde/cffe'
>>> print(render(decode("p5?:1x5:5x1"), next(solutions(decode("p5?:1x5:5x1")))), end="")
Grid 1
 _ _ _ _ _
|_ _ _ _ _|  ooooo
<BLANKLINE>
Grid 2
 _
| |  o
| |  o
| |  o
| |  o
|_|  o

A Solution holds one tiling per grid; ``solutions`` yields every combination, the last
grid's tilings varying fastest, so its count is the product of the grids' counts (use the
``count`` operation for counts per grid). Solution JSON: one list per grid of
``{"piece": name, "cells": [[r, c], ...]}``, pieces in reading order of their first cell.
Piece names: strips by their colours (``bwb``), pentominoes F I L N P T U V W X Y Z,
smaller ones I4 O4 T4 S4 L4 I3 L3 D2 M1, larger ``6.1``..., custom ones by their drawing.

Model: ``{"pieces": text, "pieceList": [{"name", "cells": [[r, c]...], "colours": [c or
""...], "count": "1"|"?"|"*", "orientations": n}], "grids": [{"rows", "cols", "colours":
[row strings], "letters": [row strings] or []}]}``; ``from_model`` reads pieces and grids.
Operations ``count`` and ``extract`` (per grid counts, tilings, selected letters, the
grid built from the selections) are described in ``extract``.

Glossary: r row, c column, i = r * cols + c a cell index, a tiling is a tuple of
(piece name, cells) and a Solution a tuple of tilings.

Inside: ``codec`` (types, share string, model, solution JSON), ``pieces`` and
``polyominoes`` (the piece sets), ``solver``, ``render``, and ``extract`` (the operations).
"""

from . import imports  # what users paste, and other tools' forms (gridhunt.paste)
from .codec import (
    DEFAULT_PIECES, MAX_GRIDS, MAX_SIDE, decode, encode, from_model, model, solution_from_json, solution_json, solution_text,
)
from .counts import unsolvable_reason
from .extract import count, extract
from .render import render
from .solver import is_solution, solutions

ID = "tiling"
NAME = "Strip and polyomino tiling"
EXAMPLES = (
    (
        "Black and White: 25 grids (MUMS 2010)",
        "s2-3,s1?:bwwbb/bwwbw/wbwbw/bwbbb/bwbww=O:wbbww/wwbbb/wbwbw/bwbwb/bwbwb=N:bbwbb/wwbbw/bbbww/bbwww/wwwbw=E:bbbwb/wwbbw/bwwwb/wbwbb/wwbbw=M:wwwwb/bwwbb/bbwbb/bbbbw/wwwwb=O:bwbww/wwwbw/bbbbb/bwwbw/wbwwb=R:wbbww/bbbbw/wbbbw/wwbbw/wbwww=E:bbwwb/bwbwb/bwbww/wwwbb/wbbww=G:bbwbb/bwwwb/wbbww/wwbww/bbbww=R:bwwww/bwbww/wbbwb/wbbbb/wwbbb=I:bbbww/wwbbb/wwbbw/bbbbb/wwwww=D:wwbwb/wwbwb/wwwwb/wwbwb/bbbbb=U:wwbwb/bwbbw/bwbwb/wwwbb/bwbwb=S:wwbbw/wwbbb/wwbbb/wbwbb/wbwwb=E:bbwbw/bbbww/bbbww/wwbww/wwbbw=B:bwbwb/bwwww/bbbbb/wbwww/wbwbw=L:bwbbb/bbbwb/bbbbw/wwwww/wwwwb=A:wbwwb/bbbwb/bwwwb/bwwbb/wbbww=C:bbbbw/bwwbw/bwbwb/wbwww/bwwbw=K:wwbwb/wbbbb/wwwwb/bbwbw/wbbwb=S:wwbww/bbwwb/wbbww/bbwbw/bbbwb=T:bwbww/bwbbb/bwwwb/wbbbw/wwbbw=R:bbbwb/wbwbb/bbwww/wwbwb/wbwww=I:wwbbb/bbbbb/bwwww/wwwww/bwwbb=P:wwbbb/bwbww/bbbbw/bbbww/wwwww=S",
    ),
    ("Three-colour dominoes (3x4)", "s2:ggrg/yyrr/yygr"),
    ("Tetrominoes in a holed 5x5", "p4:oooo./oo.oo/o.ooo/oo..o/ooooo"),
    ("Black and White: the 26th grid", "s2-3,s1?:wwbbw/wbwbb/bbbww/bbwbb/bwwww=SURAB/ICKDO/MISEG/NSRTE/OPERL"),
)

CONSTANTS = {
    "defaultPieces": DEFAULT_PIECES,  # the piece set of pasted grids that name none
    "maxSide": MAX_SIDE,  # largest width and height of a grid
    "maxGrids": MAX_GRIDS,  # most grids in one puzzle
}
OPERATIONS = {"count": count, "extract": extract}
