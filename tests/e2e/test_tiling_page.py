"""The tiling page in a real browser: the Black and White chain, painting, typing, pentominoes, errors."""

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, open_puzzle, shot, wait_ready

EXAMPLE = "Black and White: 25 grids (MUMS 2010)"
FINAL = "s2-3,s1?:wwbbw/wbwbb/bbbww/bbwbb/bwwww=SURAB/ICKDO/MISEG/NSRTE/OPERL"
BLANK = "s2-3,s1?:" + "/".join(["wwwww"] * 5)


@pytest.fixture(scope="module")
def tiling(browser, base_url):
    """One page for every flow: each new page pays Python's boot again."""
    context, page = open_puzzle(browser, f"{base_url}/tiling/", viewport={"width": 1000, "height": 1100})
    yield page
    context.close()


def message(page):
    return page.locator(".gh-message")


def load(page, share, canonical=None):
    """Load a share string and wait until Python has read it (and written it canonically)."""
    page.fill(".gh-share-input", share)
    page.press(".gh-share-input", "Enter")
    expect(page.locator(".gh-share-input")).to_have_value(canonical or share, timeout=PYTHON_TIMEOUT)


def cell_centre(page, r, c):
    size = page.evaluate("document.querySelector('.gridhunt').gridhunt.widget.cell")
    return {"x": 1 + (c + 0.5) * size, "y": 1 + (r + 0.5) * size}


def test_the_example_chain_from_25_grids_to_domino(tiling):
    tiling.select_option(".gh-examples", label=EXAMPLE)
    expect(tiling.locator(".gh-grid-pick option")).to_have_count(25, timeout=PYTHON_TIMEOUT)
    tiling.click(".gh-unique")
    expect(message(tiling)).to_contain_text("Every grid has exactly one tiling (25 grids)", timeout=PYTHON_TIMEOUT)
    thumbs = tiling.locator(".gh-thumb")
    expect(thumbs).to_have_count(25)
    assert thumbs.evaluate_all("ts => ts.map(t => t.dataset.count)") == ["1"] * 25
    expect(tiling.locator(".gh-tiling-letters")).to_have_text("ONEMOREGRIDUSEBLACKSTRIPS")
    shot(tiling, "tiling-example-solved")
    tiling.click(".gh-final")
    expect(tiling.locator(".gh-share-input")).to_have_value(FINAL, timeout=PYTHON_TIMEOUT)
    expect(tiling.locator(".gh-reading-b")).to_have_text("DOMINO", timeout=PYTHON_TIMEOUT)
    expect(message(tiling)).to_contain_text("The tiling is unique")
    shot(tiling, "tiling-final-grid")


def test_a_result_thumbnail_shows_its_grid_on_the_board(tiling):
    tiling.select_option(".gh-examples", label=EXAMPLE)
    expect(tiling.locator(".gh-grid-pick option")).to_have_count(25, timeout=PYTHON_TIMEOUT)
    tiling.click(".gh-solve")
    expect(message(tiling)).to_contain_text("Tiled all 25 grids", timeout=PYTHON_TIMEOUT)
    tiling.click(".gh-thumb[data-grid='6']")
    expect(tiling.locator(".gh-grid-pick")).to_have_value("6")
    grid = tiling.evaluate("(w => w.grid)(document.querySelector('.gridhunt').gridhunt.widget)")
    assert grid["colours"][0] == "wbbww" and grid["letters"][0] == "EEEEE"
    # the outlines follow the dark scheme when the reader flips it
    corner = "(c => Array.from(c.getContext('2d').getImageData(2, 2, 1, 1).data))(document.querySelector('.gh-thumb canvas'))"
    assert sum(tiling.evaluate(corner)[:3]) < 200
    tiling.evaluate("document.body.setAttribute('data-md-color-scheme', 'slate')")
    tiling.wait_for_function(f"{corner}.slice(0, 3).reduce((a, b) => a + b) > 400")
    tiling.evaluate("document.body.setAttribute('data-md-color-scheme', 'default')")


def test_painting_and_typing_change_the_share_string_in_the_url(tiling):
    load(tiling, BLANK)
    # no scrolling during the test: the theme rewrites the address's fragment on scroll
    tiling.evaluate("window.scrollTo(0, 0)")
    tiling.wait_for_timeout(300)
    tiling.click(".gh-canvas", position=cell_centre(tiling, 0, 0))
    expect(tiling.locator(".gh-share-input")).to_have_value("s2-3,s1?:bwwww/" + "/".join(["wwwww"] * 4), timeout=PYTHON_TIMEOUT)
    tiling.wait_for_function("location.hash === '#s2-3,s1?:bwwww/' + Array(4).fill('wwwww').join('/')")
    # a drag paints every cell it passes, as one undo step
    start, end = cell_centre(tiling, 2, 0), cell_centre(tiling, 2, 3)
    box = tiling.locator(".gh-canvas").bounding_box()
    tiling.mouse.move(box["x"] + start["x"], box["y"] + start["y"])
    tiling.mouse.down()
    tiling.mouse.move(box["x"] + end["x"], box["y"] + end["y"], steps=8)
    tiling.mouse.up()
    painted = "s2-3,s1?:bwwww/wwwww/bbbbw/wwwww/wwwww"
    expect(tiling.locator(".gh-share-input")).to_have_value(painted, timeout=PYTHON_TIMEOUT)
    tiling.keyboard.type("x")  # the cursor is on the drag's first cell
    expect(tiling.locator(".gh-share-input")).to_have_value(painted + "=...../...../X..../...../.....", timeout=PYTHON_TIMEOUT)
    tiling.keyboard.press("Control+z")
    tiling.keyboard.press("Control+z")
    expect(tiling.locator(".gh-share-input")).to_have_value("s2-3,s1?:bwwww/" + "/".join(["wwwww"] * 4), timeout=PYTHON_TIMEOUT)
    # clicking a black cell with the black brush makes it white again
    tiling.click(".gh-canvas", position=cell_centre(tiling, 0, 0))
    expect(tiling.locator(".gh-share-input")).to_have_value(BLANK, timeout=PYTHON_TIMEOUT)


def test_the_keyboard_alone_paints_and_describes_cells(tiling):
    load(tiling, BLANK)
    tiling.focus(".gh-canvas")
    tiling.evaluate("document.querySelector('.gridhunt').gridhunt.widget.setCursor(0, 0)")
    tiling.keyboard.press("ArrowDown")
    tiling.keyboard.press("Space")
    expect(tiling.locator(".gh-share-input")).to_have_value("s2-3,s1?:wwwww/bwwww/wwwww/wwwww/wwwww", timeout=PYTHON_TIMEOUT)
    tiling.keyboard.press("ArrowRight")
    tiling.keyboard.press("ArrowLeft")
    expect(tiling.locator(".gh-canvas + .gh-visually-hidden")).to_have_text("grid 1, row 2, column 1, black, no letter")


def test_pentominoes_in_a_3x20_rectangle_are_counted(tiling):
    load(tiling, "s2-3,s1?:3x20", "s2-3,s1?:" + "/".join(["o" * 20] * 3))
    tiling.select_option(".gh-preset", value="p5")
    expect(tiling.locator(".gh-share-input")).to_have_value("p5:" + "/".join(["o" * 20] * 3), timeout=PYTHON_TIMEOUT)
    tiling.click(".gh-count")
    expect(message(tiling)).to_contain_text("Tilings counted: 8.", timeout=PYTHON_TIMEOUT)
    expect(tiling.locator(".gh-thumb")).to_have_attribute("data-count", "8")
    tiling.click(".gh-unique")
    expect(message(tiling)).to_contain_text("More than one tiling for grid 1", timeout=PYTHON_TIMEOUT)
    shot(tiling, "tiling-pentominoes")


def test_a_bad_piece_set_is_named_and_kept_for_fixing(tiling):
    load(tiling, BLANK)
    tiling.fill(".gh-pieces", "s2-3,q7")
    tiling.press(".gh-pieces", "Enter")
    expect(message(tiling)).to_have_text("'q7' is not a piece entry such as s1-3, p5 or (bw/X.)", timeout=PYTHON_TIMEOUT)
    expect(tiling.locator(".gh-pieces")).to_have_value("s2-3,q7")
    tiling.click(".gh-solve")
    expect(message(tiling)).to_contain_text("is not a piece entry", timeout=PYTHON_TIMEOUT)
    shot(tiling, "tiling-error")
    tiling.fill(".gh-pieces", "s2-3,s1?")
    tiling.press(".gh-pieces", "Enter")
    expect(message(tiling)).to_have_text("", timeout=PYTHON_TIMEOUT)


def test_pasted_grids_load_as_a_batch_and_bad_text_gets_a_sentence(tiling):
    tiling.click(".gh-batch summary")
    tiling.fill(".gh-batch-text", "pieces: s2\n\nggrg\nyyrr\nyygr\n\nbw\nwb")
    tiling.click(".gh-batch-load")
    expect(tiling.locator(".gh-grid-pick option")).to_have_count(2, timeout=PYTHON_TIMEOUT)
    bad = "bwb\nbw"
    tiling.fill(".gh-batch-text", bad)
    tiling.click(".gh-batch-load")
    expect(message(tiling)).to_have_text("Grid 1, row 2 has 2 cells, expected 3", timeout=PYTHON_TIMEOUT)
    expect(tiling.locator(".gh-batch-text")).to_have_value(bad)
    expect(tiling.locator(".gh-grid-pick option")).to_have_count(2)


def test_a_share_link_opens_the_puzzle(tiling, base_url):
    tiling.goto(f"{base_url}/tiling/#p4:oooo./oo.oo/o.ooo/oo..o/ooooo")
    wait_ready(tiling)
    expect(tiling.locator(".gh-share-input")).to_have_value("p4:oooo./oo.oo/o.ooo/oo..o/ooooo", timeout=PYTHON_TIMEOUT)
    expect(tiling.locator(".gh-pieces")).to_have_value("p4")
    tiling.click(".gh-unique")
    expect(message(tiling)).to_contain_text("The tiling is unique", timeout=PYTHON_TIMEOUT)


def test_a_section_anchor_in_the_address_does_not_replace_the_puzzle(tiling, base_url):
    # scrolling keeps the puzzle in the address, and a link to a section (#controls) is not read as a puzzle
    load(tiling, FINAL)
    tiling.mouse.wheel(0, 2500)
    tiling.wait_for_timeout(500)
    assert tiling.evaluate("decodeURIComponent(location.hash.slice(1))") == FINAL
    tiling.goto(f"{base_url}/tiling/#controls")
    wait_ready(tiling)
    expect(tiling.locator(".gh-share-input")).to_have_value(FINAL, timeout=PYTHON_TIMEOUT)
    expect(message(tiling)).to_have_text("")


def test_a_batch_out_of_time_shows_the_grids_tiled_and_keeps_searching_when_asked(tiling):
    # every piece of 1-5 cells at most once: a 4x4 tiles at once, the 9x9's first tiling takes 15 s natively
    grid = "/".join(["o" * 9] * 9)
    load(tiling, "p1-5?:4x4:9x9", f"p1-5?:{'/'.join(['oooo'] * 4)}:{grid}")
    tiling.click(".gh-solve")
    expect(message(tiling)).to_have_text("No tiling of grid 2 found within 10 s.", timeout=PYTHON_TIMEOUT)
    expect(message(tiling)).to_have_attribute("data-kind", "warning")
    thumbs = tiling.locator(".gh-thumb")
    expect(thumbs).to_have_count(2)
    expect(thumbs.nth(0)).to_have_attribute("aria-label", "Grid 1: tiled. Show it on the board.")
    expect(thumbs.nth(1)).to_have_attribute("aria-label", "Grid 2: not tiled in time. Show it on the board.")
    expect(tiling.locator(".gh-keep-searching")).to_be_visible()
    shot(tiling, "tiling-out-of-time")
    tiling.click(".gh-keep-searching")
    expect(tiling.locator(".gh-keep-searching")).to_be_hidden()
    tiling.click(".gh-stop")
    expect(message(tiling)).to_contain_text("Stopped")
    wait_ready(tiling)
