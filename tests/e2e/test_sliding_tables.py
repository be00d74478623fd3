"""The sliding page's shipped tables in a real browser: fetched by the first 4x4 solve only, kept for offline solves."""

import re

from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, offline_after_one_visit, wait_ready

KORF_9 = "4x4:3,14,9,11,5,4,8,2,13,12,6,7,10,1,15,0/0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"
CORNER_GOAL = "4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,0,14,15"  # 2 moves; default goal, hole bottom right: a corner too
TABLES = re.compile(r"/py/tables/sliding-4x4-hole(\d+)-[0-9a-f]+\.bin\.xz$")


def load(page, share):
    page.fill(".gh-share-input", share)
    page.press(".gh-share-input", "Enter")
    page.wait_for_function(f"document.querySelector('.gridhunt').gridhunt.shareInput.value === {share!r}")


def fetched_tables(page):
    """The table files the page (or its worker) asked for, as they are requested."""
    urls = []
    page.context.on("request", lambda request: TABLES.search(request.url) and urls.append(request.url))
    return urls


def test_a_fresh_page_fetches_the_corner_tables_once_and_solves_4x4s_optimally(browser, base_url):
    # No service worker: once it controls the page, its own fetch of the file is a second request
    # event for the one download (whether it does depends on timing). The offline test covers it.
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    urls = fetched_tables(page)
    page.goto(f"{base_url}/sliding/")
    wait_ready(page)
    page.wait_for_function("document.querySelector('.gridhunt')?.gridhunt")  # mounted: its message line exists
    # every sentence the message line shows, so the fleeting progress can be checked afterwards
    page.evaluate("""window.said = []; new MutationObserver(() => said.push(document.querySelector('.gh-message').textContent))
        .observe(document.querySelector('.gh-message'), {childList: true, characterData: true, subtree: true})""")
    load(page, KORF_9)
    page.click(".gh-solve")
    expect(page.locator(".gh-message")).to_contain_text("Solved: 46 moves, proven shortest", timeout=PYTHON_TIMEOUT)
    assert [TABLES.search(u).group(1) for u in urls] == ["0"]
    said = page.evaluate("window.said")
    assert any(re.fullmatch(r"Fetching tables \d+\.\d/\d+\.\d MB \(first 4×4 solve only\)…", s) for s in said), said
    assert not any("Building tables" in s for s in said)
    load(page, CORNER_GOAL)  # another corner goal: the same tables, turned; nothing more to fetch
    page.click(".gh-solve")
    expect(page.locator(".gh-message")).to_contain_text("Solved: 2 moves, proven shortest", timeout=PYTHON_TIMEOUT)
    assert len(urls) == 1
    context.close()


def test_a_page_that_solves_no_4x4_fetches_no_tables(browser, base_url):
    context = browser.new_context()
    page = context.new_page()
    urls = fetched_tables(page)
    page.goto(f"{base_url}/sliding/#3x3:8,6,7,2,5,4,3,0,1")
    wait_ready(page)
    page.click(".gh-solve")
    expect(page.locator(".gh-message")).to_contain_text("Solved: 31 moves, proven shortest", timeout=PYTHON_TIMEOUT)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=PYTHON_TIMEOUT)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    load(page, "4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15")  # a 4x4 on the board, never solved
    assert urls == []
    context.close()


def test_after_one_4x4_solve_4x4s_solve_offline(browser, new_server):
    url = f"http://127.0.0.1:{new_server.server_address[1]}/sliding/"
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=PYTHON_TIMEOUT)
    load(page, CORNER_GOAL)
    page.click(".gh-solve")
    expect(page.locator(".gh-message")).to_contain_text("Solved: 2 moves, proven shortest", timeout=PYTHON_TIMEOUT)
    new_server.shutdown()
    new_server.server_close()
    offline = context.new_page()  # a new page: a new worker, with no tables in memory
    offline.goto(f"{url}#{KORF_9}")
    wait_ready(offline)
    offline.click(".gh-solve")
    expect(offline.locator(".gh-message")).to_contain_text("Solved: 46 moves, proven shortest", timeout=PYTHON_TIMEOUT)
    context.close()


def test_offline_before_any_4x4_solve_the_page_says_how_to_get_the_tables_and_keeps_the_board(browser, new_server):
    # A hunter who visited the site at home but never solved a 4x4 there, then solves one offline.
    url = f"http://127.0.0.1:{new_server.server_address[1]}/sliding/"
    context, offline = offline_after_one_visit(browser, new_server, url, KORF_9)
    offline.click(".gh-solve")
    said = offline.locator(".gh-message")
    expect(said).to_have_attribute("data-kind", "error", timeout=PYTHON_TIMEOUT)
    expect(said).to_contain_text("could not be downloaded")
    expect(said).to_contain_text("connect once and Solve again")
    assert offline.input_value(".gh-share-input") == KORF_9
    context.close()
