"""Helpers for the browser tests and benchmarks: serving the build, Chromium flags, waits."""

import importlib.util
import os

from paths import BUILD, ROOT

_spec = importlib.util.spec_from_file_location("serve", ROOT / "site" / "tools" / "serve.py")
serve = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(serve)

PORT = int(os.environ.get("GRIDHUNT_TEST_PORT", "8765"))
CHROMIUM, CHROMIUM_ARGS = serve.CHROMIUM, serve.CHROMIUM_ARGS
PYTHON_TIMEOUT = 90_000  # ms: Pyodide boots in seconds, longer on a loaded machine
SHOTS = BUILD / "screenshots"
SHOT_HEIGHT = 30_000  # pixels of page height up to which a screenshot takes the whole page (``shot``)


def start_server(port):
    """Serve build/site on 127.0.0.1:port (0 = any free port) in a background thread."""
    return serve.start_server(port, BUILD / "site")


def wait_ready(page):
    """Until Python is ready and every puzzle page on it is mounted: on a busy machine Python's
    'ready' can come before the page's controls exist (a test reading them at once then fails)."""
    page.wait_for_function(
        "window.gridhunt && window.gridhunt.python.state === 'ready'"
        " && [...document.querySelectorAll('.gridhunt[data-kind]')].every((root) => root.gridhunt)",
        timeout=PYTHON_TIMEOUT)


def wait_for_page(page, target):
    """Until the address is target's page with a puzzle after '#' (not a glob: its * stops at a '/',
    and a genre's puzz.link URL after '#' holds several once the page writes it back plainly)."""
    page.wait_for_url(lambda url: f"/{target}/#" in url, timeout=PYTHON_TIMEOUT)


def shot(page, name):
    """Save a screenshot for people to look at (never compared): the whole page, or what the window shows when
    the page is longer than SHOT_HEIGHT pixels (docs/engine.md on a phone is over 100,000: Chromium drew it
    whole in 30 s until it grew past 105,000, and a clip of its top is drawn from the whole page too)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    height = page.evaluate("document.documentElement.scrollHeight")
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=height <= SHOT_HEIGHT)


def open_puzzle(browser, url, errors=None, **context_options):
    """A new context and page at a puzzle page, once Python is ready and the page is mounted.

    Page errors go into `errors` when a list is given. Each new context pays Python's start again,
    so test modules share one page where they can.
    """
    context = browser.new_context(**context_options)
    page = context.new_page()
    if errors is not None:
        page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    wait_ready(page)
    page.wait_for_function("document.querySelector('.gridhunt')?.gridhunt")
    return context, page


def offline_after_one_visit(browser, server, url, fragment):
    """(context, page): ``url#fragment`` opened with the network gone, after one visit of ``url``
    online (the service worker took control, then ``server`` stopped)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=PYTHON_TIMEOUT)
    server.shutdown()
    server.server_close()
    offline = context.new_page()
    offline.goto(f"{url}#{fragment}")
    wait_ready(offline)
    return context, offline


def python_held(browser):
    """(context, page, held): a page whose Python waits until the test lets it go
    (``held[0].continue_()``: the snapshot's request, held back; no service worker to serve it)."""
    context = browser.new_context(service_workers="block")
    held = []
    context.route("**/*.snap.gz", lambda route: held.append(route))
    return context, context.new_page(), held
