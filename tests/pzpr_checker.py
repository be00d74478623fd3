"""pzprjs's own rule checker, asked from Python: the judge of every genre's answers in the tests.

``verdicts`` sends pzprv3 files (or puzz.link URLs) to ``tests/pzpr/check.mjs`` in one
Node process and returns pzprjs's verdict on each, so a test never trusts only our own
``is_solution``.
"""

import json
import subprocess

from paths import ROOT

CHECK = ROOT / "tests" / "pzpr" / "check.mjs"
# Genres npm's pzpr 0.10.1 does not know: their answers are judged by is_solution and, in their own
# test files, against pzprjs's fixture answer and a brute-force search of small boards.
UNKNOWN_TO_PZPR = {"battleship", "castle", "balance", "midloop", "nonogram", "mines", "statuepark", "nurimisaki", "squarejam", "aqre",
                   "dominion", "sananko", "numrope", "pentominous", "cbanana",
                   "guidearrow", "voxas", "tetrochain", "aquapelago"}


def verdicts(puzzles: list[str]) -> list[dict]:
    """pzprjs's verdict on each file or URL: ``{"complete", "code", "text", "type"}``."""
    requests = "".join(json.dumps({"puzzle": p}) + "\n" for p in puzzles)
    done = subprocess.run(["node", str(CHECK)], input=requests, capture_output=True, text=True, cwd=ROOT, timeout=300)
    if done.returncode:
        raise RuntimeError(f"pzprjs's checker failed:\n{done.stderr[-2000:]}")
    return [json.loads(line) for line in done.stdout.splitlines()]


def verdict(puzzle: str) -> dict:
    """pzprjs's verdict on one file or URL."""
    return verdicts([puzzle])[0]
