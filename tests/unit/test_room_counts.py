"""Heyawake's room counts over dominoes (puzzles/heyawake/room_counts.py) against brute force."""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.puzzles.heyawake.room_counts import halved, parts, room_exactly
from gridhunt.search.constraints import Problem

W = H = 4
rooms = st.sets(st.integers(0, W * H - 1), min_size=1)


@settings(max_examples=60, deadline=None)
@given(rooms, st.integers(0, 9))
def test_a_room_count_over_dominoes_has_exactly_the_shadings_brute_force_finds(room, clue):
    """Every shading of a 4x4 grid with no two shaded cells side by side and ``clue`` shaded in the room."""
    room = sorted(room)
    p = Problem()
    shaded = p.new_vars(W * H)
    for i in range(W * H):
        if i % W + 1 < W:
            p.clause([-shaded[i], -shaded[i + 1]])
        if i + W < W * H:
            p.clause([-shaded[i], -shaded[i + W]])
    room_exactly(p, room, W, shaded, clue)
    expected = set()
    for bits in product((False, True), repeat=W * H):
        touching = any(bits[i] and ((i % W + 1 < W and bits[i + 1]) or (i + W < W * H and bits[i + W])) for i in range(W * H))
        if not touching and sum(bits[i] for i in room) == clue:
            expected.add(bits)
    got = [tuple(m[v] for v in shaded) for m in p.solutions(shaded)]
    assert len(got) == len(set(got)) and set(got) == expected


@given(rooms)
def test_a_room_is_cut_into_dominoes_of_neighbours_and_lone_cells_each_cell_once(room):
    p = Problem()
    shaded = p.new_vars(W * H)
    found = parts(p, sorted(room), W, shaded)
    cells = []
    for r, c, lit in found:
        if lit in shaded:  # a lone cell stands at its own place
            cells.append(shaded.index(lit))
            assert divmod(cells[-1], W) == (r, c)
        else:  # a domino's centre lies half way between two neighbours
            pair = [i for i in room if abs(i // W - r) + abs(i % W - c) == 0.5]
            assert len(pair) == 2
            cells.extend(pair)
    assert sorted(cells) == sorted(room)


@given(st.lists(st.tuples(st.integers(0, 20), st.integers(0, 20)), min_size=1, unique=True))
def test_each_half_of_the_halved_parts_lies_on_one_side_of_a_cut(centres):
    found = [(r, c, k + 1) for k, (r, c) in enumerate(centres)]
    order = halved(found)
    assert sorted(order) == sorted(found)

    def check(part):
        if len(part) <= 2:
            return
        first, second = part[: len(part) // 2], part[len(part) // 2 :]
        assert any(max(p[axis] for p in first) <= min(p[axis] for p in second) for axis in (0, 1))
        check(first)
        check(second)

    check(order)
