"""Tracks solver speed: the examples and generated puzzles up to 30x30, uniqueness proved.

    python tests/bench/bench_tracks.py            # native, then the same under Pyodide, and the ratio
    python tests/bench/bench_tracks.py --native   # native only
    python tests/bench/bench_tracks.py --make     # (re)make the generated set (slow: minutes)

Each puzzle is solved with a limit of 2 (so uniqueness is proved), best of a few runs.
The generated puzzles are kept in tracks_generated.txt beside this file, so that both
halves time the same puzzles; goals: Tatham IDs < 20 ms, the Stairway example < 10 ms,
generated up to 30x30 < 2 s natively and < 5 s under Pyodide.
"""

import json
import sys
import time
from itertools import islice
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT / "pysrc"), str(ROOT / "tests")]  # tests: for under_pyodide

from gridhunt.puzzles import tracks  # noqa: E402

GENERATED = HERE / "tracks_generated.txt"
SETS = ((10, 1), (10, 2), (15, 1), (15, 2), (20, 1), (20, 2), (25, 1), (30, 1))  # (size, seed)


def make_generated() -> None:
    from gridhunt.puzzles.tracks.generator import generate

    with GENERATED.open("w") as out:
        for n, seed in SETS:
            out.write(f"# {n}x{n} seed {seed}\n{tracks.encode(generate(n, n, seed))}\n")
            out.flush()


def puzzles() -> list[tuple[str, str]]:
    named = [(title, share) for title, share in tracks.EXAMPLES]
    title = None
    for line in GENERATED.read_text().splitlines():
        if line.startswith("#"):
            title = "generated " + line[2:]
        elif line:
            named.append((title, line))
    return named


def timings(repeats: int) -> list[dict]:
    rows = []
    for title, share in puzzles():
        best, found = float("inf"), 0
        for _ in range(repeats):
            puzzle = tracks.decode(share)
            begin = time.perf_counter()
            found = sum(1 for _ in islice(tracks.solutions(puzzle), 2))
            best = min(best, time.perf_counter() - begin)
        rows.append({"title": title, "seconds": best, "solutions": found})
    return rows


def report(where: str, rows: list[dict]) -> None:
    print(f"--- {where}")
    for row in rows:
        print(f"{row['seconds'] * 1000:10.1f} ms  {row['solutions']} solution(s)  {row['title']}")
    for group in ("Tatham", "Stairway", "generated"):
        times = sorted(r["seconds"] for r in rows if group in r["title"])
        if times:
            print(f"{group:>10}: worst {times[-1] * 1000:.1f} ms, median {times[len(times) // 2] * 1000:.1f} ms")


def main() -> None:
    if "--make" in sys.argv or not GENERATED.exists():
        make_generated()
    if "--json" in sys.argv:  # the Pyodide half prints its rows for the native half
        print("ROWS" + json.dumps(timings(repeats=2)))
        return
    native = timings(repeats=3)
    report("native CPython", native)
    if "--native" in sys.argv:
        return
    import under_pyodide

    line = next(x for x in under_pyodide.run(__file__, "--json").splitlines() if x.startswith("ROWS"))
    pyodide = json.loads(line[4:])
    report("Pyodide (Node)", pyodide)
    ratios = sorted(p["seconds"] / n["seconds"] for p, n in zip(pyodide, native) if n["seconds"] > 0)
    print(f"Pyodide / native: median {ratios[len(ratios) // 2]:.2f}x, range {ratios[0]:.2f}-{ratios[-1]:.2f}x")


if __name__ == "__main__":
    main()
