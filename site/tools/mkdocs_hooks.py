"""mkdocs hook: put the Python runtime beside the pages.

After each build it copies the pinned Pyodide files from node_modules, zips the
gridhunt package, builds the fast-start runtime (a memory snapshot, the small
stdlib zip it was taken with, and Pyodide's WebAssembly gzipped, see
build_runtime.mjs), all under content-hashed names, writes ``py/manifest.json``
(what the worker loads, and each kind's description for the pages: examples,
operations and constants, the api's ``describe``), and stamps the service worker
with the build's version and the files it keeps for offline use. The sliding
solver's pattern databases go to ``py/tables/`` (site/tools/ship_tables.py), named
in the manifest, fetched by the worker only when a solve asks for them.
"""

import fnmatch
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bundle import ROOT, package_zip  # noqa: E402
from ship_tables import shipped_tables  # noqa: E402

# pyodide.asm.wasm and pyodide-lock.json are not among them: the worker loads the wasm gzipped
# and needs no lock file (it loads no packages).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "python_stdlib.zip")
# What the service worker does not keep: only the fallback start needs the package zip and the full
# stdlib; source maps, the search's other languages and the compressed sitemap are for nobody offline.
# The sliding solver's tables (py/tables/) are fetched by the first solve that needs them and kept then
# (sw.js): a visitor who never solves a 4x4 downloads none.
NOT_OFFLINE = ("sw.js", "*.map", "sitemap.xml.gz", "assets/javascripts/lunr/*", "py/gridhunt-*.zip",
               "pyodide/python_stdlib.zip", "py/tables/*")


def on_post_build(config, **_):
    site = Path(config["site_dir"])
    pyodide_version = copy_pyodide(site / "pyodide")
    package = hashed(package_zip(site / "py" / "gridhunt.zip"))
    runtime = fast_start_runtime(package, site / "py")
    manifest = {
        "package": package.name,
        "pyodide": pyodide_version,
        **runtime,
        "sizes": {name: (site / "py" / name).stat().st_size for name in (runtime["wasm"], runtime["snapshot"])},
        "tables": shipped_tables(site / "py" / "tables"),  # name -> {file (under py/tables/), bytes}
        "lockInfo": json.loads((ROOT / "node_modules" / "pyodide" / "pyodide-lock.json").read_text())["info"],
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
    """The snapshot, its stdlib zip and the gzipped wasm, rebuilt only when what they are made from changes."""
    pyodide = ROOT / "node_modules" / "pyodide"
    tools = Path(__file__).parent
    inputs = [pyodide / "pyodide.asm.mjs", pyodide / "pyodide.asm.wasm", pyodide / "python_stdlib.zip",
              package, tools / "build_runtime.mjs", tools / "runtime_imports.py",
              tools.parent / "theme" / "js" / "snapshot_base.js"]
    key = hashlib.sha256(b"".join(hashlib.sha256(p.read_bytes()).digest() for p in inputs)).hexdigest()[:16]
    cache = ROOT / "build" / "runtime-cache" / key
    if not (cache / "runtime.json").exists():
        shutil.rmtree(cache.parent, ignore_errors=True)  # one runtime at a time: each is ~10 MB
        subprocess.run(["node", str(tools / "build_runtime.mjs"), str(package), str(cache)], check=True, cwd=ROOT)
    built = json.loads((cache / "runtime.json").read_text())
    asm = hashlib.sha256((pyodide / "pyodide.asm.mjs").read_bytes() + (pyodide / "pyodide.asm.wasm").read_bytes())
    stdlib = (cache / "python_stdlib.zip").read_bytes()
    # A snapshot restores only into the Pyodide build and stdlib zip it was taken with: never ship a mix.
    if built["asm"] != asm.hexdigest() or built["stdlib"] != hashlib.sha256(stdlib).hexdigest():
        raise SystemExit("The Python snapshot does not match this Pyodide build; delete build/runtime-cache.")
    return {
        "stdlib": copy_hashed(cache / "python_stdlib.zip", dest, "python_stdlib-{}.zip"),
        "snapshot": copy_hashed(cache / "python.snap.gz", dest, "python-{}.snap.gz"),
        "wasm": copy_hashed(cache / "pyodide.asm.wasm.gz", dest, "pyodide.asm-{}.wasm.gz"),
        "snapshotBytes": built["sparseBytes"],
        "snapshotBase": built["snapshotBase"],  # the worker checks the base it XORs with is this one
    }


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


def offline_files(site: Path) -> list[str]:
    """The build's files that the service worker keeps, as URLs relative to it (pages by their folder)."""
    files = []
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        name = path.relative_to(site).as_posix()
        if not any(fnmatch.fnmatch(name, pattern) for pattern in NOT_OFFLINE):
            page = name == "index.html" or name.endswith("/index.html")
            files.append("./" + (name.removesuffix("index.html") if page else name))
    return files


def stamp_service_worker(site: Path) -> None:
    """Put the version and the offline files into sw.js: a changed file makes browsers update it."""
    worker = site / "sw.js"
    files = offline_files(site)
    digest = hashlib.sha256()
    for name in files:
        path = site / (name + "index.html" if name.endswith("/") else name)
        digest.update(name.encode() + hashlib.sha256(path.read_bytes()).digest())
    text = worker.read_text().replace("__VERSION__", digest.hexdigest()[:12]).replace('"__FILES__"', json.dumps(files))
    worker.write_text(text)
