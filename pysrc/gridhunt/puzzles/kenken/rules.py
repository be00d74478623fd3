"""KenKen's rules as constraints, and an independent check of an answer.

A variable per cell and digit (the cell holds it); each cell one digit, each row and column each
digit once. A sum cage is a sum of whole numbers (``search/sums.py``: the order encoding); a
subtraction or division cage of two cells allows each digit of one cell only beside the digits of
the other that make its target; a product cage is one of the ways its cells can multiply to the
target (a selector a way: few, since each digit must divide what is left), digits alike in a row
or column of the cage left out.
"""

from collections.abc import Iterator
from math import prod

from ...puzzlink import answers
from ...puzzlink.digit_rows import is_latin
from ...search import sums
from ...search.constraints import Problem
from ...search.latin import latin_square, squares
from .codec import Digits, Puzzle


def products(cells: tuple[int, ...], target: int, n: int) -> list[tuple[int, ...]]:
    """Every way to write digits 1 to n in the cells whose product is the target, no digit twice
    in a row or a column."""
    found: list[tuple[int, ...]] = []

    def extend(k: int, left: int, chosen: list[int]) -> None:
        if k == len(cells):
            if left == 1:
                found.append(tuple(chosen))
            return
        r, c = divmod(cells[k], n)
        for d in range(1, n + 1):
            if left % d or any(chosen[m] == d and (divmod(cells[m], n)[0] == r or cells[m] % n == c) for m in range(k)):
                continue
            chosen.append(d)
            extend(k + 1, left // d, chosen)
            chosen.pop()

    extend(0, target, [])
    return found


def pairs(op: str, target: int, n: int) -> set[tuple[int, int]]:
    """The digits (a, b) two cells may hold for a subtraction or division cage."""
    return {(a, b) for a in range(1, n + 1) for b in range(1, n + 1)
            if (abs(a - b) == target if op == "-" else max(a, b) == target * min(a, b))}


def problem(puzzle: Puzzle) -> tuple[Problem, list[dict[int, int]]]:
    """The constraints, and per cell its variable for each digit."""
    n = puzzle.w
    p = Problem()
    holds = latin_square(p, n)
    for cells, op, target in puzzle.cages:
        if op is None:  # no clue given yet
            continue
        if len(cells) == 1:
            p.clause([holds[cells[0]][target]] if 1 <= target <= n else [])
        elif op == "+":
            sums.fix(p, sums.total(p, [sums.from_choices(p, holds[i]) for i in cells]), target)
        elif op in "-/":
            allowed = pairs(op, target, n)
            a, b = cells
            for d in range(1, n + 1):
                p.clause([-holds[a][d], *(holds[b][e] for e in range(1, n + 1) if (d, e) in allowed)])
                p.clause([-holds[b][d], *(holds[a][e] for e in range(1, n + 1) if (e, d) in allowed)])
        else:
            ways = products(cells, target, n)
            chosen = p.new_vars(len(ways))
            p.clause(chosen)
            for way, lit in zip(ways, chosen):
                for i, d in zip(cells, way):
                    p.clause([-lit, holds[i][d]])
            for k, i in enumerate(cells):
                for d in range(1, n + 1):
                    p.clause([-holds[i][d], *(lit for way, lit in zip(ways, chosen) if way[k] == d)])
    return p, holds


def solutions(puzzle: Puzzle) -> Iterator[Digits]:
    yield from squares(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the digits alike in every solution (``?`` the others)."""
    return answers.value_verdict(*problem(puzzle), puzzle.w, puzzle.h)


def makes(op: str, target: int, digits: list[int]) -> bool:
    """Whether the cage's digits make its target: their sum or product, or (two cells) the larger
    less, or divided by, the smaller."""
    if op == "+":
        return sum(digits) == target
    if op == "x":
        return prod(digits) == target
    small, large = sorted(digits)
    return large - small == target if op == "-" else large == target * small


def is_solution(puzzle: Puzzle, digits: Digits) -> bool:
    """Each row and column holds 1 to n once each, and every cage's digits make its target."""
    return is_latin(digits, puzzle.w) and all(op is None or makes(op, target, [digits[i] for i in cells]) for cells, op, target in puzzle.cages)
