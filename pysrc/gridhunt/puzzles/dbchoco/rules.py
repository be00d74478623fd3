"""Double Choco's rules as constraints, and an independent check of an answer.

The answer is walls (``puzzlink/walls.py``'s wall variables). Every block (a room the walls close)
holds one white part and one grey part, each joined, of one shape (turned or mirrored); a
number is the size of its colour's part. The block's rigid motion that lays its white part on
its grey part is the heart of the search: per cell a variable for each motion (one of the
square's eight symmetries, then a shift) that takes it, or takes a grey cell back, to a cell of
the other colour within ``NEAR`` steps (within 2n - 1 for a cell numbered n, whose block has 2n
cells), and one more, "far", for a partner further off. Cells side by side in one block share
their motion (or are far from their partners); a cell's partner has its motion; a cell's
neighbours in its part go to its partner's neighbours in the partner's part, and its other
neighbours (walled off, or of the other colour) to cells walled off from the partner; two
different numbers side by side are in different blocks. What these leave unsaid (parts
joined, one of each colour, the far partners, sizes) is checked on every block the search
finishes: a block that breaks a rule teaches "one wall inside it is drawn or one around it is
not", and a wall inside a room "it is not drawn, or one on a path round it is".
"""

from collections.abc import Iterator

from ...puzzlink import cells, walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from ...search.groups import add_group
from ...search.shapes import canonical
from .codec import QUESTION, Puzzle

NEAR = 3  # how far (in steps) the partners a cell without a number has motion variables for
NEAR_NUMBERED = 7  # and a numbered one, whose partner is at most 2n - 1 steps off
SYMMETRIES = ((1, 0, 0, 1), (0, 1, -1, 0), (-1, 0, 0, -1), (0, -1, 1, 0),  # (a, b, c, d): (r, c) -> (a r + b c, c r + d c)
              (1, 0, 0, -1), (-1, 0, 0, 1), (0, 1, 1, 0), (0, -1, -1, 0))
INVERSE = tuple(SYMMETRIES.index((a, c, b, d)) for a, b, c, d in SYMMETRIES)  # each is orthogonal: its inverse is its transpose

Motion = tuple[int, int, int]  # a symmetry's index, then the shift (rows, columns) added after it


def moved(motion: Motion, r: int, c: int) -> tuple[int, int]:
    a, b, cc, d = SYMMETRIES[motion[0]]
    return a * r + b * c + motion[1], cc * r + d * c + motion[2]


def unmoved(motion: Motion, r: int, c: int) -> tuple[int, int]:
    a, b, cc, d = SYMMETRIES[INVERSE[motion[0]]]
    r, c = r - motion[1], c - motion[2]
    return a * r + b * c, cc * r + d * c


class Encoding:
    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        w, h = puzzle.w, puzzle.h
        p = self.problem = Problem()
        found = self.found = WallVars(p, w, h)
        grey = puzzle.grey
        given = {i: x for i, x in enumerate(puzzle.clues) if x is not None and x != QUESTION}
        # how far a cell's partner may be (None: any distance), and how far its motion variables reach
        bound = [2 * given[i] - 1 if i in given else None for i in range(w * h)]
        reach = [NEAR if b is None else min(b, NEAR_NUMBERED) for b in bound]

        def steps(i: int, j: int) -> int:
            return abs(i // w - j // w) + abs(i % w - j % w)

        def partner(i: int, motion: Motion) -> int | None:
            """The cell the block's motion takes i to (a white cell) or from (a grey one), when it is in the
            grid and of the other colour."""
            r, c = divmod(i, w)
            rr, cc = unmoved(motion, r, c) if grey[i] else moved(motion, r, c)
            if 0 <= rr < h and 0 <= cc < w and grey[rr * w + cc] != grey[i]:
                return rr * w + cc
            return None

        self.motions: list[dict[Motion, int]] = []
        self.far: list[int | None] = []
        for i in range(w * h):
            options = {}
            for j in range(w * h):
                if grey[j] == grey[i] or steps(i, j) > reach[i] or (i in given and given.get(j, given[i]) != given[i]):
                    continue
                (rw, cw), (ro, co) = (divmod(j, w), divmod(i, w)) if grey[i] else (divmod(i, w), divmod(j, w))
                for s, (a, b, c, d) in enumerate(SYMMETRIES):
                    options[(s, ro - (a * rw + b * cw), co - (c * rw + d * cw))] = None
            choice = {motion: p.new_var() for motion in options}
            far = p.new_var() if bound[i] is None or bound[i] > reach[i] else None
            p.exactly(list(choice.values()) + ([far] if far else []), 1)
            self.motions.append(choice)
            self.far.append(far)

        def takes(b: int, motion: Motion) -> list[int]:
            """What says "b's block moves by ``motion``" in the encoding: its variable, or "far" when the
            partner lies past its variables' reach; nothing when that cannot be."""
            if motion in self.motions[b]:
                return [self.motions[b][motion]]
            mate = partner(b, motion)
            if mate is not None and self.far[b] and steps(b, mate) > reach[b]:
                return [self.far[b]]
            return []

        def image(a: int, b: int, motion: Motion) -> int | None:
            """Where the motion that takes a to its partner (or back) takes b, a cell beside a; None off the grid."""
            r, c = divmod(b, w)
            rr, cc = unmoved(motion, r, c) if grey[a] else moved(motion, r, c)
            return rr * w + cc if 0 <= rr < h and 0 <= cc < w else None

        for i, j, wall in found.pairs():
            if i in given and j in given and given[i] != given[j]:
                p.clause([wall])
            for a, b in ((i, j), (j, i)):
                for motion, var in self.motions[a].items():
                    p.clause([wall, -var, *takes(b, motion)])
                    # a's part and its partner's have one shape: what lies beside a in its part (a cell of its
                    # colour with no wall between) lies beside the partner in the partner's part, and what does
                    # not (a wall, or the other colour) does not
                    mate, there = partner(a, motion), image(a, b, motion)
                    beside = None if there is None or grey[there] == grey[a] else found.between(min(mate, there), max(mate, there))
                    if grey[a] == grey[b]:
                        p.clause([wall, -var] + ([-beside] if beside else []))
                        if beside:
                            p.clause([-wall, -var, beside])
                    elif beside:
                        p.clause([-var, beside])
        for i in range(w * h):
            for motion, var in self.motions[i].items():
                p.clause([-var, *takes(partner(i, motion), motion)])
        for k, n in given.items():  # a number's part: the n cells of its colour joined to it, no wall between
            near = {k}
            todo = [k]
            for _ in range(n - 1):
                todo = [j for i in todo for j in cells.neighbours(i, w, h) if j not in near and grey[j] == grey[k]
                        and given.get(j, n) == n and not near.add(j)]
            owned = {i: p.new_var() for i in sorted(near)}
            joins = [(a, b, -found.between(min(a, b), max(a, b))) for a in owned for b in cells.neighbours(a, w, h)
                     if grey[b] == grey[a]]
            add_group(p, owned, joins, n, p.true, k)
        check = BlockCheck(puzzle, found)
        p.solver.add_checker(check, found.shown(), patient=True)


class BlockCheck:
    """The checker: every block the search has finished (its walls around drawn, none inside) obeys the rules."""

    def __init__(self, puzzle: Puzzle, found: WallVars) -> None:
        self.puzzle = puzzle
        self.around: list[list[tuple[int, int]]] = [[] for _ in range(puzzle.w * puzzle.h)]
        for i, j, wall in found.pairs():
            self.around[i].append((j, wall))
            self.around[j].append((i, wall))

    def __call__(self, value: list[int]) -> list[int] | None:
        w, h, around = self.puzzle.w, self.puzzle.h, self.around
        seen = [False] * (w * h)
        for start in range(w * h):
            if seen[start]:
                continue
            seen[start] = True
            room, parent, todo, finished = [start], {start: None}, [start], True
            while todo:
                i = todo.pop()
                for j, wall in around[i]:
                    state = value[wall]
                    if state == -1 and j not in parent:
                        parent[j] = (i, wall)
                        seen[j] = True
                        room.append(j)
                        todo.append(j)
                    elif state == 0:
                        finished = False
            inside = set(room)
            for i in room:  # a wall drawn inside the room: it goes, or one on the path between its cells
                for j, wall in around[i]:
                    if j in inside and value[wall] == 1:
                        return [-wall, *path_walls(parent, i), *path_walls(parent, j)]
            if finished and not good_block(self.puzzle, room):
                inner = [wall for i in room for j, wall in around[i] if j in inside and i < j]
                rim = [-wall for i in room for j, wall in around[i] if j not in inside]
                return inner + rim
        return None


def path_walls(parent: dict, i: int) -> list[int]:
    found = []
    while parent[i] is not None:
        i, wall = parent[i]
        found.append(wall)
    return found


def good_block(puzzle: Puzzle, room: list[int]) -> bool:
    """Whether a block's white cells and grey cells are each one joined part, of one shape, each number its part's size."""
    w, h = puzzle.w, puzzle.h
    parts = [[i for i in room if puzzle.grey[i] == colour] for colour in (False, True)]
    if not all(parts) or not all(cells.one_piece(set(part), w, h) for part in parts):
        return False
    if canonical(divmod(i, w) for i in parts[0]) != canonical(divmod(i, w) for i in parts[1]):
        return False
    return all(puzzle.clues[i] in (None, QUESTION, len(parts[0])) for i in room)


def solutions(puzzle: Puzzle) -> Iterator[Walls]:
    return Encoding(puzzle).found.solutions()


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the answer is unique and, when not, the walls alike in every solution (``?`` the others)."""
    return Encoding(puzzle).found.certain()


def is_solution(puzzle: Puzzle, found: Walls) -> bool:
    """Every wall between two blocks, and every block a white part and a grey part, each joined, of one
    shape (turned or mirrored), each number the size of its colour's part."""
    w, h = puzzle.w, puzzle.h
    if not walls.closes_rooms(found, w, h):
        return False
    for room in walls.members(walls.rooms(found, w, h)):
        white = {i for i in room if not puzzle.grey[i]}
        grey = set(room) - white
        if not white or not grey or not cells.one_piece(white, w, h) or not cells.one_piece(grey, w, h):
            return False
        if canonical(divmod(i, w) for i in white) != canonical(divmod(i, w) for i in grey):
            return False
        if any(puzzle.clues[i] not in (None, QUESTION, len(white)) for i in room):
            return False
    return True
