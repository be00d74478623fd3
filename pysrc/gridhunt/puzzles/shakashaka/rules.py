"""Shakashaka's rules as constraints, and an independent check of an answer.

Each white cell is empty or holds one of four triangles (five variables, exactly one true).
Whether the white area is made of rectangles is a matter of angles at the grid's corners:
round a corner lie eight half-quadrants (each cell's quarter at the corner, split by its
diagonal), each white or not. A white region is a rectangle (upright or at 45 degrees) just
when every stretch of white half-quadrants round every corner spans 90 or 180 degrees (two or
four of them), or the whole turn: a stretch of one, three, five, six or seven would be a sharp,
blunt or reflex angle. Outside the grid and black cells are never white. A number counts the
triangles beside its cell; at least one triangle is drawn (pzprjs refuses an empty answer).
"""

from collections.abc import Iterator

from ...puzzlink import answers
from ...search.constraints import Problem
from .codec import SHADED_CORNER, TRIANGLES, Answer, Puzzle

# The eight half-quadrants round a grid corner, clockwise from the line going up: the cell (as a
# row, column offset from the corner's), the cell's own corner there, and the cell side the half lies along.
HALVES = (
    ((-1, 0), (1, 0), "vertical"), ((-1, 0), (1, 0), "horizontal"),
    ((0, 0), (0, 0), "horizontal"), ((0, 0), (0, 0), "vertical"),
    ((0, -1), (0, 1), "vertical"), ((0, -1), (0, 1), "horizontal"),
    ((-1, -1), (1, 1), "horizontal"), ((-1, -1), (1, 1), "vertical"),
)
BAD_STRETCHES = (1, 3, 5, 6, 7)


def white_states(corner: tuple[int, int], side: str) -> tuple[int, ...]:
    """The states of a white cell (0 empty, or a triangle) that leave its half-quadrant at ``corner``
    along ``side`` white: the empty cell, the triangle whose white right angle is there, and the
    triangle whose white half has this side for a leg."""
    out = [0]
    for t in TRIANGLES:
        shaded = SHADED_CORNER[t]
        white = (1 - shaded[0], 1 - shaded[1])
        if corner == white:
            out.append(t)
        elif corner != shaded and (corner[0] == white[0]) == (side == "horizontal"):
            out.append(t)
    return tuple(out)


def problem(puzzle: Puzzle) -> tuple[Problem, dict[int, dict[int, int]]]:
    """The constraints, and per white cell its state variables (0 empty, 2-5 the triangles)."""
    w, h = puzzle.w, puzzle.h
    p = Problem()
    state = {i: {s: p.new_var() for s in (0, *TRIANGLES)} for i in range(w * h) if puzzle.blacks[i] is None}
    for states in state.values():
        p.exactly(states.values(), 1)
    for i, clue in enumerate(puzzle.blacks):
        if clue is not None and clue >= 0:
            r, c = divmod(i, w)
            beside = [(r + dr) * w + c + dc for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                      if 0 <= r + dr < h and 0 <= c + dc < w]
            p.exactly([-state[j][0] for j in beside if j in state], clue)
    p.clause([-states[0] for states in state.values()])
    for R in range(h + 1):
        for C in range(w + 1):
            forbid_bad_angles(p, halves_at(state, R, C, w, h))
    return p, state


def halves_at(state, R: int, C: int, w: int, h: int) -> list[tuple[list[int], list[int]] | None]:
    """Round grid corner (R, C): per half-quadrant, the literals any of which makes it white and those
    any of which makes it not; None where it is never white (outside the grid, a black cell)."""
    out = []
    for (dr, dc), corner, side in HALVES:
        r, c = R + dr, C + dc
        i = r * w + c
        if not (0 <= r < h and 0 <= c < w) or i not in state:
            out.append(None)
            continue
        white = white_states(corner, side)
        out.append(([state[i][s] for s in white], [state[i][s] for s in state[i] if s not in white]))
    return out


def forbid_bad_angles(p: Problem, halves) -> None:
    """No stretch of white half-quadrants of a bad length between two that are not white."""
    for length in BAD_STRETCHES:
        for start in range(8):
            inner = [(start + k) % 8 for k in range(length)]
            bounds = {(start - 1) % 8, (start + length) % 8}
            if any(halves[k] is None for k in inner):
                continue  # a half that is never white: this stretch cannot happen
            clause = [lit for k in inner for lit in halves[k][1]]
            clause += [lit for k in bounds if halves[k] is not None for lit in halves[k][0]]
            p.clause(clause)


def answer_of(found: dict[int, bool], puzzle: Puzzle, state) -> Answer:
    return tuple(next((s for s, v in state[i].items() if found[v]), 0) if i in state else 0
                 for i in range(puzzle.w * puzzle.h))


def shown(state) -> list[int]:
    return [v for states in state.values() for s, v in states.items() if s]


def solutions(puzzle: Puzzle) -> Iterator[Answer]:
    p, state = problem(puzzle)
    for found in p.solutions(shown(state)):
        yield answer_of(found, puzzle, state)


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the answer is unique and, when not, the cells alike in every solution (``?`` the others).

    Only each cell's state in the first solution is asked about (``answers.value_verdict``): the reply
    marks a cell by the one state it has in every solution. Asking about each of the four triangles
    apart had the search prove, one by one, triangles that no solution has (an empty 15x15: 4.2 s).
    """
    p, state = problem(puzzle)
    reply = answers.value_verdict(p, [state.get(i, {}) for i in range(puzzle.w * puzzle.h)], puzzle.w, puzzle.h)
    if reply["certain"] is not None:
        reply["certain"] = ["".join("." if x in (None, 0) else str(x) for x in row) for row in reply["certain"]]
    return reply


def is_solution(puzzle: Puzzle, answer: Answer) -> bool:
    """Every rule, checked on the drawn triangles: the numbers, and each white region's shape.

    Each cell is cut by its diagonals into four quarters (top, right, bottom, left); a triangle
    shades the two quarters along the sides at its shaded corner. The white quarters, joined
    across cell sides and round each cell, make the white regions; a region is a rectangle when
    its area fills the box round it, upright or turned by 45 degrees.
    """
    w, h = puzzle.w, puzzle.h
    if len(answer) != w * h or not any(answer):
        return False
    for i, clue in enumerate(puzzle.blacks):
        r, c = divmod(i, w)
        if clue is not None and answer[i]:
            return False
        beside = [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)) if 0 <= r + dr < h and 0 <= c + dc < w]
        if clue is not None and clue >= 0 and sum(answer[rr * w + cc] != 0 for rr, cc in beside) != clue:
            return False
    sides_of = {2: ("bottom", "left"), 3: ("bottom", "right"), 4: ("top", "right"), 5: ("top", "left")}
    white = {(i, q) for i in range(w * h) if puzzle.blacks[i] is None
             for q in ("top", "right", "bottom", "left") if q not in sides_of.get(answer[i], ())}
    seen = set()
    for start in white:
        if start in seen:
            continue
        region, stack = [start], [start]
        seen.add(start)
        while stack:
            for other in joined(*stack.pop(), w, h):
                if other in white and other not in seen:
                    seen.add(other)
                    region.append(other)
                    stack.append(other)
        if not is_rectangle(region, w):
            return False
    return True


def joined(i: int, quarter: str, w: int, h: int) -> list[tuple[int, str]]:
    """The quarters sharing a side with this one: its two neighbours in the cell, the facing one across the cell side."""
    order = ("top", "right", "bottom", "left")
    k = order.index(quarter)
    out = [(i, order[(k + 1) % 4]), (i, order[(k - 1) % 4])]
    r, c = divmod(i, w)
    dr, dc = {"top": (-1, 0), "right": (0, 1), "bottom": (1, 0), "left": (0, -1)}[quarter]
    if 0 <= r + dr < h and 0 <= c + dc < w:
        out.append(((r + dr) * w + c + dc, order[(k + 2) % 4]))
    return out


def is_rectangle(region: list[tuple[int, str]], w: int) -> bool:
    """Whether the quarters fill their bounding box, upright or turned by 45 degrees (in doubled units)."""
    points = []
    for i, quarter in region:
        r, c = divmod(i, w)
        x, y = 2 * c, 2 * r
        ends = {"top": ((x, y), (x + 2, y)), "right": ((x + 2, y), (x + 2, y + 2)),
                "bottom": ((x, y + 2), (x + 2, y + 2)), "left": ((x, y), (x, y + 2))}[quarter]
        points += [*ends, (x + 1, y + 1)]
    area = len(region)  # a quarter is 1 in these units (a cell is 4)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    us, vs = [p[0] + p[1] for p in points], [p[0] - p[1] for p in points]
    upright = (max(xs) - min(xs)) * (max(ys) - min(ys))
    turned = (max(us) - min(us)) * (max(vs) - min(vs)) // 2
    return area == upright or area == turned
