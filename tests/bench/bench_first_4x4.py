"""The first optimal 4x4 solve on a fresh page, as a visitor on a 20 Mbit/s link meets it.

    python tests/bench/bench_first_4x4.py [--runs 3] [--mbit 20] [--port 8812]

Serves the site build (build/site, `make build PORT=...`) on the port, and for each
puzzle opens /sliding/#<puzzle> in a fresh Chromium context throttled by CDP
(Network.emulateNetworkConditions, the code of bench_first_visit.py), waits until
Python is ready, presses Solve and prints, per puzzle (medians of the runs):
- answer: seconds from Solve to the solution shown (the tables fetched, unpacked, the search),
- Python: the seconds the worker reported for that request (the same, without the page's own work),
- tables: the bytes of pattern-database files the page downloaded,
- search: the same puzzle solved again on that page, its tables in memory (the search alone).
The tables were built in the browser before: `bench_sliding.py` prints that build's time under
Pyodide ("build"), the figure this one replaces.
"""

import argparse
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]  # tests: the browser helpers; tests/bench: the throttling
from browser import CHROMIUM, CHROMIUM_ARGS, PYTHON_TIMEOUT, start_server  # noqa: E402
from bench_first_visit import throttle  # noqa: E402

PUZZLES = {
    "Korf #9 (46 moves, hole goal in a corner)": "4x4:3,14,9,11,5,4,8,2,13,12,6,7,10,1,15,0/0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15",
    "a scramble, default goal (hole bottom right)": "4x4:6,1,10,2,7,11,4,14,5,0,9,15,8,12,13,3",
    "a scramble, hole goal on an edge": "4x4:1,6,10,2,7,11,4,14,5,0,9,15,8,12,13,3/1,0,2,3,4,5,6,7,8,9,10,11,12,13,14,15",
}
PAGE = "document.querySelector('.gridhunt').gridhunt"
ANSWERED = r"/\(\d+\.\d+ s\)$/.test(document.querySelector('.gh-message').textContent)"  # every answer ends with its time


def solve(page, share: str) -> tuple[float, float]:
    """Load a puzzle, press Solve: seconds to the answer on the page, and Python's own seconds."""
    page.fill(".gh-share-input", share)
    page.press(".gh-share-input", "Enter")
    page.wait_for_function(f"{PAGE}.shareInput.value === {share!r}")
    said = page.evaluate(f"{PAGE}.messages")
    started = page.evaluate("performance.now()")
    page.click(".gh-solve")
    done = f"{PAGE}.messages > {said} && {PAGE}.searching === 0 && {ANSWERED} && performance.now()"
    ended = page.wait_for_function(done, timeout=PYTHON_TIMEOUT * 4, polling="raf").json_value()
    text = page.locator(".gh-message").text_content()
    if not text.startswith("Solved"):
        raise SystemExit(f"{share}: {text}")
    python = float(text.rsplit("(", 1)[1].split(" s)")[0])  # the page prints Python's own time of the request
    return (ended - started) / 1000, python


def visit(browser, url: str, share: str, mbit: float) -> dict:
    context = browser.new_context()
    page = context.new_page()
    throttle(context, page, mbit * 1e6, 20)
    fetched = []
    page.on("response", lambda r: "/py/tables/" in r.url and fetched.append(int(r.headers.get("content-length", 0))))
    page.goto(url)
    page.wait_for_function("window.gridhunt && window.gridhunt.python.state === 'ready'", timeout=PYTHON_TIMEOUT)
    page.wait_for_selector(".gridhunt[data-mounted] .gh-canvas")
    answer, python = solve(page, share)
    page.fill(".gh-share-input", "")  # the same puzzle once more, tables in memory: the search alone
    again, _ = solve(page, share)
    context.close()
    return {"answer": answer, "python": python, "tables": sum(fetched), "search": again}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--mbit", type=float, default=20)
    parser.add_argument("--port", type=int, default=8812, help="the port the build was made for (make build PORT=...)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = start_server(args.port)
    url = f"http://127.0.0.1:{args.port}/sliding/"
    rows = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for name, share in PUZZLES.items():
                runs = [visit(browser, url, share, args.mbit) for _ in range(args.runs)]
                row = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
                rows.append((name, row))
                print(f"{name}: {row}", flush=True)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"\nFirst optimal 4x4 solve on a fresh page, {args.mbit:g} Mbit/s, medians of {args.runs} run(s)")
    print("| puzzle | Solve to answer | Python's time | tables fetched | the search alone |")
    print("|---|---|---|---|---|")
    for name, r in rows:
        print(f"| {name} | {r['answer']:.2f} s | {r['python']:.2f} s | {r['tables'] / 1e6:.2f} MB | {r['search']:.2f} s |")


if __name__ == "__main__":
    main()
