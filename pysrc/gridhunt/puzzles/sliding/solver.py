"""Sliding tiles solved: the parity verdict first, then IDA* (``optimal``) or the quick reducer (``fast``)."""

from typing import Iterator

from .codec import Puzzle, Solution, played
from .fast import fast
from .optimal import Optimal

OPTIMAL_CELLS = 16  # largest board solved optimally by solutions()
UNREACHABLE = "The goal cannot be reached from this start: every move keeps the tiles' parity and the two differ in it"


def relabelled(p: Puzzle) -> tuple[tuple[int, ...], int]:
    """The board as goal cells of its tiles, and the goal cell of the hole."""
    goal_cell = {label: q for q, label in enumerate(p.goal)}
    return tuple(goal_cell[label] for label in p.start), goal_cell[0]


def reachable(p: Puzzle) -> bool:
    """Whether the goal can be reached: permutation parity equals the parity of the hole's distance."""
    board, hole_goal = relabelled(p)
    seen, cycles = set(), 0
    for q in range(len(board)):
        if q not in seen:
            cycles += 1
            while q not in seen:
                seen.add(q)
                q = board[q]
    hole = board.index(hole_goal)
    distance = abs(hole // p.width - hole_goal // p.width) + abs(hole % p.width - hole_goal % p.width)
    return (len(board) - cycles) % 2 == distance % 2


def unsolvable_reason(p: Puzzle) -> str | None:
    """The parity sentence when the goal cannot be reached, else None."""
    return None if reachable(p) else UNREACHABLE


def solutions(p: Puzzle) -> Iterator[Solution]:
    """Every shortest solution (up to 16 cells), else one quick solution; nothing when unreachable."""
    if not reachable(p):
        return
    board, hole_goal = relabelled(p)
    if len(board) > OPTIMAL_CELLS:
        yield Solution(fast(p.width, p.height, board, hole_goal), False)
        return
    solver = Optimal(p.width, p.height, hole_goal)
    first, _ = solver.shortest(board)
    yield Solution(first, True)
    for other in solver.all_shortest(board, len(first)):
        if other != first:
            yield Solution(other, True)


def is_solution(p: Puzzle, solution: Solution) -> bool:
    """Play the hole's moves from the start: every move stays on the board and the goal is reached."""
    positions = played(p, solution.hole_moves)
    return positions is not None and positions[-1] == p.goal
