"""The platform in a real browser: links, solving, errors, Stop, offline, navigation, no foreign requests."""

import re

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, offline_after_one_visit, shot, wait_ready
from paths import ROOT, SHARED

EXAMPLE = (SHARED / "examples" / "README.md").read_text()
PUZZLE = EXAMPLE.split("puzzle:")[1].split()[0]
SOLUTION = EXAMPLE.split("solution:")[1].split()[0]
# A 25x25 whose count to two takes seconds (6.6 s natively, more under Pyodide): a solved grid with 42% of its
# cells kept. (The one before sent the bitmask search down for minutes; since the SAT engine takes over from
# it, that one takes 1.4 s.)
SLOW = (ROOT / "tests" / "e2e" / "slow_25x25.txt").read_text().strip()


@pytest.fixture(scope="module")
def requests_seen():
    return []


@pytest.fixture(scope="module")
def sudoku(browser, base_url, requests_seen):
    """One page for the Sudoku flows: every new page pays Python's boot again."""
    context = browser.new_context(viewport={"width": 1000, "height": 1100})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.on("request", lambda request: requests_seen.append(request.url))
    page.goto(f"{base_url}/sudoku/#{PUZZLE}")
    wait_ready(page)
    yield page
    context.close()


def board(page):
    page.wait_for_function("document.querySelector('.gridhunt')?.gridhunt")
    return page.evaluate("document.querySelector('.gridhunt').gridhunt.widget.state")


def message(page):
    return page.locator(".gh-message")


def test_share_link_opens_the_puzzle_and_solve_shows_the_digits(sudoku):
    cells = "".join(str(v) for v in board(sudoku)["cells"])
    assert cells == PUZZLE
    sudoku.click(".gh-solve")
    expect(sudoku.locator(".gh-solution-text")).to_have_value(SOLUTION, timeout=PYTHON_TIMEOUT)
    assert "".join(str(v) for v in board(sudoku)["solution"]) == SOLUTION
    expect(message(sudoku)).to_contain_text("Solved")
    shot(sudoku, "sudoku-solved")


def test_check_uniqueness_proves_one_solution_and_spots_several(sudoku):
    sudoku.click(".gh-unique")
    expect(message(sudoku)).to_contain_text("the solution is unique", timeout=PYTHON_TIMEOUT)
    sudoku.fill(".gh-share-input", "0" * 16)
    sudoku.press(".gh-share-input", "Enter")
    sudoku.click(".gh-unique")
    expect(message(sudoku)).to_contain_text("More than one solution", timeout=PYTHON_TIMEOUT)


def test_a_clash_among_the_givens_is_named_and_nothing_typed_is_lost(sudoku):
    bad = "55" + "0" * 79
    sudoku.fill(".gh-share-input", bad)
    sudoku.press(".gh-share-input", "Enter")
    sudoku.click(".gh-solve")
    expect(message(sudoku)).to_have_text("Row 1 has two 5s", timeout=PYTHON_TIMEOUT)
    assert board(sudoku)["cells"][:2] == [5, 5]


def test_a_malformed_line_is_refused_with_a_sentence_and_kept_for_fixing(sudoku):
    sudoku.fill(".gh-share-input", "1" + "0" * 79)
    sudoku.press(".gh-share-input", "Enter")
    expect(message(sudoku)).to_have_text("Expected 81 cells, got 80", timeout=PYTHON_TIMEOUT)
    expect(sudoku.locator(".gh-rejected-text")).to_have_value("1" + "0" * 79)
    # the share box goes on naming the board on screen, which the refused line did not replace
    cells = "".join(str(v) for v in board(sudoku)["cells"])
    expect(sudoku.locator(".gh-share-input")).to_have_value(cells)
    shot(sudoku, "sudoku-error")


def test_a_late_clash_sentence_does_not_hide_the_error_of_a_line_pasted_since(sudoku):
    # The board's clash is named by Python 250 ms after the change; a line pasted before then gets
    # its own error, and the clash's late answer must not cover it.
    sudoku.fill(".gh-share-input", "77" + "0" * 79)
    sudoku.press(".gh-share-input", "Enter")
    sudoku.fill(".gh-share-input", "2" + "0" * 79)
    sudoku.press(".gh-share-input", "Enter")
    expect(message(sudoku)).to_have_text("Expected 81 cells, got 80", timeout=PYTHON_TIMEOUT)
    sudoku.wait_for_timeout(1500)  # well past the clash's delay and answer
    expect(message(sudoku)).to_have_text("Expected 81 cells, got 80")
    assert board(sudoku)["cells"][:2] == [7, 7]


def test_typing_updates_the_link_and_a_reload_keeps_the_grid(sudoku, base_url):
    sudoku.goto(f"{base_url}/sudoku/#{'0' * 81}")
    wait_ready(sudoku)
    sudoku.click(".gh-canvas", position={"x": 10, "y": 10})
    sudoku.keyboard.type("53")
    sudoku.keyboard.press("ArrowDown")
    sudoku.keyboard.type("7")
    expect(sudoku.locator(".gh-share-input")).to_have_value("53" + "0" * 9 + "7" + "0" * 69)
    assert sudoku.evaluate("location.hash") == "#53" + "0" * 9 + "7" + "0" * 69
    sudoku.keyboard.press("Control+z")
    expect(sudoku.locator(".gh-share-input")).to_have_value("53" + "0" * 79)
    sudoku.reload()
    assert board(sudoku)["cells"][:3] == [5, 3, 0]


def test_copy_link_puts_the_puzzle_address_on_the_clipboard(sudoku, base_url):
    sudoku.goto(f"{base_url}/sudoku/#{PUZZLE}")
    sudoku.click(".gh-copy")
    expect(message(sudoku)).to_contain_text("Link copied")
    assert sudoku.evaluate("navigator.clipboard.readText()") == f"{base_url}/sudoku/#{PUZZLE}"


def test_stop_interrupts_a_long_solve_and_the_page_stays_usable(sudoku):
    wait_ready(sudoku)
    sudoku.fill(".gh-share-input", SLOW)
    sudoku.press(".gh-share-input", "Enter")
    sudoku.click(".gh-unique")
    expect(sudoku.locator(".gh-stop")).to_be_enabled()
    sudoku.wait_for_timeout(500)
    sudoku.click(".gh-stop")
    expect(message(sudoku)).to_contain_text("Stopped")
    expect(sudoku.locator(".gh-stop")).to_be_disabled()
    # the page answers at once and a fresh Python takes the next request
    sudoku.fill(".gh-share-input", PUZZLE)
    sudoku.press(".gh-share-input", "Enter")
    sudoku.click(".gh-solve")
    expect(sudoku.locator(".gh-solution-text")).to_have_value(SOLUTION, timeout=PYTHON_TIMEOUT)


def test_every_request_stayed_on_127_0_0_1(sudoku, requests_seen, base_url):
    assert requests_seen, "the request log is empty"
    foreign = [url for url in requests_seen if not url.startswith(base_url + "/")]
    assert foreign == []


def test_the_canvas_follows_the_dark_scheme(browser, base_url):
    context = browser.new_context(color_scheme="dark")
    page = context.new_page()
    page.goto(f"{base_url}/sudoku/#{PUZZLE}")
    page.wait_for_selector(".gh-canvas")
    pixel = page.evaluate(
        "(() => { const c = document.querySelector('.gh-canvas');"
        " return Array.from(c.getContext('2d').getImageData(c.width / 2 + 3, 8, 1, 1).data); })()"
    )
    assert sum(pixel[:3]) < 200, f"the board background is not dark: {pixel}"
    shot(page, "sudoku-dark")
    context.close()


def test_navigating_between_pages_keeps_one_worker(browser, base_url):
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{base_url}/sudoku/")
    wait_ready(page)
    page.evaluate("window.stillTheSameDocument = true")
    page.click("nav >> text=Command line")
    expect(page).to_have_url(f"{base_url}/cli/")
    page.click("nav >> text=Sudoku")
    expect(page).to_have_url(re.compile(re.escape(f"{base_url}/sudoku/") + "(#.*)?$"))
    page.wait_for_selector(".gridhunt[data-mounted] .gh-canvas")
    assert page.evaluate("window.stillTheSameDocument") is True, "navigation reloaded the page"
    assert page.evaluate("window.gridhunt.python.workersStarted") == 1
    page.fill(".gh-share-input", PUZZLE)
    page.press(".gh-share-input", "Enter")
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(SOLUTION, timeout=PYTHON_TIMEOUT)
    context.close()


def test_the_site_works_offline_after_one_visit(browser, new_server):
    url = f"http://127.0.0.1:{new_server.server_address[1]}/sudoku/"
    context, offline = offline_after_one_visit(browser, new_server, url, PUZZLE)
    offline.click(".gh-solve")
    expect(offline.locator(".gh-solution-text")).to_have_value(SOLUTION, timeout=PYTHON_TIMEOUT)
    context.close()
