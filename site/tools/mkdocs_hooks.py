"""mkdocs hook: put the Python runtime beside the pages.

After each build it copies the pinned Pyodide files from node_modules, zips the
gridhunt package under a content-hashed name, writes ``py/manifest.json`` (what
the worker loads, and each kind's examples for the pages), and stamps the
service worker with the build's version and file list so browsers update it.
"""

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bundle import ROOT, package_zip  # noqa: E402

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def on_post_build(config, **_):
    site = Path(config["site_dir"])
    shutil.rmtree(site / "tools", ignore_errors=True)  # build scripts live in the theme folder; never serve them
    pyodide_version = copy_pyodide(site / "pyodide")
    package = hashed(package_zip(site / "py" / "gridhunt.zip"))
    manifest = {
        "package": package.name,
        "pyodide": pyodide_version,
        "kinds": kinds(),
    }
    (site / "py" / "manifest.json").write_text(json.dumps(manifest, indent=1))
    stamp_service_worker(site)


def copy_pyodide(dest: Path) -> str:
    source = ROOT / "node_modules" / "pyodide"
    if not (source / "pyodide.mjs").exists():
        raise SystemExit("Pyodide is missing: run `npm ci` first (make does this).")
    dest.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(source / name, dest / name)
    return json.loads((source / "package.json").read_text())["version"]


def hashed(path: Path) -> Path:
    """Rename a file to include the start of its SHA-256, so it can be cached for ever."""
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:10]
    target = path.with_name(f"{path.stem}-{digest}{path.suffix}")
    path.replace(target)
    return target


def kinds() -> list:
    """Each kind's name and examples, asked of the package in a fresh interpreter (mkdocs serve reloads)."""
    code = "import gridhunt.api as a; print(a.handle('{\"op\": \"kinds\"}'))"
    env = {"PYTHONPATH": str(ROOT / "pysrc"), "PATH": ""}
    reply = json.loads(subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True).stdout)
    return reply["kinds"]


def stamp_service_worker(site: Path) -> None:
    """Put the version and every file of the build into sw.js: a changed file list makes browsers update it."""
    worker = site / "sw.js"
    files = sorted(
        "./" + p.relative_to(site).as_posix()
        for p in site.rglob("*")
        if p.is_file() and p.name not in {"sw.js", "sitemap.xml", "sitemap.xml.gz"}
    )
    files = [f[: -len("index.html")] if f.endswith("/index.html") or f == "./index.html" else f for f in files]
    digest = hashlib.sha256()
    for name in files:
        path = site / (name + "index.html" if name.endswith("/") else name)
        digest.update(name.encode() + hashlib.sha256(path.read_bytes()).digest())
    text = worker.read_text().replace("__VERSION__", digest.hexdigest()[:12]).replace('"__FILES__"', json.dumps(files))
    worker.write_text(text)
