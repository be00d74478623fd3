"""Every loop through cell centres on a small grid, found by brute force: the judge of the loop genres
that npm's pzpr does not know (their solvers must find exactly the loops that pass ``is_solution``).

>>> len(all_loops(2, 2)), len(all_loops(3, 3))
(1, 13)
"""

from functools import cache

from gridhunt.puzzlink.lines import Lines


@cache
def all_loops(w: int, h: int) -> tuple[Lines, ...]:
    """Each simple cycle of the w x h grid of cells, as the links it draws."""
    def neighbours(i):
        r, c = divmod(i, w)
        return [r2 * w + c2 for r2, c2 in ((r, c + 1), (r + 1, c), (r, c - 1), (r - 1, c)) if 0 <= r2 < h and 0 <= c2 < w]

    found = set()

    def extend(start, path, seen):
        for j in neighbours(path[-1]):
            if j == start and len(path) >= 4:
                found.add(frozenset(frozenset(pair) for pair in zip(path, path[1:] + [start])))
            elif j > start and j not in seen:
                seen.add(j)
                path.append(j)
                extend(start, path, seen)
                path.pop()
                seen.discard(j)

    for start in range(w * h):
        extend(start, [start], {start})
    return tuple(sorted((as_lines(edges, w, h) for edges in found), key=repr))


def as_lines(edges, w: int, h: int) -> Lines:
    return Lines(tuple(tuple(frozenset((r * w + c, r * w + c + 1)) in edges for c in range(w - 1)) for r in range(h)),
                 tuple(tuple(frozenset((r * w + c, r * w + w + c)) in edges for c in range(w)) for r in range(h - 1)))


def every_set_of_links(w: int, h: int):
    """Every drawing of links on a small grid (2 ** links of them)."""
    across = [(r, c) for r in range(h) for c in range(w - 1)]
    down = [(r, c) for r in range(h - 1) for c in range(w)]
    n = len(across) + len(down)
    for bits in range(1 << n):
        a = [[False] * (w - 1) for _ in range(h)]
        d = [[False] * w for _ in range(h - 1)]
        for k, (r, c) in enumerate(across):
            a[r][c] = bool(bits >> k & 1)
        for k, (r, c) in enumerate(down):
            d[r][c] = bool(bits >> (len(across) + k) & 1)
        yield Lines(tuple(map(tuple, a)), tuple(map(tuple, d)))
