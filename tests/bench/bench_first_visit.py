"""First visit as a new visitor meets it: bytes over the wire and time to the example solved.

    python tests/bench/bench_first_visit.py [--runs 1] [--modes ghpages text] [--site FOLDER]

Builds the site for a sub-path (http://127.0.0.1:PORT/gridhunt/, `make site`) into
build/bench-site (or measures FOLDER, built for that address), serves it with a plain
static host (tests/static_host.py) in each compression mode, and opens
/gridhunt/sudoku/ in a fresh Chromium context throttled by CDP
(Network.emulateNetworkConditions) to each network profile. There it loads the first
example from the menu and presses Solve at once, as a visitor would, and prints:
- before answer: bytes the host sent until the solution showed,
- whole visit: bytes sent once the service worker has installed (the offline copy),
- answer: ms from navigation start to the solution shown (and, on the lines printed as it
  goes, when the snapshot had arrived and when Python was ready),
- repeat: the same in a new tab of the same browser, and the bytes it cost.
Bytes are counted by the host (headers and bodies). The service worker's own requests
are not throttled (CDP throttles the page and its worker): they come after the answer.
"""

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from paths import BUILD, ROOT  # noqa: E402
from static_host import MODES, start_static_host  # noqa: E402

PREFIX = "/gridhunt/"
PROFILES = {"20 Mbit/s, 40 ms": (20e6, 40), "5 Mbit/s, 100 ms": (5e6, 100)}
TIMEOUT = 180_000  # ms
ANSWERED = "document.querySelector('.gh-solution-text')?.value ? performance.now() : null"


def build(port: int, folder: Path) -> None:
    url = f"http://127.0.0.1:{port}{PREFIX}"
    subprocess.run(["make", "site", f"URL={url}", f"SITE_DIR={folder}"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def throttle(context, page, bits_per_second: float, latency_ms: float) -> None:
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": latency_ms,
        "downloadThroughput": bits_per_second / 8, "uploadThroughput": bits_per_second / 8,
    })


def solve_example(page, url: str) -> float:
    """Open the page, load the first example, press Solve; ms from navigation start to the answer."""
    page.goto(url, wait_until="commit")
    page.wait_for_function("document.querySelectorAll('.gh-examples option').length > 1", timeout=TIMEOUT)
    page.select_option(".gh-examples", index=1)
    page.wait_for_function("document.querySelector('.gh-share-input').value !== ''", timeout=TIMEOUT)
    page.click(".gh-solve")
    return page.wait_for_function(ANSWERED, timeout=TIMEOUT, polling="raf").json_value()


def visit(browser, host, url: str, profile: tuple) -> dict:
    context = browser.new_context()
    page = context.new_page()
    throttle(context, page, *profile)
    start = host.bytes_sent
    answer = solve_example(page, url)
    before_answer = host.bytes_sent - start
    python = page.evaluate("window.gridhunt.python.readyAt")  # ms from navigation start to Python ready
    snapshot = page.evaluate("(t => t.workerCreatedAt + t.snapshotFetched)(window.gridhunt.python.timings)")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT)
    whole = host.bytes_sent - start
    again = context.new_page()
    throttle(context, again, *profile)
    start = host.bytes_sent
    repeat = solve_example(again, url)
    repeat_bytes = host.bytes_sent - start
    boot = again.evaluate("window.gridhunt.python.boot")
    context.close()
    return {"before": before_answer, "whole": whole, "snapshot": snapshot, "python": python, "answer": answer, "repeat": repeat,
            "repeat_bytes": repeat_bytes, "boot": boot}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--modes", nargs="+", choices=MODES, default=["ghpages", "text"])
    parser.add_argument("--port", type=int, default=int(os.environ.get("GRIDHUNT_BENCH_PORT", "8001")))
    parser.add_argument("--site", type=Path, help=f"a folder already built for http://127.0.0.1:PORT{PREFIX}")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    folder = args.site or BUILD / "bench-site"
    if not args.site:
        build(args.port, folder)
    url = f"http://127.0.0.1:{args.port}{PREFIX}sudoku/"
    rows = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for mode in args.modes:
            host = start_static_host(folder, args.port, PREFIX, mode)
            try:
                for name, profile in PROFILES.items():
                    runs = [visit(browser, host, url, profile) for _ in range(args.runs)]
                    rows.append((mode, name, {k: statistics.median(r[k] for r in runs) for k in runs[0] if k != "boot"},
                                 runs[-1]["boot"]))
                    print(f"{mode:8} {name}: {rows[-1][2]}", flush=True)
            finally:
                host.shutdown()
                host.server_close()
        browser.close()
    print(f"\n{folder}, medians of {args.runs} run(s)")
    print("| host | network | before the answer | whole first visit | example solved | repeat visit |")
    print("|---|---|---|---|---|---|")
    for mode, name, r, boot in rows:
        print(f"| {mode} | {name} | {r['before'] / 1e6:.1f} MB | {r['whole'] / 1e6:.1f} MB | {r['answer'] / 1000:.1f} s "
              f"| {r['repeat'] / 1000:.2f} s, {r['repeat_bytes'] / 1e6:.2f} MB ({boot}) |")


if __name__ == "__main__":
    main()
