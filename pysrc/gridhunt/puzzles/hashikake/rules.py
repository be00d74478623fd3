"""Hashiwokakero's rules as constraints, and an independent check of an answer.

A candidate bridge joins two islands that see each other along a row or column with only water
between; two variables each (at least one bridge, two bridges). An island's number counts its
bridges; bridges that cross over one cell of water exclude each other; the islands are connected.
"""

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice

from ...search.constraints import Problem
from .codec import QUESTION, Bridges, Puzzle


@dataclass(frozen=True)
class Span:
    """A candidate bridge from island ``a`` to island ``b`` (``a`` the upper or left one) over ``water``."""
    a: int
    b: int
    down: bool
    water: tuple[int, ...]


def spans(puzzle: Puzzle) -> list[Span]:
    """Each pair of islands facing each other along a row or column, with only water between."""
    w, h, clues = puzzle.w, puzzle.h, puzzle.clues
    found = []
    for a, clue in enumerate(clues):
        if clue is None:
            continue
        r, c = divmod(a, w)
        for step, down, room in ((1, False, w - 1 - c), (w, True, h - 1 - r)):
            water = []
            for k in range(1, room + 1):
                b = a + k * step
                if clues[b] is not None:
                    found.append(Span(a, b, down, tuple(water)))
                    break
                water.append(b)
    return found


@dataclass
class Encoding:
    problem: Problem
    spans: list[Span]
    one: list[int]  # per span: at least one bridge
    two: list[int]  # per span: two bridges


def problem(puzzle: Puzzle) -> Encoding:
    p = Problem()
    found = spans(puzzle)
    one, two = p.new_vars(len(found)), p.new_vars(len(found))
    at: dict[int, list[int]] = {}
    over: dict[int, list[int]] = {}  # a cell of water: the spans crossing it
    for k, span in enumerate(found):
        p.clause([-two[k], one[k]])
        for island in (span.a, span.b):
            at.setdefault(island, []).extend((one[k], two[k]))
        for cell in span.water:
            over.setdefault(cell, []).append(k)
    for island, clue in enumerate(puzzle.clues):
        if clue is not None and clue != QUESTION:
            p.exactly(at.get(island, []), clue)
    for crossing in over.values():
        for k in crossing:
            for m in crossing:
                if found[k].down and not found[m].down:
                    p.clause([-one[k], -one[m]])
    islands = {i: p.true for i, clue in enumerate(puzzle.clues) if clue is not None}
    p.connected(islands, [(span.a, span.b, one[k]) for k, span in enumerate(found)])
    return Encoding(p, found, one, two)


def bridges_of(puzzle: Puzzle, coded: Encoding, counts: list[int]) -> Bridges:
    """The bridges over every side between two cells, from each span's count."""
    w, h = puzzle.w, puzzle.h
    across = [[0] * (w - 1) for _ in range(h)]
    down = [[0] * w for _ in range(h - 1)]
    for span, n in zip(coded.spans, counts):
        path = [span.a, *span.water]
        for cell in path:
            r, c = divmod(cell, w)
            (down[r] if span.down else across[r])[c] = n
    return Bridges(tuple(map(tuple, across)), tuple(map(tuple, down)))


def counts_of(coded: Encoding, model: dict[int, bool]) -> list[int]:
    return [int(model[x]) + int(model[y]) for x, y in zip(coded.one, coded.two)]


def solutions(puzzle: Puzzle) -> Iterator[Bridges]:
    coded = problem(puzzle)
    for found in coded.problem.solutions(coded.one + coded.two):
        yield bridges_of(puzzle, coded, counts_of(coded, found))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the bridges are unique and, when not, the sides alike in every solution (``?`` the others)."""
    coded = problem(puzzle)
    shown = coded.one + coded.two
    found = list(islice(coded.problem.solutions(shown), 2))
    if not found:
        return {"count": 0, "unique": False, "certain": None}
    same = found[0] if len(found) == 1 else coded.problem.certain(shown, found)
    first = bridges_of(puzzle, coded, counts_of(coded, found[0]))
    w = puzzle.w
    across = [[str(x) for x in row] for row in first.across]
    down = [[str(x) for x in row] for row in first.down]
    for span, x, y in zip(coded.spans, coded.one, coded.two):
        if x in same and y in same:
            continue
        for cell in (span.a, *span.water):
            r, c = divmod(cell, w)
            (down[r] if span.down else across[r])[c] = "?"
    return {"count": len(found), "unique": len(found) == 1,
            "certain": {"across": ["".join(row) for row in across], "down": ["".join(row) for row in down]}}


def is_solution(puzzle: Puzzle, found: Bridges) -> bool:
    """Bridges run straight between islands over water, never crossing; each island has its number of
    bridges; every island reaches every other over bridges."""
    w, h, clues = puzzle.w, puzzle.h, puzzle.clues

    def side(r: int, c: int, dr: int, dc: int) -> int:  # bridges from cell (r, c) toward (r + dr, c + dc)
        r2, c2 = r + dr, c + dc
        if not (0 <= r2 < h and 0 <= c2 < w):
            return 0
        if dr:
            return found.down[min(r, r2)][c]
        return found.across[r][min(c, c2)]

    parent = list(range(w * h))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for r in range(h):
        for c in range(w):
            up, below, left, right = side(r, c, -1, 0), side(r, c, 1, 0), side(r, c, 0, -1), side(r, c, 0, 1)
            clue = clues[r * w + c]
            if clue is None:  # water: a bridge passes straight over or nothing does
                if up != below or left != right or (up and left):
                    return False
            elif clue != QUESTION and up + below + left + right != clue:
                return False
            if right:
                parent[root(r * w + c)] = root(r * w + c + 1)
            if below:
                parent[root(r * w + c)] = root(r * w + c + w)
    islands = {root(i) for i, clue in enumerate(clues) if clue is not None}
    return len(islands) <= 1
