"""Every host and form of a pzprjs link reads the same puzzle: puzz.link, pzv.jp, pzprxs, pzplus,
the old indi.s58.xrea.com (its v3 page and its applet), with options, a trailing '/' and the aliases."""

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.api import handle
from gridhunt.paste import identify, read
from gridhunt.puzzles import KINDS
from gridhunt.puzzlink import files
from gridhunt.puzzlink.url import ALIASES
from paths import ROOT

GENRE_KINDS = [kind for kind in KINDS.values() if getattr(kind, "PUZZLINK", ())]  # the genres on puzz.link (not Futoshiki, KenKen)


def query_of(kind) -> tuple[str, str]:
    """A genre's example link as its pzprjs name and what follows it."""
    (_, share), *_ = kind.EXAMPLES
    _, rest = share.split("?", 1)[1].split("/", 1)
    return kind.PUZZLINK[0], rest


def forms(pid: str, rest: str) -> list[tuple[str, str]]:
    """The forms people paste, each with the site the reading should name."""
    return [
        (f"https://puzz.link/p?{pid}/{rest}", "puzz.link"),
        (f"https://puzz.link/p?{pid}/{rest}/", "puzz.link"),
        (f"http://pzv.jp/p.html?{pid}/{rest}", "pzv.jp"),
        (f"https://pzv.jp/p.html?{pid}_edit/{rest}", "pzv.jp"),
        (f"https://pzprxs.vercel.app/p?{pid}/{rest}", "pzprxs.vercel.app"),
        (f"https://pzplus.tck.mn/p?{pid}/{rest}", "pzplus.tck.mn"),
        (f"https://pzplus.tck.mn/p.html?{pid}_play/{rest}", "pzplus.tck.mn"),
        (f"http://indi.s58.xrea.com/pzpr/v3/p.html?{pid}/{rest}", "indi.s58.xrea.com"),
        (f"https://puzz.link/p?type=editor&{pid}/{rest}", "puzz.link"),
        (f"https://puzz.link/p?mode=play&lang=en&{pid}/{rest}", "puzz.link"),
        (f"https://www.puzz.link/p?{pid}/{rest}", "puzz.link"),
        (f"https://puzz.link/p?{pid}/{rest}&fbclid=IwAR0x7Yq", "puzz.link"),  # as a messenger passes it on
        (f"https://puzz.link/p?{pid}/{rest}&utm_source=newsletter&utm_medium=email", "puzz.link"),
    ]


@pytest.mark.parametrize("kind", [pytest.param(kind, id=kind.ID) for kind in GENRE_KINDS])
def test_every_host_and_form_reads_the_genres_example(kind):
    pid, rest = query_of(kind)
    expected = kind.encode(kind.decode(kind.EXAMPLES[0][1]))
    for url, site in forms(pid, rest):
        kind_id, reading = identify(url)
        assert kind_id == kind.ID and kind.encode(reading.puzzle) == expected, url
        assert reading.recognised == f"a {site} {kind.NAME} URL", url
        # a sentence's full stop is cut off, unless it is a clue of the body (Easy as ABC's '?')
        stop = "." if not reads(kind.ID, url + ".") else "!"
        assert read(kind.ID, f"Try this: {url}{stop}").puzzle == reading.puzzle


def reads(kind_id: str, text: str) -> bool:
    try:
        read(kind_id, text)
    except ValueError:
        return False
    return True


@pytest.mark.parametrize("alias,pid", sorted(ALIASES.items()))
def test_every_alias_pzprjs_accepts_opens_its_genre(alias, pid):
    kind = next(kind for kind in GENRE_KINDS if pid in kind.PUZZLINK)
    _, rest = query_of(kind)
    kind_id, reading = identify(f"https://puzz.link/p?{alias}/{rest}")
    assert kind_id == kind.ID and kind.encode(reading.puzzle) == kind.EXAMPLES[0][1]


def test_the_old_applets_lits_link_reads_as_pzprjs_reads_it():
    # pzprjs test/variety/lits_test.js: this applet link opens as lits/4/4/9q02jg
    lits = KINDS["lits"]
    for url in ("http://indi.s58.xrea.com/lits/sa/q.html?/4/4/aabbaabcabbccccc",
                "https://puzz.link/p?lits/d/4/4/aabbaabcabbccccc",
                "http://indi.s58.xrea.com/lits/sa/q.html?c/4/4/9q02jg"):
        kind_id, reading = identify(url)
        assert kind_id == "lits" and lits.encode(reading.puzzle) == "https://puzz.link/p?lits/4/4/9q02jg", url
    with pytest.raises(ValueError, match="needs 16 characters"):
        identify("http://indi.s58.xrea.com/lits/sa/q.html?/4/4/aabb")


def test_the_old_applets_link_of_another_genre_keeps_its_code():
    kind_id, reading = identify("http://indi.s58.xrea.com/nurikabe/sa/q.html?/5/5/g5k2o1k3g")
    assert kind_id == "nurikabe" and KINDS["nurikabe"].encode(reading.puzzle) == "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize("url,words", [
    ("https://puzz.link/db/?type=nurikabe&variant=no", "not a puzzle"),
    ("https://pzplus.tck.mn/db?type=akari", "not a puzzle"),
    ("https://puzz.link/p?", "not a puzzle"),
    # pzprjs test/pzpr/parser_test.js: a variant's whole file in a link
    ("https://puzz.link/p?type=editor&v:/pzprv3/nurikabe/3/3/%23%20%23%20.%20/1%20%23%203%20/%23%20%23%20.%20//",
     "variant's pzprv3 file"),
    ("https://puzz.link/p?nurikabe/v:x/5/5/g5k2o1k3g", "variant"),
    ("https://puzz.link/p?lits/q/4/4/9q02jg", "no 'q' part"),
])
def test_links_that_hold_no_puzzle_we_read_get_a_sentence(url, words):
    reply = json.loads(handle(json.dumps({"op": "identify", "text": url})))
    assert not reply["ok"] and words in reply["error"], reply


def test_the_command_line_solves_another_hosts_link():
    url = "https://pzplus.tck.mn/p?type=editor&akari/6/6/nekcakbl/"
    done = subprocess.run([sys.executable, "-m", "gridhunt", "solve", url, "--json"], capture_output=True, text=True, cwd=ROOT)
    reply = json.loads(done.stdout)
    assert reply["status"] == "solved" and reply["recognised"] == "a pzplus.tck.mn Akari URL", done


def file_read(kind) -> bool:
    """Whether a genre's pzprv3 file is read (its EDITOR's clues are all of kinds files.py reads)."""
    return getattr(kind, "EDITOR", None) is not None and files.not_read(kind.EDITOR, getattr(kind, "PZPRV3", None)) is None


@pytest.mark.parametrize("kind", [pytest.param(kind, id=kind.ID) for kind in GENRE_KINDS if file_read(kind)])
def test_a_link_holding_a_pzprv3_file_reads_the_question_of_every_genre_it_knows(kind):
    from urllib.parse import quote

    puzzle = kind.decode(kind.EXAMPLES[0][1])
    answered = kind.solution_pzprv3(puzzle, next(kind.solutions(puzzle)))  # the question and an answer, as puzz.link saves
    url = "https://puzz.link/p?type=editor&" + "/".join(quote(line) for line in answered.split("/"))
    try:
        kind_id, reading = identify(url)
    except ValueError as error:  # a genre whose file writes a mark of its own: said, never guessed
        assert "File > Export URL" in str(error) or "cut short" in str(error), error
        return
    assert kind_id == kind.ID and reading.puzzle == puzzle
    assert reading.recognised == f"a puzz.link {kind.NAME} link holding a pzprv3 file"


@pytest.mark.parametrize("kind", [pytest.param(kind, id=kind.ID) for kind in GENRE_KINDS if not file_read(kind)])
def test_a_link_holding_a_pzprv3_file_of_another_genre_asks_for_its_url(kind):
    from urllib.parse import quote

    puzzle = kind.decode(kind.EXAMPLES[0][1])
    answered = kind.solution_pzprv3(puzzle, next(kind.solutions(puzzle)))
    with pytest.raises(ValueError, match="File > Export URL"):
        identify("https://puzz.link/p?type=editor&" + "/".join(quote(line) for line in answered.split("/")))


def test_pzprjs_own_file_link_reads_and_a_broken_file_gets_a_sentence():
    # pzprjs test/pzpr/parser_test.js, "parses duplicated urls"
    url = "https://puzz.link/p?type=editor&pzprv3/nurikabe/3/3/%23%20%23%20.%20/1%20%23%203%20/%23%20%23%20.%20//"
    kind_id, reading = identify(url)
    assert kind_id == "nurikabe" and KINDS["nurikabe"].encode(reading.puzzle) == "https://puzz.link/p?nurikabe/3/3/i1g3i"
    for broken, words in ((url.replace("/3/3/", "/5/5/"), "cut short"), (url.replace("nurikabe", "sudoku"), "not read"),
                          ("https://puzz.link/p?pzprv3/nurikabe/x/3/", "header")):
        reply = json.loads(handle(json.dumps({"op": "identify", "text": broken})))
        assert not reply["ok"] and words in reply["error"], reply


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["nurikabe", "slither", "lightup", "starbattle", "hitori", "lits", "mashu", "yajilin", "heyawake",
                        "numlin", "fillomino", "kakuro", "shikaku", "tapa", "sudoku", "x"]),
       st.integers(-1, 6), st.integers(-1, 6),
       st.lists(st.text(alphabet="0123456789-.#+, ?abc", max_size=14), max_size=16))
def test_any_file_in_a_link_is_a_puzzle_or_a_sentence(genre, rows, cols, lines):
    from urllib.parse import quote

    url = "https://puzz.link/p?" + "/".join(quote(x) for x in ["pzprv3", genre, str(rows), str(cols), *lines])
    reply = json.loads(handle(json.dumps({"op": "identify", "text": url})))
    assert reply["ok"] or (reply["error"] and "Internal" not in reply["error"]), reply


# pzprjs's own test files (its test/script/<genre>.js: the genre's test URL and a file of the same puzzle, with an
# answer), read by each genre's EDITOR: the question in the file is the URL's puzzle
PZPRJS_FILES = [
    ('https://puzz.link/p?gokigen/4/4/iaegcgcj6a',
     'pzprv3/gokigen/4/4/. . . 0 . /. 4 . . . /2 . . . 2 /. . . . . /. 1 . 0 . /. 2 1 . /2 . . 1 /1 . . 2 /. 1 2 . /'),
    ('https://puzz.link/p?nanro/4/4/6r0s1oi13n1h',
     'pzprv3/nanro/4/4/5/0 0 0 1 /2 3 3 1 /2 3 3 1 /2 4 4 4 /. . . 1 /3 . . . /. . . . /. 1 . . /. . . . /. . . - /3 2 . - /3 . - - /'),
    ('https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i',
     'pzprv3/kurodoko/5/5/. . . 7 . /5 . . . . /. . 2 . . /. . . . 2 /. 4 . . . /. . . . . /. . . . . /. . . . . /. . # . . /. . # . . /'),
    ('https://puzz.link/p?country/5/5/amda0uf02h12h',
     'pzprv3/country/5/5/7/0 0 1 1 2 /0 0 1 1 2 /3 4 4 4 2 /3 5 5 6 6 /3 5 5 6 6 /2 . . . . /. . . . . /1 2 . . . /. . . . . /. . . . . /0 0 0 0 /1 1 1 1 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 1 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /'),
    ('https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3',
     'pzprv3/kakuro/5/5/0 0 12 4 0 0 /0 8,4 . . 0,10 0,0 /10 . . . . 0,10 /3 . . 3,17 . . /0 21,0 . . . . /0 0,0 12,0 . . 0,0 /. . . . . /2 . . . . /2 . . . . /. . . . . /. . . . . /'),
    ('https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb',
     'pzprv3/shakashaka/6/6/2 . . . 1 . /. . . 3 . . /. . 4 . . . /3 . . . . . /. . . . . . /. . . 1 . . /. 5 4 . . . /5 . 3 . . . /2 3 . . . . /. . . . . . /. . . . . . /. 2 3 . 2 3 /'),
    ('https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11',
     'pzprv3/firefly/5/5/4,0 . . . 2,1 /. 3,- . 3,0 . /. . . . . /. 1,0 . 2,2 . /1,1 . . . 1,1 /1 1 1 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 1 0 0 /0 0 1 0 0 /0 0 1 0 0 /0 0 0 0 0 /'),
]


@pytest.mark.parametrize("url,text", PZPRJS_FILES, ids=[url.split("?")[1].split("/")[0] for url, _ in PZPRJS_FILES])
def test_pzprjs_own_files_of_genres_added_later_read_as_their_urls_puzzle(url, text):
    from urllib.parse import quote

    kind_id, reading = identify("https://puzz.link/p?" + "/".join(quote(line) for line in text.split("/")))
    assert KINDS[kind_id].encode(reading.puzzle) == KINDS[kind_id].encode(KINDS[kind_id].decode(url))


TOKEN = st.sampled_from([".", "-", "0", "1", "2", "5", "12", "#", "+", "1,2", "0,-", "3,4,1", "x", ""])


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(kind.ID for kind in GENRE_KINDS)), st.sampled_from(["pzprv3", "pzprv3.1"]), st.integers(0, 4),
       st.integers(0, 4), st.lists(st.lists(TOKEN, max_size=6).map(" ".join) | st.sampled_from(["f", "t", "3", "1 0 1"]), max_size=14))
def test_any_pzprv3_file_of_any_genre_reads_or_gets_a_sentence(kind_id, head, rows, cols, lines):
    from urllib.parse import quote

    text = "/".join([head, KINDS[kind_id].PUZZLINK[0], str(rows), str(cols), *lines])
    url = "https://puzz.link/p?" + "/".join(quote(line) for line in text.split("/"))
    for request in ({"op": "identify", "text": url}, {"op": "parse", "kind": kind_id, "text": url}):
        reply = json.loads(handle(json.dumps(request)))
        assert reply["ok"] or (reply["error"] and "Internal" not in reply["error"]), (request, reply)


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(GENRE_KINDS), data=st.data())
def test_a_link_broken_over_lines_reads_as_the_whole_link(kind, data):
    # A hunt's PDF or a mail wraps a long link; read up to the first break, it was a puzzle cut short.
    url = kind.EXAMPLES[0][1]
    start = url.index("?") + 1
    cuts = sorted(data.draw(st.sets(st.integers(start, len(url) - 1), min_size=1, max_size=3)))
    breaks = [data.draw(st.sampled_from(["\n", "\r\n", " ", "\n  "])) for _ in cuts]
    pieces = [url[a:b] for a, b in zip([0, *cuts], [*cuts, len(url)])]
    broken = pieces[0] + "".join(brk + piece for brk, piece in zip(breaks, pieces[1:]))
    _, whole = identify(url)
    kind_id, reading = identify(broken + "\n")
    assert kind_id == kind.ID and reading.puzzle == whole.puzzle, broken
    assert read(kind.ID, broken).puzzle == whole.puzzle, broken


def test_a_link_followed_by_a_word_is_still_the_link_alone():
    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    _, whole = identify(url)
    for text in (f"{url}\nthanks", f"{url} nice one!", f"{url}\n\nfrom the hunt"):
        assert identify(text)[1].puzzle == whole.puzzle, text
