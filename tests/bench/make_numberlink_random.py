"""Random Flow-Free-style Numberlinks for bench_genres.py: answers that fill the grid, many of them.

    python tests/bench/make_numberlink_random.py > tests/bench/numberlink_random.txt
    python tests/bench/bench_genres.py tests/bench/numberlink_random.txt --native

Each board is one path through every cell (a row-by-row zigzag changed by "backbite" moves: an end
joined to a cell beside it, the path cut behind that cell and its first part turned round), cut into
lines at random places, each line's two ends numbered. So every board has an answer that fills the
grid, but its lines wind as no setter's would: most boards have many answers and none of them least
(a line has two cells side by side it does not link), which the search tries first (rules.py). A
stand-in for what real puzzles seldom are, to measure how soon the first answer of such a board
comes (the count to two finds a second one at once, most times).
"""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "pysrc"))

from gridhunt.puzzles.numberlink.codec import Puzzle, encode  # noqa: E402

# (width, height, lines, seeds): about one line for ten cells, as published puzzles have
BOARDS = ((10, 10, 10, (1, 2, 3)), (15, 15, 22, (1, 2, 3)), (20, 20, 40, (1, 2, 3)))


def board(w: int, h: int, lines: int, seed: int) -> Puzzle:
    """A board of ``lines`` numbers written twice, each line at least two cells, from one path through every cell."""
    rng = random.Random(seed)
    path = [r * w + (c if r % 2 == 0 else w - 1 - c) for r in range(h) for c in range(w)]
    for _ in range(20 * w * h):  # backbite moves, from either end
        if rng.random() < 0.5:
            path.reverse()
        r, c = divmod(path[0], w)
        beside = [(r + dr) * w + c + dc for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)) if 0 <= r + dr < h and 0 <= c + dc < w]
        k = path.index(rng.choice(beside))
        if k > 1:
            path = path[:k][::-1] + path[k:]
    cuts = sorted(rng.sample(range(2, w * h - 1), lines - 1))
    while any(b - a < 2 for a, b in zip([0, *cuts], [*cuts, w * h])):  # a line of one cell: cut again
        cuts = sorted(rng.sample(range(2, w * h - 1), lines - 1))
    numbers: list[int | None] = [None] * (w * h)
    for n, (a, b) in enumerate(zip([0, *cuts], [*cuts, w * h]), 1):
        numbers[path[a]] = numbers[path[b - 1]] = n
    return Puzzle(w, h, tuple(numbers))


def main() -> None:
    print("# Random Flow-Free-style Numberlinks (tests/bench/make_numberlink_random.py writes this file), for")
    print("# bench_genres.py: kind, URL, what it is. Each fills the grid with its winding lines; most have many answers.")
    for w, h, lines, seeds in BOARDS:
        for seed in seeds:
            print(f"numberlink {encode(board(w, h, lines, seed))} random {w}x{h}, {lines} lines, seed {seed}")


if __name__ == "__main__":
    main()
