"""Issue 18 item 3: the SAT engine against a search written for one genre, Star Battle.

    python tests/bench/bench_search_vs_sat.py            # native, then under Pyodide in Node
    python tests/bench/bench_search_vs_sat.py --native   # native only

Every Star Battle puzzle of tests/pzpr/corpus.txt and bench/genres_large.txt is solved to a
count of 2 (uniqueness proved) twice: by the genre's SAT encoding (puzzles/starbattle/rules.py)
and by ``count_stars`` below, the direct propagation and backtracking a person would write for
this one genre. Both must find the same solutions; the bench prints the CPU time of each.
The direct search stays here, not in the package, unless it wins (see docs/engine.md).
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
from gridhunt.puzzles.starbattle import rules  # noqa: E402

SOURCES = (ROOT / "tests" / "pzpr" / "corpus.txt", HERE / "genres_large.txt")


GIVE_UP = 50_000  # branches: the direct search stops there, so the bench ends


def count_stars(puzzle, limit: int = 2) -> list[tuple[bool, ...]] | None:
    """Up to ``limit`` solutions by propagation and backtracking; None after GIVE_UP branches.

    Propagation: a row, column or region that needs as many stars as it has open cells gets
    them all; one that needs none closes its open cells; a star closes the eight cells around
    it. Branching: the group with the fewest open cells, on its first open cell (a star there,
    else none).
    """
    groups = rules.groups(puzzle)
    n = puzzle.w * puzzle.h
    groups_of: list[list[int]] = [[] for _ in range(n)]
    for g, group in enumerate(groups):
        for i in group:
            groups_of[i].append(g)
    around: list[list[int]] = [[] for _ in range(n)]
    for i, j in rules.touching(puzzle):
        around[i].append(j)
        around[j].append(i)
    found: list[tuple[bool, ...]] = []
    branches = [0]

    def settle(state, need, free, i, star) -> bool:
        """Cell i gets a star (or is closed); False on a contradiction."""
        if state[i]:
            return state[i] == (1 if star else -1)
        state[i] = 1 if star else -1
        for g in groups_of[i]:
            free[g] -= 1
            if star:
                need[g] -= 1
        if star:
            for j in around[i]:
                if state[j] == 1 or (not state[j] and not settle(state, need, free, j, False)):
                    return False
        return True

    def propagate(state, need, free) -> bool:
        changed = True
        while changed:
            changed = False
            for g, group in enumerate(groups):
                if need[g] < 0 or free[g] < need[g]:
                    return False
                if free[g] and (need[g] == 0 or free[g] == need[g]):
                    star = need[g] > 0
                    for i in group:
                        if not state[i] and not settle(state, need, free, i, star):
                            return False
                    changed = True
        return True

    def search(state, need, free) -> None:
        if len(found) >= limit or branches[0] > GIVE_UP or not propagate(state, need, free):
            return
        open_groups = [g for g in range(len(groups)) if free[g]]
        if not open_groups:
            found.append(tuple(x == 1 for x in state))
            return
        g = min(open_groups, key=free.__getitem__)
        i = next(i for i in groups[g] if not state[i])
        for star in (True, False):
            branches[0] += 1
            s, nd, fr = state[:], need[:], free[:]
            if settle(s, nd, fr, i, star):
                search(s, nd, fr)

    search([0] * n, [puzzle.stars] * len(groups), [len(group) for group in groups])
    return found if branches[0] <= GIVE_UP else None


def timings() -> list[dict]:
    kind = KINDS["starbattle"]
    rows = []
    for source in SOURCES:
        for line in source.read_text().splitlines():
            if not line.startswith("starbattle "):
                continue
            puzzle = kind.decode(line.split()[1])
            begin = cpu_seconds()
            by_sat = list(islice(kind.solutions(puzzle), 2))
            sat = cpu_seconds() - begin
            begin = cpu_seconds()
            by_search = count_stars(puzzle)
            search = cpu_seconds() - begin
            assert by_search is None or sorted(by_sat) == sorted(by_search), f"the two disagree on {line.split()[1]}"
            rows.append({"size": f"{puzzle.w}x{puzzle.h}/{puzzle.stars}", "count": len(by_sat), "sat": sat,
                         "search": search, "gave_up": by_search is None})
    return rows


def report(where: str, rows: list[dict]) -> None:
    print(f"--- {where}: CPU ms to count to 2")
    print(f"{'puzzle':>12} {'count':>5} {'SAT':>9} {'search':>9}")
    for row in rows:
        gave_up = f"  search gave up after {GIVE_UP} branches" if row["gave_up"] else ""
        print(f"{row['size']:>12} {row['count']:>5} {row['sat'] * 1000:9.1f} {row['search'] * 1000:9.1f}{gave_up}")
    sat, search = sorted(r["sat"] for r in rows), sorted(r["search"] for r in rows)
    middle = len(rows) // 2
    worst = ">" if any(r["gave_up"] for r in rows) else ""
    print(f"SAT: median {sat[middle] * 1000:.1f} ms, worst {sat[-1] * 1000:.1f} ms; "
          f"search: median {search[middle] * 1000:.1f} ms, worst {worst}{search[-1] * 1000:.1f} ms")


def main() -> None:
    if "--json" in sys.argv:  # the Pyodide half prints its rows for the native half
        print("ROWS" + json.dumps(timings()))
        return
    report("native CPython", timings())
    if "--native" in sys.argv:
        return
    import under_pyodide

    output = under_pyodide.run(__file__, "--json")
    report("Pyodide (Node)", json.loads(next(x for x in output.splitlines() if x.startswith("ROWS"))[4:]))


if __name__ == "__main__":
    main()
