"""Whole numbers on the SAT engine in the order encoding: sums, comparisons and fixed totals as clauses.

An ``Int`` may take a few values; for each value but the least it has a literal "the number is at
least this". Those literals form a chain (at least 5 implies at least 4), so a bound learnt
anywhere holds for every threshold below it, and a sum's clauses say only "at least i here and at
least j there make at least i + j in all" (and the same for "at most"). A digit given as one
literal per value (a Sudoku cell's one-hot choice) becomes an ``Int`` with ``from_choices``.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> cells = [from_choices(p, dict(zip(range(1, 5), p.new_vars(4)))) for _ in range(3)]
>>> for cell in cells:
...     p.exactly([cell.choices[v] for v in range(1, 5)], 1)
>>> fix(p, total(p, cells), 11)
>>> sorted(tuple(v for c in cells for v in c.choices if m[c.choices[v]]) for m in p.solutions(
...     [lit for c in cells for lit in c.choices.values()]))
[(3, 4, 4), (4, 3, 4), (4, 4, 3)]

Glossary: ``values`` are the number's possible values in increasing order; ``ge(k)`` is the literal
"at least k" (the problem's true literal, or its negation, where k is outside the values).
"""

from collections.abc import Iterable

from .constraints import Problem


class Int:
    """A whole number: its possible values and a literal "at least v" for each but the least."""

    def __init__(self, problem: Problem, values: list[int], lits: list[int], choices: dict | None = None) -> None:
        self.problem, self.values, self.lits = problem, values, lits
        self.choices = choices or {}  # value -> literal, when the number was made from a one-hot choice

    def ge(self, k: int) -> int:
        """The literal "the number is at least k"."""
        values = self.values
        if k <= values[0]:
            return self.problem.true
        if k > values[-1]:
            return -self.problem.true
        lo, hi = 1, len(values) - 1  # the first value >= k
        while lo < hi:
            mid = (lo + hi) // 2
            if values[mid] >= k:
                hi = mid
            else:
                lo = mid + 1
        return self.lits[lo - 1]

    def times(self, factor: int) -> "Int":
        """The number multiplied by a positive factor: the same literals, the values scaled."""
        return Int(self.problem, [v * factor for v in self.values], self.lits)


def clause(problem: Problem, lits: Iterable[int]) -> None:
    """A clause with the problem's constants folded: a true literal satisfies it, a false one drops out."""
    kept = []
    for lit in lits:
        if lit == problem.true:
            return
        if lit != -problem.true:
            kept.append(lit)
    problem.clause(kept)


def integer(problem: Problem, values: Iterable[int]) -> Int:
    """A fresh number taking one of the values, its "at least" literals chained."""
    values = sorted(set(values))
    lits = problem.new_vars(len(values) - 1)
    for higher, lower in zip(lits[1:], lits):
        problem.clause([-higher, lower])
    return Int(problem, values, lits)


def from_choices(problem: Problem, choices: dict[int, int]) -> Int:
    """The number that is v when ``choices[v]`` holds (exactly one holds: the caller says so)."""
    number = integer(problem, choices)
    number.choices = dict(choices)
    values = number.values
    for k, v in enumerate(values):
        # v chosen: at least v and not at least the next; at least v and not the next: v chosen
        clause(problem, [-choices[v], number.ge(v)])
        if k + 1 < len(values):
            clause(problem, [-choices[v], -number.ge(values[k + 1])])
            clause(problem, [-number.ge(v), number.ge(values[k + 1]), choices[v]])
        else:
            clause(problem, [-number.ge(v), choices[v]])
    return number


def add(problem: Problem, a: Int, b: Int) -> Int:
    """The number a + b."""
    c = integer(problem, [x + y for x in a.values for y in b.values])
    for i, x in enumerate(a.values):
        above_x = a.ge(a.values[i + 1]) if i + 1 < len(a.values) else -problem.true
        for j, y in enumerate(b.values):
            above_y = b.ge(b.values[j + 1]) if j + 1 < len(b.values) else -problem.true
            clause(problem, [-a.ge(x), -b.ge(y), c.ge(x + y)])  # a >= x and b >= y: c >= x + y
            clause(problem, [above_x, above_y, -c.ge(x + y + 1)])  # a <= x and b <= y: c <= x + y
    return c


def total(problem: Problem, terms: list[Int]) -> Int:
    """The sum of the numbers, added in a balanced tree (its parts' sums are numbers the solver learns about)."""
    if not terms:
        raise ValueError("A sum needs at least one number")
    while len(terms) > 1:
        terms = [add(problem, *terms[k : k + 2]) if k + 1 < len(terms) else terms[k] for k in range(0, len(terms), 2)]
    return terms[0]


def fix(problem: Problem, a: Int, value: int) -> None:
    """The number is ``value``."""
    clause(problem, [a.ge(value)])
    clause(problem, [-a.ge(value + 1)])


def equal(problem: Problem, a: Int, b: Int) -> None:
    """The two numbers are equal."""
    for k in sorted(set(a.values) | set(b.values) | {v + 1 for v in a.values + b.values}):
        clause(problem, [-a.ge(k), b.ge(k)])
        clause(problem, [a.ge(k), -b.ge(k)])


def less(problem: Problem, a: Int, b: Int, gap: int = 1) -> None:
    """a + gap <= b (gap 1: a < b; gap 0: a <= b)."""
    for k in sorted(set(a.values)):
        clause(problem, [-a.ge(k), b.ge(k + gap)])
