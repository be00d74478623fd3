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
from operator import itemgetter

from .constraints import Problem

# The loop's connection (``connect``) walks one call in this many while it finds nothing and a cell or
# link is still free (``Connection.idle``): it found something once in fifty walks on an empty Yajilin.
CONNECT_EVERY = 4


@dataclass
class CellLoop:
    """The loop's variables: links ``across`` (h rows of w - 1), ``down`` (h - 1 rows of w), cells ``on``."""

    across: list[list[int]]
    down: list[list[int]]
    on: list[int]
    false: int  # the literal of every link that cannot be drawn (beside a closed cell)
    exits: list[int] = field(default_factory=list)  # the links over the grid's edge, in the order asked for
    exit_at: list[tuple[int, str]] = field(default_factory=list)  # each exit's cell and side
    ice: frozenset[int] = frozenset()  # the icy cells

    def links(self) -> list[int]:
        """Every link's literal, across then down, row by row: what one loop is told apart by."""
        return [v for rows in (self.across, self.down) for row in rows for v in row]

    def between(self, i: int, j: int, w: int) -> int:
        """The literal of the link between side-by-side cells i and j (in a one-column grid, i + 1 is below)."""
        a, b = min(i, j), max(i, j)
        return self.across[a // w][a % w] if b == a + 1 and b % w else self.down[a // w][a % w]

    def cell_links(self, i: int, w: int, h: int) -> list[int]:
        """The literals of cell i's links (right, down, left, up; those inside the grid)."""
        r, c = divmod(i, w)
        return ([self.across[r][c]] if c + 1 < w else []) + ([self.down[r][c]] if r + 1 < h else []) + \
               ([self.across[r][c - 1]] if c > 0 else []) + ([self.down[r - 1][c]] if r > 0 else [])


def cell_loop(problem: Problem, w: int, h: int, open_cells: Sequence[bool] | None = None, nonempty: bool = True,
              ice: Iterable[int] = (), exits: Sequence[tuple[int, str]] = (), connect: bool = False) -> CellLoop:
    """State "one loop through cell centres" on ``problem``; closed cells (``open_cells[i]`` false) stay off it.

    ``nonempty``: the loop has at least one cell (Masyu's; a Yajilin may shade every open cell).
    ``ice``: icy cells, where the loop goes straight and may cross itself. ``exits``: ``(cell, side)``
    pairs (side ``"up"``, ``"down"``, ``"left"`` or ``"right"``, over the grid's edge): a link from the
    cell to one node outside the grid, through which the loop may close (Icebarn's way in and out).
    ``connect``: also the constraints' connectivity check (``Problem.connected``), which sees cells on
    the loop that links not yet undrawn can no longer join, long before a loop closes: it made a proof
    on a sparse 17x13 Country Road 40 times quicker, and costs up to twice the time on the corpus's Masyu.

    A decision first tries a link drawn (its saved phase): tried undrawn first, the search on an
    empty 20x20 board undrew link after link and backjumped from each dead end, 22,000 decisions
    for its second loop; drawn first, it finds one at once (0.55 s to 0.03 s).
    """
    is_open = list(open_cells) if open_cells is not None else [True] * (w * h)
    is_ice = set(ice)
    false = -problem.true
    outside = 2 * w * h

    def link(a: int, b: int) -> int:
        return problem.new_var() if is_open[a] and is_open[b] else false

    across = [[link(r * w + c, r * w + c + 1) for c in range(w - 1)] for r in range(h)]
    down = [[link(r * w + c, r * w + w + c) for c in range(w)] for r in range(h - 1)]
    loop = CellLoop(across, down, [], false, [problem.new_var() if is_open[i] else false for i, _ in exits],
                    list(exits), frozenset(is_ice))
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
    problem.solver.checkers.append(SubLoops(problem.solver, joins, nodes))
    for v in loop.links():  # first tried drawn: see ``cell_loop``
        if v != false:
            problem.solver.phase[v] = 1
    if connect:
        problem.connected(nodes, [(a, b, v) for a, b, v in joins if a in nodes and b in nodes], every=CONNECT_EVERY)
    if nonempty:
        problem.clause(list(nodes.values()))
    return loop


def checkerboard_balance(w: int, h: int, ice: Iterable[int] = ()) -> tuple[int, list[tuple[int, bool]]]:
    """For a loop through every cell: what its crossings must make up, and where they may be.

    A loop alternates between a checkerboard's dark cells (r + c even) and light ones, so it visits
    each colour as often; a cell is visited once, an icy cell it crosses on twice. The crossings on
    light cells, less those on dark ones, must then equal the dark cells less the light ones: the
    difference returned, with each icy cell that may be crossed on (not on the grid's edge) and
    whether it is light. An empty odd-sided grid, with no ice, has no such loop.

    >>> checkerboard_balance(3, 3)
    (1, [])
    >>> checkerboard_balance(3, 3, ice=[4])  # the middle is dark: a crossing there makes it worse
    (1, [(4, False)])
    """
    dark = sum(1 for i in range(w * h) if sum(divmod(i, w)) % 2 == 0)
    crossable = [(i, sum(divmod(i, w)) % 2 == 1) for i in sorted(set(ice))
                 if 0 < i % w < w - 1 and 0 < i // w < h - 1]
    return dark - (w * h - dark), crossable



def no_loop_through_every_cell(w: int, h: int, ice: Iterable[int] = ()) -> str | None:
    """The sentence when ``checkerboard_balance`` shows that no loop passes every cell, else None.

    >>> no_loop_through_every_cell(4, 3) is None
    True
    """
    difference, crossable = checkerboard_balance(w, h, ice)
    if -sum(1 for _, light in crossable if not light) <= difference <= sum(1 for _, light in crossable if light):
        return None
    if not crossable:
        return (f"No loop passes all {w * h} cells: a loop alternates between a checkerboard's "
                "two colours, and this grid has one cell more of one colour")
    return ("No loop passes every cell: a loop alternates between a checkerboard's two colours, and the icy "
            "cells where it could cross itself cannot make up the difference")

def visit_every_cell(problem: Problem, loop: CellLoop, w: int, h: int) -> None:
    """The loop passes through every cell, and its crossings balance the checkerboard (``checkerboard_balance``).

    Clause learning cannot count colours: on an empty 15x15 Barns (225 cells, no loop through
    them all) the solver ran 55,000 conflicts in 20 s without an answer; this says no at once.
    """
    for on in loop.on:
        problem.clause([on])
    difference, crossable = checkerboard_balance(w, h, loop.ice)
    lits = []
    for i, light in crossable:
        r, c = divmod(i, w)
        across, down, crossed = loop.across[r][c], loop.down[r][c], problem.new_var()  # a lane holds its right, its lower link
        problem.clause([-crossed, across])
        problem.clause([-crossed, down])
        problem.clause([crossed, -across, -down])
        lits.append(crossed if light else -crossed)
    wanted = difference + sum(1 for _, light in crossable if not light)  # light crossings + dark cells not crossed on
    if not 0 <= wanted <= len(lits):
        problem.clause([])
    elif lits:
        problem.exactly(lits, wanted)

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

    A path whose two ends sit side by side is met before it closes: while some cell off it is
    on the loop, the link between its ends must stay undrawn (the same clause, with that link
    free, so the solver sets it false at once). Waiting for the loop to close first made the
    search draw it, fail, and learn the clause after the fact, link by link.

    The paths are kept as the search goes, not walked anew at each call (which cost two thirds
    of an empty 20x20 Yajilin's time): each path's two ends point at each other (``end``) and
    hold its number of nodes (``count``); the links drawn since the last call are read off the
    solver's trail, and those it has undone since are taken back first (``history``, newest last).
    """

    follows_trail = True  # it reads the solver's trail, not the values it is given (``Solver.ask_whole``)

    def __init__(self, solver, joins: list[tuple[int, int, int]], nodes: dict[int, int]) -> None:
        self.solver = solver
        self.mark = solver.watermark()
        self.join_of = {lit: (a, b) for a, b, lit in joins}  # link literals are variables: positive
        self.on = nodes
        self.on_lits = list(nodes.values())  # node literals are variables too
        size = max(nodes, default=-1) + 1
        self.between: dict[tuple[int, int], list[int]] = {}  # the links joining two nodes
        for a, b, lit in joins:
            self.between.setdefault((min(a, b), max(a, b)), []).append(lit)
        self.end = list(range(size))  # at a path's end: its other end (a node alone: itself)
        self.count = [1] * size  # at a path's end: its number of nodes
        self.drawn: list[list[tuple[int, int]]] = [[] for _ in range(size)]  # each node's links: (node beyond, link)
        # Per link taken in, newest last: (its trail position, its nodes, the ends it joined, their
        # counts before, whether it closed a loop, the facing pair it made, those it ended).
        self.history: list[tuple] = []
        self.loops: list[tuple[int, int]] = []  # closed loops: (a node on it, its number of nodes)
        self.facing: dict[tuple[int, int], None] = {}  # the two ends of a path, where they sit side by side
        self.on_values = itemgetter(*self.on_lits) if len(self.on_lits) > 1 else lambda value: tuple(value[lit] for lit in self.on_lits)

    def __call__(self, value: list[int]) -> list[int] | None:
        self.follow()
        if not self.loops and not self.facing:
            return None
        on_count = self.on_values(value).count(1)
        for node, count in self.loops:
            if on_count > count:
                walk, members = self.walk(node)
                return [-self.on_beside(members, value), *(-v for v in walk)]
        between, count = self.between, self.count
        for pair in reversed(self.facing):
            if on_count > count[pair[0]]:
                closing = [lit for lit in between[pair] if not value[lit]]
                if closing:
                    walk, members = self.walk(pair[0])
                    return [-closing[0], -self.on_beside(members, value), *(-v for v in walk)]
        return None

    def follow(self) -> None:
        """Bring the paths up to the solver's trail: undo the links it has undone, take in those it has drawn."""
        trail, mark, history = self.solver.trail, self.mark[0], self.history
        while history and history[-1][0] >= mark:
            self.undo(history.pop())
        join_of = self.join_of
        for position in range(mark, len(trail)):
            lit = trail[position]
            if lit > 0 and lit in join_of:
                self.take(position, lit, *join_of[lit])
        self.mark[0] = len(trail)

    def take(self, position: int, lit: int, a: int, b: int) -> None:
        """Draw link ``lit`` between a and b, each a path's end (or alone): it joins the two paths, or closes one."""
        end, count, facing = self.end, self.count, self.facing
        self.drawn[a].append((b, lit))
        self.drawn[b].append((a, lit))
        ea, eb = end[a], end[b]
        before = count[ea], count[eb]
        ended = [pair for pair in {(min(a, ea), max(a, ea)), (min(b, eb), max(b, eb))} if pair in facing]
        for pair in ended:
            del facing[pair]
        closed = ea == b
        made = None
        if closed:
            self.loops.append((a, count[ea]))
        else:
            end[ea], end[eb] = eb, ea
            count[ea] = count[eb] = before[0] + before[1]
            pair = (min(ea, eb), max(ea, eb))
            if pair in self.between:
                facing[pair] = None
                made = pair
        self.history.append((position, a, b, ea, eb, *before, closed, made, ended))

    def undo(self, taken: tuple) -> None:
        """Take a link back out; before it, a and b were the ends facing ea and eb."""
        _, a, b, ea, eb, count_a, count_b, closed, made, ended = taken
        self.drawn[a].pop()
        self.drawn[b].pop()
        if closed:
            self.loops.pop()
        else:
            if made is not None:
                del self.facing[made]
            self.end[ea], self.end[eb] = a, b
            self.count[ea], self.count[eb] = count_a, count_b
        for pair in ended:
            self.facing[pair] = None

    def walk(self, start: int) -> tuple[list[int], set[int]]:
        """The links of the path (``start`` one of its ends) or loop through ``start``, and its nodes."""
        drawn = self.drawn
        members, walk, came, here = {start}, [], 0, start
        while True:
            ways = drawn[here]
            if ways[0][1] != came:
                here, came = ways[0]
            elif len(ways) > 1:
                here, came = ways[1]
            else:  # a path's far end
                break
            walk.append(came)
            if here == start:  # round a loop
                break
            members.add(here)
        return walk, members

    def on_beside(self, members: set[int], value: list[int]) -> int:
        """The literal of a node on the loop that is not one of ``members`` (the caller knows there is one)."""
        for cell, lit in self.on.items():
            if cell not in members and value[lit] == 1:
                return lit
        raise AssertionError("no node on the loop beside it")


def directions(problem: Problem, loop: CellLoop, w: int, h: int, inward: Sequence[bool] = ()) -> tuple[list[list[int]], list[list[int]]]:
    """Give the loop a way round: ``right[r][c]`` is true when it runs along ``across[r][c]`` from (r, c)
    to (r, c + 1), ``downward[r][c]`` when it runs along ``down[r][c]`` from (r, c) to (r + 1, c) (both
    false where no link is drawn). ``inward[k]``: exit k is run into the grid (else out of it).

    Each cell on the loop is entered once and left once; an icy cell's lane is run one way through.
    Icebarn's arrows then say which way a link is run.

    >>> p = Problem()
    >>> loop = cell_loop(p, 2, 1, exits=[(0, "left"), (1, "right")])
    >>> p.clause(loop.exits)
    >>> right, downward = directions(p, loop, 2, 1, inward=[True, False])
    >>> p.solve()[right[0][0]]  # in on the left, out on the right: the middle link is run rightward
    True
    """
    true = problem.true
    right = [[problem.new_var() if v != loop.false else -true for v in row] for row in loop.across]
    downward = [[problem.new_var() if v != loop.false else -true for v in row] for row in loop.down]
    for links, ways in ((loop.across, right), (loop.down, downward)):
        for row, senses in zip(links, ways):
            for v, d in zip(row, senses):
                if v != loop.false:
                    problem.clause([v, -d])  # an undrawn link is run no way
    sides: dict[int, dict[str, tuple[int, int]]] = {i: {} for i in range(w * h)}  # side -> (link, runs right or down)
    for r in range(h):
        for c in range(w):
            i = r * w + c
            if c + 1 < w:
                sides[i]["right"] = sides[i + 1]["left"] = (loop.across[r][c], right[r][c])
            if r + 1 < h:
                sides[i]["down"] = sides[i + w]["up"] = (loop.down[r][c], downward[r][c])
    for (i, side), v, into in zip(loop.exit_at, loop.exits, inward):
        sides[i][side] = (v, true if into == (side in ("left", "up")) else -true)
    for i, around in sides.items():
        if i in loop.ice:
            for one, other in (("left", "right"), ("up", "down")):
                if one in around and other in around and around[one][0] != loop.false:
                    (v, a), (_, b) = around[one], around[other]
                    problem.clause([-v, -a, b])  # a lane is run one way through
                    problem.clause([-v, a, -b])
            continue
        leaving = [(v, sense if side in ("right", "down") else -sense) for side, (v, sense) in around.items() if v != loop.false]
        for k, (v, out) in enumerate(leaving):
            for u, out2 in leaving[k + 1 :]:
                for a, b in ((out, out2), (-out, -out2)):  # not both left by, nor both entered by
                    if a != -true and b != -true:
                        problem.clause([-v, -u, *(-x for x in (a, b) if x != true)])
    return right, downward

