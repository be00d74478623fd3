"""Numberlink's turns in least answers (rules.spikes), checked against the definition of a least answer.

A least answer is one no line of which can be redrawn, through cells no other line uses, with fewer
cells or as many cells of lower indices in sum. Here that is decided by trying every simple path
between each line's two numbers (small boards), on every answer the plain search finds, and each least
answer is checked for what ``spikes`` says of it; then the clauses are checked to say it by propagation.
"""

from itertools import islice

from hypothesis import given, settings

from gridhunt.puzzles import KINDS
from gridhunt.puzzles.numberlink.codec import Puzzle, links
from gridhunt.puzzles.numberlink.rules import lines_of as rules_lines
from gridhunt.puzzles.numberlink.rules import problem
from gridhunt.puzzlink.cells import neighbours
from numberlink_boards import drawn_puzzles

NUMBERLINK = KINDS["numberlink"]
LARGE = ("https://puzz.link/p?numlin/26/26/zz-15gdx-12nfs-16j8x4v-11zxes9kfs8zg4lbm6k5ubv2r-14n1q-10z5v7zeq3n3r1v"
         "-13u9k-11mdl6zgas2k-10sczxav-16x7jcs-15n-13x-14g-12zz")  # tests/bench/numberlink_large.txt
TURNS = (((0, -1), (1, 0)), ((0, 1), (1, 0)), ((-1, 0), (0, 1)), ((-1, 0), (0, -1)))  # the two ways a turn leaves its cell


def lines_of(puzzle: Puzzle, marks: list[bool]) -> list[list[int]]:
    """Each line of an answer as its cells, from one number to the other."""
    joined: dict[int, list[int]] = {i: [] for i in range(puzzle.w * puzzle.h)}
    for (i, j), on in zip(links(puzzle), marks):
        if on:
            joined[i].append(j)
            joined[j].append(i)
    found, seen = [], set()
    for start, clue in enumerate(puzzle.numbers):
        if clue is None or start in seen or not joined[start]:
            continue
        path = [start]
        while len(path) == 1 or puzzle.numbers[path[-1]] is None:
            path.append(next(j for j in joined[path[-1]] if len(path) == 1 or j != path[-2]))
        seen.update(path)
        found.append(path)
    return found


def is_least(puzzle: Puzzle, marks: list[bool]) -> bool:
    """No line has another simple path between its numbers, through cells no other line uses and no other
    number, of fewer cells or as many of a lower sum of indices."""
    lines = lines_of(puzzle, marks)
    taken = {i for line in lines for i in line}
    w, h = puzzle.w, puzzle.h
    for line in lines:
        free = (set(range(w * h)) - taken - {i for i, x in enumerate(puzzle.numbers) if x is not None}) | set(line[1:-1])
        rank, goal = (len(line), sum(line)), line[-1]

        def lower(path: list[int]) -> bool:  # a path from line[0] to goal of lower rank, by depth-first search
            if path[-1] == goal:
                return (len(path), sum(path)) < rank
            if len(path) >= rank[0]:
                return False
            return any(lower(path + [j]) for j in neighbours(path[-1], w, h)
                       if j not in path and (j in free or j == goal))

        if lower([line[0]]):
            return False
    return True


def turns_as_spikes_say(puzzle: Puzzle, marks: list[bool], filled: bool) -> bool:
    """Each turn's diagonal cell (the one it passes) is a number or the same turn; when the turn is downward
    and not every cell is on a line, it may be empty instead."""
    w, h = puzzle.w, puzzle.h
    drawn = {pair for pair, on in zip(links(puzzle), marks) if on}

    def linked(r: int, c: int, dr: int, dc: int) -> bool:
        if not (0 <= r + dr < h and 0 <= c + dc < w):
            return False
        i, j = r * w + c, (r + dr) * w + c + dc
        return (min(i, j), max(i, j)) in drawn

    for r in range(h):
        for c in range(w):
            for one, two in TURNS:
                if puzzle.numbers[r * w + c] is not None or not (linked(r, c, *one) and linked(r, c, *two)):
                    continue
                rd, cd = r + one[0] + two[0], c + one[1] + two[1]
                if puzzle.numbers[rd * w + cd] is not None or (linked(rd, cd, *one) and linked(rd, cd, *two)):
                    continue
                empty = not any(linked(rd, cd, dr, dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)))
                if one[0] + two[0] < 0 or filled or not empty:
                    return False
    return True


@settings(max_examples=150, deadline=None)
@given(drawn_puzzles())
def test_every_least_answer_turns_as_the_spike_clauses_say(puzzle):
    coded = problem(puzzle)
    answers = [[found[v] for v in coded.drawn] for found in islice(coded.problem.solutions(coded.drawn), 60)]
    assert answers  # drawn from an answer
    cells = puzzle.w * puzzle.h
    for marks in answers:
        if is_least(puzzle, marks):
            on = {i for pair, x in zip(links(puzzle), marks) if x for i in pair}
            assert turns_as_spikes_say(puzzle, marks, filled=len(on) == cells), marks


def test_a_turn_up_right_with_no_number_on_its_diagonal_is_ruled_out_by_propagation():
    # Two lines across a 6x6; nothing lies up-right of row 4, column 2 but empty cells and the grid's edge,
    # so in a least answer no line turns there from above to the right (without the spikes, propagation
    # alone does not see it).
    _ = None
    puzzle = Puzzle(6, 6, (_, _, _, _, _, _,  _, _, _, _, _, _,  _, _, _, _, _, _,
                           1, _, _, _, _, 2,  _, _, _, _, _, _,  1, _, _, _, _, 2))
    coded = problem(puzzle)
    link = dict(zip(links(puzzle), coded.drawn))
    cell = 4 * puzzle.w + 2
    coded.problem.clause([coded.least])
    coded.problem.clause([link[cell - puzzle.w, cell]])
    assert coded.problem.solver.fails(link[cell, cell + 1])


def test_the_first_answer_of_a_26x26_is_found_within_a_few_thousand_conflicts():
    """noqx's 26x26 example (22 long lines): under least answers that fill the grid, the spikes leave
    few places to turn; without them no answer came in 20,000 conflicts."""
    puzzle = NUMBERLINK.decode(LARGE)
    coded = problem(puzzle)
    found = coded.problem.solver.solve([coded.least, coded.filled], conflicts=3000)
    assert found
    assert NUMBERLINK.is_solution(puzzle, rules_lines(puzzle, [found[v] for v in coded.drawn]))
