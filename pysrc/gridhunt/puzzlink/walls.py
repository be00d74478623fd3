"""What the grid-dividing genres share: an answer drawn as walls between cells, its rooms, and the
search's wall variables (Square Jam, Four Cells, Pentominous...; Shikaku has its own copy).

The walls are ``lines.Lines``: ``across[r][c]`` the wall between (r, c) and (r, c + 1), ``down[r][c]``
between (r, c) and (r + 1, c); their JSON is the lines' form (``1`` a wall). A room is a piece of the
grid the walls enclose.

>>> walls = Walls(((False, True),), ())
>>> rooms(walls, 3, 1)
[0, 0, 1]
>>> render_rooms(walls, 3, 1, ["", "", "5"])
'a a 5\\n'
"""

from collections.abc import Callable, Iterator

from . import answers, lines, redivide
from .board import Board
from .lines import Lines as Walls
from ..search.constraints import Problem

NAMES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"  # the picture's letters for rooms


def walls_json(walls: Walls) -> dict:
    return lines.lines_json(walls)


def walls_from_json(data, w: int, h: int) -> Walls:
    return lines.lines_from_json(data, w, h, what="walls")


def solution_json(puzzle, found: Walls) -> dict:
    """The contract's solution JSON of a genre whose answer is walls: ``{"across": h rows of w - 1 marks,
    "down": h - 1 rows of w}``, ``1`` a wall between two cells."""
    return walls_json(found)


def solution_from_json(puzzle, data) -> Walls:
    return walls_from_json(data, puzzle.w, puzzle.h)


def walls_of_rooms(room: list[int], w: int, h: int) -> Walls:
    """The walls between cells of different rooms."""
    return Walls(tuple(tuple(room[r * w + c] != room[r * w + c + 1] for c in range(w - 1)) for r in range(h)),
                 tuple(tuple(room[r * w + c] != room[r * w + w + c] for c in range(w)) for r in range(h - 1)))


def rooms(walls: Walls, w: int, h: int) -> list[int]:
    """Each cell's room, the cells the walls leave joined, numbered in the order of their first cell."""
    room = [-1] * (w * h)
    count = 0
    for start in range(w * h):
        if room[start] >= 0:
            continue
        room[start], stack = count, [start]
        while stack:
            r, c = divmod(stack.pop(), w)
            steps = [(r, c + 1, c + 1 < w and not walls.across[r][c]), (r, c - 1, c > 0 and not walls.across[r][c - 1]),
                     (r + 1, c, r + 1 < h and not walls.down[r][c]), (r - 1, c, r > 0 and not walls.down[r - 1][c])]
            for rr, cc, open_ in steps:
                if open_ and room[rr * w + cc] < 0:
                    room[rr * w + cc] = count
                    stack.append(rr * w + cc)
        count += 1
    return room


def members(room: list[int]) -> list[list[int]]:
    """The cells of each room, rooms in order."""
    found: list[list[int]] = [[] for _ in range(max(room) + 1)] if room else []
    for i, x in enumerate(room):
        found[x].append(i)
    return found


def closes_rooms(walls: Walls, w: int, h: int) -> bool:
    """Whether every wall parts two rooms (pzprjs refuses a wall that ends inside a room)."""
    return walls == walls_of_rooms(rooms(walls, w, h), w, h)


def render_rooms(walls: Walls | None, w: int, h: int, labels: list[str]) -> str:
    """The labels (``""``: none) right-aligned; with walls, an unlabelled cell shows its room's letter, else ``.``."""
    room = rooms(walls, w, h) if walls is not None else None
    shown = [label or (NAMES[room[i] % len(NAMES)] if room else ".") for i, label in enumerate(labels)]
    width = max(len(x) for x in shown)
    return "".join(" ".join(x.rjust(width) for x in shown[r * w : (r + 1) * w]) + "\n" for r in range(h))


def art(walls: Walls | None, w: int, h: int) -> list[list[str]]:
    """A text drawing at half-cell steps, (2h + 1) rows of (2w + 1) characters: ``+`` at the corners,
    the frame and the walls as ``|`` and ``-``, spaces elsewhere (cell (r, c) at [2r + 1][2c + 1]).

    >>> ["".join(row) for row in art(Walls(((True,),), ()), 2, 1)]
    ['+-+-+', '| | |', '+-+-+']
    """
    drawing = [[" "] * (2 * w + 1) for _ in range(2 * h + 1)]
    for y in range(0, 2 * h + 1, 2):
        for x in range(0, 2 * w + 1, 2):
            drawing[y][x] = "+"
    for c in range(w):
        drawing[0][2 * c + 1] = drawing[2 * h][2 * c + 1] = "-"
    for r in range(h):
        drawing[2 * r + 1][0] = drawing[2 * r + 1][2 * w] = "|"
    if walls is not None:
        for r, row in enumerate(walls.across):
            for c, wall in enumerate(row):
                if wall:
                    drawing[2 * r + 1][2 * c + 2] = "|"
        for r, row in enumerate(walls.down):
            for c, wall in enumerate(row):
                if wall:
                    drawing[2 * r + 2][2 * c + 1] = "-"
    return drawing


def draw(drawn: Board, answer, w: int, h: int) -> None:
    """Draw a solution's walls (``1``) or a ``certain`` reply's (``?``: faint) along the grid lines."""
    lines.check_marks(answer, w, h)
    for r, row in enumerate(answer["across"]):
        for c, mark in enumerate(row):
            if mark != "0":
                drawn.side(r, c + 1, r + 1, c + 1, maybe=mark == "?")
    for r, row in enumerate(answer["down"]):
        for c, mark in enumerate(row):
            if mark != "0":
                drawn.side(r + 1, c, r + 1, c + 1, maybe=mark == "?")


def pieces_of(walls: Walls, w: int, h: int, unused=frozenset()) -> list[list[int]] | None:
    """The cells of each room but the ``unused`` cells, each alone in its room; None when the walls do not
    close their rooms or an unused cell shares a room.

    >>> pieces_of(Walls(((False, True),), ()), 3, 1, {2})
    [[0, 1]]
    """
    if not closes_rooms(walls, w, h):
        return None
    found = members(rooms(walls, w, h))
    if any(len(room) > 1 and unused.intersection(room) for room in found):
        return None
    return [room for room in found if not unused.intersection(room)]


def pzprv3_walls(walls: Walls, w: int, h: int, unused=frozenset()) -> list[list[list[str]]]:
    """pzprjs's answer walls, across then down (``1`` drawn): a wall beside an unused cell is pzprjs's
    own (it draws one there and takes none in an answer), so it is written ``0``."""
    def mark(wall: bool, i: int, j: int) -> str:
        return "1" if wall and i not in unused and j not in unused else "0"
    return [[[mark(x, r * w + c, r * w + c + 1) for c, x in enumerate(row)] for r, row in enumerate(walls.across)],
            [[mark(x, r * w + c, r * w + w + c) for c, x in enumerate(row)] for r, row in enumerate(walls.down)]]


def no_four_meet(walls: Walls, w: int, h: int) -> bool:
    """Whether no inner grid point has walls on all four sides."""
    return not any(walls.across[r][c] and walls.across[r + 1][c] and walls.down[r][c] and walls.down[r][c + 1]
                   for r in range(h - 1) for c in range(w - 1))


class WallVars:
    """A problem whose answer is walls: a wall variable per pair of side-by-side cells, told apart by them."""

    def __init__(self, problem: Problem, w: int, h: int) -> None:
        self.problem, self.w, self.h = problem, w, h
        self.across = [problem.new_vars(w - 1) for _ in range(h)]
        self.down = [problem.new_vars(w) for _ in range(h - 1)]

    def between(self, i: int, j: int) -> int:
        """The wall variable between side-by-side cells i < j."""
        w = self.w
        r, c = divmod(i, w)
        return self.across[r][c] if j == i + 1 and j % w else self.down[r][c]

    def pairs(self) -> Iterator[tuple[int, int, int]]:
        """Each pair of side-by-side cells (i < j) with its wall variable."""
        w, h = self.w, self.h
        for r in range(h):
            for c in range(w):
                i = r * w + c
                if c + 1 < w:
                    yield i, i + 1, self.across[r][c]
                if r + 1 < h:
                    yield i, i + w, self.down[r][c]

    def shown(self) -> list[int]:
        return [v for row in self.across + self.down for v in row]

    def retile(self) -> None:
        """Have ``certain`` ask about a few pieces at a time (``around``): for a tiling, whose answers differ
        a piece or two at a time."""
        self.problem.neighbourhood = self.around
        self.ends = {wall: (i, j) for i, j, wall in self.pairs()}
        self.seen: tuple[dict, list[int], list[set[int]]] | None = None  # the last solution read, its rooms, their neighbours

    def around(self, found: dict[int, bool], wall: int) -> list[int]:
        """The walls inside the pieces of a solution on either side of ``wall`` and the pieces beside them.

        >>> p = Problem()
        >>> walls = WallVars(p, 3, 1); walls.retile()
        >>> left, right = walls.across[0]
        >>> walls.around({left: False, right: True}, right) == [left, right]
        True
        """
        if self.seen is None or self.seen[0] is not found:
            room = rooms(self.walls(found), self.w, self.h)
            beside: list[set[int]] = [set() for _ in range(max(room) + 1)]
            for i, j, _ in self.pairs():
                if room[i] != room[j]:
                    beside[room[i]].add(room[j])
                    beside[room[j]].add(room[i])
            self.seen = found, room, beside
        _, room, beside = self.seen
        i, j = self.ends[wall]
        near = {room[i], room[j]} | beside[room[i]] | beside[room[j]]
        return [v for a, b, v in self.pairs() if room[a] in near and room[b] in near]

    def redivide(self, room_ok: Callable[[frozenset[int]], bool], most: int = 0, through: redivide.Rooms | None = None,
                 together: int = 3, largest: int = redivide.LARGEST) -> None:
        """Have ``certain`` drop the walls that solutions a few rooms away flip (``Problem.moves``): each solution's
        rooms cut again two (or up to ``together``) at a time, in unions of ``largest`` cells at most, every room
        of the new cut accepted by ``room_ok`` (the genre's rules of one room: a genre with no rule across
        rooms), each of ``most`` cells at most (or each one that ``through`` yields: see ``redivide.divisions``)."""
        pairs, known = list(self.pairs()), {}
        through = through or redivide.joined(self.w, self.h, room_ok, most)
        self.problem.moves = lambda found, same: redivide.moved(
            pairs, lambda model: rooms(self.walls(model), self.w, self.h), found, same, room_ok, through, known,
            together, largest)

    def no_four_meet(self) -> None:
        """No inner grid point with walls on all four sides."""
        for r in range(self.h - 1):
            for c in range(self.w - 1):
                self.problem.clause([-self.across[r][c], -self.across[r + 1][c], -self.down[r][c], -self.down[r][c + 1]])

    def walls(self, found: dict[int, bool]) -> Walls:
        return Walls(tuple(tuple(found[v] for v in row) for row in self.across), tuple(tuple(found[v] for v in row) for row in self.down))

    def solutions(self) -> Iterator[Walls]:
        for found in self.problem.solutions(self.shown()):
            yield self.walls(found)

    def mirrored(self, maps: list[list[int]]) -> Callable[[dict[int, bool]], list[dict[int, bool]]]:
        """A solution's images (its walls alone) under maps of the cells (``maps[g][i]``: where map g takes
        cell i), each a symmetry of the board that takes any solution to a solution.

        >>> p = Problem()
        >>> walls = WallVars(p, 3, 1)
        >>> left, right = walls.across[0]
        >>> walls.mirrored([[2, 1, 0]])({left: True, right: False}) == [{left: False, right: True}]
        True
        """
        pairs = list(self.pairs())

        def images(model: dict[int, bool]) -> list[dict[int, bool]]:
            return [{self.between(min(g[i], g[j]), max(g[i], g[j])): model[wall] for i, j, wall in pairs} for g in maps]
        return images

    def certain(self, maps: list[list[int]] = ()) -> dict:
        """The ``certain`` reply: the count to 2, and the walls alike in every solution (``?`` the others).
        ``maps``: symmetries of the board (see ``mirrored``), whose images of each solution found are
        solutions too (``Problem.images``): an empty board's walls are settled by them, most without a search."""
        if maps:
            self.problem.images = self.mirrored(list(maps))
        found, same = answers.verdict(self.problem, self.shown())

        def marks(rows: list[list[int]]) -> list[str]:
            return ["".join("?" if v not in same else "1" if same[v] else "0" for v in row) for row in rows]

        return {"count": len(found), "unique": len(found) == 1,
                "certain": None if same is None else {"across": marks(self.across), "down": marks(self.down)}}


def cover(problem: Problem, pieces: list[list[int]], n: int, walls: WallVars, unused=frozenset()) -> list[int]:
    """Each of n cells in exactly one chosen piece (a variable per piece); a wall stands between two
    side-by-side cells just when no chosen piece holds both. ``unused`` cells (no cell of the grid:
    Four Cells' and Pentominous' blanked corners) are in no piece, walled all round. The piece variables."""
    chosen = problem.new_vars(len(pieces))
    covering: list[list[int]] = [[] for _ in range(n)]
    for v, piece in zip(chosen, pieces):
        for i in piece:
            covering[i].append(v)
    for i, options in enumerate(covering):
        if i not in unused:
            problem.exactly(options, 1)
    sets = [set(options) for options in covering]
    for i, j, wall in walls.pairs():
        both = sorted(sets[i] & sets[j])
        problem.clause([wall, *both])
        for v in both:
            problem.clause([-wall, -v])
    return chosen



def sized_holes(problem: Problem, size: int, walls: WallVars, unused=frozenset()) -> None:
    """Every room has ``size`` cells (Pentominous' fives, Four Cells' fours, with ``cover``): a checker that no
    area the drawn walls have closed off holds a number of cells that rooms of that size cannot fill
    (``HoleCheck``). Unit propagation sees a hole no piece fits in; a hole of 7 cells among pentominoes it
    saw only once the search had tried every way to fill it."""
    check = HoleCheck(size, walls, unused)
    problem.solver.add_checker(check, walls.shown(), patient=True)


class HoleCheck:
    """The checker of ``sized_holes``, over the solver's values (1 true, -1 false, 0 free).

    An area: cells joined across sides whose wall is not drawn (a chosen piece draws the walls around it
    by propagation). An area walled all round is some whole rooms, so its size must be a multiple of
    theirs; when it is not, the clause: one of the walls around it is not drawn.
    """

    def __init__(self, size: int, walls: WallVars, unused) -> None:
        n = walls.w * walls.h
        self.size = size
        self.starts = [i for i in range(n) if i not in unused]
        self.links: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        for i, j, wall in walls.pairs():
            if i not in unused and j not in unused:
                self.links[i].append((j, wall))
                self.links[j].append((i, wall))

    def __call__(self, value: list[int]) -> list[int] | None:
        links, size = self.links, self.size
        seen = bytearray(len(links))
        for start in self.starts:
            if seen[start]:
                continue
            seen[start] = 1
            area = [start]
            for i in area:
                for j, wall in links[i]:
                    if not seen[j] and value[wall] != 1:
                        seen[j] = 1
                        area.append(j)
            if len(area) % size:
                inside = set(area)
                return [-wall for i in area for j, wall in links[i] if j not in inside]
        return None
