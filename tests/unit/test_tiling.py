"""Strip and polyomino tiling through the contract, the Black and White chain, and bad input."""

import json
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt import api
from gridhunt.puzzles import tiling
from gridhunt.puzzles.tiling import polyominoes
from gridhunt.puzzles.tiling.codec import DEFAULT_PIECES, grid_text
from gridhunt.puzzles.tiling.solver import counts
from mutations import near
from paths import SHARED

DATA = json.loads((SHARED / "examples" / "black_and_white.json").read_text())
BATCH = tiling.EXAMPLES[0][1]
MESSAGE = "ONEMOREGRIDUSEBLACKSTRIPS"


def ask(**request):
    return json.loads(api.handle(json.dumps({"kind": "tiling", **request})))


def test_the_example_share_string_holds_the_25_grids():
    puzzle = tiling.decode(BATCH)
    assert [grid_text(g) for g in puzzle.grids] == ["/".join(rows) + "=" + m for rows, m in zip(DATA["grids"], MESSAGE)]
    assert puzzle.spec == "s2-3,s1?"


def test_every_example_grid_has_exactly_one_tiling():
    reply = ask(op="count", puzzle=BATCH, limit=1000)
    assert reply["counts"] == [1] * 25 and all(reply["complete"])


def test_the_chain_gives_the_one_cell_positions_the_26th_grid_and_domino():
    reply = ask(op="extract", puzzle=BATCH, select={"size": 1})
    positions = [grid["selected"][0]["cells"][0] for grid in reply["grids"]]
    assert positions == DATA["expected"]["one_cell_positions_list"]
    assert reply["letters"] == MESSAGE and reply["problem"] is None
    final = tiling.decode(reply["final"])
    assert ["".join(final.grids[0].colours[k : k + 5]) for k in range(0, 25, 5)] == DATA["final_grid"]["colours"]
    assert tiling.encode(final) == tiling.EXAMPLES[-1][1]
    second = ask(op="extract", puzzle=reply["final"], select={"colour": "b"})
    assert second["grids"][0]["count"] == 1 and second["letters"] == "DOMINO"


def test_solve_of_the_batch_is_unique_and_checks():
    reply = ask(op="solve", puzzle=BATCH, limit=2)
    assert reply["unique"] is True
    assert len(reply["solutions"][0]) == 25
    assert ask(op="check", puzzle=BATCH, solution=reply["solutions"][0])["correct"] is True


@pytest.mark.parametrize("title, share", tiling.EXAMPLES)
def test_every_example_has_exactly_one_solution(title, share):
    puzzle = tiling.decode(share)
    assert len(list(islice(tiling.solutions(puzzle), 2))) == 1


def test_pasted_grids_are_read_with_letters_and_default_pieces():
    text = "\n".join(DATA["grids"][0]) + "\n\n" + "\n".join(f"{row} {row.upper()}" for row in DATA["grids"][1])
    puzzle = tiling.decode(text)
    assert puzzle.spec == DEFAULT_PIECES and len(puzzle.grids) == 2
    assert puzzle.grids[1].letters == "".join(DATA["grids"][1]).upper()
    assert tiling.decode("pieces: p5\n\n6x10").spec == "p5"


def test_a_batch_counts_as_the_product_of_its_grids():
    puzzle = tiling.decode("s2*:bw/bw:bw/bw")  # each grid: two horizontal or two vertical dominoes
    assert counts(puzzle, 10) == [2, 2]
    assert len(list(tiling.solutions(puzzle))) == 4


def test_an_unsolvable_grid_makes_the_batch_unsolvable():
    reply = ask(op="solve", puzzle="s2-3,s1?:" + "/".join(DATA["grids"][0]) + ":bbbbb/bbbbb/bbbbb/bbbbb/bbbbb=A")
    assert reply["status"] == "unsolvable"


def test_pentominoes_tile_3x20_in_8_ways():
    assert counts(tiling.decode("p5:3x20"), 100) == [8]


def test_turns_and_mirror_images_follow_the_entry():
    assert counts(tiling.decode("(XX/X.)*:2x3"), 100) == [2]  # two L-trominoes, either way round
    assert counts(tiling.decode("(XX/X.)f*:2x3"), 100) == [0]
    assert counts(tiling.decode("(XXX/X..)r*:2x4"), 100) == [1]
    assert counts(tiling.decode("(XXX/X..)*:2x4"), 100) == [2]


def test_coloured_pieces_must_match():
    assert counts(tiling.decode("(ab)*:ab/ab"), 10) == [1]
    assert counts(tiling.decode("(ab)f*:ba/ba"), 10) == [0]


def test_at_most_once_pieces_may_stay_unused():
    assert counts(tiling.decode("s1?,s2:ww/b."), 10) == [0]
    assert counts(tiling.decode("s1?,s2?:ww/b."), 10) == [2]  # ww + b, or bw + w


def test_polyomino_names_cover_every_shape():
    for n in range(1, 6):
        names = polyominoes.named_polyominoes(n)
        assert {polyominoes.canonical(shape) for _, shape in names} == set(polyominoes.free_polyominoes(n))
    assert len(polyominoes.free_polyominoes(7)) == 108


def test_is_solution_rejects_wrong_tilings():
    puzzle = tiling.decode("s2:ggrg/yyrr/yygr")
    (solution,) = tiling.solutions(puzzle)
    tiles = list(solution[0])
    assert not tiling.is_solution(puzzle, ((tiles[0],) * 6,))
    assert not tiling.is_solution(puzzle, (tuple(tiles[:-1]),))
    swapped = ((tiles[0][0], tiles[1][1]), (tiles[1][0], tiles[0][1]), *tiles[2:])
    assert not tiling.is_solution(puzzle, (swapped,))


def test_render_draws_the_outline():
    puzzle = tiling.decode(tiling.EXAMPLES[-1][1])
    picture = tiling.render(puzzle, next(tiling.solutions(puzzle)))
    assert picture.splitlines()[1] == "|_ _|_ _ _|  wwbbw SURAB"


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "The puzzle is empty: expected pieces and grids, like s2-3,s1?:bwb/wbw"),
        ("s2", "Expected pieces, a colon, then grids"),
        ("s2:bw/b", "Grid 1, row 2 has 1 cells, expected 2"),
        ("s2:b!", "Grid 1, row 1: '!' is not a colour (a-z) or . for a hole"),
        ("q2:bw", "'q2' is not a piece entry such as s1-3, p5 or (bw/X.)"),
        ("p9:3x3", "Polyomino sizes must run from 1 to 7, low to high"),
        ("s2,s2:bw", "The piece bb appears twice in the piece set"),
        ("(X.X):3x3", "The custom piece (X.X) is not connected"),
        ("s2:../..", "Grid 1 has no cells, only holes"),
        ("s2:bw=AB/C", "Grid 1: the letters must have the grid's shape, 1x2"),
        ("s2:30x2", "Grid 1 is larger than 20x20"),
        ("s2:bw:99999999999x5", "Grid 2 is larger than 20x20"),
        ("s2:" + "b" * 21, "Grid 1 is larger than 20x20"),
    ],
)
def test_bad_input_names_the_problem(text, message):
    with pytest.raises(ValueError) as error:
        tiling.decode(text)
    assert str(error.value) == message


@pytest.mark.parametrize(
    "request_, message",
    [
        ({"op": "count", "limit": 0}, "The limit must be a whole number from 1 to 1000"),
        ({"op": "extract", "select": {"shape": 1}}, 'The selection is {"size": n} and/or {"colour": "b"}'),
    ],
)
def test_bad_requests_get_a_sentence(request_, message):
    assert ask(puzzle=BATCH, **request_)["error"] == message


PIECES = st.sampled_from(["s2-3,s1?", "s1-2*", "p4?", "p1-3*", "(bw/X.)r?", "s2f", "p5", "(ab)*,s1?"])
GRIDS = st.lists(st.text("bwa.o", min_size=1, max_size=4), min_size=1, max_size=4).map("/".join)
SHARES = st.builds(lambda p, gs: p + ":" + ":".join(gs), PIECES, st.lists(GRIDS, min_size=1, max_size=3))


@settings(max_examples=300, deadline=None)
@given(st.one_of(SHARES, st.text(max_size=40)).flatmap(lambda text: near([text], ":/=,?*()xX.bw-0123456789\n ", edits=3)))
def test_any_text_is_solved_unsolvable_or_invalid_with_a_sentence(text):
    for op, extra in (("solve", {"limit": 2}), ("extract", {}), ("count", {})):
        reply = json.loads(api.handle(json.dumps({"op": op, "kind": "tiling", "puzzle": text, **extra})))
        if reply["ok"]:
            assert op != "solve" or reply["status"] in ("solved", "unsolvable")
        else:
            assert reply["status"] == "invalid" and not reply["error"].startswith("Internal error")
            assert reply["error"] and "\n" not in reply["error"]
