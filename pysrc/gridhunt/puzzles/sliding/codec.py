"""Sliding tiles' text forms: the share string, the original notation, Korf's lines, the model, solutions as JSON and text.

Glossary: w width, h height, n = w*h cells, a label is what a tile shows (0 the hole).
"""

from dataclasses import dataclass

from ...fields import is_whole, share_text
SIZES = range(2, 11)
MAX_MOVES = 100_000
MOVES = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}

Labels = tuple[int, ...]


@dataclass(frozen=True)
class Puzzle:
    width: int
    height: int
    start: Labels
    goal: Labels


@dataclass(frozen=True)
class Solution:
    hole_moves: str
    optimal: bool


def default_goal(n: int) -> Labels:
    return tuple(range(1, n)) + (0,)


# ---------------------------------------------------------------- codec


def decode(text: str) -> Puzzle:
    """Read a share string, the original digit notation or a Korf line."""
    text = share_text(text, "a board like 3x3:1,2,3,4,5,6,7,8,0")
    if ":" in text:
        return _share(text)
    if set(text) <= set("0123456789/"):
        return _original(text)
    return _korf(text)


def _share(text: str) -> Puzzle:
    head, _, rest = text.partition(":")
    width, height = _size(head.strip())
    start_text, slash, goal_text = rest.partition("/")
    start = _labels(start_text.split(","), width * height, "start")
    if not slash:
        return Puzzle(width, height, start, default_goal(width * height))
    goal_head, colon, goal_rest = goal_text.partition(":")
    if colon:
        if _size(goal_head.strip()) != (width, height):
            raise ValueError(f"The goal is not {width}x{height} like the start")
        goal_text = goal_rest
    return Puzzle(width, height, start, _labels(goal_text.split(","), width * height, "goal"))


def _size(head: str) -> tuple[int, int]:
    w, x, h = head.lower().partition("x")
    if not (x and w.isdigit() and h.isdigit()):
        raise ValueError(f"The size {_quoted(head)} should be width x height, e.g. 3x3")
    if int(w) not in SIZES or int(h) not in SIZES:
        raise ValueError("Sizes run from 2x2 to 10x10")
    return int(w), int(h)


def _quoted(text: str) -> str:
    """A piece of the input fit for a one-line message."""
    return f"'{text[:10]}'" if text[:10].isprintable() else "an unreadable piece"


def _labels(items: list[str], n: int, where: str) -> Labels:
    items = [item.strip() for item in items]
    if len(items) != n:
        raise ValueError(f"Expected {n} labels in the {where}, got {len(items)}")
    seen = set()
    for item in items:
        if not item.isdigit() or not item.isascii():
            raise ValueError(f"{_quoted(item)} in the {where} is not a tile number")
        label = int(item)
        if label >= n:
            raise ValueError(f"Label {label} in the {where} is larger than {n - 1}")
        if label in seen:
            raise ValueError(f"Label {label} appears twice in the {where}")
        seen.add(label)
    return tuple(int(item) for item in items)


def _original(text: str) -> Puzzle:
    """Digits with the highest as the hole; tile d is shown as d+1."""
    parts = text.split("/")
    if len(parts) > 2:
        raise ValueError("Expected a start and at most one goal, separated by /")
    n = len(parts[0])
    side = round(n**0.5)
    if side * side != n or side not in SIZES or n > 10:
        raise ValueError(f"A digit string needs 4 or 9 digits, got {n}")
    boards = []
    for part, where in zip(parts, ("start", "goal")):
        digits = _labels(list(part), n, where)
        boards.append(tuple(0 if d == n - 1 else d + 1 for d in digits))
    goal = boards[1] if len(boards) == 2 else default_goal(n)
    return Puzzle(side, side, boards[0], goal)


def _korf(text: str) -> Puzzle:
    """Korf's convention: a square board, the goal is 0, 1, ..., N-1 with the hole first."""
    items = text.split()
    side = round(len(items) ** 0.5)
    if side * side + 1 == len(items):
        items = items[:-1]  # the published optimal length that ends a benchmark line
    if side * side != len(items) or side not in SIZES:
        raise ValueError(f"Expected WxH: and labels, or a square number of labels, got {len(items)}")
    n = side * side
    return Puzzle(side, side, _labels(items, n, "start"), tuple(range(n)))


def encode(p: Puzzle) -> str:
    """The canonical share string; the goal only when it is not the default one."""
    text = f"{p.width}x{p.height}:" + ",".join(map(str, p.start))
    if p.goal != default_goal(len(p.start)):
        text += "/" + ",".join(map(str, p.goal))
    return text


def model(p: Puzzle) -> dict:
    return {"width": p.width, "height": p.height, "start": list(p.start), "goal": list(p.goal)}


def from_model(data: dict) -> Puzzle:
    try:
        width, height, start, goal = data["width"], data["height"], data["start"], data["goal"]
        ok = all(is_whole(x) for x in (width, height, *start, *goal))
    except (KeyError, TypeError):
        ok = False
    if not ok:
        raise ValueError("The board is not a sliding-tile board")
    if width not in SIZES or height not in SIZES:
        raise ValueError("Sizes run from 2x2 to 10x10")
    n = width * height
    return Puzzle(width, height, _labels([str(v) for v in start], n, "start"), _labels([str(v) for v in goal], n, "goal"))


# ---------------------------------------------------------------- solver


def played(p: Puzzle, hole_moves: str) -> list[Labels] | None:
    """Every position along the moves, or None when a move leaves the board."""
    board = list(p.start)
    r, c = divmod(board.index(0), p.width)
    positions = [p.start]
    for m in hole_moves:
        dr, dc = MOVES[m]
        if not (0 <= r + dr < p.height and 0 <= c + dc < p.width):
            return None
        here, there = r * p.width + c, (r + dr) * p.width + c + dc
        board[here], board[there] = board[there], 0
        r, c = r + dr, c + dc
        positions.append(tuple(board))
    return positions


def tiles_moved(p: Puzzle, hole_moves: str) -> list[int]:
    """The label of the tile that slides at each move."""
    positions = played(p, hole_moves) or [p.start]
    return [after[before.index(0)] for before, after in zip(positions, positions[1:])]


def solution_json(p: Puzzle, solution: Solution) -> dict:
    return {
        "moves": tiles_moved(p, solution.hole_moves),
        "hole_moves": solution.hole_moves,
        "length": len(solution.hole_moves),
        "optimal": solution.optimal,
    }


def solution_from_json(p: Puzzle, data) -> Solution:
    moves = data.get("hole_moves") if isinstance(data, dict) else data
    if not isinstance(moves, str) or not set(moves) <= set(MOVES) or len(moves) > MAX_MOVES:
        raise ValueError("A solution is the hole's moves as letters U, D, L and R")
    return Solution(moves, bool(data.get("optimal")) if isinstance(data, dict) else False)


def solution_text(p: Puzzle, solution: Solution) -> str:
    kind = "shortest" if solution.optimal else "not proven shortest"
    tiles = " ".join(map(str, tiles_moved(p, solution.hole_moves)))
    return f"{len(solution.hole_moves)} moves, {kind}: {tiles} (hole: {solution.hole_moves or '-'})"
