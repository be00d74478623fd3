"""Sudoku solver speed against a Norvig-style solver, natively and under Pyodide, in one run.

    python tests/bench/bench_sudoku.py            # native, then the same script under Pyodide in Node
    python tests/bench/bench_sudoku.py --native   # native only
    python tests/bench/bench_sudoku.py --repeat 5   # best of 5 passes (default 3)
    python tests/bench/bench_sudoku.py --instructions   # machine instructions a puzzle (perf or valgrind)
    python tests/bench/bench_sudoku.py --cycles   # CPU cycles a puzzle natively and under Pyodide (Linux perf)

Ours: each puzzle is searched to a second solution (so "exactly one" is
proved). The yardstick, ``sudoku_reference`` (a propagation solver in the
style of Norvig's essay), stops at its first solution. After each timed pass
every answer of both is checked with the independent ``is_solution`` (outside
the time, alike for both: the figures are the solvers'). Both run on the same
sample of each set in the same process, and the ratio of their rates is printed
natively and under Pyodide, with how much slower ours runs under Pyodide than
natively on the same puzzles.

The same samples also go through the command line, ``gridhunt solve sudoku --count``
(``cli.main`` in this process, the sample repeated to last ``MIN_PASS``, standard input and
output held in memory, start-up left out): reading each line, proving it unique and printing
the count, rated against the same Norvig-style figure (the goal: 40x on the 17-clue set).

Times are CPU seconds of the process on both sides (``time.process_time``
natively, Node's ``process.cpuUsage`` under Pyodide, whose own clocks are wall
clocks), and each figure is the best of ``--repeat`` passes (3): other jobs on a
shared machine only ever slow a pass down. A pass of ours solves its sample
several times over, so that it lasts at least ``MIN_PASS`` seconds. ``--instructions``
counts the machine instructions a puzzle takes natively, which repeat far
better than times: with Linux ``perf``, or with valgrind (exact, slower) where
the machine lacks the hardware counters, as virtual machines often do.
``--cycles`` counts CPU cycles natively and under Pyodide (perf only).
"""

import io
import json
import os
import re
import subprocess
import sys
import time
from itertools import islice
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))  # for under_pyodide and sudoku_reference (also under Pyodide)
import sudoku_reference  # noqa: E402  (found through the line above)

DATA = ROOT.parent / "shared" / "data" / "sudoku"
# (file, sample): the first lines of each file, the same natively and under Pyodide
SETS = (
    ("17clue.txt", 400),
    ("forum_hardest_1106.txt", 60),
    ("magictour_top1465.txt", 200),
    ("top95.txt", 95),
)


def cpu_seconds() -> float:
    """CPU time of this process; under Pyodide, of the Node process around it."""
    if sys.platform == "emscripten":
        from js import process

        usage = process.cpuUsage()
        return (usage.user + usage.system) / 1e6
    return time.process_time()


WARM_UP = 2  # untimed passes of ours over every set first
REPEATS = 3  # each rate is the best of this many passes (--repeat N): other jobs only ever slow a pass down
MIN_PASS = 0.3  # seconds: a pass of ours solves its sample as many times as that takes


def ours(sudoku, lines: list[str]) -> float:
    """Our puzzles per second, each proved unique (every answer checked after each pass, untimed)."""
    puzzles = [sudoku.decode(line) for line in lines]

    def one_pass(rounds: int) -> float:
        start = cpu_seconds()
        for _ in range(rounds):
            found = [list(islice(sudoku.solutions(p), 2)) for p in puzzles]
        elapsed = (cpu_seconds() - start) / rounds
        for p, sols in zip(puzzles, found):
            if len(sols) != 1 or not sudoku.is_solution(p, sols[0]):
                raise SystemExit(f"wrong answer for {sudoku.encode(p)}")
        return elapsed

    rounds = max(1, round(MIN_PASS / max(one_pass(1), 1e-6)))
    return len(puzzles) / min(one_pass(rounds) for _ in range(REPEATS))


def norvig(sudoku, lines: list[str]) -> float:
    """The reference's puzzles per second, first solution only (every answer checked, untimed)."""
    elapsed = float("inf")
    for _ in range(REPEATS):
        start = cpu_seconds()
        found = [sudoku_reference.solve(line) for line in lines]
        elapsed = min(elapsed, cpu_seconds() - start)
    for line, grid in zip(lines, found):
        p = sudoku.decode(line)
        if grid is None or not sudoku.is_solution(p, tuple(map(int, grid))):
            raise SystemExit(f"the reference got {line} wrong")
    return len(lines) / elapsed


def through_cli(lines: list[str]) -> float:
    """Puzzles a second through ``gridhunt solve sudoku --count`` (every count checked to be 1, untimed)."""
    from gridhunt import cli

    def one_pass(rounds: int) -> float:
        streams = sys.stdin, sys.stdout
        sys.stdin, sys.stdout = io.StringIO("\n".join(lines * rounds) + "\n"), io.StringIO()
        try:
            start = cpu_seconds()
            cli.main(["solve", "sudoku", "--count"])
            elapsed = cpu_seconds() - start
            printed = sys.stdout.getvalue().split()
        finally:
            sys.stdin, sys.stdout = streams
        if printed != ["1"] * (len(lines) * rounds):
            raise SystemExit("the command line did not answer 1 (unique) to every puzzle")
        return elapsed / rounds

    rounds = max(1, round(MIN_PASS / max(one_pass(1), 1e-6)))
    return len(lines) / min(one_pass(rounds) for _ in range(REPEATS))


def measure(data: Path) -> dict:
    """{file: [our rate, the reference's rate, our rate through the command line]}.

    Warm-up passes over every set run first, untimed: Node compiles Pyodide's
    WebAssembly in background threads for the first seconds (and hot code again,
    optimised), and that CPU time would otherwise land on the first sets.
    """
    from gridhunt.puzzles import sudoku

    samples = {name: (data / name).read_text().split()[:count] for name, count in SETS}
    for _ in range(WARM_UP):
        for lines in samples.values():
            ours(sudoku, lines)
            sudoku_reference.solve(lines[0])
    return {name: [ours(sudoku, lines), norvig(sudoku, lines), through_cli(lines)] for name, lines in samples.items()}


def pyodide_rates() -> dict:
    import under_pyodide

    # resolved: under Pyodide the host is mounted at /host, and a symbolic link to an absolute path would leave it
    output = under_pyodide.run(__file__, "--worker", DATA.resolve(), "--repeat", REPEATS)
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
    last = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else ""
    if done.returncode or not last[:1].isdigit():
        raise SystemExit(f"perf cannot count {event} here (it needs linux-perf and hardware counters):\n"
                         f"{done.stderr[-1000:]}")
    return int(last.split(",")[0])


def perf_counts_instructions() -> bool:
    """Whether perf can count instructions on this machine (virtual machines often lack the counters)."""
    try:
        perf_count("instructions", ["true"])
    except (SystemExit, FileNotFoundError):
        return False
    return True


def valgrind_count(command: list[str]) -> int:
    """Machine instructions a command executes, counted by valgrind's callgrind (exact, about 50x slower)."""
    try:
        done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
                              capture_output=True, text=True, cwd=ROOT)
    except FileNotFoundError:
        raise SystemExit("Neither perf counters nor valgrind are available: apt-get install valgrind") from None
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode or not found:
        raise SystemExit(f"valgrind failed:\n{done.stderr[-1000:]}")
    return int(found[1])


# Passes of the two runs whose difference per_puzzle takes: enough that the solving outweighs the noise
# of a Pyodide boot (billions of cycles, and it varies). Valgrind counts exactly, so one pass more will do.
PASSES = (4, 16)
VALGRIND_PASSES = (1, 2)


def per_puzzle(event: str, name: str, count: int, pyodide: bool = False) -> float:
    """Events a puzzle: a run that solves the sample 16 times minus one that solves it 4 times, over 12 * count
    (valgrind: twice minus once).

    The difference leaves out start-up, reading, and (under Pyodide) Node's compiling of the WebAssembly,
    which goes on in background threads through the first passes (hot code is compiled again, optimised).
    Native instructions are counted by valgrind where perf lacks the hardware counters.
    """
    import under_pyodide

    by_valgrind = event == "instructions" and not pyodide and not perf_counts_instructions()
    passes = VALGRIND_PASSES if by_valgrind else PASSES
    if not pyodide:  # once uncounted, so that neither counted run compiles the package's stale .pyc files
        subprocess.run([sys.executable, __file__, "--sample", name, "1", "1"], check=True, cwd=ROOT)

    def least(rounds: int) -> int:
        args = (__file__, "--sample", name, count, rounds)
        command = under_pyodide.command(*args) if pyodide else [sys.executable, *map(str, args)]
        if by_valgrind:
            return valgrind_count(command)
        runs = 1 if event == "instructions" else 3  # cycles vary with background threads: take the least
        return min(perf_count(event, command) for _ in range(runs))

    return (least(passes[1]) - least(passes[0])) / ((passes[1] - passes[0]) * count)


def main(argv: list[str]) -> None:
    global REPEATS
    if "--repeat" in argv:
        REPEATS = int(argv[argv.index("--repeat") + 1])
    if argv[:1] == ["--worker"]:
        print(json.dumps(measure(Path(argv[1]))))
        return
    if sys.platform != "emscripten":
        sys.path.insert(0, str(ROOT / "pysrc"))
    if argv[:1] == ["--sample"]:
        solve_sample(argv[1], int(argv[2]), int(argv[3]))
        return
    if "--instructions" in argv:
        print(f"{'set':<24}{'puzzles':>8}{'instructions a puzzle':>24}")
        for name, count in SETS:
            print(f"{name:<24}{count:>8}{per_puzzle('instructions', name, count) / 1e6:>20.2f} M")
        return
    if "--cycles" in argv:
        print(f"{'set':<24}{'puzzles':>8}{'native cycles':>16}{'Pyodide cycles':>16}{'slower':>8}")
        for name, count in SETS:
            native = per_puzzle("cycles", name, count)
            web = per_puzzle("cycles", name, count, pyodide=True)
            print(f"{name:<24}{count:>8}{native / 1e6:>14.2f} M{web / 1e6:>14.2f} M{web / native:>7.2f}x")
        return
    load_before = os.getloadavg()[0]
    native = measure(DATA)
    web = {} if "--native" in argv else pyodide_rates()
    print(f"1-minute load average: {load_before:.1f} before, {os.getloadavg()[0]:.1f} after ({os.cpu_count()} cores)")
    print("puzzles a second (CPU time): ours proves each unique, Norvig-style stops at the first solution")
    print("CLI: the same puzzles through `gridhunt solve sudoku --count` (reading, proving, printing), against Norvig")
    head = f"{'set':<24}{'sample':>7}{'ours':>9}{'Norvig':>8}{'ratio':>8}{'CLI':>8}{'ratio':>8}"
    if web:
        head += f"{'Pyodide: ours':>15}{'Norvig':>8}{'ratio':>8}{'CLI':>8}{'ratio':>8}{'ours slower':>13}"
    print(head)
    for name, count in SETS:
        (fast, slow, cli) = native[name]
        row = f"{name:<24}{count:>7}{fast:>9.0f}{slow:>8.0f}{fast / slow:>7.1f}x{cli:>8.0f}{cli / slow:>7.1f}x"
        if name in web:
            web_fast, web_slow, web_cli = web[name]
            row += (f"{web_fast:>15.0f}{web_slow:>8.0f}{web_fast / web_slow:>7.1f}x{web_cli:>8.0f}{web_cli / web_slow:>7.1f}x"
                    f"{fast / web_fast:>12.2f}x")
        print(row)


if __name__ == "__main__":
    main(sys.argv[1:])
