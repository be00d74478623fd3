"""Counts in clauses over a tree of parts (a totalizer): the count of each part is a variable too.

The solver's native counts (``Problem.at_most``) propagate as well, but their reasons name
single cells: "these 20 cells are unshaded, so this one is shaded". A totalizer gives every
part of the list (each half, each quarter...) unary count variables "at least j of this part
are true"; conflicts are then explained in those terms, and a learnt clause such as "the top
half of this room holds at least 4" prunes every search that meets it. Heyawake's large rooms
took 30 times fewer conflicts this way.

The tree halves the list again and again, so the caller lists the literals with neighbours
together (in space, in meaning): each half then is a part worth naming.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> x = p.new_vars(5)
>>> exactly(p, x, 2)
>>> len(list(p.solutions(x)))
10

Glossary: ``at_least[j]`` is a literal true exactly when at least j + 1 of the literals are;
``cap`` bounds how far a count is kept (a count of 3 needs to tell 3 from 4, not 4 from 5).
"""

from .constraints import Problem


def unary_count(problem: Problem, lits: list[int], cap: int) -> list[int]:
    """Literals ``at_least`` for 1..min(len(lits), cap) true literals, the list halved recursively.

    Both ways are clauses (``at_least[j]`` implies and is implied by its halves' counts), so
    the count forces a half's count and a half's count forces the whole's.
    """
    if len(lits) == 1:
        return [lits[0]]
    half = len(lits) // 2
    first = unary_count(problem, lits[:half], cap)
    second = unary_count(problem, lits[half:], cap)
    top = min(len(first) + len(second), cap)
    at_least = problem.new_vars(top)
    for i in range(len(first) + 1):
        for j in range(len(second) + 1):
            # i of the first half and j of the second: at least i + j in all.
            if 1 <= i + j <= top:
                problem.clause([*([-first[i - 1]] if i else []), *([-second[j - 1]] if j else []), at_least[i + j - 1]])
            # more than i + j in all: more than i in the first half or more than j in the second.
            if i + j < top:
                problem.clause([-at_least[i + j], *first[i : i + 1], *second[j : j + 1]])
    return at_least


def exactly(problem: Problem, lits: list[int], k: int) -> None:
    """Exactly k of the literals are true, counted over the halves of the list (see the module)."""
    if not 0 <= k <= len(lits):
        problem.clause([])
        return
    if not lits:
        return
    at_least = unary_count(problem, lits, k + 1)
    if k:
        problem.clause([at_least[k - 1]])
    if k < len(at_least):
        problem.clause([-at_least[k]])
