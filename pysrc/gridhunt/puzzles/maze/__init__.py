"""Colour-gated maze: walk from a start to a goal, taking gates in a cycle of colours.

Between neighbouring cells there is a wall, an open passage (always free) or a
gate of a colour. The rule is a cycle of colours, written from the first gate's
colour: ``R B G`` means red, then blue, then green, then red again; gates of other
colours are shut. A walk never revisits a cell and ends at the first goal it
reaches. Crossing a gate reads a letter: by default a gate crossed vertically reads
its column's letter (A, B, ...) and one crossed sideways its row's (none), unless
the gate carries its own; the message is the letters in walk order.

Share string: ``WxH:COLOURS:RULE:CELLS:RIGHT:DOWN`` then optional ``:c=``, ``:r=``,
``:l=`` sections, e.g. ``3x2:Rred,Bblue:RB:s.g.3:_.._:RB_``. COLOURS is
``SYMBOLname`` items (symbol one capital letter, name lower case) joined by commas;
RULE the symbols of the cycle; CELLS one character per cell row by row (``.``
inside, ``x`` outside, ``s`` start, ``g`` goal); RIGHT the edge right of each cell
not in the last column, row by row; DOWN the edge below each cell not in the last
row (``_`` wall, ``.`` open, a symbol a gate). Any character may be followed by a
count of repeats (``_12`` is twelve walls). ``c=`` gives W column letters and
``r=`` H row letters (``.`` for none; defaults A-Z and none); ``l=`` one entry per
gate in RIGHT-then-DOWN order, ``*`` keeping the default, ``.`` for silent, or a
letter. A plain-text picture is read too (see ``picture``).

Solution JSON: ``{"walk": [[row, col], ...], "message": "REDBLUE..."}``, rows
counted from the top, the walk's start first and its goal last.

Model (the editor's JSON): ``{"width", "height", "outside": [[r, c]...],
"starts", "goals", "right": H lists of W-1 edges, "down": H-1 lists of W edges,
"colours": [{"symbol": "R", "name": "red"}...], "rule": [colour index...],
"columnLetters": W strings, "rowLetters": H strings, "labels": [{"side":
"right"|"down", "row", "col", "letter"}]}``; an edge is 0 wall, 1 open, 2 + i a
gate of colour i; a letter is one of A-Z, a-z or "" for none. Edges beside an
outside cell become walls; labels on edges that are not gates are dropped.

>>> p = decode("3x2:Rred,Bblue:RB:s.g.3:_.._:RB_")
>>> [solution_text(p, w) for w in solutions(p)]
['AB: (1,1) down right up right']

Throughout: w width, h height, r row (0 at the top), c column, i = r * w + c a
cell, an edge code as above, k a colour index, s a state of the search engine.

Inside: ``codec`` (types, share string, model, solution JSON), ``picture`` (the
plain-text picture both ways), ``solver`` (on ``search.cyclewalks``) and ``render``.
"""

from . import imports  # what users paste, and other tools' forms (gridhunt.paste)
from .codec import LETTERS, MAX_SIDE, decode, encode, from_model, model, solution_from_json, solution_json, solution_text
from .picture import OPEN, WALL
from .render import render
from .solver import is_solution, shortest, solutions

ID = "maze"
NAME = "Colour-gated maze"
CAT_WALK = (  # MUMS Puzzle Hunt 2012, "Cat Walk": cells, then the right and down edges
    ":x4gxxgx3gx5gxgxgxxgx.506ss.12"
    ":_25.5_.13_.24_.20_.5G.10R.9G.10G.11R.5B.10_.12G.13Y.7_.8G.18_.8R.10R.11G.13_.20R.8G.7R.46R.18_.8B.34_.7_.11"
    "_.8_.7R.11_.13B.18B.15_.12"
    ":_4B__Y_3G_5R_B_B__R_3G_Y_3B_5R_4YG_YR_BY_3R_6B__G_3B_RY__B_6B_9YBY_BRG_GY_YG_RG_B_6Y_4YBRG_3BBGY_Y_5B_7G__Y"
    "__R_3R_YB__B__Y_R_5R_Y_8G_9R__YB_4Y__BY_4Y_R_10B__Y_5Y_5G__R_Y_6G_3Y_YGB_Y__B_9BY_10B_3Y_B_4Y_3R_3B_Y_YR_G_10G"
    "_4Y_10Y__G_5B_8G_3GY_12B_5YB__GY_4Y_5RY__G_8R_3YG_5B_6Y_4Y_3YGB__Y_3R_6Y_3GY_3B_3G__Y_6G_3B_4R_3YGBR_4G_5R_4Y"
    "_G_3YB_"
)
EXAMPLES = (
    ("Cat Walk, pass 1: grey gates only (26x21)", "26x21:Ygray,Rred,Bblue,Ggreen:Y" + CAT_WALK),
    ("Cat Walk, pass 2: red, blue, green, red... (26x21)", "26x21:Ygray,Rred,Bblue,Ggreen:RBG" + CAT_WALK),
    ("Two gates (3x2)", "3x2:Rred,Bblue:RB:s.g.3:_.._:RB_"),
    ("Red, red, blue (10x8)", "10x8:Rred,Bblue:RRB:.6g.63s..s.3s..:.B._._.BRBRB__._3B_._..__.__.BR__BR_R._._..__.4R._._.R_._.._R._._RBR.:.__.3B..R._.3__..R_.__._.B__.._._R.__.._4.RRB.B._._4..B_.RR..__."),
)

CONSTANTS = {
    "edges": {"wall": WALL, "open": OPEN, "firstGate": OPEN + 1},  # edge codes; firstGate + k is colour k's gate
    "maxSide": MAX_SIDE,  # largest width and height
    "letters": LETTERS,  # the letters a gate may read
    "defaultColumnLetters": LETTERS[:26],  # column c reads LETTERS[c] by default (none beyond Z)
}
OPERATIONS = {"shortest": shortest}
