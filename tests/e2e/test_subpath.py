"""A smoke test of the published site: built for a sub-path and served by a plain static host.

The build is `make site URL=http://127.0.0.1:PORT/gridhunt/` into its own folder, served by
tests/static_host.py with no compression at all, nothing of serve.py: as on any host.
"""

import re
import socket
import subprocess

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, wait_ready
from paths import BUILD, ROOT, SHARED
from static_host import start_static_host

EXAMPLE = (SHARED / "examples" / "README.md").read_text()
PUZZLE = EXAMPLE.split("puzzle:")[1].split()[0]
SOLUTION = EXAMPLE.split("solution:")[1].split()[0]
PREFIX = "/gridhunt/"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def host():
    port = free_port()
    folder = BUILD / "subpath-site"
    url = f"http://127.0.0.1:{port}{PREFIX}"
    subprocess.run(["make", "--no-print-directory", "site", f"URL={url}", f"SITE_DIR={folder}"],
                   cwd=ROOT, check=True, capture_output=True)
    server = start_static_host(folder, port, PREFIX, "none")
    yield server, url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def visit(browser, host):
    """One visitor's browser for the whole module: the offline check needs the earlier visit."""
    context = browser.new_context()
    yield context
    context.close()


def solve(page):
    page.fill(".gh-share-input", PUZZLE)
    page.press(".gh-share-input", "Enter")
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(SOLUTION, timeout=PYTHON_TIMEOUT)


def test_the_sudoku_page_solves_the_example_and_asks_nothing_outside_the_sub_path(visit, host):
    _, url = host
    page = visit.new_page()
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{url}sudoku/")
    wait_ready(page)
    assert page.evaluate("window.gridhunt.python.boot") == "snapshot"
    solve(page)
    assert requests and [r for r in requests if not r.startswith(url)] == []
    page.close()


def test_instant_navigation_keeps_the_page_and_its_python(visit, host):
    _, url = host
    page = visit.new_page()
    page.goto(f"{url}sudoku/")
    wait_ready(page)
    page.evaluate("window.stillTheSameDocument = true")
    page.click("nav >> text=Command line")
    expect(page).to_have_url(f"{url}cli/")
    page.click("nav >> text=Sudoku")
    expect(page).to_have_url(re.compile(re.escape(f"{url}sudoku/") + "(#.*)?$"))
    page.wait_for_selector(".gridhunt[data-mounted] .gh-canvas")
    assert page.evaluate("window.stillTheSameDocument") is True, "navigation reloaded the page"
    assert page.evaluate("window.gridhunt.python.workersStarted") == 1
    solve(page)
    page.close()


def test_the_site_works_offline_after_one_visit(visit, host):
    server, url = host
    page = visit.new_page()
    page.goto(f"{url}sudoku/")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=PYTHON_TIMEOUT)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    server.shutdown()
    server.server_close()
    errors = []
    offline = visit.new_page()
    offline.on("console", lambda message: message.type == "error" and errors.append(message.text))
    offline.goto(f"{url}tracks/")
    offline.click("nav >> text=Sudoku")
    wait_ready(offline)
    solve(offline)
    assert errors == []
