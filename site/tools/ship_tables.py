"""The sliding solver's shipped pattern databases, as xz files the page's worker fetches on first need.

    python site/tools/ship_tables.py OUT_DIR     # writes every shipped set, prints their index as JSON

Each set (one goal-hole class of a shipped board shape, see
``gridhunt.puzzles.sliding.tables``) becomes ``<name>-<hash>.bin.xz``. Building the
three 4x4 sets takes some 25 s of CPU, so the mkdocs hook keeps them in
``build/tables-cache/<key>``, the key a hash of the modules that decide their bytes.
"""

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# the modules whose code decides the tables' bytes: a change to any of them builds the files again
SOURCES = ("search/pattern_db.py", "search/pattern_packing.py", "puzzles/sliding/tables.py", "puzzles/sliding/symmetry.py")


def shipped_tables(dest: Path) -> dict:
    """Copy the shipped sets into ``dest`` (built on a cache miss); {set name: {"file", "bytes"}}, files relative to dest."""
    package = ROOT / "pysrc" / "gridhunt"
    key = hashlib.sha256(b"".join(hashlib.sha256((package / name).read_bytes()).digest() for name in SOURCES)).hexdigest()[:16]
    cache = ROOT / "build" / "tables-cache" / key
    if not (cache / "index.json").exists():
        shutil.rmtree(cache.parent, ignore_errors=True)  # one version at a time: each is ~5 MB
        # a fresh interpreter: mkdocs serve keeps this process, and with it an old copy of the package
        subprocess.run([sys.executable, __file__, str(cache)], check=True, env={"PYTHONPATH": str(ROOT / "pysrc"), "PATH": ""})
    index = json.loads((cache / "index.json").read_text())
    dest.mkdir(parents=True, exist_ok=True)
    for entry in index.values():
        shutil.copyfile(cache / entry["file"], dest / entry["file"])
    return index


def write_sets(dest: Path) -> dict:
    """Build and pack every shipped set into ``dest`` with its index."""
    from gridhunt.puzzles.sliding import tables  # the tool's own process runs with pysrc on its path

    dest.mkdir(parents=True, exist_ok=True)
    index = {}
    for shape_and_hole in tables.shipped_sets():
        name = tables.set_name(*shape_and_hole)
        data = tables.shipped_set(*shape_and_hole)
        file = f"{name}-{hashlib.sha256(data).hexdigest()[:10]}.bin.xz"
        (dest / file).write_bytes(data)
        index[name] = {"file": file, "bytes": len(data)}
    (dest / "index.json").write_text(json.dumps(index, indent=1))
    return index


if __name__ == "__main__":
    print(json.dumps(write_sets(Path(sys.argv[1])), indent=1))
