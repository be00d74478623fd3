"""Variant Sudoku: real puzzles from their links, every rule against a brute force judged by the
independent checker, the share string, the model, f-puzzles' JSON both ways, and bad links."""

import json
import subprocess
import sys
from itertools import islice, permutations
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridhunt import api, paste
from gridhunt.lzstring import compress_base64, decompress_base64
from gridhunt.puzzles import sudoku
from gridhunt.puzzles.sudoku import fpuzzles, variant_rules
from gridhunt.puzzles.sudoku.grid import Puzzle
from gridhunt.puzzles.sudoku.sclpuzzle import unzip
from gridhunt.puzzles.sudoku.variant import CLUES, RULES, Clue, Variant, check_variant
from gridhunt.puzzles.sudoku.variant_check import broken_rule

HERE = Path(__file__).resolve().parent.parent / "variants"


def corpus(name: str) -> list[tuple[str, str, str]]:
    rows = []
    for line in (HERE / name).read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            link, solution, source = line.split("\t")
            rows.append((link, solution, source))
    return rows


CORPUS = corpus("corpus.txt")
REFUSED = corpus("refused.txt")


@pytest.mark.parametrize(("link", "solution", "source"), CORPUS, ids=[source for _, _, source in CORPUS])
def test_real_variant_puzzles_have_one_solution_that_keeps_every_rule(link, solution, source):
    puzzle = paste.read("sudoku", link).puzzle
    found = list(islice(sudoku.solutions(puzzle), 2))
    assert len(found) == 1
    assert broken_rule(puzzle, found[0]) is None
    if solution != "-":
        assert sudoku.solution_text(puzzle, found[0]) == solution


@pytest.mark.parametrize(("link", "solution", "source"), REFUSED, ids=[source for _, _, source in REFUSED])
def test_a_rule_gridhunt_does_not_know_is_named_never_dropped(link, solution, source):
    reply = json.loads(api.handle(json.dumps({"op": "solve", "kind": "sudoku", "puzzle": link})))
    assert not reply["ok"]
    assert reply["error"].startswith("This puzzle has rules Gridhunt does not solve: ")


def test_a_corpus_puzzle_round_trips_through_share_model_and_f_puzzles_link():
    for link, _, _ in CORPUS[:8]:
        puzzle = paste.read("sudoku", link).puzzle
        assert sudoku.decode(sudoku.encode(puzzle)) == puzzle
        assert sudoku.from_model(json.loads(json.dumps(sudoku.model(puzzle)))) == puzzle
        assert paste.read("sudoku", fpuzzles.link(puzzle)).puzzle == puzzle


def test_the_api_solves_a_link_proves_uniqueness_and_exports_it_back():
    link = CORPUS[0][0]
    reply = json.loads(api.handle(json.dumps({"op": "solve", "kind": "sudoku", "puzzle": link, "limit": 2})))
    assert reply["ok"] and reply["unique"] and reply["share"].startswith("fpuzzles:")
    assert reply["solutions"] == [CORPUS[0][1]]
    forms = json.loads(api.handle(json.dumps({"op": "export", "kind": "sudoku", "puzzle": reply["share"]})))["forms"]
    fp = next(form for form in forms if form["id"] == "fpuzzles")
    assert fp["text"].startswith("https://f-puzzles.com/?load=")
    assert paste.read("sudoku", fp["text"]).puzzle == paste.read("sudoku", link).puzzle
    assert all(form["reason"] for form in forms if form["id"] != "fpuzzles")


def test_certain_digits_of_a_puzzle_with_several_solutions():
    cage = Clue("killer", (0, 1), 3)
    puzzle = Puzzle(4, 2, 2, (0,) * 16, Variant(None, (cage,), ()))
    reply = sudoku.OPERATIONS["certain"](puzzle, {})
    assert reply["count"] == 2
    every = [s for s in all_grids() if broken_rule(puzzle, s) is None]
    expected = "".join(str(every[0][i]) if len({s[i] for s in every}) == 1 else "." for i in range(16))
    assert reply["certain"] == expected


def test_a_unique_variant_s_certain_digits_are_its_solution():
    link, solution, _ = CORPUS[1]
    puzzle = paste.read("sudoku", link).puzzle
    assert sudoku.OPERATIONS["certain"](puzzle, {}) == {"certain": solution, "count": 1}


def test_hints_refuse_a_variant_with_a_sentence():
    puzzle = paste.read("sudoku", CORPUS[0][0]).puzzle
    with pytest.raises(ValueError, match="classic Sudoku"):
        sudoku.OPERATIONS["hint"](puzzle, {})


@pytest.mark.parametrize(("link", "solution", "source"), CORPUS[::4], ids=[source for _, _, source in CORPUS[::4]])
def test_a_variant_s_pencil_marks_keep_the_solution_s_digits_and_drop_what_the_rules_forbid(link, solution, source):
    puzzle = paste.read("sudoku", link).puzzle
    marks = sudoku.OPERATIONS["candidates"](puzzle, {})["candidates"]
    (found,) = list(islice(sudoku.solutions(puzzle), 2))
    assert all(m >> (v - 1) & 1 for m, v in zip(marks, found))


def test_a_cage_s_pencil_marks_are_its_digits():
    cage = Clue("killer", (0, 1), 3)
    puzzle = Puzzle(4, 2, 2, (0,) * 15 + (4,), Variant(None, (cage,)))
    marks = sudoku.OPERATIONS["candidates"](puzzle, {})["candidates"]
    assert marks[:2] == [0b0011, 0b0011] and marks[15] == 0b1000
    assert marks[3] == 0b0100  # r1c4: the cage's 1 and 2 are in its row, the 4 below it


def test_a_cage_with_several_digit_sets_keeps_the_digits_of_any():
    cage = Clue("killer", (0, 1), 9)  # on a 6x6: 3 + 6 or 4 + 5
    marks = sudoku.OPERATIONS["candidates"](Puzzle(6, 2, 3, (0,) * 36, Variant(None, (cage,))), {})["candidates"]
    assert marks[:2] == [0b111100, 0b111100] and marks[2] == 0b111111


def test_a_classic_f_puzzles_link_is_a_classic_sudoku():
    worked = sudoku.decode(sudoku.EXAMPLES[0][1])
    assert paste.read("sudoku", fpuzzles.link(worked)).puzzle == worked


def test_irregular_regions_are_read_and_clashes_named_by_region():
    regions = [0, 0, 1, 1, 0, 0, 1, 1, 2, 3, 3, 3, 2, 2, 2, 3]
    grid = [[{"region": regions[r * 4 + c]} for c in range(4)] for r in range(4)]
    puzzle, _ = fpuzzles.decode_json({"size": 4, "grid": grid})
    assert puzzle.variant.regions == tuple(regions)
    solutions = list(sudoku.solutions(puzzle))
    assert solutions and all(broken_rule(puzzle, s) is None for s in solutions)
    assert {s for s in all_grids(regions)} == set(solutions)
    grid[2][0] = {"region": 2, "value": 1, "given": True}
    grid[3][2] = {"region": 2, "value": 1, "given": True}
    with pytest.raises(ValueError, match="Region 3 has two 1s"):
        paste.read("sudoku", json.dumps({"size": 4, "grid": grid}))


# ---------------------------------------------------------------- every rule against a brute force


def all_grids(regions=None):
    """Every filled 4x4 grid whose rows, columns and regions (boxes by default) hold 1-4 once."""
    regions = regions or [(r // 2) * 2 + c // 2 for r in range(4) for c in range(4)]
    rows = list(permutations(range(1, 5)))
    out = []

    def extend(grid):
        if len(grid) == 16:
            if all(len({grid[i] for i in range(16) if regions[i] == k}) == 4 for k in range(4)):
                out.append(tuple(grid))
            return
        for row in rows:
            if all(row[c] != grid[r * 4 + c] for r in range(len(grid) // 4) for c in range(4)):
                extend(grid + list(row))

    extend([])
    return out


GRIDS = all_grids()
N = 4


def cells(draw, low, high):
    return tuple(draw(st.lists(st.integers(0, 15), min_size=low, max_size=high, unique=True)))


@st.composite
def clues(draw):
    kind = draw(st.sampled_from(sorted(CLUES)))
    if kind in ("difference", "ratio", "xv"):
        i = draw(st.integers(0, 15))
        j = draw(st.sampled_from([k for k in (i + 1, i + 4) if k < 16 and not (k == i + 1 and k % 4 == 0)] or [i - 4]))
        value = {"difference": draw(st.integers(1, 3)), "ratio": draw(st.integers(2, 4)), "xv": draw(st.sampled_from([5]))}[kind]
        return Clue(kind, (i, j), value)
    if kind in ("odd", "even", "minimum", "maximum"):
        return Clue(kind, (draw(st.integers(0, 15)),))
    if kind == "littlekiller":
        outside = draw(st.sampled_from([(r, c) for r in range(-1, 5) for c in range(-1, 5) if not (0 <= r < 4 and 0 <= c < 4)]))
        dr, dc = draw(st.sampled_from([(1, 1), (1, -1), (-1, 1), (-1, -1)]))
        (r, c), line = outside, []
        while 0 <= r + dr < 4 and 0 <= c + dc < 4:
            r, c = r + dr, c + dc
            line.append(r * 4 + c)
        if not line:
            return Clue("odd", (0,))
        return Clue(kind, tuple(line), draw(st.integers(1, 12)), outside=outside)
    if kind == "sandwich":
        k = draw(st.integers(0, 3))
        if draw(st.booleans()):
            return Clue(kind, tuple(k * 4 + c for c in range(4)), draw(st.integers(0, 5)), outside=(k, -1))
        return Clue(kind, tuple(r * 4 + k for r in range(4)), draw(st.integers(0, 5)), outside=(-1, k))
    if kind == "quadruple":
        r, c = draw(st.integers(0, 2)), draw(st.integers(0, 2))
        square = (r * 4 + c, r * 4 + c + 1, r * 4 + c + 4, r * 4 + c + 5)
        return Clue(kind, square, digits=tuple(draw(st.lists(st.integers(1, 4), min_size=1, max_size=3))))
    if kind == "arrow":
        chosen = cells(draw, 2, 4)
        split = draw(st.integers(1, len(chosen) - 1))
        return Clue(kind, chosen[split:], other=chosen[:split])
    if kind == "clone":
        chosen = cells(draw, 2, 6)
        half = len(chosen) // 2
        return Clue(kind, chosen[:half], other=chosen[half : 2 * half])
    if kind == "killer":
        chosen = cells(draw, 1, 4)
        return Clue(kind, chosen, draw(st.one_of(st.none(), st.integers(1, 12))))
    if kind == "whispers":
        return Clue(kind, cells(draw, 2, 4), draw(st.one_of(st.none(), st.integers(1, 3))))
    return Clue(kind, cells(draw, 2, 4))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(clues(), max_size=3), st.lists(st.sampled_from([r for r in RULES if r != "disjointgroups"]), max_size=2))
def test_the_clauses_find_exactly_the_grids_the_checker_accepts(clue_list, rules):
    variant = Variant(None, tuple(clue_list), tuple(sorted(set(rules), key=RULES.index)))
    try:
        check_variant(N, variant, (2, 2))
    except ValueError:
        return
    puzzle = Puzzle(N, 2, 2, (0,) * 16, variant)
    expected = {s for s in GRIDS if broken_rule(puzzle, s) is None}
    found = set(variant_rules.solutions(puzzle))
    assert found == expected


def test_disjoint_groups_on_a_4x4():
    puzzle = Puzzle(N, 2, 2, (0,) * 16, Variant(None, (), ("disjointgroups",)))
    assert set(variant_rules.solutions(puzzle)) == {s for s in GRIDS if broken_rule(puzzle, s) is None}


# ---------------------------------------------------------------- bad links


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCI", "cut short"),
        ("https://f-puzzles.com/?load=hello!world", "lz-string never writes"),
        ("https://f-puzzles.com/?load=", "holds no puzzle"),
        ("https://f-puzzles.com/?load=" + compress_base64('{"size": 9, "grid": [], "xsum": [{"cell": "R0C1"}]}'), "9 rows"),
        ("https://f-puzzles.com/?load=" + compress_base64("not json"), "cut short"),
        ("https://sudokupad.app/abc123", "SudokuPad's server"),
        ("https://app.crackingthecryptic.com/sudoku/xyz789", "long link"),
    ],
)
def test_a_bad_link_gets_a_sentence(text, words):
    reply = json.loads(api.handle(json.dumps({"op": "parse", "kind": "sudoku", "text": text})))
    assert not reply["ok"]
    assert words in reply["error"]


def test_an_unknown_constraint_is_named():
    grid = [[{}] * 4 for _ in range(4)]
    with pytest.raises(ValueError, match="X-sums, 'rainbow'"):
        fpuzzles.decode_json({"size": 4, "grid": grid, "xsum": [{"cell": "R0C1", "value": "5"}], "rainbow": [1]})


def test_a_drawing_is_named_in_a_note():
    grid = [[{}] * 4 for _ in range(4)]
    reading = paste.read("sudoku", json.dumps({"size": 4, "grid": grid, "line": [{"lines": [["R1C1", "R1C2"]]}],
                                              "killercage": [{"cells": ["R1C1"], "value": "1"}]}))
    assert "lines were not read as rules" in reading.recognised
    assert reading.extra["notes"]


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | st.sampled_from(["R1C1", "R0C2", "R5C5", "X", "v", "3", "", "DR"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["cells", "cell", "lines", "value", "values", "direction", "cloneCells", "given", "region"]),
        inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(sorted(fpuzzles.READERS) + list(fpuzzles.FLAGS) + ["negative", "grid", "size"]),
                       JSONISH, max_size=4))
def test_any_f_puzzles_json_is_read_or_refused_with_a_sentence(extra):
    data = {"size": 4, "grid": [[{} for _ in range(4)] for _ in range(4)], **extra}
    try:
        puzzle, _ = fpuzzles.decode_json(data)
    except ValueError as error:
        assert 0 < len(str(error)) < 200 and "\n" not in str(error)
        return
    assert sudoku.decode(sudoku.encode(puzzle)) == puzzle


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=", max_size=80))
def test_any_load_text_gets_a_reply(body):
    reply = json.loads(api.handle(json.dumps({"op": "parse", "kind": "sudoku", "text": "https://f-puzzles.com/?load=" + body})))
    assert reply["ok"] or 0 < len(reply["error"]) < 200


def test_the_command_line_proves_every_corpus_puzzle_unique():
    links = "\n".join(link for link, _, _ in CORPUS) + "\n"
    done = subprocess.run([sys.executable, "-m", "gridhunt", "solve", "sudoku", "--count", "--json"], input=links,
                          capture_output=True, text=True, check=False)
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [line["unique"] for line in lines] == [True] * len(CORPUS)
    assert all(line["solution"] == solution for line, (_, solution, _) in zip(lines, CORPUS) if solution != "-")


def test_the_command_line_solves_f_puzzles_links_and_names_a_short_sudokupad_id():
    links = "\n".join(link for link, _, _ in CORPUS[:2]) + "\nhttps://sudokupad.app/abc123\n"
    done = subprocess.run([sys.executable, "-m", "gridhunt", "solve", "sudoku", "--count", "--json"], input=links,
                          capture_output=True, text=True, check=False)
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [line["unique"] for line in lines[:2]] == [True, True]
    assert [line["solution"] for line in lines[:2]] == [CORPUS[0][1], CORPUS[1][1]]
    assert "long link" in lines[2]["error"] and done.returncode == 1


# ---------------------------------------------------------------- SudokuPad's own JSON

PARITY_FISH = (HERE / "parity_fish_scl.txt").read_text().strip()  # Sakana's Sudoku-Bench README: Marty Sears' Parity Fish


def test_a_sudokupad_link_s_dots_are_read_and_its_picture_named():
    reading = paste.read("sudoku", "https://sudokupad.app/scl" + PARITY_FISH)
    kinds = [clue.kind for clue in reading.puzzle.variant.clues]
    assert kinds.count("difference") == 16 and kinds.count("ratio") == 5
    assert "background picture" in reading.recognised
    published = unzip(decompress_base64(PARITY_FISH))["metadata"]["solution"]
    assert broken_rule(reading.puzzle, tuple(int(ch) for ch in published)) is None


def scl_link(data: dict) -> str:
    return "https://sudokupad.app/scl" + compress_base64(json.dumps(data))


def grid4(**values):
    cells = [[{} for _ in range(4)] for _ in range(4)]
    for name, v in values.items():
        cells[int(name[1]) - 1][int(name[3]) - 1] = {"value": v}
    return cells


def test_sudokupad_shapes_become_rules_where_the_rules_text_says_which():
    data = {
        "cells": grid4(r4c4=1),
        "metadata": {"rules": "Normal sudoku rules. Digits on a thermo increase from the bulb. Renban and whispers lines."},
        "cages": [{"cells": [[0, 0], [1, 0]], "value": 7}, {"value": "title: A test"}],
        "lines": [
            {"wayPoints": [[0.5, 1.5], [0.5, 3.5]], "color": "#CFCFCF"},  # bulb at r1c2: a thermometer
            {"wayPoints": [[2.5, 0.5], [2.5, 1.5]], "color": "#F067F0"},  # purple: renban
            {"wayPoints": [[3.5, 0.5], [3.5, 1.5]], "color": "#C0C0C0"},  # grey, no bulb: ask
        ],
        "underlays": [{"center": [0.5, 1.5], "width": 0.8, "height": 0.8, "rounded": True, "backgroundColor": "#CFCFCF"}],
        "overlays": [{"center": [2, 2.5], "width": 0.3, "height": 0.3, "rounded": True, "backgroundColor": "#FFFFFF"},
                     {"center": [1.5, 3], "width": 0.3, "height": 0.3, "text": "V"}],
    }
    reading = paste.read("sudoku", scl_link(data))
    clues = {(clue.kind, clue.cells, clue.value) for clue in reading.puzzle.variant.clues}
    assert clues == {("killer", (0, 4), 7), ("thermo", (1, 2, 3), None), ("renban", (8, 9), None),
                     ("difference", (6, 10), 1), ("xv", (6, 7), 5)}
    assert reading.puzzle.cells[15] == 1
    (choice,) = reading.extra["choices"]
    assert choice["cells"] == [[3, 0], [3, 1]] and "decoration" in choice["options"]
    assert "choose what each is" in reading.recognised


def test_circles_and_squares_in_cells_are_offered_by_look_and_a_thermometer_is_read_from_its_bulb():
    data = {
        "cells": grid4(),
        "metadata": {"rules": "Digits on a thermometer increase from the bulb."},
        "lines": [{"wayPoints": [[3.5, 3.5], [3.5, 1.5]], "color": "#CFCFCF"}],  # drawn from the tip
        "underlays": [{"center": [3.5, 1.5], "width": 0.8, "height": 0.8, "rounded": True, "backgroundColor": "#CFCFCF"},
                      {"center": [0.5, 0.5], "width": 0.7, "height": 0.7, "rounded": True, "backgroundColor": "#AAAAAA"},
                      {"center": [1.5, 2.5], "width": 0.7, "height": 0.7, "rounded": True, "backgroundColor": "#AAAAAA"},
                      {"center": [2.5, 0.5], "width": 0.7, "height": 0.7, "backgroundColor": "#AAAAAA"},
                      {"center": [2.5, 2.5], "width": 1, "height": 1, "backgroundColor": "#FFEE00"}],  # colouring
    }
    reading = paste.read("sudoku", scl_link(data))
    assert [(clue.kind, clue.cells) for clue in reading.puzzle.variant.clues] == [("thermo", (13, 14, 15))]
    circles, squares = sorted(reading.extra["choices"], key=lambda choice: choice["shape"])
    assert circles["cells"] == [[0, 0], [1, 2]] and squares["cells"] == [[2, 0]]
    assert circles["options"] == ["odd", "even", "minimum", "maximum", "decoration"]
    assert "circle or square" in reading.recognised and "1 drawn shape" in reading.recognised


def test_the_shortened_json_sudokupad_writes_is_read():
    zipped = "{ce:[[{v:1},,,],[,,,],[,,,],[,,,]],ca:[{ce:[[0,1],[0,2]],v:5}],metadata:{rules:'A killer cage\\'s digits sum to its number'}}"
    assert unzip(zipped)["cages"] == [{"cells": [[0, 1], [0, 2]], "value": 5}]
    reading = paste.read("sudoku", "https://sudokupad.app/scl" + compress_base64(zipped))
    assert [(clue.kind, clue.value) for clue in reading.puzzle.variant.clues] == [("killer", 5)]


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="{}[],:'tf#0F123abcv.", max_size=80))
def test_any_sudokupad_text_gets_a_reply(text):
    for prefix in ("scl", "ctc", "fpuzzles"):
        reply = json.loads(api.handle(json.dumps({"op": "parse", "kind": "sudoku",
                                                  "text": "https://sudokupad.app/" + prefix + compress_base64(text)})))
        assert reply["ok"] or 0 < len(reply["error"]) < 200


def test_a_published_sudokupad_link_s_answer_key_matches_the_solution():
    """The study app that published the third SudokuPad link checks answers by their top row, 165243."""
    link = next(link for link, _, source in CORPUS if "ANSWER_KEY" in source)
    (found,) = list(islice(sudoku.solutions(paste.read("sudoku", link).puzzle), 2))
    assert "".join(map(str, found[:6])) == "165243"
