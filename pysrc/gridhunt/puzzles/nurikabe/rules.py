"""Nurikabe's rules as constraints, and an independent check of an answer.

Each clue owns an island: variables ``owns[k][i]`` say cell i belongs to clue k's island,
offered only to cells within reach (closer than the clue's size, by steps that avoid the
cells beside other clues). A white cell
belongs to exactly one island, a white cell beside an island's cell is in that island,
an island has as many cells as its clue and is connected, and while the search goes,
its clue must still have room for it; the wall is connected and has no 2x2 block.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells, numbers
from ...puzzlink.cells import Shading
from ...search.constraints import Problem
from .codec import Puzzle


def within_reach(puzzle: Puzzle, k: int, size: int) -> list[int]:
    """The cells clue k's island may hold: fewer than ``size`` steps away through cells that no
    other clue could claim (a cell beside another clue, if white, is in that clue's island)."""
    w, h = puzzle.w, puzzle.h
    claimed = {j for i, c in enumerate(puzzle.clues) if c is not None and i != k for j in (i, *cells.neighbours(i, w, h))}
    reach, frontier = [k], [k]
    for _ in range(size - 1):
        frontier = [j for i in frontier for j in cells.neighbours(i, w, h) if j not in claimed]
        frontier = list(dict.fromkeys(j for j in frontier if j not in reach))
        reach += frontier
    return reach


def unsolvable_reason(puzzle: Puzzle) -> str | None:
    """The sentence when the islands cannot break every 2x2 block of the wall: each block needs a
    white cell, every white cell is in an island, and an island of n cells touches at most 2n + 2
    blocks (a cell touches four, each further cell, joined to one before it, two more), and only
    blocks within its reach. A count like this one the search refutes only after minutes (a
    sparse board, a clue removed).

    >>> unsolvable_reason(Puzzle(4, 4, (3,) + (None,) * 15))
    'The islands can touch at most 6 of the 9 2x2 blocks, and each block needs an unshaded cell'
    >>> unsolvable_reason(Puzzle(2, 2, (1,) + (None,) * 3)) is None
    True
    """
    w, h = puzzle.w, puzzle.h
    sizes = [(i, c) for i, c in enumerate(puzzle.clues) if c is not None]
    if any(c == numbers.QUESTION for _, c in sizes):
        return None
    if sum(c for _, c in sizes) > w * h:
        return f"The islands hold {sum(c for _, c in sizes)} cells, more than the board's {w * h}"
    blocks = cells.squares(w, h)
    touched = 0
    for k, size in sizes:
        reach = set(within_reach(puzzle, k, size))
        touched += min(2 * size + 2, sum(1 for square in blocks if reach.intersection(square)))
    if touched < len(blocks):
        return f"The islands can touch at most {touched} of the {len(blocks)} 2x2 blocks, and each block needs an unshaded cell"
    return None


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    """The constraints, and the shading variables (True: wall) they are shown by."""
    w, h, n = puzzle.w, puzzle.h, puzzle.w * puzzle.h
    p = Problem()
    # Learnt clauses kept whole: minimized, a 10x10 pasted one column wider took > 10 s to share (its
    # questions' searches went astray), 2.8 s without; the other pasted cases are alike either way.
    p.solver.minimizing = False
    if unsolvable_reason(puzzle):
        p.clause([])  # said at once: clause learning refutes such counts only after minutes
    wall = p.new_vars(n)
    clue_cells = [i for i, c in enumerate(puzzle.clues) if c is not None]
    owns: list[dict[int, int]] = []
    for k in clue_cells:
        size = puzzle.clues[k]
        owned = {i: p.new_var() for i in within_reach(puzzle, k, n if size == numbers.QUESTION else size)}
        p.clause([owned[k]])
        if size == numbers.QUESTION:
            p.at_least(owned.values(), 1)
        else:
            p.exactly(owned.values(), size)
        links = [(i, j, None) for i, j in cells.links(w, h) if i in owned and j in owned]
        p.connected(owned, links)
        if size != numbers.QUESTION:
            p.reaches(k, owned, links, size)
        owns.append(owned)
    for i in range(n):
        mine = [owned[i] for owned in owns if i in owned]
        p.clause([wall[i], *mine])
        for lit in mine:
            p.clause([-lit, -wall[i]])
        p.at_most(mine, 1)
    for owned in owns:
        for i, lit in owned.items():
            for j in cells.neighbours(i, w, h):
                p.clause([-lit, wall[j]] + ([owned[j]] if j in owned else []))
    for square in cells.squares(w, h):
        p.clause([-wall[i] for i in square])
    p.connected(dict(enumerate(wall)), [(i, j, None) for i, j in cells.links(w, h)])
    return p, wall


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    return answers.cell_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule, checked on the finished grid by flood fill."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h or any(shading[i] for i, c in enumerate(puzzle.clues) if c is not None):
        return False
    if any(all(shading[i] for i in square) for square in cells.squares(w, h)):
        return False
    seen = set()
    walls = 0
    for start in range(w * h):
        if start in seen:
            continue
        region, stack = {start}, [start]
        while stack:
            for j in cells.neighbours(stack.pop(), w, h):
                if j not in region and shading[j] == shading[start]:
                    region.add(j)
                    stack.append(j)
        seen |= region
        if shading[start]:
            walls += 1
            continue
        clues = [puzzle.clues[i] for i in region if puzzle.clues[i] is not None]
        if len(clues) != 1 or clues[0] not in (numbers.QUESTION, len(region)):
            return False
    return walls <= 1
