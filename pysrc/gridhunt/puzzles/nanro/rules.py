"""Nanro's rules as constraints, and an independent check of an answer.

A variable per cell (it holds a number); per room, its value told in order (``at_least[k]``: the value
is k or more) and as a choice (``value[n]``). A cell's number is its room's value, so a number per
cell and value is never needed. One count a room says that it holds exactly its value in numbers:
the cells it fills, and each "at least k" it misses, add up to its size. Side by side across a room
wall, two numbered cells' rooms differ in value; the numbered cells are connected and fill no 2x2 block.

>>> from .codec import Puzzle
>>> rooms = Rooms(Puzzle(2, 2, (0, 0, 0, 1), (None,) * 4))
>>> sorted(len(v) for v in rooms.value.values()), len(rooms.filled)
([1, 3], 4)
"""

from collections.abc import Iterator

from ...puzzlink import answers, cells
from ...search.constraints import Model, Problem
from .codec import QUESTION, Numbers, Puzzle


class Rooms:
    """The problem, ``filled[i]`` (cell i holds a number) and ``value[room][n]`` (the room's value is n)."""

    def __init__(self, puzzle: Puzzle) -> None:
        w, h = puzzle.w, puzzle.h
        self.puzzle = puzzle
        self.problem = p = Problem()
        p.flips_first = True  # certain's questions set the cells to flip first: a hole in a dense answer flipped late, one a question
        self.filled = p.new_vars(w * h)
        self.rooms: dict[int, list[int]] = {}
        for i, x in enumerate(puzzle.regions):
            self.rooms.setdefault(x, []).append(i)
        self.value: dict[int, dict[int, int]] = {x: self.room(inside) for x, inside in self.rooms.items()}
        for i, given in enumerate(puzzle.givens):
            if given is not None:
                p.clause([self.filled[i]])
                if given != QUESTION:
                    p.clause([self.value[puzzle.regions[i]][given]])  # the codec keeps a given within its room
        for i, j in cells.links(w, h):
            a, b = self.value[puzzle.regions[i]], self.value[puzzle.regions[j]]
            if a is not b:
                for n in a.keys() & b.keys():
                    p.clause([-self.filled[i], -self.filled[j], -a[n], -b[n]])
        for square in cells.squares(w, h):
            p.clause([-self.filled[i] for i in square])
        p.connected(dict(enumerate(self.filled)), [(i, j, None) for i, j in cells.links(w, h)])

    def room(self, inside: list[int]) -> dict[int, int]:
        """A room's value, 1 to its size, as choices; its count of numbers tied to it."""
        p, size = self.problem, len(inside)
        at_least = {1: p.true, **{k: p.new_var() for k in range(2, size + 1)}, size + 1: -p.true}
        for k in range(2, size + 1):
            p.clause([-at_least[k + 1], at_least[k]])
        value = {}
        for n in range(1, size + 1):
            value[n] = v = p.new_var()
            p.clause([-v, at_least[n]])
            p.clause([-v, -at_least[n + 1]])
            p.clause([v, -at_least[n], at_least[n + 1]])
        # numbers + (values it is not at least) = numbers + size - value = size exactly when numbers = value
        p.exactly([self.filled[i] for i in inside] + [-at_least[k] for k in range(2, size + 1)], size)
        return value

    def numbers(self, found: Model) -> list[int]:
        """Each cell's number in a solution (0: none)."""
        value = {x: next(n for n, v in options.items() if found[v]) for x, options in self.value.items()}
        return [value[x] if found[f] else 0 for f, x in zip(self.filled, self.puzzle.regions)]

    def shown(self) -> list[int]:
        """The variables a solution is told apart by: its filled cells settle each room's value."""
        return self.filled

    def marks(self, same: Model) -> list:
        """Each cell's number where every solution agrees on it (whether it holds one, and its room's value), else ``?``."""
        value = {x: next((n for n, v in options.items() if same.get(v) is True), "?") for x, options in self.value.items()}
        return [0 if same.get(f) is False else value[x] if same.get(f) is True else "?"
                for f, x in zip(self.filled, self.puzzle.regions)]


def solutions(puzzle: Puzzle) -> Iterator[Numbers]:
    rooms = Rooms(puzzle)
    for found in rooms.problem.solutions(rooms.shown()):
        yield tuple(rooms.numbers(found))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the numbers are unique and, when not, the cells alike in every solution (``?`` the others)."""
    rooms = Rooms(puzzle)
    w, h = puzzle.w, puzzle.h

    def asked(first: Model) -> list[int]:  # whether each cell is filled, and the value each room has in the first
        return [*rooms.filled, *(v for options in rooms.value.values() for v in options.values() if first[v])]

    found, same = answers.verdict(rooms.problem, rooms.shown(), asked=asked)
    if same is None:
        return {"count": 0, "unique": False, "certain": None}
    if len(found) == 1:
        same = found[0]
    marks = rooms.marks(same)
    return {"count": len(found), "unique": len(found) == 1, "certain": [marks[r * w : (r + 1) * w] for r in range(h)]}


def is_solution(puzzle: Puzzle, found: Numbers) -> bool:
    """Every room holds as many numbers as each of them says, at least one; the givens stand; numbers side by
    side across a wall differ; the numbered cells in one piece, never filling a 2x2 block."""
    w, h = puzzle.w, puzzle.h
    if len(found) != w * h:
        return False
    if any(g is not None and (not found[i] or (g != QUESTION and found[i] != g)) for i, g in enumerate(puzzle.givens)):
        return False
    for x in set(puzzle.regions):
        written = [found[i] for i in range(w * h) if puzzle.regions[i] == x and found[i]]
        if not written or any(n != len(written) for n in written):
            return False
    for i, j in cells.links(w, h):
        if puzzle.regions[i] != puzzle.regions[j] and found[i] and found[i] == found[j]:
            return False
    if any(all(found[i] for i in square) for square in cells.squares(w, h)):
        return False
    return cells.one_piece({i for i in range(w * h) if found[i]}, w, h)
