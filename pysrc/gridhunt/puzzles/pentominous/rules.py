"""Pentominous' rules as constraints, and an independent check of an answer.

A variable per cell and letter, "this cell's pentomino is that letter", one true a cell; two cells side
by side are in one pentomino just when they hold one letter (two pentominoes of one shape never touch),
so a wall stands between them just when their letters differ. Each letter's cells joined side by side
are a pentomino of its shape (``search/lettered.py``, a checker that follows the search: the placements
that cross no given wall and cover no clue of another letter, each ruled out by one literal). An area
the drawn walls close off holds a multiple of five cells (``walls.sized_holes``, a checker).
"""

from collections.abc import Iterator

from ...puzzlink import cells, pieces, walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from ...search.lettered import add_lettered
from ...search.nearest import NearestPieces
from ...search.shapes import canonical, placements
from .codec import EMPTY, LETTERS, QUESTION, Puzzle


def problem(puzzle: Puzzle) -> WallVars:
    w, h = puzzle.w, puzzle.h
    unused = puzzle.unused
    allowed = set(range(w * h)) - unused
    p = Problem()
    # holds[i][k]: cell i's letter is k. Made before the walls, and leaning true, the search decides letters cell
    # by cell (ties go to the lower variable), laying pentominoes row by row; deciding walls first, none drawn,
    # it made one large piece after another: an empty 15x15's first answer took 916 conflicts (1.8 s), now 92.
    holds = [[0] * len(LETTERS) if i in unused else p.new_vars(len(LETTERS)) for i in range(w * h)]
    for options in holds:
        for v in options:
            if v:
                p.solver.phase[v] = 1
    # A board of 200 cells or more is built from its top left corner, cell by cell along the diagonals (a
    # staircase frontier, into whose steps pentominoes fit), in that order until a first answer: by activity, the
    # search left last rows it could not fill (an empty 20x20: none in 3,000 conflicts; now 68). Smaller boards
    # find theirs by activity in a few hundred conflicts, and their sharing phase was slower after the built
    # answer (the 10x10s of the paste bench, 12.9 -> 23.4 s together).
    if len(allowed) >= 200:
        p.solver.decide_first([v for i in sorted(allowed, key=lambda i: (i // w + i % w, i)) for v in holds[i]])
    found = WallVars(p, w, h)
    # certain's leaning question decides the walls still alike first (search/constraints.py): the 10x10s
    # of the paste bench that took 2-8 s, 23.5 s together and 184 questions -> 16.9 s and 90.
    p.flips_first = True
    for i in sorted(allowed):
        p.exactly(holds[i], 1)
        if puzzle.clues[i] not in (None, QUESTION):
            p.clause([holds[i][puzzle.clues[i]]])
    for i, j, wall in found.pairs():
        if i in unused or j in unused or puzzle.walled(i, j):
            p.clause([wall])
        if i in unused or j in unused:
            continue
        for a, b in zip(holds[i], holds[j]):  # a wall just where the letters differ
            p.clause([-wall, -a, -b])
            p.clause([wall, -a, b])
            p.clause([wall, a, -b])
    laid: list[list[tuple[int, ...]]] = []
    for k, code in enumerate(pieces.PENTOMINOES):
        laid.append([])
        for spot in placements(pieces.cells_of(code), w, h, allowed):
            if any(puzzle.clues[i] not in (None, QUESTION, k) for i in spot):
                continue
            inside = set(spot)
            if any(puzzle.walled(i, j) for i in spot for j in (i + 1, i + w) if j in inside and (j == i + w or j % w)):
                continue
            laid[k].append(spot)
    add_lettered(p, holds, laid, [[j for j in cells.neighbours(i, w, h) if j not in unused] for i in range(w * h)])
    walls.sized_holes(p, 5, found, unused)
    p.loosen = loosened(found, holds, allowed, w)
    return found


def loosened(found: WallVars, holds: list[list[int]], allowed: set[int], w: int):
    """``Problem.loosen``: the letters of a solution held but in its k pentominoes nearest a wall (by rows or
    columns apart, the larger), on a board of 200 cells or more while those are at most a quarter of it (else
    none: the whole board's question again). A 10x10 asks none: its questions so held mostly had no other
    tiling (the paste bench's eight sparse and cut-short 10x10s 12.9 -> 16.8 s together).

    On an empty board, a wall alike in the first answers and their images is flipped by re-tiling a few
    pentominoes about it: asked of the whole board (200 conflicts) the questions gave up, the search wandering
    away from the last answer (an empty 20x20: 82 questions, 78 gave up, 104 s); with the letters held around,
    a question takes a few conflicts. Holding the walls instead left the letters of every piece to decide.
    """
    ends = {wall: (i, j) for i, j, wall in found.pairs()}
    h, unused = len(holds) // w, frozenset(range(len(holds))) - allowed
    rooms = NearestPieces(lambda last: walls.pieces_of(found.walls(last), w, h, unused) or [], w)

    def held(last: dict[int, bool], wall: int, k: int) -> list[int]:
        if len(allowed) < 200 or 4 * 5 * k > len(allowed):
            return []
        free = {i for room in rooms.nearest(last, ends[wall], k) for i in room}
        return [v for i in allowed - free for v in holds[i] if last[v]]
    return held


def solutions(puzzle: Puzzle) -> Iterator[Walls]:
    return problem(puzzle).solutions()


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the answer is unique and, when not, the walls alike in every solution (``?`` the others).
    A mirror image or turn of the board that leaves its clues, given walls and blanked cells in place
    takes each solution to another (a letter names a shape however turned): its images are solutions."""
    return problem(puzzle).certain(symmetries(puzzle))


def symmetries(puzzle: Puzzle) -> list[list[int]]:
    """The grid's symmetries (``cells.symmetries``) that take the puzzle onto itself."""
    w, h = puzzle.w, puzzle.h
    return [move for move in cells.symmetries(w, h)
            if all(puzzle.clues[move[i]] == x for i, x in enumerate(puzzle.clues))
            and all(puzzle.walled(min(move[i], move[j]), max(move[i], move[j])) == puzzle.walled(i, j) for i, j in cells.links(w, h))]


def is_solution(puzzle: Puzzle, found: Walls) -> bool:
    """Every room a pentomino, each letter its room's shape, every given wall drawn, and no two rooms
    of one shape side by side."""
    w, h = puzzle.w, puzzle.h
    rooms = walls.pieces_of(found, w, h, puzzle.unused)
    if rooms is None or any(len(room) != 5 for room in rooms):
        return False
    shapes = {canonical(pieces.cells_of(code)): k for k, code in enumerate(pieces.PENTOMINOES)}
    letter, room_of = {}, {}
    for n, room in enumerate(rooms):
        k = shapes[canonical(divmod(i, w) for i in room)]  # five cells joined: always one of the twelve
        for i in room:
            letter[i], room_of[i] = k, n
    for i, x in enumerate(puzzle.clues):
        if x is not None and x not in (QUESTION, EMPTY) and letter[i] != x:
            return False
    for i, j in cells.links(w, h):
        if i in letter and j in letter:
            apart = room_of[i] != room_of[j]
            if (puzzle.walled(i, j) and not apart) or (apart and letter[i] == letter[j]):
                return False
    return True
