"""Hotaru Beam's links certain whatever the rows past the last firefly hold, proved on the board cut there.

The rows below a board's last firefly (or above its first, or the columns beside) hold none, and the
search proves a link certain only once it has tried the long lines' ways round through them: a cut-short
13x13 whose last 7 rows are empty spent 6,074 conflicts (3.1 s), nearly all of them so (as Dominion's boards
did: ``puzzles/dominion/band.py``). Cut there, the board proves the 147 links of the rows kept in 353
conflicts; given first, they leave its first answer 9 conflicts (822 before) and the whole request 1,588 (0.9 s).

Whatever an answer draws in those rows, the rest of the board sees of it only which links go down into
them and which two of those one line joins there. No firefly lies there, so each line that goes down comes
back up elsewhere (no line closes on itself there: the network is connected); two such stretches never
cross (one, with the line under the row kept, closes off the cells between from the rest of the rows
below); and each, entering downward and leaving upward, turns there an even number of times, two or more.
So the board cut after its last firefly's row, with one row more whose cells stand for those rows (drawn
only by their links up and by a join between any two of them: ``rules.Links.joins``; no two crossing,
a < c < b < d; a numbered firefly's beams spending 2, 4, ... turns at a join: ``beams``), has among its
answers every answer's rows kept and links down from the last: a link it proves certain is certain. (Unlike
Dominion's, these are added before the first answer: they hold in every answer there is, and the first answer
too was a search through the empty rows.)

>>> from ...puzzlink.numbers import QUESTION
>>> from .rules import problem
>>> puzzle = Puzzle(3, 5, ((2, 2), None, (0, QUESTION)) + (None,) * 12)  # a dot down, 2 turns; 4 empty rows
>>> p, links = problem(puzzle)
>>> settle(puzzle, p, links, lambda board: problem(board, band=True))
>>> [p.solver.fails(-v) for v in (links.down[0][0], links.down[0][2])]   # down from the dot, back up: proved
[True, True]

Glossary: w, h the board's width and height; cell i = r * w + c; the band is the rows without a firefly past
the last one that has one; a join, of two cells of the row standing for the band, a stretch of a line there.
"""

from collections.abc import Callable

from ...puzzlink import bands
from ...puzzlink.arrows import STEPS
from .codec import Puzzle

LEAST = 3  # rows a band must have to be cut off: with fewer the cut board is as large, and its proofs as long
ARROW = {step: arrow for arrow, step in STEPS.items()}


def turned(puzzle: Puzzle) -> list[tuple[Puzzle, list[int]]]:
    """The board as it is, upside down, and turned either way on its side (the rows past its last firefly are
    those below, above, to the right and to the left), each with the cell each of its cells is, its fireflies'
    dots turned with it."""
    w, h = puzzle.w, puzzle.h
    out = []
    # each: the turned board's size, the cell (r, c) of it is, and a step (dr, dc) on the board as a step on it
    for ww, hh, where, step in ((w, h, lambda r, c: r * w + c, lambda dr, dc: (dr, dc)),
                                (w, h, lambda r, c: (h - 1 - r) * w + c, lambda dr, dc: (-dr, dc)),
                                (h, w, lambda r, c: c * w + r, lambda dr, dc: (dc, dr)),
                                (h, w, lambda r, c: c * w + w - 1 - r, lambda dr, dc: (-dc, dr))):
        back = [where(r, c) for r in range(hh) for c in range(ww)]
        fireflies = []
        for i in back:
            firefly = puzzle.fireflies[i]
            if firefly is not None and firefly[0]:
                firefly = (ARROW[step(*STEPS[firefly[0]])], firefly[1])
            fireflies.append(firefly)
        out.append((Puzzle(ww, hh, tuple(fireflies)), back))
    return out


def cut(board: Puzzle, rows: int) -> Puzzle:
    """The board's first ``rows`` rows and a row more, empty, standing for those cut off."""
    return Puzzle(board.w, rows + 1, board.fireflies[: board.w * rows] + (None,) * board.w)


def settle(puzzle: Puzzle, p, links, build: Callable[[Puzzle], tuple | None]) -> None:
    """The links certain on the board cut after its last firefly (on the side with the widest band of rows
    without one, of ``LEAST`` rows at least), added to ``p`` as clauses; the empty clause when the cut board
    has no answer. ``links``: p's ``rules.Links``; ``build``: a board's problem and links with its last row
    standing for rows cut off (``rules.problem(board, band=True)``, passed in: rules calls this), None when a
    numbered firefly's beams there are too many to list; then nothing is added."""
    certain = certain_cells(puzzle, build)
    if certain is None:  # the cut board has no answer, so the whole board has none
        p.clause([])
        return
    for i, j, x in certain:
        u = links.between(i, j)
        p.clause([u if x else -u])


# The last board's links proved (a board, its links as ``certain_cells`` gives them): the page's Solve asks a
# count and then ``certain`` of one board, each on a problem of its own, and the proof is the same for both
# (twice 0.35 s on the cut-short 13x13).
last_settled: list = [None, ()]


def certain_cells(puzzle: Puzzle, build: Callable[[Puzzle], tuple | None]) -> list[tuple[int, int, bool]] | None:
    """The links the cut board proves certain, as (cell, cell, drawn) of the board; None when the cut board has
    no answer; none when it has no band to cut or ``build`` lists none. Kept for the next ask of the same board;
    a proof cut short by the time budget (``OutOfTime``, raised through) is not kept."""
    if last_settled[0] == puzzle:
        return last_settled[1]
    found = bands.widest(turned(puzzle), lambda board: board.fireflies, LEAST)
    certain: list[tuple[int, int, bool]] | None = []
    if found is not None:
        board, back, rows = found
        built = build(cut(board, rows))
        if built is not None:
            q, kept = built
            w = board.w
            pairs = [(i, j) for i in range(w * rows) for j in (i + 1, i + w) if j < w * (rows + 1) and (j == i + w or j % w)]
            shown = {kept.between(i, j): (i, j) for i, j in pairs}
            same = q.certain(list(shown))
            certain = None if same is None else [(back[shown[v][0]], back[shown[v][1]], x) for v, x in same.items()]
    last_settled[:] = [puzzle, certain]
    return certain
