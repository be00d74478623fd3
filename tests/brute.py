"""Comparing a solver's answers with a brute-force search's, on boards small enough to try every answer."""

from functools import lru_cache
from itertools import islice, permutations, product

CAP = 300  # answers compared one by one; past it, a sample (each further answer costs the solver a search)


def same_answers(solutions, brute: set, cap: int = CAP) -> bool:
    """Whether the solver's answers are the brute-force ones: all of them when there are at most ``cap``,
    else ``cap + 1`` distinct ones among them (an empty 4x4 board has thousands, and listing them
    all, one SAT search each, took minutes)."""
    found = list(islice(solutions, cap + 1))
    if len(set(found)) != len(found):
        return False
    if len(brute) <= cap:
        return set(found) == brute
    return len(found) == cap + 1 and set(found) <= brute


def shared_columns(variables: list, answers: set):
    """What every answer agrees on, as ``Problem.certain`` says it: {variable: value} for the
    columns alike in every answer (each answer a tuple in the order of ``variables``), or None
    when there is no answer."""
    if not answers:
        return None
    columns = zip(*answers)
    return {v: column[0] for v, column in zip(variables, columns) if len(set(column)) == 1}


def cuts(w: int, h: int, unused: frozenset[int], size: int) -> list[list[int]]:
    """Every way to cut the grid's cells (not the unused ones) into blocks of ``size`` joined side by side: each
    cell's block (an unused cell a block of its own), found by growing blocks from the first open cell."""
    found = []

    def grow(room, block, count):
        if len(block) == size:
            fill(room, count + 1)
            return
        for i in sorted(block):
            r, c = divmod(i, w)
            for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                j = rr * w + cc
                if 0 <= rr < h and 0 <= cc < w and room[j] == -1:
                    room[j] = count
                    grow(room, block | {j}, count)
                    room[j] = -1

    def fill(room, count):
        if -1 not in room:
            found.append(list(room))
            return
        first = room.index(-1)
        room[first] = count
        grow(room, {first}, count)
        room[first] = -1

    start = [-1] * (w * h)
    for k, i in enumerate(sorted(unused)):
        start[i] = 1000 + k
    fill(start, 0)
    return found


def tilings(n: int, pieces: list[list[int]]) -> list[list[int]]:
    """Every way to cover cells 0..n-1 with some of the pieces (each a list of cells), none overlapping: each
    cell's piece, numbered in the order the first open cell takes them."""
    found = []

    def fill(room: list[int], count: int) -> None:
        if -1 not in room:
            found.append(list(room))
            return
        first = room.index(-1)
        for cells in pieces:
            if first in cells and all(room[i] == -1 for i in cells):
                for i in cells:
                    room[i] = count
                fill(room, count + 1)
                for i in cells:
                    room[i] = -1

    fill([-1] * n, 0)
    return found


@lru_cache(maxsize=None)
def shadings(n: int) -> tuple:
    """Every shading of n cells (kept: several tests of a board size ask again)."""
    return tuple(product((False, True), repeat=n))


def shadings_of(kind, puzzle) -> set:
    """The shadings of the puzzle's cells that the genre's ``is_solution`` accepts."""
    return {s for s in shadings(puzzle.w * puzzle.h) if kind.is_solution(puzzle, s)}


def latin_squares(n: int) -> list[tuple[int, ...]]:
    """Every Latin square of side n, row by row (n <= 4: 576 of them)."""
    rows = list(permutations(range(1, n + 1)))
    found = []

    def extend(square):
        if len(square) == n:
            found.append(tuple(x for row in square for x in row))
            return
        for row in rows:
            if all(row[c] != other[c] for other in square for c in range(n)):
                extend(square + [row])

    extend([])
    return found


def shared_walls(answers: set) -> dict | None:
    """The ``certain`` reply's walls for the answers (each ``walls.Walls``): across and down rows of ``1``
    (a wall in every answer), ``0`` (in none) and ``?``; None when there is no answer."""
    if not answers:
        return None

    def marks(rows_of_each) -> list[str]:
        return ["".join("1" if all(column) else "0" if not any(column) else "?" for column in zip(*rows))
                for rows in zip(*rows_of_each)]

    return {"across": marks([answer.across for answer in answers]), "down": marks([answer.down for answer in answers])}
