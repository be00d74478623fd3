"""The site as a whole: installable as an app, and the main flow on a phone."""

import json

from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, shot, wait_ready
from paths import BUILD, ROOT

PUZZLE = "004006079000000602056092300078061030509000406020540890007410920105000000840600100"


def test_the_build_serves_only_the_theme_not_the_tools_that_build_it():
    tools = {p.name for p in (ROOT / "site" / "tools").iterdir() if p.is_file()}
    served = {p.name for p in (BUILD / "site").rglob("*")}
    assert tools and not tools & served


def test_the_site_is_installable_with_a_manifest_and_icons(page, base_url):
    page.goto(f"{base_url}/")
    url = page.evaluate("document.querySelector('link[rel=manifest]').href")
    response = page.request.get(url)
    assert response.ok, (response.status, url)
    manifest = json.loads(response.text())
    assert manifest["display"] == "standalone" and manifest["start_url"]
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        body = page.request.get(page.evaluate("(src) => new URL(src, document.querySelector('link[rel=manifest]').href).href", icon["src"])).body()
        assert body.startswith(b"\x89PNG")


def test_on_a_phone_a_tap_picks_a_cell_and_the_keypad_types(browser, base_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True, device_scale_factor=2)
    page = context.new_page()
    page.goto(f"{base_url}/sudoku/#{PUZZLE}")
    wait_ready(page)
    expect(page.locator(".gh-keypad")).to_be_visible()
    box = page.locator(".gh-canvas").bounding_box()
    page.tap(".gh-canvas", position={"x": box["width"] / 9 * 1.5, "y": box["height"] / 9 * 0.5})  # row 1, column 2
    page.locator(".gh-keypad button", has_text="8").first.tap()
    expect(page.locator(".gh-share-input")).to_have_value("084006079" + PUZZLE[9:], timeout=PYTHON_TIMEOUT)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, "sudoku-phone-keypad")
    context.close()
