"""The shortest clauses a small boolean rule implies: written as constraints, unit propagation sees all it implies.

>>> allowed = [(False, False), (True, True)]  # two variables that are equal
>>> prime_clauses(2, allowed)
[((0, False), (1, True)), ((0, True), (1, False))]

A rule over a few variables (the eight half-cells round a grid corner, say) given as the list of
its allowed assignments has many CNF encodings; most let unit propagation miss what the rule
implies, so the SAT search guesses and backtracks where it could have concluded. The set of
all prime implicates (the clauses every allowed assignment meets, none of whose literals can
be dropped) is propagation-complete: when some values of the variables leave only allowed
assignments that agree on another variable, one of these clauses is down to that literal (a
clause ``c`` implied under values ``v`` contains a prime one made of false literals of ``v``
and the implied literal). The same holds after fixing some variables to constants, so a
genre may drop the literals of variables that are constant where it applies the rule (a
grid's edge).

A clause is a tuple of (variable index, polarity) pairs, sorted by index; the list is sorted
by length, then by the variables and polarities. Computed over bitmasks, 2^n masks with a
set of projections each: meant for n up to 10 or so.
"""

from collections.abc import Iterable, Sequence


def prime_clauses(n: int, allowed: Iterable[Sequence[bool]]) -> list[tuple[tuple[int, bool], ...]]:
    """Every prime implicate of the rule over variables 0..n-1 whose allowed assignments are ``allowed``."""
    codes = {sum(1 << k for k in range(n) if values[k]) for values in allowed}
    projections: dict[int, set[int]] = {}

    def seen(mask: int) -> set[int]:
        if mask not in projections:
            projections[mask] = {code & mask for code in codes}
        return projections[mask]

    out = []
    for mask in range(1, 1 << n):
        bits = [1 << k for k in range(n) if mask >> k & 1]
        values = mask
        while True:  # each assignment of the mask's variables that no allowed one has
            if values not in seen(mask) and all(values & ~bit in seen(mask & ~bit) for bit in bits):
                # forbidden, and no smaller part of it is: the clause is its negation
                out.append(tuple((k, not values >> k & 1) for k in range(n) if mask >> k & 1))
            if values == 0:
                break
            values = (values - 1) & mask
    out.sort(key=lambda clause: (len(clause), clause))
    return out
