"""A numbered cell's group: the cells joined to it, exactly as many as its number says.

Choco Banana's numbers on white cells and Double Choco's numbers (the parts of a block) are
this rule: a cell and everything joined to it (through the joins that hold) make a group of n
cells. A variable per cell that may be in the group ("owned"); the root owned; an owned cell's
join to another cell, when it holds, makes that cell owned too (a cell out of reach cannot be
joined); n cells owned; and the owned cells connected through joins that hold.

>>> from gridhunt.search.constraints import Problem
>>> p = Problem()
>>> apart = p.new_vars(3)                     # a row of four cells: apart[k] parts cell k from k + 1
>>> owned = {i: p.new_var() for i in range(4)}
>>> add_group(p, owned, [(a, b, -apart[min(a, b)]) for k in range(3) for a, b in ((k, k + 1), (k + 1, k))], 2, p.true, 0)
>>> sorted("".join("|" if m[v] else "-" for v in apart) for m in p.solutions(apart))
['-|-', '-||']
"""

from collections.abc import Iterable


def add_group(problem, owned: dict[int, int], joins: Iterable[tuple[int, int, int]], size: int, on: int, root: int,
              owned_join: bool = False) -> None:
    """When ``on`` holds, the cells whose ``owned`` variable is true are the ``size`` cells joined to ``root``.

    ``joins``: ``(a, b, lit)`` for side-by-side cells, both ways round: when a is in the group and lit
    holds, b is in it too (Double Choco: no wall between them; Choco Banana: b is white). A cell not in
    ``owned`` is out of reach, so no join to it may hold from an owned cell. ``owned_join``: two owned cells
    side by side are always joined (Choco Banana's, both white), which the connectivity check is told.
    """
    problem.clause([-on, owned[root]])
    edges = []
    for a, b, lit in joins:
        if a in owned:
            problem.clause([-owned[a], -lit] + ([owned[b]] if b in owned else []))
            if b in owned and a < b:  # each pair once (joins name it both ways round)
                edges.append((a, b, None if owned_join else lit))
    problem.at_most(owned.values(), size)
    problem.at_least(list(owned.values()) + [-on] * size, size)
    problem.connected(owned, edges)
