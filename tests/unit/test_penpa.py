"""penpa-edit links: the real ones of tests/penpa/links.txt open on their genre (or are offered it)
and solve, on the page's requests and in the command line; broken ones get a sentence."""

import base64
import json
import subprocess
import sys
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt import penpa
from gridhunt.api import handle
from gridhunt.puzzles import KINDS
from paths import ROOT

CORPUS = [line.split(" ", 1) for line in (ROOT / "tests" / "penpa" / "links.txt").read_text().splitlines()
          if line.strip() and not line.startswith("#")]
OPENED = [(expect, url) for expect, url in CORPUS if not expect.startswith("refused:")]
REFUSED = [(expect.removeprefix("refused:").replace("_", " "), url) for expect, url in CORPUS if expect.startswith("refused:")]


def ask(**request) -> dict:
    return json.loads(handle(json.dumps(request)))


def test_the_corpus_has_ten_real_links_and_more():
    assert len(OPENED) >= 10 and len(REFUSED) >= 3


@pytest.mark.parametrize("expect,url", OPENED, ids=[f"{i}-{e}" for i, (e, _) in enumerate(OPENED)])
def test_a_real_link_opens_on_its_genre_or_offers_it_and_solves(expect, url):
    found = ask(op="identify", text=url)
    if found["ok"]:
        assert found["kind"] == expect, found
    else:
        assert expect in found["genres"] and found["page"] == "genres" and found["board"]["w"] >= 1, found
    parsed = ask(op="parse", kind=expect, text=f"Here it is: {url}")
    assert parsed["ok"] and "penpa-edit" in parsed["recognised"], parsed
    solved = ask(op="solve", kind=expect, puzzle=url, limit=2)
    assert solved["status"] == "solved" and solved["unique"], solved


@pytest.mark.parametrize("words,url", REFUSED)
def test_a_link_gridhunt_cannot_solve_gets_a_sentence_naming_why(words, url):
    for reply in (ask(op="identify", text=url), ask(op="parse", kind="sudoku", text=url),
                  ask(op="draw", kind="genres", puzzle=url)):
        assert not reply["ok"] and words in reply["error"], reply


def test_the_genres_page_draws_an_untagged_board_and_offers_the_genres_that_fit():
    url = next(url for expect, url in OPENED if expect == "starbattle" and "#m=edit" in url)
    reply = ask(op="draw", kind="genres", puzzle=url)
    assert reply["genres"] == ["starbattle", "lits", "heyawake"] and "choose one" in reply["error"]
    assert len(reply["board"]["walls"]) > 0
    chosen = ask(op="draw", kind="lits", puzzle=url)
    assert chosen["ok"] and chosen["share"].startswith("https://puzz.link/p?lits/10/10/")


def test_a_tagged_link_opens_at_once_and_a_classic_sudoku_on_the_sudoku_page():
    tagged = next(url for expect, url in OPENED if expect == "fillomino" and "m=solve" in url)
    assert ask(op="identify", text=tagged)["kind"] == "fillomino"
    assert "(its genre tag)" in ask(op="parse", kind="fillomino", text=tagged)["recognised"]
    sudoku = next(url for expect, url in OPENED if expect == "sudoku")
    assert ask(op="identify", text=sudoku)["page"] == "sudoku"
    elsewhere = ask(op="draw", kind="genres", puzzle=sudoku)
    assert elsewhere["page"] == "sudoku" and "Sudoku page" in elsewhere["error"]


def cli(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "gridhunt", "solve", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT)


def test_the_command_line_solves_a_link_alone_or_with_its_genre_named():
    one_fit = next(url for expect, url in OPENED if expect == "masyu")
    done = cli(one_fit, "--json")
    assert json.loads(done.stdout)["status"] == "solved", done
    untagged = next(url for expect, url in OPENED if expect == "nurikabe")
    done = cli("nurikabe", "--json", stdin=untagged + "\n")
    assert json.loads(done.stdout)["status"] == "solved", done
    asked = cli(untagged)
    assert asked.returncode == 2 and "gridhunt solve nurikabe LINK" in asked.stderr, asked


def packed(text: str) -> str:
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.b64encode(squeeze.compress(text.encode()) + squeeze.flush()).decode()


GOOD = OPENED[0][1]


@pytest.mark.parametrize("url,words", [
    (GOOD[: len(GOOD) // 2], "cut short"),
    ("https://swaroopg92.github.io/penpa-edit/#m=solve&p=%%%not-base64%%%", "not base64"),
    ("https://swaroopg92.github.io/penpa-edit/#m=solve&p=" + base64.b64encode(b"plain bytes, not deflate").decode(), "DEFLATE"),
    ("https://swaroopg92.github.io/penpa-edit/#m=solve", "no puzzle"),
    ("https://swaroopg92.github.io/penpa-edit/#m=solve&p=" + packed("square,5,5,38\n[0,0,0,0]\n{}\n[not json"), "not penpa's"),
    ("https://swaroopg92.github.io/penpa-edit/#m=solve&p=" + packed("9,9,38\n"), "first version"),
    ("https://swaroopg92.github.io/penpa-edit/#m=solve&p=" + packed('square,3,3,38\n[0,0,0,0]\n{}\n{"lasers":{"12":1}}'),
     "a layer penpa-edit does not write ('lasers')"),
])
def test_a_broken_link_gets_a_sentence(url, words):
    reply = ask(op="identify", text=url)
    assert not reply["ok"] and words in reply["error"], reply
    assert not ask(op="parse", kind="nurikabe", text=url)["ok"]


LAYER = st.recursive(st.none() | st.booleans() | st.integers(-5, 2000) | st.text(max_size=6),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                     max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["square", "sudoku", "kakuro", "hex", "9"]), st.integers(-2, 12), st.integers(-2, 12),
       st.dictionaries(st.sampled_from(["number", "surface", "symbol", "lineE", "line", "numberS", "killercages",
                                        "thermo", "cage", "wall", "zz"]), LAYER, max_size=5),
       st.lists(st.text(max_size=12), max_size=2))
def test_any_board_penpa_could_hold_reads_or_gets_a_sentence(grid, nx, ny, layers, tags):
    text = f"{grid},{nx},{ny},38\n[0,0,0,0]\n{{}}\n{json.dumps(layers)}" + "\n" * 14 + json.dumps(tags)
    url = "https://swaroopg92.github.io/penpa-edit/#m=solve&p=" + packed(text)
    for request in ({"op": "identify", "text": url}, {"op": "draw", "kind": "genres", "puzzle": url},
                    {"op": "parse", "kind": "nurikabe", "text": url}, {"op": "parse", "kind": "sudoku", "text": url}):
        reply = ask(**request)
        assert reply["ok"] or (reply["error"] and "Internal" not in reply["error"]), (request, reply)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_any_bytes_in_p_are_a_board_or_a_sentence(data):
    for p in (base64.b64encode(data).decode(), packed(data.decode("utf-8", "replace"))):
        try:
            penpa.read("m=solve&p=" + p)
        except ValueError as error:
            assert str(error)


@pytest.mark.parametrize("expect,url", OPENED, ids=[f"{i}-{e}" for i, (e, _) in enumerate(OPENED)])
def test_the_command_line_solves_every_real_link_on_its_genre(expect, url):
    done = cli(expect, "--json", stdin=url + "\n")
    reply = json.loads(done.stdout)
    assert reply["status"] == "solved" and "penpa-edit" in reply["recognised"], done


def test_a_penpa_link_opening_another_tools_link_reads_that_link():
    reply = ask(op="identify", text="https://swaroopg92.github.io/penpa-edit/?m=edit&p=https://puzz.link/p?akari/6/6/nekcakbl")
    assert reply["kind"] == "akari" and reply["recognised"] == "a puzz.link Akari URL"


# The tagged links' puzz.link twins, as the public parser test that holds both pairs them (tests/penpa/links.txt)
TWINS = {
    "7VdfT+M4EH/nU5z8utY1tpvEjbQ6": "https://puzz.link/p?slither/18/10/gbcg2dgddd73d28ddw2307612185132bicjcnbjai3318712387333dwb62d16dbdbg1cgca",
    "7VZbb+I8EH3nV3zya63NraQhUrXi": "https://puzz.link/p?slither/5/6/2bgb0bbhb1adg1b",
    "7VdtT+NIDP7eX3Garzu6xkmbppFW": "https://puzz.link/p?slither/10/10/q2111221ch6212b212611b61262cg1c6bb2121c2bcc621112bo",
    "7Vfvb+I4EP3OX3Hy17WOOIFgIq1O": "https://puzz.link/p?slither/10/10/b86ag68dg127bg62aldg8dad8bgdl26dg722cg68dg88b3",
}


@pytest.mark.parametrize("start,twin", TWINS.items())
def test_a_tagged_link_opens_at_once_on_its_genre_as_the_same_puzzle_as_its_puzzlink_twin(start, twin):
    url = next(url for _, url in OPENED if f"&p={start}" in url)
    assert penpa.read(url).tags == ("slitherlink",)
    found = ask(op="identify", text=url)
    assert found["ok"] and found["kind"] == "slitherlink", found
    slitherlink = KINDS["slitherlink"]
    assert slitherlink.decode(ask(op="draw", kind="genres", puzzle=url)["share"]) == slitherlink.decode(twin)
