"""End-to-end set-up: the built site served on 127.0.0.1, driven in Debian's Chromium.

`make test` builds the site first (with site_url on the test port, which instant
navigation needs); these fixtures only serve what is in build/site.
"""

import pytest

from browser import CHROMIUM, CHROMIUM_ARGS, PORT, open_puzzle, start_server
from paths import BUILD


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def base_url():
    if not (BUILD / "site" / "index.html").exists():
        pytest.fail("No site build: run `make test` (it builds the site first).")
    server = start_server(PORT)
    yield f"http://127.0.0.1:{PORT}"
    server.shutdown()
    server.server_close()


@pytest.fixture()
def new_server():
    """A server of its own on a free port, that a test may shut down (offline checks)."""
    server = start_server(0)
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def sudoku_page(browser, base_url):
    """The Sudoku page in a desktop-size window, shared by one module's tests (Python starts once)."""
    context, page = open_puzzle(browser, f"{base_url}/sudoku/", viewport={"width": 1000, "height": 1200})
    yield page
    context.close()
