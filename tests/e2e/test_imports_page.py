"""Other tools' puzzles on the pages: a penpa-edit board without a genre drawn and the genres that fit
offered as buttons, a tagged one and a Tatham ID opening at once, another pzprjs host's link, and the
home page's box sending a penpa-edit link to the genres page."""

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, open_puzzle, shot, wait_for_page, wait_ready
from paths import ROOT

LINKS = [line.split(" ", 1) for line in (ROOT / "tests" / "penpa" / "links.txt").read_text().splitlines()
         if line.strip() and not line.startswith("#")]
UNTAGGED_STARBATTLE = next(url for expect_, url in LINKS if expect_ == "starbattle" and "#m=edit" in url)
TAGGED_FILLOMINO = next(url for expect_, url in LINKS if expect_ == "fillomino" and "m=solve" in url)
SUDOKU = next(url for expect_, url in LINKS if expect_ == "sudoku")


@pytest.fixture(scope="module")
def page(browser, base_url):
    context, page = open_puzzle(browser, f"{base_url}/genres/", viewport={"width": 1000, "height": 1200}, service_workers="block")
    yield page
    context.close()


def state(page, name):
    return page.evaluate(f"document.querySelector('.gridhunt').gridhunt.widget.state.{name}")


def settled(page):
    page.wait_for_function("() => !window.gridhunt.python.busy", timeout=PYTHON_TIMEOUT)
    page.wait_for_timeout(100)


def load(page, text):
    page.fill(".gh-share-input", text)
    page.press(".gh-share-input", "Enter")
    page.wait_for_timeout(100)
    settled(page)


def solve(page):
    page.click(".gh-solve")
    expect(page.locator(".gh-message")).to_have_attribute("data-kind", "success", timeout=PYTHON_TIMEOUT)
    settled(page)


def test_a_penpa_board_without_a_genre_is_drawn_and_the_chosen_genre_solves_it(page):
    load(page, UNTAGGED_STARBATTLE)
    choice = page.locator(".gh-genre-choice")
    expect(choice).to_be_visible()
    expect(choice.locator("button")).to_have_text(["Star Battle", "LITS", "Heyawake"])
    assert state(page, "board.w") == 10 and state(page, "share") == ""
    shot(page, "genres-penpa-choice")
    choice.locator("button", has_text="Star Battle").click()
    settled(page)
    expect(choice).to_be_hidden()
    assert state(page, "kind") == "starbattle" and state(page, "share").startswith("https://puzz.link/p?starbattle/10/10/2/")
    expect(page.locator(".gh-message")).to_contain_text("penpa-edit Star Battle link")
    solve(page)
    expect(page.locator(".gh-message")).to_contain_text("the only solution")


@pytest.mark.parametrize("text,kind", [
    (TAGGED_FILLOMINO, "fillomino"),
    ("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/lightup.html#7x7:b1f2iB2g1Bi2fBb", "akari"),
    ("9x9:a2c4_6a2c6f12b2q2_2d2b2c8a2_4c3c6e8e8d", "shikaku"),
    ("https://pzplus.tck.mn/p?type=editor&akari/6/6/nekcakbl/", "akari"),
])
def test_a_tagged_penpa_link_a_tatham_id_and_another_hosts_link_open_at_once_and_solve(page, text, kind):
    load(page, text)
    expect(page.locator(".gh-genre-choice")).to_be_hidden()
    assert state(page, "kind") == kind, page.locator(".gh-message").inner_text()
    solve(page)


def test_the_home_pages_box_sends_a_penpa_link_to_its_page(browser, base_url):
    context, page = open_puzzle(browser, f"{base_url}/", viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page.fill(".gh-open-text", UNTAGGED_STARBATTLE)
    page.press(".gh-open-text", "Enter")
    wait_for_page(page, "genres")
    wait_ready(page)
    expect(page.locator(".gh-genre-choice")).to_be_visible(timeout=PYTHON_TIMEOUT)
    page.goto(f"{base_url}/")
    wait_ready(page)
    page.fill(".gh-open-text", SUDOKU)
    page.press(".gh-open-text", "Enter")
    wait_for_page(page, "sudoku")
    wait_ready(page)
    expect(page.locator(".gh-message")).to_contain_text("penpa-edit Sudoku link", timeout=PYTHON_TIMEOUT)
    context.close()


OPENED = [(expect_, url) for expect_, url in LINKS if not expect_.startswith("refused:")]


@pytest.mark.parametrize("kind,url", OPENED, ids=[f"{i}-{k}" for i, (k, _) in enumerate(OPENED)])
def test_every_real_penpa_link_opens_on_its_page_and_solves(browser, base_url, page, kind, url):
    if kind == "sudoku":  # a classic Sudoku opens on the Sudoku page
        context, sudoku = open_puzzle(browser, f"{base_url}/sudoku/", viewport={"width": 1000, "height": 1200},
                                      service_workers="block")
        load(sudoku, url)
        expect(sudoku.locator(".gh-message")).to_contain_text("penpa-edit Sudoku link")
        sudoku.click(".gh-solve")
        expect(sudoku.locator(".gh-message")).to_have_attribute("data-kind", "success", timeout=PYTHON_TIMEOUT)
        context.close()
        return
    load(page, url)
    choice = page.locator(".gh-genre-choice")
    if choice.is_visible():
        choice.locator(f"#as-{kind}, .gh-as-{kind}").first.click()
        settled(page)
    assert state(page, "kind") == kind, page.locator(".gh-message").inner_text()
    solve(page)
