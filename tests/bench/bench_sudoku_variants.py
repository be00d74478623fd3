"""Variant Sudoku speed: each puzzle of the corpus read from its link and proved unique, natively and under Pyodide.

    python tests/bench/bench_sudoku_variants.py            # native, then the same under Pyodide in Node
    python tests/bench/bench_sudoku_variants.py --native   # native only

The goal (issue 26): each puzzle in at most 1 s natively and 3 s under Pyodide. Times are CPU
seconds of one read-and-solve-to-two (``time.process_time`` natively, Node's ``process.cpuUsage``
under Pyodide), the best of two passes; the corpus is ``tests/variants/corpus.txt``.
"""

import json
import os
import sys
import time
from itertools import islice
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
CORPUS = ROOT / "tests" / "variants" / "corpus.txt"
PASSES = 2


def cpu_seconds() -> float:
    if sys.platform == "emscripten":
        from js import process

        usage = process.cpuUsage()
        return (usage.user + usage.system) / 1e6
    return time.process_time()


def rows(corpus: Path) -> list[tuple[str, str]]:
    out = []
    for line in corpus.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            link, _, source = line.split("\t")
            out.append((link, source.split(": ", 1)[-1]))
    return out


def measure(corpus: Path) -> list[float]:
    """Seconds per puzzle (the best of the passes), each read from its link and searched to a second solution."""
    from gridhunt import paste
    from gridhunt.puzzles import sudoku

    times = []
    for link, _ in rows(corpus):
        best = None
        for _ in range(PASSES):
            start = cpu_seconds()
            puzzle = paste.read("sudoku", link).puzzle
            count = len(list(islice(sudoku.solutions(puzzle), 2)))
            spent = cpu_seconds() - start
            if count != 1:
                raise SystemExit(f"{link[:60]}... has {count} solutions")
            best = spent if best is None else min(best, spent)
        times.append(best)
    return times


def main(argv: list[str]) -> None:
    if argv[:1] == ["--worker"]:
        print(json.dumps(measure(Path(argv[1]))))
        return
    sys.path.insert(0, str(ROOT / "pysrc"))
    load_before = os.getloadavg()[0]
    native = measure(CORPUS)
    web = None
    if "--native" not in argv:
        import under_pyodide

        web = json.loads(under_pyodide.run(__file__, "--worker", CORPUS.resolve()).strip().splitlines()[-1])
    print(f"1-minute load average: {load_before:.1f} before, {os.getloadavg()[0]:.1f} after ({os.cpu_count()} cores)")
    print("CPU seconds to read each puzzle's link and prove it unique (goal: 1 s native, 3 s Pyodide)")
    print(f"{'puzzle':<48}{'native':>8}" + (f"{'Pyodide':>9}" if web else ""))
    for k, (_, title) in enumerate(rows(CORPUS)):
        print(f"{title[:47]:<48}{native[k]:>8.2f}" + (f"{web[k]:>9.2f}" if web else ""))
    print(f"{'worst':<48}{max(native):>8.2f}" + (f"{max(web):>9.2f}" if web else ""))
    print(f"{'total':<48}{sum(native):>8.2f}" + (f"{sum(web):>9.2f}" if web else ""))


if __name__ == "__main__":
    main(sys.argv[1:])
