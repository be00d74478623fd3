"""Double Choco's rules as constraints, and an independent check of an answer.

The answer is walls (``puzzlink/walls.py``'s wall variables). Every block (a room the walls close)
holds one white part and one grey part, each joined, of one shape (turned or mirrored); a
number is the size of its colour's part. Clauses say little: two different numbers side by
side are walled apart, and a number's part is its n cells (``search/groups.py``). The rest is
a checker asked at rests of the search (``BlockCheck``), which reads the blocks, parts and
what each part may still grow into from the walls decided so far, and answers a rule broken
early with the walls that break it. Both its checks are asked less often while they find nothing
(``patient``; they keep no state between calls, so they need not see every rest): asked at every
rest, the check of counts and reaches was two thirds of the time of a sparse 10x10 (4.3 -> 2.7 s).
"""

from array import array
from collections.abc import Iterator
from operator import itemgetter

from ...puzzlink import cells, redivide, walls
from ...puzzlink.walls import Walls, WallVars
from ...search.constraints import Problem
from ...search.groups import add_group
from ...search.regions import values_of
from ...search.shapes import canonical, orientations
from .codec import QUESTION, Puzzle

Components = tuple[list[int], list, list, list[int]]  # see ``components``
UNION = 16  # cells two blocks side by side may hold to be cut again (``WallVars.redivide``)
SYMMETRIES = ((1, 0, 0, 1), (0, 1, -1, 0), (-1, 0, 0, -1), (0, -1, 1, 0),  # (a, b, c, d): (r, c) -> (a r + b c, c r + d c)
              (1, 0, 0, -1), (-1, 0, 0, 1), (0, 1, 1, 0), (0, -1, -1, 0))


class Encoding:
    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        w, h = puzzle.w, puzzle.h
        p = self.problem = Problem()
        found = self.found = WallVars(p, w, h)
        grey = puzzle.grey
        given = {i: x for i, x in enumerate(puzzle.clues) if x is not None and x != QUESTION}
        for i, j, wall in found.pairs():
            if i in given and j in given and given[i] != given[j]:
                p.clause([wall])
        around: list[list[int]] = [[] for _ in range(w * h)]
        for i, j, wall in found.pairs():
            around[i].append(wall)
            around[j].append(wall)
        for i, walls_ in enumerate(around):  # no block of one cell, nor of two of one colour (each lacks a colour)
            p.clause([-wall for wall in walls_])
        for i, j, wall in found.pairs():
            if grey[i] == grey[j]:
                p.clause([wall, *(-x for x in around[i] + around[j] if x != wall)])
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
        # answers a few blocks away, found without a search: two blocks side by side cut again (three cost more
        # than the conflicts they save, most walls of a clued board being certain)
        found.redivide(lambda block: good_block(puzzle, block), through=blocks_through(puzzle, UNION // 2),
                       together=2, largest=UNION)
        parts = Parts(puzzle, found)  # shared: the second check is often asked on the same walls
        # asked at least every fourth rest: at most every eighth, the genre's 44 paste cases took a fifth longer
        p.solver.add_checker(BlockCheck(puzzle, found, parts, False, -p.true), found.shown(), patient=True, longest=4)
        p.solver.add_checker(BlockCheck(puzzle, found, parts, True, -p.true), found.shown(), patient=True, longest=4)


class Parts:
    """The blocks (cells joined by open walls) and the reaches (cells of one colour joined by walls not
    drawn) of the walls' values, each remembered with the walls it depends on: the blocks with the open
    walls, the reaches with the drawn ones. Between two checks one of them is often unchanged (a check is
    asked once a wall changes, and one wall changes one of them), and the two checks are asked in turn
    on the same walls; computed anew each time, they were a quarter of a cut-short 10x10's time.
    """

    OPEN = bytes(1 if x == 0xFF else 0 for x in range(256))  # a wall's value as a byte: -1 is 0xFF
    DRAWN = bytes(1 if x == 1 else 0 for x in range(256))

    def __init__(self, puzzle: Puzzle, found: WallVars) -> None:
        n = puzzle.w * puzzle.h
        self.around: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        for i, j, wall in found.pairs():
            self.around[i].append((j, wall))
            self.around[j].append((i, wall))
        self.alike = [[(j, wall) for j, wall in self.around[i] if puzzle.grey[j] == puzzle.grey[i]] for i in range(n)]
        shown = found.shown()
        ends = {wall: (i, j) for i, j, wall in found.pairs()}
        same = [wall for wall in shown if puzzle.grey[ends[wall][0]] == puzzle.grey[ends[wall][1]]]  # a reach's walls
        self.read = values_of(shown) if shown else lambda value: ()
        self.read_same = values_of(same) if same else lambda value: ()
        self.last: dict[bool, tuple[bytes, tuple]] = {}
        self.ends = {True: [ends[wall] for wall in shown], False: [ends[wall] for wall in same]}  # in the keys' order

    def blocks_and_reaches(self, value: list[int]) -> tuple[tuple, tuple]:
        """``components`` of the blocks (open walls) and of the reaches (walls not drawn between cells of one colour)."""
        walls = array("b", self.read(value)).tobytes()
        return (self.remembered(value, walls.translate(self.OPEN), True),
                self.remembered(value, array("b", self.read_same(value)).tobytes().translate(self.DRAWN), False))

    def remembered(self, value: list[int], key: bytes, drawn: bool) -> tuple:
        """The components of the walls ``key`` tells (a byte a wall, 1 where it joins), from those of the last key:
        only the components beside a wall that changed are searched again (a quarter of the cells or fewer,
        most calls), the others kept, numbered anew in the order of their first cells."""
        last = self.last.get(drawn)
        links = self.around if drawn else self.alike
        if last is None:
            found = components(value, links, drawn)
        elif last[0] == key:
            return last[1]
        else:
            found = regrown(value, links, drawn, last[1], changed_cells(last[0], key, self.ends[drawn]))
        self.last[drawn] = key, found
        return found


class BlockCheck:
    """The checker, asked at rests of the search, over the walls drawn (1), open (-1) or undecided (0).

    A block so far: cells joined by open walls. A unit: such cells of one colour. A reach: cells of one
    colour joined by walls not drawn (what a unit may still grow into). It finds, and answers with the
    walls that make it so: a wall drawn inside a block; a block with cells of one colour in two
    reaches (its part could never join up); a block with more cells of one colour than the other
    colour's reach holds; two numbers in a block that differ, a number smaller than its colour's
    cells in the block or larger than its colour's reach; a unit whose shape (turned or mirrored)
    fits in no reach of the other colour beside its own reach, over open or undecided walls; a block
    closed all round that breaks a rule.
    """

    def __init__(self, puzzle: Puzzle, found: WallVars, parts: Parts, shapes: bool, false: int) -> None:
        self.puzzle = puzzle
        self.parts = parts
        self.false = false
        self.shapes = shapes
        self.around, self.alike = parts.around, parts.alike
        self.numbers = {i: x for i, x in enumerate(puzzle.clues) if x is not None and x != QUESTION}
        self.turns: dict[tuple, list] = {}  # a unit's shape: its orientations
        self.fits: dict[tuple, tuple] = {}  # a unit's cells: where its shape fitted last (tried first next time)
        self.good: dict[frozenset, bool] = {}  # a closed block's cells: whether it obeys the rules
        # By root: the last block of both colours judged there, its reaches and what ``unmatched`` said. A block and
        # reach kept by ``regrown`` (the same lists) have the same cells, and no wall between cells of one colour
        # beside them has been drawn or undrawn since, which is all that the motions read.
        self.matched: dict[int, tuple] = {}
        self.pairs = list(found.pairs())
        self.wall = {(i, j): wall for i, j, wall in self.pairs}
        self.alone = [([None, i] if grey else [i, None], i if i in self.numbers else None, [0, 1] if grey else [1, 0])
                      for i, grey in enumerate(puzzle.grey)]  # the head of a block of one cell (``broken``)
        # a cell's head alone, None at a number: two such side by side over a wall not drawn break no rule
        self.plain = [None if i in self.numbers else head for i, head in enumerate(self.alone)]
        # per cell: the values of its walls to cells of the other colour, read in one call, and what they are when
        # all are drawn (None: no such wall); a cell alone in its block passes the shape check unless all are drawn
        self.unlike = [None] * (puzzle.w * puzzle.h)
        for i, links in enumerate(self.around):
            unlike = [wall for j, wall in links if puzzle.grey[j] != puzzle.grey[i]]
            if unlike:
                self.unlike[i] = itemgetter(*unlike), (1,) * len(unlike) if len(unlike) > 1 else 1  # one: a bare value

    def __call__(self, value: list[int]) -> list[int] | None:
        clause = self.broken(value)
        return clause if clause != [] else [self.false]  # a rule broken whatever the walls: no answer

    def broken(self, value: list[int]) -> list[int] | None:
        grey, around, numbers, pairs = self.puzzle.grey, self.around, self.numbers, self.pairs
        (block, blocks, tree, roots), (reach, reaches, _, _) = self.parts.blocks_and_reaches(value)
        unclosed = bytearray(len(blocks))  # per block (by root), whether an undecided wall touches it
        for i, j, wall in pairs:  # a wall drawn inside a block
            x = value[wall]
            if x == 1:
                if block[i] == block[j]:
                    return [-wall, *path_walls(tree, i), *path_walls(tree, j)]
            elif not x:
                unclosed[block[i]] = unclosed[block[j]] = 1

        def rim(k: int) -> list[int]:
            """The drawn walls that keep reach k from growing."""
            return [-wall for i in reaches[k] for j, wall in self.alike[i] if value[wall] == 1 and reach[j] != k]

        def inner(cells: list[int]) -> list[int]:
            return [wall for i in cells for j, wall in around[i] if value[wall] == -1 and i < j]

        if self.shapes:
            return self.shaped(value, blocks, roots, unclosed, reach, reaches, rim, inner)
        # per block (by root): per colour a cell of it in the block (or None), and the block's number cell; most
        # blocks while the search goes are one cell, whose head is its own (``alone``, copied in one call)
        heads, plain = self.alone[:], self.plain
        for k in roots:
            members = blocks[k]
            if len(members) == 1:  # a cell alone: its number is all that may break a rule (its reach too small)
                if k in numbers and len(reaches[reach[k]]) < numbers[k]:
                    return rim(reach[k])
                continue
            first = [None, None]  # per colour (white, grey): a cell of it in the block
            count = [0, 0]
            number = None
            for i in members:
                c = grey[i]
                count[c] += 1
                if first[c] is None:
                    first[c] = i
                elif reach[i] != reach[first[c]]:
                    return [*path_walls(tree, i), *path_walls(tree, first[c]), *rim(reach[i])]
                if i in numbers:
                    if number is not None and numbers[i] != numbers[number]:
                        return [*path_walls(tree, i), *path_walls(tree, number)]
                    number = i
            heads[k] = (first, number, count)
            for c in (0, 1):
                if first[c] is not None and len(reaches[reach[first[c]]]) < count[1 - c]:
                    return inner(members) + rim(reach[first[c]])
            if number is not None:
                n = numbers[number]
                if n < max(count):
                    return inner(members)
                for c in (0, 1):
                    if first[c] is not None and len(reaches[reach[first[c]]]) < n:
                        return rim(reach[first[c]]) + ([] if grey[number] == c else inner(members))
        for i, j, wall in pairs:  # an undecided wall: open inside a block, drawn between blocks that could not join
            if value[wall]:
                continue
            bi, bj = block[i], block[j]
            if bi == bj:
                return [-wall, *path_walls(tree, i), *path_walls(tree, j)]
            head1, head2 = heads[bi], heads[bj]
            if head1 is plain[bi] and head2 is plain[bj]:
                continue  # two cells alone without numbers, side by side over a wall not drawn: no rule to break
            (one, n1, count1), (two, n2, count2) = head1, head2
            if n1 is not None and n2 is not None and numbers[n1] != numbers[n2]:
                return [wall, *path_walls(tree, i), *path_walls(tree, j), *path_walls(tree, n1), *path_walls(tree, n2)]
            number = n1 if n1 is not None else n2
            if number is not None and numbers[number] < max(count1[0] + count2[0], count1[1] + count2[1]):
                return [wall, *inner(blocks[block[i]]), *inner(blocks[block[j]])]
            for c in (0, 1):
                if one[c] is not None and two[c] is not None and reach[one[c]] != reach[two[c]]:
                    return [wall, *path_walls(tree, i), *path_walls(tree, j), *path_walls(tree, one[c]),
                            *path_walls(tree, two[c]), *rim(reach[one[c]])]
            for c in (0, 1):  # joined, more cells of one colour than the other colour's reach holds
                other = one[1 - c] if one[1 - c] is not None else two[1 - c]
                if other is not None and count1[c] + count2[c] > len(reaches[reach[other]]):
                    return [wall, *inner(blocks[block[i]]), *inner(blocks[block[j]]), *rim(reach[other])]
        return None

    def shaped(self, value, blocks, roots, unclosed, reach, reaches, rim, inner) -> list[int] | None:
        """The checks of shapes: every block's parts can still be laid on each other, every closed block obeys the
        rules (the blocks by their roots, in order; ``unclosed``, those an undecided wall touches)."""
        around, grey = self.around, self.puzzle.grey
        besides: dict[int, set[int]] = {}
        for k in roots:
            members = blocks[k]
            if len(members) == 1:  # most blocks while the search goes: one cell fits beside any cell of the other colour
                unlike = self.unlike[members[0]]
                if unlike is not None and unlike[0](value) != unlike[1]:
                    continue
                clause = self.misfit(value, members, reach, reaches, rim, besides)
            else:
                white = [i for i in members if not grey[i]]
                if white and len(white) < len(members):
                    ways = reaches[reach[white[0]]], reaches[reach[next(i for i in members if grey[i])]]
                    seen = self.matched.get(k)
                    if seen is not None and seen[0] is members and seen[1] is ways[0] and seen[2] is ways[1]:
                        clause = seen[3]  # the block and both its reaches as they were: the motions too
                    else:
                        clause = self.unmatched(value, members, white, reach, reaches, rim)
                        self.matched[k] = members, *ways, clause
                else:  # one colour, so one unit
                    clause = self.misfit(value, members, reach, reaches, rim, besides)
            if clause is not None:
                return clause + inner(members)
        for k in roots:
            members = blocks[k]
            if not unclosed[k]:
                key = frozenset(members)
                good = self.good.get(key)
                if good is None:
                    good = self.good[key] = good_block(self.puzzle, members)
                if not good:
                    return inner(members) + [-wall for i in members for j, wall in around[i] if j not in key]
        return None

    def unmatched(self, value, cells, white, reach, reaches, rim) -> list[int] | None:
        """None when some motion (a turn or mirror image, then a shift) takes the block's white cells into its
        grey cells' reach and brings its grey cells back into its white cells' reach, with no wall drawn
        between cells side by side there; else the drawn walls that forbid every motion (with the block's
        open walls, which the caller adds)."""
        w, grey = self.puzzle.w, self.puzzle.grey
        greys = [i for i in cells if grey[i]]
        key = tuple(sorted(cells))
        hint = self.fits.get(key)
        if hint is not None and self.moves(value, hint, white, greys, reach) is None:
            return None
        blockers = []
        r0, c0 = divmod(white[0], w)
        for s, (a, b, c, d) in enumerate(SYMMETRIES):
            sr, sc = a * r0 + b * c0, c * r0 + d * c0
            for t in reaches[reach[greys[0]]]:
                tr, tc = divmod(t, w)
                motion = (s, tr - sr, tc - sc)
                blocker = self.moves(value, motion, white, greys, reach)
                if blocker is None:
                    self.fits[key] = motion
                    return None
                if blocker:
                    blockers.append(blocker)
        return rim(reach[white[0]]) + rim(reach[greys[0]]) + blockers

    def moves(self, value, motion, white, greys, reach) -> int | None:
        """None when the motion takes the white cells into the grey cells' reach and the grey cells back into
        the white cells' reach over walls not drawn; else a drawn wall in the way (negated), or 0."""
        w, h, alike, walls_ = self.puzzle.w, self.puzzle.h, self.alike, self.wall
        s, dr, dc = motion
        a, b, c, d = SYMMETRIES[s]
        target, source = reach[greys[0]], reach[white[0]]
        there = {}
        for i in white:
            r, q = divmod(i, w)
            rr, qq = a * r + b * q + dr, c * r + d * q + dc
            if not (0 <= rr < h and 0 <= qq < w) or reach[rr * w + qq] != target:
                return 0
            there[i] = rr * w + qq
        for i in greys:
            r, q = divmod(i, w)
            r, q = r - dr, q - dc
            rr, qq = a * r + c * q, b * r + d * q
            if not (0 <= rr < h and 0 <= qq < w) or reach[rr * w + qq] != source:
                return 0
            there[i] = rr * w + qq
        for i, j_ in there.items():
            for j, _ in alike[i]:
                if i < j and j in there:
                    x, y = j_, there[j]
                    wall = walls_[(x, y) if x < y else (y, x)]
                    if value[wall] == 1:
                        return -wall
        return None

    def misfit(self, value, cells, reach, reaches, rim, besides) -> list[int] | None:
        """None when the unit's shape fits, over walls not drawn, in a reach of the other colour beside its own
        reach; else the drawn walls that keep it out (with the unit's own open walls, which the caller adds)."""
        w, around, grey = self.puzzle.w, self.around, self.puzzle.grey
        own = reach[cells[0]]
        beside = besides.get(own)
        if beside is None:
            beside = besides[own] = {reach[j] for i in reaches[own] for j, wall in around[i]
                                     if grey[j] != grey[i] and value[wall] != 1}
        if len(cells) == 1 and beside:  # one cell fits on any cell of a reach beside
            return None
        key = tuple(sorted(cells))
        hint = self.fits.get(key)
        if hint is not None and reach[hint[1]] in beside and self.placed(value, hint[0], hint[1], reach) is None:
            return None
        shape = tuple(divmod(i, w) for i in key)
        turns = self.turns.get(shape)
        if turns is None:
            turns = self.turns[shape] = self.orientations(shape)
        blockers = []
        for turn in turns:
            for k in sorted(beside):  # in order, not by the hashes of their names
                for o in reaches[k]:
                    blocker = self.placed(value, turn, o, reach)
                    if blocker == 0:
                        continue
                    if blocker is None:
                        self.fits[key] = (turn, o)
                        return None
                    blockers.append(blocker)
        clause = rim(own) + blockers
        for k in sorted(beside):
            clause += rim(k)
        for i in reaches[own]:  # the drawn walls between the reach and the other colour's cells out of reach
            for j, wall in around[i]:
                if grey[j] != grey[i] and value[wall] == 1 and reach[j] not in beside:
                    clause.append(-wall)
        return clause

    def placed(self, value, turn, o: int, reach) -> int | None:
        """None when the turned shape, its first cell at o, lies in o's reach with no wall drawn inside;
        else a drawn wall inside it (negated, for a clause), or 0 when it leaves the reach."""
        w, h = self.puzzle.w, self.puzzle.h
        offsets, links = turn
        orow, ocol = divmod(o, w)
        target = reach[o]
        spots = []
        for dr, dc in offsets:
            r, c = orow + dr, ocol + dc
            if not (0 <= r < h and 0 <= c < w) or reach[r * w + c] != target:
                return 0
            spots.append(r * w + c)
        for a, b in links:
            wall = self.wall[spots[a], spots[b]]
            if value[wall] == 1:
                return -wall
        return None

    def orientations(self, shape: tuple) -> list:
        """Each distinct turn or mirror image of a shape: its cells' offsets from its first cell (in reading
        order), and the pairs of them side by side."""
        found = {}
        for a, b, c, d in SYMMETRIES:
            moved = sorted((a * r + b * q, c * r + d * q) for r, q in shape)
            r0, q0 = moved[0]
            offsets = tuple((r - r0, q - q0) for r, q in moved)
            found.setdefault(offsets, None)
        result = []
        for offsets in found:
            place = {x: k for k, x in enumerate(offsets)}
            links = [(k, place[(r + dr, q + dq)]) for k, (r, q) in enumerate(offsets) for dr, dq in ((0, 1), (1, 0))
                     if (r + dr, q + dq) in place]
            result.append((offsets, links))
        return result


def components(value: list[int], links: list[list[tuple[int, int]]], drawn: bool) -> Components:
    """Each cell's component, named by its first cell (its root); the components' cells by their roots (other
    entries unused); each cell's (parent, wall) in its component's search tree (None at its root); and the roots
    in order. Through the ``links`` whose wall is open (or, with ``drawn`` False, not drawn). The hottest code of
    the genre: a breadth-first search that reads each group as it grows."""
    n = len(links)
    index = [-1] * n
    groups: list = [None] * n
    parent: list = [None] * n
    roots = []
    above = 0 if drawn else 1  # a wall's value (1 drawn, -1 open, 0 undecided) below this lets cells join
    for start in range(n):
        if index[start] >= 0:
            continue
        groups[start] = grow(value, links, above, start, index, parent)
        roots.append(start)
    return index, groups, parent, roots


def grow(value: list[int], links: list[list[tuple[int, int]]], above: int, start: int, index: list[int],
         parent: list) -> list[int]:
    """The component of ``start`` (its first cell) among the cells not yet named (``index`` below 0), named."""
    index[start] = start
    parent[start] = None
    group = [start]
    for i in group:
        for j, wall in links[i]:
            if index[j] < 0 and value[wall] < above:
                index[j] = start
                parent[j] = (i, wall)
                group.append(j)
    return group


def changed_cells(before: bytes, now: bytes, ends: list[tuple[int, int]]) -> list[int]:
    """The cells beside each wall whose byte (0 or 1) differs between two keys."""
    x = int.from_bytes(before, "little") ^ int.from_bytes(now, "little")
    cells = []
    while x:
        low = x & -x
        cells += ends[(low.bit_length() - 1) >> 3]
        x ^= low
    return cells


def regrown(value: list[int], links: list[list[tuple[int, int]]], drawn: bool, last: Components,
            touched: list[int]) -> Components:
    """``components`` again, from those of the last call (``last``) and the cells beside the walls changed since:
    the components that held those cells are searched again, the others kept. A new component lies within the
    old ones searched again (a wall kept between a cell searched and one kept joins or parts them as before),
    and each is searched from its first cell as ``components`` searches it, so the result is the same."""
    index, groups, parent, roots = last
    hit = {index[i] for i in touched}
    loose = sorted([i for k in hit for i in groups[k]])
    if 2 * len(loose) > len(index):
        return components(value, links, drawn)
    index, groups, parent = index[:], groups[:], parent[:]
    kept = [k for k in roots if k not in hit]
    for k in hit:
        groups[k] = None  # a root no more, unless searched again from
    for i in loose:
        index[i] = -1
    above = 0 if drawn else 1
    for start in loose:
        if index[start] < 0:
            groups[start] = grow(value, links, above, start, index, parent)
            kept.append(start)
    kept.sort()
    return index, groups, parent, kept


def path_walls(parent: list, i: int) -> list[int]:
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


def blocks_through(puzzle: Puzzle, most: int) -> redivide.Rooms:
    """The blocks through a cell within some free cells (``redivide.divisions``): its colour's part, joined
    through it, of ``most`` cells at most, then each copy of that part (turned, mirrored, shifted) on free
    cells of the other colour beside it; each number the size of its part."""
    w, h, grey = puzzle.w, puzzle.h, puzzle.grey
    numbers = {i: x for i, x in enumerate(puzzle.clues) if x is not None and x != QUESTION}
    forms: dict[frozenset, list[list[tuple[int, int]]]] = {}  # a part's shape: each orientation's sorted cells

    def through(root: int, free: set[int], work: list[int]) -> Iterator[frozenset[int]]:
        mine = {i for i in free if grey[i] == grey[root]}
        theirs = free - mine
        for part in redivide.grown(root, mine, w, h, most, work):
            n = len(part)
            if any(numbers.get(i, n) != n for i in part):
                continue
            seen = set()
            top, left = divmod(min(part), w)
            shape = frozenset((r - top, c - left) for r, c in (divmod(i, w) for i in part))
            if shape not in forms:
                forms[shape] = [sorted(form) for form in orientations(shape)]
            for offsets in forms[shape]:
                work[0] -= len(theirs) // 4  # the copies tried cost about as much as the parts grown
                r0, c0 = offsets[0]
                for t in theirs:
                    tr, tc = divmod(t, w)
                    copy = [(tr + r - r0) * w + tc + c - c0 for r, c in offsets
                            if 0 <= tr + r - r0 < h and 0 <= tc + c - c0 < w]
                    other = frozenset(copy)
                    if len(copy) < n or not other <= theirs or other in seen:
                        continue
                    seen.add(other)
                    if all(numbers.get(i, n) == n for i in other) and any(
                            j in part for i in other for j in cells.neighbours(i, w, h)):
                        yield part | other
    return through


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
