"""mkdocs hook: put the Python runtime beside the pages.

After each build it copies the pinned Pyodide files from node_modules, zips the
gridhunt package, builds the fast-start runtime (a byte-compiled stdlib and a
memory snapshot, see build_runtime.mjs), all under content-hashed names, writes
``py/manifest.json`` (what the worker loads, and each kind's description for the
pages: examples, operations and constants, the api's ``describe``), and stamps the service worker with the build's version and file list.
"""

import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bundle import ROOT, package_zip  # noqa: E402

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def on_post_build(config, **_):
    site = Path(config["site_dir"])
    pyodide_version = copy_pyodide(site / "pyodide")
    package = hashed(package_zip(site / "py" / "gridhunt.zip"))
    manifest = {
        "package": package.name,
        "pyodide": pyodide_version,
        **fast_start_runtime(package, site / "py"),
        "kinds": kinds(),
    }
    (site / "py" / "manifest.json").write_text(json.dumps(manifest, indent=1))
    files = {key: value for key, value in manifest.items() if key != "kinds"}
    worker = site / "js" / "worker.js"
    worker.write_text(worker.read_text().replace('"__BUILT_MANIFEST__"', json.dumps(files)))
    stamp_service_worker(site)


def copy_pyodide(dest: Path) -> str:
    source = ROOT / "node_modules" / "pyodide"
    if not (source / "pyodide.mjs").exists():
        raise SystemExit("Pyodide is missing: run `npm ci` first (make does this).")
    dest.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(source / name, dest / name)
    return json.loads((source / "package.json").read_text())["version"]


def fast_start_runtime(package: Path, dest: Path) -> dict:
    """The byte-compiled stdlib and the snapshot, rebuilt only when what they are made from changes.

    Set GRIDHUNT_SNAPSHOT=0 to build without them (the worker then boots normally).
    """
    if os.environ.get("GRIDHUNT_SNAPSHOT") == "0":
        return {}
    pyodide = ROOT / "node_modules" / "pyodide"
    inputs = [pyodide / "pyodide.asm.mjs", pyodide / "pyodide.asm.wasm", pyodide / "python_stdlib.zip",
              package, Path(__file__).with_name("build_runtime.mjs")]
    key = hashlib.sha256(b"".join(hashlib.sha256(p.read_bytes()).digest() for p in inputs)).hexdigest()[:16]
    cache = ROOT / "build" / "runtime-cache" / key
    if not (cache / "runtime.json").exists():
        shutil.rmtree(cache.parent, ignore_errors=True)  # one runtime at a time: each is ~20 MB
        subprocess.run(["node", str(Path(__file__).with_name("build_runtime.mjs")), str(package), str(cache)],
                       check=True, cwd=ROOT)
    built = json.loads((cache / "runtime.json").read_text())
    asm = hashlib.sha256((pyodide / "pyodide.asm.mjs").read_bytes() + (pyodide / "pyodide.asm.wasm").read_bytes())
    stdlib = (cache / "python_stdlib.pyc.zip").read_bytes()
    # A snapshot restores only into the Pyodide build and stdlib zip it was taken with: never ship a mix.
    if built["asm"] != asm.hexdigest() or built["stdlib"] != hashlib.sha256(stdlib).hexdigest():
        raise SystemExit("The Python snapshot does not match this Pyodide build; delete build/runtime-cache.")
    stdlib_name = copy_hashed(cache / "python_stdlib.pyc.zip", dest, "python_stdlib-{}.pyc.zip")
    snapshot_name = copy_hashed(cache / "python.snap", dest, "python-{}.snap")
    # Precompressed copy: our server sends it with Content-Encoding: gzip (13 MB -> about 5 MB).
    snapshot = dest / snapshot_name
    (dest / (snapshot_name + ".gz")).write_bytes(gzip.compress(snapshot.read_bytes(), 6, mtime=0))
    return {"stdlib": stdlib_name, "snapshot": snapshot_name, "snapshotBytes": built["sparseBytes"]}


def copy_hashed(source: Path, dest: Path, pattern: str) -> str:
    name = pattern.format(hashlib.sha256(source.read_bytes()).hexdigest()[:10])
    shutil.copyfile(source, dest / name)
    return name


def hashed(path: Path) -> Path:
    """Rename a file to include the start of its SHA-256, so it can be cached for ever."""
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:10]
    target = path.with_name(f"{path.stem}-{digest}{path.suffix}")
    path.replace(target)
    return target


def kinds() -> list:
    """Each kind's description (name, examples, operations, constants), asked of the package in a fresh interpreter (mkdocs serve reloads)."""
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
        if p.is_file() and p.name not in {"sw.js", "sitemap.xml", "sitemap.xml.gz"} and not p.name.endswith(".snap.gz")
    )
    files = [f[: -len("index.html")] if f.endswith("/index.html") or f == "./index.html" else f for f in files]
    digest = hashlib.sha256()
    for name in files:
        path = site / (name + "index.html" if name.endswith("/") else name)
        digest.update(name.encode() + hashlib.sha256(path.read_bytes()).digest())
    text = worker.read_text().replace("__VERSION__", digest.hexdigest()[:12]).replace('"__FILES__"', json.dumps(files))
    worker.write_text(text)
