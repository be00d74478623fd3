"""Puzzles as people paste them, shared by the unit, command-line and page tests of the import layer."""

# the worked example of ../shared/examples as an .ss file draws it
SS_PICTURE = """*-----------*
|..4|..6|.79|
|...|...|6.2|
|.56|.92|3..|
|---+---+---|
|.78|.61|.3.|
|5.9|...|4.6|
|.2.|54.|89.|
|---+---+---|
|..7|41.|92.|
|1.5|...|...|
|84.|6..|1..|
*-----------*
"""

# the same, drawn with box-drawing characters and spaces for blanks, as forums post it
BOX_DRAWING = """┌───────┬───────┬───────┐
│     4 │     6 │   7 9 │
│       │       │ 6   2 │
│   5 6 │   9 2 │ 3     │
├───────┼───────┼───────┤
│   7 8 │   6 1 │   3   │
│ 5   9 │       │ 4   6 │
│   2   │ 5 4   │ 8 9   │
├───────┼───────┼───────┤
│     7 │ 4 1   │ 9 2   │
│ 1   5 │       │       │
│ 8 4   │ 6     │ 1     │
└───────┴───────┴───────┘"""

# a two-gate maze in the maze page's documented picture form
MAZE_PICTURE = """colours: R=red B=blue
rule: R B
columns: ABC
+-+-+-+
|S|  E|
+R+B+-+
|   | |
+-+-+-+
"""
