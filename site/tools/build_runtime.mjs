// Build the fast-start runtime in Node, with the same Pyodide the site serves:
//   node site/tools/build_runtime.mjs PACKAGE.zip OUT_DIR
// writes OUT_DIR/python_stdlib.zip      the standard library modules that may still be imported
//                                        after the snapshot, byte-compiled (a few hundred KB:
//                                        everything imported before is inside the snapshot),
//        OUT_DIR/python.snap.gz         a memory snapshot taken after importing every module the
//                                        pages use, XORed with the memory the wasm's data segments
//                                        lay out (site/theme/js/snapshot_base.js: what the program
//                                        never changed becomes zeros), sparse-encoded (all-zero
//                                        64 KiB pages dropped) and gzipped: the worker inflates it,
//                                        so no host has to, and XORs it back,
//        OUT_DIR/pyodide.asm.wasm.gz    Pyodide's WebAssembly, gzipped for the same reason,
//        OUT_DIR/runtime.json           what was built from what (the hook checks it).
// The snapshot is only valid with this exact pyodide.asm.wasm and this exact stdlib zip
// (its zip directory cache lives inside the snapshot), so they are always built together.
// The snapshot API is private to Pyodide (underscored options): the worker falls back to a
// normal boot when a restore fails.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { loadPyodide, version } from "pyodide";
import { dataImage, digest, xorMemory } from "../theme/js/snapshot_base.js";

const [packageZip, outDir] = process.argv.slice(2).map((p) => resolve(p));
const SITE_PACKAGES = "/lib/python3.14/site-packages";
const PAGE = 65536;
const MAGIC = 0x53525053; // "SPRS": our sparse container around Pyodide's snapshot bytes
const quiet = { stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") };
const packageBytes = () => new Uint8Array(readFileSync(packageZip));
const importsScript = readFileSync(new URL("runtime_imports.py", import.meta.url), "utf8");
mkdirSync(outDir, { recursive: true });

// 1. In a plain Pyodide: byte-compile the standard library (the .pyc magic must be CPython 3.14's),
//    find what is imported after the pages' modules (runtime_imports.py), and zip just that part.
const tracer = await loadPyodide(quiet);
tracer.unpackArchive(packageBytes(), "zip", { extractDir: SITE_PACKAGES });
tracer.FS.writeFile("/tmp/runtime_imports.py", importsScript);
const lazy = tracer.runPython(`
import importlib, json, sys
sys.path.insert(0, "/tmp")
importlib.invalidate_caches()
import runtime_imports
json.dumps(runtime_imports.lazy_imports())
`);
tracer.runPython(`
import importlib.util, json, zipfile

def wanted(filename, modules):
    """Whether a zip entry is one of the modules, or the __init__ of a package above one."""
    path = filename.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    return modules is None or any(m == path or m.startswith(path + ".") for m in modules)

def byte_compile(src, dst, modules=None):
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            if not info.filename.endswith(".py") or not wanted(info.filename, modules):
                continue
            data = zin.read(info)
            code = compile(data, "/lib/python314.zip/" + info.filename, "exec", dont_inherit=True, optimize=2)
            # optimize=2 as python -OO: no docstrings (0.3 MB less snapshot, gzipped), no asserts;
            # unchecked hash pycs: zipimport loads them without looking for the source
            pyc = importlib._bootstrap_external._code_to_hash_pyc(code, importlib.util.source_hash(data), False)
            zout.writestr(zipfile.ZipInfo(info.filename + "c", (2020, 1, 1, 0, 0, 0)), pyc, zipfile.ZIP_DEFLATED)

byte_compile("/lib/python314.zip", "/tmp/stdlib-full.zip")
byte_compile("/lib/python314.zip", "/tmp/stdlib.zip", json.loads(${JSON.stringify(lazy)}))
`);
const stdlib = tracer.FS.readFile("/tmp/stdlib.zip");
writeFileSync(join(outDir, "python_stdlib.zip"), stdlib);
const fullStdlibPath = join(mkdtempSync(join(tmpdir(), "gridhunt-")), "python_stdlib.pyc.zip");
writeFileSync(fullStdlibPath, tracer.FS.readFile("/tmp/stdlib-full.zip"));

// 2. Boot on the whole byte-compiled stdlib in snapshot mode and import what the pages use. Then put
//    the small zip in its place (Python reads the new zip's directory), which is the one the worker
//    mounts on restore, and take the snapshot.
const py = await loadPyodide({ ...quiet, _makeSnapshot: true, stdLibURL: fullStdlibPath });
py.unpackArchive(packageBytes(), "zip", { extractDir: SITE_PACKAGES });
py.FS.writeFile("/tmp/runtime_imports.py", importsScript);
const modules = py.runPython(`
import importlib, sys
sys.path.insert(0, "/tmp")
importlib.invalidate_caches()
import runtime_imports
len(runtime_imports.browser_modules())
`);
py.FS.writeFile("/lib/python314.zip", stdlib);
py.runPython(`
import gc, importlib, sys, zipimport
sys.path.remove("/tmp")
del sys.modules["runtime_imports"], runtime_imports
zipimport._zip_directory_cache.clear()
importlib.invalidate_caches()  # each zipimporter reads the small zip's directory
gc.collect()
`);
rmSync(dirname(fullStdlibPath), { recursive: true });
scrubFreeMemory(py._module);
const snapshot = py.makeMemorySnapshot();
const pyodideFile = (name) => readFileSync(new URL(name, import.meta.resolve("pyodide")));
const wasm = pyodideFile("pyodide.asm.wasm");
const base = dataImage(wasm);
xorMemory(snapshot, base);

/** Zero the heap's free chunks: freed memory keeps old bytes that would be shipped and barely compress. */
function scrubFreeMemory(module) {
  // Cap malloc at what it holds now, so it hands out free chunks and never grows the heap.
  module._malloc_set_footprint_limit(module._malloc_footprint());
  const taken = [];
  for (let size = 1 << 24; size >= 16; size >>= 1) {
    for (let pointer = module._malloc(size); pointer; pointer = module._malloc(size)) {
      module.HEAPU8.fill(0, pointer, pointer + size);
      taken.push(pointer);
    }
  }
  for (const pointer of taken.reverse()) module._free(pointer);
  module._malloc_set_footprint_limit(0xffffffff); // (size_t)-1: no limit
}

// 3. Sparse encoding: header [MAGIC, length, PAGE, count, page indexes...] then the kept pages.
const kept = [];
for (let offset = 0; offset < snapshot.length; offset += PAGE) {
  const page = snapshot.subarray(offset, Math.min(offset + PAGE, snapshot.length));
  if (page.some((b) => b !== 0)) kept.push(offset / PAGE);
}
const header = new Uint32Array([MAGIC, snapshot.length, PAGE, kept.length, ...kept]);
const sparse = new Uint8Array(header.byteLength + kept.length * PAGE);
sparse.set(new Uint8Array(header.buffer));
kept.forEach((p, i) => sparse.set(snapshot.subarray(p * PAGE, Math.min((p + 1) * PAGE, snapshot.length)), header.byteLength + i * PAGE));
const sparseBytes = sparse.subarray(0, header.byteLength + kept.length * PAGE);
const snapshotGz = gzipSync(sparseBytes, { level: 9 });
writeFileSync(join(outDir, "python.snap.gz"), snapshotGz);

const wasmGz = gzipSync(wasm, { level: 9 });
writeFileSync(join(outDir, "pyodide.asm.wasm.gz"), wasmGz);

const sha = (bytes) => createHash("sha256").update(bytes).digest("hex");
writeFileSync(join(outDir, "runtime.json"), JSON.stringify({
  pyodide: version, asm: sha(Buffer.concat([pyodideFile("pyodide.asm.mjs"), wasm])), stdlib: sha(stdlib),
  package: sha(readFileSync(packageZip)), modules, lazyImports: JSON.parse(lazy),
  snapshotBytes: snapshot.length, sparseBytes: sparseBytes.length, snapshotBase: await digest(base),
}, null, 1));
console.log(`snapshot ${snapshot.length} bytes, sparse ${sparseBytes.length}, gzipped ${snapshotGz.length}; `
  + `wasm gzipped ${wasmGz.length}; stdlib zip ${stdlib.length} (${JSON.parse(lazy).length} modules imported late); ${modules} modules`);
