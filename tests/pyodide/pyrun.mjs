// Run a Python script under Pyodide in Node with the gridhunt package installed.
//   node tests/pyodide/pyrun.mjs PACKAGE.zip SCRIPT.py [ARGS...]
// The script sees ARGS in sys.argv[1:], may read files of this machine under /host
// (the real filesystem is mounted there), and its output goes to stdout/stderr.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const [zipPath, scriptPath, ...args] = process.argv.slice(2);
if (!zipPath || !scriptPath) {
  console.error("usage: node pyrun.mjs PACKAGE.zip SCRIPT.py [ARGS...]");
  process.exit(2);
}
const py = await loadPyodide({ stdout: (s) => console.log(s), stderr: (s) => console.error(s) });
py.unpackArchive(new Uint8Array(readFileSync(zipPath)), "zip", { extractDir: "/lib/python3.14/site-packages" });
py.FS.mkdir("/host");
py.FS.mount(py.FS.filesystems.NODEFS, { root: "/" }, "/host");
const script = resolve(scriptPath);
py.globals.set("_argv", py.toPy([script, ...args.map((a) => (a.startsWith("/") ? "/host" + a : a))]));
try {
  py.runPython(`
import sys, importlib, runpy
importlib.invalidate_caches()
sys.argv = list(_argv)
sys.path.insert(0, "/host" + "${resolve(scriptPath, "..")}")
runpy.run_path("/host" + sys.argv[0], run_name="__main__")
`);
} catch (error) {
  if (!String(error).includes("SystemExit: 0")) {
    console.error(String(error));
    process.exit(1);
  }
}
