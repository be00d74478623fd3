"""Sliding tiles benchmark: Korf's 100 fifteen-puzzles (optimal) and the 50 24-puzzles (fast solver).

    python tests/bench/bench_sliding.py                       # all 100 + all 50, natively and under Pyodide
    python tests/bench/bench_sliding.py --korf 1-10,50 --pyodide-korf 1-5
    python tests/bench/bench_sliding.py --no-pyodide

Every optimal length must equal the published one (the run stops with an error
otherwise). The Pyodide half runs this same script in Node through
``tests/pyodide/pyrun.mjs`` with ``--inside``, on the instances given by
``--pyodide-korf`` (a subset when all 100 would take too long), and prints the
ratio on the instances both halves solved.
"""

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
# the data's real place: under Pyodide the machine's files appear below /host, where a symbolic link to
# an absolute path (the shared folder beside a worktree) leads nowhere, so the native half passes it on
DATA = (ROOT.parent / "shared" / "data" / "sliding").resolve()
sys.path[:0] = [str(ROOT / "pysrc"), str(ROOT / "tests")]  # tests: for under_pyodide

from gridhunt.puzzles import sliding  # noqa: E402
from gridhunt.puzzles.sliding.codec import Solution, default_goal  # noqa: E402
from gridhunt.puzzles.sliding.optimal import Optimal  # noqa: E402


def instances(name: str) -> list[list[int]]:
    return [list(map(int, line.split())) for line in (DATA / name).read_text().splitlines() if line.strip()]


def numbers(spec: str, count: int) -> list[int]:
    """'1-10,50' -> [1..10, 50]; 'all' -> every instance; '' -> none."""
    if spec == "all":
        return list(range(1, count + 1))
    chosen = []
    for part in filter(None, spec.split(",")):
        low, _, high = part.partition("-")
        chosen += range(int(low), int(high or low) + 1)
    return chosen


def cpu_seconds() -> float:
    """This process's CPU time (fair on a loaded machine); under Pyodide that of the Node process."""
    if sys.platform == "emscripten":
        import js  # Pyodide's bridge to JavaScript: Node's process object

        used = js.process.cpuUsage()
        return (used.user + used.system) / 1e6
    return time.process_time()


def run(korf: list[int], twentyfour: list[int], big: int) -> dict:
    """Solve the chosen instances here; a dict of figures (times in seconds)."""
    started = time.perf_counter()
    solver = Optimal(4, 4, 0)  # builds the 5-5-5 tables once
    result = {"build": time.perf_counter() - started, "korf": {}, "fast24": {}}
    lines = instances("korf100.txt")
    result["heuristic"] = statistics.mean(solver.heuristic(tuple(line[:16])) for line in lines)
    for number in korf:
        line = lines[number - 1]
        puzzle = sliding.decode(" ".join(map(str, line)))
        started, cpu = time.perf_counter(), cpu_seconds()
        reply = sliding.solve_tiles(puzzle, {"mode": "optimal"})
        seconds, cpu = time.perf_counter() - started, cpu_seconds() - cpu
        if reply["length"] != line[-1] or not sliding.is_solution(puzzle, Solution(reply["hole_moves"], True)):
            raise SystemExit(f"Korf #{number}: got {reply['length']} moves, published {line[-1]}")
        result["korf"][number] = (cpu, reply["nodes"], seconds)
        print(f"  korf #{number}: {line[-1]} moves, {reply['nodes']} nodes, {cpu:.2f} s CPU ({seconds:.2f} s wall clock)",
              file=sys.stderr, flush=True)
    lines = instances("korf_felner_24puzzle50.txt")
    for number in twentyfour:
        line = lines[number - 1]
        puzzle = sliding.decode(" ".join(map(str, line)))
        started, cpu = time.perf_counter(), cpu_seconds()
        reply = sliding.solve_tiles(puzzle, {"mode": "fast"})
        seconds, cpu = time.perf_counter() - started, cpu_seconds() - cpu
        assert sliding.is_solution(puzzle, Solution(reply["hole_moves"], False))
        result["fast24"][number] = (seconds, reply["length"], line[-1], cpu)
    base = sliding.decode("10x10:" + ",".join(map(str, default_goal(100))))
    result["fast100"] = []
    for seed in range(big):
        puzzle = sliding.decode(sliding.scramble(base, {"seed": seed})["share"])
        started = time.perf_counter()
        reply = sliding.solve_tiles(puzzle, {"mode": "fast"})
        result["fast100"].append((time.perf_counter() - started, reply["length"]))
    return result


QUICK_LIMIT = 10  # seconds a quick 24-puzzle answer may take under Pyodide (issue 17)


def summary(title: str, result: dict) -> None:
    print(f"{title}: 5-5-5 tables built in {result['build']:.1f} s; mean start heuristic on Korf's 100 {result['heuristic']:.2f}")
    if result["korf"]:
        times = [t for t, _, _ in result["korf"].values()]
        nodes = [n for _, n, _ in result["korf"].values()]
        print(
            f"  Korf 15-puzzles: {len(times)} solved, all lengths as published; CPU time mean {statistics.mean(times):.2f} s,"
            f" median {statistics.median(times):.2f} s, worst {max(times):.2f} s (#{worst(result['korf'])});"
            f" nodes mean {statistics.mean(nodes):,.0f}, median {statistics.median(nodes):,.0f}, worst {max(nodes):,};"
            f" {sum(nodes) / sum(times):,.0f} nodes per CPU second;"
            f" wall clock worst {max(w for _, _, w in result['korf'].values()):.2f} s"
        )
    if result["fast24"]:
        rows = list(result["fast24"].values())
        ratio = [length / optimal for _, length, optimal, _ in rows]
        print(
            f"  24-puzzles, fast solver: {len(rows)} solved; length mean {statistics.mean(r[1] for r in rows):.0f}"
            f" vs optimal {statistics.mean(r[2] for r in rows):.1f} (x{statistics.mean(ratio):.2f}, worst x{max(ratio):.2f});"
            f" time mean {statistics.mean(r[0] for r in rows):.3f} s, worst {max(r[0] for r in rows):.3f} s;"
            f" CPU mean {statistics.mean(r[3] for r in rows):.3f} s, worst {max(r[3] for r in rows):.3f} s"
        )
        late = [n for n, r in result["fast24"].items() if r[3] > QUICK_LIMIT]
        print(f"  each within {QUICK_LIMIT} s of CPU: {'yes' if not late else 'no, #' + ', #'.join(map(str, late))}")

    if result["fast100"]:
        times = [t for t, _ in result["fast100"]]
        print(
            f"  random 10x10, fast solver: {len(times)} solved; length mean {statistics.mean(n for _, n in result['fast100']):.0f};"
            f" time mean {statistics.mean(times):.2f} s, worst {max(times):.2f} s"
        )


def worst(korf: dict) -> int:
    return max(korf, key=lambda k: korf[k][0])


def pyodide(korf: list[int], twentyfour: list[int], big: int) -> dict:
    """The same run under Pyodide in Node."""
    import under_pyodide

    args = ["--inside", "--data", DATA, "--korf", ",".join(map(str, korf)), "--fast24", ",".join(map(str, twentyfour)), "--big", big]
    out = under_pyodide.run(__file__, *args)
    data = json.loads(out.strip().splitlines()[-1])
    data["korf"] = {int(k): v for k, v in data["korf"].items()}
    data["fast24"] = {int(k): v for k, v in data["fast24"].items()}
    return data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--korf", default="all", help="Korf instances to solve natively, e.g. 1-10,50 (default all)")
    parser.add_argument("--pyodide-korf", default="all", help="Korf instances under Pyodide (default all)")
    parser.add_argument("--fast24", default="all", help="24-puzzle instances for the fast solver (default all)")
    parser.add_argument("--big", type=int, default=5, help="random 10x10 boards for the fast solver (default 5)")
    parser.add_argument("--no-pyodide", action="store_true", help="skip the Pyodide half")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)  # the data folder, for the Pyodide half
    args = parser.parse_args()
    korf, fast24 = numbers(args.korf, 100), numbers(args.fast24, 50)
    if args.data:
        global DATA
        DATA = args.data
    if args.inside:  # the Pyodide half: figures as one JSON line
        print(json.dumps(run(korf, fast24, args.big)))
        return
    native = run(korf, fast24, args.big)
    summary(f"CPython {sys.version.split()[0]}", native)
    if args.no_pyodide:
        return
    inside = pyodide(numbers(args.pyodide_korf, 100), fast24, args.big)
    summary("Pyodide (Node)", inside)
    both = sorted(set(native["korf"]) & set(inside["korf"]))
    if both:
        ratio = sum(inside["korf"][k][0] for k in both) / sum(native["korf"][k][0] for k in both)
        print(f"Pyodide / CPython CPU time on the {len(both)} Korf instances both solved: x{ratio:.2f}")
    print(f"Pyodide / CPython table build: x{inside['build'] / native['build']:.2f}")
    if fast24:
        ratio = sum(v[0] for v in inside["fast24"].values()) / sum(v[0] for v in native["fast24"].values())
        cpu = sum(v[3] for v in inside["fast24"].values()) / sum(v[3] for v in native["fast24"].values())
        print(f"Pyodide / CPython fast 24-puzzle time: x{ratio:.2f} wall clock, x{cpu:.2f} CPU")
    if native["fast100"]:
        ratio = sum(t for t, _ in inside["fast100"]) / sum(t for t, _ in native["fast100"])
        print(f"Pyodide / CPython fast 10x10 time: x{ratio:.2f}")


if __name__ == "__main__":
    main()
