"""Futoshiki (Tatham's Unequal): the solver against brute force over every Latin square of small
boards (judged by is_solution, written apart from the encoding), the Tatham ID and the picture
both ways, and bad input. npm's pzpr has no Futoshiki: the corpus's answers are judged by
is_solution in tests/unit/test_genres.py."""

import json
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brute import latin_squares, same_answers
from gridhunt.api import handle
from gridhunt.paste import identify
from gridhunt.puzzles import futoshiki as kind
from gridhunt.puzzles.futoshiki.codec import Puzzle, read_picture
from gridhunt.puzzles.futoshiki.rules import neighbours

EASY = "4:0,0,0L,0L,0,0D,0,1,0,0,0,0,0,0,0,4,"  # a public puzzle_solver's test, with its answer
ADJACENT = "5a:0D,0R,0RDL,0DL,1,0UR,0L,0UR,0URL,0L,0RD,0L,0R,0L,0,0UD,0,0D,0,0,0U,0R,0URL,0L,0,"


def test_the_public_puzzles_are_answered_as_their_source_answers_them():
    for share, answer in ((EASY, "4123/2431/1342/3214"), (ADJACENT, "25431/12543/34125/41352/53214")):
        puzzle = kind.decode(share)
        (solution,) = islice(kind.solutions(puzzle), 2)
        assert kind.solution_text(puzzle, solution) == answer and kind.is_solution(puzzle, solution)


SQUARES = {n: latin_squares(n) for n in (1, 2, 3, 4)}


@st.composite
def puzzles(draw):
    """A board of side 1 to 4 with random givens and signs (or, in the Adjacent mode, random bars), read
    from its model as the page would send it: most have no answer, some several."""
    n = draw(st.integers(1, 4))
    adjacent = draw(st.booleans())
    givens = [draw(st.one_of(st.none(), st.none(), st.none(), st.integers(1, n))) for _ in range(n * n)]
    signs = []
    for i, j in neighbours(n):
        choice = draw(st.sampled_from([None, None, "bar"] if adjacent else [None, None, None, "<", ">"]))
        if choice:
            signs.append((i, j) if choice in (">", "bar") else (j, i))
    try:
        return kind.codec.checked(Puzzle(n, n, tuple(givens), tuple(sorted(signs)), adjacent))
    except ValueError:  # two givens alike in a line, a sign its givens break: the decoder refuses those
        return None


@settings(max_examples=150, deadline=None)
@given(puzzles())
def test_the_solver_finds_exactly_the_squares_brute_force_finds(puzzle):
    if puzzle is None:
        return
    expected = {square for square in SQUARES[puzzle.w] if kind.is_solution(puzzle, square)}
    assert same_answers(kind.solutions(puzzle), expected)
    assert kind.decode(kind.encode(puzzle)) == puzzle
    assert read_picture(kind.render(puzzle))[0] == puzzle


def test_is_solution_states_the_rules():
    puzzle = kind.decode("2:0R,0,0,0,")  # the top left cell is larger than the one on its right
    assert kind.is_solution(puzzle, (2, 1, 1, 2)) and not kind.is_solution(puzzle, (1, 2, 2, 1))
    assert not kind.is_solution(puzzle, (2, 1, 2, 1))  # a column twice 2
    adjacent = kind.decode("3a:0R,0L,0,0,0,0,0,0,0,")  # one bar: every other pair side by side not one apart
    assert not any(kind.is_solution(adjacent, square) for square in SQUARES[3])


def test_certain_shows_the_digits_two_solutions_share():
    puzzle = kind.decode("5:0,0,0,4L,0L,0,2LU,0L,0U,0,0,0U,0,0,0,0,0D,0,3LRUD,0,0R,3,0L,0,0,")  # Guardian #2 as noted
    every = list(islice(kind.solutions(puzzle), 50))
    reply = kind.OPERATIONS["certain"](puzzle, {})
    assert len(every) > 1 and reply["count"] == 2 and not reply["unique"]
    alike = [every[0][i] if len({s[i] for s in every}) == 1 else "?" for i in range(25)]
    assert [x for row in reply["certain"] for x in row] == alike and "?" in alike and 1 in alike


@pytest.mark.parametrize("text, words", [
    ("4:0,0,0L,0L,0,0D,0,1,0,0,0,0,0,0,0,", "too short"),
    ("4:0,0,0L,0L,0,0D,0,1,0,0,0,0,0,0,0,5,", "1 to 4"),
    ("3:1,1,0,0,0,0,0,0,0,", "Row 1 has two 1s"),
    ("2:0R,0L,0,0,", "opposite ways"),
    ("2:1R,2,0,0,", "not met"),
    ("3a:0R,0,0,0,0,0,0,0,0,", "both of its cells"),
    ("3x4:0,0,0,", "square"),
    ("nurikabe/3/3/x", "Tatham Unequal game ID"),
])
def test_bad_ids_are_refused_with_a_sentence(text, words):
    with pytest.raises(ValueError, match=words):
        kind.decode(text)


def test_the_picture_reads_back_and_names_its_problems():
    puzzle = kind.decode(ADJACENT)
    assert read_picture(kind.render(puzzle)) == (puzzle, "Futoshiki")
    assert read_picture("1 . .\n. . .\n. .<1")[0].signs == ((8, 7),)
    assert read_picture(". .\n  v\n. .")[0].signs == ((1, 3),)
    assert read_picture(". .\n.|.")[0].adjacent  # a bar says the Adjacent mode without a header
    for text, words in (("1 2\n. . .", "as many cells"), (". .\n^\n. .\n-", "last row"), ("<. .\n. .", "between two cells"),
                        ("Nurikabe:\n. .\n. .", "not Futoshiki"), (".<.\n.|.", "bars only")):
        with pytest.raises(ValueError, match=words):
            read_picture(text)


def test_a_tatham_id_or_link_opens_on_futoshiki_and_solves_on_the_page():
    for text in (EASY, f"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/unequal.html#{EASY}", kind.render(kind.decode(EASY))):
        kind_id, reading = identify(text)
        assert kind_id == "futoshiki" and reading.puzzle == kind.decode(EASY)
    reply = json.loads(handle(json.dumps({"op": "solve", "kind": "futoshiki", "puzzle": EASY, "limit": 2})))
    assert reply["unique"] and reply["share"] == EASY and "pzprv3" not in reply
    drawn = json.loads(handle(json.dumps({"op": "draw", "kind": "genres", "puzzle": EASY})))
    assert drawn["kind"] == "futoshiki" and sorted(p[2] for p in drawn["board"]["points"]) == ["greater", "less", "less"]
    parsed = json.loads(handle(json.dumps({"op": "parse", "kind": "futoshiki", "text": EASY})))
    assert parsed["ok"] and "Unequal" in parsed["recognised"]


def test_a_model_with_a_sign_off_the_sides_or_of_the_wrong_mode_gets_a_sentence():
    model = kind.model(kind.decode(EASY))
    for place, sign, words in ((0, 1, "side between two cells"), (1, 3, "Adjacent mode")):
        bad = dict(model, signs=[sign if k == place else x for k, x in enumerate(model["signs"])])
        with pytest.raises(ValueError, match=words):
            kind.from_model(bad)
