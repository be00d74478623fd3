"""A numbered room's count, said as a totalizer over the room's dominoes, halved in space.

Two cells side by side are never both shaded, so a domino (two neighbouring cells of the room)
holds at most one shaded cell: one literal "the domino holds a shaded cell" counts it. Counting
dominoes instead of cells halves the count's leaves and builds in the rule that a room of m
dominoes holds at most m. The dominoes are listed so that each half of the list is one half of
the room (cut across its longer side, and again in each half): the totalizer's part counts are
then "the left half of the room holds at least 3", lemmas a learnt clause can use.

Measured when it came (CPU, native, counting to 2): the 10x10 "hardest" 2.9 s -> 0.07 s, the
24x14 0.62 -> 0.42 s, noqx's 19x15 about 5 s -> 0.53 s; a totalizer over the cells in row order
instead of dominoes halved in space took 0.18 s, 0.63 s and 1.9 s.

Glossary: cell i = r * w + c; a part is a domino or a lone cell, with its centre (row, column).
"""

from ...search import totalizer
from ...search.constraints import Problem

Part = tuple[float, float, int]  # the centre's row and column, and the literal "the part holds a shaded cell"


def room_exactly(problem: Problem, room: list[int], w: int, shaded: list[int], clue: int) -> None:
    """The room (its cells) holds exactly ``clue`` shaded cells."""
    totalizer.exactly(problem, [lit for _, _, lit in halved(parts(problem, room, w, shaded))], clue)


def parts(problem: Problem, room: list[int], w: int, shaded: list[int]) -> list[Part]:
    """The room paired into dominoes (greedily, each cell with its right or lower neighbour still
    free), cells left alone as they are."""
    inside, used = set(room), set()
    found: list[Part] = []
    for i in sorted(room):
        if i in used:
            continue
        used.add(i)
        r, c = divmod(i, w)
        right = i + 1 if c + 1 < w else None
        partner = next((j for j in (right, i + w) if j in inside and j not in used), None)
        if partner is None:
            found.append((r, c, shaded[i]))
            continue
        used.add(partner)
        pr, pc = divmod(partner, w)
        either = problem.new_var()  # the two cannot both be shaded: "either" counts the domino
        problem.clause([-either, shaded[i], shaded[partner]])
        problem.clause([either, -shaded[i]])
        problem.clause([either, -shaded[partner]])
        found.append(((r + pr) / 2, (c + pc) / 2, either))
    return found


def halved(found: list[Part]) -> list[Part]:
    """The parts in an order whose halves (as the totalizer takes them, and theirs again) are
    halves of the room in space: sorted across its longer side, cut in two, each half likewise."""
    if len(found) <= 2:
        return found
    rows, cols = [p[0] for p in found], [p[1] for p in found]
    across = 0 if max(rows) - min(rows) >= max(cols) - min(cols) else 1
    found = sorted(found, key=lambda p: (p[across], p[1 - across]))
    half = len(found) // 2
    return halved(found[:half]) + halved(found[half:])
