"""Print every kind's examples solved through the api, one JSON reply a line.

Run natively and under Pyodide (tests/pyodide/pyrun.mjs); the two outputs must match.
"""

import json

from gridhunt.api import handle
from gridhunt.puzzles import KINDS

for kind in KINDS.values():
    for title, share in kind.EXAMPLES:
        reply = handle(json.dumps({"op": "solve", "kind": kind.ID, "puzzle": share, "limit": 2}))
        print(json.dumps({"kind": kind.ID, "title": title, "reply": json.loads(reply)}, sort_keys=True))
