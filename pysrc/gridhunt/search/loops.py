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

On ice (Barns, Icebarn) the loop goes straight, and may cross itself there: an icy cell has two
lanes, across and down, each passed through or not, and the loop is told apart by its lanes.

>>> p = Problem()
>>> loop = cell_loop(p, 3, 3, ice=[4])  # the middle cell is icy
>>> p.clause([loop.on[4]])  # through the middle: straight, round one side (four), or crossing there (two)
>>> sum(1 for _ in p.solutions(loop.links()))
6

Glossary: w, h width and height; cell i = r * w + c; ``across[r][c]`` links cell (r, c) to
(r, c + 1), ``down[r][c]`` links (r, c) to (r + 1, c); ``on[i]`` says cell i is on the loop; a
node is what holds 0 or 2 links: a cell, an icy cell's lane (the across lane is the cell's own
number, the down lane ``w * h`` more), or the one node outside the grid that exits lead to.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .constraints import Problem


@dataclass
class CellLoop:
    """The loop's variables: links ``across`` (h rows of w - 1), ``down`` (h - 1 rows of w), cells ``on``."""

    across: list[list[int]]
    down: list[list[int]]
    on: list[int]
    false: int  # the literal of every link that cannot be drawn (beside a closed cell)
    exits: list[int] = field(default_factory=list)  # the links over the grid's edge, in the order asked for

    def links(self) -> list[int]:
        """Every link's literal, across then down, row by row: what one loop is told apart by."""
        return [v for rows in (self.across, self.down) for row in rows for v in row]

    def cell_links(self, i: int, w: int, h: int) -> list[int]:
        """The literals of cell i's links (right, down, left, up; those inside the grid)."""
        r, c = divmod(i, w)
        return ([self.across[r][c]] if c + 1 < w else []) + ([self.down[r][c]] if r + 1 < h else []) + \
               ([self.across[r][c - 1]] if c > 0 else []) + ([self.down[r - 1][c]] if r > 0 else [])


def cell_loop(problem: Problem, w: int, h: int, open_cells: Sequence[bool] | None = None, nonempty: bool = True,
              ice: Iterable[int] = (), exits: Sequence[tuple[int, str]] = ()) -> CellLoop:
    """State "one loop through cell centres" on ``problem``; closed cells (``open_cells[i]`` false) stay off it.

    ``nonempty``: the loop has at least one cell (Masyu's; a Yajilin may shade every open cell).
    ``ice``: icy cells, where the loop goes straight and may cross itself. ``exits``: ``(cell, side)``
    pairs (side ``"up"``, ``"down"``, ``"left"`` or ``"right"``, over the grid's edge): a link from the
    cell to one node outside the grid, through which the loop may close (Icebarn's way in and out).
    """
    is_open = list(open_cells) if open_cells is not None else [True] * (w * h)
    is_ice = set(ice)
    false = -problem.true
    outside = 2 * w * h

    def link(a: int, b: int) -> int:
        return problem.new_var() if is_open[a] and is_open[b] else false

    across = [[link(r * w + c, r * w + c + 1) for c in range(w - 1)] for r in range(h)]
    down = [[link(r * w + c, r * w + w + c) for c in range(w)] for r in range(h - 1)]
    loop = CellLoop(across, down, [], false, [problem.new_var() if is_open[i] else false for i, _ in exits])
    beyond = {(i, side): v for (i, side), v in zip(exits, loop.exits)}
    nodes, joins = {}, []

    def node(i: int, side: str) -> int:
        """The node of cell i that holds its link on this side (an icy cell's lane)."""
        return w * h + i if i in is_ice and side in ("up", "down") else i

    for i in range(w * h):
        r, c = divmod(i, w)
        sides = {"right": across[r][c] if c + 1 < w else false, "down": down[r][c] if r + 1 < h else false,
                 "left": across[r][c - 1] if c > 0 else false, "up": down[r - 1][c] if r > 0 else false}
        sides.update({side: v for (j, side), v in beyond.items() if j == i})
        if i in is_ice:
            on = lanes(problem, i, w * h + i, sides, nodes)
        else:
            on = holds_two(problem, [v for v in sides.values() if v != false], nodes, i)
        loop.on.append(on)
        if c + 1 < w and across[r][c] != false:
            joins.append((node(i, "right"), node(i + 1, "left"), across[r][c]))
        if r + 1 < h and down[r][c] != false:
            joins.append((node(i, "down"), node(i + w, "up"), down[r][c]))
    for (i, side), v in beyond.items():
        if v != false:
            joins.append((node(i, side), outside, v))
    if beyond:
        holds_two(problem, [v for v in loop.exits if v != false], nodes, outside)
    problem.solver.checkers.append(SubLoops(joins, nodes))
    if nonempty:
        problem.clause(list(nodes.values()))
    return loop


def holds_two(problem: Problem, links: list[int], nodes: dict[int, int], name: int) -> int:
    """A node with these links holds 0 or 2 of them; its literal says it holds 2 (false with no link)."""
    if not links:
        return -problem.true
    on = problem.new_var()
    problem.at_most(links, 2)
    for v in links:
        problem.clause([-v, *(u for u in links if u != v)])  # no dead end: a link has a second one beside it
        problem.clause([-v, on])
    problem.clause([-on, *links])
    nodes[name] = on
    return on


def lanes(problem: Problem, across: int, down: int, sides: dict[str, int], nodes: dict[int, int]) -> int:
    """An icy cell's two lanes (nodes ``across`` and ``down``): each holds both its opposite links or
    neither (a lane that would run off the grid holds none); the cell is on when a lane is."""
    false = -problem.true
    used = []
    for name, (one, other) in ((across, ("left", "right")), (down, ("up", "down"))):
        a, b = sides[one], sides[other]
        if a == false or b == false:
            for v in (a, b):
                if v != false:
                    problem.clause([-v])
            continue
        problem.clause([-a, b])
        problem.clause([a, -b])
        nodes[name] = a
        used.append(a)
    if not used:
        return false
    on = problem.new_var()
    problem.clause([-on, *used])
    for v in used:
        problem.clause([-v, on])
    return on


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
