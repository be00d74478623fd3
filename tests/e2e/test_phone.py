"""Every puzzle page on a phone (390x844, and a small one, 375x667): the board on the first screen at load, Solve in reach,
the rest behind "More", and the answer right under the board. Screenshots are saved for review."""

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, shot, wait_ready

KINDS = ["sudoku", "sliding", "tracks", "maze", "tiling"]
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}


@pytest.fixture(scope="module")
def phone(browser):
    context = browser.new_context(service_workers="block", **PHONE)
    yield context
    context.close()


@pytest.mark.parametrize("kind", KINDS)
def test_the_board_is_on_the_first_screen_and_solve_in_reach(phone, base_url, kind):
    page = phone.new_page()
    page.goto(f"{base_url}/{kind}/")
    page.wait_for_selector(".gridhunt[data-mounted] .gh-canvas")
    wait_ready(page)
    assert page.evaluate("scrollY") == 0
    board = page.locator(".gh-canvas").bounding_box()
    assert board["y"] >= 0 and board["y"] + board["height"] <= 844, f"the board lies at {board}"
    assert board["x"] >= 0 and board["x"] + board["width"] <= 390
    solve = page.locator(".gh-solve").bounding_box()
    assert 0 <= solve["y"] and solve["y"] + solve["height"] <= board["y"], "Solve is above the board, on the first screen"
    shot(page, f"{kind}-phone-first-screen")
    # the rest waits behind More, which opens and closes
    expect(page.locator(".gh-clear")).to_be_hidden()
    page.click(".gh-more-toggle")
    expect(page.locator(".gh-more-toggle")).to_have_attribute("aria-expanded", "true")
    expect(page.locator(".gh-clear")).to_be_visible()
    page.click(".gh-more-toggle")
    expect(page.locator(".gh-clear")).to_be_hidden()
    page.close()


@pytest.mark.parametrize("kind", KINDS)
def test_the_answer_shows_right_under_the_board(phone, base_url, kind):
    page = phone.new_page()
    page.goto(f"{base_url}/{kind}/")
    wait_ready(page)
    # Python is ready for the whole site; this page's widget mounts on its own (later, on a busy machine)
    page.wait_for_function("document.querySelector('.gridhunt[data-mounted] .gh-examples')?.options.length > 1",
                           timeout=PYTHON_TIMEOUT)
    page.select_option(".gh-examples", index=1)
    page.wait_for_function("!window.gridhunt.python.busy", timeout=PYTHON_TIMEOUT)
    page.wait_for_timeout(300)
    page.tap(".gh-solve")
    expect(page.locator(".gh-message")).to_have_attribute("data-kind", "success", timeout=PYTHON_TIMEOUT)
    board = page.locator(".gh-canvas").bounding_box()
    said = page.locator(".gh-message").bounding_box()
    assert 0 <= said["y"] - (board["y"] + board["height"]) < 30, "the sentence sits just under the board"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, f"{kind}-phone-solved")
    page.close()


WIDE = {  # boards wider than a phone at a comfortable cell size
    "genres": "https://puzz.link/p?nurikabe/40/40/" + "z" * 80,  # a 40x40, as some hunts post
    "sudoku": "0" * 625,  # 25x25
}


@pytest.mark.parametrize("kind", sorted(WIDE))
def test_a_wide_board_fits_the_phone_whole(phone, base_url, kind):
    # the canvas takes every touch, so a column cut off at the edge could not be scrolled to
    page = phone.new_page()
    page.goto(f"{base_url}/{kind}/#{WIDE[kind]}")
    page.wait_for_function("document.querySelector('.gridhunt')?.gridhunt?.widget.cols >= 25", timeout=PYTHON_TIMEOUT)
    board = page.locator(".gh-canvas").bounding_box()
    box = page.locator(".gh-board").bounding_box()
    assert box["x"] <= board["x"] and board["x"] + board["width"] <= box["x"] + box["width"], f"the board {board} in its box {box}"
    assert board["x"] + board["width"] <= 390
    shot(page, f"{kind}-phone-wide-board")
    page.close()


SMALL_PHONE = {**PHONE, "viewport": {"width": 375, "height": 667}}


@pytest.mark.parametrize("kind", KINDS + ["genres"])
def test_on_a_small_phone_the_whole_board_is_on_the_first_screen(browser, base_url, kind):
    # 375x667 (an iPhone SE): a page's opening words stay short enough to leave the board the first screen
    context = browser.new_context(service_workers="block", **SMALL_PHONE)
    page = context.new_page()
    page.goto(f"{base_url}/{kind}/")
    page.wait_for_selector(".gridhunt[data-mounted] .gh-canvas")
    wait_ready(page)
    board = page.locator(".gh-canvas").bounding_box()
    assert board["y"] >= 0 and board["y"] + board["height"] <= 667, f"the board lies at {board}"
    context.close()
