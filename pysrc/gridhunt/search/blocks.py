"""Blocks in a line: the true cells of a line make runs of given lengths, in a given order.

The rule of a Nonogram's every row and column. Each block has a start, and a variable per start
it may take, found through "the block starts at p or later" (an order encoding: true up to the
start, false past it). Starts are kept in order with a gap between blocks, a block's cells are
true and the cells just before and after it false, and every true cell lies in some block. The
order variables let one learnt clause say "block 2 starts at 7 or later", which cuts far more
than a clause naming single cells.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> x = p.new_vars(5)
>>> add_blocks(p, x, [2, 1])
>>> sorted("".join("#" if m[v] else "." for v in x) for m in p.solutions(x))
['##.#.', '##..#', '.##.#']

Glossary: L the line's length, b a block's length, ``first``/``last`` the earliest and latest
start a block may take, ``later[p]`` "the block starts at p or later".
"""

from .regions import bites


def add_blocks(problem, line: list[int], lengths: list[int]) -> None:
    """State on a ``constraints.Problem`` that the true literals of ``line`` make exactly these runs."""
    size, count = len(line), len(lengths)
    if not count:
        for lit in line:
            problem.clause([-lit])
        return
    if sum(lengths) + count - 1 > size:
        problem.clause([])
        return
    covering: list[list[int]] = [[] for _ in range(size)]
    previous = None  # (the block before's ``later``, its first start, its length)
    for j, b in enumerate(lengths):
        first = sum(lengths[:j]) + j
        last = size - sum(lengths[j:]) - (count - 1 - j)
        # later[p - first] for p = first .. last + 1: true at first, false past last
        later = [problem.true] + problem.new_vars(last - first) + [-problem.true]
        for k in range(1, len(later) - 1):
            problem.clause([-later[k], later[k - 1]])
        for p in range(first, last + 1):
            start = problem.new_var()
            at, after = later[p - first], later[p - first + 1]
            problem.clause([-start, at])
            problem.clause([-start, -after])
            problem.clause([start, -at, after])
            for i in range(p, p + b):
                problem.clause([-start, line[i]])
                covering[i].append(start)
            for i in (p - 1, p + b):
                if 0 <= i < size:
                    problem.clause([-start, -line[i]])
        if previous is not None:
            # this block starts at least the one before's length and a gap after the one before's start
            before, before_first, before_b = previous
            for p in range(before_first, before_first + len(before) - 1):
                q = p + before_b + 1
                problem.clause([-before[p - before_first], later[q - first]])
        previous = (later, first, b)
    for i, starts in enumerate(covering):
        problem.clause([-line[i], *starts])


Known = list[bool | None]  # per cell of a line: True (true), False, None (not known yet)


def settle_line(known: Known, lengths: list[int]) -> Known | None:
    """The line with every cell that has one value in all placements of the blocks that fit ``known``
    set to it; None when no placement fits.

    >>> settle_line([None] * 5, [3])
    [None, None, True, None, None]
    >>> settle_line([None, True, None, None, None], [2, 1])
    [None, True, None, None, None]
    >>> settle_line([True, None, None, None], [2, 1])
    [True, True, False, True]

    Two sweeps: ``before[j][i]``, blocks 0..j-1 fit in cells 0..i-1; ``after[j][i]``, blocks j.. fit
    in cells i..; a block may lie at s when its cells may be true, the cells beside it false, and
    the blocks before and after it fit around it.
    """
    size, count = len(known), len(lengths)
    no_false, no_true = [0], [0]  # prefix counts of cells known false, known true
    for x in known:
        no_false.append(no_false[-1] + (x is False))
        no_true.append(no_true[-1] + (x is True))
    may_false = [x is not True for x in known] + [True]  # a cell that may be false (and one past the end)
    before = [[no_true[i] == 0 for i in range(size + 1)]]
    for j, b in enumerate(lengths):
        row, last = [False] * (size + 1), before[j]
        for i in range(b, size + 1):
            if row[i - 1] and may_false[i - 1]:
                row[i] = True
            elif no_false[i] == no_false[i - b]:
                s = i - b
                row[i] = last[s] if j == 0 else s >= 1 and may_false[s - 1] and last[s - 1]
        before.append(row)
    if not before[count][size]:
        return None
    after = [None] * count + [[no_true[size] == no_true[i] for i in range(size + 1)] + [True]]
    for j in reversed(range(count)):
        b, row, nxt = lengths[j], [False] * (size + 2), after[j + 1]
        for i in reversed(range(size - b + 1)):
            if row[i + 1] and may_false[i]:
                row[i] = True
            elif no_false[i + b] == no_false[i]:
                row[i] = nxt[i + b] if j == count - 1 else may_false[i + b] and i + b < size and nxt[i + b + 1]
        after[j] = row
    starts_minus_ends = [0] * (size + 1)
    for j, b in enumerate(lengths):
        last, nxt = before[j], after[j + 1]
        for s in range(size - b + 1):
            if no_false[s + b] != no_false[s]:
                continue
            left = last[s] if j == 0 else s >= 1 and may_false[s - 1] and last[s - 1]
            if left and (nxt[s + b] if j == count - 1 else s + b < size and may_false[s + b] and nxt[s + b + 1]):
                starts_minus_ends[s] += 1
                starts_minus_ends[s + b] -= 1
    gap = [False] * size  # a cell that may lie between blocks j - 1 and j, for some j
    for j in range(count + 1):
        gap = [g or (x and y) for g, x, y in zip(gap, before[j], after[j][1:])]
    settled, running = [], 0
    for i, x in enumerate(known):
        running += starts_minus_ends[i]
        may_be_false = may_false[i] and gap[i]
        settled.append(True if running and not may_be_false else False if may_be_false and not running else x)
    return settled


def settle_lines(n: int, lines: list[list[int]], lengths: list[list[int]]) -> Known | None:
    """What line-by-line reasoning settles of n cells, each line (cells listed in order) holding its
    blocks: each line settled again whenever a cell of it changes, until none does; None when a
    line has no placement left."""
    known: Known = [None] * n
    of_cell: list[list[int]] = [[] for _ in range(n)]
    for k, line in enumerate(lines):
        for i in line:
            of_cell[i].append(k)
    todo, waiting = list(range(len(lines))), set(range(len(lines)))
    while todo:
        k = todo.pop()
        waiting.discard(k)
        line = lines[k]
        settled = settle_line([known[i] for i in line], lengths[k])
        if settled is None:
            return None
        for i, x in zip(line, settled):
            if known[i] != x:
                known[i] = x
                for other in of_cell[i]:
                    if other not in waiting:
                        waiting.add(other)
                        todo.append(other)
    return known


def add_line_check(problem, line: list[int], lengths: list[int]) -> None:
    """Check the line as a whole whenever the search rests (a checker of the SAT solver): what
    ``settle_line`` settles from the cells set so far is set too, and a line no placement fits is
    a conflict. The clauses are "one of the line's set cells is otherwise, or this follows"."""
    checker = LineCheck(line, lengths)
    problem.solver.add_checker(checker, [abs(lit) for lit in line])


NEWS_KEPT = 4096  # states remembered per line (forgotten all at once past this)


class LineCheck:
    """The checker of ``add_line_check``: given the solver's values, a clause that bites (false, or with
    one free literal and the rest false), or None. One look settles many cells: the clauses are handed
    out one a call, and those that no longer bite after the search moved are dropped."""

    def __init__(self, line: list[int], lengths: list[int]) -> None:
        self.line, self.lengths = line, lengths
        self.pending: list[list[int]] = []
        # What the line's states settle, by the states: a search goes back and forth over the same few
        # (half the calls on an empty 20x20's sharing phase), and most settle nothing.
        self.news: dict[tuple[int, ...], list[int] | None] = {}

    def __call__(self, value: list[int]) -> list[int] | None:
        while self.pending:
            clause = self.pending.pop()
            if bites(clause, value):
                return clause
        states = tuple([value[lit] if lit > 0 else -value[-lit] for lit in self.line])
        news = self.news.get(states, False)
        if news is False:
            if len(self.news) >= NEWS_KEPT:
                self.news.clear()
            news = self.news[states] = self.settle(states)
        if news == []:
            return None
        reason = [-lit if x == 1 else lit for lit, x in zip(self.line, states) if x]
        if news is None:
            return reason
        self.pending = [[lit, *reason] for lit in news]
        return self.pending.pop() if self.pending else None

    def settle(self, states: tuple[int, ...]) -> list[int] | None:
        """The literals of the cells ``settle_line`` settles that the states leave free; None when nothing fits."""
        known = [None if x == 0 else x == 1 for x in states]
        settled = settle_line(known, self.lengths)
        if settled is None:
            return None
        return [lit if x else -lit for lit, x, was in zip(self.line, settled, known) if was is None and x is not None]
