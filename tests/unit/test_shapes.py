"""search/shapes.py and search/cell_pieces.py: orientations, placements and packing a fleet (by placements, by
cells), against brute force on small grids."""

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.search import cell_pieces, shapes
from gridhunt.search.constraints import Problem

SHAPES = [{(0, 0)}, {(0, 0), (0, 1)}, {(0, 0), (0, 1), (0, 2)}, {(0, 0), (1, 0), (1, 1)}, {(0, 0), (0, 1), (1, 0), (1, 1)}]


def test_the_five_tetrominoes_and_twelve_pentominoes_have_their_known_orientation_counts():
    t = {(0, 1), (1, 0), (1, 1), (1, 2)}
    s = {(0, 1), (0, 2), (1, 0), (1, 1)}
    f = {(0, 1), (0, 2), (1, 0), (1, 1), (2, 1)}
    assert [len(shapes.orientations(x)) for x in (t, s, f)] == [4, 4, 8]
    assert len(shapes.placements({(0, 0), (0, 1), (0, 2), (0, 3)}, 4, 4)) == 8


def test_canonical_names_a_shape_alike_turned_or_mirrored_and_tells_others_apart():
    ell = {(0, 0), (1, 0), (2, 0), (2, 1)}
    assert len({shapes.canonical(form) for form in shapes.orientations(ell)}) == 1
    assert shapes.canonical(ell) != shapes.canonical({(0, 0), (1, 0), (2, 0), (1, 1)})
    assert shapes.is_polyomino(ell) and not shapes.is_polyomino({(0, 0), (1, 1)})


def groups(on: set[int], w: int, h: int, corners: bool) -> list[set[int]]:
    """The groups of on cells joined by sides (and corners when ``corners``)."""
    found, seen = [], set()
    for start in sorted(on):
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            r, c = divmod(todo.pop(), w)
            for dr, dc in product((-1, 0, 1), repeat=2):
                if (abs(dr) + abs(dc) == 1 or corners) and 0 <= r + dr < h and 0 <= c + dc < w:
                    j = (r + dr) * w + c + dc
                    if j in on and j not in group:
                        group.add(j)
                        todo.append(j)
        seen |= group
        found.append(group)
    return found


def brute(w: int, h: int, fleet, apart: str, allowed=None) -> set[str]:
    """Every shading whose groups (apart by a corner too, when ``apart`` is "corner") are the fleet's shapes, one each
    (a count of None: any number of that shape), on the ``allowed`` cells only (None: all)."""
    free = {shapes.canonical(s) for s, n in fleet if n is None}  # given with no count: any number (with a count too)
    want = sorted(form for s, n in fleet if n is not None and (form := shapes.canonical(s)) not in free for _ in range(n))
    found = set()
    for bits in product((False, True), repeat=w * h):
        on = {i for i in range(w * h) if bits[i]}
        if allowed is not None and not on <= allowed:
            continue
        pieces = groups(on, w, h, False)
        if apart == "corner" and groups(on, w, h, True) != pieces:
            continue  # two pieces touch at a corner
        forms = [shapes.canonical(divmod(i, w) for i in piece) for piece in pieces]
        if sorted(form for form in forms if form not in free) == want:
            found.add("".join("#" if b else "." for b in bits))
    return found


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.lists(st.tuples(st.integers(0, len(SHAPES) - 1), st.integers(1, 2)),
                                                      min_size=1, max_size=2), st.sampled_from(["side", "corner"]))
def test_pack_finds_exactly_the_shadings_brute_force_finds(w, h, chosen, apart):
    fleet = [(SHAPES[k], n) for k, n in chosen]
    p = Problem()
    shaded = p.new_vars(w * h)
    shapes.pack(p, shaded, w, h, fleet, apart=apart)
    found = {"".join("#" if m[v] else "." for v in shaded) for m in p.solutions(shaded)}
    assert found == brute(w, h, fleet, apart)



def test_pack_with_no_count_places_a_shape_any_number_of_times():
    p = Problem()
    shaded = p.new_vars(5)  # a row of five cells: dominoes apart by a side, as many as fit
    shapes.pack(p, shaded, 5, 1, [({(0, 0), (0, 1)}, None)], apart="side")
    assert {"".join("#" if m[v] else "." for v in shaded) for m in p.solutions(shaded)} == {
        ".....", "...##", "..##.", ".##..", "##...", "##.##"}


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 4), st.integers(1, 3), st.lists(st.tuples(st.integers(0, len(SHAPES) - 1), st.one_of(st.none(), st.integers(1, 2))),
                                                      min_size=1, max_size=3), st.sampled_from(["side", "corner"]),
       st.sets(st.integers(0, 11), max_size=3), st.sets(st.integers(0, 11), max_size=2))
def test_packing_by_cells_finds_exactly_the_shadings_brute_force_finds_and_what_they_share(w, h, chosen, apart, holes, given):
    # holes: cells no piece may cover; given: cells stated shaded (so the shared values are asked under clues too)
    fleet = [(SHAPES[k], n) for k, n in chosen]
    allowed = set(range(w * h)) - holes
    given = {i for i in given if i < w * h}
    p = Problem()
    shaded = p.new_vars(w * h)
    cell_pieces.pack(p, shaded, w, h, fleet, apart=apart, allowed=allowed)
    for i in given:
        p.clause([shaded[i]])
    want = {answer for answer in brute(w, h, fleet, apart, allowed) if all(answer[i] == "#" for i in given)}
    found = ["".join("#" if m[v] else "." for v in shaded) for m in p.solutions(shaded)]
    assert len(found) == len(set(found)) and set(found) == want
    if want:  # the values alike in every answer, as the sharing phase proves them
        alike = {i: column[0] == "#" for i, column in enumerate(zip(*want)) if len(set(column)) == 1}
        certain = p.certain(shaded)
        assert {shaded.index(v): x for v, x in certain.items()} == alike
    else:
        assert p.certain(shaded) is None


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 4), st.integers(1, 3), st.lists(st.tuples(st.integers(0, len(SHAPES) - 1), st.integers(1, 2)),
                                                      min_size=1, max_size=2), st.sampled_from(["side", "corner"]))
def test_moving_one_piece_finds_only_answers_each_flipping_a_cell_still_alike(w, h, chosen, apart):
    fleet = [(SHAPES[k], n) for k, n in chosen]
    answers = sorted(brute(w, h, fleet, apart))
    if not answers:
        return
    cells = list(range(1, w * h + 1))
    first = dict(zip(cells, (ch == "#" for ch in answers[0])))
    alike = set(cells)
    for model in cell_pieces.moves([first], cells, w, h, apart, lambda s: "".join("#" if b else "." for b in s) in answers):
        shading = "".join("#" if model[v] else "." for v in cells)
        assert shading in answers
        flipped = {v for v in cells if model[v] != first[v]}
        assert flipped & alike
        alike -= flipped


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 4), st.integers(1, 3), st.lists(st.tuples(st.integers(0, len(SHAPES) - 1), st.integers(1, 2)),
                                                      min_size=1, max_size=2), st.sampled_from(["side", "corner"]),
       st.sets(st.integers(0, 6)))
def test_moving_pieces_together_keeps_the_counted_lines_and_flips_every_cell_some_such_answer_flips(w, h, chosen,
                                                                                                      apart, picked):
    fleet = [(SHAPES[k], n) for k, n in chosen]
    answers = sorted(brute(w, h, fleet, apart))
    if not answers:
        return
    lines = [[r * w + c for r in range(h)] for c in range(w)] + [[r * w + c for c in range(w)] for r in range(h)]
    lines = [line for k, line in enumerate(lines) if k in picked]
    first = answers[0]
    kept = {a for a in answers if all(sum(a[i] == "#" for i in line) == sum(first[i] == "#" for i in line) for line in lines)}
    cells = list(range(1, w * h + 1))
    alike = set(cells)
    pieces = sum(n for _, n in chosen)
    for model in cell_pieces.moves([dict(zip(cells, (ch == "#" for ch in first)))], cells, w, h, apart,
                                   lambda s: "".join("#" if b else "." for b in s) in answers, lines=lines, most=pieces):
        shading = "".join("#" if model[v] else "." for v in cells)
        assert shading in kept
        flipped = {v for v in cells if (shading[v - 1] == "#") != (first[v - 1] == "#")}
        assert flipped & alike
        alike -= flipped
    assert alike == {v for v in cells if len({a[v - 1] for a in kept}) == 1}
