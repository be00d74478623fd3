"""Answers a small change away from one, found without a search: a stretch of a line moved sideways.

A line's stretch between two turns may move sideways, one cell or more, the two stretches beside it
growing or shrinking to meet it: the line keeps its ends and its turns, so its firefly's number still
holds. A line from a firefly without a number may also bulge: two cells side by side along it replaced
by the four round the square beside them. Where the lines of a board's empty part run, most links
differ between answers by such moves, which ``certain`` would otherwise find a search at a time; each
moved answer is checked whole by the genre's rules (``rules.is_solution``).

>>> from .codec import decode, render
>>> from .rules import is_solution, solutions
>>> puzzle = decode("https://puzz.link/p?firefly/5/3/22c0.j")   # down, 2 turns, to a firefly without a dot
>>> answer = next(solutions(puzzle))
>>> print(render(puzzle, answer), end="")
v2  .  .  .  O
 |           |
 .--.--.--.--.
<BLANKLINE>
 .  .  .  .  .
>>> [print(render(puzzle, other), end="") for other in moved(puzzle, answer, lambda lines: is_solution(puzzle, lines))]
v2  .  .  .  O
 |           |
 .  .  .  .  .
 |           |
 .--.--.--.--.
[None]

Glossary: w, h the grid's width and height; cell i = r * w + c; a line is the list of cells it passes
from the firefly whose dot it leaves to the one it reaches; a corner is a cell where it turns.
"""

from collections.abc import Callable, Iterator

from ...puzzlink.arrows import STEPS
from ...puzzlink.lines import Lines, link_ends
from .codec import Puzzle


def drawn_lines(puzzle: Puzzle, lines: Lines) -> list[tuple[int, list[int]]] | None:
    """Each line of an answer: the firefly it leaves and its cells, in order (None: links that make no lines)."""
    w, h = puzzle.w, puzzle.h
    ends = link_ends(lines, w, h)
    out = []
    for i, firefly in enumerate(puzzle.fireflies):
        if firefly is None or not firefly[0]:
            continue
        dr, dc = STEPS[firefly[0]]
        r, c = divmod(i, w)
        if not (0 <= r + dr < h and 0 <= c + dc < w):
            return None
        path = [i, i + dr * w + dc]
        while puzzle.fireflies[path[-1]] is None:
            nxt = [j for j in ends[path[-1]] if j != path[-2]]
            if len(nxt) != 1 or len(path) > w * h:
                return None
            path.append(nxt[0])
        out.append((i, path))
    return out


def links_of(puzzle: Puzzle, paths: list[list[int]]) -> Lines:
    """The links the lines draw."""
    w, h = puzzle.w, puzzle.h
    across = [[False] * (w - 1) for _ in range(h)]
    down = [[False] * w for _ in range(h - 1)]
    for path in paths:
        for x, y in zip(path, path[1:]):
            a = min(x, y)
            if abs(x - y) == 1 and x // w == y // w:  # one column: x + 1 is below
                across[a // w][a % w] = True
            else:
                down[a // w][a % w] = True
    return Lines(tuple(map(tuple, across)), tuple(map(tuple, down)))


def corners(path: list[int]) -> list[int]:
    """The indices along the line where it turns, its two ends included."""
    out = [0]
    for k in range(1, len(path) - 1):
        if path[k] - path[k - 1] != path[k + 1] - path[k]:
            out.append(k)
    out.append(len(path) - 1)
    return out


def straight(a: int, b: int, w: int) -> list[int]:
    """The cells from a to b, both included, in one row or column."""
    (ar, ac), (br, bc) = divmod(a, w), divmod(b, w)
    step = ((br > ar) - (br < ar)) * w + (bc > ac) - (bc < ac)
    return [a + step * k for k in range(abs(br - ar) + abs(bc - ac) + 1)]


def shifted(path: list[int], w: int, h: int) -> Iterator[list[int]]:
    """The line with one stretch between two turns moved sideways by 1, 2, ... cells each way, while its
    neighbouring stretches keep their directions (so its turns stay as many)."""
    turns = corners(path)
    for n in range(1, len(turns) - 2):
        a, b = path[turns[n]], path[turns[n + 1]]
        before, after = path[turns[n - 1]], path[turns[n + 2]]
        way_in, way_out = a - path[turns[n] - 1], path[turns[n + 1] + 1] - b
        (ar, ac), (br, bc) = divmod(a, w), divmod(b, w)
        for sign in (1, -1):
            for k in range(1, max(w, h)):
                dr, dc = (sign * k, 0) if ar == br else (0, sign * k)
                if not (0 <= ar + dr < h and 0 <= br + dr < h and 0 <= ac + dc < w and 0 <= bc + dc < w):
                    break
                a2, b2 = a + dr * w + dc, b + dr * w + dc
                first, second = straight(before, a2, w), straight(b2, after, w)
                if len(first) < 2 or len(second) < 2 or \
                        (first[1] - first[0], second[1] - second[0]) != (way_in, way_out):
                    break
                yield path[:turns[n - 1]] + first + straight(a2, b2, w)[1:-1] + second + path[turns[n + 2] + 1:]


def bulged(path: list[int], w: int, h: int) -> Iterator[list[int]]:
    """The line with two cells side by side along it pushed out by one, round the square beside them."""
    for k in range(1, len(path) - 2):
        a, b = path[k], path[k + 1]
        for side in (1, -1, w, -w):
            if side in (b - a, a - b):
                continue
            a2, b2 = a + side, b + side
            if not (0 <= a2 < w * h and 0 <= b2 < w * h) or side in (1, -1) and (a2 // w, b2 // w) != (a // w, b // w):
                continue
            yield path[:k + 1] + [a2, b2] + path[k + 1:]


def moved(puzzle: Puzzle, lines: Lines, check: Callable[[Lines], bool],
          wanted: Callable[[Lines], bool] = lambda lines: True) -> Iterator[Lines]:
    """The answers one move away from ``lines`` that ``wanted`` accepts (cheap, asked first) and ``check``
    passes (the genre's rules)."""
    w, h = puzzle.w, puzzle.h
    drawn = drawn_lines(puzzle, lines)
    if drawn is None:
        return
    used: dict[int, int] = {}
    for n, (_, path) in enumerate(drawn):
        for cell in path[1:-1]:
            used[cell] = n
    for n, (i, path) in enumerate(drawn):
        ways = list(shifted(path, w, h))
        if puzzle.fireflies[i][1] < 0:
            ways += bulged(path, w, h)
        for way in ways:
            inner = way[1:-1]
            if len(set(inner)) != len(inner) or any(puzzle.fireflies[c] is not None or used.get(c, n) != n
                                                    for c in inner):
                continue
            other = links_of(puzzle, [way if m == n else p for m, (_, p) in enumerate(drawn)])
            if wanted(other) and check(other):
                yield other
