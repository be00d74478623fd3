"""Print, for each request of a JSON-lines file, the steps the engine took (conflicts, decisions,
propagations) and the reply: run natively and under Pyodide, the two must print the same lines."""

import json
import sys

from gridhunt import api
from gridhunt.search import sat

steps = [0, 0, 0]
search = sat.Solver.search


def counted(solver, *args, **kwargs):
    """Solver.search, its steps added to ``steps``."""
    before = solver.conflicts, solver.decisions, solver.propagations
    try:
        return search(solver, *args, **kwargs)
    finally:
        for k, (now, then) in enumerate(zip((solver.conflicts, solver.decisions, solver.propagations), before)):
            steps[k] += now - then


def main(cases: str) -> None:
    sat.Solver.search = counted
    for line in open(cases):
        case = json.loads(line)
        steps[:] = [0, 0, 0]
        reply = api.respond(case["request"])
        print(json.dumps({"case": case["case"], "steps": steps, "count": reply.get("count"),
                          "certain": reply.get("certain")}))


if __name__ == "__main__":
    main(sys.argv[1])
