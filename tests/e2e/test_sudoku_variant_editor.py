"""The Sudoku page's clue editor, one clue kind at a time: drawn on a 4x4 board (dragged, tapped,
typed), solved, and carried by the share link and the f-puzzles export; then the same on a phone."""

import re

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, SHOTS, open_puzzle
from gridhunt import paste

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}
GRID = "document.querySelector('.gridhunt').gridhunt"


@pytest.fixture(scope="module")
def page(sudoku_page):
    return sudoku_page


def fresh(page, n="4"):
    """An empty board of that size, no clues, the Number box empty."""
    page.select_option(".gh-size", "9" if n != "9" else "4")
    page.select_option(".gh-size", n)
    page.fill(".gh-variant-number", "")


def at(page, r, c, fx=0.5, fy=0.5):
    """Page coordinates of a point in cell (r, c) of the board (r or c may be just outside it)."""
    page.locator(".gh-canvas").scroll_into_view_if_needed()
    box = page.locator(".gh-canvas").bounding_box()
    rect = page.evaluate(f"{GRID}.widget.rect({r}, {c})")
    return box["x"] + rect["x"] + rect["size"] * fx, box["y"] + rect["y"] + rect["size"] * fy


def drag(page, cells):
    page.mouse.move(*at(page, *cells[0]))
    page.mouse.down()
    for cell in cells[1:]:
        page.mouse.move(*at(page, *cell))
    page.mouse.up()


def draw(page, tool, number=None):
    if number is not None:
        page.fill(".gh-variant-number", number)
    page.select_option(".gh-variant-tool", tool)


def clues(page):
    return page.evaluate(f"{GRID}.widget.state.variant.clues")


def solve(page) -> list[int]:
    page.select_option(".gh-variant-tool", "")
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(re.compile(r"^\d{16}$"), timeout=PYTHON_TIMEOUT)
    return [int(ch) for ch in page.input_value(".gh-solution-text")]


def exported(page):
    """The variant read back from the page's f-puzzles export (Python writes it; Python reads it here)."""
    reply = page.evaluate(f"(async () => {{ const g = {GRID}; return await g.ask({{op: 'export', ...g.board()}}); }})()")
    (link,) = [form["text"] for form in reply["forms"] if form["id"] == "fpuzzles"]
    return paste.read("sudoku", link).puzzle.variant


def reopened(page, base_url):
    """The clues of the board's share link opened in a new tab."""
    expect(page.locator(".gh-share-input")).to_have_value(re.compile(r"^fpuzzles:"), timeout=PYTHON_TIMEOUT)
    other = page.context.new_page()
    other.goto(f"{base_url}/sudoku/#{page.input_value('.gh-share-input')}")
    other.wait_for_function(f"() => {GRID}?.widget.state.variant", timeout=PYTHON_TIMEOUT)
    found = other.evaluate(f"{GRID}.widget.state.variant")
    other.close()
    return found


def test_a_little_killer_is_dragged_in_from_outside_the_grid(page, base_url):
    fresh(page)
    draw(page, "littlekiller", "3")
    assert page.evaluate(f"{GRID}.widget.margin.top") == 1  # room to start outside
    drag(page, [(-1, 2), (0, 1)])  # above r1c3, down-left: r1c2 and r2c1
    assert clues(page) == [{"kind": "littlekiller", "cells": [[0, 1], [1, 0]], "value": 3, "outside": [-1, 2]}]
    s = solve(page)
    assert s[1] + s[4] == 3
    assert [clue.kind for clue in exported(page).clues] == ["littlekiller"]
    assert reopened(page, base_url)["clues"] == clues(page)


def test_a_little_killer_can_be_tapped_on_in_two_taps(page):
    fresh(page)
    draw(page, "littlekiller", "7")
    page.mouse.click(*at(page, 4, 4))  # below right of r4c4
    page.mouse.click(*at(page, 3, 3))  # up-left: the long diagonal
    assert clues(page) == [{"kind": "littlekiller", "cells": [[3, 3], [2, 2], [1, 1], [0, 0]], "value": 7, "outside": [4, 4]}]
    s = solve(page)
    assert s[0] + s[5] + s[10] + s[15] == 7


def test_a_sandwich_sum_is_tapped_beside_its_row(page, base_url):
    fresh(page)
    draw(page, "sandwich", "5")
    page.mouse.click(*at(page, 0, -1))  # left of row 1
    assert clues(page) == [{"kind": "sandwich", "cells": [[0, 0], [0, 1], [0, 2], [0, 3]], "value": 5, "outside": [0, -1]}]
    s = solve(page)
    assert {s[0], s[3]} == {1, 4}  # 2 + 3 between: the 1 and the 4 at the ends
    assert [clue.kind for clue in exported(page).clues] == ["sandwich"]
    assert reopened(page, base_url)["clues"] == clues(page)


def test_a_quadruple_is_tapped_on_a_corner_with_its_digits(page, base_url):
    fresh(page)
    draw(page, "quadruple", "44")
    page.mouse.click(*at(page, 1, 1, fx=0.9, fy=0.9))  # the corner of r2c2, r2c3, r3c2, r3c3
    assert clues(page) == [{"kind": "quadruple", "cells": [[1, 1], [1, 2], [2, 1], [2, 2]], "digits": [4, 4]}]
    s = solve(page)
    assert [s[5], s[6], s[9], s[10]].count(4) == 2
    assert [clue.digits for clue in exported(page).clues] == [(4, 4)]
    assert reopened(page, base_url)["clues"] == clues(page)


def test_an_extra_region_is_dragged(page):
    fresh(page)
    draw(page, "extraregion")
    drag(page, [(0, 1), (1, 2), (2, 1), (3, 2)])
    assert clues(page) == [{"kind": "extraregion", "cells": [[0, 1], [1, 2], [2, 1], [3, 2]]}]
    s = solve(page)
    assert len({s[1], s[6], s[9], s[14]}) == 4
    assert [clue.kind for clue in exported(page).clues] == ["extraregion"]


def test_a_clone_is_a_group_then_its_twin(page, base_url):
    fresh(page)
    draw(page, "clone")
    drag(page, [(0, 0), (0, 1)])
    expect(page.locator(".gh-message")).to_contain_text("twin")
    drag(page, [(2, 2), (2, 3)])
    expect(page.locator(".gh-message")).not_to_contain_text("twin")
    assert clues(page) == [{"kind": "clone", "cells": [[0, 0], [0, 1]], "other": [[2, 2], [2, 3]]}]
    s = solve(page)
    assert (s[0], s[1]) == (s[10], s[11])
    assert [clue.kind for clue in exported(page).clues] == ["clone"]
    assert reopened(page, base_url)["clues"] == clues(page)


@pytest.mark.parametrize(("tool", "above"), [("maximum", True), ("minimum", False)])
def test_a_minimum_or_maximum_cell_is_tapped(page, tool, above):
    fresh(page)
    draw(page, tool)
    page.mouse.click(*at(page, 1, 1))
    assert clues(page) == [{"kind": tool, "cells": [[1, 1]]}]
    s = solve(page)
    assert all((s[5] > s[j]) == above for j in (1, 4, 6, 9))
    assert [clue.kind for clue in exported(page).clues] == [tool]


def test_irregular_regions_are_painted_from_one_of_their_cells(page, base_url):
    fresh(page)
    draw(page, "region")
    drag(page, [(0, 1), (0, 2)])  # r1c3 joins r1c2's box
    expect(page.locator(".gh-message")).to_contain_text("Region", timeout=PYTHON_TIMEOUT)  # five cells and three, for now
    drag(page, [(1, 2), (1, 1)])  # r2c2 joins r2c3's box: four and four again
    regions = page.evaluate(f"{GRID}.widget.state.variant.regions")
    assert regions == [0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]
    s = solve(page)
    assert len({s[i] for i in range(16) if regions[i] == 0}) == 4
    assert len({s[i] for i in range(16) if regions[i] == 1}) == 4
    assert exported(page).regions == tuple(regions)
    assert reopened(page, base_url)["regions"] == regions


def test_erasing_outside_the_grid_takes_a_sum_away(page):
    fresh(page)
    draw(page, "sandwich", "0")
    page.mouse.click(*at(page, -1, 2))  # above column 3
    assert [clue["outside"] for clue in clues(page)] == [[-1, 2]]
    draw(page, "erase")
    page.mouse.click(*at(page, -1, 2))
    assert clues(page) == []


def board_shot(page, name):
    """The puzzle's part of the page, for people to look at (a phone's whole page is screens long)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".gridhunt").screenshot(path=str(SHOTS / f"{name}.png"))


def finger_drag(page, cells):
    """A finger dragged through the cells (Playwright's touchscreen only taps: Chromium's own touch events here)."""
    cdp = page.context.new_cdp_session(page)
    points = [at(page, *cell) for cell in cells]
    for kind, (x, y) in [("touchStart", points[0]), *(("touchMove", point) for point in points[1:])]:
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def test_on_a_phone_the_clues_are_drawn_by_finger(browser, base_url):
    context, page = open_puzzle(browser, f"{base_url}/sudoku/", **PHONE)
    try:
        page.tap(".gh-more-toggle")  # a phone keeps the size, the drawing tool and the Number box under More
        fresh(page, "6")
        draw(page, "littlekiller", "11")
        page.touchscreen.tap(*at(page, -1, 0))
        page.touchscreen.tap(*at(page, 0, 1))
        draw(page, "sandwich", "9")
        page.touchscreen.tap(*at(page, 2, 6))  # right of row 3
        draw(page, "quadruple", "16")
        page.touchscreen.tap(*at(page, 3, 3, fx=0.9, fy=0.9))
        draw(page, "maximum")
        page.touchscreen.tap(*at(page, 5, 0))
        draw(page, "clone")
        finger_drag(page, [(0, 4), (0, 5)])
        finger_drag(page, [(4, 1), (4, 2)])
        draw(page, "extraregion")
        finger_drag(page, [(1, 3), (2, 4), (3, 5)])
        kinds = sorted(clue["kind"] for clue in clues(page))
        assert kinds == ["clone", "extraregion", "littlekiller", "maximum", "quadruple", "sandwich"]
        board_shot(page, "sudoku-variant-editor-phone-drawn")
        page.select_option(".gh-variant-tool", "")
        page.click(".gh-solve")
        expect(page.locator(".gh-solution-text")).to_have_value(re.compile(r"^\d{36}$"), timeout=PYTHON_TIMEOUT)
        board_shot(page, "sudoku-variant-editor-phone-solved")
    finally:
        context.close()


def test_fill_candidates_follows_a_variant_s_rules(page):
    fresh(page)
    draw(page, "killer", "3")
    drag(page, [(0, 0), (0, 1)])
    page.select_option(".gh-variant-tool", "")
    page.click(".gh-fill")
    expect(page.locator(".gh-message")).to_contain_text("rules on the board", timeout=PYTHON_TIMEOUT)
    marks = page.evaluate(f"{GRID}.widget.state.marks")
    assert marks[:4] == [0b0011, 0b0011, 0b1100, 0b1100]  # the cage's 1 and 2, and the rest of its row


def test_a_whole_grid_rule_is_switched_on_and_its_entry_says_so(page, base_url):
    fresh(page, "6")  # no 4x4 is non-consecutive
    draw(page, "nonconsecutive")
    expect(page.locator(".gh-variant-tool option[value='nonconsecutive']")).to_contain_text("✓ on")
    assert page.input_value(".gh-variant-tool") == ""  # a switch, not a drawing tool
    assert page.evaluate(f"{GRID}.widget.state.variant.rules") == ["nonconsecutive"]
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(re.compile(r"^\d{36}$"), timeout=PYTHON_TIMEOUT)
    s = [int(ch) for ch in page.input_value(".gh-solution-text")]
    assert all(abs(s[r * 6 + c] - s[r * 6 + c + 1]) != 1 for r in range(6) for c in range(5))
    assert all(abs(s[r * 6 + c] - s[r * 6 + c + 6]) != 1 for r in range(5) for c in range(6))
    assert exported(page).rules == ("nonconsecutive",)
    draw(page, "nonconsecutive")
    expect(page.locator(".gh-variant-tool option[value='nonconsecutive']")).not_to_contain_text("✓ on")


def test_a_slow_thermometer_is_dragged_from_its_bulb(page):
    fresh(page)
    draw(page, "slowthermo")
    drag(page, [(0, 0), (1, 0), (2, 0), (3, 0)])
    assert clues(page) == [{"kind": "slowthermo", "cells": [[0, 0], [1, 0], [2, 0], [3, 0]]}]
    s = solve(page)
    assert s[0] <= s[4] <= s[8] <= s[12]
