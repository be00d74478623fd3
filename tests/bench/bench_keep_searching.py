"""Keep searching on the genres page, timed: Solve cut short by a small budget, then Solve again with a larger one
(the page's Keep searching), against one Solve with no cut. Each Solve is the page's: a count to two, then what
every solution shares (``certain``), in the same process, so what the cut search kept (``search.budget.keep``)
is there for the next.

    python tests/bench/bench_keep_searching.py                  # the two paste cases past 2 s (below), cut at 4 s
    python tests/bench/bench_keep_searching.py --cut 2 dominion https://puzz.link/p?dominion/...   # one of yours

Each line: CPU seconds and SAT conflicts of the Solve anew, of the Solve cut short, and of Keep searching after
it (each case in a fresh process, so nothing is left from the one before).
"""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT / "pysrc"), str(ROOT / "tests"), str(HERE)]  # tests: for conflicts; HERE: cpu_time

from conflicts import counted  # noqa: E402
from cpu_time import cpu_seconds  # noqa: E402

# The paste bench's two cases whose whole Solve passes 2 s natively (docs/genres.md): a Battleships of the twelve
# pentominoes with every other clue removed, and a Dominion with one letter removed.
CASES = [
    ("battleship", "https://puzz.link/p?battleship/12/12/ah5i8m3i6iazh0z0zl0z0i0zj0u0m//p"),
    ("dominion", "https://puzz.link/p?dominion/13/17/k3m4q2i1k2y2k3zzx2zp3l4zm6m65v5n"),
]
CUT = 4.0  # seconds: the first Solve's budget
LONGER = 600.0  # Keep searching's, and the Solve anew's: enough to finish


def one(kind: str, puzzle: str, cut: float | None) -> list[tuple[float, int, bool]]:
    """In this process: the page's Solve within ``cut`` (None: the Solve anew only), then within LONGER; for
    each, (CPU seconds, conflicts, timed out)."""
    from gridhunt import api

    with counted() as conflicts:
        return [timed(api, kind, puzzle, timeout, conflicts) for timeout in ([cut] if cut is not None else []) + [LONGER]]


def timed(api, kind: str, puzzle: str, timeout: float, conflicts: list[int]) -> tuple[float, int, bool]:
    """The page's Solve within ``timeout``: (CPU seconds, conflicts, timed out)."""
    request = {"kind": kind, "puzzle": puzzle, "limit": 2, "timeout": timeout}
    conflicts[0] = 0
    begin = cpu_seconds()
    reply = json.loads(api.handle(json.dumps({**request, "op": "solve"})))
    counted_in = cpu_seconds() - begin
    if reply.get("count", 0) > 1:
        reply = json.loads(api.handle(json.dumps({**request, "op": "certain", "solutions": reply["solutions"],
                                                  "countSeconds": counted_in, "countWork": reply.get("work")})))
    return cpu_seconds() - begin, conflicts[0], bool(reply.get("timedOut"))


def main(argv: list[str]) -> None:
    if argv and argv[0] == "--worker":
        cut = None if argv[1] == "-" else float(argv[1])
        print(json.dumps(one(argv[2], argv[3], cut)))
        return
    cut = CUT
    if "--cut" in argv:
        at = argv.index("--cut")
        cut = float(argv[at + 1])
        del argv[at:at + 2]
    cases = list(zip(argv[::2], argv[1::2])) or CASES
    print(f"{'kind':12} {'anew':>20} {'cut at ' + format(cut, 'g') + ' s':>22} {'Keep searching':>20} {'both':>9}")
    for kind, puzzle in cases:
        runs = []
        for arg in ("-", str(cut)):
            done = subprocess.run([sys.executable, __file__, "--worker", arg, kind, puzzle], capture_output=True,
                                  text=True, check=True)
            runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
        (anew,), (first, then) = runs

        def said(run):
            return f"{run[0]:6.2f} s {run[1]:6} c{' (cut)' if run[2] else '      '}"

        print(f"{kind:12} {said(anew):>20} {said(first):>22} {said(then):>20} {first[0] + then[0]:7.2f} s", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
