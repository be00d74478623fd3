// Build the fast-start runtime in Node, with the same Pyodide the site serves:
//   node site/tools/build_runtime.mjs PACKAGE.zip OUT_DIR
// writes OUT_DIR/python_stdlib.pyc.zip  the standard library byte-compiled (npm ships .py only,
//                                        so every cold boot compiles ~50 modules from source),
//        OUT_DIR/python.snap            a memory snapshot taken after importing every gridhunt
//                                        module, sparse-encoded (all-zero 64 KiB pages dropped),
//        OUT_DIR/runtime.json           what was built from what (the hook checks it).
// The snapshot is only valid with this exact pyodide.asm.wasm and this exact stdlib zip
// (its zip directory cache lives inside the snapshot), so they are always built together.
// The snapshot API is private to Pyodide (underscored options): the worker falls back to a
// normal boot when a restore fails.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadPyodide, version } from "pyodide";

const [packageZip, outDir] = process.argv.slice(2).map((p) => resolve(p));
const SITE_PACKAGES = "/lib/python3.14/site-packages";
const PAGE = 65536;
const MAGIC = 0x53525053; // "SPRS": our sparse container around Pyodide's snapshot bytes
const quiet = { stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") };
mkdirSync(outDir, { recursive: true });

// 1. Byte-compile the standard library inside Pyodide (the .pyc magic must be CPython 3.14's).
const compiler = await loadPyodide(quiet);
compiler.runPython(`
import importlib.util, zipfile
def byte_compile(src, dst):
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            data = zin.read(info)
            if info.filename.endswith(".py"):
                code = compile(data, "/lib/python314.zip/" + info.filename, "exec", dont_inherit=True)
                # unchecked hash pycs: zipimport loads them without looking for the source
                pyc = importlib._bootstrap_external._code_to_hash_pyc(code, importlib.util.source_hash(data), False)
                zout.writestr(zipfile.ZipInfo(info.filename + "c", (2020, 1, 1, 0, 0, 0)), pyc, zipfile.ZIP_DEFLATED)
            elif not info.filename.endswith("/"):
                zout.writestr(zipfile.ZipInfo(info.filename, (2020, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
byte_compile("/lib/python314.zip", "/tmp/stdlib.zip")
`);
const stdlib = compiler.FS.readFile("/tmp/stdlib.zip");
const stdlibPath = join(outDir, "python_stdlib.pyc.zip");
writeFileSync(stdlibPath, stdlib);

// 2. Boot with that stdlib in snapshot mode, import the whole package, and take the snapshot.
const py = await loadPyodide({ ...quiet, _makeSnapshot: true, stdLibURL: stdlibPath });
py.unpackArchive(new Uint8Array(readFileSync(packageZip)), "zip", { extractDir: SITE_PACKAGES });
const modules = py.runPython(`
import importlib, pkgutil
importlib.invalidate_caches()
import gridhunt, gridhunt.api
# the snapshot holds no files: every module the pages may need must be imported now
names = [m.name for m in pkgutil.walk_packages(gridhunt.__path__, "gridhunt.") if not m.name.endswith("__main__")]
for name in names:
    importlib.import_module(name)
len(names) + 1
`);
const snapshot = py.makeMemorySnapshot();

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
writeFileSync(join(outDir, "python.snap"), sparse.subarray(0, header.byteLength + kept.length * PAGE));

const sha = (bytes) => createHash("sha256").update(bytes).digest("hex");
const asm = sha(Buffer.concat([readFileSync(new URL("pyodide.asm.mjs", import.meta.resolve("pyodide"))), readFileSync(new URL("pyodide.asm.wasm", import.meta.resolve("pyodide")))]));
writeFileSync(join(outDir, "runtime.json"), JSON.stringify({
  pyodide: version, asm, stdlib: sha(stdlib), package: sha(readFileSync(packageZip)),
  modules, snapshotBytes: snapshot.length, sparseBytes: sparse.length,
}, null, 1));
console.log(`snapshot ${snapshot.length} bytes, sparse ${sparse.length}, stdlib .pyc zip ${stdlib.length}, ${modules} modules`);
