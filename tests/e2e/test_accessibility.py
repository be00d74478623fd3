"""Every page passes an axe-core audit with no serious or critical violation, in both schemes and on a phone."""

import pytest

from browser import PYTHON_TIMEOUT, shot, wait_ready
from paths import BUILD, ROOT

AXE = (ROOT / "node_modules" / "axe-core" / "axe.min.js").read_text()


def pages():
    """Every page of the build, as its path under the site root."""
    site = BUILD / "site"
    found = sorted(p.parent.relative_to(site).as_posix() for p in site.glob("**/index.html"))
    return ["" if p == "." else p + "/" for p in found if not p.startswith(("_", "assets", "search"))]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", pages())
def test_no_serious_accessibility_violation(browser, base_url, path, scheme):
    context = browser.new_context(color_scheme=scheme, service_workers="block")
    page = context.new_page()
    page.goto(f"{base_url}/{path}")
    if page.locator(".gridhunt").count():
        page.wait_for_function("document.querySelector('.gridhunt')?.gridhunt")  # mounted: a puzzle page, or the home page's box
        wait_ready(page)
    page.add_script_tag(content=AXE)
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    serious = [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in result["violations"] if v["impact"] in ("serious", "critical")
    ]
    shot(page, f"{(path.strip('/') or 'home').replace('/', '-')}-{scheme}")
    context.close()
    assert serious == [], "\n".join(serious)


@pytest.mark.parametrize("path", [p for p in pages() if p])
def test_pages_fit_a_phone_without_sideways_scrolling(browser, base_url, path):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True, service_workers="block")
    page = context.new_page()
    page.goto(f"{base_url}/{path}")
    page.wait_for_load_state("load")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, f"{path.strip('/').replace('/', '-')}-phone")
    context.close()


CONTRAST = """(selector) => {
  const rgb = (css) => css.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => { const [r, g, b] = c.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const button = document.querySelector(selector);
  let node = button, back = "rgba(0, 0, 0, 0)";
  while (node && /rgba\\(.*, 0\\)|transparent/.test(back)) { back = getComputedStyle(node).backgroundColor; node = node.parentElement; }
  let alpha = 1;  // a faded button is blended into what lies behind it
  for (let n = button; n; n = n.parentElement) alpha *= Number(getComputedStyle(n).opacity);
  const ink = rgb(getComputedStyle(button).color).map((v, i) => alpha * v + (1 - alpha) * rgb(back)[i]);
  const [a, b] = [lum(ink), lum(rgb(back))].sort((x, y) => y - x);
  return [button.disabled, (a + 0.05) / (b + 0.05)];
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_disabled_buttons_stay_readable(browser, base_url, scheme):
    """axe skips disabled controls; the Stop button, disabled while Python is idle, must still read at 4.5:1."""
    context = browser.new_context(color_scheme=scheme, service_workers="block")
    page = context.new_page()
    page.goto(f"{base_url}/sudoku/")
    wait_ready(page)
    # "ready" is Python's: on a busy machine (a fresh-clone run beside a CPU hog failed here; a CPU slowed
    # eight times over CDP shows it) the page's controls mount after it, and Stop is enabled while Python works.
    page.wait_for_function("document.querySelector('.gh-stop')?.disabled === true", timeout=PYTHON_TIMEOUT)
    disabled, ratio = page.evaluate(CONTRAST, ".gh-stop")
    context.close()
    assert disabled and ratio >= 4.5, f"contrast {ratio:.2f}:1"


COMPOSITED_CONTRAST = """(selector) => {
  // the button's text against its background as seen: half-transparent fills laid over what is behind
  const rgba = (css) => { const v = css.match(/[\\d.]+/g).map(Number); return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1]; };
  const lum = (c) => { const [r, g, b] = c.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const over = (top, below) => [0, 1, 2].map((i) => top[3] * top[i] + (1 - top[3]) * below[i]);
  const button = document.querySelector(selector);
  const fills = [];
  for (let n = button; n; n = n.parentElement) {
    const fill = rgba(getComputedStyle(n).backgroundColor);
    if (fill[3] > 0) fills.push(fill);
    if (fill[3] === 1) break;
  }
  let back = [255, 255, 255];
  for (const fill of fills.reverse()) back = over(fill, back);
  const ink = over(rgba(getComputedStyle(button).color), back);
  const [a, b] = [lum(ink), lum(back)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_on_a_phone_the_buttons_read_while_a_tap_leaves_them_focused(browser, base_url, scheme):
    """A tap leaves a button focused (and hovered, on a touch screen): More, open or shut, and the
    buttons behind it must still read at 4.5:1, not white on a pale fill."""
    context = browser.new_context(color_scheme=scheme, service_workers="block", viewport={"width": 390, "height": 844},
                                  has_touch=True, is_mobile=True, device_scale_factor=2)
    page = context.new_page()
    page.goto(f"{base_url}/sudoku/")
    wait_ready(page)
    ratios = {}
    for name, tapped in [("More, open", ".gh-more-toggle"), ("Clear", ".gh-clear"), ("More, shut", ".gh-more-toggle")]:
        page.tap(tapped)
        page.wait_for_timeout(500)  # material's buttons fade their colours in
        ratios[name] = page.evaluate(COMPOSITED_CONTRAST, tapped)
    context.close()
    assert all(ratio >= 4.5 for ratio in ratios.values()), {k: round(v, 2) for k, v in ratios.items()}
