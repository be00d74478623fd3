"""Moon or Sun's rules as constraints on the one-loop shape, and an independent check of an answer.

The loop is ``search.loops.cell_loop``; it passes through each room in one go (at most two
crossings of its wall, ``search.room_loops``). Each room has a variable: a moon room or a sun
room. In a moon room the loop passes every moon and no sun; in a sun room every sun and no
moon (so a room without moons is a sun room, and one with neither mark has no solution: pzprjs
asks every room to have a mark passed). Two rooms the loop goes straight between are of
different kinds.
"""

from collections.abc import Iterator

from ...puzzlink import answers, lines
from ...puzzlink.lines import Lines
from ...search.constraints import Problem
from ...search.loops import CellLoop, cell_loop
from ...search.room_loops import enter_once
from .codec import MOON, SUN, Puzzle


def problem(puzzle: Puzzle) -> tuple[Problem, CellLoop]:
    w, h = puzzle.w, puzzle.h
    p = Problem()
    loop = cell_loop(p, w, h)
    enter_once(p, loop, puzzle.rooms, w, h)
    moon_room = {room: p.new_var() for room in set(puzzle.rooms)}
    for i, mark in enumerate(puzzle.marks):
        kind = moon_room[puzzle.rooms[i]]
        if mark == MOON:  # on the loop exactly when the room is a moon room
            p.clause([-kind, loop.on[i]])
            p.clause([kind, -loop.on[i]])
        elif mark == SUN:
            p.clause([kind, loop.on[i]])
            p.clause([-kind, -loop.on[i]])
    for room, kind in moon_room.items():
        present = {mark for i, mark in enumerate(puzzle.marks) if puzzle.rooms[i] == room}
        if MOON not in present:
            p.clause([-kind])
        if SUN not in present:
            p.clause([kind])
    for r in range(h):
        for c in range(w):
            i = r * w + c
            for j, link in ((i + 1, loop.across[r][c] if c + 1 < w else None), (i + w, loop.down[r][c] if r + 1 < h else None)):
                if link is not None and puzzle.rooms[i] != puzzle.rooms[j]:
                    a, b = moon_room[puzzle.rooms[i]], moon_room[puzzle.rooms[j]]
                    p.clause([-link, a, b])
                    p.clause([-link, -a, -b])
    return p, loop


def solutions(puzzle: Puzzle) -> Iterator[Lines]:
    return answers.loops(*problem(puzzle))


def certain(puzzle: Puzzle, request: dict) -> dict:
    """Whether the loop is unique and, when not, the links alike in every solution (``?`` the others)."""
    return answers.loop_verdict(*problem(puzzle))


def is_solution(puzzle: Puzzle, loop: Lines) -> bool:
    """Every rule, checked on the drawn loop: its crossings of each room's wall, the marks it passes."""
    w, h = puzzle.w, puzzle.h
    on = lines.loop_cells(loop, w, h)
    if on is None:
        return False
    on = set(on)
    crossings = {room: 0 for room in puzzle.rooms}
    steps = []  # pairs of rooms the loop goes straight between
    for r in range(h):
        for c in range(w):
            i = r * w + c
            for j, drawn in ((i + 1, c + 1 < w and loop.across[r][c]), (i + w, r + 1 < h and loop.down[r][c])):
                if drawn and puzzle.rooms[i] != puzzle.rooms[j]:
                    crossings[puzzle.rooms[i]] += 1
                    crossings[puzzle.rooms[j]] += 1
                    steps.append((puzzle.rooms[i], puzzle.rooms[j]))
    kinds = {}
    for room, count in crossings.items():
        cells = [i for i in range(w * h) if puzzle.rooms[i] == room]
        passed = {puzzle.marks[i] for i in cells if i in on} - {0}
        if count > 2 or len(passed) != 1:
            return False
        (kind,) = passed
        if any(puzzle.marks[i] == kind and i not in on for i in cells):
            return False
        kinds[room] = kind
    return all(kinds[a] != kinds[b] for a, b in steps)
