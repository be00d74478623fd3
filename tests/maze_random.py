"""Random colour-gated mazes as model dicts, for the maze tests and benchmark.

Styles: ``perfect`` (a spanning tree of passages, some turned into gates, so at most
one walk joins two cells), ``braided`` (a spanning tree plus a fifth of the other
walls opened as passages or gates: many loops) and ``open`` (each edge on its own a
wall, a passage or a gate: large rooms, the hardest for a walk search).
"""

import random

STYLES = ("perfect", "braided", "open")
PALETTE = [("R", "red"), ("B", "blue"), ("G", "green"), ("Y", "gray"), ("O", "orange")]


def random_maze(rng: random.Random, w: int, h: int, style: str) -> dict:
    colours = PALETTE[: rng.randint(1, 4)]
    rule = [rng.randrange(len(colours)) for _ in range(rng.randint(1, 3))]
    gate = lambda: 2 + rng.randrange(len(colours))  # noqa: E731
    edges = [("right", r, c) for r in range(h) for c in range(w - 1)] + [("down", r, c) for r in range(h - 1) for c in range(w)]
    kind = {}
    if style == "open":
        for e in edges:
            x = rng.random()
            kind[e] = 0 if x < 0.3 else 1 if x < 0.75 else gate()
    else:
        for e in _spanning_tree(rng, w, h):
            kind[e] = gate() if rng.random() < 0.3 else 1
        extra = 0.2 if style == "braided" else 0.0
        for e in edges:
            if e not in kind:
                kind[e] = (gate() if rng.random() < 0.5 else 1) if rng.random() < extra else 0
    starts = sorted({(h - 1, rng.randrange(w)) for _ in range(rng.randint(1, 3))})
    goals = sorted({(0, rng.randrange(w)) for _ in range(rng.randint(1, 3))} - set(starts))
    if not goals:
        goals = [(0, (starts[0][1] + 1) % w)] if h == 1 else [(0, starts[0][1])]
    return {
        "width": w, "height": h, "outside": [], "starts": [list(x) for x in starts], "goals": [list(x) for x in goals],
        "right": [[kind[("right", r, c)] for c in range(w - 1)] for r in range(h)],
        "down": [[kind[("down", r, c)] for c in range(w)] for r in range(h - 1)],
        "colours": [{"symbol": s, "name": n} for s, n in colours], "rule": rule,
        "columnLetters": [chr(65 + c) if c < 26 else "" for c in range(w)], "rowLetters": [""] * h, "labels": [],
    }


def _spanning_tree(rng: random.Random, w: int, h: int) -> list[tuple[str, int, int]]:
    """The edges of a random depth-first spanning tree of the grid (a classic perfect maze)."""
    seen, stack, tree = {(0, 0)}, [(0, 0)], []
    while stack:
        r, c = stack[-1]
        nexts = [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)) if 0 <= r + dr < h and 0 <= c + dc < w and (r + dr, c + dc) not in seen]
        if not nexts:
            stack.pop()
            continue
        nr, nc = rng.choice(nexts)
        tree.append(("right", r, min(c, nc)) if nr == r else ("down", min(r, nr), c))
        seen.add((nr, nc))
        stack.append((nr, nc))
    return tree
