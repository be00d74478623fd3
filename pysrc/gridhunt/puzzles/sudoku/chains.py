"""Sudoku techniques beyond subsets and fish: wings, colouring, unique rectangles, chains.

Every finder takes a ``Board`` and returns the first step it sees, or None.
Chains are written in Eureka style: ``5r1c2=5r1c8-5r4c8=5r4c3`` where ``=`` is
a strong link (one of the two is true) and ``-`` a weak link (not both).

Glossary: a node is a candidate (cell, value); strong links are conjugate
pairs and bivalue cells; weak links join a candidate to the same value in a
peer cell and to the other values of its own cell.
"""

from collections import deque

from .board import Board, cell_names, make_step, name, removal_text, values_text

MAX_CHAIN = 14  # links; longer chains are hard to follow on a page


def _pincer_eliminations(b: Board, v: int, cells, exclude) -> list:
    """(cell, v) for every cell holding v that sees all of ``cells``."""
    seen = set.intersection(*(set(b.peers[i]) for i in cells))
    return [(j, v) for j in sorted(seen) if j not in exclude and b.has(j, v)]


def xy_wing(b: Board):
    bivalue = [i for i, c in enumerate(b.cands) if c.bit_count() == 2]
    for pivot in bivalue:
        wings = [j for j in bivalue if j in b.peers[pivot]]
        for x in wings:
            for y in wings:
                if x >= y:
                    continue
                cx, cy, cp = b.cands[x], b.cands[y], b.cands[pivot]
                z = cx & cy
                if z.bit_count() != 1 or z & cp or (cx | cy) & ~z != cp:
                    continue
                v = z.bit_length()
                gone = _pincer_eliminations(b, v, (x, y), (pivot, x, y))
                if gone:
                    message = (
                        f"XY-wing: pivot {name(b, pivot)} ({values_text(b, cp)}) with {name(b, x)} ({values_text(b, cx)}) "
                        f"and {name(b, y)} ({values_text(b, cy)}) removes {removal_text(b, gone)}"
                    )
                    marked = [(i, w) for i in (pivot, x, y) for w in b.bits(b.cands[i])]
                    return make_step("XY-wing", message, eliminations=gone, cells=(pivot, x, y), candidates=marked)
    return None


def xyz_wing(b: Board):
    bivalue = [i for i, c in enumerate(b.cands) if c.bit_count() == 2]
    for pivot, cp in enumerate(b.cands):
        if cp.bit_count() != 3:
            continue
        wings = [j for j in bivalue if j in b.peers[pivot] and b.cands[j] & ~cp == 0]
        for x in wings:
            for y in wings:
                cx, cy = b.cands[x], b.cands[y]
                if x >= y or cx | cy != cp or (cx & cy).bit_count() != 1:
                    continue
                v = (cx & cy).bit_length()
                gone = _pincer_eliminations(b, v, (pivot, x, y), (pivot, x, y))
                if gone:
                    message = (
                        f"XYZ-wing: pivot {name(b, pivot)} ({values_text(b, cp)}) with {name(b, x)} and {name(b, y)} "
                        f"removes {removal_text(b, gone)}"
                    )
                    marked = [(i, w) for i in (pivot, x, y) for w in b.bits(b.cands[i])]
                    return make_step("XYZ-wing", message, eliminations=gone, cells=(pivot, x, y), candidates=marked)
    return None


def _conjugates(b: Board, v: int):
    """Each unit's pair of cells that are the only two places of v."""
    pairs = []
    for _, _, cells in b.units:
        places = [i for i in cells if b.has(i, v)]
        if len(places) == 2:
            pairs.append(tuple(places))
    return pairs


def w_wing(b: Board):
    """Two equal bivalue cells joined by a conjugate pair of one of their values: one of them holds the other."""
    bivalue = [i for i, c in enumerate(b.cands) if c.bit_count() == 2]
    for p in bivalue:
        for q in bivalue:
            if p >= q or b.cands[p] != b.cands[q] or q in b.peers[p]:
                continue
            for x in b.bits(b.cands[p]):
                y = b.bits(b.cands[p] & ~(1 << (x - 1)))[0]
                for e1, e2 in _conjugates(b, x):
                    for f1, f2 in ((e1, e2), (e2, e1)):
                        if {f1, f2} & {p, q} or f1 not in b.peers[p] or f2 not in b.peers[q]:
                            continue
                        gone = _pincer_eliminations(b, y, (p, q), (p, q))
                        if gone:
                            message = (
                                f"W-wing: {name(b, p)} and {name(b, q)} ({values_text(b, b.cands[p])}) joined by "
                                f"the {b.sym(x)}s of {name(b, f1)} and {name(b, f2)} remove {removal_text(b, gone)}"
                            )
                            marked = [(p, x), (p, y), (q, x), (q, y), (f1, x), (f2, x)]
                            return make_step("W-wing", message, eliminations=gone, cells=(p, q, f1, f2), candidates=marked)
    return None


def simple_colouring(b: Board):
    """Colour the chains of conjugate pairs of one value in two colours: one colour is all true."""
    for v in range(1, b.n + 1):
        graph: dict[int, list[int]] = {}
        for i, j in _conjugates(b, v):
            graph.setdefault(i, []).append(j)
            graph.setdefault(j, []).append(i)
        colour: dict[int, int] = {}
        for start in sorted(graph):
            if start in colour:
                continue
            colour[start], part, queue = 0, [start], deque([start])
            while queue:
                i = queue.popleft()
                for j in graph[i]:
                    if j not in colour:
                        colour[j] = 1 - colour[i]
                        part.append(j)
                        queue.append(j)
            if len(part) < 3:
                continue
            step = _colour_wrap(b, v, part, colour) or _colour_trap(b, v, part, colour)
            if step:
                return step
    return None


def _colour_wrap(b: Board, v: int, part, colour):
    for i in part:
        for j in part:
            if i < j and colour[i] == colour[j] and j in b.peers[i]:
                gone = [(k, v) for k in sorted(part) if colour[k] == colour[i]]
                message = (
                    f"Simple colouring on {b.sym(v)}: {name(b, i)} and {name(b, j)} share a colour and a unit, "
                    f"so that colour is false, which removes {removal_text(b, gone)}"
                )
                return make_step("Simple colouring", message, eliminations=gone, cells=part, candidates=[(k, v) for k in part])
    return None


def _colour_trap(b: Board, v: int, part, colour):
    members = set(part)
    gone = []
    for k in range(b.n * b.n):
        if k in members or not b.has(k, v):
            continue
        seen = {colour[i] for i in b.peers[k] if i in members}
        if seen == {0, 1}:
            gone.append((k, v))
    if gone:
        message = f"Simple colouring on {b.sym(v)}: cells seeing both colours lose it, which removes {removal_text(b, gone)}"
        return make_step("Simple colouring", message, eliminations=gone, cells=part, candidates=[(k, v) for k in part])
    return None


def unique_rectangle(b: Board):
    """Four cells on two rows, two columns and two boxes cannot all be one pair of values (types 1, 2, 4)."""
    n = b.n
    for r1 in range(n):
        for r2 in range(r1 + 1, n):
            for c1 in range(n):
                for c2 in range(c1 + 1, n):
                    corners = (r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2)
                    if len({b.box_of[i] for i in corners}) != 2 or not all(b.cands[i] for i in corners):
                        continue
                    step = _rectangle_step(b, corners)
                    if step:
                        return step
    return None


def _rectangle_step(b: Board, corners):
    cands = [b.cands[i] for i in corners]
    for pair in {c for c in cands if c.bit_count() == 2}:
        if any(c & pair != pair for c in cands):
            continue
        floor = [i for i in corners if b.cands[i] == pair]
        roof = [i for i in corners if b.cands[i] != pair]
        label = values_text(b, pair)
        marked = [(i, v) for i in corners for v in b.bits(pair)]
        if len(floor) == 3:
            (i,) = roof
            gone = [(i, v) for v in b.bits(pair)]
            message = f"Unique rectangle type 1 on {label} ({cell_names(b, corners)}): {name(b, i)} must not be {label}, which removes {removal_text(b, gone)}"
            return make_step("Unique rectangle type 1", message, eliminations=gone, cells=corners, candidates=marked)
        if len(floor) != 2 or roof[1] not in b.peers[roof[0]]:
            continue
        extra = b.cands[roof[0]] & ~pair
        if b.cands[roof[0]] == b.cands[roof[1]] and extra.bit_count() == 1:
            v = extra.bit_length()
            gone = _pincer_eliminations(b, v, roof, roof)
            if gone:
                message = f"Unique rectangle type 2 on {label} ({cell_names(b, corners)}): one of {cell_names(b, roof)} is {b.sym(v)}, which removes {removal_text(b, gone)}"
                return make_step("Unique rectangle type 2", message, eliminations=gone, cells=corners, candidates=marked + [(i, v) for i in roof])
        for kind, number, cells in b.units:
            if roof[0] not in cells or roof[1] not in cells:
                continue
            for v in b.bits(pair):
                if all(not b.has(i, v) for i in cells if i not in roof):
                    other = b.bits(pair & ~(1 << (v - 1)))[0]
                    gone = [(i, other) for i in roof]
                    message = (
                        f"Unique rectangle type 4 on {label} ({cell_names(b, corners)}): {b.sym(v)} must sit in "
                        f"{cell_names(b, roof)} ({kind.lower()} {number}), which removes {removal_text(b, gone)}"
                    )
                    return make_step("Unique rectangle type 4", message, eliminations=gone, cells=corners, candidates=marked)
    return None


# ---------------------------------------------------------------- chains


def _links(b: Board, kind: str):
    """Strong and weak neighbours of every node (cell, value) for one chain family."""
    strong: dict = {}
    weak: dict = {}
    nodes = [(i, v) for i in range(b.n * b.n) for v in b.bits(b.cands[i])]
    for i, v in nodes:
        same_value = [(j, v) for j in sorted(b.peers[i]) if b.has(j, v)]
        if kind == "xy":  # XY-chains step only between bivalue cells
            same_value = [(j, v) for j, _ in same_value if b.cands[j].bit_count() == 2]
        if kind == "aic":
            same_value += [(i, w) for w in b.bits(b.cands[i]) if w != v]
        weak[(i, v)] = same_value
        strong[(i, v)] = []
    if kind in ("x", "aic"):
        for v in range(1, b.n + 1):
            for i, j in _conjugates(b, v):
                strong[(i, v)].append((j, v))
                strong[(j, v)].append((i, v))
    if kind in ("xy", "aic"):
        for i, c in enumerate(b.cands):
            if c.bit_count() == 2:
                v, w = b.bits(c)
                strong[(i, v)].append((i, w))
                strong[(i, w)].append((i, v))
    return strong, weak


def _sees(b: Board, a, z) -> bool:
    """Whether candidates a and z cannot both be true."""
    return a != z and ((a[0] == z[0]) or (a[1] == z[1] and z[0] in b.peers[a[0]]))


def _chain(b: Board, kind: str, technique: str):
    """The shortest chain of the family whose two ends (one of them true) remove a candidate."""
    strong, weak = _links(b, kind)
    nodes = [node for node in strong if strong[node]]
    if kind == "x":
        nodes.sort(key=lambda node: (node[1], node[0]))
    best = None
    for start in nodes:
        rivals = [x for x in weak_all(b, start) if x != start]
        parent = {(start, 0): None}
        queue = deque([(start, 0, 0)])  # (node, 0 = leave by strong / 1 = leave by weak, links so far)
        while queue:
            node, leave, length = queue.popleft()
            if length >= MAX_CHAIN or (best and length + 1 >= len(best[0])):
                break
            for nxt in (strong if leave == 0 else weak)[node]:
                state = (nxt, 1 - leave)
                if state in parent:
                    continue
                parent[state] = (node, leave)
                if leave == 0 and nxt != start:
                    gone = [x for x in rivals if x != nxt and _sees(b, x, nxt)]
                    if gone:
                        path = _path(parent, state)
                        if best is None or len(path) < len(best[0]):
                            best = (path, gone)
                        break
                queue.append((nxt, 1 - leave, length + 1))
            else:
                continue
            break
    if best is None:
        return None
    path, gone = best
    text = "".join(("=" if k % 2 else "-") + _node(b, node) if k else _node(b, node) for k, node in enumerate(path))
    message = f"{technique}: {text} removes {removal_text(b, gone)}"
    return make_step(technique, message, eliminations=gone, cells=[i for i, _ in path], candidates=path)


def weak_all(b: Board, node) -> list:
    """Every candidate that cannot be true together with ``node``."""
    i, v = node
    return [(j, v) for j in sorted(b.peers[i]) if b.has(j, v)] + [(i, w) for w in b.bits(b.cands[i]) if w != v]


def _path(parent, state) -> list:
    path = []
    while state is not None:
        path.append(state[0])
        state = parent[state]
    return path[::-1]


def _node(b: Board, node) -> str:
    i, v = node
    return f"{b.sym(v)}{name(b, i)}"


def x_chain(b: Board):
    return _chain(b, "x", "X-chain")


def xy_chain(b: Board):
    return _chain(b, "xy", "XY-chain")


def aic(b: Board):
    # on 25x25 grids the search over every start node would take too long
    return _chain(b, "aic", "Alternating inference chain") if b.n <= 16 else None
