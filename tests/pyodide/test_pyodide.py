"""The package under Pyodide in Node gives the same answers as native CPython."""

import shutil
import subprocess
import sys

import pytest

import under_pyodide
from paths import ROOT

pytestmark = pytest.mark.pyodide
HERE = ROOT / "tests" / "pyodide"


@pytest.fixture(scope="module", autouse=True)
def node_and_pyodide():
    if shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").exists():
        pytest.fail("Node and the pyodide npm package are needed: run `make test`.")


def run_natively(script, *args):
    done = subprocess.run([sys.executable, str(script), *map(str, args)], capture_output=True, text=True, timeout=600,
                          env={"PYTHONPATH": str(ROOT / "pysrc"), "PATH": ""})
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_every_example_of_every_kind_answers_the_same_under_pyodide():
    script = HERE / "examples_report.py"
    native = run_natively(script).splitlines()
    pyodide = [line for line in under_pyodide.run(script, timeout=600).splitlines() if line.startswith("{")]
    assert len(native) >= 3
    assert pyodide == native


def test_the_python_under_pyodide_is_the_pinned_314(tmp_path):
    script = tmp_path / "version.py"
    script.write_text("import sys; print(sys.version_info[:2], sys.platform)\n")
    assert under_pyodide.run(script, timeout=600).strip() == "(3, 14) emscripten"


def test_other_tools_links_read_the_same_under_pyodide(tmp_path):
    """penpa-edit's DEFLATE and base64, Tatham's IDs and pzprjs's hosts, read by the browser's Python."""
    links = [line.split(" ", 1)[1] for line in (ROOT / "tests" / "penpa" / "links.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    links += ["7x7:b1f2iB2g1Bi2fBb", "https://pzplus.tck.mn/p?type=editor&akari/6/6/nekcakbl/",
              "https://puzz.link/p?type=editor&pzprv3/nurikabe/3/3/%23%20%23%20.%20/1%20%23%203%20/%23%20%23%20.%20//"]
    script = tmp_path / "links.py"
    script.write_text("import json\nfrom gridhunt.api import handle\n"
                      f"for text in {links!r}:\n"
                      "    print(handle(json.dumps({'op': 'identify', 'text': text})))\n")
    native = run_natively(script).splitlines()
    pyodide = [line for line in under_pyodide.run(script, timeout=600).splitlines() if line.startswith("{")]
    assert len(native) == len(links) and pyodide == native


def test_the_search_takes_the_same_steps_under_pyodide():
    """Pyodide's 32-bit sets order negative numbers otherwise than 64-bit CPython's; the engine reads clauses
    in the native order on both (search/set_order.py), so the browser runs the search measured natively.
    Before, these seven pasted boards (from ``bench_paste.py``) each took other steps under Pyodide."""
    script, cases = HERE / "search_steps.py", HERE / "search_steps.jsonl"
    native = run_natively(script, cases).splitlines()
    pyodide = [line for line in under_pyodide.run(script, cases, timeout=600).splitlines() if line.startswith("{")]
    assert len(native) == 7
    assert pyodide == native
