"""Ripple Effect's rules as constraints, and an independent check of an answer.

A variable per cell and number it may hold (1 to its room's size). Each cell holds one number;
each room holds each of its numbers once; a number n and the same n in its row or column stand
more than n cells apart (n cells between them at least): a clause for each pair of cells of two
rooms in one row or column and each number both may hold that is at least their distance (an empty
20x20 board, one room of 400 cells, looped over 400 numbers a cell and took 11 s to state).

Numbers only the largest room holds (past the size of every other room: ``Rooms.free``) meet no
ripple: any order of them among its cells that hold them is a solution. Those cells get one variable,
"a free number", instead of one per number; a solution of the problem stands for every order of
the free numbers not given (``Rooms.fillings``), and two free cells not given make two solutions at
once. An empty 20x20 board (one room: every number free) had 160,000 variables and took 4.9 s to
answer; it now has 400.

>>> rooms = Rooms(Puzzle(4, 1, (0, 0, 0, 1), (None,) * 4))  # a room of three cells, one of one: 2 and 3 are free
>>> rooms.free, sorted(rooms.fillings(next(rooms.problem.solutions(rooms.shown()))))
([2, 3], [(1, 2, 3, 1), (1, 3, 2, 1)])
"""

from collections.abc import Iterable, Iterator
from itertools import permutations

from ...puzzlink import answers
from ...search.constraints import Model, Problem
from .codec import Numbers, Puzzle
from ..nanro.codec import QUESTION


class OneNumberEach(Problem):
    """The problem, whose shown variables are each cell's numbers, one of them true: a solution is told
    apart by those it makes true, so the clause that shuts it out names them alone (225 literals on an
    empty 15x15 board, where the whole 50,625 took the solver 14 s to search past, one by one)."""

    def solutions(self, shown: Iterable[int]) -> Iterator[Model]:
        shown = list(shown)
        switch = self.new_var()  # as Problem.solutions: the shutting clauses bind only while it is assumed
        while (model := self.solve([switch])) is not None:
            yield model
            self.clause([-switch, *(-v for v in shown if model[v])])


FREE = "free"  # the key of a cell's "free number" variable among its choices


class Rooms:
    """The problem; ``holds[i]`` maps each number cell i may hold (or ``FREE``) to its variable."""

    def __init__(self, puzzle: Puzzle) -> None:
        w, h = puzzle.w, puzzle.h
        self.puzzle = puzzle
        self.problem = p = OneNumberEach()
        self.rooms: dict[int, list[int]] = {}
        for i, x in enumerate(puzzle.regions):
            self.rooms.setdefault(x, []).append(i)
        sizes = sorted((len(inside) for inside in self.rooms.values()), reverse=True)
        runner_up = sizes[1] if len(sizes) > 1 else 0
        self.largest = next((x for x, inside in self.rooms.items() if len(inside) > runner_up), None)
        top = sizes[0]
        self.free: list[int] = list(range(runner_up + 1, top + 1)) if self.largest is not None else []
        given_free = [g for i, g in enumerate(puzzle.givens) if g in self.free and puzzle.regions[i] == self.largest]
        self.open = [n for n in self.free if n not in given_free]  # the free numbers no cell is given
        if len(set(given_free)) < len(given_free):
            p.clause([])  # a free number given twice in its room
        self.holds: list[dict] = []
        for i, x in enumerate(puzzle.regions):
            numbers = range(1, (runner_up if x == self.largest else len(self.rooms[x])) + 1)
            self.holds.append({n: p.new_var() for n in numbers} | ({FREE: p.new_var()} if x == self.largest else {}))
        for i, options in enumerate(self.holds):
            p.exactly(options.values(), 1)
            given = puzzle.givens[i]
            if given is not None and given != QUESTION:
                p.clause([options[given if given in options else FREE]])
        for x, inside in self.rooms.items():
            for n in range(1, (runner_up if x == self.largest else len(inside)) + 1):
                p.exactly([self.holds[i][n] for i in inside], 1)
            if x == self.largest:
                p.exactly([self.holds[i][FREE] for i in inside], len(self.free))
        for i, options in enumerate(self.holds):  # the ripples, between rooms: inside one, each number is there once already
            r, c = divmod(i, w)
            after = [(i + d, d) for d in range(1, w - c)] + [(i + d * w, d) for d in range(1, h - r)]  # (cell, distance)
            for j, gap in after:
                if puzzle.regions[j] == puzzle.regions[i]:
                    continue
                for n in range(gap, len(options) + 1):
                    if n in options and n in self.holds[j]:
                        p.clause([-options[n], -self.holds[j][n]])
        for options in self.holds:  # decide "this cell holds n" first, not "it does not": a decision settles a cell, not one of its 400 numbers
            for v in options.values():
                p.solver.phase[v] = 1

    def shown(self) -> list[int]:
        return [v for options in self.holds for v in options.values()]

    def fillings(self, found: Model) -> Iterator[Numbers]:
        """The solutions a model stands for: its numbers, with every order of the free numbers not given
        among its free cells not given."""
        numbers = [next(n for n, v in options.items() if found[v]) for options in self.holds]
        givens = self.puzzle.givens
        for i, n in enumerate(numbers):
            if n == FREE and givens[i] is not None and givens[i] != QUESTION:
                numbers[i] = givens[i]
        places = [i for i, n in enumerate(numbers) if n == FREE]
        for order in permutations(self.open):
            for i, n in zip(places, order):
                numbers[i] = n
            yield tuple(numbers)

    def certain(self, found: list[Model], same: Model | None) -> dict:
        """The ``certain`` reply from the models ``answers.verdict`` found and the shown values they share:
        a free cell not given is certain only when one free number is not given."""
        w, h = self.puzzle.w, self.puzzle.h
        if same is None:
            return {"count": 0, "unique": False, "certain": None}
        count = 2 if len(self.open) > 1 else len(found)
        marks = []
        for i, options in enumerate(self.holds):
            n = next((n for n, v in options.items() if same.get(v) is True), "?")
            given = self.puzzle.givens[i]
            if n == FREE:
                n = given if given is not None and given != QUESTION else self.open[0] if len(self.open) == 1 else "?"
            marks.append(n)
        return {"count": count, "unique": count == 1, "certain": [marks[r * w : (r + 1) * w] for r in range(h)]}


def solutions(puzzle: Puzzle) -> Iterator[Numbers]:
    rooms = Rooms(puzzle)
    for found in rooms.problem.solutions(rooms.shown()):
        yield from rooms.fillings(found)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the numbers are unique and, when not, the cells alike in every solution (``?`` the others)."""
    rooms = Rooms(puzzle)
    shown = rooms.shown()
    found, same = answers.verdict(rooms.problem, shown, asked=lambda first: [v for v in shown if first[v]])
    return rooms.certain(found, same)


def is_solution(puzzle: Puzzle, found: Numbers) -> bool:
    """The givens stand; a room of n cells holds 1 to n, each once; two equal numbers n in one row or
    column have at least n cells between them."""
    w, h = puzzle.w, puzzle.h
    if len(found) != w * h:
        return False
    if any(g is not None and g != QUESTION and found[i] != g for i, g in enumerate(puzzle.givens)):
        return False
    for x in set(puzzle.regions):
        inside = [found[i] for i in range(w * h) if puzzle.regions[i] == x]
        if sorted(inside) != list(range(1, len(inside) + 1)):
            return False
    for i in range(w * h):
        for j in range(i + 1, w * h):
            same_row, same_column = i // w == j // w, i % w == j % w
            gap = j - i if same_row else (j - i) // w if same_column else None
            if gap is not None and found[i] == found[j] and gap <= found[i]:
                return False
    return True
