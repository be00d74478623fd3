"""The Tracks page in a real browser: the Stairway example, Tatham IDs, editing, stepping, the tablature."""

import json
import re

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, open_puzzle, shot
from paths import SHARED

EXAMPLE = json.loads((SHARED / "examples" / "tracks.json").read_text())
MESSAGE = EXAMPLE["expected"]["message"]
TABLATURE = [f"{string}|{line}|" for string, line in zip("eBGDAE", MESSAGE)]
ONE_PATH = EXAMPLE["expected"]["one_path"]
TATHAM = "8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1"
TATHAM_ROUTE = "3,0 RDDDRRUUURUUURDDRRDDDDLD"
PAGE = "document.querySelector('.gridhunt').gridhunt"


@pytest.fixture(scope="module")
def errors():
    return []


@pytest.fixture(scope="module")
def tracks(browser, base_url, errors):
    """One page for every flow: each new page pays Python's boot again."""
    context, page = open_puzzle(browser, f"{base_url}/tracks/", errors, viewport={"width": 1000, "height": 1200})
    page.wait_for_function("document.querySelector('.gh-examples').options.length > 7")
    yield page
    context.close()


def state(page):
    return page.evaluate(f"{PAGE}.widget.state")


def message(page):
    return page.locator(".gh-message")


def load_example(page):
    page.select_option(".gh-examples", label="Stairway (MUMS Puzzle Hunt, 16x6, split rows, message)")
    page.wait_for_function(f"{PAGE}.widget.state.w === 16 && {PAGE}.widget.state.splits[0] === 8")


def click_cell(page, r, c, fx=0.5, fy=0.5):
    """Click inside cell (r, c) of the canvas; r or c may be in the margins (the counts)."""
    box = page.evaluate(f"(() => {{ const w = {PAGE}.widget, p = w.rect({r}, {c}); return [p.x, p.y, p.size]; }})()")
    page.click(".gh-canvas", position={"x": box[0] + box[2] * fx, "y": box[1] + box[2] * fy})


def wait_for_hash(page, share):
    """The URL fragment follows the board after Python's encode, so give it a moment."""
    page.wait_for_function("(share) => decodeURIComponent(location.hash.slice(1)) === share", arg=share,
                           timeout=PYTHON_TIMEOUT)


def test_the_example_solves_to_two_paths_through_one_cell_set_and_reads_the_tablature(tracks):
    load_example(tracks)
    expect(tracks.locator(".gh-tracks-message-input")).to_have_value("\n".join(EXAMPLE["message_grid"]))
    tracks.click(".gh-solve")
    expect(tracks.locator(".gh-tracks-summary")).to_have_text("2 paths, 1 cell set", timeout=PYTHON_TIMEOUT)
    expect(message(tracks)).to_contain_text("Solved: 2 paths, 1 cell set")
    expect(tracks.locator(".gh-tracks-message-text")).to_have_text("\n".join(MESSAGE), timeout=PYTHON_TIMEOUT)
    expect(tracks.locator(".gh-tracks-tab")).to_have_text("\n".join(TABLATURE))
    track = tracks.evaluate(f"{PAGE}.widget.overlay")
    assert track[0] == EXAMPLE["start"] and track[-1] == EXAMPLE["finish"] and len(track) == len(ONE_PATH)
    shot(tracks, "tracks-solved")


def test_prev_and_next_step_between_the_two_paths(tracks):
    first = tracks.evaluate(f"{PAGE}.widget.overlay")
    expect(tracks.locator(".gh-tracks-which")).to_have_text("Path 1 of 2")
    expect(tracks.locator(".gh-tracks-prev")).to_be_disabled()
    route = tracks.locator(".gh-solution-text").input_value()
    tracks.click(".gh-tracks-next")
    expect(tracks.locator(".gh-tracks-which")).to_have_text("Path 2 of 2")
    expect(tracks.locator(".gh-tracks-next")).to_be_disabled()
    second = tracks.evaluate(f"{PAGE}.widget.overlay")
    assert second != first and sorted(second) == sorted(first)  # another route through the same cells
    assert ONE_PATH in (first, second)
    assert tracks.locator(".gh-solution-text").input_value() != route
    tracks.click(".gh-tracks-prev")
    expect(tracks.locator(".gh-tracks-which")).to_have_text("Path 1 of 2")
    assert tracks.evaluate(f"{PAGE}.widget.overlay") == first


def test_a_reload_shows_the_answer_found_and_an_edit_forgets_it(tracks):
    # what the page said, the paths, the message read through them: back without Python searching again
    said = message(tracks).inner_text()
    assert said.startswith("Solved: 2 paths, 1 cell set")
    tracks.reload()
    expect(message(tracks)).to_have_text(re.sub(r"\.? \([0-9.]+ s\)$", "", said) + " (found earlier).", timeout=PYTHON_TIMEOUT)
    expect(tracks.locator(".gh-tracks-summary")).to_have_text("2 paths, 1 cell set")
    assert len(tracks.evaluate(f"{PAGE}.widget.overlay")) == len(ONE_PATH)
    expect(tracks.locator(".gh-tracks-message-text")).to_have_text("\n".join(MESSAGE), timeout=PYTHON_TIMEOUT)
    # the board edited: the answer kept is for another board, so a reload shows none
    share = tracks.locator(".gh-share-input").input_value()
    click_cell(tracks, -1, 0)  # column 1's count, in the top margin
    tracks.keyboard.press("Delete")
    wait_for_hash(tracks, share.replace("zzzr,3,", "zzzr,?,", 1))
    tracks.reload()
    tracks.wait_for_function(f"{PAGE}?.widget")
    expect(tracks.locator(".gh-tracks-summary")).to_have_count(0)
    assert "found earlier" not in message(tracks).inner_text()
    assert tracks.evaluate(f"{PAGE}.widget.overlay") is None
    load_example(tracks)  # the tests after this one start from the example solved, as before it
    tracks.click(".gh-solve")
    expect(tracks.locator(".gh-tracks-message-text")).to_have_text("\n".join(MESSAGE), timeout=PYTHON_TIMEOUT)


def test_play_starts_the_tablature_without_error(tracks, errors):
    play = tracks.locator(".gh-tracks-play")
    play.click()
    expect(play).to_have_text("■ Stop")
    expect(play).to_have_attribute("aria-pressed", "true")
    assert tracks.evaluate(f"{PAGE}.player.context.state") in ("running", "suspended")
    assert tracks.evaluate(f"{PAGE}.player.playing.sources.length") == sum(
        ch != "-" for line in MESSAGE for ch in line
    )
    # each note is a plucked string: loud at first, fading as it rings
    loudness = tracks.evaluate(f"""(() => {{
        const wave = {PAGE}.player.pluck(64).getChannelData(0), n = wave.length;
        const peak = (from, to) => wave.subarray(from, to).reduce((m, x) => Math.max(m, Math.abs(x)), 0);
        return [peak(0, n / 10), peak(n * 0.9, n)];
    }})()""")
    assert loudness[0] > 0.3 and loudness[1] < loudness[0] / 4
    play.click()
    expect(play).to_have_text("▶ Play")
    assert errors == []


def test_editing_a_count_updates_the_link_and_says_what_is_wrong(tracks):
    load_example(tracks)
    share = tracks.locator(".gh-share-input").input_value()
    click_cell(tracks, -1, 0)  # column 1's count, in the top margin
    tracks.keyboard.press("Delete")
    expect(tracks.locator(".gh-share-input")).to_have_value(share.replace("zzzr,3,", "zzzr,?,", 1))
    wait_for_hash(tracks, share.replace("zzzr,3,", "zzzr,?,", 1))
    tracks.keyboard.type("12")  # two digits make one count, too large for 6 cells
    expect(message(tracks)).to_contain_text("Column 1 count 12 is larger than its 6 cells", timeout=PYTHON_TIMEOUT)
    assert state(tracks)["columnCounts"][0] == 12
    tracks.keyboard.press("Backspace")  # 1: the totals no longer agree
    expect(message(tracks)).to_contain_text("The column counts add up to 47 but the row counts to 49")
    expect(tracks.locator(".gh-share-input")).to_have_value(share.replace("zzzr,3,", "zzzr,?,", 1))
    tracks.keyboard.press("Backspace")
    tracks.keyboard.type("3")
    expect(tracks.locator(".gh-share-input")).to_have_value(share)
    wait_for_hash(tracks, share)
    expect(message(tracks)).to_have_text("")
    expect(tracks.locator(".gh-canvas + .gh-visually-hidden")).to_have_text("column 1 count, 3")
    # reading on down the page must not take the puzzle out of the address
    tracks.mouse.wheel(0, 3000)
    tracks.wait_for_timeout(500)
    tracks.mouse.wheel(0, -6000)
    tracks.wait_for_timeout(500)
    wait_for_hash(tracks, share)


def test_a_pasted_tatham_id_loads_verbatim_and_solves_to_a_valid_track(tracks):
    tracks.fill(".gh-share-input", TATHAM)
    tracks.press(".gh-share-input", "Enter")
    tracks.wait_for_function(f"{PAGE}.widget.state.w === 8 && {PAGE}.widget.state.ends === 'stations'")
    wait_for_hash(tracks, TATHAM)
    tracks.click(".gh-unique")
    expect(message(tracks)).to_contain_text("the track is unique", timeout=PYTHON_TIMEOUT)
    expect(tracks.locator(".gh-solution-text")).to_have_value(TATHAM_ROUTE)
    track = tracks.evaluate(f"{PAGE}.widget.overlay")
    check = tracks.evaluate(
        "(track) => window.gridhunt.python.request({kind: 'tracks', op: 'check', puzzle: %s, solution: track})"
        % json.dumps(TATHAM),
        track,
    )
    assert check == {"ok": True, "share": TATHAM, "correct": True}
    expect(tracks.locator(".gh-tracks-message-out")).to_be_empty()  # no message grid, no message
    shot(tracks, "tracks-tatham")


@pytest.mark.parametrize(("text", "sentence"), [
    ("8x8#123456789", "This is a random-seed ID (with '#'); paste the game ID with ':' instead"),
    ("8x8:d9s5c6zgAa,1,4,1", "Expected 16 counts (8 columns, 8 rows), got 3"),
    ("8x8:d9s5c6zgAa,1,4,1,4,4,3,3,5,2,2,4,5,3,3,5,1",
     "Mark one row and one column with S (the stations), or give start= and finish="),
])
def test_a_bad_id_gets_a_sentence_and_is_kept_for_fixing(tracks, text, sentence):
    before, shared = state(tracks), tracks.locator(".gh-share-input").input_value()
    tracks.fill(".gh-share-input", text)
    tracks.press(".gh-share-input", "Enter")
    expect(message(tracks)).to_have_text(sentence, timeout=PYTHON_TIMEOUT)
    expect(tracks.locator(".gh-rejected-text")).to_have_value(text)
    expect(tracks.locator(".gh-share-input")).to_have_value(shared)  # still the board on screen
    assert state(tracks) == before


def test_the_editor_lays_pieces_ends_splits_and_a_message(tracks):
    tracks.click(".gh-clear")
    tracks.fill(".gh-tracks-w", "4")
    tracks.press(".gh-tracks-w", "Enter")
    tracks.fill(".gh-tracks-h", "3")
    tracks.press(".gh-tracks-h", "Enter")
    tracks.wait_for_function(f"{PAGE}.widget.state.w === 4 && {PAGE}.widget.state.h === 3")
    # a piece by clicking two sides of a cell, another from the palette
    click_cell(tracks, 0, 1, fx=0.95)
    expect(message(tracks)).to_contain_text("Row 1, column 2: a track piece joins exactly two sides",
                                            timeout=PYTHON_TIMEOUT)
    click_cell(tracks, 0, 1, fy=0.95)
    click_cell(tracks, 1, 2)
    tracks.click(".gh-tracks-palette >> [aria-label='Given piece joining up and down']")
    assert state(tracks)["pieces"][:8] == [0, 9, 0, 0, 0, 0, 10, 0]
    # start and finish cells, then a split, from the keyboard
    tracks.check("input[value='start']")
    click_cell(tracks, 2, 0)
    tracks.check("input[value='finish']")
    click_cell(tracks, 0, 3)
    tracks.keyboard.press("ArrowLeft")
    tracks.keyboard.press("|")  # a new segment begins at column 3
    tracks.check("input[value='pieces']")
    s = state(tracks)
    assert (s["ends"], s["start"], s["finish"], s["splits"]) == ("cells", [2, 0], [0, 3], [2])
    assert s["rowCounts"] == [[None, None]] * 3
    expect(tracks.locator(".gh-share-input")).to_have_value(
        "4x3:a9dAe,?,?,?,?,?/?,?/?,?/?;split=2;start=2.0;finish=0.3", timeout=PYTHON_TIMEOUT)
    # a message row of the wrong length is named, and the text stays for fixing
    tracks.fill(".gh-tracks-message-input", "AB.D\nE\n..IJ")
    tracks.locator(".gh-tracks-message-input").blur()
    expect(message(tracks)).to_contain_text("Message row 2 needs 4 symbols, got 1", timeout=PYTHON_TIMEOUT)
    expect(tracks.locator(".gh-tracks-message-input")).to_have_value("AB.D\nE\n..IJ")
    tracks.fill(".gh-tracks-message-input", "AB.D\nE...\n..IJ")
    tracks.locator(".gh-tracks-message-input").blur()
    expect(tracks.locator(".gh-share-input")).to_have_value(
        "4x3:a9dAe,?,?,?,?,?/?,?/?,?/?;split=2;start=2.0;finish=0.3;message=AB.D/E.../..IJ", timeout=PYTHON_TIMEOUT)
    expect(message(tracks)).to_have_text("")
    shot(tracks, "tracks-editor")
    # stations from the margins, and undo takes them back
    tracks.select_option(".gh-tracks-ends", "stations")
    tracks.wait_for_function(f"{PAGE}.widget.state.ends === 'stations'")
    click_cell(tracks, 1, -1)  # station A beside row 2
    assert state(tracks)["start"] == [1, 0]
    tracks.click(".gh-undo")
    tracks.click(".gh-undo")
    tracks.wait_for_function(f"{PAGE}.widget.state.ends === 'cells'")


def test_generate_makes_a_puzzle_with_a_unique_track(tracks):
    tracks.fill(".gh-tracks-w", "6")
    tracks.press(".gh-tracks-w", "Enter")
    tracks.fill(".gh-tracks-h", "6")
    tracks.press(".gh-tracks-h", "Enter")
    tracks.click(".gh-tracks-generate")
    expect(message(tracks)).to_have_text("A new 6×6 puzzle: its track is unique.", timeout=PYTHON_TIMEOUT)
    assert tracks.locator(".gh-share-input").input_value().startswith("6x6:")
    tracks.click(".gh-unique")
    expect(message(tracks)).to_contain_text("the track is unique", timeout=PYTHON_TIMEOUT)


def test_the_phone_layout_fits_and_the_dark_board_is_dark(browser, base_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme="dark")
    page = context.new_page()
    page.goto(f"{base_url}/tracks/#{TATHAM}")
    page.wait_for_function(f"{PAGE}?.widget.state.w === 8")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    pixel = page.evaluate(
        "(() => { const c = document.querySelector('.gh-canvas');"
        " return Array.from(c.getContext('2d').getImageData(c.width / 2 + 3, 4, 1, 1).data); })()"
    )
    assert sum(pixel[:3]) < 200, f"the board background is not dark: {pixel}"
    shot(page, "tracks-phone-dark")
    context.close()
