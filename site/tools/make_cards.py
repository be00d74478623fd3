"""Picture each page's first example, solved, for the home page's cards (docs/images/cards/ID.png).

    python site/tools/make_cards.py      (after `make build`; needs Debian's chromium)

The pictures are committed: the site build does not need a browser.
"""

import json
from pathlib import Path

from serve import CHROMIUM, CHROMIUM_ARGS, SITE, start_server

ROOT = Path(__file__).resolve().parents[2]
PYTHON_READY = "window.gridhunt && window.gridhunt.python.state === 'ready'"


def main():
    from playwright.sync_api import sync_playwright

    kinds = json.loads((SITE / "py" / "manifest.json").read_text())["kinds"]
    out = ROOT / "docs" / "images" / "cards"
    out.mkdir(parents=True, exist_ok=True)
    server = start_server(0)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        # one card a page: a kind's own, or the page several kinds share (the genres) with its first kind's example
        pages = {}
        for kind in kinds:
            pages.setdefault(kind["page"], kind["examples"][0]["share"])
        for name, share in pages.items():
            if not (SITE / name / "index.html").exists():
                print(f"{name}: no page in the build, skipped")
                continue
            page = browser.new_page(viewport={"width": 760, "height": 900})
            page.goto(f"{base}/{name}/#{share}")
            page.wait_for_function(PYTHON_READY, timeout=120_000)
            page.wait_for_function("document.querySelector('.gridhunt')?.gridhunt")
            page.click(".gh-solve")
            page.wait_for_selector(".gh-message[data-kind=success], .gh-message[data-kind=warning]", timeout=120_000)
            page.wait_for_timeout(8000)  # let walk and track animations finish
            page.locator(".gh-canvas").first.screenshot(path=str(out / f"{name}.png"))
            print(name)
            page.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
