"""The JSON entry point: every reply is an answer or a sentence, never a crash."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.api import handle
from gridhunt.paste import GENRES
from gridhunt.puzzles import KINDS


def ask(request) -> dict:
    return json.loads(handle(json.dumps(request) if not isinstance(request, str) else request))


def test_kinds_lists_every_registered_kind_with_examples():
    reply = ask({"op": "kinds"})
    assert reply["ok"] and [k["id"] for k in reply["kinds"]] == list(KINDS)
    assert all(k["examples"] for k in reply["kinds"])


def test_parse_gives_the_canonical_share_and_a_model():
    reply = ask({"op": "parse", "kind": "sudoku", "text": "1.3434.221434.21"})
    assert reply == {"ok": True, "share": "1034340221434021", "model": {"n": 4, "boxRows": 2, "boxCols": 2, "cells": [1, 0, 3, 4, 3, 4, 0, 2, 2, 1, 4, 3, 4, 0, 2, 1]},
                     "recognised": "a line of 16 cells"}
    assert ask({"op": "encode", "kind": "sudoku", "model": reply["model"]})["share"] == reply["share"]


def test_solve_with_limit_two_proves_uniqueness_or_its_absence():
    unique = ask({"op": "solve", "kind": "sudoku", "puzzle": "1.3434.221434.21", "limit": 2})
    assert (unique["count"], unique["complete"], unique["unique"]) == (1, True, True)
    many = ask({"op": "solve", "kind": "sudoku", "puzzle": "0" * 16, "limit": 2})
    assert (many["count"], many["complete"], many["unique"]) == (2, False, False)


def test_check_tells_a_right_solution_from_a_wrong_one():
    puzzle = "1.3434.221434.21"
    assert ask({"op": "check", "kind": "sudoku", "puzzle": puzzle, "solution": "1234341221434321"})["correct"] is True
    assert ask({"op": "check", "kind": "sudoku", "puzzle": puzzle, "solution": "1234341221434312"})["correct"] is False


def test_solve_takes_the_widgets_model_and_replies_with_the_canonical_share():
    for kind in KINDS.values():
        share = kind.EXAMPLES[-1][1]
        model = ask({"op": "parse", "kind": kind.ID, "text": share})["model"]
        by_share = ask({"op": "solve", "kind": kind.ID, "puzzle": share})
        by_model = ask({"op": "solve", "kind": kind.ID, "model": model})
        assert by_model == by_share and by_model["share"] == kind.encode(kind.decode(share)), kind.ID


def test_a_bad_model_gets_the_kinds_sentence():
    reply = ask({"op": "solve", "kind": "sudoku", "model": {"n": 4, "boxRows": 2, "boxCols": 2, "cells": [5] * 16}})
    assert reply["error"] == "Values must lie between 1 and 4"


def test_check_and_operations_take_a_model_too():
    model = ask({"op": "parse", "kind": "sudoku", "text": "1.3434.221434.21"})["model"]
    reply = ask({"op": "check", "kind": "sudoku", "model": model, "solution": "1234341221434321"})
    assert reply == {"ok": True, "share": "1034340221434021", "correct": True}
    assert ask({"op": "hint", "kind": "sudoku", "model": model})["step"]["placements"]


def test_render_draws_the_puzzle_and_a_given_solution():
    puzzle = "1.3434.221434.21"
    empty = ask({"op": "render", "kind": "sudoku", "puzzle": puzzle})
    assert empty["text"].splitlines()[0] == " 1 . | 3 4 " and empty["share"] == "1034340221434021"
    solved = ask({"op": "render", "kind": "sudoku", "puzzle": puzzle, "solution": "1234341221434321"})
    assert solved["text"].splitlines()[0] == " 1 2 | 3 4 "
    assert ask({"op": "render", "kind": "sudoku", "puzzle": puzzle, "solution": "12"})["error"] == "A solution is a line of 16 symbols"


def test_describe_gives_a_kinds_constants_and_kinds_gives_them_all():
    sudoku = ask({"op": "describe", "kind": "sudoku"})
    assert sudoku["constants"]["symbols"].startswith("123456789A") and sudoku["constants"]["defaultBoxes"]["6"] == [2, 3]
    assert sudoku["operations"] == ["candidates", "certain", "hint", "picture", "steps"] and sudoku["maxLimit"] == 1000
    listed = ask({"op": "kinds"})["kinds"]
    assert [k["constants"] for k in listed] == [kind.CONSTANTS for kind in KINDS.values()]
    assert ask({"op": "describe", "kind": "tracks"})["constants"]["sides"] == {"right": 1, "up": 2, "left": 4, "down": 8}


def test_bad_requests_get_short_sentences():
    assert ask("not json")["error"].startswith("Expecting value")
    assert ask([1, 2])["error"] == "A request is a JSON object"
    assert ask({"op": "solve", "kind": "chess"})["error"] == "Unknown puzzle kind 'chess'"
    assert ask({"op": "solve", "kind": "sudoku"})["error"] == "The request has no 'puzzle' text"
    assert ask({"op": "fly", "kind": "sudoku", "puzzle": "0" * 16})["error"] == "Unknown request 'fly' for Sudoku"
    assert ask({"op": "solve", "kind": "sudoku", "puzzle": "0" * 16, "limit": 0})["status"] == "invalid"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None)
@given(
    op=st.sampled_from(["kinds", "describe", "parse", "encode", "solve", "check", "render", "hint", "steps", "candidates",
                        "picture", "draw", "certain", "x", None]),
    kind=st.sampled_from([*KINDS, "genres", "nope", None]),
    fields=st.dictionaries(st.sampled_from(["text", "puzzle", "model", "limit", "solution", "answer", "solutions",
                                            "countWork", "countSeconds", "candidates", "timeout"]), json_values, max_size=5),
)
def test_any_request_gets_an_answer_or_a_sentence(op, kind, fields):
    if not isinstance(fields.get("timeout"), int | float) or not 0 <= fields["timeout"] <= 2:
        fields["timeout"] = 2  # any budget the page could send, short: the test never waits on a search
    reply = ask({"op": op, "kind": kind, **fields})
    assert isinstance(reply["ok"], bool)
    if not reply["ok"]:
        assert reply["status"] == "invalid" and reply["error"] and not reply["error"].startswith("Internal error")


def test_a_sudoku_clash_names_the_first_unit_and_carries_every_clashing_cell():
    # r1c1 and r1c4 are both 4 (row 1); r4c4 is a third 4 in column 4: three cells, one sentence
    reply = ask({"op": "parse", "kind": "sudoku", "text": "4004" + "0" * 11 + "4"})
    assert reply == {"ok": False, "status": "invalid", "error": "Row 1 has two 4s", "cells": [[0, 0], [0, 3], [3, 3]]}
    assert "cells" not in ask({"op": "parse", "kind": "sudoku", "text": "40"})


def test_the_genres_page_draws_a_puzzle_with_two_solutions_with_its_unknown_cells():
    puzzle = "https://puzz.link/p?nurikabe/6/6/m8n8i9u"  # two solutions
    certain = ask({"op": "certain", "kind": "nurikabe", "puzzle": puzzle})
    assert certain["count"] == 2 and not certain["unique"]
    reply = ask({"op": "draw", "kind": "genres", "puzzle": puzzle, "answer": certain["certain"]})
    cells = reply["board"]["cells"]
    unknown = [i for i, cell in enumerate(cells) if cell.get("unknown")]
    assert unknown == [i for i, mark in enumerate("".join(certain["certain"])) if mark == "?"] and unknown
    assert any(cell.get("fill") == "shaded" for cell in cells) and "pzprv3" not in reply


def test_the_genres_page_names_where_a_text_that_is_no_genre_belongs():
    draw = lambda text: ask({"op": "draw", "kind": "genres", "puzzle": text})["error"]  # noqa: E731
    assert draw("https://puzz.link/p?sudoku/4/4/g1k23k3g") == "This is a puzz.link Sudoku link; open it on the Sudoku page"
    assert draw("https://example.org/tracks/#8x8:d9s5c6zgAa,1,4") == "This is a Tracks link; open it on the Tracks page"
    assert draw("hello").startswith(f"Paste a puzz.link URL of one of the {len(GENRES)} genres Gridhunt reads")
    assert draw("https://puzz.link/p?nurikabe/5/5/g5k2o1k3gzzzz") == "The URL has more cells than its grid"
    assert ask({"op": "parse", "kind": "sudoku", "text": "https://x.org/genres/#https://puzz.link/p?akari/6/6/nekcakbl"})["error"] == (
        "This is a link to the Genres page; open it there")
