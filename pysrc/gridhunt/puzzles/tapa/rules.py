"""Tapa's rules as constraints, and an independent check of an answer.

A variable per cell (shaded). Clue cells are not shaded. For each clue, the ways its eight
neighbours (off the grid and clue cells never shaded) can be shaded are listed, and those
whose runs around the ring match the clue become variables: exactly one is taken, and it
fixes each neighbour. The shaded cells are connected, there is at least one, and no 2x2
block is all shaded.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from .codec import QUESTION, Clue, Puzzle

RING = ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))  # clockwise from the top left


def ring(puzzle: Puzzle, i: int) -> list[int | None]:
    """The clue's eight neighbours in order around it; None where no cell can be shaded."""
    w, h = puzzle.w, puzzle.h
    r, c = divmod(i, w)
    out = []
    for dr, dc in RING:
        rr, cc = r + dr, c + dc
        inside = 0 <= rr < h and 0 <= cc < w and puzzle.clues[rr * w + cc] is None
        out.append(rr * w + cc if inside else None)
    return out


def runs(bits: int) -> list[int]:
    """The lengths of the runs of set bits around an 8-bit ring ([0] when none is set)."""
    if bits == 0xFF:
        return [8]
    start = next(k for k in range(8) if not bits >> k & 1)  # begin at a gap so no run wraps
    found, length = [], 0
    for k in range(1, 9):
        if bits >> ((start + k) % 8) & 1:
            length += 1
        elif length:
            found.append(length)
            length = 0
    return found or [0]


def fits(clue: Clue, lengths: list[int]) -> bool:
    """Whether the runs are the clue's numbers in some order, a "?" standing for any one."""
    if len(lengths) != len(clue):
        return False
    rest = list(lengths)
    for x in clue:
        if x != QUESTION:
            if x not in rest:
                return False
            rest.remove(x)
    return True


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    p.clause(shaded)
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        p.clause([-shaded[i]])
        around = ring(puzzle, i)
        free = sum(1 << k for k, j in enumerate(around) if j is not None)
        ways = [bits for bits in range(256) if bits & ~free == 0 and fits(clue, runs(bits))]
        taken = p.new_vars(len(ways))
        p.exactly(taken, 1)
        for v, bits in zip(taken, ways):
            for k, j in enumerate(around):
                if j is not None:
                    p.clause([-v, shaded[j] if bits >> k & 1 else -shaded[j]])
    for square in cells.squares(w, h):
        p.clause([-shaded[i] for i in square])
    p.connected(dict(enumerate(shaded)), [(i, j, None) for i, j in cells.links(w, h)])
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule, checked by reading each clue's ring as text and walking the shaded cells."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h or not any(shading):
        return False
    if any(all(shading[i] for i in square) for square in cells.squares(w, h)):
        return False
    for i, clue in enumerate(puzzle.clues):
        if clue is None:
            continue
        if shading[i]:
            return False
        r, c = divmod(i, w)
        marks = "".join("#" if 0 <= r + dr < h and 0 <= c + dc < w and shading[(r + dr) * w + c + dc] else "."
                        for dr, dc in ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1)))
        if "." in marks:  # read from a gap on, so no run is cut at the ring's seam
            cut = marks.index(".")
            pieces = [len(piece) for piece in (marks[cut:] + marks[:cut]).split(".") if piece] or [0]
        else:
            pieces = [8]
        known = sorted(x for x in clue if x != QUESTION)
        if len(pieces) != len(clue) or any(known.count(x) > pieces.count(x) for x in set(known)):
            return False
    return cells.one_piece({i for i in range(w * h) if shading[i]}, w, h)
