"""The sliding tiles page in a real browser: the worked example, play, scramble, parity, pictures, sheets."""

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, open_puzzle, shot, wait_ready

EXAMPLE = "3x3:1,2,3,4,5,6,7,8,0/2,1,5,7,4,6,3,8,0"
GOAL = [2, 1, 5, 7, 4, 6, 3, 8, 0]
PAGE = "document.querySelector('.gridhunt').gridhunt"


@pytest.fixture(scope="module")
def errors():
    return []


@pytest.fixture(scope="module")
def sliding(browser, base_url, errors):
    """One page for all flows: every new page pays Python's boot again."""
    context, page = open_puzzle(browser, f"{base_url}/sliding/", errors, viewport={"width": 1000, "height": 1200},
                                accept_downloads=True)
    yield page
    context.close()


def state(page):
    return page.evaluate(f"{PAGE}.widget.state")


def message(page):
    return page.locator(".gh-message")


def load(page, text):
    page.fill(".gh-share-input", text)
    page.press(".gh-share-input", "Enter")


def click_cell(page, r, c):
    box = page.locator(".gh-canvas").bounding_box()
    rect = page.evaluate(f"{PAGE}.widget.rect({r}, {c})")
    page.mouse.click(box["x"] + rect["x"] + rect["size"] / 2, box["y"] + rect["y"] + rect["size"] / 2)


def test_the_example_solves_in_20_moves_and_the_replay_reaches_the_goal(sliding):
    sliding.select_option(".gh-examples", label="Worked example (3x3, 20 moves)")
    sliding.wait_for_function(f"{PAGE}.shareInput.value === '{EXAMPLE}'", timeout=PYTHON_TIMEOUT)
    sliding.click(".gh-solve")
    expect(message(sliding)).to_contain_text("Solved: 20 moves, proven shortest", timeout=PYTHON_TIMEOUT)
    expect(sliding.locator(".gh-moves li")).to_have_count(20)
    for _ in range(20):
        sliding.click(".gh-forward")
    expect(sliding.locator(".gh-step")).to_have_text("Move 20 of 20: " + sliding.evaluate(
        f"'tile ' + {PAGE}.widget.overlay.moved[19]") + " (goal)")
    assert sliding.evaluate(f"{PAGE}.widget.shown()") == GOAL
    sliding.click(".gh-back")
    assert sliding.evaluate(f"{PAGE}.widget.overlay.index") == 19
    sliding.click(".gh-playpause")  # plays on from 19 to the end
    sliding.wait_for_function(f"{PAGE}.widget.overlay.index === 20 && !{PAGE}.timer")
    shot(sliding, "sliding-solved")


def test_one_play_control_one_summary_and_the_goal_in_view_while_playing(sliding):
    sliding.select_option(".gh-examples", label="Worked example (3x3, 20 moves)")
    sliding.wait_for_function(f"{PAGE}.shareInput.value === '{EXAMPLE}'", timeout=PYTHON_TIMEOUT)
    sliding.click(".gh-solve")
    expect(message(sliding)).to_contain_text("Solved: 20 moves", timeout=PYTHON_TIMEOUT)
    root = sliding.locator(".gridhunt")
    assert root.get_by_role("button", name="Play").count() == 1, "one Play control: the replay's"
    said = root.locator(".gh-message").inner_text() + root.locator(".gh-result").inner_text()
    assert said.count("20 moves") == 1, "the summary is said once"
    # the goal is drawn at half size beside the board, and it is the goal's own labels
    goal = sliding.evaluate(f"""(() => {{
        const w = {PAGE}.widget, side = w.rect(0, w.state.width), d = window.devicePixelRatio || 1;
        const probe = (x, y) => Array.from(w.ctx.getImageData(x * d, y * d, 1, 1).data);
        const tray = side.y + Math.round(w.cell * 0.32) * 1.4;  // the goal board's top edge
        return {{ inCanvas: side.x + w.cell * 0.5 + w.state.width * w.cell / 2 <= w.canvas.width / d,
                 empty: probe(2, 2), board: probe(side.x + w.cell * 0.5 + 2, tray + 2) }};
    }})()""")
    assert goal["inCanvas"] and goal["board"] != goal["empty"]
    shot(sliding, "sliding-goal-beside-board")


def test_a_click_beside_the_hole_slides_the_tile_and_updates_the_link(sliding):
    load(sliding, EXAMPLE)
    sliding.wait_for_function(f"location.hash === '#{EXAMPLE}'", timeout=PYTHON_TIMEOUT)
    click_cell(sliding, 0, 0)  # tile 1 is not beside the hole (bottom right): nothing happens
    assert state(sliding)["start"] == [1, 2, 3, 4, 5, 6, 7, 8, 0]
    click_cell(sliding, 2, 1)  # tile 8 slides right into the hole
    assert state(sliding)["start"] == [1, 2, 3, 4, 5, 6, 7, 0, 8]
    sliding.wait_for_function("location.hash.startsWith('#3x3:1,2,3,4,5,6,7,0,8/')")
    sliding.locator(".gh-canvas").press("ArrowUp")  # the tile below the hole: none, nothing moves
    sliding.locator(".gh-canvas").press("ArrowDown")  # the tile above the hole (5) slides down
    assert state(sliding)["start"] == [1, 2, 3, 4, 0, 6, 7, 5, 8]


def test_scramble_gives_a_reachable_position(sliding):
    sliding.fill(".gh-width", "4")
    sliding.fill(".gh-height", "3")
    sliding.locator(".gh-height").press("Tab")  # a new size gives a solved board of that size
    expect(message(sliding)).to_contain_text("A solved 4×3 board")
    sliding.click(".gh-scramble")
    expect(message(sliding)).to_contain_text("Scrambled", timeout=PYTHON_TIMEOUT)
    board = state(sliding)
    assert (board["width"], board["height"]) == (4, 3)
    assert sorted(board["start"]) == list(range(12)) and board["start"] != board["goal"]
    reply = sliding.evaluate(f"{PAGE}.ask({{op: 'parity', puzzle: {PAGE}.shareFromModel({PAGE}.widget.state)}})")
    assert reply["reachable"] is True


def test_an_unreachable_goal_names_the_parity_reason_at_once(sliding):
    load(sliding, "3x3:1,2,3,4,5,6,7,8,0/2,1,3,4,5,6,7,8,0")
    expect(message(sliding)).to_contain_text("cannot be reached", timeout=PYTHON_TIMEOUT)
    expect(message(sliding)).to_contain_text("parity")
    sliding.click(".gh-solve")
    expect(message(sliding)).to_contain_text("every move keeps the tiles' parity", timeout=PYTHON_TIMEOUT)
    assert not sliding.locator(".gh-moves").count()


def test_editing_the_goal_by_typing_swaps_two_tiles_and_reports_parity(sliding):
    load(sliding, "2x2:1,2,3,0")
    sliding.wait_for_function("location.hash === '#2x2:1,2,3,0'", timeout=PYTHON_TIMEOUT)
    sliding.click(".gh-edit")
    sliding.click(".gh-target")
    expect(sliding.locator(".gh-target")).to_have_text("Editing: goal")
    click_cell(sliding, 0, 0)
    sliding.keyboard.type("21")
    assert state(sliding)["goal"] == [2, 1, 3, 0]
    expect(message(sliding)).to_contain_text("cannot be reached", timeout=PYTHON_TIMEOUT)
    sliding.click(".gh-edit")  # back to play
    expect(sliding.locator(".gh-edit")).to_have_attribute("aria-pressed", "false")


def test_picture_mode_draws_and_the_sheet_downloads_as_png(sliding, errors):
    sliding.select_option(".gh-examples", label="Worked example (3x3, 20 moves)")
    sliding.wait_for_function(f"{PAGE}.shareInput.value === '{EXAMPLE}'", timeout=PYTHON_TIMEOUT)
    sliding.select_option(".gh-picture", "builtin")
    sliding.wait_for_function(f"{PAGE}.widget.picture !== null")
    sliding.click(".gh-solve")
    expect(sliding.locator(".gh-sheet")).to_be_visible(timeout=PYTHON_TIMEOUT)
    sliding.click(".gh-forward")
    shot(sliding, "sliding-picture")
    with sliding.expect_download() as info:
        sliding.click(".gh-sheet")
    download = info.value
    assert download.suggested_filename.endswith(".png")
    with open(download.path(), "rb") as data:
        assert data.read(8) == b"\x89PNG\r\n\x1a\n"
    # the sheet itself makes a fine picture to upload; a text file is refused with a sentence
    sliding.set_input_files(".gh-file", download.path())
    expect(message(sliding)).to_contain_text("Picture loaded")
    sliding.set_input_files(".gh-file", files=[{"name": "notes.png", "mimeType": "image/png", "buffer": b"not a picture"}])
    expect(message(sliding)).to_have_text("That file is not a picture this browser can read; try a PNG or JPEG.")
    assert errors == []
    sliding.select_option(".gh-picture", "")


def test_a_bad_share_string_is_refused_with_a_sentence_and_kept(sliding):
    load(sliding, "3x3:1,2,3")
    expect(message(sliding)).to_have_text("Expected 9 labels in the start, got 3", timeout=PYTHON_TIMEOUT)
    expect(sliding.locator(".gh-rejected-text")).to_have_value("3x3:1,2,3")
    expect(sliding.locator(".gh-share-input")).to_have_value(sliding.evaluate(f"{PAGE}.shareFromModel({PAGE}.widget.state)"))
    load(sliding, "3x3:1,1,2,3,4,5,6,7,0")
    expect(message(sliding)).to_have_text("Label 1 appears twice in the start", timeout=PYTHON_TIMEOUT)


def test_the_first_solve_of_a_size_without_shipped_tables_says_it_builds_them_and_stop_ends_it(sliding):
    load(sliding, "3x5:1,2,3,4,5,6,7,8,9,10,11,12,13,0,14")  # 15 cells: its tables are built in the browser
    sliding.wait_for_function(f"{PAGE}.widget.state.height === 5", timeout=PYTHON_TIMEOUT)
    sliding.click(".gh-solve")
    expect(message(sliding)).to_have_text("Building tables (first 3×5 solve only)… this takes about 10 s; Stop cancels.")
    sliding.click(".gh-stop")
    expect(message(sliding)).to_contain_text("Stopped")
    wait_ready(sliding)
    assert state(sliding)["start"][:3] == [1, 2, 3]


def test_a_big_board_offers_fast_and_optimal_and_fast_is_labelled(sliding):
    expect(sliding.locator(".gh-mode")).to_be_hidden()
    sliding.select_option(".gh-examples", label="5x5 (quick solution)")
    sliding.wait_for_function(f"{PAGE}.widget.state.width === 5", timeout=PYTHON_TIMEOUT)
    expect(sliding.locator(".gh-mode")).to_be_visible()
    sliding.select_option(".gh-mode", "fast")
    sliding.click(".gh-solve")
    expect(message(sliding)).to_contain_text("not proven shortest", timeout=PYTHON_TIMEOUT)
    for _ in range(3):
        sliding.click(".gh-forward")
    assert sliding.evaluate(f"{PAGE}.widget.overlay.index") == 3


def test_a_link_followed_while_the_last_one_loads_is_the_board_shown(browser, base_url):
    # Two links of the page followed in quick succession: the first one's load ends between the second
    # link and its hashchange event (a busy machine's order, made certain here by holding Python's
    # replies until the second link is followed) and must not write its share over the second link.
    first, second = "3x3:8,6,7,2,5,4,3,0,1", "5x5:14,20,6,23,24,17,8,0,10,7,16,1,19,9,15,22,12,4,18,3,2,21,13,5,11"
    context, page = open_puzzle(browser, f"{base_url}/sliding/#{EXAMPLE}")
    page.wait_for_function(f"{PAGE}.shareInput.value === '{EXAMPLE}' && !window.gridhunt.python.busy", timeout=PYTHON_TIMEOUT)
    # material's instant navigation renders the page anew on its first change of address: done first,
    # so that the same page sees both links (a page swapped out meanwhile leaves it to the new one)
    page.evaluate("() => { document.querySelector('.gridhunt').dataset.old = 'yes'; location.hash = location.hash + ' '; }")
    page.wait_for_timeout(500)
    page.wait_for_function(f"!document.querySelector('.gridhunt').dataset.old && {PAGE} && !window.gridhunt.python.busy",
                           timeout=10_000)
    page.evaluate("""async ([first, second]) => {
      const python = window.gridhunt.python;
      const held = [];
      python.receive = (data) => (data.type === "reply" ? held.push(data) : Object.getPrototypeOf(python).receive.call(python, data));
      location.hash = first;
      while (!held.some((data) => data.reply.share === first)) await new Promise((resolve) => setTimeout(resolve, 20));
      delete python.receive;
      location.hash = second;  // its hashchange event is a task to come: the replies below are answered before it
      for (const data of held) python.receive(data);
    }""", [first, second])
    page.wait_for_function(f"{PAGE}.shareInput.value === '{second}' && !window.gridhunt.python.busy", timeout=PYTHON_TIMEOUT)
    assert state(page)["width"] == 5 and page.evaluate("location.hash") == "#" + second
    context.close()


def test_links_to_this_page_followed_one_after_another_each_open_their_board(sliding):
    # material's instant navigation follows them by pushState, which fires no hashchange
    for share in ("2x4:7,5,3,0,4,2,6,1", "3x3:8,6,7,2,5,4,3,0,1", "2x4:7,5,3,0,4,2,6,1"):
        sliding.evaluate("""(share) => {
          const link = Object.assign(document.createElement('a'), {href: '../sliding/#' + share, id: 'gh-test-link', textContent: 'a link'});
          document.querySelector('.md-content').prepend(link);
        }""", share)
        sliding.click("#gh-test-link")
        sliding.wait_for_function(f"""() => {{
          const page = document.querySelector('.gridhunt').gridhunt;  // a new one, if the page was swapped
          return page && page.shareInput.value === '{share}' && location.hash === '#{share}' && !window.gridhunt.python.busy;
        }}""", timeout=PYTHON_TIMEOUT)
        sliding.evaluate("document.querySelector('#gh-test-link')?.remove()")


def test_two_fresh_visits_scramble_differently(browser, base_url):
    """The worker restores a memory snapshot of Python; it must reseed random or every visit would match."""
    starts = []
    for _ in range(2):
        context = browser.new_context()
        page = context.new_page()
        page.goto(f"{base_url}/sliding/")
        wait_ready(page)
        assert page.evaluate("window.gridhunt.python.boot") == "snapshot"
        page.wait_for_function(PAGE)
        page.click(".gh-scramble")
        page.wait_for_function(f"{PAGE}.widget.state.start.join() !== '1,2,3,4,5,6,7,8,0'", timeout=PYTHON_TIMEOUT)
        starts.append(state(page)["start"])
        context.close()
    assert starts[0] != starts[1]
