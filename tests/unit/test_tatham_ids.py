"""Simon Tatham's game IDs: Light Up, Rectangles and Filling open and solve on their genres (alone,
in a link, on the page, in the command line); the other grid games' IDs are read and named."""

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt import tatham
from gridhunt.api import handle
from gridhunt.puzzlink.imports import GenreImports
from paths import ROOT

LINK = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/"

# Real IDs, each with where it was published (game IDs copied from Tatham's pages into public code).
SOLVED = [
    ("akari", "lightup", "7x7:b1f2iB2g1Bi2fBb"),  # a Light Up solver's README (Try it: link)
    ("akari", "lightup", "7x7:d1iBb4eBa2e3bBi1d"),  # a Python Light Up solver's FIRST_GAME
    ("akari", "lightup", "11x11:dB1c1a1aBl1a1b1n3bBbBaBBc3aBcBBaBbBb2n0b2a1l0a0a1c00d"),  # a solver's INITIAL_BOARD
    ("akari", "lightup", "12x12:cBa1fBb2aBcBd2d3f1cBf0BaBbBaBhBaBBB2c2Ba2b0c1cBBfBBBaBa0o2aBBb0r"),  # a JS solver's test
    ("shikaku", "rect", "9x9:a2c4_6a2c6f12b2q2_2d2b2c8a2_4c3c6e8e8d"),  # a puzzle_solver test (test_easy_2)
    ("fillomino", "filling", "7x7:6002002030603030000010230420200000305010404003003"),  # Tatham's filling.c, its example
]


def ask(**request) -> dict:
    return json.loads(handle(json.dumps(request)))


@pytest.mark.parametrize("kind,game,game_id", SOLVED)
def test_a_real_id_alone_or_in_a_link_opens_on_its_genre_and_solves_uniquely(kind, game, game_id):
    for text, recognised in ((game_id, "game ID"), (LINK + f"{game}.html#{game_id}", "link"),
                             (f"https://example.org/mirror/puzzles/js/{game}.html#{game_id}", "link")):
        found = ask(op="identify", text=text)
        assert found["ok"] and found["kind"] == kind and found["page"] == "genres", found
        assert found["recognised"] == f"a Tatham {tatham.NAMES[game]} {recognised}"
        drawn = ask(op="draw", kind="genres", puzzle=text)
        assert drawn["ok"] and drawn["kind"] == kind and drawn["share"] == found["share"]
    solved = ask(op="solve", kind=kind, puzzle=game_id, limit=2)
    assert solved["status"] == "solved" and solved["unique"], solved


def test_the_command_line_solves_an_id_on_its_genre_and_a_tatham_link_alone():
    done = subprocess.run([sys.executable, "-m", "gridhunt", "solve", "akari", "--json"], input=SOLVED[0][2] + "\n",
                          capture_output=True, text=True, cwd=ROOT)
    assert json.loads(done.stdout)["status"] == "solved", done
    link = LINK + "rect.html#" + SOLVED[4][2]
    done = subprocess.run([sys.executable, "-m", "gridhunt", "solve", link, "--json"], capture_output=True, text=True, cwd=ROOT)
    reply = json.loads(done.stdout)
    assert reply["status"] == "solved" and reply["recognised"] == "a Tatham Rectangles (Shikaku) link", done


def test_the_command_line_solves_a_bare_id_given_in_place_of_the_kind():
    """docs/cli.md: `gridhunt solve` takes "a Tatham link or game ID" where the kind stands (it said
    "unknown kind" for a bare ID); an ID that fits two games says so, a mistyped kind stays an error."""
    def run(text):
        return subprocess.run([sys.executable, "-m", "gridhunt", "solve", text, "--json"], capture_output=True,
                              text=True, cwd=ROOT)
    done = run(SOLVED[0][2])
    reply = json.loads(done.stdout)
    assert reply["status"] == "solved" and reply["recognised"] == "a Tatham Light Up (Akari) game ID", done
    done = run("3x3:b2c3b")
    assert done.returncode == 2 and "reads as Light Up (Akari) and as Filling (Fillomino)" in done.stderr, done
    done = run("nurikab")
    assert done.returncode == 2 and "unknown kind" in done.stderr, done


def test_an_id_written_after_its_games_name_reads_as_the_games_link():
    """"lightup:7x7:..." (the game's name, then its ID, as hunt pages and the collection's tools write
    one) opened nowhere: the Akari page said "The picture has no rows"; an ID no game Gridhunt reads
    has (Net's) said to paste it on its kind's page, which there is none of."""
    named = "lightup:" + SOLVED[0][2]
    found = ask(op="identify", text=named)
    assert found["ok"] and found["kind"] == "akari", found
    solved = ask(op="solve", kind="akari", puzzle=named, limit=2)
    assert solved["status"] == "solved" and solved["unique"], solved
    done = subprocess.run([sys.executable, "-m", "gridhunt", "solve", "akari", "--json"], input=named + "\n",
                          capture_output=True, text=True, cwd=ROOT)
    assert json.loads(done.stdout)["status"] == "solved", done
    net = "5x5:a0b5c8e8c1b4d3a8b"
    assert "write its name first" in ask(op="identify", text=net)["error"]
    assert "Tatham's Net, a game Gridhunt does not solve" in ask(op="identify", text="net:" + net)["error"]
    assert ask(op="identify", text="Mines:\n1 . .\n. . .")["kind"] == "mines"  # a picture's header is no game name


def test_the_light_up_reading_keeps_walls_numbers_and_open_cells_in_place():
    puzzle = tatham.read("lightup", "3x2:B1a4b")
    assert puzzle.cells == (-2, 1, None, 4, None, None)  # -2: pzprjs's wall without a number


@pytest.mark.parametrize("text,words", [
    (LINK + "filling.html#17x13%23390801013916720", "random seed"),  # from a public solver's comment
    (LINK + "lightup.html#7x7", "no puzzle after its size"),
    (LINK + "lightup.html#7x7:b1f2iB2g1Bi2f", "too short"),
    (LINK + "lightup.html#7x7:b1f2iB2g1Bi2fBbb", "too long"),
    (LINK + "rect.html#3x3:a10g", "1 to 9"),
    (LINK + "lightup.html#7x7:b1f2iB2g1Bi2fB5", "character '5'"),
    ("3x3:b2c3b", "reads as Light Up (Akari) and as Filling (Fillomino)"),
    (LINK + "keen.html#9dn%23388677227852840", "random seed"),
])
def test_a_bad_or_unclear_id_gets_a_sentence(text, words):
    reply = ask(op="identify", text=text)
    assert not reply["ok"] and words in reply["error"], reply


# Real IDs of games whose genres landed later (as Skyscrapers, Nonogram, Gokigen): they open there and
# solve; a game whose genre is not among those solved is read and named in the sentence.
LANDED = [
    ("skyscrapers", "towers", "6:2//2/2/2/3/2/4//4//////2//4/3//2///,n3u"),  # a puzzle_solver test
    ("skyscrapers", "towers", "9:3/3///4/3/1//3///3/3///4/7/3/3//2/5/5/2//2/2///3////6//2,c2g3b1p3f6a8b1f4a5c5e3d6_2l"),
    ("nonogram", "pattern", "5x5:1/2/1.1/2.2/2.2/4/1.2/1/2/3"),  # a Swift solver's test
    ("gokigen", "slant", "8x8:c120a0b21h3a2114f3a2b2a4b2110a1a1b1c2132d1b1a33a1a1c0b"),  # a solver's SCRAPING.md
    ("gokigen", "slant", "5x5:b0a10a2f112b21a2b2b30a01c"),  # a Python search solver
    ("hashikake", "bridges", "10x10m2:a1a4a4b4k4b6b2a4b2b2b1e2e1a4b4c3j25d2a1f2c3a4d4c3"),  # the collection's icons/bridges.sav
    ("futoshiki", "unequal", "4:0,0,0L,0L,0,0D,0,1,0,0,0,0,0,0,0,4,"),  # a puzzle_solver test
    ("futoshiki", "unequal", "4de:0D,0,0L,0,0,0,0,0,0D,0U,0R,0,0,0,0,4,"),  # the collection's icons/unequal.sav
    ("kenken", "keen", "5de:a__a_3a_5a_a_a_3b_bac_,a5m15a7a10s2s2d2s3m40m2s2"),  # the collection's icons/keen.sav
]
UNSOLVED = [
    ("keen", "5de:a__a_3a_5a_a_a_3b_bac_,a5m15a7a10s2s2d2s3m40m2s2", "5x5, 11 cages"),
]


@pytest.mark.parametrize("kind,game,game_id", LANDED)
def test_an_id_of_a_game_whose_genre_landed_opens_there_and_solves(kind, game, game_id):
    from gridhunt.puzzles import KINDS

    if kind not in KINDS:
        pytest.skip(f"{kind} is not registered in this tree")
    for text in (game_id, LINK + f"{game}.html#{game_id}"):
        found = ask(op="identify", text=text)
        assert found["ok"] and found["kind"] == kind, found
    solved = ask(op="solve", kind=kind, puzzle=game_id, limit=2)
    assert solved["status"] == "solved" and solved["unique"], solved


@pytest.mark.parametrize("game,game_id,summary", UNSOLVED)
def test_an_id_of_a_game_not_solved_is_read_and_named(game, game_id, summary):
    """Every game read has its genre now: asked with its genre left out of those solved, the sentence names it."""
    name = tatham.NAMES[game]
    with pytest.raises(ValueError) as error:
        tatham.game_of_id(game_id, set(tatham.READERS) - {game})
    assert str(error.value) == f"This is a Tatham {name} puzzle ({summary}); {name} is not solved here yet"


def test_the_readings_hold_what_the_ids_say():
    towers = tatham.read("towers", "5:/3/3///3/2/2//3////2//3///2/,m1f2d")
    assert towers.outside[:5] == (None, 3, 3, None, None) and towers.cells[13] == 1 and towers.cells[20] == 2
    pattern = tatham.read("pattern", "5x5:1/2/1.1/2.2/2.2/4/1.2/1/2/3,cA")
    assert pattern.outside[2:6] == ((1, 1), (2, 2), (2, 2), (4,)) and pattern.cells[2] is False and pattern.cells[3] is True
    unequal = tatham.read("unequal", "4:0,0,0L,0L,0,0D,0,1,0,0,0,0,0,0,0,4,")
    assert unequal.relations == ((2, 1), (3, 2), (5, 9)) and unequal.cells[7] == 1 and unequal.cells[15] == 4
    bridges = tatham.read("bridges", "3x3:2a2c1aG")
    assert bridges.cells == (2, None, 2, None, None, None, 1, None, 16)
    with pytest.raises(ValueError, match="side by side"):
        tatham.read("bridges", "3x3:22g")
    assert tatham.read("range", "3x3:2f4_3").cells == (2, None, None, None, None, None, None, 4, 3)


def keen_walls(cage_of: list[int], n: int) -> str:
    """Tatham's block code written from a cage number per cell, as keen.c's encoder describes it
    (no repeat counts: the reader takes the plain form too)."""
    edges = [(y * n + x, y * n + x + 1) for y in range(n) for x in range(n - 1)]
    edges += [(y * n + x, (y + 1) * n + x) for x in range(n) for y in range(n - 1)]
    out, run = "", 0
    for wall in [cage_of[a] != cage_of[b] for a, b in edges] + [True]:
        if not wall:
            run += 1
            continue
        while run > 25:
            out, run = out + "z", run - 25
        out, run = out + (chr(ord("a") - 1 + run) if run else "_"), 0
    return out


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_keens_cages_read_back_from_the_walls_tathams_encoder_writes(data):
    n = data.draw(st.integers(2, 7))
    cage_of = list(range(n * n))
    for _ in range(data.draw(st.integers(0, n * n))):  # merge random neighbours into cages
        i = data.draw(st.integers(0, n * n - 1))
        j = i + 1 if i % n < n - 1 and data.draw(st.booleans()) else i + n if i + n < n * n else i
        old, new = cage_of[j], cage_of[i]
        cage_of = [new if c == old else c for c in cage_of]
    cages = sorted({tuple(i for i in range(n * n) if cage_of[i] == c) for c in cage_of})
    clues = "".join(f"a{len(cage) + 3}" for cage in cages)
    puzzle = tatham.read("keen", f"{n}:{keen_walls(cage_of, n)},{clues}")
    assert [cage for cage, _, _ in puzzle.cages] == cages
    assert all(op == "+" and value == len(cage) + 3 for cage, op, value in puzzle.cages)


@pytest.mark.parametrize("game,game_id,url", [
    ("towers", "6:2//2/2/2/3/2/4//4//////2//4/3//2///,n3u", "https://puzz.link/p?skyscrapers/6/6/2g222324g4k2g43g2it3zg"),
    ("pattern", "5x5:1/2/1.1/2.2/2.2/4/1.2/1/2/3", "https://puzz.link/p?nonogram/5/5/1h2h11g22g22g4h21g1h2h3h"),
    ("slant", "3x3:a2a0b2b3a1c0", "https://puzz.link/p?gokigen/3/3/g7ac8bga"),
    ("range", "3x3:2f4_3", "https://puzz.link/p?kurodoko/3/3/2l43"),
    ("bridges", "3x3:2a2c1aG", "https://puzz.link/p?hashikake/3/3/2g2i1g-10"),
])
def test_the_games_whose_genres_land_later_are_written_as_puzzlinks_genres(game, game_id, url):
    assert tatham.puzzlink_url(tatham.read(game, game_id)) == url
    with pytest.raises(ValueError, match="gives some cells"):
        tatham.puzzlink_url(tatham.read("pattern", "5x5:1/2/1.1/2.2/2.2/4/1.2/1/2/3,cA"))


def test_a_genre_that_lands_later_takes_its_games_ids_through_its_puzzlink_url():
    kurodoko = GenreImports("Kurodoko", ("kurodoko",), decode=lambda url: url, encode=str)
    assert ("tatham", "range") in kurodoko.LINKS
    reading = kurodoko.read("3x3:2f4_3")
    assert reading.puzzle == "https://puzz.link/p?kurodoko/3/3/2l43" and reading.recognised == "a Tatham Range (Kurodoko) game ID"


ID_CHARS = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABDGUDRL0123456789_,./#:", max_size=40)


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(sorted(tatham.READERS)), st.from_regex(r"\A[0-9]{1,3}(x[0-9]{1,3})?[a-z]?\Z"), ID_CHARS)
def test_any_text_after_a_size_is_a_puzzle_or_a_sentence(game, params, desc):
    try:
        tatham.read(game, f"{params}:{desc}")
    except ValueError as error:
        assert str(error) and "\n" not in str(error)
    reply = ask(op="identify", text=f"{params}:{desc}")
    assert reply["ok"] or (reply["error"] and "Internal" not in reply["error"]), reply


@pytest.mark.parametrize("settings, words", [("m3", "allows 3 bridges"), ("m1", "allows 1 bridge between"), ("L", "forbids loops")])
def test_a_bridges_id_whose_settings_change_the_rules_is_refused(settings, words):
    with pytest.raises(ValueError, match=words):
        tatham.read("bridges", f"3x3{settings}:2a2c1a2")
    assert tatham.read("bridges", "3x3i30e10m2d2:2a2c1a2").cells[0] == 2
