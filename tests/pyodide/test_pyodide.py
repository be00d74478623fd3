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


def run_natively(script):
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=600,
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
