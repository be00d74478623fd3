"""Hotaru Beam's rules as constraints, and an independent check of an answer.

A variable per link between side-by-side cells; each drawn link also has a direction, from its
firefly's dot towards the firefly it reaches. A cell without a firefly holds 0 or 2 links, one in
and one out; at a firefly the link on its dot's side is drawn and goes out, every other link it
holds comes in, so each line runs from one firefly's dot to another firefly's plain side; at least one
line is drawn. A numbered firefly's line is one of its beams, every way it can run other lines aside,
listed before the search (``beams``): a variable each, which draws its links. On a board where some
firefly has too many to list, a line from a numbered firefly carries the turns still to come instead
(one of 0..M, M the largest number): the number on leaving, one less after each turn, 0 on arrival (a
cut-short 13x13's first answer took 3,200-5,300 conflicts and 2.6-3.1 s so, 300-1,300 and 0.2-1.0 s with
the beams; its sharing phase 10,700 conflicts, now 5,000-8,000). Every firefly and line is one
connected network (the constraints' connectivity check). A line never closes on itself among
plain cells: ``search.loops.SubLoops`` over them refuses its last link while its ends sit side by
side (the connectivity check, asked less often, found such a ring only once it was drawn: the first two
answers of a cut-short 13x13 took 14.7 s, now 6.3 s). Before the search, a line is refused the turn
counts it could not spend on its way to a firefly, board edges and all (``reach``). A decision tries a
link drawn first: tried undrawn, the search undrew link after link around a line's end in the empty
half of that 13x13 (its first answer 4,000 conflicts rather than 9,700). ``certain`` drops what the answers
a stretch of a line away flip (``shifts``): its first two answers and their moves flip all 116 of that
13x13's links that differ, which had taken 17 questions and 5,700 conflicts. Before the search, ``certain``
adds the links proved on the board cut after its last firefly (``band``): that 13x13's rows 6-12 are empty,
and its 147 links above took thousands of conflicts to prove through them (the request 6,074 -> 1,588).
"""

from collections.abc import Callable, Iterator

from ...puzzlink import answers, cells
from ...puzzlink.arrows import STEPS
from ...puzzlink.lines import Lines, link_ends
from ...search.budget import OutOfTime
from ...search.constraints import Problem
from ...search.loops import SubLoops
from . import band, shifts
from .beams import WORK, beams
from .codec import Puzzle

MOVED_BASES = 40  # answers a call of ``moves`` may move from: each flipped a link still alike
SIDES = {(0, 1): 4, (1, 0): 2, (0, -1): 3, (-1, 0): 1}  # a step to a neighbour, as the arrow of that side


class Links:
    """The link variables: ``across[r][c]`` joins (r, c) and (r, c + 1), ``down[r][c]`` (r, c) and (r + 1, c);
    on a board cut short (``band``), ``joins[i, j]`` two cells i < j of its last row, which stands for the rows
    cut off, whose own links across are never drawn."""

    def __init__(self, p: Problem, w: int, h: int, band: bool = False) -> None:
        self.w, self.h = w, h
        self.across = [p.new_vars(w - 1) for _ in range(h)]
        self.down = [p.new_vars(w) for _ in range(h - 1)]
        last = w * (h - 1)
        self.joins = {(last + a, last + b): p.new_var() for a in range(w) for b in range(a + 1, w)} if band else {}
        self.band = band

    def between(self, i: int, j: int) -> int:
        if self.band and min(i, j) >= self.w * (self.h - 1):
            return self.joins[min(i, j), max(i, j)]
        a = min(i, j)
        beside = abs(i - j) == 1 and i // self.w == j // self.w  # one column: i + 1 is below
        return self.across[a // self.w][a % self.w] if beside else self.down[a // self.w][a % self.w]

    def beside(self, i: int) -> list[int]:
        """The cells a link may join cell i to."""
        if self.band and i >= self.w * (self.h - 1):
            last = self.w * (self.h - 1)
            return [i - self.w] + [last + b for b in range(self.w) if last + b != i]
        return list(cells.neighbours(i, self.w, self.h))

    def pairs(self) -> list[tuple[int, int]]:
        """Each two cells a link may join, once."""
        return [(i, j) for i in range(self.w * self.h) for j in self.beside(i) if j > i]

    def all(self) -> list[int]:
        return [v for rows in (self.across, self.down) for row in rows for v in row]

    def drawable(self) -> list[int]:
        """The links that may be drawn: on a board cut short, its joins and not its last row's links across."""
        if not self.band:
            return self.all()
        return [self.between(i, j) for i, j in self.pairs()]


def problem(puzzle: Puzzle, band: bool = False) -> tuple[Problem, Links] | None:
    """The rules as constraints. ``band``: the board's last row stands for rows cut off (see ``band``), its cells
    joined by ``Links.joins``; None when a numbered firefly's beams are too many to list (its turns would have to
    be counted through the joins)."""
    w, h = puzzle.w, puzzle.h
    p = Problem()
    links = Links(p, w, h, band)
    finishes = reach(puzzle, band)
    numbered = [i for i, f in enumerate(puzzle.fireflies) if f is not None and f[0] and f[1] >= 0]
    work = [WORK]
    listed = {i: beams(puzzle, i, finishes, work, band) for i in numbered}
    counting = any(ways is None for ways in listed.values())
    if band and counting:
        return None
    listed = {i: ways for i, ways in listed.items() if ways is not None}
    top = max((puzzle.fireflies[i][1] for i in numbered), default=-1) if counting else -1
    flow, counted, left = {}, {}, {}  # per link: lower cell to higher, turns counted, turns left (one-hot)
    for v in links.all() + list(links.joins.values()):
        flow[v], counted[v] = p.new_var(), p.new_var()
        left[v] = p.new_vars(top + 1)
        p.clause([v, -flow[v]])
        p.clause([v, -counted[v]])
        p.clause([-counted[v], *left[v]])
        for k, x in enumerate(left[v]):
            p.clause([-x, counted[v]])
            for y in left[v][k + 1 :]:
                p.clause([-x, -y])

    def out_of(i: int, j: int) -> int:
        """True when the link between i and j runs out of cell i."""
        v = links.between(i, j)
        return flow[v] if i < j else -flow[v]

    if not any(f is not None for f in puzzle.fireflies):
        p.clause([])
    p.clause(links.drawable())  # pzprjs refuses a board without lines
    if band:
        cut_short(p, links)
    on = {}
    for i, firefly in enumerate(puzzle.fireflies):
        beside = links.beside(i)
        mine = [links.between(i, j) for j in beside]
        if firefly is None:
            on[i] = p.new_var()
            p.clause([-on[i], *mine])
            for v in mine:
                p.clause([-v, on[i]])
                p.clause([-v, *(u for u in mine if u != v)])  # no dead end
            p.at_most(mine, 2)
            for a in beside:
                for b in beside:
                    if a < b:  # one link in, the other out
                        p.clause([-links.between(i, a), -links.between(i, b), out_of(i, a), out_of(i, b)])
                        p.clause([-links.between(i, a), -links.between(i, b), -out_of(i, a), -out_of(i, b)])
                    if a != b and counting:
                        carry(p, links.between(i, a), links.between(i, b), -out_of(i, a), out_of(i, b),
                              turned=(a - i) != (i - b), counted=counted, left=left)
            continue
        on[i] = p.true
        arrow, number = firefly
        r, c = divmod(i, w)
        for j in beside:
            v = links.between(i, j)
            side = SIDES[(j // w - r, j % w - c)]
            if side == arrow:
                p.clause([v])
                p.clause([out_of(i, j)])
                p.clause([counted[v] if number >= 0 and counting else -counted[v]])
                if number >= 0 and counting:
                    p.clause([left[v][number]])
            else:
                p.clause([-v, -out_of(i, j)])
                if top >= 0:
                    p.clause([-counted[v], left[v][0]])
        if arrow:
            dr, dc = STEPS[arrow]
            if not (0 <= r + dr < h and 0 <= c + dc < w):
                p.clause([])  # the dot faces the grid's edge
    for i, j in cells.links(w, h - band):
        for x, y in ((i, j), (j, i)):
            for k, turns_left in enumerate(left[links.between(x, y)]):
                if not finishes(x, y, k):
                    p.clause([-out_of(x, y), -turns_left])
    for i, ways in listed.items():
        chosen = p.new_vars(len(ways))
        p.exactly(chosen, 1)  # the links rule out a second only once two beams part: said outright, fewer conflicts
        for beam, v in zip(ways, chosen):
            for x, y in zip(beam, beam[1:]):
                p.clause([-v, links.between(x, y)])
                p.clause([-v, out_of(x, y)])
    p.connected(on, [(i, j, links.between(i, j)) for i, j in links.pairs()])
    plain = {i: on[i] for i, firefly in enumerate(puzzle.fireflies) if firefly is None}
    p.solver.checkers.append(SubLoops(p.solver, [(i, j, links.between(i, j)) for i, j in cells.links(w, h)
                                                 if i in plain and j in plain], plain))
    for v in links.drawable():  # a decision first tries a link drawn, as cell_loop's do: a line grows at once
        p.solver.phase[v] = 1
    return p, links


def cut_short(p: Problem, links: Links) -> None:
    """The last row of a board cut short (``band``): its links across never drawn, a join only between two of its
    cells whose links up are drawn, one join at a cell, and no two joins crossing (lines below a row never cross)."""
    w, last = links.w, links.w * (links.h - 1)
    for v in links.across[-1]:
        p.clause([-v])
    for (a, b), v in links.joins.items():
        p.clause([-v, links.between(a - w, a)])
        p.clause([-v, links.between(b - w, b)])
        for (c, d), u in links.joins.items():
            if a < c < b < d:
                p.clause([-v, -u])
    for i in range(last, last + w):
        p.at_most([v for (a, b), v in links.joins.items() if i in (a, b)], 1)


def reach(puzzle: Puzzle, band: bool = False) -> Callable[[int, int, int], bool]:
    """Whether a line going from cell x into cell y with k turns left can end as the rules ask, other lines
    aside: go on from y (if plain) with at most k turns and arrive at a firefly's plain side with none left.

    A line with few turns left that heads into an empty stretch of the board, or at the edge, is refused
    before the search draws it (a cut-short 13x13, half of it empty, took 48 s to its answer without this).
    """
    w, h = puzzle.w, puzzle.h
    known: dict[tuple[int, int, int], bool] = {}

    def finishes(x: int, y: int, k: int) -> bool:
        if (x, y, k) not in known:
            here = puzzle.fireflies[y]
            if here is not None:
                arrow = here[0]
                known[x, y, k] = k == 0 and not (arrow and (x // w - y // w, x % w - y % w) == STEPS[arrow])
            elif band and y >= w * (h - 1):  # the rows cut off: by a join (2, 4, ... turns), then up
                last = w * (h - 1)
                known[x, y, k] = (finishes(y, y - w, k) if x >= last else
                                  any(finishes(last + b, last + b - w, k - turns) for b in range(w) if last + b != y
                                      for turns in range(2, k + 1, 2)))
            else:  # straight runs end at the edge and every turn uses one up, so this recursion ends
                known[x, y, k] = any(finishes(y, z, k - ((z - y) != (y - x))) for z in cells.neighbours(y, w, h)
                                     if z != x and k - ((z - y) != (y - x)) >= 0)
        return known[x, y, k]

    return finishes


def carry(p: Problem, a: int, b: int, into_a: int, out_b: int, turned: bool, counted, left) -> None:
    """Through a cell, in by link a and out by link b: the count goes on, one less after a turn."""
    given = [-a, -b, -into_a, -out_b]
    p.clause([*given, -counted[a], counted[b]])
    p.clause([*given, counted[a], -counted[b]])
    top = len(left[a]) - 1
    for k in range(top + 1):
        after = k - 1 if turned else k
        if after < 0:  # b's direction left out (a in means b out): a line out of turns rules a turn out at once
            p.clause([-a, -b, -into_a, -left[a][k]])
        else:
            p.clause([*given, -left[a][k], left[b][after]])
        before = k + 1 if turned else k
        if before > top:
            p.clause([*given, -left[b][k]])
        else:
            p.clause([*given, -left[b][k], left[a][before]])


def lines_of(found: dict[int, bool], links: Links) -> Lines:
    return Lines(tuple(tuple(found[v] for v in row) for row in links.across),
                 tuple(tuple(found[v] for v in row) for row in links.down))


def solutions(puzzle: Puzzle) -> Iterator[Lines]:
    """Every answer. The links proved on the board cut after its last firefly come first (``band``): a 13x13 cut
    short after its first row (four fireflies, twelve empty rows) searched past ten minutes for an answer it has
    not, where its cut board proves there is none in 0.5 s."""
    p, links = problem(puzzle)
    band.settle(puzzle, p, links, lambda board: problem(board, band=True))
    for found in p.solutions(links.all()):
        yield lines_of(found, links)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the lines are unique and, when not, the links alike in every solution (``?`` the others)."""
    p, links = problem(puzzle)
    p.moves = lambda found, same: moves(puzzle, links, found, same)
    try:  # before the first answer, not after two as Dominion's: the cut-short 13x13's first answer 822 -> 9 conflicts
        band.settle(puzzle, p, links, lambda board: problem(board, band=True))
    except OutOfTime:
        pass  # out of time: the search below stops at once, and the reply says what is known (nothing)
    found, same = answers.verdict(p, links.all())

    def marks(rows):
        return ["".join("?" if v not in same else "1" if same[v] else "0" for v in row) for row in rows]

    return {"count": len(found), "unique": len(found) == 1,
            "certain": None if same is None else {"across": marks(links.across), "down": marks(links.down)}}


def moves(puzzle: Puzzle, links: Links, found: dict[int, bool], same: dict[int, bool]) -> list[dict[int, bool]]:
    """Answers a stretch of a line away from one found (``shifts.moved``), each flipping a link still alike in
    ``same`` and those before it, as their links' values."""
    alike = dict(same)
    out = []

    def model(lines: Lines) -> dict[int, bool]:
        return {v: x for vars_, marks in ((links.across, lines.across), (links.down, lines.down))
                for row, marked in zip(vars_, marks) for v, x in zip(row, marked)}

    def flips(lines: Lines) -> bool:
        m = model(lines)
        return any(m[v] != x for v, x in alike.items())

    bases = [lines_of(found, links)]
    for base in bases:  # each answer moved from in turn, those moves found too: a line moves out of another's way
        if len(bases) > MOVED_BASES:
            break
        for other in shifts.moved(puzzle, base, lambda lines: is_solution(puzzle, lines), flips):
            m = model(other)
            out.append(m)
            bases.append(other)
            alike = {v: x for v, x in alike.items() if m[v] == x}
    return out


def is_solution(puzzle: Puzzle, drawn: Lines) -> bool:
    """Every rule, checked by walking each line from the firefly it leaves to the one it reaches."""
    w, h = puzzle.w, puzzle.h
    ends = link_ends(drawn, w, h)
    flies = {i: f for i, f in enumerate(puzzle.fireflies) if f is not None}
    if not flies or not any(ends.values()):
        return False
    if any(len(ends[i]) not in (0, 2) for i in range(w * h) if i not in flies):
        return False

    def dot_side(i: int, j: int) -> bool:
        arrow = flies[i][0]
        return arrow != 0 and (j // w - i // w, j % w - i % w) == STEPS[arrow]

    walked = set()
    for i, (arrow, number) in flies.items():
        if arrow and not any(dot_side(i, j) for j in ends[i]):
            return False
        for j in ends[i]:
            previous, here, turns = i, j, 0
            walked.add(frozenset((i, j)))
            while here not in flies:
                after = next(k for k in ends[here] if k != previous)
                turns += (after - here) != (here - previous)
                walked.add(frozenset((here, after)))
                previous, here = here, after
            if dot_side(i, j) == dot_side(here, previous):
                return False  # dot to dot, or plain side to plain side
            if dot_side(i, j) and number >= 0 and turns != number:
                return False
    if len(walked) != sum(len(e) for e in ends.values()) // 2:
        return False  # a loop that meets no firefly
    return connected_by_lines(ends, flies)


def connected_by_lines(ends: dict[int, list[int]], flies) -> bool:
    """Whether the fireflies and lines form one network, joined only along drawn links."""
    start = next(iter(flies))
    seen, stack = {start}, [start]
    while stack:
        for j in ends[stack.pop()]:
            if j not in seen:
                seen.add(j)
                stack.append(j)
    return all(i in seen for i in flies)
