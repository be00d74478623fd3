"""The kind contract, for every registered kind and every example (see gridhunt.puzzles).

A new kind is covered by registering it in ``puzzles/__init__.py``: its face must show
every contract name, its examples must go through the whole contract, its decoder and
its model reader must answer any input with a puzzle or one sentence, and the files a
kind needs (docs/contributing.md, "Adding a kind") must exist.
"""

import json
import re
from itertools import islice
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from declared import boards
from gridhunt.api import handle
from gridhunt.puzzles import KINDS
from gridhunt.puzzlink import editor
from mutations import near

ROOT = Path(__file__).resolve().parents[2]
FUNCTIONS = ("decode", "encode", "model", "from_model", "solutions", "is_solution", "solution_json",
             "solution_from_json", "solution_text", "render")
EXAMPLES = [pytest.param(kind, share, id=f"{kind.ID}: {title}") for kind in KINDS.values() for title, share in kind.EXAMPLES]
GENRE_EXAMPLES = [param for param in EXAMPLES if hasattr(param.values[0], "PAGE")]
EACH_KIND = [pytest.param(kind, id=kind.ID) for kind in KINDS.values()]
OWN_PAGE = [pytest.param(kind, id=kind.ID) for kind in KINDS.values() if not hasattr(kind, "PAGE")]
ON_SHARED_PAGE = [pytest.param(kind, id=kind.ID) for kind in KINDS.values() if hasattr(kind, "PAGE")]
FUZZ = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def as_json(value):
    """The value after a trip through JSON text, as the page sends it."""
    return json.loads(json.dumps(value))


def is_sentence(message: str) -> bool:
    return 0 < len(message) < 300 and "\n" not in message and not message.startswith("Internal error")


@pytest.mark.parametrize("kind", EACH_KIND)
def test_the_face_shows_every_contract_name(kind):
    assert kind.ID == kind.__name__.rpartition(".")[2] and KINDS[kind.ID] is kind
    assert isinstance(kind.NAME, str) and kind.NAME
    assert kind.EXAMPLES and all(isinstance(title, str) and isinstance(share, str) for title, share in kind.EXAMPLES)
    assert all(callable(getattr(kind, name)) for name in FUNCTIONS)
    assert all(isinstance(name, str) and callable(f) for name, f in kind.OPERATIONS.items())
    assert as_json(kind.CONSTANTS) == kind.CONSTANTS  # the manifest carries it as it is
    assert (kind.__doc__ or "").strip(), "the face opens with the rules and the share format"


def in_the_menu(page: str) -> bool:
    return bool(re.search(rf"^\s+- [^:]+: {page}\.md$", (ROOT / "mkdocs.yml").read_text(), re.MULTILINE))


@pytest.mark.parametrize("kind", OWN_PAGE)
def test_the_kind_has_its_page_its_script_and_its_place_in_the_menu(kind):
    page = ROOT / "docs" / f"{kind.ID}.md"
    assert f'<div class="gridhunt" data-kind="{kind.ID}"></div>' in page.read_text()
    assert (ROOT / "site" / "theme" / "js" / f"{kind.ID}.js").exists()
    assert in_the_menu(kind.ID)


@pytest.mark.parametrize("kind", ON_SHARED_PAGE)
def test_a_genre_is_listed_on_the_shared_page_in_the_menu(kind):
    """A genre has no page or script of its own: the page the genres share lists it with its example
    link and draws its board() with one renderer (site/theme/js/genre-board.js)."""
    assert kind.PAGE == "genres"
    page = (ROOT / "docs" / f"{kind.PAGE}.md").read_text()
    assert kind.NAME in page and all(share in page for _, share in kind.EXAMPLES)
    assert in_the_menu(kind.PAGE)
    assert f'<div class="gridhunt" data-kind="{kind.PAGE}"></div>' in page
    assert (ROOT / "site" / "theme" / "js" / f"{kind.PAGE}.js").exists()
    assert not (ROOT / "site" / "theme" / "js" / f"{kind.ID}.js").exists()


@pytest.mark.parametrize("kind", ON_SHARED_PAGE)
def test_a_genre_declares_its_clues_for_the_editor_in_terms_of_its_model(kind):
    """``EDITOR`` (puzzlink/editor.py) is well formed, reaches the page as it is, and an empty board
    of any size is a model ``from_model`` reads (or refuses in a sentence: Star Battle's one region)."""
    editor.check(kind.EDITOR)
    assert as_json(kind.EDITOR) == kind.EDITOR
    assert "`EDITOR`" in (ROOT / "docs" / "contributing.md").read_text()
    assert json.loads(handle(json.dumps({"op": "kinds"})))["kinds"][list(KINDS).index(kind.ID)]["editor"] == kind.EDITOR
    for w, h in ((1, 1), (3, 2), (7, 7)):
        model = editor.blank(kind.EDITOR, w, h)
        assert editor.misfit(kind.EDITOR, model) is None
        try:
            kind.from_model(model)
        except ValueError as error:
            assert is_sentence(str(error)), str(error)


@pytest.mark.parametrize("kind, share", GENRE_EXAMPLES)
def test_every_genre_example_fits_its_editor_declaration(kind, share):
    assert editor.misfit(kind.EDITOR, as_json(kind.model(kind.decode(share)))) is None


@st.composite
def declared_boards(draw):
    kind = draw(st.sampled_from([param.values[0] for param in ON_SHARED_PAGE]))
    return kind, draw(boards(kind.EDITOR))


@FUZZ
@given(declared_boards())
def test_whatever_the_editor_lets_a_user_type_reads_as_a_puzzle_that_fits_or_one_sentence(case):
    kind, model = case
    try:
        puzzle = kind.from_model(model)
    except ValueError as error:
        assert is_sentence(str(error)), str(error)
    else:
        assert editor.misfit(kind.EDITOR, as_json(kind.model(puzzle))) is None
        assert kind.from_model(as_json(kind.model(puzzle))) == puzzle


def test_the_contributor_page_names_the_whole_contract_and_the_files_every_kind_has():
    page = (ROOT / "docs" / "contributing.md").read_text()
    assert all(f"`{name}`" in page for name in ("ID", "NAME", "EXAMPLES", "CONSTANTS", "OPERATIONS", *FUNCTIONS))
    shared = ("codec.py", "solver.py", "render.py")
    genre = ("codec.py", "rules.py")  # a genre's rules are an encoding on the shared engine; its picture is in codec
    assert all(f"`{module}`" in page for module in shared + genre)
    for kind in KINDS.values():
        modules = genre if hasattr(kind, "PAGE") else shared
        assert all((Path(kind.__file__).parent / module).exists() for module in modules), kind.ID


@pytest.mark.parametrize("kind, share", EXAMPLES)
def test_every_example_goes_through_the_whole_contract(kind, share):
    puzzle = kind.decode(share)
    canonical = kind.encode(puzzle)
    assert kind.decode(canonical) == puzzle and kind.encode(kind.decode(canonical)) == canonical
    assert kind.from_model(as_json(kind.model(puzzle))) == puzzle
    assert kind.render(puzzle).endswith("\n")
    (solution,) = islice(kind.solutions(puzzle), 1)  # every example on a page has an answer
    assert kind.is_solution(puzzle, solution)
    data = as_json(kind.solution_json(puzzle, solution))
    assert kind.solution_from_json(puzzle, data) == solution
    text = kind.solution_text(puzzle, solution)
    assert isinstance(text, str) and text and "\n" not in text
    assert kind.render(puzzle, solution).endswith("\n")
    reply = json.loads(handle(json.dumps({"op": "solve", "kind": kind.ID, "model": kind.model(puzzle)})))
    assert (reply["share"], reply["solutions"], reply["text"]) == (canonical, [data], [text])


BAD_TEXTS = (None, 5, [], {}, "", " ", "\n", "?", ":", "x" * 1000, "1x1:", "99999x99999:0")
BAD_MODELS = (None, 5, "text", [], [1, 2], {}, {"cells": None})


@pytest.mark.parametrize("kind", EACH_KIND)
def test_bad_input_gets_one_sentence(kind):
    for text in BAD_TEXTS:
        with pytest.raises(ValueError) as error:
            kind.decode(text)
        assert is_sentence(str(error.value)), (text, str(error.value))
    for model in BAD_MODELS:
        with pytest.raises(ValueError) as error:
            kind.from_model(model)
        assert is_sentence(str(error.value)), (model, str(error.value))


def seeds(kind) -> list[str]:
    """What a kind reads: its examples, and their pictures (some kinds read those back)."""
    return [text for _, share in kind.EXAMPLES for text in (share, kind.render(kind.decode(share)))]


SEEDS = {kind.ID: seeds(kind) for kind in KINDS.values()}


@st.composite
def texts(draw):
    """A kind, and text near what it reads: an example or its picture with a few pieces replaced, or any text."""
    kind = draw(st.sampled_from(list(KINDS.values())))
    symbols = sorted({ch for text in SEEDS[kind.ID] for ch in text} | set("0123456789x:,/.;=?\n -"))
    return kind, draw(st.one_of(near(SEEDS[kind.ID], symbols), st.text(max_size=80), st.text(st.sampled_from(symbols))))


@FUZZ
@given(texts())
def test_any_text_decodes_to_a_puzzle_or_one_sentence(case):
    kind, text = case
    try:
        puzzle = kind.decode(text)
    except ValueError as error:
        assert is_sentence(str(error)), str(error)
    else:
        assert kind.decode(kind.encode(puzzle)) == puzzle


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 70) | st.text("abRx.-?0129", max_size=4),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text("abnw", max_size=3), inner, max_size=3),
    max_leaves=10,
)


def paths(value, path=()):
    """Every place in a JSON value, as the keys and indices that lead to it."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*path, key))
    elif isinstance(value, list):
        for k, item in enumerate(value):
            yield from paths(item, (*path, k))


def replaced(value, path, new):
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: replaced(value[head], rest, new)}
    return [replaced(item, rest, new) if k == head else item for k, item in enumerate(value)]


SMALL_MODELS = [
    (kind, kind.model(kind.decode(share))) for kind in KINDS.values() for _, share in kind.EXAMPLES if len(share) < 200
]


@st.composite
def models(draw):
    """A kind, and a model near one of its examples' (a few values replaced), or any JSON."""
    kind, model = draw(st.sampled_from(SMALL_MODELS))
    for _ in range(draw(st.integers(0, 3))):
        places = list(paths(model))
        model = replaced(model, draw(st.sampled_from(places)), draw(JSON))
    return kind, draw(st.one_of(st.just(model), JSON))


@FUZZ
@given(models())
def test_any_json_reads_as_a_model_or_one_sentence(case):
    kind, model = case
    try:
        puzzle = kind.from_model(model)
    except ValueError as error:
        assert is_sentence(str(error)), str(error)
    else:
        assert kind.from_model(as_json(kind.model(puzzle))) == puzzle


def with_unknown(answer):
    """The solution JSON as a ``certain`` reply with its first marked value (a ``#``, a ``1``, a digit, a
    number; not a ``.``, ``0`` or blank) not the same in every solution: ``?`` in its place."""
    done = False

    def walk(value):
        nonlocal done
        if done:
            return value
        if isinstance(value, dict):
            return {key: walk(value[key]) for key in sorted(value)}
        if isinstance(value, list):
            return [walk(item) for item in value]
        if isinstance(value, str):
            k = next((k for k, ch in enumerate(value) if ch not in ".0 +-"), None)
            if k is not None:
                done = True
                return value[:k] + "?" + value[k + 1:]
        elif isinstance(value, int) and not isinstance(value, bool) and value:
            done = True
            return "?"
        return value

    unsure = walk(answer)
    assert done, f"no marked value in {answer}"
    return unsure


def is_description(board: dict, w: int, h: int) -> bool:
    """The shape board.py documents (every key there, one object per cell)."""
    keys = {"w", "h", "regions", "cells", "walls", "lines", "maybeLines", "sides", "maybeSides", "corners", "note"}
    return (set(board) >= keys and (board["w"], board["h"]) == (w, h) and len(board["cells"]) == w * h
            and (board["regions"] is None or len(board["regions"]) == w * h) and as_json(board) == board)


def answered(board: dict) -> list:
    """What a board shows of an answer: cells' fills, answer marks and lit cells, lines and sides."""
    return [*([i, c.get("fill"), c.get("mark"), c.get("lit")] for i, c in enumerate(board["cells"]) if c.get("answer") or c.get("fill") == "shaded" or c.get("lit")),
            *board["lines"], *board["sides"]]


def unknowns(board: dict) -> list:
    return [*(i for i, c in enumerate(board["cells"]) if c.get("unknown")), *board["maybeLines"], *board["maybeSides"]]


@pytest.mark.parametrize("kind, share", GENRE_EXAMPLES)
def test_a_genre_draws_its_board_bare_solved_and_with_unknowns(kind, share):
    puzzle = kind.decode(share)
    (solution,) = islice(kind.solutions(puzzle), 1)
    answer = as_json(kind.solution_json(puzzle, solution))
    bare, solved = kind.board(puzzle), kind.board(puzzle, answer)
    w, h = bare["w"], bare["h"]
    assert is_description(bare, w, h) and is_description(solved, w, h)
    assert not answered(bare) and not unknowns(bare)
    assert answered(solved) and not unknowns(solved)
    certain = kind.OPERATIONS["certain"](puzzle, {})
    assert certain["unique"] and kind.board(puzzle, as_json(certain["certain"])) == solved
    unsure = kind.board(puzzle, with_unknown(answer))
    assert is_description(unsure, w, h) and len(unknowns(unsure)) == 1 and len(answered(unsure)) < len(answered(solved))


@pytest.mark.parametrize("kind, share", GENRE_EXAMPLES)
def test_the_draw_request_finds_the_genre_and_gives_the_answer_as_pzprv3(kind, share):
    solved = json.loads(handle(json.dumps({"op": "solve", "kind": kind.ID, "puzzle": share})))
    # a puzz.link URL's query alone, or (a genre puzz.link has not) the Tatham link of its game ID
    other = share.split("?", 1)[1] if kind.PUZZLINK else f"https://example.org/puzzles/js/{kind.imports.own_id}.html#{share}"
    for puzzle in (share, f"https://example.org/hunt/genres/#{share}", other):
        reply = json.loads(handle(json.dumps({"op": "draw", "kind": "genres", "puzzle": puzzle})))
        assert reply["ok"] and reply["kind"] == kind.ID and reply["share"] == share, reply
        assert "pzprv3" not in reply and reply["board"] == kind.board(kind.decode(share))
    reply = json.loads(handle(json.dumps({"op": "draw", "kind": kind.ID, "puzzle": share, "answer": solved["solutions"][0]})))
    assert reply.get("pzprv3") == (solved["pzprv3"][0] if kind.PUZZLINK else None)
    unsure = json.loads(handle(json.dumps({"op": "draw", "kind": kind.ID, "puzzle": share, "answer": with_unknown(solved["solutions"][0])})))
    assert unsure["ok"] and "pzprv3" not in unsure


# Answers of every shape the genres use, each wrong for most of them: a board refuses them in a sentence.
MISSHAPEN_ANSWERS = [[], {}, "x", 5, True, [[1]], [1, 2], ["#"], ["?" * 3], {"across": 5}, {"across": [], "down": []},
                     {"shaded": []}, {"walls": []}, ["1" * 50] * 50]


@pytest.mark.parametrize("kind", ON_SHARED_PAGE)
def test_a_misshapen_answer_to_draw_gets_a_sentence(kind):
    share = kind.EXAMPLES[0][1]
    for answer in MISSHAPEN_ANSWERS:
        reply = json.loads(handle(json.dumps({"op": "draw", "kind": "genres", "puzzle": share, "answer": answer})))
        assert reply["ok"] or is_sentence(reply["error"]), (answer, reply)


@FUZZ
@given(st.one_of(JSON, st.text(max_size=80), texts().map(lambda case: case[1])), st.sampled_from(["genres", *(k.ID for k in KINDS.values())]), JSON)
def test_any_draw_request_gets_a_board_or_one_sentence(puzzle, kind, answer):
    reply = json.loads(handle(json.dumps({"op": "draw", "kind": kind, "puzzle": puzzle, "answer": answer})))
    assert reply["ok"] or is_sentence(reply["error"]), reply
