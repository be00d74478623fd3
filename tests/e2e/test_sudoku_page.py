"""The Sudoku page's own features: example menu, pencil marks, hints, all steps, clashes, the picture."""

import random

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, open_puzzle, shot, wait_ready
from gridhunt.puzzles import sudoku
from gridhunt.puzzles.sudoku.grid import Puzzle
from paths import SHARED

EXAMPLE = (SHARED / "examples" / "README.md").read_text()
PUZZLE = EXAMPLE.split("puzzle:")[1].split()[0]
SOLUTION = EXAMPLE.split("solution:")[1].split()[0]
# A 16x16 with a typo (the paste bench's): many solutions, some digits in every one
TYPO_16 = ("40070001000000000000C2G300D00050F0060000C0G30B0002G3F0009BE00A000040000900000000"
           "00003740AC0E0D00000F25A0000000091080006CG37F00A0E000B0F050308020000C0004D010A30B"
           "00F0700A090000000G90000006020F0C00000D050E000C3F0D0G001F60B020005009A0000G000100"
           "000E00B270C0690D")
# from top95.txt: the techniques run out after 17 steps
STUCK = "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6....."


@pytest.fixture(scope="module")
def page(browser, base_url):
    """One page for every test: each new page pays Python's boot again."""
    context, page = open_puzzle(browser, f"{base_url}/sudoku/", viewport={"width": 1000, "height": 1200},
                                permissions=["clipboard-read", "clipboard-write"])
    yield page
    context.close()


def widget(page, expression="state"):
    page.wait_for_function("document.querySelector('.gridhunt')?.gridhunt")
    return page.evaluate(f"document.querySelector('.gridhunt').gridhunt.widget.{expression}")


def load(page, share):
    page.fill(".gh-share-input", share)
    page.press(".gh-share-input", "Enter")
    page.wait_for_function(
        "s => document.querySelector('.gridhunt').gridhunt.widget.state.cells.join('') === s",
        arg=share.replace(".", "0"),
    )


def cursor_at(page, r, c):
    page.focus(".gh-canvas")
    page.evaluate(f"document.querySelector('.gridhunt').gridhunt.widget.setCursor({r}, {c})")


def hint_text(page):
    """Hints speak on the page's one message line."""
    return page.locator(".gh-message")


def test_the_example_loads_from_the_menu_and_solves(page):
    page.select_option(".gh-examples", label="Worked example (9x9)")
    expect(page.locator(".gh-share-input")).to_have_value(PUZZLE)
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(SOLUTION, timeout=PYTHON_TIMEOUT)


def test_a_share_link_opens_the_puzzle(page, base_url):
    # a link to the same page is a navigation that material's instant loading answers by swapping
    # the page in afresh: wait for the new board, or the next test types into the old one
    page.evaluate("document.querySelector('.gridhunt').stale = true")
    page.goto(f"{base_url}/sudoku/#{STUCK}")
    wait_ready(page)
    page.wait_for_function(
        "s => !document.querySelector('.gridhunt')?.stale && document.querySelector('.gridhunt')?.gridhunt?.widget.state.cells.join('') === s",
        arg=STUCK.replace(".", "0"),
    )
    expect(page.locator(".gh-share-input")).to_have_value(STUCK.replace(".", "0"))


def test_hint_shows_the_next_step_and_highlights_its_cells(page):
    load(page, PUZZLE)
    page.click(".gh-hint")
    expect(hint_text(page)).to_have_text("Hidden single: in box 1, 2 fits only in r1c1", timeout=PYTHON_TIMEOUT)
    step = widget(page, "highlight.step")
    assert step["placements"] == [[0, 2]]
    assert step["cells"] == [0, 1, 2, 9, 10, 11, 18, 19, 20]  # box 1
    # the empty highlighted cell r2c1 is painted (highlight fill), unlike the plain cell r2c4
    shot(page, "sudoku-hint")
    lit, plain = page.evaluate(
        """() => { const w = document.querySelector('.gridhunt').gridhunt.widget;
        const px = (r, c) => { const { x, y, size } = w.rect(r, c), d = window.devicePixelRatio || 1;
          return Array.from(w.ctx.getImageData((x + size / 2) * d, (y + size / 2) * d, 1, 1).data); };
        return [px(1, 0), px(1, 3)]; }"""
    )
    assert lit != plain


def test_a_hint_lights_the_open_cells_it_is_about_not_the_filled_ones(page):
    # the hint on show is the hidden single in box 1: r1c3 is a given 4 of that box
    lit, given, plain = page.evaluate(
        """() => { const w = document.querySelector('.gridhunt').gridhunt.widget;
        const px = (r, c) => { const { x, y } = w.rect(r, c), d = window.devicePixelRatio || 1;
          return Array.from(w.ctx.getImageData((x + 5) * d, (y + 5) * d, 1, 1).data); };
        return [px(1, 0), px(0, 2), px(1, 3)]; }"""
    )
    assert widget(page, "highlight.step.cells").count(2) == 1  # r1c3 is in the step's unit...
    assert lit != plain and given == plain  # ...but only the open cells are lit


def test_apply_writes_the_step_into_the_board(page):
    page.click(".gh-apply")
    expect(hint_text(page)).to_contain_text("Applied: Hidden single")
    state = widget(page)
    assert state["cells"][0] == 2 and state["placed"] == [0]
    expect(page.locator(".gh-share-input")).to_have_value("2" + PUZZLE[1:])
    # Apply without a hint on show finds the next step and applies it at once
    second = sudoku.steps(sudoku.decode(PUZZLE), {})["steps"][1]
    page.click(".gh-apply")
    expect(hint_text(page)).to_have_text(f"Applied: {second['message']}", timeout=PYTHON_TIMEOUT)
    assert widget(page)["placed"] == [0, second["placements"][0][0]]
    page.click(".gh-undo")
    page.click(".gh-undo")
    assert widget(page)["cells"] == [int(ch) for ch in PUZZLE]


def test_all_steps_lists_the_way_to_the_end_with_a_rating(page):
    expected = sudoku.steps(sudoku.decode(PUZZLE), {})["steps"]
    page.click(".gh-steps")
    expect(page.locator(".gh-rating")).to_have_text(
        f"Rating: Easy (2.3), {len(expected)} steps, solved by logic alone.", timeout=PYTHON_TIMEOUT
    )
    steps = page.locator(".gh-step")
    expect(steps).to_have_count(len(expected))
    expect(steps.nth(0)).to_contain_text("Hidden single")
    expect(steps.nth(0)).to_contain_text("in box 1, 2 fits only in r1c1")
    steps.nth(10).click()
    expect(steps.nth(10)).to_have_attribute("aria-current", "step")
    assert widget(page, "highlight.step") == expected[10]
    # the digits of the ten earlier steps are previewed on the board
    assert len(widget(page, "highlight.preview")) == sum(len(s["placements"]) for s in expected[:10])
    expect(hint_text(page)).to_contain_text("Step 11:")
    shot(page, "sudoku-steps")


def test_candidates_fill_from_python_and_toggle_by_hand(page):
    page.click(".gh-fill")
    expect(page.locator(".gh-marks")).to_have_attribute("aria-pressed", "true", timeout=PYTHON_TIMEOUT)
    expected = sudoku.candidates(sudoku.decode(PUZZLE), {})["candidates"]
    marks = widget(page)["marks"]
    assert marks == [0 if int(PUZZLE[i]) else m for i, m in enumerate(expected)]
    assert marks[1] == 0b10000101  # r1c2: 1, 3 or 8
    page.click(".gh-pencil")
    expect(page.locator(".gh-pencil")).to_have_attribute("aria-pressed", "true")
    cursor_at(page, 0, 1)
    page.keyboard.type("3")  # strike 3 out of r1c2
    assert widget(page)["marks"][1] == 0b10000001
    page.keyboard.type("5")  # and add 5
    assert widget(page)["marks"][1] == 0b10010001
    assert widget(page)["cells"][1] == 0, "pencil mode never fills the cell"
    assert "candidates 1 5 8" in widget(page, "describe(0, 1)")
    shot(page, "sudoku-marks")
    # the next hint reads the marks the user kept
    page.click(".gh-hint")
    expect(hint_text(page)).not_to_be_empty(timeout=PYTHON_TIMEOUT)
    page.click(".gh-pencil")
    expect(page.locator(".gh-pencil")).to_have_attribute("aria-pressed", "false")


def test_pencil_marks_are_typed_without_filling_candidates_first(page):
    load(page, PUZZLE)
    assert widget(page)["marks"] is None
    cursor_at(page, 0, 1)
    page.keyboard.press("Shift+Digit3")  # Shift+digit marks in any mode
    assert widget(page)["marks"][1] == 0b100 and widget(page)["cells"][1] == 0
    page.click(".gh-pencil")
    cursor_at(page, 0, 1)
    page.keyboard.type("8")
    assert widget(page)["marks"][1] == 0b10000100
    assert "candidates 3 8" in widget(page, "describe(0, 1)")
    page.click(".gh-pencil")
    expect(page.locator(".gh-pencil")).to_have_attribute("aria-pressed", "false")


def test_ctrl_z_undoes_the_board_wherever_the_focus_is(page):
    load(page, PUZZLE)
    cursor_at(page, 0, 0)
    page.keyboard.type("2")
    assert widget(page)["cells"][0] == 2
    page.focus(".gh-copy")  # a toolbar button
    page.keyboard.press("Control+z")
    assert widget(page)["cells"][0] == 0
    page.evaluate("document.activeElement.blur()")  # the page itself
    page.keyboard.press("Control+y")
    assert widget(page)["cells"][0] == 2
    page.focus(".gh-share-input")  # a text box keeps its own undo
    page.keyboard.press("Control+z")
    assert widget(page)["cells"][0] == 2


def test_a_new_sentence_replaces_the_last_and_a_refused_paste_leaves_board_and_box_agreeing(page):
    load(page, PUZZLE)
    page.click(".gh-hint")
    expect(hint_text(page)).to_contain_text("Hidden single", timeout=PYTHON_TIMEOUT)
    page.click(".gh-solve")
    expect(page.locator(".gh-message")).to_contain_text("Solved", timeout=PYTHON_TIMEOUT)
    expect(page.locator(".gridhunt")).not_to_contain_text("Hidden single")  # one line: the hint has gone
    page.fill(".gh-share-input", PUZZLE[:-1] + "x")
    page.press(".gh-share-input", "Enter")
    expect(page.locator(".gh-message")).to_have_class("gh-message")
    expect(page.locator(".gh-message")).to_have_attribute("data-kind", "error", timeout=PYTHON_TIMEOUT)
    expect(page.locator(".gh-rejected-text")).to_have_value(PUZZLE[:-1] + "x")
    expect(page.locator(".gh-share-input")).to_have_value(PUZZLE)  # the board on screen, still
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(SOLUTION, timeout=PYTHON_TIMEOUT)
    # fixed in its box and loaded again, the text replaces the board and the box goes
    page.fill(".gh-rejected-text", STUCK)
    page.click(".gh-retry")
    expect(page.locator(".gh-share-input")).to_have_value(STUCK.replace(".", "0"), timeout=PYTHON_TIMEOUT)
    expect(page.locator(".gh-rejected")).to_be_hidden()


def test_a_wrongly_struck_candidate_is_found_out(page):
    load(page, PUZZLE)
    page.click(".gh-fill")
    expect(page.locator(".gh-marks")).to_have_attribute("aria-pressed", "true", timeout=PYTHON_TIMEOUT)
    page.click(".gh-pencil")
    cursor_at(page, 0, 1)
    page.keyboard.type("8")  # r1c2 is 8 in the solution
    page.click(".gh-pencil")
    marks = widget(page)["marks"]
    assert marks[1] == 0b101
    full = (1 << 9) - 1
    sent = [0 if int(PUZZLE[i]) else m or full for i, m in enumerate(marks)]
    last = sudoku.steps(sudoku.decode(PUZZLE), {"candidates": sent})["steps"][-1]
    assert last["technique"] == "Contradiction"
    page.click(".gh-steps")
    expect(page.locator(".gh-rating")).to_have_text(
        f"The grid cannot be finished: {last['message']}. Check the digits and pencil marks.", timeout=PYTHON_TIMEOUT
    )


def test_a_clash_is_drawn_and_named_while_typing(page):
    load(page, PUZZLE)
    cursor_at(page, 0, 0)
    page.keyboard.type("4")  # r1c3 is a given 4
    expect(page.locator(".gh-message")).to_have_text("Row 1 has two 4s", timeout=PYTHON_TIMEOUT)
    assert "clashes with a peer" in widget(page, "describe(0, 0)")
    assert "clashes with a peer" in widget(page, "describe(0, 2)")
    shot(page, "sudoku-clash")
    # Hint refuses a broken grid with the same sentence, and fixing the digit clears it
    page.click(".gh-hint")
    expect(page.locator(".gh-message")).to_have_text("Row 1 has two 4s")
    cursor_at(page, 0, 0)
    page.keyboard.press("Delete")
    expect(page.locator(".gh-message")).to_have_text("")
    assert "clashes" not in widget(page, "describe(0, 2)")


def test_when_logic_is_stuck_the_page_says_so(page):
    load(page, STUCK)
    expected = sudoku.steps(sudoku.decode(STUCK), {})["steps"]
    page.click(".gh-steps")
    expect(page.locator(".gh-rating")).to_have_text(
        f"Beyond logic: logic is stuck after {len(expected)} steps. Solve still finds the answer.", timeout=PYTHON_TIMEOUT
    )
    # stepping by hand takes the same way as the list, into the user's pencil marks
    for step in expected:
        page.click(".gh-apply")
        expect(hint_text(page)).to_have_text(f"Applied: {step['message']}", timeout=PYTHON_TIMEOUT)
    page.click(".gh-hint")
    expect(hint_text(page)).to_contain_text("logic is stuck", timeout=PYTHON_TIMEOUT)
    expect(hint_text(page)).to_contain_text("press Solve")


def test_picture_shows_and_copies_the_grid(page):
    load(page, PUZZLE)
    page.click(".gh-solve")
    expect(page.locator(".gh-solution-text")).to_have_value(SOLUTION, timeout=PYTHON_TIMEOUT)
    page.click(".gh-picture")
    pictures = page.locator(".gh-picture-text")
    expect(pictures).to_have_count(2, timeout=PYTHON_TIMEOUT)
    expect(pictures.nth(0)).to_have_value(sudoku.render(sudoku.decode(PUZZLE)))
    expect(pictures.nth(1)).to_have_value(sudoku.render(sudoku.decode(SOLUTION)))
    expect(hint_text(page)).to_contain_text("Picture copied")
    assert page.evaluate("navigator.clipboard.readText()").startswith(" . . 4 | . . 6 |")


def test_solve_rests_only_while_a_search_runs_not_during_background_checks(page):
    load(page, PUZZLE)
    during_check, during_solve = page.evaluate(
        """async () => { const p = document.querySelector('.gridhunt').gridhunt, python = window.gridhunt.python;
        const b = p.buttons, now = () => [b.solve.disabled, b.unique.disabled, b.stop.disabled];
        const check = python.request({kind: 'sudoku', op: 'parse', text: p.shareInput.value});
        const checking = now();
        await check;
        const solving = p.solve(1);
        const searching = now();
        await solving;
        return [checking, searching]; }"""
    )
    assert during_check == [False, False, False]  # a quick check: Solve stays ready, Stop can end it
    assert during_solve[:2] == [True, True]  # a search: no second one on top
    expect(page.locator(".gh-solve")).to_be_enabled()


def test_the_pages_quick_share_strings_agree_with_pythons_format(page):
    """The page writes and reads plain SDM lines itself, so the share box follows every keystroke
    without a round trip; Python owns the format, and this proves the page's copy agrees with it."""
    rng = random.Random(7)
    boards = []
    for n, shapes in ((4, [(2, 2)]), (6, [(2, 3), (3, 2)]), (8, [(2, 4), (4, 2)]), (9, [(3, 3)]), (12, [(3, 4), (2, 6)]),
                      (16, [(4, 4)]), (25, [(5, 5)])):
        for box_rows, box_cols in shapes:
            for density in (0.0, 0.1, 0.3):  # clashes allowed: the format does not care
                cells = [rng.randint(1, n) if rng.random() < density else 0 for _ in range(n * n)]
                boards.append({"n": n, "boxRows": box_rows, "boxCols": box_cols, "cells": cells})
    written = page.evaluate(
        """boards => boards.map((b) => {
             const p = document.querySelector('.gridhunt').gridhunt;
             const share = p.shareFromModel(p.stateFromModel(b));
             return [share, p.modelFromShare(share)?.cells ?? null];
           })""",
        boards,
    )
    for board, (share, cells_back) in zip(boards, written):
        expected = sudoku.encode(Puzzle(board["n"], board["boxRows"], board["boxCols"], tuple(board["cells"])))
        assert share == expected
        plain = ":" not in share
        assert (cells_back is not None) == plain  # prefixed lines go to Python
        if plain:
            assert cells_back == board["cells"]


def test_an_edit_made_while_a_paste_is_read_is_kept_and_the_paste_is_offered_again(page):
    load(page, PUZZLE)
    solo = "3x3:4a5c1a8b9_7c5e2b4a7b3a5b9a9b7b3a3b2a8b7a4b3e8c2_3b5a3c4a2"  # a Solo ID: Python reads it
    # Python is busy with a long count first, so the paste's answer comes after the edit below
    page.evaluate("""s => { window.gridhunt.python.request({kind: 'tiling', op: 'solve', puzzle: 'p5:6x10', limit: 1000});
                            document.querySelector('.gridhunt').gridhunt.loadText(s); }""", solo)
    cursor_at(page, 0, 0)
    page.keyboard.type("2")
    expect(page.locator(".gh-message")).to_contain_text("was not loaded", timeout=PYTHON_TIMEOUT)
    assert widget(page, "state.cells[0]") == 2  # the edit stands
    expect(page.locator(".gh-rejected-text")).to_have_value(solo)


def test_an_ambiguous_classic_grid_keeps_only_the_digits_every_solution_shares(page):
    # The example with a third of its givens removed: several solutions; what they share is what Python
    # says natively, and the page blanks the rest (a setter sees where another given is needed).
    givens = [ch if k % 3 else "." for k, ch in enumerate(PUZZLE)]
    ambiguous = "".join(givens)
    load(page, ambiguous)
    version, undo = page.evaluate("document.querySelector('.gridhunt').gridhunt.version"), widget(page, "undoStack.length")
    page.click(".gh-unique")
    expected = sudoku.OPERATIONS["certain"](Puzzle(9, 3, 3, tuple(0 if ch == "." else int(ch) for ch in ambiguous)), {})
    assert expected["count"] == 2
    known = sum(1 for g, ch in zip(ambiguous, expected["certain"]) if g in ".0" and ch != ".")
    assert known and "." in expected["certain"]
    expect(page.locator(".gh-message")).to_have_text(f"More than one solution: the {known} digits shown are the same in every one.",
                                                     timeout=PYTHON_TIMEOUT)
    shown = widget(page, "state.solution")
    assert "".join(str(v) if v else "." for v in shown) == expected["certain"]
    # the drawings are not edits: one whole solution stays in its box to copy, and nothing was undoable
    one = page.locator(".gh-solution-text").input_value()
    assert len(one) == 81 and "0" not in one and all(g in ".0" or g == ch for g, ch in zip(ambiguous, one))
    assert all(c == "." or c == ch for c, ch in zip(expected["certain"], one))
    expect(page.locator(".gh-result label")).to_contain_text("One of the solutions (SDM)")
    assert page.evaluate("document.querySelector('.gridhunt').gridhunt.version") == version
    assert widget(page, "undoStack.length") == undo
    shot(page, "sudoku-ambiguous-certain")
    # a reload brings the shared digits back with the sentence that explains them, and the box
    page.reload()
    expect(page.locator(".gh-message")).to_have_text(
        f"More than one solution: the {known} digits shown are the same in every one (found earlier).")
    assert "".join(str(v) if v else "." for v in widget(page, "state.solution")) == expected["certain"]
    assert page.locator(".gh-solution-text").input_value() == one
    expect(page.locator(".gh-result label")).to_contain_text("One of the solutions (SDM)")
    # a change of the board leaves nothing of it to come back
    cursor_at(page, 0, 1)  # a given
    page.keyboard.press("Delete")
    expect(page.locator(".gh-solution-text")).to_have_count(0)
    page.reload()
    widget(page)
    assert widget(page, "state.solution") is None
    expect(page.locator(".gh-solution-text")).to_have_count(0)
    assert "found earlier" not in page.locator(".gh-message").inner_text()


def test_the_digits_every_solution_shares_out_of_time_are_searched_on_when_asked(page):
    # The page's budget made tiny for the first question (0.02 s: Keep searching then gives 0.12 s, 0.72 s, ...):
    # each Keep searching counts again and goes on with the digits every solution shares where it stopped.
    page.fill(".gh-share-input", TYPO_16)
    page.press(".gh-share-input", "Enter")
    page.wait_for_function("document.querySelector('.gridhunt').gridhunt.widget.state.cells.length === 256")
    wait_ready(page)
    page.evaluate("(async () => { const g = document.querySelector('.gridhunt').gridhunt;"
                  " await g.afterSolve({ unique: false }, g.board(), 2, 0.02); })()")
    expect(page.locator(".gh-message")).to_have_text(
        "More than one solution: showing one of them; the digits every solution shares were not worked out within 0.02 s.",
        timeout=PYTHON_TIMEOUT)
    expected = sudoku.OPERATIONS["certain"](sudoku.decode(TYPO_16), {})
    known = sum(1 for g, ch in zip(TYPO_16, expected["certain"]) if g in ".0" and ch != ".")
    timeout = 0.02
    for _ in range(5):
        expect(page.locator(".gh-keep-searching")).to_be_visible()
        timeout *= 6  # each Keep searching asks with six times as long (a quick one may be offered again at once)
        assert page.evaluate("document.querySelector('.gridhunt').gridhunt.longer.timeout") == pytest.approx(timeout)
        page.click(".gh-keep-searching")
        page.wait_for_function("document.querySelector('.gridhunt').gridhunt.searching === 0", timeout=PYTHON_TIMEOUT)
        if "same in every one" in page.locator(".gh-message").inner_text():
            break
    expect(page.locator(".gh-message")).to_have_text(f"More than one solution: the {known} digits shown are the same in every one.")


def test_keep_searching_after_a_count_cut_short_past_its_first_solution_searches_again(page):
    # A count that found one solution but ran out before proving it the only one draws that solution over
    # the givens; Keep searching must still count this board.
    # Python's reply for such a cut is made here from its whole one, as the time it takes varies by machine.
    load(page, PUZZLE)
    wait_ready(page)
    page.evaluate("""async () => { const g = document.querySelector('.gridhunt').gridhunt, ask = g.ask;
        g.ask = async (request, options) => {
          g.ask = ask;
          const reply = await ask.call(g, { ...request, limit: 1 }, options);
          return { ...reply, unique: null, timedOut: true, note: 'One solution found; uniqueness not proved within 10 s' };
        };
        await g.solve(2); }""")
    expect(page.locator(".gh-message")).to_have_text("One solution found; uniqueness not proved within 10 s.")
    assert widget(page, "state.solution").count(0) == 0
    page.click(".gh-keep-searching")
    expect(page.locator(".gh-message")).to_contain_text("Solved: the solution is unique.", timeout=PYTHON_TIMEOUT)
