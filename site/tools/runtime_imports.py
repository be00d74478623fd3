"""Which modules the browser's Python needs, run inside Pyodide by build_runtime.mjs.

The memory snapshot holds every module imported before it is taken, so the
standard library zip mounted beside it only needs what may still be imported
afterwards: modules that the standard library or gridhunt import lazily inside
functions. ``lazy_imports()`` finds them by importing what the pages use and then
running every kind's operations on every example; the worker still finds any
module the trace missed in the full standard library, downloaded on demand.
"""

import importlib
import json
import pkgutil
import sys

import gridhunt
from gridhunt import api

# What the pages never run: the command line.
NOT_IN_THE_BROWSER = ("gridhunt.cli", "gridhunt.__main__")
# What the worker itself runs after a restore (it reseeds the random generator).
WORKER_IMPORTS = ("random",)


def browser_modules() -> list[str]:
    """Every module the pages and the worker use, imported (the snapshot holds no files)."""
    names = [*WORKER_IMPORTS, "gridhunt"] + [
        info.name for info in pkgutil.walk_packages(gridhunt.__path__, "gridhunt.") if info.name not in NOT_IN_THE_BROWSER
    ]
    for name in names:
        importlib.import_module(name)
    return names


def requests_for(kind) -> list[dict]:
    """One of each request the page may send: reading every example, solving and the kind's
    operations on the smallest (the code paths are the same, and the largest take minutes)."""
    shares = sorted((share for _, share in kind.EXAMPLES), key=len)
    requests = [{"op": "kinds"}] + [{"op": "parse", "text": share} for share in shares]
    for share in shares[:1]:
        requests += [{"op": "solve", "puzzle": share}, {"op": "solve", "puzzle": share, "limit": 2}]
        requests += [{"op": name, "puzzle": share} for name in kind.OPERATIONS]
    return [{"kind": kind.ID, **request} for request in requests]


def lazy_imports() -> list[str]:
    """The modules first imported while answering requests, after the page's modules were imported."""
    browser_modules()
    before = set(sys.modules)
    for kind in api.KINDS.values():
        for request in requests_for(kind):
            reply = json.loads(api.handle(json.dumps(request)))
            if request["op"] == "parse" and reply.get("ok"):
                api.handle(json.dumps({"kind": kind.ID, "op": "encode", "model": reply["model"]}))
            if request["op"] == "solve" and reply.get("solutions"):
                solution = reply["solutions"][0]
                api.handle(json.dumps({"kind": kind.ID, "op": "check", "puzzle": request["puzzle"], "solution": solution}))
    return sorted(set(sys.modules) - before)
