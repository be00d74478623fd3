"""Benchmark of the maze solver, natively and under Pyodide (Node), with the ratio.

    python tests/bench/bench_maze.py [--mazes N] [--pyodide-mazes M] [--budget S] [--native-only]

Measures (1) the Cat Walk example: decode plus every walk of each pass, best of
several runs; (2) counting to 2 walks (the uniqueness check) on generated mazes,
N per style and size (perfect, braided, open; 10x10, 20x20, 40x40), natively giving
a maze up after --budget seconds. Goals: the
example under 5 ms and every 40x40 maze under 1 s natively. The native run then
runs the first M mazes of each style and size under Pyodide and prints both.
Under Pyodide (or with --json) the script prints one JSON line of figures.
"""

import argparse
import json
import random
import signal
import statistics
import sys
import time
from itertools import islice
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))  # for maze_random, under_pyodide
if sys.platform != "emscripten":  # under Pyodide the package comes from the bundled zip
    sys.path.insert(0, str(ROOT / "pysrc"))

from maze_random import STYLES, random_maze  # noqa: E402

from gridhunt.puzzles import maze  # noqa: E402
from gridhunt.puzzles.maze.codec import message  # noqa: E402

SIZES = (10, 20, 40)


def catwalk_ms(repeats: int = 15) -> dict:
    """Best times (ms) to decode each Cat Walk pass and to enumerate all its walks."""
    figures = {}
    for title, share in maze.EXAMPLES[:2]:
        times, solve_times = [], []
        for _ in range(repeats):
            start = time.perf_counter()
            puzzle = maze.decode(share)
            middle = time.perf_counter()
            found = list(maze.solutions(puzzle))
            times.append((time.perf_counter() - start) * 1000)
            solve_times.append((time.perf_counter() - middle) * 1000)
        figures[title] = {"best_ms": min(times), "solve_ms": min(solve_times), "walks": len(found),
                          "message": message(puzzle, found[0]) if found else None}
    return figures


def generated(count: int) -> list[tuple[str, int, int, dict]]:
    """(style, size, index, model) for ``count`` mazes per style and size, the same on every run."""
    return [(style, size, k, random_maze(random.Random(f"{style}-{size}-{k}"), size, size, style))
            for size in SIZES for style in STYLES for k in range(count)]


class OverBudget(Exception):
    pass


def count_to_two(mazes, budget: float) -> list[dict]:
    """Time counting to 2 walks on each maze; natively a maze is given up after ``budget`` seconds (walks = -1)."""
    rows = []
    for style, size, k, data in mazes:
        puzzle = maze.from_model(data)
        start = time.perf_counter()
        if sys.platform != "emscripten":
            signal.setitimer(signal.ITIMER_REAL, budget)
        try:
            walks = sum(1 for _ in islice(maze.solutions(puzzle), 2))
        except OverBudget:
            walks = -1
        finally:
            if sys.platform != "emscripten":
                signal.setitimer(signal.ITIMER_REAL, 0)
        rows.append({"style": style, "size": size, "k": k, "ms": (time.perf_counter() - start) * 1000, "walks": walks})
    return rows


def over_budget(signum, frame):
    raise OverBudget


def measure(count: int, budget: float) -> dict:
    if sys.platform != "emscripten":
        signal.signal(signal.SIGALRM, over_budget)
    return {"catwalk": catwalk_ms(), "mazes": count_to_two(generated(count), budget)}


def pyodide_figures(count: int) -> dict:
    """Run this script under Pyodide in Node on the first ``count`` mazes; its JSON line."""
    import under_pyodide

    return json.loads(under_pyodide.run(__file__, "--json", "--mazes", count).strip().splitlines()[-1])


def summary(rows: list[dict], style: str, size: int) -> tuple[float, float, str]:
    mine = [r for r in rows if r["style"] == style and r["size"] == size]
    counts = "/".join(str(sum(1 for r in mine if r["walks"] == w)) for w in (0, 1, 2, -1))
    return statistics.median(r["ms"] for r in mine), max(r["ms"] for r in mine), counts


def report(native: dict, pyodide: dict | None) -> None:
    print("Cat Walk, decode + all walks (best of 15; the solving part in brackets):")
    for title, fig in native["catwalk"].items():
        line = f"  {title:52} {fig['best_ms']:6.2f} ms native (solve {fig['solve_ms']:5.2f})  {fig['walks']} walk {fig['message']}"
        if pyodide:
            py = pyodide["catwalk"][title]["best_ms"]
            line += f"  | {py:7.2f} ms Pyodide  ratio {py / fig['best_ms']:.1f}"
        print(line)
    print("\nCounting to 2 walks on generated mazes (median / worst ms; mazes with 0/1/2+ walks/given up):")
    for size in SIZES:
        for style in STYLES:
            med, worst, counts = summary(native["mazes"], style, size)
            line = f"  {size}x{size} {style:8} native {med:8.2f} / {worst:8.2f}  [{counts}]"
            if pyodide:
                keys = {(r["style"], r["size"], r["k"]) for r in pyodide["mazes"]}
                same = [r for r in native["mazes"] if (r["style"], r["size"], r["k"]) in keys and r["style"] == style and r["size"] == size]
                pmed, pworst, _ = summary(pyodide["mazes"], style, size)
                ratio = sum(r["ms"] for r in pyodide["mazes"] if r["style"] == style and r["size"] == size) / max(1e-9, sum(r["ms"] for r in same))
                line += f"  | Pyodide ({len(same)}) {pmed:8.2f} / {pworst:8.2f}  ratio {ratio:.1f}"
            print(line)
    big = [r for r in native["mazes"] if r["size"] == 40]
    worst = max(big, key=lambda r: r["ms"])
    slow = [f"{r['style']} #{r['k']}" for r in big if r["ms"] >= 1000]
    print(f"\nworst 40x40 natively: {worst['ms']:.0f} ms ({worst['style']} #{worst['k']}); goal < 1000 ms: "
          f"{'met' if not slow else 'MISSED on ' + ', '.join(slow)} ({len(big)} mazes)")
    best = max(fig["best_ms"] for fig in native["catwalk"].values())
    print(f"Cat Walk natively: {best:.2f} ms per pass; goal < 5 ms: {'met' if best < 5 else 'MISSED'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mazes", type=int, default=25, help="mazes per style and size (default 25)")
    parser.add_argument("--pyodide-mazes", type=int, default=5, help="of those, how many run under Pyodide (default 5)")
    parser.add_argument("--budget", type=float, default=5.0, help="seconds before a maze is given up, natively (default 5)")
    parser.add_argument("--native-only", action="store_true")
    parser.add_argument("--json", action="store_true", help="print one JSON line of figures (used under Pyodide)")
    args = parser.parse_args()
    figures = measure(args.mazes, args.budget)
    if args.json or sys.platform == "emscripten":
        print(json.dumps(figures))
        return
    report(figures, None if args.native_only else pyodide_figures(args.pyodide_mazes))


if __name__ == "__main__":
    main()
