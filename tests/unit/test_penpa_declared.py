"""penpa-edit boards of the genres read from their EDITOR (penpa_declared.py): a setter's tag of a
genre newer than the first fourteen opens it, its clues read as the genre declares them; a genre whose
clues penpa_declared does not read is named in a sentence; an untagged board that only such genres fit
is offered them, never opened alone."""

import base64
import json
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt import penpa_genres
from gridhunt.api import handle
from gridhunt.puzzles import KINDS


def ask(**request) -> dict:
    return json.loads(handle(json.dumps(request)))


def link(w: int, h: int, question: dict, tags=()) -> str:
    """A penpa-edit link of a w x h square board (no margins) with these question layers and genre tags."""
    text = f"square,{w},{h},38,0,1,1,0,0,0,0,0,0,0,0,Title: ,Author: \n[0,0,0,0]\n{{}}\n{json.dumps(question)}"
    text += "\n" * 14 + json.dumps(list(tags))
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    return "https://swaroopg92.github.io/penpa-edit/#m=solve&p=" + base64.b64encode(squeeze.compress(text.encode()) + squeeze.flush()).decode()


def cell(w: int, r: int, c: int) -> int:
    """penpa's point of cell (r, c): its grid has two more points on each side."""
    return (r + 2) * (w + 4) + c + 2


def corner(w: int, h: int, r: int, c: int) -> int:
    """penpa's point of grid corner (r, c) (the top-left corner of cell (r, c))."""
    return (w + 4) * (h + 4) + (r + 1) * (w + 4) + c + 1


def test_the_tags_of_newer_genres_name_registered_genres():
    assert set(penpa_genres.NEWER_TAGS.values()) <= set(KINDS)
    assert not set(penpa_genres.NEWER_TAGS) & set(penpa_genres.TAGS)


def test_a_kurodoko_tag_opens_the_numbers_as_kurodoko_and_it_solves():
    w = h = 3
    url = link(w, h, {"number": {str(cell(w, 0, 0)): ["3", 1, "1"], str(cell(w, 2, 2)): ["3", 1, "1"]}}, ["kurodoko"])
    found = ask(op="identify", text=url)
    assert found["ok"] and found["kind"] == "kurodoko", found
    drawn = ask(op="draw", kind="genres", puzzle=url)
    kind = KINDS["kurodoko"]
    assert drawn["share"] == kind.encode(kind.from_model({"w": 3, "h": 3, "clues": [3, None, None, None, None, None, None, None, 3]}))
    assert "(its genre tag)" in ask(op="parse", kind="kurodoko", text=url)["recognised"]


def test_a_norinori_tag_reads_the_region_borders():
    w, h = 2, 2
    border = f"{corner(w, h, 0, 1)},{corner(w, h, 1, 1)}"  # between the two cells of the top row
    across = f"{corner(w, h, 1, 1)},{corner(w, h, 1, 2)}"  # below the top right cell
    url = link(w, h, {"lineE": {border: 2, across: 2}}, ["norinori"])
    assert ask(op="identify", text=url)["kind"] == "norinori"
    model = KINDS["norinori"].model(KINDS["norinori"].decode(ask(op="draw", kind="genres", puzzle=url)["share"]))
    regions = model["regions"]  # the top right cell is walled off; the other three are one region
    assert regions[0] == regions[2] == regions[3] != regions[1]


@pytest.mark.parametrize("tag,words", [("slant (gokigen)", "Gokigen's numbers on corners"), ("nonogram", "Nonogram's clues"),
                                       ("spiralgalaxies", "Spiral Galaxies's dots")])
def test_a_tag_of_a_genre_whose_clues_are_not_read_from_penpa_gets_a_sentence(tag, words):
    url = link(3, 3, {"number": {str(cell(3, 1, 1)): ["2", 1, "1"]}}, [tag])
    for reply in (ask(op="identify", text=url), ask(op="draw", kind="genres", puzzle=url)):
        if reply["ok"]:
            continue  # identify names the genre; reading it says why not
        assert words in reply["error"] and "not read" in reply["error"], reply
    reply = ask(op="draw", kind="genres", puzzle=url)
    assert not reply["ok"] and "does not read" in reply["error"], reply


def test_a_number_of_a_shaded_cell_genre_off_its_shaded_cell_is_said():
    url = link(3, 3, {"number": {str(cell(3, 0, 0)): ["2", 1, "1"]}}, ["shakashaka"])
    reply = ask(op="draw", kind="genres", puzzle=url)
    assert not reply["ok"] and "not on a shaded cell" in reply["error"], reply


def test_an_untagged_board_only_newer_genres_fit_is_offered_them_not_opened():
    w = h = 4
    circled = {str(cell(w, 0, 0)): ["2", 1, "1"], str(cell(w, 3, 3)): ["2", 1, "1"]}
    url = link(w, h, {"number": circled, "symbol": {k: [1, "circle_L", 1] for k in circled}})
    reply = ask(op="identify", text=url)
    assert not reply["ok"] and "balance" in reply["genres"] and "choose" in reply["error"], reply


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(penpa_genres.NEWER_TAGS)), st.integers(1, 5), st.integers(1, 5),
       st.dictionaries(st.integers(0, 120).map(str), st.tuples(st.sampled_from(["1", "2", "?", "12", "x"]), st.integers(1, 2)),
                       max_size=6),
       st.dictionaries(st.integers(0, 120).map(str), st.integers(1, 8), max_size=4))
def test_any_tagged_board_of_a_newer_genre_reads_or_gets_a_sentence(tag, w, h, numbers, shading):
    question = {"number": {k: [text, style, "1"] for k, (text, style) in numbers.items()}, "surface": shading}
    url = link(w, h, question, [tag])
    for request in ({"op": "identify", "text": url}, {"op": "draw", "kind": "genres", "puzzle": url},
                    {"op": "parse", "kind": penpa_genres.NEWER_TAGS[tag], "text": url}):
        reply = ask(**request)
        assert reply["ok"] or (reply["error"] and "Internal" not in reply["error"]), (request, reply)
