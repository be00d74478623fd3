"""Where the SAT engine's time goes on the boards that used to stall it, and whether each answers in budget.

    python tests/bench/bench_engine.py                  # every case, a 2 s budget each (the issue 27 goal)
    python tests/bench/bench_engine.py --budget 60      # a larger budget: how long they really take
    python tests/bench/bench_engine.py --only akari     # the cases whose name holds this text
    python tests/bench/bench_engine.py --pyodide        # the same under Pyodide in Node

Each case is a genre's ``certain`` request (a count to 2, then what every solution shares, as the
genres page asks) under the budget; it prints the CPU seconds, the answer (count, unique, or
"not proved within budget"), and what the solvers did: conflicts, decisions, propagations, the
mean learnt clause length, checker calls and the seconds spent in them. The budget counts CPU time
here (the machine is shared), where the page's and the command line's count the wall clock. The cases: the boards
named in issue 27 (a three-clue Akari, a cut-short Numberlink), genres_hard.txt, and for every
genre an empty board (5x5, 10x10 and 20x20) and the first corpus puzzle with half its clues
erased (ambiguous, sparse). The set of "what people paste" is tests/bench/bench_paste.py's.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT / "pysrc"), str(ROOT / "tests"), str(HERE)]  # tests: for under_pyodide

from cpu_time import cpu_seconds  # noqa: E402
from gridhunt.puzzles import KINDS  # noqa: E402
from gridhunt.search import budget, constraints, sat  # noqa: E402

NAMED = [
    ("akari three clues", "akari", "https://puzz.link/p?bijutsukan/10/10/jbh"),
    ("numberlink cut short", "numberlink", "https://puzz.link/p?numlin/11/11/g1m2h6x6i7h5g7k5p"),
]
GENRES = [kind for kind in KINDS.values() if getattr(kind, "PAGE", None) == "genres"]
SIZES = (5, 10, 20)


def blank(values: list):
    """What a per-cell field holds where nothing is given: nothing where clues are optional, else 0 (one region, no pearl)."""
    return None if None in values else 0


def empty_model(kind, side: int) -> dict:
    """The kind's first example's model, resized to side x side with every per-cell field blank."""
    model = kind.model(kind.decode(kind.EXAMPLES[0][1]))
    cells = model["w"] * model["h"]
    out = {}
    for key, value in model.items():
        if isinstance(value, list) and len(value) == cells:
            out[key] = [blank(value)] * (side * side)
        elif isinstance(value, list) and len(value) == (model["w"] + 1) * (model["h"] + 1):  # corner clues
            out[key] = [None] * ((side + 1) * (side + 1))
        elif isinstance(value, list) and len(value) in (model["w"], model["h"]):  # clues along an edge
            out[key] = [[] if isinstance(value[0], list) else None] * side
        elif isinstance(value, list):  # clues by region (Heyawake): one region now
            out[key] = [None]
        else:
            out[key] = value
    out["w"] = out["h"] = side
    return out


def half_model(kind, url: str) -> dict:
    """The model of a puzzle with every other clue erased (regions kept)."""
    model = kind.model(kind.decode(url))
    cells = model["w"] * model["h"]
    for key, value in model.items():
        if isinstance(value, list) and len(value) == cells and any(x is None for x in value):
            given = [i for i, x in enumerate(value) if x is not None]
            model[key] = [None if i in given[::2] else x for i, x in enumerate(value)]
    return model


def first_corpus(kind_id: str) -> str:
    for line in (ROOT / "tests" / "pzpr" / "corpus.txt").read_text().splitlines():
        if line.startswith(kind_id + " "):
            return line.split()[1]
    raise LookupError(kind_id)


def cases():
    for name, kind_id, url in NAMED:
        yield name, KINDS[kind_id], lambda k=KINDS[kind_id], u=url: k.decode(u)
    for line in (HERE / "genres_hard.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            kind_id, url = line.split()[:2]
            yield f"hard {kind_id} {url[-12:]}", KINDS[kind_id], lambda k=KINDS[kind_id], u=url: k.decode(u)
    for kind in GENRES:
        for side in SIZES:
            yield f"empty {kind.ID} {side}x{side}", kind, lambda k=kind, s=side: k.from_model(empty_model(k, s))
        yield f"half {kind.ID}", kind, lambda k=kind: k.from_model(half_model(k, first_corpus(k.ID)))


class Counting(sat.Solver):
    """The solver, keeping a list of every one made, so their figures can be added up."""

    made: list = []

    def __init__(self) -> None:
        super().__init__()
        Counting.made.append(self)


def run(kind, puzzle, seconds: float) -> tuple[str, float]:
    begin = cpu_seconds()
    with budget.within(seconds) as spent:
        try:
            reply = kind.OPERATIONS["certain"](puzzle, {})
            answer = f"count {reply['count']}" + (" unique" if reply["unique"] and not spent.exhausted else "")
        except budget.OutOfTime:
            answer = "stopped"
    if spent.exhausted:
        answer += ", not proved within budget"
    return answer, cpu_seconds() - begin


def main() -> None:
    if "--pyodide" in sys.argv:
        import under_pyodide

        print(under_pyodide.run(__file__, *(arg for arg in sys.argv[1:] if arg != "--pyodide")), end="")
        return
    seconds = float(sys.argv[sys.argv.index("--budget") + 1]) if "--budget" in sys.argv else 2.0
    only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else ""
    constraints.Solver = Counting  # every Problem makes its solver through this name
    budget.clock = cpu_seconds  # the machine is shared: the budget counts this process's CPU time here
    worst = {}
    print(f"{'case':<34} {'s':>6}  {'answer':<38} {'confl':>7} {'decis':>7} {'props':>9} {'learnt':>6} {'checks':>6} {'check s':>7}")
    for name, kind, make in cases():
        if only not in name:
            continue
        try:
            puzzle = make()
        except ValueError as error:
            print(f"{name:<34} {'':>6}  refused: {error}")
            continue
        Counting.made = []
        answer, used = run(kind, puzzle, seconds)
        made = Counting.made
        conflicts = sum(s.conflicts for s in made)
        learnt = sum(s.learnt_literals for s in made) / max(1, conflicts)
        print(f"{name:<34} {used:6.2f}  {answer:<38} {conflicts:7} {sum(s.decisions for s in made):7} "
              f"{sum(s.propagations for s in made):9} {learnt:6.1f} {sum(s.checks for s in made):6} "
              f"{sum(s.check_seconds for s in made):7.2f}")
        worst[kind.ID] = max(worst.get(kind.ID, 0.0), used)
    print("worst per genre (CPU s): " + ", ".join(f"{k} {v:.2f}" for k, v in worst.items()))


if __name__ == "__main__":
    main()
