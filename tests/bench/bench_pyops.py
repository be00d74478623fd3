"""How much slower single Python operations are under Pyodide than natively: the floor under every solver's ratio.

    python tests/bench/bench_pyops.py            # integers of 810 and 3,240 bits (the Sudoku engines' widths)
    python tests/bench/bench_pyops.py --bits 64  # other widths

Each operation runs 200,000 times in a loop; the figure is CPU nanoseconds an
operation (the best of three runs), natively and under Pyodide in Node, with the
ratio. The loop's own cost is shown on the first line and left in the others.
"""

import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))  # for under_pyodide (natively)
OPERATIONS = (
    ("loop turn", "pass"), ("x & y", "x & y"), ("x | y", "x | y"), ("x ^ y", "x ^ y"), ("x >> 90", "x >> 90"),
    ("x + y", "x + y"), ("x - y", "x - y"), ("x & ~y", "x & ~y"), ("x * 9-term spread", "x * spread"),
    ("x.bit_count()", "x.bit_count()"), ("x.bit_length()", "x.bit_length()"), ("a_list[500]", "a_list[500]"),
    ("x == y", "x == y"),
)
TURNS = 200_000


def cpu_seconds() -> float:
    if sys.platform == "emscripten":
        from js import process

        usage = process.cpuUsage()
        return (usage.user + usage.system) / 1e6
    return time.process_time()


def measure(bits: int) -> dict:
    """{operation: nanoseconds} for integers of `bits` bits."""
    rng = random.Random(bits)
    names = {"x": rng.getrandbits(bits), "y": rng.getrandbits(bits), "a_list": list(range(1000)),
             "spread": sum(1 << (10 * k) for k in range(9))}
    times = {}
    for label, statement in OPERATIONS:
        code = compile(f"for _ in range({TURNS}):\n    {statement}", label, "exec")
        best = float("inf")
        for _ in range(3):
            start = cpu_seconds()
            exec(code, dict(names))
            best = min(best, cpu_seconds() - start)
        times[label] = best / TURNS * 1e9
    return times


def main(argv: list[str]) -> None:
    widths = [int(argv[argv.index("--bits") + 1])] if "--bits" in argv else [810, 3240]
    if "--worker" in argv:
        print(json.dumps({bits: measure(bits) for bits in widths}))
        return
    import under_pyodide

    web = json.loads(under_pyodide.run(__file__, "--worker", *argv).strip().splitlines()[-1])
    for bits in widths:
        native = measure(bits)
        print(f"{bits}-bit integers{'native ns':>20}{'Pyodide ns':>12}{'slower':>8}")
        for label, _ in OPERATIONS:
            there = web[str(bits)][label]
            print(f"  {label:<24}{native[label]:>10.0f}{there:>12.0f}{there / native[label]:>7.1f}x")


if __name__ == "__main__":
    main(sys.argv[1:])
