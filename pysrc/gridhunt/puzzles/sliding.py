"""Sliding tiles: a W x H board of numbered tiles and one hole; a move slides a tile beside the hole into it.

Turn the start into the goal in as few moves as possible. Only half of all
arrangements can be reached from a given one (each move keeps the parity of
the permutation plus the hole's distance), so an unreachable goal is reported
at once with the reason, never searched.

Share string: ``WxH:`` + the W*H labels row by row, comma-separated, ``0`` the
hole; optionally ``/`` + the goal in the same form (the ``WxH:`` may be left
out there). Without a goal it is ``1, 2, ..., N-1`` then the hole. Sizes run
from 2x2 to 10x10, rectangles too. The shared example, ``3x3:1,2,3,4,5,6,7,8,0/2,1,5,7,4,6,3,8,0``.
Also read: the original notation, a digit string whose highest digit is the
hole, optionally ``/`` + a goal (``012345678/104635278``; tile d becomes d+1),
and Korf's lines, N*N numbers separated by spaces with the goal ``0 1 ... N-1``
(hole first); a trailing published length on such a line is ignored.

>>> p = decode("012345678/104635278")
>>> solution_text(p, next(solutions(p)))[:22]
'20 moves, shortest: 6 '

Solution JSON: ``{"moves": [tile labels moved, in order], "hole_moves": "UDLR..."
(where the hole goes: U up, D down, L left, R right), "length": n, "optimal": true
when proven shortest}``. ``solutions`` yields every shortest solution for boards
of up to 16 cells (IDA*, :mod:`gridhunt.puzzles.sliding_optimal`) and, for
larger boards, one quick solution marked ``"optimal": false``
(:mod:`gridhunt.puzzles.sliding_fast`).

Model: ``{"width", "height", "start": [labels], "goal": [labels]}``, labels row
by row with 0 for the hole.

Operations (``OPERATIONS``, each request also carries ``puzzle``):

- ``solve_tiles`` ``{mode: "optimal" | "fast"}`` -> ``{status: "solved" | "unsolvable",
  moves, hole_moves, length, optimal, nodes}`` (``nodes`` expanded by IDA*, null in
  fast mode) plus ``reason`` when unsolvable. Optimal runs until done: IDA* with
  pattern databases up to 16 cells, with Manhattan distance beyond (may take hours).
  Fast always answers quickly (a 10x10 in about a second natively) and is not shortest.
- ``scramble`` ``{w?, h?, seed?}`` -> ``{share, model}``: a random start from which
  the goal is reachable (the puzzle's goal when the size is the same, else the
  default one); ``seed`` (number or text) makes it repeatable.
- ``parity`` ``{}`` -> ``{reachable, reason}``: the parity verdict and its sentence.

Throughout: w width, h height, n = w*h cells, p a cell (r * w + c), a label is
what a tile shows (0 the hole), and the engines see a board relabelled by goal:
each cell holds the goal cell of its tile.
"""

import random
from dataclasses import dataclass
from typing import Iterator

from .sliding_fast import fast
from .sliding_optimal import Optimal

ID = "sliding"
NAME = "Sliding tiles"
EXAMPLES = (
    ("Worked example (3x3, 20 moves)", "3x3:1,2,3,4,5,6,7,8,0/2,1,5,7,4,6,3,8,0"),
    ("Eight puzzle, 31 moves (one of the two hardest)", "3x3:8,6,7,2,5,4,3,0,1"),
    ("2x4", "2x4:7,5,3,0,4,2,6,1"),
    ("Fifteen puzzle (Korf #9, 46 moves)", "4x4:3,14,9,11,5,4,8,2,13,12,6,7,10,1,15,0/0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"),
    ("5x5 (quick solution)", "5x5:14,20,6,23,24,17,8,0,10,7,16,1,19,9,15,22,12,4,18,3,2,21,13,5,11"),
)
SIZES = range(2, 11)
OPTIMAL_CELLS = 16  # largest board solved optimally by solutions()
MAX_MOVES = 100_000
UNREACHABLE = "The goal cannot be reached from this start: every move keeps the tiles' parity and the two differ in it"
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
    if not isinstance(text, str):
        raise ValueError("Expected a board like 3x3:1,2,3,4,5,6,7,8,0")
    text = text.strip()
    if not text:
        raise ValueError("The board is empty: expected e.g. 3x3:1,2,3,4,5,6,7,8,0")
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
        ok = all(isinstance(x, int) and not isinstance(x, bool) for x in (width, height, *start, *goal))
    except (KeyError, TypeError):
        ok = False
    if not ok:
        raise ValueError("The board is not a sliding-tile board")
    if width not in SIZES or height not in SIZES:
        raise ValueError("Sizes run from 2x2 to 10x10")
    n = width * height
    return Puzzle(width, height, _labels([str(v) for v in start], n, "start"), _labels([str(v) for v in goal], n, "goal"))


# ---------------------------------------------------------------- solver


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
    positions = _positions(p, solution.hole_moves)
    return positions is not None and positions[-1] == p.goal


def _positions(p: Puzzle, hole_moves: str) -> list[Labels] | None:
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
    positions = _positions(p, hole_moves) or [p.start]
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


# ---------------------------------------------------------------- render


def render(p: Puzzle, solution: Solution | None = None) -> str:
    """The start (and, with a solution, the goal reached) as aligned numbers, ``.`` for the hole."""
    width = len(str(len(p.start) - 1))

    def picture(labels: Labels) -> list[str]:
        rows = [labels[r * p.width : (r + 1) * p.width] for r in range(p.height)]
        return [" ".join(str(v).rjust(width) if v else ".".rjust(width) for v in row) for row in rows]

    lines = picture(p.start)
    if solution is not None:
        lines += [solution_text(p, solution), *picture(p.goal)]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- operations


def solve_tiles(p: Puzzle, request: dict) -> dict:
    """One solution: ``mode`` "optimal" (IDA*, runs until done) or "fast" (quick, not shortest)."""
    mode = request.get("mode", "optimal")
    if mode not in ("optimal", "fast"):
        raise ValueError("The mode must be 'optimal' or 'fast'")
    if not reachable(p):
        return {"status": "unsolvable", "reason": UNREACHABLE, "moves": [], "hole_moves": "", "length": 0,
                "optimal": False, "nodes": 0}
    board, hole_goal = relabelled(p)
    if mode == "fast":
        solution, nodes = Solution(fast(p.width, p.height, board, hole_goal), False), None
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
    width, height = request.get("w", p.width), request.get("h", p.height)
    if not all(isinstance(v, int) and not isinstance(v, bool) and v in SIZES for v in (width, height)):
        raise ValueError("Sizes run from 2x2 to 10x10")
    seed = request.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, str))):
        raise ValueError("The seed must be a number or a text")
    rng = random.Random(seed) if seed is not None else random.Random()
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


OPERATIONS = {"solve_tiles": solve_tiles, "scramble": scramble, "parity": parity}
