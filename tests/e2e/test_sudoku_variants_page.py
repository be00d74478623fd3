"""Variant Sudoku on the Sudoku page: an f-puzzles link pasted, its clues drawn, solved, shared and reopened."""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, SHOTS, shot
from gridhunt.lzstring import compress_base64

CORPUS = [line.split("\t") for line in (Path(__file__).resolve().parents[1] / "variants" / "corpus.txt").read_text().splitlines()
          if line.strip() and not line.startswith("#")]
VARIANT_SHARE = re.compile(r"^fpuzzles:")
# A nearly empty anti-knight 9x9 with a short thermometer: many solutions, no digit certain but the 5.
SPARSE = "https://f-puzzles.com/?load=" + compress_base64(json.dumps({
    "size": 9, "grid": [[{"value": 5, "given": True}] + [{}] * 8] + [[{}] * 9 for _ in range(8)],
    "antiknight": True, "thermometer": [{"lines": [["R5C5", "R4C4", "R3C3"]]}]}))
BY_TITLE = {source.split(": ", 1)[1].split(" by ")[0]: (link, solution) for link, solution, source in CORPUS}


@pytest.fixture(scope="module")
def page(sudoku_page):
    return sudoku_page


def state(page, expression="state"):
    return page.evaluate(f"document.querySelector('.gridhunt').gridhunt.widget.{expression}")


def paste_link(page, link):
    page.fill(".gh-share-input", link)
    page.press(".gh-share-input", "Enter")
    page.wait_for_function("() => document.querySelector('.gridhunt').gridhunt.widget.state.variant")


def test_an_f_puzzles_link_is_drawn_solved_and_unique(page):
    link, solution = BY_TITLE["Killer Blister"]  # cages and little killers: clues inside and outside the grid
    paste_link(page, link)
    kinds = {clue["kind"] for clue in state(page, "state.variant.clues")}
    assert kinds == {"killer", "littlekiller"}
    assert state(page, "margin.top") == 1  # room for the little killers' numbers
    expect(page.locator(".gh-share-input")).to_have_value(VARIANT_SHARE, timeout=PYTHON_TIMEOUT)
    page.click(".gh-unique")
    expect(page.locator(".gh-message")).to_contain_text("unique", timeout=PYTHON_TIMEOUT)
    expect(page.locator(".gh-solution-text")).to_have_value(solution)
    shot(page, "sudoku-variant-killer-blister")


def test_every_corpus_puzzle_is_proved_unique_in_the_page(page):
    for link, solution, source in CORPUS:
        page.select_option(".gh-size", "4" if state(page, "state.n") != 4 else "9")  # no variant: the paste's shows
        paste_link(page, link)
        expect(page.locator(".gh-share-input")).to_have_value(VARIANT_SHARE, timeout=PYTHON_TIMEOUT)
        page.click(".gh-unique")
        answer = solution if solution != "-" else re.compile(r"^[0-9A-G]+$")  # 16x16: digits and letters
        expect(page.locator(".gh-solution-text"), source).to_have_value(answer, timeout=PYTHON_TIMEOUT)
        expect(page.locator(".gh-message"), source).to_contain_text("unique")


def test_the_share_link_reopens_the_variant(page, base_url):
    link, solution = BY_TITLE["Black Kropki X"]
    paste_link(page, link)
    expect(page.locator(".gh-share-input")).to_have_value(VARIANT_SHARE, timeout=PYTHON_TIMEOUT)
    share = page.input_value(".gh-share-input")
    clues = state(page, "state.variant.clues")
    other = page.context.new_page()
    other.goto(f"{base_url}/sudoku/#{share}")
    other.wait_for_function("() => document.querySelector('.gridhunt')?.gridhunt?.widget.state.variant",
                            timeout=PYTHON_TIMEOUT)
    assert other.evaluate("document.querySelector('.gridhunt').gridhunt.widget.state.variant.clues") == clues
    other.click(".gh-solve")
    expect(other.locator(".gh-solution-text")).to_have_value(solution, timeout=PYTHON_TIMEOUT)
    other.close()


def test_several_solutions_show_the_certain_digits(page):
    # an irregular 4x4 with a given 1 and a cage of 3 beside it: several solutions, the cage's 2 in all
    share_json = ('{"size":4,"grid":[[{"region":0,"value":1,"given":true},{"region":0},{"region":1},{"region":1}],'
                  '[{"region":0},{"region":0},{"region":1},{"region":1}],'
                  '[{"region":2},{"region":3},{"region":3},{"region":3}],'
                  '[{"region":2},{"region":2},{"region":2},{"region":3}]],'
                  '"killercage":[{"cells":["R1C1","R1C2"],"value":"3"}]}')
    page.fill(".gh-share-input", share_json)
    page.press(".gh-share-input", "Enter")
    page.wait_for_function("() => document.querySelector('.gridhunt').gridhunt.widget.state.variant?.regions")
    page.click(".gh-unique")
    expect(page.locator(".gh-message")).to_contain_text("the same in every one", timeout=PYTHON_TIMEOUT)
    shown = state(page, "state.solution")
    assert shown[1] == 2 and 0 in shown


def test_a_sparse_variant_says_no_digit_is_certain(page):
    paste_link(page, SPARSE)
    page.click(".gh-unique")
    expect(page.locator(".gh-message")).to_contain_text("no digit besides the givens is the same in every one",
                                                        timeout=PYTHON_TIMEOUT)


def test_a_link_pasted_while_the_certain_digits_are_sought_is_loaded(page):
    # A nearly empty anti-knight 9x9: "More than one solution" shows at once, then the page asks for
    # the digits every solution shares; a link pasted meanwhile was refused as "the board changed"
    # when those digits were drawn (the page's own drawing, not an edit of the user's).
    paste_link(page, SPARSE)
    page.click(".gh-unique")
    expect(page.locator(".gh-message")).to_contain_text("showing one of them", timeout=PYTHON_TIMEOUT)
    link, solution = BY_TITLE["Black Kropki X"]
    page.fill(".gh-share-input", link)
    page.press(".gh-share-input", "Enter")
    expect(page.locator(".gh-message")).to_contain_text("Read an f-puzzles link", timeout=PYTHON_TIMEOUT)
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(solution, timeout=PYTHON_TIMEOUT)


def test_a_short_sudokupad_link_asks_for_the_long_one(page):
    page.fill(".gh-share-input", "https://sudokupad.app/abc123")
    page.press(".gh-share-input", "Enter")
    expect(page.locator(".gh-message")).to_contain_text("Share", timeout=PYTHON_TIMEOUT)


def test_a_sudokupad_line_of_unsure_kind_is_offered_and_the_choice_becomes_a_rule(page):
    cells = [[{} for _ in range(4)] for _ in range(4)]
    data = {"cells": cells, "metadata": {"rules": "Renban and whispers lines."},
            "lines": [{"wayPoints": [[3.5, 0.5], [3.5, 2.5]], "color": "#C0C0C0"}]}
    page.fill(".gh-share-input", "https://sudokupad.app/scl" + compress_base64(json.dumps(data)))
    page.press(".gh-share-input", "Enter")
    expect(page.locator(".gh-choice")).to_have_count(1, timeout=PYTHON_TIMEOUT)
    page.click(".gh-choice-renban")
    expect(page.locator(".gh-choice")).to_have_count(0)
    assert state(page, "state.variant.clues") == [{"kind": "renban", "cells": [[3, 0], [3, 1], [3, 2]]}]
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(re.compile(r"^\d{16}$"), timeout=PYTHON_TIMEOUT)


def centre_of(page, r, c, fx=0.5, fy=0.5):
    """Page coordinates of a point in cell (r, c) of the board."""
    box = page.locator(".gh-canvas").bounding_box()
    rect = page.evaluate(f"document.querySelector('.gridhunt').gridhunt.widget.rect({r}, {c})")
    return box["x"] + rect["x"] + rect["size"] * fx, box["y"] + rect["y"] + rect["size"] * fy


def test_a_cage_and_a_dot_drawn_on_the_board_are_solved(page):
    page.select_option(".gh-size", "4")
    page.select_option(".gh-variant-tool", "killer")
    page.fill(".gh-variant-number", "3")
    page.mouse.move(*centre_of(page, 0, 0))
    page.mouse.down()
    page.mouse.move(*centre_of(page, 0, 1), steps=4)
    page.mouse.up()
    page.select_option(".gh-variant-tool", "white")
    page.mouse.click(*centre_of(page, 1, 0, fy=0.95))  # the edge below r2c1
    page.select_option(".gh-variant-tool", "")
    clues = state(page, "state.variant.clues")
    assert {"kind": "killer", "cells": [[0, 0], [0, 1]], "value": 3} in clues
    assert {"kind": "difference", "cells": [[1, 0], [2, 0]], "value": 1} in clues
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(re.compile(r"^\d{16}$"), timeout=PYTHON_TIMEOUT)
    solution = [int(ch) for ch in page.input_value(".gh-solution-text")]
    assert sorted(solution[:2]) == [1, 2] and abs(solution[4] - solution[8]) == 1
    expect(page.locator(".gh-share-input")).to_have_value(VARIANT_SHARE)


def test_sudokupad_circles_in_cells_are_offered_and_chosen_as_odd_cells(page):
    cells = [[{} for _ in range(4)] for _ in range(4)]
    circle = {"width": 0.7, "height": 0.7, "rounded": True, "backgroundColor": "#AAAAAA"}
    data = {"cells": cells, "metadata": {"rules": "Grey circles: odd digits."},
            "underlays": [{**circle, "center": [0.5, 0.5]}, {**circle, "center": [0.5, 1.5]}]}
    page.fill(".gh-share-input", "https://sudokupad.app/scl" + compress_base64(json.dumps(data)))
    page.press(".gh-share-input", "Enter")
    expect(page.locator(".gh-choice")).to_have_count(1, timeout=PYTHON_TIMEOUT)
    expect(page.locator(".gh-choice")).to_contain_text("Circles 1 (r1c1, r1c2")
    page.locator(".gridhunt").screenshot(path=str(SHOTS / "sudoku-variant-circle-choice.png"))  # the board and the choice
    page.click(".gh-choice-odd")
    expect(page.locator(".gh-choice")).to_have_count(0)
    assert state(page, "state.variant.clues") == [{"kind": "odd", "cells": [[0, 0]]}, {"kind": "odd", "cells": [[0, 1]]}]
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(re.compile(r"^\d{16}$"), timeout=PYTHON_TIMEOUT)
    solution = page.input_value(".gh-solution-text")
    assert int(solution[0]) % 2 == 1 and int(solution[1]) % 2 == 1
