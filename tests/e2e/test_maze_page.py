"""The colour-gated maze page in a real browser: Cat Walk's passes, editing, pictures, errors, several walks."""

import random

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, open_puzzle, shot, wait_ready
from gridhunt.puzzles.maze import encode, from_model
from maze_random import random_maze

PASS_1 = "Cat Walk, pass 1: grey gates only (26x21)"
PASS_2 = "Cat Walk, pass 2: red, blue, green, red... (26x21)"
TWO_GATES = "3x2:Rred,Bblue:RB:s.g.3:_.._:RB_"
TWO_GATES_PICTURE = """colours: R=red B=blue
rule: R B
columns: ABC
+-+-+-+
|S|  E|
+R+B+-+
|   | |
+-+-+-+
"""
FOUR_WALKS_PICTURE = """colours: R=red
rule: R
+-+-+-+
|S    |
+R+R+R+
|    E|
+-+-+-+
"""


@pytest.fixture(scope="module")
def maze(browser, base_url):
    """One page for every flow: each new page pays Python's boot again."""
    errors = []
    context, page = open_puzzle(browser, f"{base_url}/maze/", errors, viewport={"width": 1000, "height": 1100})
    yield page
    assert not errors, errors
    context.close()


def state(page):
    return page.evaluate("document.querySelector('.gridhunt').gridhunt.widget.state")


def message(page):
    return page.locator(".gh-message")


def share(page):
    return page.locator(".gh-share-input")


def load(page, text):
    """Load a share string and wait until Python has read it (and written the share string back)."""
    page.fill(".gh-share-input", text)
    page.press(".gh-share-input", "Enter")
    page.wait_for_timeout(50)
    page.wait_for_function("!window.gridhunt.python.busy", timeout=PYTHON_TIMEOUT)


def load_example(page, label, width):
    page.select_option(".gh-examples", label=label)
    page.wait_for_function(f"document.querySelector('.gridhunt')?.gridhunt?.widget.state.width === {width}", timeout=PYTHON_TIMEOUT)


def click_edge(page, r, c, side):
    """Click the middle of the edge right of or below cell (r, c)."""
    x, y = page.evaluate(
        """([r, c, side]) => {
          const w = document.querySelector('.gridhunt').gridhunt.widget;
          const {x, y, size} = w.rect(r, c);
          const box = w.canvas.getBoundingClientRect();
          return side === 'right' ? [box.x + x + size - 2, box.y + y + size / 2] : [box.x + x + size / 2, box.y + y + size - 2];
        }""",
        [r, c, side],
    )
    page.mouse.click(x, y)


def paste_on(page, selector, text):
    page.evaluate(
        """([selector, text]) => {
          const data = new DataTransfer();
          data.setData('text/plain', text);
          document.querySelector(selector).dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
        }""",
        [selector, text],
    )


@pytest.mark.parametrize("label, spelled", [(PASS_1, "REDBLUETHENGREENPATH"), (PASS_2, "BLACKANDWHITECATFOOT")])
def test_each_cat_walk_pass_from_the_menu_has_exactly_one_walk(maze, label, spelled):
    load_example(maze, label, 26)
    maze.click(".gh-unique")
    expect(message(maze)).to_contain_text(f"Exactly one walk: it spells “{spelled}”", timeout=PYTHON_TIMEOUT)
    expect(maze.locator(".gh-maze-word")).to_have_text(spelled)
    expect(maze.locator(".gh-maze-which")).to_contain_text("Walk 1 of 1")
    # the walk is drawn step by step until the whole of it shows
    maze.wait_for_function(
        "(() => { const o = document.querySelector('.gridhunt').gridhunt.widget.overlay; return o && o.upto === o.cells.length; })()",
        timeout=20_000,
    )
    shot(maze, f"maze-catwalk-{spelled.lower()}")


def test_the_pass_buttons_switch_the_rule_and_check_it(maze):
    load_example(maze, PASS_2, 26)
    maze.click(".gh-maze-pass1")
    expect(message(maze)).to_contain_text("REDBLUETHENGREENPATH", timeout=PYTHON_TIMEOUT)
    maze.click(".gh-maze-pass2")
    expect(message(maze)).to_contain_text("BLACKANDWHITECATFOOT", timeout=PYTHON_TIMEOUT)


def test_shortest_walk_may_revisit_cells(maze):
    load_example(maze, PASS_2, 26)
    maze.click("text=Shortest walk (cells may be revisited)")
    expect(message(maze)).to_contain_text("189 steps spelling “BLACKANDWHITECABDABDFOOT”", timeout=PYTHON_TIMEOUT)
    expect(message(maze)).to_contain_text("it revisits cells")


def test_a_share_link_opens_the_maze(maze, base_url):
    maze.goto(f"{base_url}/maze/#{TWO_GATES}")
    maze.wait_for_function("document.querySelector('.gridhunt')?.gridhunt?.widget.state.width === 3", timeout=PYTHON_TIMEOUT)
    wait_ready(maze)
    expect(share(maze)).to_have_value(TWO_GATES)
    maze.click(".gh-solve")
    expect(maze.locator(".gh-maze-word")).to_have_text("AB", timeout=PYTHON_TIMEOUT)


def test_drawing_a_wall_or_a_gate_changes_the_share_string_and_undo_restores_it(maze):
    load(maze, TWO_GATES)
    expect(share(maze)).to_have_value(TWO_GATES, timeout=PYTHON_TIMEOUT)
    maze.click("[data-tool=wall]")
    click_edge(maze, 0, 1, "right")
    assert state(maze)["right"][0] == [0, 0]
    expect(share(maze)).to_have_value("3x2:Rred,Bblue:RB:s.g.3:__._:RB_", timeout=PYTHON_TIMEOUT)
    maze.click(".gh-solve")
    expect(message(maze)).to_contain_text("No walk", timeout=PYTHON_TIMEOUT)
    maze.click(".gh-undo")
    expect(share(maze)).to_have_value(TWO_GATES, timeout=PYTHON_TIMEOUT)
    maze.click(".gh-maze-swatch >> text=blue")  # the palette picks the colour and the gate tool
    click_edge(maze, 1, 1, "right")
    assert state(maze)["right"][1] == [1, 3]
    expect(share(maze)).to_have_value("3x2:Rred,Bblue:RB:s.g.3:_..B:RB_", timeout=PYTHON_TIMEOUT)


def test_dragging_along_edges_draws_several_walls_in_one_undo_step(maze):
    load(maze, "4x2:Rred:R:s.6g:.6:.4")
    maze.wait_for_function("document.querySelector('.gridhunt')?.gridhunt?.widget.state.width === 4", timeout=PYTHON_TIMEOUT)
    maze.click("[data-tool=wall]")
    box = maze.locator(".gh-canvas").bounding_box()
    cell, top = maze.evaluate("(() => { const w = document.querySelector('.gridhunt').gridhunt.widget; return [w.cell, w.rect(0, 0).y]; })()")
    y = box["y"] + top + cell - 1  # along the line between the two rows
    maze.mouse.move(box["x"] + 1 + cell * 0.3, y)
    maze.mouse.down()
    for k in range(1, 11):
        maze.mouse.move(box["x"] + 1 + cell * (0.3 + 0.33 * k), y)
    maze.mouse.up()
    assert state(maze)["down"] == [[0, 0, 0, 0]]
    maze.click(".gh-undo")
    assert state(maze)["down"] == [[1, 1, 1, 1]]


def test_keyboard_marks_cells_and_draws_walls(maze):
    load(maze, TWO_GATES)
    expect(share(maze)).to_have_value(TWO_GATES, timeout=PYTHON_TIMEOUT)
    maze.evaluate("document.querySelector('.gridhunt').gridhunt.widget.setCursor(1, 2)")
    maze.click("[data-tool=wall]")
    maze.focus(".gh-canvas")
    maze.keyboard.press("Shift+ArrowLeft")  # a wall there: erased
    assert state(maze)["right"][1] == [1, 1]
    maze.keyboard.press("Shift+ArrowLeft")
    assert state(maze)["right"][1] == [1, 0]
    maze.keyboard.press("s")
    assert [1, 2] in state(maze)["starts"]
    expect(maze.locator(".gh-canvas + .gh-visually-hidden")).to_contain_text("row 2, column 3, start")


def test_a_picture_loads_from_the_picture_box_the_grid_and_the_share_box(maze):
    load(maze, TWO_GATES)
    maze.click(".gh-maze-picture-toggle")
    maze.fill(".gh-maze-picture textarea", FOUR_WALKS_PICTURE)
    maze.click(".gh-maze-picture-load")
    expect(share(maze)).to_have_value("3x2:Rred:R:s.4g:.4:R3", timeout=PYTHON_TIMEOUT)
    paste_on(maze, ".gh-canvas", TWO_GATES_PICTURE)
    expect(share(maze)).to_have_value(TWO_GATES, timeout=PYTHON_TIMEOUT)
    paste_on(maze, ".gh-share-input", FOUR_WALKS_PICTURE)
    expect(share(maze)).to_have_value("3x2:Rred:R:s.4g:.4:R3", timeout=PYTHON_TIMEOUT)
    assert state(maze)["down"] == [[2, 2, 2]]


def test_a_bad_picture_is_named_and_kept_for_fixing(maze):
    load(maze, TWO_GATES)
    expect(share(maze)).to_have_value(TWO_GATES, timeout=PYTHON_TIMEOUT)
    bad = TWO_GATES_PICTURE.replace("|S|", "|Q|")
    paste_on(maze, ".gh-share-input", bad)
    expect(message(maze)).to_have_text("Row 1, column 1: 'Q' is not a cell (space, S, E or #)", timeout=PYTHON_TIMEOUT)
    expect(maze.locator(".gh-maze-picture textarea")).to_have_value(bad)
    expect(share(maze)).to_have_value(TWO_GATES)  # the one-line box keeps the maze on the board
    assert state(maze)["width"] == 3


def test_a_bad_share_string_is_refused_with_a_sentence_and_kept(maze):
    load(maze, TWO_GATES)
    expect(share(maze)).to_have_value(TWO_GATES, timeout=PYTHON_TIMEOUT)
    load(maze, "3x2:Rred:R")
    expect(message(maze)).to_have_text(
        "A share string has at least 6 parts separated by ':' (size, colours, rule, cells, right, down)", timeout=PYTHON_TIMEOUT
    )
    expect(maze.locator(".gh-rejected-text")).to_have_value("3x2:Rred:R")
    expect(share(maze)).to_have_value(TWO_GATES)  # the share box goes on naming the board on screen
    assert state(maze)["colours"][1]["name"] == "blue"
    shot(maze, "maze-error")


def test_the_size_inputs_grow_the_maze_and_keep_what_fits(maze):
    load(maze, TWO_GATES)
    expect(share(maze)).to_have_value(TWO_GATES, timeout=PYTHON_TIMEOUT)
    maze.fill(".gh-maze-width", "5")
    maze.press(".gh-maze-width", "Enter")
    expect(share(maze)).to_have_value("5x2:Rred,Bblue:RB:s.g.7:_.4_..:RB_..", timeout=PYTHON_TIMEOUT)
    assert state(maze)["columnLetters"] == list("ABCDE")
    maze.fill(".gh-maze-height", "0")
    maze.press(".gh-maze-height", "Enter")
    expect(message(maze)).to_have_text("Width and height are whole numbers from 1 to 60.")
    expect(maze.locator(".gh-maze-height")).to_have_value("2")


def test_a_rule_naming_no_colour_is_refused_with_a_sentence(maze):
    load(maze, TWO_GATES)
    expect(share(maze)).to_have_value(TWO_GATES, timeout=PYTHON_TIMEOUT)
    maze.fill(".gh-maze-rule", "R Q")
    maze.press(".gh-maze-rule", "Enter")
    expect(message(maze)).to_contain_text('The rule uses "Q", which is not one of the colours')
    maze.fill(".gh-maze-columns", "AB")
    maze.press(".gh-maze-columns", "Enter")
    expect(message(maze)).to_have_text("Expected 3 column letters, got 2", timeout=PYTHON_TIMEOUT)


def test_several_walks_are_counted_and_stepped_through(maze):
    paste_on(maze, ".gh-canvas", FOUR_WALKS_PICTURE)
    expect(share(maze)).to_have_value("3x2:Rred:R:s.4g:.4:R3", timeout=PYTHON_TIMEOUT)
    maze.click("text=Count walks")
    expect(message(maze)).to_contain_text("4 walks in all", timeout=PYTHON_TIMEOUT)
    which = maze.locator(".gh-maze-which")
    words = []
    for k in range(1, 5):
        expect(which).to_contain_text(f"Walk {k} of 4")
        words.append(maze.locator(".gh-maze-word").text_content())
        maze.click(".gh-maze-next")
    assert sorted(words) == ["A", "ABC", "B", "C"]
    expect(which).to_contain_text("Walk 1 of 4")
    maze.click(".gh-maze-prev")
    expect(which).to_contain_text("Walk 4 of 4")
    shot(maze, "maze-several-walks")


def slow_maze():
    """A 60x60 open maze whose first 100 walks take more than 6 s even natively (seed 5)."""
    return encode(from_model(random_maze(random.Random(5), 60, 60, "open")))


def test_stop_interrupts_counting_on_a_slow_maze_and_the_page_stays_usable(maze):
    load(maze, slow_maze())
    maze.wait_for_function("document.querySelector('.gridhunt')?.gridhunt?.widget.state.width === 60", timeout=PYTHON_TIMEOUT)
    wait_ready(maze)
    maze.click("text=Count walks")
    expect(maze.locator(".gh-stop")).to_be_enabled()
    maze.wait_for_timeout(1000)
    maze.click(".gh-stop")
    expect(message(maze)).to_contain_text("Stopped", timeout=PYTHON_TIMEOUT)
    assert state(maze)["width"] == 60  # the maze is untouched
    wait_ready(maze)
    load(maze, TWO_GATES)
    maze.click(".gh-solve")
    expect(maze.locator(".gh-maze-word")).to_have_text("AB", timeout=PYTHON_TIMEOUT)
