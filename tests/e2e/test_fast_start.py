"""Fast start: the page restores the build's Python snapshot, and falls back when it cannot."""

import gzip
import json
import re

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, python_held, wait_ready
from paths import BUILD, SHARED

EXAMPLE = (SHARED / "examples" / "README.md").read_text()
PUZZLE = EXAMPLE.split("puzzle:")[1].split()[0]
SOLUTION = EXAMPLE.split("solution:")[1].split()[0]


def manifest():
    return json.loads((BUILD / "site" / "py" / "manifest.json").read_text())


def solve_example(page):
    page.fill(".gh-share-input", PUZZLE)
    page.press(".gh-share-input", "Enter")
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(SOLUTION, timeout=PYTHON_TIMEOUT)


def boot_with(browser, base_url, snapshot_bytes=None):
    """Open the Sudoku page in a fresh context, serving `snapshot_bytes` in place of the snapshot."""
    context = browser.new_context(service_workers="block")
    if snapshot_bytes is not None:
        context.route("**/*.snap.gz", lambda route: route.fulfill(status=200, body=snapshot_bytes))
    page = context.new_page()
    warnings = []
    page.on("console", lambda message: message.type == "warning" and warnings.append(message.text))
    page.goto(f"{base_url}/sudoku/")
    wait_ready(page)
    return context, page, warnings


def test_the_build_ships_a_gzipped_snapshot_and_wasm_with_their_own_stdlib():
    built = manifest()
    assert built["snapshot"].endswith(".snap.gz") and built["wasm"].endswith(".wasm.gz") and built["stdlib"].endswith(".zip")
    assert len(gzip.decompress((BUILD / "site" / "py" / built["snapshot"]).read_bytes())) == built["snapshotBytes"]
    assert gzip.decompress((BUILD / "site" / "py" / built["wasm"]).read_bytes())[:4] == b"\0asm"


def test_the_page_starts_from_the_snapshot_and_answers(browser, base_url):
    context, page, warnings = boot_with(browser, base_url)
    assert page.evaluate("window.gridhunt.python.boot") == "snapshot"
    assert not any("snapshot" in w for w in warnings)
    solve_example(page)
    context.close()


@pytest.mark.parametrize("damage", ["garbage", "truncated", "other build"])
def test_a_bad_snapshot_falls_back_to_a_normal_boot_that_works(browser, base_url, damage):
    real = gzip.decompress((BUILD / "site" / "py" / manifest()["snapshot"]).read_bytes())
    if damage == "garbage":
        served = b"not a snapshot at all" * 100  # not even gzip
    elif damage == "truncated":
        served = gzip.compress(real[: len(real) // 3])
    else:  # a snapshot of another Pyodide build: change its build id inside Pyodide's own header
        header = 16 + 4 * int.from_bytes(real[12:16], "little")
        changed = bytearray(real)
        changed[header + 20] ^= 0xFF
        served = gzip.compress(bytes(changed))
    context, page, warnings = boot_with(browser, base_url, served)
    assert page.evaluate("window.gridhunt.python.boot") == "normal"
    assert any("snapshot could not be restored" in w for w in warnings)
    solve_example(page)
    context.close()


def test_a_snapshot_base_unlike_the_builds_falls_back_to_a_normal_boot_that_works(browser, base_url):
    # The snapshot is shipped XORed with the memory the wasm's data segments lay out; should the
    # worker's base differ from the build's by a byte, it must notice (the checksum in the manifest)
    # rather than restore a corrupted memory.
    context = browser.new_context(service_workers="block")

    def base_off_by_one_byte(route):
        source = route.fetch().text()
        assert "  return image;\n" in source
        route.fulfill(body=source.replace("  return image;\n", "  image[image.length >> 1] ^= 1;\n  return image;\n"),
                      content_type="text/javascript")

    context.route("**/js/snapshot_base.js", base_off_by_one_byte)
    page = context.new_page()
    warnings = []
    page.on("console", lambda message: message.type == "warning" and warnings.append(message.text))
    page.goto(f"{base_url}/sudoku/")
    wait_ready(page)
    assert page.evaluate("window.gridhunt.python.boot") == "normal"
    assert any("base memory differs" in w for w in warnings)
    solve_example(page)
    context.close()


def test_a_module_left_out_of_the_snapshot_is_found_in_the_full_stdlib(browser, base_url):
    # The snapshot's stdlib zip holds only what the build saw imported late; `wave` is not among
    # them, so importing it must fetch the full stdlib (a worker whose start imports it, for the test).
    context = browser.new_context(service_workers="block")
    requests = []
    context.on("request", lambda request: requests.append(request.url))

    def worker_importing_wave(route):
        source = route.fetch().text()
        assert "import gridhunt.api;" in source
        route.fulfill(body=source.replace("import gridhunt.api;", "import wave, gridhunt.api;"), content_type="text/javascript")

    context.route("**/js/worker.js", worker_importing_wave)
    page = context.new_page()
    page.goto(f"{base_url}/sudoku/")
    wait_ready(page)
    assert page.evaluate("window.gridhunt.python.boot") == "snapshot"
    assert f"{base_url}/pyodide/python_stdlib.zip" in requests
    solve_example(page)
    context.close()


def test_while_python_loads_the_page_shows_progress_and_an_early_solve_reports_its_own_time(browser, base_url):
    context, page, held = python_held(browser)  # Python waits until we let it go
    page.goto(f"{base_url}/sudoku/#{PUZZLE}")
    status = page.locator(".gh-status-text")
    expect(status).to_have_text(re.compile(r"Downloading Python: \d+\.\d of \d+\.\d MB…"), timeout=PYTHON_TIMEOUT)
    page.click(".gh-solve")  # the board is there at once; Python is not
    expect(page.locator(".gh-message")).to_have_text("Solving as soon as Python is ready…")
    page.wait_for_timeout(3000)
    assert page.evaluate("window.gridhunt.python.state") == "loading"
    held[0].continue_()
    expect(page.locator(".gh-solution-text")).to_have_value(SOLUTION, timeout=PYTHON_TIMEOUT)
    seconds = float(re.search(r"\((\d+\.\d+) s\)", page.locator(".gh-message").text_content()).group(1))
    assert seconds < 3, "the time shown counts the wait for Python"
    context.close()


def test_stop_while_python_loads_drops_the_solve_but_not_the_download(browser, base_url):
    # on a slow network a hunter taps Solve, then Stop, before Python is there: the download goes on
    context, page, held = python_held(browser)  # Python waits until we let it go
    page.goto(f"{base_url}/sudoku/#{PUZZLE}")
    page.wait_for_function("window.gridhunt?.python.progress")
    page.click(".gh-solve")
    expect(page.locator(".gh-message")).to_have_text("Solving as soon as Python is ready…")
    page.click(".gh-stop")
    expect(page.locator(".gh-message")).to_have_text("Stopped; your grid is untouched.")
    assert page.evaluate("window.gridhunt.python.workersStarted") == 1, "the worker and its download were kept"
    held[0].continue_()
    wait_ready(page)
    page.wait_for_timeout(500)
    assert page.locator(".gh-solution-text").count() == 0, "the stopped solve was not done after all"
    assert page.locator(".gh-message").inner_text() == "Stopped; your grid is untouched."
    solve_example(page)
    context.close()
