"""The genres read from puzz.link: every answer judged by pzprjs's own checker (``pzpr`` from npm, in Node).

The corpus (tests/pzpr/corpus.txt) holds real puzzles from public collections, the fixtures
(tests/pzpr/fixtures.txt) pzprjs's own test puzzles with the answer pzprjs accepts.
"""

import json
import subprocess
import sys
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.api import handle
from gridhunt.paste import kind_of_link
from gridhunt.puzzles import KINDS
from gridhunt.puzzlink import numbers
from paths import ROOT
from pzpr_checker import UNKNOWN_TO_PZPR, verdict, verdicts

GENRES = tuple(kind.ID for kind in KINDS.values() if hasattr(kind, "PUZZLINK"))  # every registered genre
ON_PUZZLINK = tuple(kind_id for kind_id in GENRES if KINDS[kind_id].PUZZLINK)  # those whose share string is puzz.link's URL


def lines(name: str) -> list[list[str]]:
    text = (ROOT / "tests" / "pzpr" / name).read_text()
    return [line.split(" ", 2) for line in text.splitlines() if line.strip() and not line.startswith("#")]


CORPUS = [(kind, url) for kind, url, _ in lines("corpus.txt")]
FIXTURES = lines("fixtures.txt")


@pytest.fixture(scope="module")
def solved():
    """Each corpus puzzle with up to two solutions, and pzprjs's verdict on each solution's file."""
    found = []
    for kind_id, url in CORPUS:
        kind = KINDS[kind_id]
        puzzle = kind.decode(url)
        found.append((kind, puzzle, list(islice(kind.solutions(puzzle), 2))))
    files = [kind.solution_pzprv3(puzzle, s) for kind, puzzle, sols in found for s in sols if kind.ID not in UNKNOWN_TO_PZPR]
    judged = iter(verdicts(files))
    return [(kind, puzzle, [(s, None if kind.ID in UNKNOWN_TO_PZPR else next(judged)) for s in sols])
            for kind, puzzle, sols in found]


# Genres with fewer public puzz.link puzzles than five to be found (every one found is in the corpus).
SCARCE = {"statuepark": 4, "squarejam": 4, "sananko": 2, "numrope": 2, "fourcells": 3,
          "barns": 3, "walllogic": 2, "guidearrow": 3, "voxas": 2, "sashigane": 4, "tetrochain": 4, "aquapelago": 3,
          "kenken": 4, "aquarium": 2}


def test_the_corpus_has_five_real_puzzles_for_each_genre():
    for genre in GENRES:
        assert sum(kind == genre for kind, _ in CORPUS) >= SCARCE.get(genre, 5), genre


def test_every_corpus_puzzle_is_solved_and_pzprjs_accepts_every_answer(solved):
    for kind, puzzle, answers in solved:
        assert answers, f"{kind.ID}: {kind.encode(puzzle)} found no solution"
        for solution, judged in answers:
            assert kind.is_solution(puzzle, solution)
            assert judged is None or judged["complete"], (kind.encode(puzzle), judged)


def test_pzprjs_rejects_a_broken_answer(solved):
    """The judge is real: flipping one mark of an accepted answer makes pzprjs refuse it."""
    files = []
    for kind, puzzle, answers in solved:
        data = kind.solution_json(puzzle, answers[0][0])
        whole = shown(kind, puzzle, answers[0][0])
        # lines or walls: drop one side; cells: change one. The first change that breaks a rule and
        # shows in the file (a clue cell's does not, nor Four Cells' wall beside a blanked cell).
        for changed in (one_side_dropped(data) if isinstance(data, dict) else one_cell_changed(data)):
            try:
                broken = kind.solution_from_json(puzzle, changed)
            except ValueError:  # a mark the genre has no use for (Shakashaka's triangles are 2 to 5)
                continue
            if shown(kind, puzzle, broken) != whole and not kind.is_solution(puzzle, broken):
                break
        assert not kind.is_solution(puzzle, broken)
        if kind.ID not in UNKNOWN_TO_PZPR:
            files.append(kind.solution_pzprv3(puzzle, broken))
    assert not any(v["complete"] for v in verdicts(files))


def shown(kind, puzzle, solution):
    """What of a solution pzprjs sees (its file), or the whole solution for a genre puzz.link has not."""
    return kind.solution_pzprv3(puzzle, solution) if kind.PUZZLINK else kind.solution_json(puzzle, solution)


def one_side_dropped(data: dict):
    """Copies of a lines or walls answer with one drawn side (across first) taken away."""
    for key in ("across", "down"):
        for r, row in enumerate(data[key]):
            for c, mark in enumerate(row):
                if mark != "0":
                    yield dict(data, **{key: data[key][:r] + [row[:c] + "0" + row[c + 1:]] + data[key][r + 1:]})


def one_cell_changed(rows: list):
    """The solution JSON with one cell changed, cell by cell: a shading's mark flipped, a number one less
    (then one more: pzprjs's Ripple Effect lets a number past its room's size pass), a digit grid's ``.``
    cells and clue cells kept."""
    digits = any(isinstance(row, str) and any(ch.isdigit() for ch in row) for row in rows)
    for r, row in enumerate(rows):
        for c, x in enumerate(row):
            if not isinstance(row, str):
                for y in ([x - 1] if x > 1 else []) + [x + 1]:
                    yield rows[:r] + [row[:c] + [y] + row[c + 1 :]] + rows[r + 1 :]
            elif x.isdigit() or not digits:
                new = str(int(x) % 9 + 1) if x.isdigit() else "." if x == "#" else "#"
                yield rows[:r] + [row[:c] + new + row[c + 1 :]] + rows[r + 1 :]


@pytest.mark.parametrize("kind_id, url, answer", FIXTURES, ids=[f[0] for f in FIXTURES])
def test_pzprjs_fixture_is_solved_as_pzprjs_answers_it(kind_id, url, answer):
    kind = KINDS[kind_id]
    puzzle = kind.decode(url)
    found = list(islice(kind.solutions(puzzle), 2))
    assert len(found) == 1
    ours = kind.solution_pzprv3(puzzle, found[0])
    assert verdicts([answer, ours]) == [verdict(answer)] * 2
    # pzprjs marks "not shaded" and "no line" several ways (".", "+", "0", "-1"): compare what is drawn.
    assert drawn(ours) == drawn(answer)


def drawn(file: str) -> list[str]:
    return ["#" if token in ("#", "1") else "." for token in file.split("/")[4:] for token in token.split()]


def test_a_puzzle_with_two_solutions_says_so_and_shows_what_they_share():
    kind = KINDS["nurikabe"]
    puzzle = kind.decode("https://puzz.link/p?nurikabe/6/6/m8n8i9u")
    first, second = islice(kind.solutions(puzzle), 2)
    reply = kind.OPERATIONS["certain"](puzzle, {})
    assert reply["count"] == 2 and not reply["unique"]
    rows = reply["certain"]
    a, b = kind.solution_json(puzzle, first), kind.solution_json(puzzle, second)
    for r, row in enumerate(rows):
        for c, mark in enumerate(row):
            assert mark == ("?" if a[r][c] != b[r][c] else a[r][c]) or (mark == "?" and a[r][c] == b[r][c])
    assert "?" in "".join(rows)


def test_an_unsolvable_puzzle_has_no_certain_cells():
    kind = KINDS["akari"]
    puzzle = kind.decode("https://puzz.link/p?akari/3/3/g4h")  # a 4 on the top edge has only three neighbours
    assert list(kind.solutions(puzzle)) == []
    assert kind.OPERATIONS["certain"](puzzle, {}) == {"count": 0, "unique": False, "certain": None}


def test_a_unique_puzzle_is_certain_everywhere():
    kind = KINDS["slitherlink"]
    reply = kind.OPERATIONS["certain"](kind.decode("https://puzz.link/p?slither/5/5/cbcbcddad"), {})
    assert reply["unique"] and "?" not in "".join(reply["certain"]["across"] + reply["certain"]["down"])


@pytest.mark.parametrize("kind_id", GENRES)
def test_encode_gives_back_a_url_pzprjs_reads_as_the_same_puzzle(kind_id):
    kind = KINDS[kind_id]
    urls = [url for k, url in CORPUS if k == kind_id]
    ours = [kind.encode(kind.decode(url)) for url in urls]
    assert [kind.decode(url) for url in ours] == [kind.decode(url) for url in urls]
    assert kind_id in UNKNOWN_TO_PZPR or all(v["code"] != "open" for v in verdicts(ours))


@pytest.mark.parametrize("kind_id", ON_PUZZLINK)
@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet="0123456789abcdefghijklmnopqrstuvwxyz.-+=%@/?!", max_size=40),
       cols=st.integers(0, 12), rows=st.integers(0, 12))
def test_decode_refuses_bad_urls_with_a_sentence(kind_id, text, cols, rows):
    kind = KINDS[kind_id]
    genre = kind.PUZZLINK[0]
    for candidate in (text, f"https://puzz.link/p?{genre}/{cols}/{rows}/{text}"):
        try:
            puzzle = kind.decode(candidate)
        except ValueError as error:
            assert str(error) and "\n" not in str(error)
        else:
            assert kind.decode(kind.encode(puzzle)) == puzzle


clue_grids = st.integers(1, 7).flatmap(lambda w: st.integers(1, 7).flatmap(
    lambda h: st.tuples(st.just(w), st.just(h), st.lists(st.one_of(st.none(), st.integers(0, 4), st.just(numbers.QUESTION)),
                                                         min_size=w * h, max_size=w * h))))


@settings(max_examples=300, deadline=None)
@given(clue_grids)
def test_4cell_and_number16_codes_give_back_every_grid(grid):
    w, h, clues = grid
    assert numbers.decode_4cell(numbers.encode_4cell(clues), w * h) == (clues, "")
    assert numbers.decode_number16(numbers.encode_number16(clues), w * h) == (clues, "")


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 5), st.integers(2, 5), st.data())
def test_small_random_akari_and_slitherlink_solutions_pass_the_independent_check(w, h, data):
    """Random clue grids: whatever the engine returns is a solution, and when it finds none, brute force agrees."""
    for kind_id in ("akari", "slitherlink"):
        kind = KINDS[kind_id]
        clues = data.draw(st.lists(st.one_of(st.none(), st.none(), st.integers(0, 3)), min_size=w * h, max_size=w * h))
        genre = kind.PUZZLINK[0]
        puzzle = kind.decode(f"https://puzz.link/p?{genre}/{w}/{h}/{numbers.encode_4cell(clues)}")
        for solution in islice(kind.solutions(puzzle), 3):
            assert kind.is_solution(puzzle, solution)


def test_gridhunt_solve_url_detects_the_genre_and_json_carries_pzprv3():
    url = "https://puzz.link/p?akari/6/6/nekcakbl"
    assert kind_of_link(url) == "akari" and kind_of_link("https://puzz.link/p?kissing/5/5/x") is None
    done = subprocess.run([sys.executable, "-m", "gridhunt", "solve", url, "--json"], capture_output=True, text=True, cwd=ROOT)
    reply = json.loads(done.stdout)
    assert reply["status"] == "solved" and verdict(reply["pzprv3"])["complete"]


@pytest.mark.parametrize("kind", [pytest.param(KINDS[kind_id], id=kind_id) for kind_id in ON_PUZZLINK])
def test_the_import_layer_reads_a_genre_link_on_its_kind_and_names_it_on_another_page(kind):
    (_, share), *_ = kind.EXAMPLES
    query = share.split("?", 1)[1]
    genre, rest = query.split("/", 1)
    for text in (share, f"pzv.jp/p.html?{kind.PUZZLINK[0]}_edit/{rest}", f"<{share}>", query):
        reply = json.loads(handle(json.dumps({"op": "parse", "kind": kind.ID, "text": text})))
        assert reply["ok"] and reply["share"] == share and kind.NAME in reply["recognised"], (text, reply)
    assert kind_of_link(share) == kind.ID
    elsewhere = json.loads(handle(json.dumps({"op": "parse", "kind": "sudoku", "text": share})))
    assert not elsewhere["ok"] and f"a puzz.link {kind.NAME} link" in elsewhere["error"], elsewhere


def test_a_puzzlink_sudoku_is_still_sudokus_and_an_unread_genre_is_named():
    sudoku = json.loads(handle(json.dumps({"op": "parse", "kind": "sudoku", "text": "https://puzz.link/p?sudoku/4/4/g1k23k3g"})))
    assert sudoku["ok"] and sudoku["recognised"] == "a puzz.link Sudoku URL"
    assert kind_of_link("https://puzz.link/p?sudoku/4/4/g1k23k3g") == "sudoku"
    on_genre = json.loads(handle(json.dumps({"op": "parse", "kind": "nurikabe", "text": "https://puzz.link/p?sudoku/4/4/g1k23k3g"})))
    assert on_genre["error"] == "This is a puzz.link Sudoku link; open it on the Sudoku page"
    unread = json.loads(handle(json.dumps({"op": "parse", "kind": "sudoku", "text": "https://puzz.link/p?kissing/4/4/x"})))
    # the genres read are named, as many as a short sentence holds, then how many more
    assert "'kissing'" in unread["error"] and "reads puzz.link's Akari, " in unread["error"]
    assert "more (the Genres page lists them)" in unread["error"] and len(unread["error"]) < 300
