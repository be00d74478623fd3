"""Numberlink's rules as constraints, and an independent check of an answer.

pzprjs's rules (its checker for ``numlin``): lines join the centres of side-by-side cells;
a numbered cell has exactly one line, any other cell none or two (no branch, no crossing),
so every line is a path between two numbered cells, and those hold the same number (a ``?``
joins only a ``?``); no line runs without a number (a loop); at least one line is drawn.
Lines need NOT pass every cell: pzprjs accepts an answer that leaves cells empty, so a
solution here may too, and uniqueness is counted on those rules.

A variable per link (a line between two side-by-side cells), one per cell (a line passes it)
and one per cell and number (the number whose path passes it). A link's two cells carry the
same number; a cell a line passes carries exactly one. The cells of a number written twice
are side by side in one piece (the engine's connectivity check: it sees early that a line is
cut off from its other end); the lines hold no cycle (the acyclic check). With those degrees,
each piece of line is then a path between two numbered cells.

Speed: the search looks for *least* answers first (``least_answers``): an answer whose line
can be redrawn shorter, or as long through lower cells, is never the only one, so the solver
may skip it, and the clauses that say so cut the empty cells' freedom that made the count
slow. Then the first answer's lines are tried for another way round (``reroute``), and only
then is a second least answer searched for. Beyond two answers the search is the plain one.
"""

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations, islice

from ...puzzlink import cells, numbers
from ...puzzlink.answers import shared
from ...puzzlink.lines import Lines
from ...search import budget
from ...search.acyclic import NoCycle
from ...search.budget import OutOfTime
from ...search.constraints import Problem
from ...search.grid_reach import grid_connected
from .codec import Puzzle, links
from .crossing import Crossing
from .reroute import redrawn


@dataclass
class Encoding:
    """The rules on a ``Problem``, with two switches the search assumes when it may."""

    problem: Problem
    drawn: list[int]  # the link literals, in ``links`` order
    least: int  # assumed: only least answers (see ``least_answers``)
    filled: int  # assumed: every cell on a line (tried first: most published answers are so)


def unsolvable_reason(puzzle: Puzzle) -> str | None:
    """The sentence when a number is written an odd number of times (a puzzle cut short, a typo):
    every line joins two cells of one number. The search alone would take minutes to see it.

    >>> unsolvable_reason(Puzzle(3, 1, (1, None, 2)))
    'The number 1 is written once: each line joins two cells of one number'
    """
    counts = Counter(x for x in puzzle.numbers if x is not None)
    odd = [x for x in sorted(counts) if counts[x] % 2]
    if not odd:
        return None
    name = "?" if odd[0] == numbers.QUESTION else str(odd[0])
    times = "once" if counts[odd[0]] == 1 else f"{counts[odd[0]]} times"
    return f"The number {name} is written {times}: each line joins two cells of one number"


def problem(puzzle: Puzzle, crossing: bool = True) -> Encoding:
    """The constraints; the switches ``least`` and ``filled`` bind only when assumed. Without
    ``crossing`` the same rules without the check of lines that would have to cross (a yardstick)."""
    w, h = puzzle.w, puzzle.h
    p = Problem()
    if unsolvable_reason(puzzle):
        p.clause([])
    pairs = links(puzzle)
    drawn = p.new_vars(len(pairs))
    touching: list[list[int]] = [[] for _ in range(w * h)]
    for (i, j), v in zip(pairs, drawn):
        touching[i].append(v)
        touching[j].append(v)
    values = sorted({x for x in puzzle.numbers if x is not None})
    carries, on = [], []
    for i, clue in enumerate(puzzle.numbers):
        if clue is not None:
            p.exactly(touching[i], 1)
            carries.append({x: p.true if x == clue else -p.true for x in values})
            on.append(p.true)
            continue
        p.at_most(touching[i], 2)
        for v in touching[i]:
            p.clause([-v, *(u for u in touching[i] if u != v)])
        here = p.new_var()
        p.clause([-here, *touching[i]])
        for v in touching[i]:
            p.clause([-v, here])
        mine = dict(zip(values, p.new_vars(len(values))))
        p.clause([-here, *mine.values()])
        p.at_most(mine.values(), 1)
        for lit in mine.values():
            p.clause([-lit, here])
        carries.append(mine)
        on.append(here)
    for (i, j), v in zip(pairs, drawn):
        for x in values:
            a, b = carries[i][x], carries[j][x]
            if a != -p.true and b != -p.true:  # a number's own cell says "not x" of every other number
                p.clause([-v, -a, b])
                p.clause([-v, a, -b])
            elif a == p.true or b == p.true:
                p.clause([-v, b if a == p.true else a])
    p.clause(drawn)
    link = dict(zip(pairs, drawn))
    for a, b, c, d in cells.squares(w, h):  # the shortest loop, said at once
        p.clause([-link[a, b], -link[c, d], -link[a, c], -link[b, d]])
    # No loop: with the degrees above, every piece of line is then a path between two numbers.
    # Asked only when a link is set (adding links only adds cycles).
    p.solver.add_checker(NoCycle(p.solver, [(i, j, (v,)) for (i, j), v in zip(pairs, drawn)]), drawn)
    # A number written exactly twice names one line, so its cells are side by side in one
    # piece: the connectivity check sees early when a line is cut off from its other end.
    # (Side by side, not linked: the check is asked only when a cell's colour changes, and
    # costs half as much; measured. On bitsets, ``grid_reach``: see its docstring for figures.)
    # Numbers written four times, or several ?, make several lines of one colour: the cycle
    # check alone holds those.
    twice = [x for x in values if puzzle.numbers.count(x) == 2]
    for x in twice:
        nodes = {i: carries[i][x] for i in range(w * h) if carries[i][x] != -p.true}
        grid_connected(p, w, h, nodes)
    if crossing:  # lines whose ends alternate round a region: see crossing.py
        ends = [[i for i, clue in enumerate(puzzle.numbers) if clue == x] for x in twice]
        lines = [(a, b, [carries[i][x] for i in range(w * h)]) for x, (a, b) in zip(twice, ends)]
        numbered = [i for i, clue in enumerate(puzzle.numbers) if clue is not None]
        check = Crossing(w, h, [(i, j, v) for (i, j), v in zip(pairs, drawn)], on, lines, numbered)
        p.solver.add_checker(check, check.variables())
    coded = Encoding(p, drawn, p.new_var(), p.new_var())
    for lit in on:
        p.clause([-coded.filled, lit])
    least_answers(puzzle, coded, [[carries[i][x] for i in range(w * h)] for x in twice], on, link)
    spikes(puzzle, coded, link, touching)
    return coded


def least_answers(puzzle: Puzzle, coded: Encoding, colours: list[list[int]], on: list[int],
                  link: dict[tuple[int, int], int]) -> None:
    """Clauses, bound by the ``least`` switch, that only least answers meet.

    Redrawing one line along another path through cells no other line uses gives another
    answer. Rank answers by their number of line cells, then by the sum of those cells'
    indices: an answer is least when no line can be redrawn to rank lower. Every answer leads
    down to a least one, so a puzzle has answers just when it has least ones, and (``reroute``)
    a least answer none of whose lines can be redrawn is the only answer unless another least
    one exists. Least answers obey, for each line named by a number written twice (the cells
    of its colour ``colour``), a and b two of its cells:
    - a and b side by side are linked (else the link is a shortcut), so a cell of the line has
      exactly two neighbours of its colour, a numbered end exactly one;
    - a and b two or three apart in a row or column have a cell between them on a line (else
      the cells between are a shortcut: the line's other ways from a to b are longer);
    - a and b diagonal: the corner cell of lower index is on a line, and the other corner is
      on a line too unless the line turns at the first (else one of them is a shortcut, or a
      swap to a lower index).
    Measured on the 10x10s: each kind cuts the conflicts of the count; longer runs and bent
    routes (a knight's move apart) did not pay for their clauses.
    """
    p, w, h = coded.problem, puzzle.w, puzzle.h
    least, false = coded.least, -p.true
    beside: list[list[int]] = [[] for _ in range(w * h)]
    for i, j in link:
        beside[i].append(j)
        beside[j].append(i)
    for colour in colours:
        for i, me in enumerate(colour):
            if me != false:
                near = [colour[j] for j in beside[i] if colour[j] != false]
                neighbours_of_colour(p, least, me, near)
        for (i, j), v in link.items():
            if colour[i] != false and colour[j] != false:
                p.clause([-least, -colour[i], -colour[j], v])
        for r in range(h):
            for c in range(w):
                a = r * w + c
                if colour[a] == false:
                    continue
                for gap in (2, 3):
                    for step, fits in ((1, c + gap < w), (w, r + gap < h)):
                        if fits and colour[a + gap * step] != false:
                            between = [on[a + k * step] for k in range(1, gap)]
                            p.clause([-least, -colour[a], -colour[a + gap * step], *between])
                for b, first, second, fits in ((a + w + 1, a + 1, a + w, c + 1 < w), (a + w - 1, a - 1, a + w, c > 0)):
                    if r + 1 < h and fits and colour[b] != false:
                        p.clause([-least, -colour[a], -colour[b], on[first]])
                        turn = link[min(a, first), max(a, first)]
                        p.clause([-least, -colour[a], -colour[b], on[second], turn])


# A turn, by the two directions its line leaves a cell in (row step, column step each).
TURNS = (((0, -1), (1, 0)), ((0, 1), (1, 0)), ((-1, 0), (0, 1)), ((-1, 0), (0, -1)))


def spikes(puzzle: Puzzle, coded: Encoding, link: dict[tuple[int, int], int], touching: list[list[int]]) -> None:
    """Clauses, bound by the ``least`` switch, on where least answers turn.

    A line that turns at a cell c, say from the cell above it (N) to the cell on its right (E), passes
    beside the cell d diagonally between them (above right of c). In a least answer d is on a line:
    were it empty, the line drawn N-d-E instead of N-c-E would be as long through a lower cell. Not on
    c's line (then d, beside N and E of its own line, would be linked to both: a loop), so d is a number
    or links only up and right: the same turn. So turns up-right, and likewise up-left, come in spikes
    of like turns along a diagonal that must end at a number before the grid's edge (else no least
    answer turns there). A turn down-left or down-right passes a cell d below it, which may be empty
    (drawn through d, the line would be as long through a cell of higher index: no lower rank), or a
    number, or the same turn; when every cell is on a line (the ``filled`` switch) only the last two, so
    its spike must end at a number too. None of this reads the numbers' colours: it holds for ``?`` and
    numbers written four times as well.

    Measured (count to two in a fresh process, conflicts and CPU s, the fifteenth session): the hunt
    13x13 of ``numberlink_large.txt`` 14,014 -> 5,782 (8.3 -> 4.5 s), its 14x14 38,270 -> 13,208 (34 ->
    16 s), the hunt 11x11 413 -> 499, the 11x11s of ``genres_hard.txt`` 1,177 -> 522 and 992 -> 375, the
    10x10s and 12x12 of ``genres_large.txt`` 538 -> 324, 90 -> 60 and 576 -> 252; noqx's 26x26 finds its
    first answer in 581 conflicts (4 s), where it found none in 20,000.
    """
    p, w, h, clue = coded.problem, puzzle.w, puzzle.h, puzzle.numbers

    def beside(r: int, c: int, dr: int, dc: int) -> int:
        i, j = r * w + c, (r + dr) * w + c + dc
        return link[min(i, j), max(i, j)]

    def numbered_along(r: int, c: int, dr: int, dc: int) -> bool:
        while 0 <= r + dr < h and 0 <= c + dc < w:
            r, c = r + dr, c + dc
            if clue[r * w + c] is not None:
                return True
        return False

    for r in range(h):
        for c in range(w):
            if clue[r * w + c] is not None:  # a number's cell has one link: no turn
                continue
            for (r1, c1), (r2, c2) in TURNS:
                if not (0 <= r + r1 < h and 0 <= c + c1 < w and 0 <= r + r2 < h and 0 <= c + c2 < w):
                    continue
                turned = [-coded.least, -beside(r, c, r1, c1), -beside(r, c, r2, c2)]
                dr, dc = r1 + r2, c1 + c2  # toward d, the cell the turn passes
                upward = dr < 0
                if not numbered_along(r, c, dr, dc):
                    p.clause(turned if upward else [*turned, -coded.filled])
                    continue
                rd, cd = r + dr, c + dc
                if clue[rd * w + cd] is not None:
                    continue
                for step in ((r1, c1), (r2, c2)):
                    same = beside(rd, cd, *step)
                    if upward:
                        p.clause([*turned, same])
                    else:  # d on a line (any of its links drawn) turns the same way
                        p.clause([*turned, -coded.filled, same])
                        for other in touching[rd * w + cd]:
                            if other != same:
                                p.clause([*turned, -other, same])


def neighbours_of_colour(p: Problem, least: int, me: int, near: list[int]) -> None:
    """A cell of a line (``me``: of its colour) has two neighbours of that colour, a numbered end
    (``me`` true) one: at least so in every answer (its links), at most so in least answers."""
    if me == p.true:
        p.clause(near)
        for a, b in combinations(near, 2):
            p.clause([-least, -a, -b])
        return
    for k in range(len(near)):
        p.clause([-me, *near[:k], *near[k + 1:]])
    for trio in combinations(near, 3):
        p.clause([-least, -me, *(-m for m in trio)])


def answers(puzzle: Puzzle, coded: Encoding) -> Iterator[list[bool]]:
    """Every answer, as its links' marks; the first two found fast (least answers and ``redrawn``)."""
    p, drawn = coded.problem, coded.drawn
    fresh = p.new_var()  # assumed: the clauses that shut out answers already given bind
    found = p.solve([coded.least, coded.filled, fresh]) or p.solve([coded.least, fresh])
    if found is None:
        return
    first = [found[v] for v in drawn]
    yield first
    p.clause([-fresh, *(-v if x else v for v, x in zip(drawn, first))])
    second = redrawn(puzzle, first)
    if second is None:
        found = p.solve([coded.least, fresh])
        if found is None:
            return
        second = [found[v] for v in drawn]
    yield second
    p.clause([-fresh, *(-v if x else v for v, x in zip(drawn, second))])
    while (found := p.solve([fresh])) is not None:  # beyond two: any answer, least or not
        marks = [found[v] for v in drawn]
        yield marks
        p.clause([-fresh, *(-v if x else v for v, x in zip(drawn, marks))])


def lines_of(puzzle: Puzzle, marks: list[bool]) -> Lines:
    w, h = puzzle.w, puzzle.h
    split = h * (w - 1)
    across = tuple(tuple(marks[r * (w - 1) : (r + 1) * (w - 1)]) for r in range(h))
    down = tuple(tuple(marks[split + r * w : split + (r + 1) * w]) for r in range(h - 1))
    return Lines(across, down)


def solutions(puzzle: Puzzle) -> Iterator[Lines]:
    """The answers. A count the time budget cuts short leaves its solver (``budget.keep``) to the next
    count of the same puzzle, the page's Keep searching: its learnt clauses hold whatever it is asked
    (the clauses that shut out answers given bind only under their own switch), so it goes on where it
    stopped. The hunt 13x13 cut off after 3 s then needs 2,441 more conflicts, 4,693 in all, where a
    new solver needs 5,782 (8.3 s)."""
    key = ("numberlink", puzzle)  # (kind id, puzzle), as the api's ``budget.keep_only`` names it
    coded = budget.resumed(key, lambda: problem(puzzle))
    try:
        for marks in answers(puzzle, coded):
            yield lines_of(puzzle, marks)
    except OutOfTime:
        budget.keep(key, coded)
        raise


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the lines are unique and, when not, the links alike in every solution (``?`` the others)."""
    coded = problem(puzzle)
    drawn = coded.drawn
    found: list[dict[int, bool]] = []
    try:  # out of time: what the answers found so far share (the api says it is not proved)
        found.extend(dict(zip(drawn, marks)) for marks in islice(answers(puzzle, coded), 2))
        same = found[0] if len(found) == 1 else coded.problem.certain(drawn, found) if found else None
    except OutOfTime:
        same = shared(found, drawn)
    if not found:
        return {"count": 0, "unique": False, "certain": None}
    marks = ["?" if v not in same else "1" if same[v] else "0" for v in drawn]
    w, h = puzzle.w, puzzle.h
    split = h * (w - 1)
    across = ["".join(marks[r * (w - 1) : (r + 1) * (w - 1)]) for r in range(h)]
    down = ["".join(marks[split + r * w : split + (r + 1) * w]) for r in range(h - 1)]
    return {"count": len(found), "unique": len(found) == 1, "certain": {"across": across, "down": down}}


def is_solution(puzzle: Puzzle, lines: Lines) -> bool:
    """Every rule, checked by walking each line from the numbered cell where it starts."""
    w, h = puzzle.w, puzzle.h
    beside: dict[int, list[int]] = {i: [] for i in range(w * h)}
    for r in range(h):
        for c in range(w):
            i = r * w + c
            if c + 1 < w and lines.across[r][c]:
                beside[i].append(i + 1)
                beside[i + 1].append(i)
            if r + 1 < h and lines.down[r][c]:
                beside[i].append(i + w)
                beside[i + w].append(i)
    if not any(beside.values()):
        return False
    for i, clue in enumerate(puzzle.numbers):
        if len(beside[i]) not in ((1,) if clue is not None else (0, 2)):
            return False
    walked = set()
    for start, clue in enumerate(puzzle.numbers):
        if clue is None or start in walked:
            continue
        previous, here = start, beside[start][0]
        walked.add(start)
        while puzzle.numbers[here] is None:
            walked.add(here)
            previous, here = here, next(j for j in beside[here] if j != previous)
        if puzzle.numbers[here] != clue:
            return False
        walked.add(here)
    return all(i in walked for i in range(w * h) if beside[i])
