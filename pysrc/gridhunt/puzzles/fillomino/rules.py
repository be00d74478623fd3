"""Fillomino's rules as constraints, and an independent check of an answer.

A variable per pair of side-by-side cells, "one region", and per cell one per number it may
hold: 1 to the largest clue, and one "larger than every clue" (its region's size is then read
from the solution). Two cells of one region hold one number; two cells side by side in
different regions hold different numbers (for "larger" ones, the regions differ in size, which
the region check sees once both are finished); a given wall parts two cells; a clue fixes its
cell's number; and each region has as many cells as its number says (``search/regions.py``,
told that regions of one size never touch, which it reasons with).
"""

from collections.abc import Iterator

from ...puzzlink import cells, numbers
from ...puzzlink.answers import verdict
from ...search.constraints import Problem
from ...search.regions import add_region_sizes
from .codec import Numbers, Puzzle
from .counts import caps, lone_regions


def room(puzzle: Puzzle, i: int, n: int, top: int) -> bool:
    """Whether cell i could be in a region of n cells (n past ``top``: of any size past it), seen from the
    clues alone: the region holds no clue of another number, so n cells without one must be in reach."""
    def fits(k: int) -> bool:
        clue = puzzle.clues[k]
        return clue is None or clue == numbers.QUESTION or clue == n
    need = n if n <= top else top + 1
    if not fits(i):
        return False
    seen, stack = {i}, [i]
    while stack and len(seen) < need:
        k = stack.pop()
        for j in cells.neighbours(k, puzzle.w, puzzle.h):
            if j not in seen and fits(j) and not puzzle.walled(min(j, k), max(j, k)):
                seen.add(j)
                stack.append(j)
    return len(seen) >= need


class Encoding:
    """The problem, and the variables a solution is read from."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        w, h = puzzle.w, puzzle.h
        p = self.problem = Problem()
        p.flips_first = True  # certain's questions set the cells to flip first (search/constraints.py: a 7x10 pasted one column wider 2.2 s -> 0.8 s)
        given = [x for x in puzzle.clues if x is not None and x != numbers.QUESTION]
        self.top = min(puzzle.largest, max(given, default=1))  # numbers 1..top each have a variable
        self.larger = self.top < puzzle.largest  # and one more stands for every larger number
        self.links = cells.links(w, h)
        self.same = p.new_vars(len(self.links))
        self.holds = [p.new_vars(self.top + self.larger) for _ in range(w * h)]  # holds[i][n - 1]: cell i holds n
        for i, options in enumerate(self.holds):
            p.exactly(options, 1)
            clue = puzzle.clues[i]
            if clue is not None and clue != numbers.QUESTION:
                p.clause([options[clue - 1]])
            for n, v in enumerate(options, 1):
                if not room(puzzle, i, n, self.top):
                    p.clause([-v])
        for (i, j), s in zip(self.links, self.same):
            if puzzle.walled(i, j):
                p.clause([-s])
            p.clause([-self.holds[i][0], -s])  # a 1 is alone
            for k, (a, b) in enumerate(zip(self.holds[i], self.holds[j])):
                p.clause([-s, -a, b])
                p.clause([-s, a, -b])
                if k < self.top:
                    p.clause([s, -a, -b])
        # Counting cells (counts.py): what the clues need leaves few cells for more regions.
        for n, most in caps(puzzle, self.top).items():
            p.at_most([options[n - 1] for options in self.holds], most)
        for n, reach in lone_regions(puzzle, self.top).items():
            for i, options in enumerate(self.holds):
                if i not in reach:
                    p.clause([-options[n - 1]])
            p.connected({i: self.holds[i][n - 1] for i in reach},
                        [(i, j, s) for (i, j), s in zip(self.links, self.same) if i in reach and j in reach])
        sizes = [[(options[n - 1], n, n) for n in range(1, self.top + 1)] for options in self.holds]
        if self.larger:
            for i, options in enumerate(self.holds):
                sizes[i].append((options[-1], self.top + 1, puzzle.largest))
        add_region_sizes(p, w * h, [(i, j, s) for (i, j), s in zip(self.links, self.same)], sizes, distinct=True)
        self.shown = self.same + [v for options in self.holds for v in options]

    def regions(self, model: dict[int, bool]) -> list[list[int]]:
        """The cells of each region of a solution (joined by its "one region" variables)."""
        w, h = self.puzzle.w, self.puzzle.h
        around: list[list[int]] = [[] for _ in range(w * h)]
        for (i, j), s in zip(self.links, self.same):
            if model[s]:
                around[i].append(j)
                around[j].append(i)
        seen, found = set(), []
        for start in range(w * h):
            if start not in seen:
                seen.add(start)
                members, stack = [start], [start]
                while stack:
                    for j in around[stack.pop()]:
                        if j not in seen:
                            seen.add(j)
                            members.append(j)
                            stack.append(j)
                found.append(members)
        return found

    def pins(self, numbers: Numbers) -> list[int] | None:
        """The literals that give a solution's numbers (``answers.verdict``): cells side by side of one
        number are one region (regions side by side differ), and each cell holds its number, or a larger one."""
        if len(numbers) != len(self.holds):
            return None
        literals = [s if numbers[i] == numbers[j] else -s for (i, j), s in zip(self.links, self.same)]
        for x, options in zip(numbers, self.holds):
            held = min(x, self.top + 1) - 1  # past the top: the "larger" variable (a solution must have it)
            literals += [v if n == held else -v for n, v in enumerate(options)]
        return literals

    def read_by_certain(self, first: dict[int, bool]) -> list[int]:
        """The variables ``certain`` reads of the first solution: each cell's number when it has a
        variable, else the "one region" variables in and around its region."""
        touching: dict[int, list[int]] = {}
        for (i, j), s in zip(self.links, self.same):
            touching.setdefault(i, []).append(s)
            touching.setdefault(j, []).append(s)
        read = []
        for members in self.regions(first):
            n = len(members)
            if n <= self.top:
                read += [self.holds[i][n - 1] for i in members]
            else:
                read += [s for i in members for s in touching.get(i, [])]
        return list(dict.fromkeys(read))

    def numbers(self, model: dict[int, bool]) -> Numbers:
        """Each cell's number in a solution: the size of its region."""
        solution = [0] * (self.puzzle.w * self.puzzle.h)
        for members in self.regions(model):
            for i in members:
                solution[i] = len(members)
        return tuple(solution)


def solutions(puzzle: Puzzle) -> Iterator[Numbers]:
    encoding = Encoding(puzzle)
    for model in encoding.problem.solutions(encoding.shown):
        yield encoding.numbers(model)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the solution is unique and, when not, the numbers alike in every solution (``?`` the others).

    A number up to the largest clue is certain when its variable is; a larger one when its whole
    region is: every "one region" variable inside it and around it has one value in every solution.
    """
    encoding = Encoding(puzzle)
    found, same = verdict(encoding.problem, encoding.shown, asked=encoding.read_by_certain, pins=encoding.pins)
    if same is None:
        return {"count": 0, "unique": False, "certain": None}
    first = found[0]
    marks: list = ["?"] * (puzzle.w * puzzle.h)
    fixed = {frozenset(link) for link, s in zip(encoding.links, encoding.same) if s in same}
    for members in encoding.regions(first):
        n = len(members)
        settled = all(frozenset((k, j)) in fixed for k in members for j in cells.neighbours(k, puzzle.w, puzzle.h))
        for i in members:
            if same.get(encoding.holds[i][n - 1]) if n <= encoding.top else settled:
                marks[i] = n
    w = puzzle.w
    return {"count": len(found), "unique": len(found) == 1, "certain": [marks[r * w : (r + 1) * w] for r in range(puzzle.h)]}


def is_solution(puzzle: Puzzle, solution: Numbers) -> bool:
    """Each clue kept, each piece of one number (given walls part pieces) as large as its number, and
    no two pieces of one number side by side."""
    w, h = puzzle.w, puzzle.h
    if len(solution) != w * h or any(not 1 <= n <= puzzle.largest for n in solution):
        return False
    if any(x is not None and x != numbers.QUESTION and x != n for x, n in zip(puzzle.clues, solution)):
        return False
    piece = [-1] * (w * h)
    for start in range(w * h):
        if piece[start] >= 0:
            continue
        piece[start], stack, size = start, [start], 0
        while stack:
            i = stack.pop()
            size += 1
            for j in cells.neighbours(i, w, h):
                if piece[j] < 0 and solution[j] == solution[i] and not puzzle.walled(min(i, j), max(i, j)):
                    piece[j] = start
                    stack.append(j)
        if size != solution[start]:
            return False
    return all(solution[i] != solution[j] or piece[i] == piece[j] and not puzzle.walled(i, j) for i, j in cells.links(w, h))
