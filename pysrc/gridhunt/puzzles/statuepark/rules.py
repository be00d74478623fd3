"""Statue Park's rules as constraints, and an independent check of an answer.

A variable per cell (shaded). The bank's pieces are packed into the shaded cells
(``search/cell_pieces.pack``, apart by a side: pieces may touch at a corner), each once; black
circles are shaded, white ones not; the unshaded cells are connected.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells
from ...puzzlink.cells import Shading
from ...search import cell_pieces, layouts
from ...search.constraints import Problem
from .codec import BLACK, WHITE, Puzzle


# Moves of the sharing phase (``cell_pieces.moves``): up to two pieces lifted together, checked by ``is_solution``
# (about 0.1 ms a check: 40,000 at most).
MOVE_TRIES = 40_000
MOVED_TOGETHER = 2


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    allowed = {i for i, x in enumerate(puzzle.circles) if x != WHITE}
    cell_pieces.pack(p, shaded, w, h, [(shape, 1) for shape in puzzle.shapes()], apart="side", allowed=allowed)
    for i, circle in enumerate(puzzle.circles):
        if circle:
            p.clause([shaded[i] if circle == BLACK else -shaded[i]])
    # Asked at every fixpoint (not patient): the sparse 12x12's first answer 6,363 conflicts and 13 s -> 1,257 and
    # 2.2 s; its wider 12x12 1.3 -> 1.9 s and empty 20x20 0.6 -> 1.0 s (docs/engine.md).
    p.connected({i: -v for i, v in enumerate(shaded)}, [(i, j, None) for i, j in cells.links(w, h)], patient=False)
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    p, shaded = problem(puzzle)
    w, h = puzzle.w, puzzle.h
    p.loosen = cell_pieces.Nearest(shaded, w, h).held  # questions that lay a few pieces anew (docs/engine.md)
    return answers.cell_verdict(p, shaded, w, h, near=lambda found: nearby(puzzle, found, shaded))


def nearby(puzzle: Puzzle, found: list, shaded: list[int]) -> list:
    """Solutions a few pieces away from those found, without a search: one or two pieces moved anywhere clear
    (``cell_pieces.moves``), then, for each cell still alike, the pieces near it laid anew so it flips
    (``layouts.aimed``); each checked by ``is_solution``."""
    w, h = puzzle.w, puzzle.h
    allowed = {i for i, x in enumerate(puzzle.circles) if x != WHITE}
    quick = Circles(puzzle)
    valid = lambda shading: quick(shading) and is_solution(puzzle, shading)  # noqa: E731
    moved = cell_pieces.moves(found, shaded, w, h, "side", lambda shading: is_solution(puzzle, shading), tries=MOVE_TRIES,
                              most=MOVED_TOGETHER, allowed=allowed, quick=quick.mask)
    full = (1 << (w * h)) - 1
    lay = layouts.Layouts(w, h, [(shape, 1) for shape in puzzle.shapes()], "side", allowed,
                          keeps=lambda placed: layouts.one_piece(full & ~placed, w, h),
                          must=layouts.bits(i for i, x in enumerate(puzzle.circles) if x == BLACK))
    return moved + layouts.aimed(found + moved, shaded, w, h, lay, valid)


class Circles:
    """A quick first look at a shading the sharing phase made (its pieces laid apart, on no white circle): every
    black circle shaded and the white cells one piece, on bit masks (about 8 us a shading; ``is_solution`` 80-130
    us), before ``is_solution``. Nearly all moved pieces fail here: the paste bench's wider 12x12 made 40,004 shadings,
    43 of them solutions (the same search and answers; its whole Solve 2.8 -> 2.5 s; given to ``cell_pieces.moves``
    as the mask it makes, before a tuple of cells is made of it, 2.7-3.0 -> 1.6-2.3 s).

    >>> look = Circles(Puzzle(4, 1, (0, 0, 0, BLACK), ()))   # a row of four, a black circle last
    >>> look((False, False, False, True)), look((True, False, False, False)), look((False, True, False, True))
    (True, False, False)
    """

    DIGITS = bytes.maketrans(b"\x00\x01", b"01")

    def __init__(self, puzzle: Puzzle) -> None:
        self.w, self.h = puzzle.w, puzzle.h
        self.full = (1 << (puzzle.w * puzzle.h)) - 1
        self.black = sum(1 << i for i, x in enumerate(puzzle.circles) if x == BLACK)

    def __call__(self, shading: Shading) -> bool:
        return self.mask(int(bytes(shading)[::-1].translate(self.DIGITS), 2))

    def mask(self, mask: int) -> bool:
        """The same look at a shading as a mask (bit i: cell i shaded), as ``cell_pieces.moves`` makes them."""
        if mask & self.black != self.black:
            return False
        return layouts.one_piece(self.full & ~mask, self.w, self.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule on the finished grid: the circles, the white cells one piece, and the groups of shaded
    cells (joined side by side) the bank's pieces, turned or mirrored, each once."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h:
        return False
    if any(circle and shading[i] != (circle == BLACK) for i, circle in enumerate(puzzle.circles)):
        return False
    if not cells.one_piece({i for i in range(w * h) if not shading[i]}, w, h):
        return False
    groups, seen = [], set()
    for start in range(w * h):
        if not shading[start] or start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for j in cells.neighbours(todo.pop(), w, h):
                if shading[j] and j not in group:
                    group.add(j)
                    todo.append(j)
        seen |= group
        groups.append([divmod(i, w) for i in group])
    return sorted(form(g) for g in groups) == sorted(form(s) for s in puzzle.shapes())


def form(cells_) -> tuple:
    """The least of the cells' eight turns and mirror images, each moved to the top left and sorted."""
    forms = []
    for flip in (False, True):
        now = [(c, r) if flip else (r, c) for r, c in cells_]
        for _ in range(4):
            now = [(c, -r) for r, c in now]
            top, left = min(r for r, _ in now), min(c for _, c in now)
            forms.append(tuple(sorted((r - top, c - left) for r, c in now)))
    return min(forms)
