"""Sudoku solver speed: puzzles per second with uniqueness proved, natively and under Pyodide.

    python tests/bench/bench_sudoku.py            # native, then the same script under Pyodide in Node
    python tests/bench/bench_sudoku.py --native   # native only
    python tests/bench/bench_sudoku.py --repeat 5   # best of 5 passes (default 3)
    python tests/bench/bench_sudoku.py --instructions   # machine instructions a puzzle (Linux perf)
    python tests/bench/bench_sudoku.py --cycles   # CPU cycles a puzzle natively and under Pyodide (Linux perf)

Each puzzle is searched to a second solution (so "exactly one" is proved) and
its solution checked with ``is_solution``. Times are CPU seconds of the process
on both sides (``time.process_time`` natively, Node's ``process.cpuUsage`` under
Pyodide, whose own clocks are wall clocks), and each figure is the best of
``--repeat`` passes (3): other jobs on a shared machine only ever slow a pass
down. Even so, figures swing by 20% or more from run to run here, so to compare
two versions of the solver use ``--instructions``: it counts the machine
instructions a puzzle takes natively (``perf stat`` of a run that solves the
sample 16 times minus one that solves it 4 times), which repeats to 1%. ``--cycles`` counts CPU cycles natively and
under Pyodide on the same puzzles, for a Pyodide/native ratio that does not
depend on how fast the machine happens to run at that minute. Pyodide runs the
first part of each sample (boot costs seconds); the ratio compares the two on
that same part.
"""

import json
import os
import subprocess
import sys
import time
from itertools import islice
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))  # for under_pyodide (natively)
DATA = ROOT.parent / "shared" / "data" / "sudoku"
# (file, native sample, Pyodide sample): the first lines of each file
SETS = (
    ("17clue.txt", 2000, 400),
    ("magictour_top1465.txt", 1465, 200),
    ("forum_hardest_1106.txt", 375, 40),
    ("top95.txt", 95, 95),
)


def cpu_seconds() -> float:
    """CPU time of this process; under Pyodide, of the Node process around it."""
    if sys.platform == "emscripten":
        from js import process

        usage = process.cpuUsage()
        return (usage.user + usage.system) / 1e6
    return time.process_time()


WARM_UP = 2  # untimed passes first (each of them `REPEATS` passes)
REPEATS = 3  # each rate is the best of this many passes (--repeat N): other jobs only ever slow a pass down


def rate(sudoku, lines: list[str]) -> float:
    """Puzzles per second, each proved unique and its solution checked."""
    puzzles = [sudoku.decode(line) for line in lines]
    elapsed = float("inf")
    for _ in range(REPEATS):
        start = cpu_seconds()
        found = [list(islice(sudoku.solutions(p), 2)) for p in puzzles]
        elapsed = min(elapsed, cpu_seconds() - start)
    for p, sols in zip(puzzles, found):
        if len(sols) != 1 or not sudoku.is_solution(p, sols[0]):
            raise SystemExit(f"wrong answer for {sudoku.encode(p)}")
    return len(puzzles) / elapsed


def measure(data: Path, which: int) -> dict:
    """{file: (rate on the Pyodide part, rate on the whole sample or None)}; which = 1 native, 2 Pyodide.

    Warm-up passes over the Pyodide part of every set run first, untimed: Node
    compiles Pyodide's WebAssembly in background threads for the first seconds
    (and hot code again, optimised), and that CPU time would otherwise land on
    the first sets.
    """
    from gridhunt.puzzles import sudoku

    for _ in range(WARM_UP):
        for name, _, pyodide_count in SETS:
            rate(sudoku, (data / name).read_text().split()[:pyodide_count])
    results = {}
    for name, native_count, pyodide_count in SETS:
        lines = (data / name).read_text().split()
        small = rate(sudoku, lines[:pyodide_count])
        whole = rate(sudoku, lines[:native_count]) if which == 1 and native_count > pyodide_count else small
        results[name] = (small, whole if which == 1 else None)
    return results


def pyodide_rates() -> dict:
    import under_pyodide

    output = under_pyodide.run(__file__, "--worker", DATA, "--repeat", REPEATS)
    return json.loads(output.strip().splitlines()[-1])


def solve_sample(name: str, count: int, passes: int) -> None:
    """Read the first `count` puzzles of a set and search each to a second solution, `passes` times over."""
    from gridhunt.puzzles import sudoku

    puzzles = [sudoku.decode(line) for line in (DATA / name).read_text().split()[:count]]
    for _ in range(passes):
        for p in puzzles:
            list(islice(sudoku.solutions(p), 2))


def perf_count(event: str, command: list[str]) -> int:
    """How many `event`s (Linux perf: instructions, cycles) a command takes, all its threads together."""
    done = subprocess.run(["perf", "stat", "-x,", "-e", event, *command], capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        raise SystemExit(f"the perf run failed (perf needs linux-perf and perf_event access):\n{done.stderr[-1000:]}")
    return int(done.stderr.strip().splitlines()[-1].split(",")[0])


# Passes of the two runs whose difference per_puzzle takes: enough that the solving outweighs the noise
# of a Pyodide boot (billions of cycles, and it varies).
PASSES = (4, 16)


def per_puzzle(event: str, name: str, count: int, pyodide: bool = False) -> float:
    """Events a puzzle: a run that solves the sample 16 times minus one that solves it 4 times, over 12 * count.

    The difference leaves out start-up, reading, and (under Pyodide) Node's compiling of the WebAssembly,
    which goes on in background threads through the first passes (hot code is compiled again, optimised).
    """
    import under_pyodide

    def least(passes: int) -> int:
        args = (__file__, "--sample", name, count, passes)
        command = under_pyodide.command(*args) if pyodide else [sys.executable, *map(str, args)]
        runs = 1 if event == "instructions" else 3  # cycles vary with background threads: take the least
        return min(perf_count(event, command) for _ in range(runs))

    return (least(PASSES[1]) - least(PASSES[0])) / ((PASSES[1] - PASSES[0]) * count)


def main(argv: list[str]) -> None:
    global REPEATS
    if "--repeat" in argv:
        REPEATS = int(argv[argv.index("--repeat") + 1])
    if argv[:1] == ["--worker"]:
        print(json.dumps({name: small for name, (small, _) in measure(Path(argv[1]), 2).items()}))
        return
    if sys.platform != "emscripten":
        sys.path.insert(0, str(ROOT / "pysrc"))
    if argv[:1] == ["--sample"]:
        solve_sample(argv[1], int(argv[2]), int(argv[3]))
        return
    if "--instructions" in argv:
        print(f"{'set':<24}{'puzzles':>8}{'instructions a puzzle':>24}")
        for name, native_count, _ in SETS:
            print(f"{name:<24}{native_count:>8}{per_puzzle('instructions', name, native_count) / 1e6:>20.2f} M")
        return
    if "--cycles" in argv:
        print(f"{'set':<24}{'puzzles':>8}{'native cycles':>16}{'Pyodide cycles':>16}{'slower':>8}")
        for name, _, pyodide_count in SETS:
            native = per_puzzle("cycles", name, pyodide_count)
            web = per_puzzle("cycles", name, pyodide_count, pyodide=True)
            print(f"{name:<24}{pyodide_count:>8}{native / 1e6:>14.2f} M{web / 1e6:>14.2f} M{web / native:>7.2f}x")
        return
    load_before = os.getloadavg()[0]
    native = measure(DATA, 1)
    web = {} if "--native" in argv else pyodide_rates()
    print(f"1-minute load average: {load_before:.1f} before, {os.getloadavg()[0]:.1f} after ({os.cpu_count()} cores)")
    print(f"{'set':<24}{'native /s (sample)':>22}{'native /s (part)':>18}{'Pyodide /s':>12}{'slower':>8}")
    for name, native_count, pyodide_count in SETS:
        small, whole = native[name]
        row = f"{name:<24}{whole:>14.0f} ({native_count:>4}){small:>11.0f} ({pyodide_count:>3})"
        if name in web:
            row += f"{web[name]:>12.0f}{small / web[name]:>7.2f}x"
        print(row)


if __name__ == "__main__":
    main(sys.argv[1:])
