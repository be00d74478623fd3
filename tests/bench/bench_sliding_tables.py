"""The 4x4 pattern databases: built, or shipped in one of several forms; what each costs before a search can start.

    python tests/bench/bench_sliding_tables.py [--mbit 20] [--hole 0]

Natively it builds one 4x4 set (three 5-tile tables; --hole picks the goal class:
0 corner, 1 edge, 5 middle), writes it in each candidate form to build/bench-tables/
and prints their sizes; then the same script under Pyodide in Node builds the set
and times what the worker would do with each form. Times are CPU seconds (fair on a
loaded machine: ``time.process_time()`` natively, Node's ``process.cpuUsage()`` under
Pyodide); the download is the size over the link. The forms:
- raw, gzipped: the tables as they are, inflated by the browser as they arrive;
- raw, xz: Python's lzma decompresses them;
- packed, gzipped: base + XOR (gridhunt.search.pattern_packing), inflated by the
  browser, unpacked by Python;
- packed, xz (what the site ships): the same, decompressed and unpacked by Python.
"""

import argparse
import gzip
import json
import lzma
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "pysrc"), str(ROOT / "tests")]

from gridhunt.puzzles.sliding import tables  # noqa: E402
from gridhunt.search import pattern_packing  # noqa: E402

FORMS = ("raw.gz", "raw.xz", "packed.gz", "packed.xz")


def cpu_seconds() -> float:
    if sys.platform == "emscripten":
        import js  # Pyodide's bridge to JavaScript: Node's process object

        used = js.process.cpuUsage()
        return (used.user + used.system) / 1e6
    return time.process_time()


def timed(work):
    started = cpu_seconds()
    result = work()
    return result, cpu_seconds() - started


def write_forms(folder: Path, hole: int) -> dict:
    """Build the set here and write it in every form; the build's CPU seconds and each form's size."""
    built, seconds = timed(lambda: tables.databases(4, 4, hole))
    raw, packed = b"".join(built), lzma.decompress(tables.shipped_set(4, 4, hole))
    folder.mkdir(parents=True, exist_ok=True)
    data = {"raw.gz": gzip.compress(raw, 9), "raw.xz": lzma.compress(raw),
            "packed.gz": gzip.compress(packed, 9), "packed.xz": lzma.compress(packed)}
    for form, content in data.items():
        (folder / form).write_bytes(content)
    return {"build": seconds, "sizes": {form: len(content) for form, content in data.items()}}


def inside(folder: Path, hole: int) -> dict:
    """Under Pyodide: the build, and what the worker does with each form once it has the bytes."""
    built, build = timed(lambda: tables._built_set(4, 4, hole))
    cells, found = 16, tables.groups(4, 4, hole)
    size = len(built[0])

    def unpacked(data: bytes) -> list[bytes]:
        part = len(data) // len(found)
        return [pattern_packing.unpack(data[i * part : (i + 1) * part], cells, len(g)) for i, g in enumerate(found)]

    work = {
        "raw.gz": lambda data: [data[i * size : (i + 1) * size] for i in range(len(found))],
        "raw.xz": lambda data: (lambda raw: [raw[i * size : (i + 1) * size] for i in range(len(found))])(lzma.decompress(data)),
        "packed.gz": unpacked,
        "packed.xz": lambda data: unpacked(lzma.decompress(data)),
    }
    seconds = {}
    for form in FORMS:
        data = (folder / form).read_bytes()
        if form.endswith(".gz"):
            data = gzip.decompress(data)  # the browser's work, as the bytes arrive: not counted
        result, seconds[form] = timed(lambda: work[form](data))
        assert result == built, form
    return {"build": build, "work": seconds}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mbit", type=float, default=20)
    parser.add_argument("--hole", type=int, default=0, choices=(0, 1, 5))
    parser.add_argument("--inside", type=Path, help=argparse.SUPPRESS)  # the Pyodide half, given the folder
    args = parser.parse_args()
    if args.inside:
        print(json.dumps(inside(args.inside, args.hole)))
        return
    import under_pyodide

    folder = ROOT / "build" / "bench-tables"
    native = write_forms(folder, args.hole)
    pyodide = json.loads(under_pyodide.run(__file__, "--hole", args.hole, "--inside", folder).strip().splitlines()[-1])
    print(f"4x4 set of goal hole {args.hole}: built in {native['build']:.2f} s of CPU natively, {pyodide['build']:.2f} s under Pyodide")
    print(f"| form | size | download at {args.mbit:g} Mbit/s | Python's work under Pyodide | before the search can start |")
    print("|---|---|---|---|---|")
    print(f"| built in the browser | | | {pyodide['build']:.2f} s | {pyodide['build']:.2f} s |")
    for form in FORMS:
        size = native["sizes"][form]
        download = size * 8 / (args.mbit * 1e6)
        work = pyodide["work"][form]
        print(f"| {form} | {size / 1e6:.2f} MB | {download:.2f} s | {work:.2f} s | {download + work:.2f} s |")


if __name__ == "__main__":
    main()
