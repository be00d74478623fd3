"""How far apart variables are in the clauses: a proxy for "near" on a board, whatever the genre.

Two variables are one step apart when a clause (or a cardinality constraint) holds both. The
one-cell questions of ``certain`` ask first about the variables nearest those already seen to
differ between solutions: where solutions differ, their neighbours are the likeliest to differ too.
"""

from collections import deque

LOCAL = 8  # longer clauses ("some link is drawn", a count over a row) say little about nearness


def distances(solver, sources, targets) -> dict[int, int]:
    """Steps from the nearest of ``sources`` (variables) to each of ``targets`` reached (missing: none).

    >>> from .constraints import Problem
    >>> p = Problem()
    >>> a, b, c, d, e = p.new_vars(5)
    >>> p.clause([a, b]); p.clause([-b, c, e]); p.clause([c, d])      # a - b - c - d, and e beside b and c
    >>> name = {a: "a", b: "b", c: "c", d: "d", e: "e"}
    >>> {name[v]: steps for v, steps in distances(p.solver, [a], [b, c, d, e]).items()}
    {'b': 1, 'c': 2, 'e': 2, 'd': 3}
    >>> p.clause([a, d, *p.new_vars(LOCAL)])                           # a long clause is no way between
    >>> distances(p.solver, [a], [d]) == {d: 3}
    True
    """
    occurs: dict[int, list[list[int]]] = {}
    seen_ids = set()
    learnt = {id(clause) for _, clause in solver.learnts}
    for watching in solver.watches.values():
        for clause in watching:
            key = id(clause)
            if key in seen_ids or key in learnt or len(clause) > LOCAL:
                continue
            seen_ids.add(key)
            for lit in clause:
                occurs.setdefault(abs(lit), []).append(clause)
    for counting in solver.cards.values():
        for card in counting:
            key = id(card)
            if key in seen_ids or len(card[2]) > LOCAL:
                continue
            seen_ids.add(key)
            for lit in card[2]:
                occurs.setdefault(abs(lit), []).append(card[2])
    binary = solver.binary
    degree = [len(binary.get(v, ())) + len(binary.get(-v, ())) + len(occurs.get(v, ())) for v in range(solver.nvars + 1)]
    sizes = sorted(degree[1:])
    hub = max(16, 4 * sizes[len(sizes) // 2]) if sizes else 16  # a switch every clause of a kind holds: no path through it
    want = set(targets)
    found: dict[int, int] = {}
    dist = {v: 0 for v in sources}
    todo = deque(dist)
    done_clauses = set()
    while todo and len(found) < len(want):
        v = todo.popleft()
        d = dist[v] + 1
        if degree[v] > hub:
            continue
        near = [abs(x) for x in binary.get(v, ())] + [abs(x) for x in binary.get(-v, ())]
        for clause in occurs.get(v, ()):
            if id(clause) not in done_clauses:
                done_clauses.add(id(clause))
                near.extend(abs(x) for x in clause)
        for u in near:
            if u not in dist:
                dist[u] = d
                if u in want:
                    found[u] = d
                todo.append(u)
    return found
