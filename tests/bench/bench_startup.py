"""Start-up figure: page open to "Python ready" against a bare Pyodide boot, in one run.

    python tests/bench/bench_startup.py [--runs 5]      (after `make build`)

Each round, interleaved so load on the machine hits all alike, in headless Chromium:
- site: the Sudoku page, from navigation start to the worker's "ready" (package imported,
  first call answered), restored from the build's memory snapshot;
- bare: a blank page whose module worker only calls loadPyodide() from the same Pyodide (the npm
  package's files as they are: the site itself ships the wasm gzipped and no lock file);
each as a first visit (new browser context, empty cache) and a repeat visit (reload).
Also a bare boot in Node. Prints medians and the ratios: bare/site is the speed-up of the
site's start over a plain Pyodide boot (goal: at least 4 on a repeat visit).
"""

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from browser import CHROMIUM, CHROMIUM_ARGS, start_server  # noqa: E402
from paths import BUILD, ROOT  # noqa: E402

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare</title><script type="module">
window.readyAt = null;
const w = new Worker("./bare-worker.js" + location.search, {type: "module"});
w.onmessage = () => { window.readyAt = performance.now(); };
</script>"""
BARE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
postMessage("ready");"""
NODE_BOOT = """import { loadPyodide } from "pyodide";
const t = performance.now(); await loadPyodide(); console.log(performance.now() - t);"""


def median(values):
    return statistics.median(values) if values else float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    bench_dir = BUILD / "site" / "_bench"
    bench_dir.mkdir(exist_ok=True)
    (bench_dir / "bare.html").write_text(BARE_PAGE)
    (bench_dir / "bare-worker.js").write_text(BARE_WORKER)
    shutil.copytree(ROOT / "node_modules" / "pyodide", bench_dir / "pyodide", dirs_exist_ok=True)
    server = start_server(0)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    urls = {"site": f"{base}/sudoku/", "bare": f"{base}/_bench/bare.html"}
    ready = {"site": "window.gridhunt && window.gridhunt.python.readyAt"}
    times = {(what, visit): [] for what in urls for visit in ("first", "repeat")}
    node = []
    stages = {"first": [], "repeat": []}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for run in range(args.runs):
                for what, url in urls.items():
                    context = browser.new_context()
                    page = context.new_page()
                    for visit in ("first", "repeat"):
                        if visit == "first":
                            page.goto(url)
                        else:
                            if what == "site":  # a real repeat visit comes after the service worker installed
                                page.evaluate("navigator.serviceWorker.ready.then(() => true)")
                            page.reload()
                        ms = page.wait_for_function(ready.get(what, "window.readyAt"), timeout=120_000).json_value()
                        times[what, visit].append(ms)
                        if what == "site":
                            stages[visit].append(page.evaluate("window.gridhunt.python.timings"))
                    context.close()
                started = time.perf_counter()
                out = subprocess.run(["node", "--input-type=module", "-e", NODE_BOOT], cwd=ROOT, capture_output=True, text=True)
                node.append(float(out.stdout.strip() or "nan") if out.returncode == 0 else time.perf_counter() - started)
                print(f"run {run + 1}: " + ", ".join(f"{w}/{v} {times[w, v][-1]:.0f} ms" for w, v in times), flush=True)
            browser.close()
    finally:
        server.shutdown()
        shutil.rmtree(bench_dir)
    print(f"\nmedians of {args.runs} runs (ms from navigation start to Python ready)")
    for visit in ("first", "repeat"):
        site, bare = median(times["site", visit]), median(times["bare", visit])
        print(f"  {visit:6} visit: site (snapshot) {site:6.0f}   bare Pyodide {bare:6.0f}   bare/site {bare / site:5.2f}")
    print(f"  bare loadPyodide() in Node: {median(node):7.0f}")
    print("site boot stages, medians (worker created: ms after navigation; the rest: ms after the worker started)")
    for visit, rows in stages.items():
        keys = [k for k in rows[0] if all(k in r for r in rows)] if rows else []
        print(f"  {visit:6} visit: " + ", ".join(f"{k} {median([r[k] for r in rows]):.0f}" for k in keys))


if __name__ == "__main__":
    main()
