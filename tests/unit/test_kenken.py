"""KenKen (Tatham's Keen): the solver against brute force over every Latin square of small boards
(judged by is_solution, written apart from the encoding), the Tatham ID (its walls written back as
Tatham's encoder writes them) and the picture both ways, and bad input. npm's pzpr has no KenKen:
the corpus's answers are judged by is_solution in tests/unit/test_genres.py."""

import json
from itertools import islice
from math import prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import latin_squares, same_answers
from gridhunt.api import handle
from gridhunt.paste import identify
from gridhunt.puzzles import kenken as kind
from gridhunt.puzzles.kenken.codec import read_picture
from gridhunt.puzzlink.borders import regions_of

ICON = "5de:a__a_3a_5a_a_a_3b_bac_,a5m15a7a10s2s2d2s3m40m2s2"  # Tatham's collection, icons/keen.sav
SQUARES = {n: latin_squares(n) for n in (1, 2, 3, 4)}
NINE = ("9:a5__aa_4ba_a__a_5a_5a__a__a_a_5a__a__a__aa_a_aa_babaa_aa_3a__a__a__a_4a_3aa__a_a3,"
        "s1m378d2a9a9s1d4s2d2s1m30a12m6a22s1m196s1d3d3m64s1m63s4d4a16m21a11m54d4s7a15a11d4a15s7m30")


def test_a_public_puzzle_is_answered_as_its_source_answers_it():
    """A public puzzle_solver's Keen test and the answer it asserts."""
    puzzle = kind.decode(NINE)
    (solution,) = islice(kind.solutions(puzzle), 2)
    assert kind.solution_text(puzzle, solution) == (
        "547936812/986153247/759421386/861297534/612584793/238615479/374869125/425378961/193742658")


def test_encode_writes_the_walls_as_tathams_encoder_does():
    assert kind.encode(kind.decode(ICON)) == ICON.replace("5de:", "5:")
    assert kind.encode(kind.decode(NINE)) == NINE


@st.composite
def puzzles(draw):
    """A board of side 1 to 4 cut into cages by random walls, each cage's clue made from a random
    Latin square (an op its size allows) and now and then changed: most have an answer, some none."""
    n = draw(st.integers(1, 4))
    beside = draw(st.lists(st.booleans(), min_size=(n - 1) * n, max_size=(n - 1) * n))
    below = draw(st.lists(st.booleans(), min_size=n * (n - 1), max_size=n * (n - 1)))
    cages = regions_of(beside, below, n, n)
    square = draw(st.sampled_from(SQUARES[n]))
    targets, ops = [None] * (n * n), [0] * (n * n)
    for k in range(max(cages) + 1):
        cells = [i for i in range(n * n) if cages[i] == k]
        if draw(st.integers(0, 5)) == 0:
            continue  # a cage not given its clue yet, as on a board being typed
        digits = [square[i] for i in cells]
        op = draw(st.sampled_from("+x-/" if len(cells) == 2 else "+x"))
        small, large = min(digits), max(digits)
        target = {"+": sum(digits), "x": prod(digits), "-": large - small, "/": large // small}[op]
        if op == "/" and large % small or op == "-" and not target:
            op, target = "+", sum(digits)
        targets[cells[0]] = target + (draw(st.sampled_from([0, 0, 0, 1])) if len(cells) > 1 else 0)
        ops[cells[0]] = "+-x/".index(op) + 1
    return kind.from_model({"w": n, "h": n, "cages": cages, "targets": targets, "ops": ops})


@settings(max_examples=150, deadline=None)
@given(puzzles())
def test_the_solver_finds_exactly_the_squares_brute_force_finds(puzzle):
    expected = {square for square in SQUARES[puzzle.w] if kind.is_solution(puzzle, square)}
    assert same_answers(kind.solutions(puzzle), expected)
    assert kind.decode(kind.encode(puzzle)) == puzzle
    assert read_picture(kind.render(puzzle))[0] == puzzle


def test_a_cage_without_a_clue_is_read_written_and_solved_as_any_digits():
    blank = kind.from_model({"w": 3, "h": 3, "cages": [0] * 9, "targets": [None] * 9, "ops": [0] * 9})
    assert kind.encode(blank) == "3:l,a0" and kind.decode("3:l,a0") == blank  # Tatham's game shows it as 0+
    assert len(list(kind.solutions(blank))) == 12 and read_picture(kind.render(blank))[0] == blank


def test_is_solution_states_the_rules():
    puzzle = kind.decode("2:a_3,d2a1a2")  # a division cage of the top row, then one-cell cages of 1 and 2
    assert kind.is_solution(puzzle, (2, 1, 1, 2)) and not kind.is_solution(puzzle, (1, 2, 2, 1))
    assert not kind.is_solution(puzzle, (2, 1, 2, 1))  # a column twice 2


@pytest.mark.parametrize("text, words", [
    ("4:_a_a__a_ba_a__a__,s1s1m6a5m12d2a4d2a3", "more clues than cages"),
    ("4:_a_a__a_ba_a__a__,s1s1m6a5m12d2a4", "fewer clues"),
    ("2:a_3,d2a3a2", "its digit, 1 to 2"),
    ("2:a_3,d0a1a2", "target 0"),
    ("3x4:_,a1", "square"),
    ("nurikabe/3/3/x", "Tatham Keen game ID"),
])
def test_bad_ids_are_refused_with_a_sentence(text, words):
    with pytest.raises(ValueError, match=words):
        kind.decode(text)


def test_the_picture_reads_back_and_names_its_problems():
    puzzle = kind.decode(ICON)
    assert read_picture(kind.render(puzzle)) == (puzzle, "KenKen")
    assert read_picture("A2/ A\nB1+ C2*")[0] == kind.decode("2:a_3,d2a1m2")
    assert len(read_picture("A1+ B2+\nB2+ A1+")[0].cages) == 4  # one letter in two places apart: two cages
    for text, words in (("A3+ A\nB", "Row 2 has 1 cells"), ("A3+ A3+\nB1+ C2+", "2 clues"), ("A3 A\nB1+ C2+", "a cell is its cage's letter"),
                        ("Nurikabe:\nA1+", "not KenKen")):
        with pytest.raises(ValueError, match=words):
            read_picture(text)


def test_a_tatham_id_or_link_or_picture_opens_on_kenken_and_solves_on_the_page():
    for text in (ICON, f"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/keen.html#{ICON}", kind.render(kind.decode(ICON))):
        kind_id, reading = identify(text)
        assert kind_id == "kenken" and reading.puzzle == kind.decode(ICON)
    reply = json.loads(handle(json.dumps({"op": "solve", "kind": "kenken", "puzzle": ICON, "limit": 2})))
    assert reply["unique"] and "pzprv3" not in reply
    drawn = json.loads(handle(json.dumps({"op": "draw", "kind": "genres", "puzzle": ICON, "answer": reply["solutions"][0]})))
    assert drawn["kind"] == "kenken" and drawn["text"] == reply["text"][0]
    assert [cell.get("label") for cell in drawn["board"]["cells"][:3]] == ["5+", None, "15×"]
