"""Speed of the genres read from puzz.link: every corpus puzzle solved with uniqueness proved.

    python tests/bench/bench_genres.py            # native, then the same under Pyodide, and the ratio
    python tests/bench/bench_genres.py --native   # native only
    python tests/bench/bench_genres.py --hard     # also genres_hard.txt: beyond the goal today (minutes)
    python tests/bench/bench_genres.py --genre heyawake --genre numberlink   # only these genres (kind ids)
    python tests/bench/bench_genres.py tests/bench/numberlink_large.txt     # only the puzzles of these files

The puzzles are tests/pzpr/corpus.txt (the real puzzles the tests judge with pzprjs) and
genres_large.txt beside this file (larger ones: 40x40 Akari, 24x24 LITS...). Each is solved
with a limit of 2, so a unique solution is proved unique; one run each, timed in CPU seconds
(the machine is shared). Goal (issue 18): every puzzle under 1 s natively and 2 s under Pyodide.
"""

import json
import sys
from itertools import islice
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT / "pysrc"), str(ROOT / "tests"), str(HERE)]  # tests: for under_pyodide; HERE: cpu_time

from cpu_time import cpu_seconds  # noqa: E402
from gridhunt.puzzles import KINDS  # noqa: E402

CORPUS = ROOT / "tests" / "pzpr" / "corpus.txt"
LARGE = HERE / "genres_large.txt"
HARD = HERE / "genres_hard.txt"  # beyond the goal today: seconds to minutes each, only with --hard


def chosen_genres(argv: list[str]) -> set[str]:
    """The kind ids after each --genre (empty: every genre)."""
    return {argv[i + 1] for i, arg in enumerate(argv[:-1]) if arg == "--genre"}


def puzzles(sources) -> list[tuple[str, str]]:
    only = chosen_genres(sys.argv)
    found = []
    for source in sources:
        for line in Path(source).read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                kind, url = line.split()[:2]
                if not only or kind in only:
                    found.append((kind, url))
    return found


def timings(sources) -> list[dict]:
    rows = []
    for kind_id, url in puzzles(sources):
        kind = KINDS[kind_id]
        puzzle = kind.decode(url)
        begin = cpu_seconds()
        count = sum(1 for _ in islice(kind.solutions(puzzle), 2))
        seconds = cpu_seconds() - begin
        rows.append({"kind": kind_id, "size": f"{puzzle.w}x{puzzle.h}", "url": url, "seconds": seconds, "solutions": count})
    return rows


def report(where: str, rows: list[dict]) -> None:
    print(f"--- {where}")
    for row in rows:
        print(f"{row['seconds'] * 1000:10.1f} ms  {row['solutions']} solution(s)  {row['kind']:<12} {row['size']:>6}  {row['url'][:70]}")
    for kind in dict.fromkeys(row["kind"] for row in rows):
        times = sorted(r["seconds"] for r in rows if r["kind"] == kind)
        print(f"{kind:>12}: {len(times):2} puzzles, median {times[len(times) // 2] * 1000:7.1f} ms, worst {times[-1] * 1000:7.1f} ms")


def main() -> None:
    if "--json" in sys.argv:  # the Pyodide half prints its rows for the native half
        sources = [arg for arg in sys.argv[2:] if arg.endswith(".txt")]
        print("ROWS" + json.dumps(timings(sources)))
        return
    sources = [str(Path(arg).resolve()) for arg in sys.argv[1:] if arg.endswith(".txt")] or \
        ((CORPUS, LARGE, HARD) if "--hard" in sys.argv else (CORPUS, LARGE))
    native = timings(sources)
    report("native CPython", native)
    if "--native" in sys.argv:
        return
    import under_pyodide

    chosen = [arg for genre in sorted(chosen_genres(sys.argv)) for arg in ("--genre", genre)]
    output = under_pyodide.run(__file__, "--json", *sources, *chosen)
    pyodide = json.loads(next(x for x in output.splitlines() if x.startswith("ROWS"))[4:])
    report("Pyodide (Node)", pyodide)
    ratios = sorted(p["seconds"] / n["seconds"] for p, n in zip(pyodide, native) if n["seconds"] > 0.001)
    print(f"Pyodide / native: median {ratios[len(ratios) // 2]:.2f}x, range {ratios[0]:.2f}-{ratios[-1]:.2f}x")
    for kind in dict.fromkeys(row["kind"] for row in native):
        mine = sorted(p["seconds"] / n["seconds"] for p, n in zip(pyodide, native) if n["kind"] == kind and n["seconds"] > 0.001)
        if mine:
            print(f"{kind:>12}: Pyodide / native median {mine[len(mine) // 2]:.2f}x")


if __name__ == "__main__":
    main()
