"""The genres' text pictures (puzzlink/picture.py), read and written from each genre's EDITOR.

Random boards of every genre (drawn from its declaration, tests/declared.py) go round through
the picture, the puz.link URL and the model; a picture is read where a user pastes one (the
import layer, the home page's box, the command line), and a bad one gets a sentence.
"""

import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from declared import boards
from gridhunt import paste, tatham
from gridhunt.api import handle
from gridhunt.puzzles import KINDS
from gridhunt.puzzlink import picture
from mutations import near

GENRES = [kind for kind in KINDS.values() if getattr(kind, "PAGE", None) == "genres" and hasattr(kind, "picture")]
ROUNDS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


@st.composite
def puzzles(draw):
    """A genre and a puzzle of it that a user could type (what from_model accepts of a random board)."""
    kind = draw(st.sampled_from(GENRES))
    model = draw(boards(kind.EDITOR))
    try:
        return kind, model, kind.from_model(model)
    except ValueError:
        assume(False)


def test_every_genre_whose_clues_fit_a_picture_has_one():
    """A genre whose EDITOR the picture can write (one clue layer a cell, no corners) shows ``picture`` on its face,
    unless it reads a picture of its own (Futoshiki's signs between cells, written ``^`` ``v`` under a row)."""
    for kind in KINDS.values():
        if getattr(kind, "PAGE", None) == "genres" and hasattr(kind, "EDITOR") and picture.supports(kind.EDITOR):
            own = kind.imports.picture is not None and not isinstance(kind.imports.picture, picture.Picture)
            assert own or (kind in GENRES and kind.imports.picture is kind.picture), kind.ID


@ROUNDS
@given(puzzles())
def test_a_board_goes_round_through_picture_url_and_model(case):
    kind, model, puzzle = case
    assert picture.read(kind.EDITOR, picture.write(kind.EDITOR, model, kind.NAME)) == (model, kind.NAME)
    text = kind.render(puzzle)
    assert paste.read(kind.ID, text).puzzle == puzzle
    headless = text.split("\n", 1)[1]  # the rows alone, read where the genre is chosen: the settings at their defaults
    defaults = {param["key"]: param["default"] for param in kind.EDITOR["params"]}
    if "\n" in headless.strip() or not tatham.looks_like_id(headless):  # one row such as "0#" is a Tatham seed ID's shape
        assert paste.read(kind.ID, headless).puzzle == kind.from_model({**kind.model(puzzle), **defaults})
    assert paste.identify(text) == (kind.ID, paste.read(kind.ID, text))  # the home box: the header names the genre
    assert kind.decode(kind.encode(puzzle)) == puzzle
    assert kind.from_model(json.loads(json.dumps(kind.model(puzzle)))) == puzzle


@pytest.mark.parametrize("kind", GENRES, ids=lambda kind: kind.ID)
def test_each_genre_example_is_written_and_read_back_the_same(kind):
    for _, share in kind.EXAMPLES:
        puzzle = kind.decode(share)
        text = kind.render(puzzle)
        assert text.startswith(f"{kind.NAME}:") and text.endswith("\n")
        reading = paste.read(kind.ID, text)
        assert reading.puzzle == puzzle and reading.recognised == f"a {kind.NAME} text picture"
        assert paste.genre_of(text) == kind.ID
        reply = json.loads(handle(json.dumps({"op": "render", "kind": kind.ID, "puzzle": text})))
        assert reply["ok"] and reply["text"] == text and reply["share"] == kind.encode(puzzle)


SEEDS = {kind.ID: [kind.render(kind.decode(share)) for _, share in kind.EXAMPLES] for kind in GENRES}


@st.composite
def pictures(draw):
    kind = draw(st.sampled_from(GENRES))
    symbols = sorted({ch for text in SEEDS[kind.ID] for ch in text} | set("0123456789.?#o^v<>\\|_ ,\n:=AB"))
    return kind, draw(st.one_of(near(SEEDS[kind.ID], symbols), st.text(st.sampled_from(symbols), max_size=40)))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pictures())
def test_any_picture_reads_as_a_puzzle_or_one_sentence(case):
    kind, text = case
    try:
        puzzle = paste.read(kind.ID, text).puzzle
    except ValueError as error:
        message = str(error)
        assert 0 < len(message) < 300 and "\n" not in message, message
    else:
        assert paste.read(kind.ID, kind.render(puzzle)).puzzle == puzzle


@pytest.mark.parametrize("genre, text, sentence", [
    ("nurikabe", "........\n........\n.......\n", "Row 3 has 7 cells, row 1 has 8"),
    ("nurikabe", "..\n\n..", "A picture's rows follow one another without a blank line"),
    ("nurikabe", "Nurikabe:\n", "The picture has no rows"),
    ("nurikabe", "Slitherlink:\n..\n..", "This looks like a Slitherlink puzzle (a Slitherlink text picture); open it on the Genres page"),
    ("nurikabe", "Slitherlink:\n9.\n..", "This picture's header names 'Slitherlink', not Nurikabe"),
    ("nurikabe", ".!\n..", "Row 1, column 2: '!' is not a clue here"),
    ("starbattle", "Star Battle: stars=two\nAB\nAB", "The setting 'stars' is a whole number (stars=2)"),
    ("starbattle", "Star Battle: moons=2\nAB\nAB", "Unknown setting 'moons' in the header (this genre's: stars)"),
    ("heyawake", "A2 3\nA  A", "Row 1, column 2: '3' does not start with its region's letter"),
    ("masyu", "o5\n..", "Row 1, column 2: '5' is not a clue here ('o' or '#', or '.' for none)"),
    ("fillomino", "1| 2\n1_ 2", "Row 2, column 1: a wall '_' on the grid's bottom edge"),
    ("kakuro", "\\ \\3\n\\4 .\n", "Row 1, column 2: the outer row holds down sums (16\\) or '\\'"),
    ("kakuro", "x 3\\\n\\4 .\n", "Row 1, column 1: the corner of a Kakuro picture is '\\'"),
    ("tapa", "11111 .\n. .", "Row 1, column 1: a clue has at most 4 numbers"),
    ("yajilin", "2x .\n. .", "Row 1, column 1: '2x' is not a clue here"),
    ("aquarium", ".3..\n2AAB\n.AAB\n1A.B", "Row 4, column 3: '.' does not start with its region's letter"),
    ("aquarium", ".3.x\n2AAB", "Row 1, column 4: 'x' is not a clue here"),
    ("skyscrapers", "......\n", "The picture has no cells inside its frame of clues outside the grid"),
    ("icebarn", "....\n....\n....", "The picture's rows alternate cells and the sides between them: an odd count"
     " of rows and of columns inside its frame of clues outside the grid"),
    ("icebarn", "..1..\n.i.i.\n.....", "Row 1, column 3: '1' stands in the frame where no clue goes ('.')"),
    ("icebarn", "...1.\n.ixi2\n.....", "Row 2, column 3: 'x' is not a mark here ('^' or 'v' or '<' or '>', or '.' for none)"),
    ("icebarn", "...1.\n.x.i2\n.....", "Row 2, column 2: 'x' is not a clue here ('i', or '.' for none)"),
    ("icebarn", "...3.\n.i.i2\n.....", "On the grid's top edge, 3 is neither 1 (the way in) nor 2 (the way out)"),
])
def test_a_bad_picture_gets_a_sentence_that_says_where(genre, text, sentence):
    with pytest.raises(ValueError) as error:
        paste.read(genre, text)
    assert str(error.value) == sentence


def test_a_picture_without_its_header_is_read_where_the_genre_is_chosen_but_never_guessed():
    rows = ".5...\n..2..\n.....\n..1..\n...3.\n"
    assert KINDS["nurikabe"].encode(paste.read("nurikabe", rows).puzzle) == "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    with pytest.raises(ValueError, match="finds no puzzle"):
        paste.identify(rows)
    with pytest.raises(ValueError):
        paste.genre_of(rows)


def test_the_command_line_solves_a_picture_of_the_genre_it_is_told(tmp_path):
    path = tmp_path / "puzzle.txt"
    path.write_text("# Nurikabe from pzprjs's tests\n.5...\n..2..\n.....\n..1..\n...3.\n")
    run = subprocess.run([sys.executable, "-m", "gridhunt", "solve", "nurikabe", str(path)], capture_output=True, text=True)
    assert run.returncode == 0 and run.stdout == "..###/.#..#/.####/.#.#./###..\n"
    shown = subprocess.run([sys.executable, "-m", "gridhunt", "solve", "starbattle"], capture_output=True, text=True,
                           input=KINDS["starbattle"].render(KINDS["starbattle"].decode(KINDS["starbattle"].EXAMPLES[0][1])))
    assert shown.returncode == 0 and shown.stdout == ".#..../...#../.....#/..#.../....#./#.....\n"
