"""Country Road's rules as constraints on the one-loop shape, and an independent check of an answer.

The loop is ``search.loops.cell_loop``; it passes through each room in one go (at most two
crossings of its wall, ``search.room_loops``) and visits every room (unless the ``e`` flag says
rooms may be left out). A room's number is how many of its cells the loop visits (0 with the
``e`` flag: none; pzprjs leaves a 0 unchecked, but a setter means it). Two side-by-side cells of
different rooms are never both left out.
"""

from collections.abc import Iterator

from ...puzzlink import answers, lines, numbers
from ...puzzlink.lines import Lines
from ...search.constraints import Problem
from ...search.loops import CellLoop, cell_loop
from ...search.room_loops import enter_once
from .codec import Puzzle


def problem(puzzle: Puzzle) -> tuple[Problem, CellLoop]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    loop = cell_loop(p, w, h, connect=True)  # sparse clues leave proofs that need it
    enter_once(p, loop, puzzle.rooms, w, h)
    members: dict[int, list[int]] = {}
    for i, room in enumerate(puzzle.rooms):
        members.setdefault(room, []).append(loop.on[i])
    for room, on in members.items():
        if not puzzle.empty:
            p.clause(on)
        clue = puzzle.clues[room]
        if clue is not None and clue != numbers.QUESTION:
            p.exactly(on, clue)
    for r in range(h):
        for c in range(w):
            i = r * w + c
            for j in ([i + 1] if c + 1 < w else []) + ([i + w] if r + 1 < h else []):
                if puzzle.rooms[i] != puzzle.rooms[j]:
                    p.clause([loop.on[i], loop.on[j]])
    return p, loop


def solutions(puzzle: Puzzle) -> Iterator[Lines]:
    return answers.loops(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the loop is unique and, when not, the links alike in every solution (``?`` the others)."""
    return answers.loop_verdict(*problem(puzzle))


def is_solution(puzzle: Puzzle, loop: Lines) -> bool:
    """Every rule, checked on the drawn loop: crossings of each room's wall, the rooms' counts, the cells left out."""
    w, h = puzzle.w, puzzle.h
    on = lines.loop_cells(loop, w, h)
    if on is None:
        return False
    on = set(on)
    crossings = {room: 0 for room in puzzle.rooms}
    for r in range(h):
        for c in range(w):
            i = r * w + c
            # (one column: i + 1 is the cell below, so each pair says whether it exists)
            for j, exists, drawn in ((i + 1, c + 1 < w, c + 1 < w and loop.across[r][c]),
                                     (i + w, r + 1 < h, r + 1 < h and loop.down[r][c])):
                if not exists or puzzle.rooms[i] == puzzle.rooms[j]:
                    continue
                if drawn:
                    crossings[puzzle.rooms[i]] += 1
                    crossings[puzzle.rooms[j]] += 1
                if i not in on and j not in on:
                    return False
    for room, count in crossings.items():
        visited = sum(1 for i in on if puzzle.rooms[i] == room)
        clue = puzzle.clues[room]
        if count > 2 or (visited == 0 and not puzzle.empty):
            return False
        if clue is not None and clue != numbers.QUESTION and visited != clue:
            return False
    return True
