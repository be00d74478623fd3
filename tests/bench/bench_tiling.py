"""Benchmark of the tiling kind, natively and under Pyodide (Node) in one run.

    python tests/bench/bench_tiling.py                 # native, then Pyodide, and the ratio
    python tests/bench/bench_tiling.py --native        # native only
    python tests/bench/bench_tiling.py --board 5x12    # another pentomino rectangle

Times are wall clock (the example: best of several runs); the rectangle also shows the
process's CPU time, which stays fair on a loaded machine (under Pyodide the Node process's,
from ``process.cpuUsage``). Figures: the Black and White example, its 25 grids and the 26th
with every tiling counted (goal: under 50 ms natively); the pentomino rectangle (default
6x10) with every tiling listed, 9,356 of them, 2,339 up to turning and mirroring the whole
rectangle (goal: under 8 s natively, under 25 s under Pyodide).
"""

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))  # for under_pyodide (natively)
if sys.platform != "emscripten":  # under Pyodide the package comes from the zip
    sys.path.insert(0, str(ROOT / "pysrc"))

from gridhunt.puzzles import tiling  # noqa: E402
from gridhunt.puzzles.tiling import solver  # noqa: E402


def symmetric_key(labels: list[list[str]]) -> tuple:
    """The least of a labelled board's images under the rectangle's (or square's) symmetries."""
    images = [labels, labels[::-1], [row[::-1] for row in labels], [row[::-1] for row in labels[::-1]]]
    if len(labels) == len(labels[0]):
        images += [[list(col) for col in zip(*image)] for image in images]
    return min(tuple(map(tuple, image)) for image in images)


def cpu_seconds() -> float:
    """This process's CPU time; under Pyodide that of the Node process running it."""
    if sys.platform == "emscripten":
        import js  # Pyodide's bridge to JavaScript: Node's process object

        used = js.process.cpuUsage()
        return (used.user + used.system) / 1e6
    return time.process_time()


def figures(board: str, repeats: int) -> dict:
    batch = tiling.decode(tiling.EXAMPLES[0][1])
    final = tiling.decode(tiling.EXAMPLES[-1][1])
    example_ms = []
    for _ in range(repeats):
        start = time.perf_counter()
        counts = solver.counts(batch, 1000) + solver.counts(final, 1000)
        example_ms.append((time.perf_counter() - start) * 1000)
    assert counts == [1] * 26, counts
    puzzle = tiling.decode(f"p5:{board}")
    grid = puzzle.grids[0]
    start, cpu = time.perf_counter(), cpu_seconds()
    found = list(solver.tilings(puzzle, grid))
    board_s, board_cpu = time.perf_counter() - start, cpu_seconds() - cpu
    distinct = set()
    for tiles in found:
        labels = [["."] * grid.cols for _ in range(grid.rows)]
        for name, cells in tiles:
            for r, c in cells:
                labels[r][c] = name
        distinct.add(symmetric_key(labels))
    return {
        "python": sys.version.split()[0],
        "example_ms": min(example_ms),
        "board": board,
        "tilings": len(found),
        "distinct": len(distinct),
        "board_s": board_s,
        "board_cpu": board_cpu,
    }


def show(where: str, f: dict) -> None:
    print(f"{where} (Python {f['python']}):")
    print(f"  Black and White, 26 grids, every tiling counted: {f['example_ms']:.1f} ms (best run; goal < 50 ms)")
    print(f"  pentominoes {f['board']}: {f['tilings']} tilings, {f['distinct']} up to symmetry,", end="")
    print(f" {f['board_s']:.1f} s ({f['board_cpu']:.1f} s of CPU; goal < 8 s natively, < 25 s under Pyodide)")


def pyodide_figures(board: str, repeats: int) -> dict:
    import under_pyodide

    output = under_pyodide.run(__file__, "--inside", "--board", board, "--repeats", repeats)
    return json.loads(output.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--board", default="6x10", help="pentomino rectangle, rows x columns (default 6x10)")
    parser.add_argument("--repeats", type=int, default=5, help="runs of the example; the best is shown")
    parser.add_argument("--native", action="store_true", help="skip the Pyodide half")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)  # the Pyodide half: JSON out
    args = parser.parse_args()
    if args.inside:
        print(json.dumps(figures(args.board, args.repeats)), flush=True)
        return
    native = figures(args.board, args.repeats)
    show("native", native)
    sys.stdout.flush()
    if args.native:
        return
    inside = pyodide_figures(args.board, args.repeats)
    show("Pyodide in Node", inside)
    print("Pyodide / native:", end="")
    print(f" example {inside['example_ms'] / native['example_ms']:.1f}x,", end="")
    print(f" pentominoes {inside['board_s'] / native['board_s']:.1f}x wall clock,", end="")
    print(f" {inside['board_cpu'] / native['board_cpu']:.1f}x CPU (both runs on the same machine)")


if __name__ == "__main__":
    main()
