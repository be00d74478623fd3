"""The package under Pyodide in Node gives the same answers as native CPython."""

import shutil
import subprocess
import sys

import pytest

from paths import BUILD, ROOT

pytestmark = pytest.mark.pyodide
HERE = ROOT / "tests" / "pyodide"


@pytest.fixture(scope="module")
def package_zip():
    if shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").exists():
        pytest.fail("Node and the pyodide npm package are needed: run `make test`.")
    zip_path = BUILD / "test" / "gridhunt.zip"
    subprocess.run([sys.executable, str(ROOT / "site" / "tools" / "bundle.py"), str(zip_path)], check=True, capture_output=True)
    return zip_path


def run_under_pyodide(package_zip, script, *args):
    done = subprocess.run(
        ["node", str(HERE / "pyrun.mjs"), str(package_zip), str(script), *args],
        capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def run_natively(script):
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=600,
                          env={"PYTHONPATH": str(ROOT / "pysrc"), "PATH": ""})
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_every_example_of_every_kind_answers_the_same_under_pyodide(package_zip):
    script = HERE / "examples_report.py"
    native = run_natively(script).splitlines()
    pyodide = [line for line in run_under_pyodide(package_zip, script).splitlines() if line.startswith("{")]
    assert len(native) >= 3
    assert pyodide == native


def test_the_python_under_pyodide_is_the_pinned_314(package_zip, tmp_path):
    script = tmp_path / "version.py"
    script.write_text("import sys; print(sys.version_info[:2], sys.platform)\n")
    assert run_under_pyodide(package_zip, script).strip() == "(3, 14) emscripten"
