"""One loop through the centres of a grid's cells: the shape Masyu and Yajilin are built on.

A link joins two side-by-side cells; the loop is a set of links. Each cell holds 0 or 2
of its links (no branch, no dead end), a cell is on the loop just when it holds one, so
the drawn links are paths and closed loops; ``SubLoops``, a check the solver runs whenever
propagation rests, refuses a closed loop while a cell off it is on the loop too. (The
constraints' general connectivity check says the same, but walks every cell each time:
measured slower by half on a 20x20 Masyu.)

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> loop = cell_loop(p, 2, 2)
>>> sum(1 for _ in p.solutions(loop.links()))  # a 2x2 grid has one loop, round all four cells
1
>>> loop = cell_loop(Problem(), 3, 2, open_cells=[True, True, False, True, True, False])
>>> loop.across[0][1] == loop.down[0][2] == loop.false
True

Glossary: w, h width and height; cell i = r * w + c; ``across[r][c]`` links cell (r, c) to
(r, c + 1), ``down[r][c]`` links (r, c) to (r + 1, c); ``on[i]`` says cell i is on the loop.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from .constraints import Problem


@dataclass
class CellLoop:
    """The loop's variables: links ``across`` (h rows of w - 1), ``down`` (h - 1 rows of w), cells ``on``."""

    across: list[list[int]]
    down: list[list[int]]
    on: list[int]
    false: int  # the literal of every link that cannot be drawn (beside a closed cell)

    def links(self) -> list[int]:
        """Every link's literal, across then down, row by row: what one loop is told apart by."""
        return [v for rows in (self.across, self.down) for row in rows for v in row]

    def cell_links(self, i: int, w: int, h: int) -> list[int]:
        """The literals of cell i's links (right, down, left, up; those inside the grid)."""
        r, c = divmod(i, w)
        return ([self.across[r][c]] if c + 1 < w else []) + ([self.down[r][c]] if r + 1 < h else []) + \
               ([self.across[r][c - 1]] if c > 0 else []) + ([self.down[r - 1][c]] if r > 0 else [])


def cell_loop(problem: Problem, w: int, h: int, open_cells: Sequence[bool] | None = None, nonempty: bool = True) -> CellLoop:
    """State "one loop through cell centres" on ``problem``; closed cells (``open_cells[i]`` false) stay off it.

    ``nonempty``: the loop has at least one cell (Masyu's; a Yajilin may shade every open cell).
    """
    is_open = list(open_cells) if open_cells is not None else [True] * (w * h)
    false = -problem.true

    def link(a: int, b: int) -> int:
        return problem.new_var() if is_open[a] and is_open[b] else false

    across = [[link(r * w + c, r * w + c + 1) for c in range(w - 1)] for r in range(h)]
    down = [[link(r * w + c, r * w + w + c) for c in range(w)] for r in range(h - 1)]
    loop = CellLoop(across, down, [], false)
    nodes, joins = {}, []
    for i in range(w * h):
        links = [v for v in loop.cell_links(i, w, h) if v != false]
        on = problem.new_var() if links else false
        loop.on.append(on)
        if not links:
            continue
        problem.at_most(links, 2)
        for v in links:
            problem.clause([-v, *(u for u in links if u != v)])  # no dead end: a link has a second one beside it
            problem.clause([-v, on])
        problem.clause([-on, *links])
        nodes[i] = on
        r, c = divmod(i, w)
        if c + 1 < w and across[r][c] != false:
            joins.append((i, i + 1, across[r][c]))
        if r + 1 < h and down[r][c] != false:
            joins.append((i, i + w, down[r][c]))
    problem.solver.checkers.append(SubLoops(joins, nodes))
    if nonempty:
        problem.clause(list(nodes.values()))
    return loop


class SubLoops:
    """The solver's check that the drawn links close no loop short of the whole one.

    With each cell holding 0 or 2 links, the drawn links are paths and closed loops; a closed
    loop is wrong as soon as some cell off it is on the loop too. The clause learnt says
    "not all of this loop's links, or not that cell": short, in the loop's own links, so once
    learnt it also stops the same loop closing again one link early. At a finished assignment
    two loops always show one such cell, so nothing else is needed for one loop.
    """

    def __init__(self, joins: list[tuple[int, int, int]], nodes: dict[int, int]) -> None:
        self.joins = joins
        self.lits = [lit for _, _, lit in joins]  # link literals are variables: positive
        self.on = nodes
        self.size = max(nodes, default=-1) + 1

    def __call__(self, value: list[int]) -> list[int] | None:
        joins = self.joins
        drawn = [joins[k] for k, lit in enumerate(self.lits) if value[lit] == 1]
        # Each cell's two drawn links, as the cell beyond and the link: -1 when there is none.
        first, first_via = [-1] * self.size, [0] * self.size
        second, second_via = [-1] * self.size, [0] * self.size
        for a, b, lit in drawn:
            if first[a] < 0:
                first[a], first_via[a] = b, lit
            else:
                second[a], second_via[a] = b, lit
            if first[b] < 0:
                first[b], first_via[b] = a, lit
            else:
                second[b], second_via[b] = a, lit
        seen = bytearray(self.size)
        for start, _, _ in drawn:
            if seen[start] or second[start] < 0:
                continue
            walk, members, previous, here = [first_via[start]], {start}, start, first[start]
            seen[start] = 1
            while here != start and not seen[here] and second[here] >= 0:
                seen[here] = 1
                members.add(here)
                if first[here] != previous:
                    previous, here, via = here, first[here], first_via[here]
                else:
                    previous, here, via = here, second[here], second_via[here]
                walk.append(via)
            if here != start:
                continue
            for cell, lit in self.on.items():
                if cell not in members and (value[lit] if lit > 0 else -value[-lit]) == 1:
                    return [-lit, *(-v for v in walk)]
        return None
