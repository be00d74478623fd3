"""Tracks puzzles made to order: a random meandering track, its counts, and just enough given pieces.

>>> from gridhunt.puzzles.tracks import solutions
>>> p = generate(6, 6, seed=1)
>>> sum(1 for _ in islice(solutions(p), 2))
1

The track runs between Tatham stations (A on the left edge, B on the bottom edge).
It starts as an L from A to B and meanders by two moves that keep it one simple
path: a step p-q becomes the detour p-p'-q'-q round a free 2x2 square (grow), or
such a detour is cut back (shrink). Givens are then added where a second track
differs from ours until the track is unique, and any given not needed is taken away.
Glossary as in ``tracks``: r row, c column, a mask the sides a piece joins.
"""

import random
from dataclasses import replace
from itertools import islice

from .codec import DOWN, LEFT, STEPS, Puzzle
from .engine import OverBudget
from .solver import engine

DENSITY = 0.5  # the share of cells the track aims to cover
GENERATED_SIDES = range(4, 16)  # widths and heights generate is asked for (larger ones take long)
BUDGET = 200  # search nodes within which the solver must prove a generated puzzle unique


def meandering_track(w: int, h: int, rng: random.Random) -> list[tuple[int, int]]:
    """A random simple path from (a, 0) to (h - 1, b) covering about DENSITY of the grid."""
    while True:
        a, b = rng.randrange(h), rng.randrange(w)
        if (a, b) != (h - 1, 0):  # A and B must meet different cells
            break
    track = [(a, c) for c in range(b + 1)] + [(r, b) for r in range(a + 1, h)]
    used = set(track)
    target = max(len(track), int(DENSITY * w * h))
    for _ in range(30 * w * h):
        k = rng.randrange(len(track) - 1)
        (r1, c1), (r2, c2) = track[k], track[k + 1]
        if len(track) < target or rng.random() < 0.3:
            dr, dc = (c2 - c1, r2 - r1) if rng.random() < 0.5 else (c1 - c2, r1 - r2)  # a side of the step
            p, q = (r1 + dr, c1 + dc), (r2 + dr, c2 + dc)
            if p not in used and q not in used and all(0 <= x < h and 0 <= y < w for x, y in (p, q)):
                track[k + 1:k + 1] = [p, q]
                used.update((p, q))
        elif k + 3 < len(track):
            (r4, c4) = track[k + 3]
            if abs(r1 - r4) + abs(c1 - c4) == 1:
                used.difference_update(track[k + 1:k + 3])
                del track[k + 1:k + 3]
    return track


def pieces_of(track: list[tuple[int, int]], w: int, h: int) -> list[int]:
    """The mask of every cell of the track, with the stations' sides off the grid."""
    back = {(dr, dc): side for side, (dr, dc) in STEPS.items()}
    masks = [0] * (w * h)
    for (r1, c1), (r2, c2) in zip(track, track[1:]):
        masks[r1 * w + c1] |= back[(r2 - r1, c2 - c1)]
        masks[r2 * w + c2] |= back[(r1 - r2, c1 - c2)]
    (ra, ca), (rb, cb) = track[0], track[-1]
    masks[ra * w + ca] |= LEFT  # the track arrives from station A
    masks[rb * w + cb] |= DOWN  # and leaves to station B
    return masks


def generate(w: int, h: int, seed: int | str = 0, budget: int = BUDGET) -> Puzzle:
    """A puzzle whose only solution is a random meandering track, with few givens.

    A puzzle counts as unique only when the solver proves it within ``budget`` search
    nodes, so a given is "needed" when without it the proof would fail or run longer.
    """
    rng = random.Random(seed)
    track = meandering_track(w, h, rng)
    masks = pieces_of(track, w, h)
    columns = tuple(sum(1 for _, c in track if c == x) for x in range(w))
    rows = tuple((sum(1 for r, _ in track if r == y),) for y in range(h))
    puzzle = Puzzle(w, h, columns, rows, (), track[0], track[-1], True, (0,) * (w * h))
    track_cells = [r * w + c for r, c in track]

    def with_givens(cells):
        return replace(puzzle, pieces=tuple(masks[i] if i in cells else 0 for i in range(w * h)))

    def rival(cells):
        """Another solution, None when the track is proved unique, or the track when the proof ran too long."""
        try:
            found = list(islice(engine(with_givens(cells)).paths(budget), 2))
        except OverBudget:
            return track
        return next((s for s in found if [divmod(i, w) for i in s] != track), None)

    givens = set(rng.sample(track_cells, len(track_cells) // 8))  # a head start; the spare ones go at the end
    while (other := rival(givens)) is not None:
        free = [i for i in track_cells if i not in givens]
        if other is not track:
            theirs = pieces_of([divmod(i, w) for i in other], w, h)
            free = [i for i in free if theirs[i] != masks[i]] or free
        givens.add(rng.choice(free))
    for i in rng.sample(sorted(givens), len(givens)):
        if rival(givens - {i}) is None:
            givens.discard(i)
    return with_givens(givens)
