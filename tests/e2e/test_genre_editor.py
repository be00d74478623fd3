"""The genres page's board editor: a real puzzle of every genre typed from scratch, on a desktop with
the keyboard and on a 390x844 phone with taps, solved, and the URL the page makes equal to
puzz.link's (the corpus's) URL of that puzzle; undo and redo; a number too large said in a
sentence and kept; a reload keeping what was typed; a picture read for the genre chosen.

One driver types every genre from what its EDITOR declares (the test reads the puzzle's model in
Python and types each clue as a user would), so a genre added later is typed the same way.
"""

import re

import pytest
from playwright.sync_api import expect

from browser import PYTHON_TIMEOUT, open_puzzle, shot
from gridhunt.puzzles import KINDS

PUZZLES = {  # a real puzzle of each genre from tests/pzpr/corpus.txt (unique; pzprjs's checker judged it)
    "nurikabe": "https://puzz.link/p?nurikabe/7/7/2g4h3o2q2p2i4k5",
    "slitherlink": "https://puzz.link/p?slither/6/10/h1dgadddg1cgdddcg2cgddbdg1d",
    "akari": "https://puzz.link/p?akari/10/10/hcscl.h.idn.i.cgcndg.h.ncs.h",
    "starbattle": "https://puzz.link/p?starbattle/10/10/2/00lhksmullfd75hm00u85lakb8442q5alk2f",
    "hitori": "https://puzz.link/p?hitori/6/5/111.45.2..453.3.1..2....3.3.1.",
    "lits": "https://puzz.link/p?lits/8/8/c27k2bnetv903l7bpea88g50",
    "masyu": "https://puzz.link/p?mashu/10/10/00120900i30i6300906026913200903000",
    "yajilin": "https://puzz.link/p?yajilin/8/8/42v22m32k13n",
    "heyawake": "https://puzz.link/p?heyawake/7/7/8ki94ilag7u003jsc022g3321111g",
    "numberlink": "https://puzz.link/p?numlin/6/6/j4h14m2n2h133k",
    "fillomino": "https://puzz.link/p?fillomino/10/10/5i1g1h2g1g3h6g1g1i36g1g1g3g1h1g6i3g52g6g11g5g34g4i5g1h1g4k54k1g5h4g1g3i1j4000000000100040000000200080000000000",
    "kakuro": "https://puzz.link/p?kakuro/5/5/kC-e-c-z..-8lff-giO",
    "shikaku": "https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g",
    "tapa": "https://puzz.link/p?tapa/6/6/1ia71a86gaaajjafhad6g7g42j22g4321",
    # genres added later, typed by the same driver from their EDITOR (pzprjs's test puzzles, and penpa-edit's Balance Loop)
    "castle": "https://puzz.link/p?castle/5/5/c230021k111a210f",
    "shakashaka": "https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb",
    "firefly": "https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11",
    "moonsun": "https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12",
    "country": "https://puzz.link/p?country/5/5/amda0uf02h12h",
    "balance": "https://puzz.link/p?balance/5/2/kbg011",
    "barns": "https://puzz.link/p?barns/5/5/06ec080000100",
    "walllogic": "https://puzz.link/p?walllogic/5/5/h1k2g2i5g5k4h",
    "guidearrow": "https://puzz.link/p?guidearrow/7/6/31kecsdl.n",
    "midloop": "https://puzz.link/p?midloop/4/4/jfjfi3fr",
    # numbers on corners, clues outside the grid, runs, dots on places, a bank of pieces (tests/pzpr/corpus.txt)
    "gokigen": "https://puzz.link/p?gokigen/4/4/iaegcgcj6a",
    "creek": "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt",
    "skyscrapers": "https://puzz.link/p?skyscrapers/4/4/k13h4j3g",
    "easyasabc": "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h",
    "nonogram": "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h",
    "tentaisho": "https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl",
    "battleship": "https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c",
    "statuepark": "https://puzz.link/p?statuepark/7/6/0l050060i0107i//t",
    "voxas": "https://puzz.link/p?voxas/5/5/hdhbhchbk7dh8bi",
    "sashigane": "https://puzz.link/p?sashigane/6/6/l4mjm.ngpgkjmiq",
    "tetrochain": "https://puzz.link/p?tetrochain/9/9/c33d37k32d35k31d32k22d41t34",
    "aquapelago": "https://puzz.link/p?aquapelago/6/5/h1p3v",
    "kenken": "4:_a_a__a_ba_a__a__,s1s1m6a5m12d2a4d2",  # no puzz.link: its Tatham Keen ID (a public solver's test)
    "futoshiki": "5:0,0,0,0,0,0,2,0U,3U,0U,0,0,3,0,0,0,3,0D,4,0,0,0L,0R,0,0,",  # its Tatham Unequal ID (Guardian #5)
    # arrows on the sides between cells (places) and the way in and out on the frame (outside): noqx's example
    "icebarn": "https://puzz.link/p?icebarn/7/7/408801142khow85hz4f4/10/14",
    "aquarium": "https://puzz.link/p?aquarium/5/4/9lqgfk4/3h12h13",  # tanks and counts above and left (cspuz_rs's)
    "ripple": "https://puzz.link/p?ripple/5/4/ld8g2sug4g3u1",  # cspuz_rs's
}
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}
ARROW_CHARS = "^v<>"
QUESTION = -2


SPACES = {"corners": "corners", "places": "places"}  # the other layer kinds are typed on cells (and the frame around the grid)
SIDES = ("top", "bottom", "left", "right")


def number(layer, x):
    if x == QUESTION:
        return "?"
    return chr(64 + x) if layer.get("letters") else str(x)


def typed(layer, value):
    """The keys that type one value of a layer, as the picture writes it."""
    kind = layer["kind"]
    if kind in ("cells", "corners", "places", "outside"):
        if value == layer.get("empty"):
            return ""
        symbol = next((s["char"] for s in layer.get("symbols", ()) if s["value"] == value), None)
        return symbol or number(layer, value)
    if value is None:
        return ""
    if kind == "arrows":
        return "#" if value[1] == layer.get("blank") else number(layer, value[1]) + (ARROW_CHARS[value[0] - 1] if value[0] else "")
    if kind == "split":
        if value == [None, None]:
            return "#"
        return ("" if value[0] is None else str(value[0])) + ("" if value[1] is None else "\\" + str(value[1]))
    if kind == "runs":
        return ",".join(map(str, value))
    return "".join(number(layer, x) for x in value)


def side_key(layer, side):
    """The model's list a layer keeps on a side of the frame around the grid (genre-editor.js's sideKey)."""
    if layer["kind"] in ("split", "outside"):
        return layer.get(side)
    if layer["kind"] == "runs":
        return {"top": layer["cols"], "left": layer["rows"]}.get(side)
    return None


def frame(editor):
    """The frame's width on each side: one cell where a layer keeps clues there."""
    layers = [layer for layer in editor["layers"] if layer["kind"] not in ("regions", "edges")]
    return {side: int(any(side_key(layer, side) for layer in layers)) for side in SIDES}


def plan(kind, puzzle):
    """What to type: [(tool, row, column, keys)] (the cursor's place in the tool's space: cells of the board
    with its frame, corners, or places of the half-cell lattice), the borders [(row, column, way)] of the
    model's cells, and the settings {key: value}."""
    editor, model = kind.EDITOR, kind.model(puzzle)
    contents = [layer for layer in editor["layers"] if layer["kind"] not in ("regions", "edges")]
    on_cells = [layer for layer in contents if layer["kind"] not in SPACES]
    pad = frame(editor)
    w, h = model["w"], model["h"]
    steps = []
    if on_cells:  # a cell's keys for each of its layers in turn (Castle Wall: "2>" then "#" for a black clue cell)
        steps += [("clues", i // w + pad["top"], i % w + pad["left"],
                   "".join(typed(layer, model[layer["key"]][i]) for layer in on_cells if "key" in layer)) for i in range(w * h)]
        for layer in on_cells:
            for side in SIDES:
                key = side_key(layer, side)
                if not key:
                    continue
                for k, value in enumerate(model[key]):
                    r = {"top": -1, "bottom": h}.get(side, k) + pad["top"]
                    c = {"left": -1, "right": w}.get(side, k) + pad["left"]
                    steps.append(("clues", r, c, str(value) if layer["kind"] == "split" and value is not None
                                  else typed({**layer, "empty": None}, value) if layer["kind"] == "outside" else typed(layer, value)))
    for layer in contents:
        if layer["kind"] in SPACES:
            across = w + 1 if layer["kind"] == "corners" else 2 * w - 1
            steps += [(layer["kind"], k // across, k % across, typed(layer, value)) for k, value in enumerate(model[layer["key"]])]
    borders = []
    for layer in editor["layers"]:
        if layer["kind"] == "regions":
            regions = model[layer["key"]]
            right = [regions[i] != regions[i + 1] for i in range(w * h) if i % w + 1 < w]
            down = [regions[i] != regions[i + w] for i in range(w * (h - 1))]
        elif layer["kind"] == "edges":
            right, down = [bool(x) for x in model[layer["beside"]]], [bool(x) for x in model[layer["below"]]]
        else:
            continue
        borders += [(k // (w - 1), k % (w - 1), "ArrowRight") for k, on in enumerate(right) if on]
        borders += [(k // w, k % w, "ArrowDown") for k, on in enumerate(down) if on]
    params = {param["key"]: model[param["key"]] for param in editor["params"] if model[param["key"]] != param["default"]}
    order = {tool: k for k, (tool, *_) in enumerate(steps)}
    return sorted((step for step in steps if step[3]), key=lambda step: (order[step[0]], step[1], step[2])), borders, params


def page_of(page, expression):
    return page.evaluate(f"document.querySelector('.gridhunt').gridhunt.{expression}")


def settled(page):
    page.wait_for_function("() => !window.gridhunt.python.busy", timeout=PYTHON_TIMEOUT)


def new_board(page, kind, w, h):
    page.select_option(".gh-genre", kind.ID)
    page.fill(".gh-width", str(w))
    page.fill(".gh-height", str(h))
    page.click(".gh-new-board")
    assert page_of(page, "widget.state.kind") == kind.ID and page_of(page, "widget.state.model.w") == w
    # the sentence says so, unless the settings' defaults do not fit the board (Statue Park's 12 pentominoes on a 7x6 board)
    expect(page.locator(".gh-message")).to_contain_text(re.compile(f"A new {kind.NAME} board|more cells than the grid"))


def set_params(page, params):
    for key, value in params.items():
        box = page.locator(f".gh-param-{key}")
        if isinstance(value, bool):
            box.set_checked(value)
        else:
            box.fill(" ".join(value) if isinstance(value, list) else str(value))
            box.dispatch_event("change")


def choose_tool(page, tool, how):
    """The tool's button, when the genre has more than one tool (the first is chosen on a new board)."""
    button = page.locator(f".gh-tool-{tool}")
    if button.count() and button.is_visible():
        button.tap() if how == "tap" else button.click()
    assert page_of(page, "widget.tool") == tool


def by_keyboard(page, steps, borders, pad):
    """Arrows move the cursor, the keys type each clue; Shift+arrow draws each border."""
    def go(r, c):
        cursor = page_of(page, "widget.cursor")
        for _ in range(abs(r - cursor["r"])):
            page.keyboard.press("ArrowDown" if r > cursor["r"] else "ArrowUp")
        for _ in range(abs(c - cursor["c"])):
            page.keyboard.press("ArrowRight" if c > cursor["c"] else "ArrowLeft")

    for tool, r, c, keys in steps:
        if page_of(page, "widget.tool") != tool:
            choose_tool(page, tool, "click")
        page.locator(".gh-canvas").focus()
        go(r, c)
        page.keyboard.type(keys)
    if borders:
        choose_tool(page, "borders" if page.locator(".gh-tool-borders").is_visible() else page_of(page, "widget.tool"), "click")
        page.locator(".gh-canvas").focus()
    for r, c, way in borders:
        go(r + pad["top"], c + pad["left"])
        page.keyboard.press(f"Shift+{way}")


def point(page, r, c, fx=0.5, fy=0.5):
    return page.evaluate("""([r, c, fx, fy]) => {
        const widget = document.querySelector('.gridhunt').gridhunt.widget;
        const box = widget.canvas.getBoundingClientRect();
        const cell = widget.rect(r, c);
        return [box.left + cell.x + cell.size * fx, box.top + cell.y + cell.size * fy];
    }""", [r, c, fx, fy])


def tap(page, r, c, fx=0.5, fy=0.5):
    """A tap at a point of board cell (r, c), scrolled clear of the sticky header and the screen's foot first."""
    x, y = point(page, r, c, fx, fy)
    if not 120 < y < PHONE["viewport"]["height"] - 60:
        page.evaluate(f"window.scrollBy(0, {y - 400})")
        x, y = point(page, r, c, fx, fy)
    page.touchscreen.tap(x, y)


def tap_place(page, tool, r, c, pad):
    """A tap on a cell (with the clues tool), on a corner, or on a place (a centre, side or corner: half cells (r + 1, c + 1))."""
    if tool == "corners":
        tap(page, r + pad["top"], c + pad["left"], 0, 0)
    elif tool == "places":
        tap(page, (r + 1) // 2 + pad["top"], (c + 1) // 2 + pad["left"], 0.5 * ((c + 1) % 2), 0.5 * ((r + 1) % 2))
    else:
        tap(page, r, c)


def by_taps(page, kind, steps, borders, pad):
    """A tap on each place, then the on-screen keys (or taps that cycle a layer of symbols); borders by taps beside each line."""
    for tool, r, c, typed_keys in steps:
        if page_of(page, "widget.tool") != tool:
            choose_tool(page, tool, "tap")
        space = "cells" if tool == "clues" else tool
        if page_of(page, f"widget.editor.cycles({space!r})"):
            layer = page_of(page, f"widget.editor.layersIn({space!r})[0]")
            order = [s["char"] for s in layer["symbols"]] + (["?"] if layer.get("question") else [])
            for _ in range(order.index(typed_keys) + 1):
                tap_place(page, tool, r, c, pad)
            continue
        tap_place(page, tool, r, c, pad)
        keys = dict((key, label) for label, key in page_of(page, "keypadKeys()"))
        for key in typed_keys:
            label = keys[key]
            page.locator(".gh-keypad").get_by_role("button", name="Key " + label if label == key else label, exact=True).tap()
    if borders and page.locator(".gh-tool-borders").count():
        page.locator(".gh-tool-borders").tap()
    for r, c, way in borders:
        if way == "ArrowRight":
            tap(page, r + pad["top"], c + pad["left"], 0.9, 0.5)
        else:
            tap(page, r + pad["top"], c + pad["left"], 0.5, 0.9)


def type_and_solve(page, kind, url, mode):
    puzzle = kind.decode(url)
    steps, borders, params = plan(kind, puzzle)
    new_board(page, kind, puzzle.w, puzzle.h)
    set_params(page, params)
    pad = frame(kind.EDITOR)
    if mode == "keys":
        by_keyboard(page, steps, borders, pad)
    else:
        by_taps(page, kind, steps, borders, pad)
    page.wait_for_function(f"document.querySelector('.gridhunt').gridhunt.widget.state.share === {url!r}", timeout=PYTHON_TIMEOUT)
    settled(page)
    assert page.url.endswith("#" + url), page.url
    assert page.input_value(".gh-share-input") == url
    page.click(".gh-solve")
    expect(page.locator(".gh-message")).to_contain_text("the only solution", timeout=PYTHON_TIMEOUT)
    settled(page)


@pytest.fixture(scope="module")
def desktop(browser, base_url):
    context, page = open_puzzle(browser, f"{base_url}/genres/", viewport={"width": 1000, "height": 1200},
                                permissions=["clipboard-read", "clipboard-write"], service_workers="block")
    yield page
    context.close()


@pytest.fixture(scope="module")
def phone(browser, base_url):
    context, page = open_puzzle(browser, f"{base_url}/genres/", service_workers="block", **PHONE)
    yield page
    context.close()


@pytest.mark.parametrize("genre", list(PUZZLES))
def test_a_real_puzzle_typed_with_the_keyboard_makes_puzzlinks_url_and_solves(desktop, genre):
    type_and_solve(desktop, KINDS[genre], PUZZLES[genre], "keys")
    desktop.click(".gh-copy-url")
    assert desktop.evaluate("navigator.clipboard.readText()") == PUZZLES[genre]
    shot(desktop, f"editor-{genre}-typed")


@pytest.mark.parametrize("genre", list(PUZZLES))
def test_a_real_puzzle_typed_with_taps_on_a_phone_makes_puzzlinks_url_and_solves(phone, genre):
    type_and_solve(phone, KINDS[genre], PUZZLES[genre], "taps")
    shot(phone, f"editor-{genre}-phone")


def test_a_number_too_large_is_said_and_kept_undo_redo_and_reload_keep_what_was_typed(desktop):
    page = desktop
    new_board(page, KINDS["nurikabe"], 5, 5)
    tap_free = page.locator(".gh-canvas")
    tap_free.click(position={"x": 20, "y": 20})  # the top left cell
    page.keyboard.type("3")
    page.wait_for_function("document.querySelector('.gridhunt').gridhunt.widget.state.share !== null", timeout=PYTHON_TIMEOUT)
    three = "https://puzz.link/p?nurikabe/5/5/3zj"
    assert page_of(page, "widget.state.share") == three
    page.keyboard.press("ArrowRight")
    page.keyboard.type("99")
    expect(page.locator(".gh-message")).to_have_text("Row 1, column 2: 99 is more than the grid's 25 cells", timeout=PYTHON_TIMEOUT)
    assert page_of(page, "widget.state.model.clues.slice(0, 2)") == [3, 99]  # nothing typed is lost
    # the address keeps the last board that could be said: the 3, or the 3 and the 9 typed on the way to 99
    assert page.url.partition("#")[2] in (three, "https://puzz.link/p?nurikabe/5/5/39zi")
    page.click(".gh-solve")
    expect(page.locator(".gh-message")).to_have_text("Row 1, column 2: 99 is more than the grid's 25 cells")
    page.click(".gh-undo")  # the 99 was typed as 9 then 99: two steps
    page.click(".gh-undo")
    page.wait_for_function(f"document.querySelector('.gridhunt').gridhunt.widget.state.share === {three!r}", timeout=PYTHON_TIMEOUT)
    expect(page.locator(".gh-message")).to_be_empty(timeout=PYTHON_TIMEOUT)
    page.click(".gh-redo")
    page.click(".gh-redo")
    assert page_of(page, "widget.state.model.clues.slice(0, 2)") == [3, 99]
    expect(page.locator(".gh-message")).to_have_text("Row 1, column 2: 99 is more than the grid's 25 cells", timeout=PYTHON_TIMEOUT)
    page.reload()
    page.wait_for_function("document.querySelector('.gridhunt')?.gridhunt?.widget.state.model")
    assert page_of(page, "widget.state.model.clues.slice(0, 2)") == [3, 99]  # a reload keeps what was typed


def test_two_quick_undos_back_to_a_board_that_can_be_said_clear_its_error(desktop):
    # The first undo's URL, answered late (a busy phone), came after the second undo and was dropped;
    # the second board's URL was known already, so nothing cleared "99 is more than...".
    page = desktop
    new_board(page, KINDS["nurikabe"], 5, 5)
    page.locator(".gh-canvas").click(position={"x": 20, "y": 20})
    page.keyboard.type("3")
    page.wait_for_function("document.querySelector('.gridhunt').gridhunt.widget.state.share !== null", timeout=PYTHON_TIMEOUT)
    page.keyboard.press("ArrowRight")
    page.keyboard.type("99")
    expect(page.locator(".gh-message")).to_have_text("Row 1, column 2: 99 is more than the grid's 25 cells", timeout=PYTHON_TIMEOUT)
    page.evaluate("""() => {
        const python = window.gridhunt.python, ask = python.request.bind(python);
        python.request = async (question, options) => {
            const reply = await ask(question, options);
            if (question.op === "encode") await new Promise((done) => setTimeout(done, 1500));
            return reply;
        };
    }""")
    page.click(".gh-undo")
    page.click(".gh-undo")
    page.wait_for_function("document.querySelector('.gridhunt').gridhunt.widget.state.share === 'https://puzz.link/p?nurikabe/5/5/3zj'", timeout=PYTHON_TIMEOUT)
    page.wait_for_timeout(2500)  # the first undo's late answer has come and gone
    expect(page.locator(".gh-message")).to_be_empty()


def test_a_picture_pasted_is_read_as_the_genre_chosen_and_a_loaded_url_can_be_edited(desktop):
    page = desktop
    new_board(page, KINDS["akari"], 3, 3)
    page.locator(".gh-share-input").focus()
    page.evaluate("""() => {
        const data = new DataTransfer();
        data.setData('text/plain', '#..\\n.2.\\n..1');
        document.querySelector('.gh-share-input').dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
    }""")
    page.wait_for_function("document.querySelector('.gridhunt').gridhunt.widget.state.share?.startsWith('https://puzz.link/p?akari/3/3/')",
                           timeout=PYTHON_TIMEOUT)
    assert page_of(page, "widget.state.model.walls") == [-1, None, None, None, 2, None, None, None, 1]
    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    page.fill(".gh-share-input", url)
    page.press(".gh-share-input", "Enter")
    page.wait_for_function(f"document.querySelector('.gridhunt').gridhunt.widget.state.share === {url!r}", timeout=PYTHON_TIMEOUT)
    page.locator(".gh-canvas").focus()
    page.keyboard.press("Backspace")  # the cursor's cell, wherever it stands, is cleared
    cursor = page_of(page, "widget.cursor")
    page.wait_for_function("document.querySelector('.gridhunt').gridhunt.widget.state.share !== null", timeout=PYTHON_TIMEOUT)
    settled(page)
    clues = KINDS["nurikabe"].decode(url).clues
    edited = list(clues)
    edited[cursor["r"] * 5 + cursor["c"]] = None
    assert page_of(page, "widget.state.share") == KINDS["nurikabe"].encode(KINDS["nurikabe"].decode(url).__class__(5, 5, tuple(edited)))


def test_region_borders_are_drawn_and_erased_by_dragging_along_the_grid_lines(desktop):
    page = desktop
    new_board(page, KINDS["lits"], 3, 3)

    def drag(corners):
        page.mouse.move(*point(page, *corners[0], 0, 0))
        page.mouse.down()
        for r, c in corners[1:]:
            page.mouse.move(*point(page, r, c, 0, 0), steps=4)
        page.mouse.up()

    drag([(0, 1), (1, 1), (2, 1), (3, 1)])  # down the line between the first and second columns
    assert page_of(page, "widget.state.borders.beside") == [1, 0, 1, 0, 1, 0]
    assert page_of(page, "widget.editor.modelFor(document.querySelector('.gridhunt').gridhunt.widget.state).regions") == [0, 1, 1] * 3
    drag([(3, 1), (2, 1)])  # back over a line drawn: the drag erases
    assert page_of(page, "widget.state.borders.beside") == [1, 0, 1, 0, 0, 0]


def test_dots_on_sides_are_drawn_as_dots_when_the_edges_layer_looks_so(desktop):
    page = desktop
    new_board(page, KINDS["midloop"], 3, 3)
    page.locator(".gh-canvas").focus()
    page_of(page, "widget.setCursor(0, 0)")  # a click would put a dot in the cell
    page.keyboard.press("Shift+ArrowRight")  # the side between the first two cells of the top row
    page.keyboard.press("Shift+ArrowDown")  # the side below the top left cell
    drawn = page_of(page, "widget.editor.board(document.querySelector('.gridhunt').gridhunt.widget.state)")
    assert drawn["walls"] == []
    assert sorted(drawn["points"]) == [[1, 2, "black-dot"], [2, 1, "black-dot"]]
    page.wait_for_function("document.querySelector('.gridhunt').gridhunt.widget.state.share !== null", timeout=PYTHON_TIMEOUT)
    assert KINDS["midloop"].model(KINDS["midloop"].decode(page_of(page, "widget.state.share")))["besideDots"][0] == 1
