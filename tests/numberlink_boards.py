"""Numberlink boards for property tests: a few random lines drawn, a number written at each line's two ends."""

from hypothesis import strategies as st

from gridhunt.puzzles.numberlink.codec import Puzzle
from gridhunt.puzzlink.cells import neighbours


@st.composite
def drawn_puzzles(draw) -> Puzzle:
    """Boards of 2x2 to 5x5 made by drawing a few random lines and writing a number at each line's two
    ends: each has an answer, and often few."""
    w, h = draw(st.integers(2, 5)), draw(st.integers(2, 5))
    used, numbers = [False] * (w * h), [None] * (w * h)
    for label in range(1, draw(st.integers(1, 5)) + 1):
        free = [i for i in range(w * h) if not used[i]]
        if len(free) < 2:
            break
        path = [draw(st.sampled_from(free))]
        used[path[0]] = True
        for _ in range(draw(st.integers(1, w * h))):
            nxt = [j for j in neighbours(path[-1], w, h) if not used[j]]
            if not nxt:
                break
            path.append(draw(st.sampled_from(nxt)))
            used[path[-1]] = True
        if len(path) < 2:
            continue
        numbers[path[0]] = numbers[path[-1]] = label
    return Puzzle(w, h, tuple(numbers))

