"""Sliding tiles' requests beyond solving: one solution in a chosen mode, a scramble, the parity verdict."""

import random

from ...fields import choice, seed, whole
from .codec import SIZES, Puzzle, Solution, default_goal, encode, model, solution_json
from .fast import fast
from .optimal import Optimal
from .symmetry import canonical
from .tables import missing
from .solver import UNREACHABLE, reachable, relabelled


def solve_tiles(p: Puzzle, request: dict) -> dict:
    """One solution: ``mode`` "optimal" (IDA*, runs until done) or "fast" (quick, not shortest), or the tables to fetch first."""
    mode = choice(request, "mode", ("optimal", "fast"))
    if not reachable(p):
        return {"status": "unsolvable", "reason": UNREACHABLE, "moves": [], "hole_moves": "", "length": 0,
                "optimal": False, "nodes": 0}
    board, hole_goal = relabelled(p)
    if mode == "fast":
        solution, nodes = Solution(fast(p.width, p.height, board, hole_goal), False), None
    elif fetch := missing(p.width, p.height, canonical(p.width, p.height, hole_goal).hole_goal):
        return {"status": "fetch", "fetch": fetch}  # the page's worker fetches these tables and asks again
    else:
        moves, nodes = Optimal(p.width, p.height, hole_goal).shortest(board)
        solution = Solution(moves, True)
    return {"status": "solved", **solution_json(p, solution), "nodes": nodes}


def parity(p: Puzzle, request: dict) -> dict:
    """Whether the goal is reachable, with the reason when it is not."""
    ok = reachable(p)
    return {"reachable": ok, "reason": None if ok else UNREACHABLE}


def scramble(p: Puzzle, request: dict) -> dict:
    """A random position from which the goal is reachable (``w``, ``h``, ``seed`` optional)."""
    width = whole(request.get("w", p.width), "the width", SIZES[0], SIZES[-1])
    height = whole(request.get("h", p.height), "the height", SIZES[0], SIZES[-1])
    rng = random.Random(seed(request))  # no seed: a fresh random one
    n = width * height
    goal = p.goal if (width, height) == (p.width, p.height) else default_goal(n)
    start = list(goal)
    rng.shuffle(start)
    puzzle = Puzzle(width, height, tuple(start), goal)
    if not reachable(puzzle):
        i, j = [q for q in range(n) if start[q]][:2]  # swapping two tiles flips the parity
        start[i], start[j] = start[j], start[i]
        puzzle = Puzzle(width, height, tuple(start), goal)
    return {"share": encode(puzzle), "model": model(puzzle)}
