"""Gokigen's rules as constraints, and an independent check of an answer.

A variable per cell: true for ``\\`` (joining its top-left and bottom-right corners), false for
``/``. A corner's number is how many slashes touch it. The slashes form no loop: a cycle among
the corners they join is refused as the search goes (``NoSlashLoop``), and the smallest one,
a diamond round a single corner, also by a clause from the start.
"""

from collections.abc import Iterator

from ...puzzlink import answers, numbers
from ...search.acyclic import path
from ...search.constraints import Problem
from .codec import BACK, FORWARD, Answer, Puzzle


def problem(puzzle: Puzzle) -> tuple[Problem, list[int]]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    back = p.new_vars(w * h)
    touching: dict[int, list[int]] = {k: [] for k in range((w + 1) * (h + 1))}
    for i in range(w * h):
        r, c = divmod(i, w)
        tl, tr, bl, br = r * (w + 1) + c, r * (w + 1) + c + 1, (r + 1) * (w + 1) + c, (r + 1) * (w + 1) + c + 1
        touching[tl].append(back[i])
        touching[br].append(back[i])
        touching[tr].append(-back[i])
        touching[bl].append(-back[i])
    for k, clue in enumerate(puzzle.clues):
        if clue is not None and clue != numbers.QUESTION:
            p.exactly(touching[k], clue)
    for r in range(1, h):
        for c in range(1, w):
            i = r * w + c  # the cell below and right of corner (r, c)
            p.clause([back[i - w - 1], -back[i - w], -back[i - 1], back[i]])
    p.solver.add_checker(NoSlashLoop(back, w, h), back)
    return p, back


class NoSlashLoop:
    """The solver's check that the slashes set so far close no loop (``search.acyclic``'s, walking
    cells instead of edges: each set cell draws one of its two diagonals).

    A union-find over the corners joins the two ends of each set slash; the slash that closes a
    cycle and the path between its ends make the clause learnt, "not all of these". It is kept
    from one call to the next while the slashes it holds are still set the same way (the search
    went deeper), so only the newly set cells are joined; after a backtrack it starts again.
    """

    def __init__(self, back: list[int], w: int, h: int) -> None:
        self.size = (w + 1) * (h + 1)
        self.cells = []
        for i, v in enumerate(back):
            r, c = divmod(i, w)
            tl = r * (w + 1) + c
            self.cells.append((v, tl, tl + w + 2, tl + 1, tl + w + 1))  # the variable, then \'s ends, then /'s
        self.restart()

    def restart(self) -> None:
        self.parent = list(range(self.size))
        self.tree: dict[int, list[tuple[int, tuple[int, ...]]]] = {}
        self.joined: list[tuple[int, int]] = []  # (variable, its value) of each slash in the union-find

    def __call__(self, value: list[int]) -> list[int] | None:
        if any(value[v] != x for v, x in self.joined):
            self.restart()
        parent, tree, held = self.parent, self.tree, {v for v, _ in self.joined}

        def root(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for v, tl, br, tr, bl in self.cells:
            x = value[v]
            if not x or v in held:
                continue
            a, b, lit = (tl, br, v) if x == 1 else (tr, bl, -v)
            ra, rb = root(a), root(b)
            if ra == rb:
                clause = [-q for q in {lit, *path(tree, a, b)}]
                self.restart()  # the search will undo some of these
                return clause
            parent[ra] = rb
            tree.setdefault(a, []).append((b, (lit,)))
            tree.setdefault(b, []).append((a, (lit,)))
            self.joined.append((v, x))
        return None


def answer_of(found: dict[int, bool], back: list[int]) -> Answer:
    return tuple(BACK if found[v] else FORWARD for v in back)


def solutions(puzzle: Puzzle) -> Iterator[Answer]:
    p, back = problem(puzzle)
    for found in p.solutions(back):
        yield answer_of(found, back)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the slashes are unique and, when not, the cells alike in every solution (``?`` the others)."""
    p, back = problem(puzzle)
    found, same = answers.verdict(p, back)
    if same is None:
        return {"count": 0, "unique": False, "certain": None}
    marks = "".join("?" if v not in same else "1" if same[v] else "2" for v in back)
    w = puzzle.w
    return {"count": len(found), "unique": len(found) == 1, "certain": [marks[r * w : (r + 1) * w] for r in range(puzzle.h)]}


def is_solution(puzzle: Puzzle, answer: Answer) -> bool:
    """Every rule, checked on the drawn slashes: each corner's count, and no loop (a union-find over the corners)."""
    w, h = puzzle.w, puzzle.h
    if len(answer) != w * h or any(x not in (BACK, FORWARD) for x in answer):
        return False
    count = [0] * ((w + 1) * (h + 1))
    parent = list(range((w + 1) * (h + 1)))

    def root(x: int) -> int:
        while parent[x] != x:
            x = parent[x]
        return x

    for i, slash in enumerate(answer):
        r, c = divmod(i, w)
        a, b = ((r, c), (r + 1, c + 1)) if slash == BACK else ((r, c + 1), (r + 1, c))
        ka, kb = a[0] * (w + 1) + a[1], b[0] * (w + 1) + b[1]
        count[ka] += 1
        count[kb] += 1
        if root(ka) == root(kb):
            return False
        parent[root(ka)] = root(kb)
    return all(clue is None or clue == numbers.QUESTION or count[k] == clue for k, clue in enumerate(puzzle.clues))
