"""Dominion's rules as constraints, and an independent check of an answer.

A variable per cell (shaded), and per unshaded cell one "belongs to letter L" variable for each
letter the grid shows. The shaded cells pair off into dominoes (``search/shapes.dominoes``); a
lettered or ``?`` cell is unshaded and a lettered cell belongs to its letter; every unshaded cell
belongs to exactly one letter, and so does its unshaded neighbour: an area of unshaded cells is one
letter's. Each letter's cells are connected, so all of its copies share one area, and every area
holds its letter's cell: no area is without a letter, no two letters share one.
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells
from ...puzzlink.cells import Shading
from ...puzzlink.numbers import QUESTION
from ...search import shapes
from ...search.constraints import Problem
from . import band
from .areas import areas
from .codec import Puzzle


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    shaded = p.new_vars(w * h)
    shapes.dominoes(p, shaded, w, h)
    areas(p, puzzle.clues, shaded, w, h)
    return p, shaded


def solutions(puzzle: Puzzle) -> Iterator[Shading]:
    return answers.shadings(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the cells alike in every solution (``?`` the others)."""
    p, shaded = problem(puzzle)
    return answers.cell_verdict(p, shaded, puzzle.w, puzzle.h, settle=lambda: band.settle(puzzle, p, shaded))


def is_solution(puzzle: Puzzle, shading: Shading) -> bool:
    """Every rule on the finished grid: letters and ``?`` unshaded, every group of shaded cells a domino,
    every area of unshaded cells holding one letter (maybe several times), and no letter in two areas."""
    w, h = puzzle.w, puzzle.h
    if len(shading) != w * h:
        return False
    if any(clue is not None and shading[i] for i, clue in enumerate(puzzle.clues)):
        return False
    area_of_letter: dict[int, int] = {}
    seen: dict[int, int] = {}
    for start in range(w * h):
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for j in cells.neighbours(todo.pop(), w, h):
                if shading[j] == shading[start] and j not in group:
                    group.add(j)
                    todo.append(j)
        for i in group:
            seen[i] = start
        if shading[start]:
            if len(group) != 2:
                return False
            continue
        held = {puzzle.clues[i] for i in group} - {None, QUESTION}
        if len(held) != 1:
            return False
        (x,) = held
        if area_of_letter.setdefault(x, start) != start:
            return False
    return True
