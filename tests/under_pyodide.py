"""Run a Python script under Pyodide in Node with the gridhunt package installed: for tests and benchmarks.

The script gets its arguments in ``sys.argv[1:]`` and sees this machine's files
under ``/host`` (see ``tests/pyodide/pyrun.mjs``); absolute paths among the
arguments are rewritten to match.
"""

import subprocess
import sys
from functools import cache
from pathlib import Path

from paths import BUILD, ROOT

PYRUN = ROOT / "tests" / "pyodide" / "pyrun.mjs"


@cache
def package() -> Path:
    """The package zip, made once a process the way the site makes it."""
    sys.path.insert(0, str(ROOT / "site" / "tools"))
    from bundle import package_zip

    return package_zip(BUILD / "pyodide" / "gridhunt.zip")


def command(script, *args) -> list[str]:
    return ["node", str(PYRUN), str(package()), str(Path(script).resolve()), *map(str, args)]


def run(script, *args, timeout: float | None = None) -> str:
    """The script's standard output; RuntimeError with the end of its errors when it fails."""
    done = subprocess.run(command(script, *args), capture_output=True, text=True, cwd=ROOT, timeout=timeout)
    if done.returncode:
        raise RuntimeError(f"{Path(script).name} failed under Pyodide:\n{done.stderr[-2000:]}")
    return done.stdout
