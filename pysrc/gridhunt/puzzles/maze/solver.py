"""The maze solved: its cells and gates as a graph for the colour-cycle walk engine of ``search.cyclewalks``."""

from typing import Iterator

from ...search.cyclewalks import FREE, Graph, shortest_walk, simple_walks
from .codec import Puzzle, Solution, Walk, edge_between, solution_json
from .picture import OPEN, WALL


def graph(p: Puzzle) -> Graph:
    """The maze as the engine's graph: a node per cell, an edge per passage or gate."""
    w = p.w
    adjacency = [[] for _ in range(w * p.h)]
    links = [(r * w + c, r * w + c + 1, e) for r in range(p.h) for c, e in enumerate(p.right[r * (w - 1) : (r + 1) * (w - 1)])]
    links += [(i, i + w, e) for i, e in enumerate(p.down)]
    for i, j, e in links:
        if e != WALL:
            k = FREE if e == OPEN else e - 2
            adjacency[i].append((j, k))
            adjacency[j].append((i, k))
    return Graph(adjacency, p.starts, p.goals, p.rule)


def solutions(p: Puzzle) -> Iterator[Solution]:
    """Every walk that never revisits a cell, lazily, the likelier-short ones first."""
    for walk in simple_walks(graph(p)):
        yield tuple(walk)


def is_solution(p: Puzzle, walk: Walk) -> bool:
    """True when the walk goes start to goal, cell by cell, through open edges and gates in the cycle, once per cell."""
    if len(walk) < 2 or walk[0] not in p.starts or walk[-1] not in p.goals or len(set(walk)) != len(walk):
        return False
    if any(i in p.goals or i in p.outside for i in walk[:-1]) or not all(0 <= i < p.w * p.h for i in walk):
        return False
    gates = 0
    for i, j in zip(walk, walk[1:]):
        if not (abs(i - j) == 1 and i // p.w == j // p.w or abs(i - j) == p.w):
            return False
        e = edge_between(p, i, j)[0]
        if e == WALL:
            return False
        if e >= 2:
            if not p.rule or p.rule[gates % len(p.rule)] != e - 2:
                return False
            gates += 1
    return True


def shortest(p: Puzzle, request: dict) -> dict:
    """The shortest walk when cells may be revisited, and whether it is the only one that short.

    Reply: {"status": "solved"|"unsolvable", "walk": [[row, col]...] | null,
    "message": str | null, "steps": int | null, "unique": bool, "revisits": bool}.
    """
    walk, unique = shortest_walk(graph(p))
    if walk is None:
        return {"status": "unsolvable", "walk": None, "message": None, "steps": None, "unique": False, "revisits": False}
    return {
        "status": "solved", **solution_json(p, tuple(walk)), "steps": len(walk) - 1, "unique": unique,
        "revisits": len(set(walk)) < len(walk),
    }
