// The one Python worker: boots Pyodide as the page loads and answers JSON requests.
// Protocol (see client.js): in  {id, request}      request = an api.handle request object
//                           out {type: "status", state: "loading" | "ready" | "failed", message, boot}
//                               {type: "reply", id, reply}
//
// Fast start: the build ships a memory snapshot of Python with gridhunt already imported
// (site/tools/build_runtime.mjs). Restoring it skips the interpreter's start and every import;
// when anything about it fails, the worker says so in the console and boots normally.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const root = new URL("../", import.meta.url);
const PYODIDE = new URL("pyodide/", root).href;
const SITE_PACKAGES = "/lib/python3.14/site-packages";
const SPARSE_MAGIC = 0x53525053;
const BUILT_MANIFEST = "__BUILT_MANIFEST__";
const quiet = { indexURL: PYODIDE, stdout: () => {}, stderr: () => {} };

const status = (state, extra = {}) => postMessage({ type: "status", state, ...extra });
// Milliseconds since this worker started, per boot stage: the start-up benchmark prints them.
const timings = {};
const mark = (stage) => (timings[stage] = Math.round(performance.now()));
const fetchBytes = async (name) => {
  const response = await fetch(new URL(`py/${name}`, root));
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  return response.arrayBuffer();
};

/** Pyodide's snapshot bytes from our sparse container (all-zero pages were left out). */
function unsparse(buffer) {
  const head = new Uint32Array(buffer, 0, 4);
  if (head[0] !== SPARSE_MAGIC) throw new Error("not a sparse snapshot");
  const [, length, pageSize, count] = head;
  const pages = new Uint32Array(buffer, 16, count);
  const bytes = new Uint8Array(length);
  for (let i = 0, offset = 16 + 4 * count; i < count; i++, offset += pageSize) {
    const size = Math.min(pageSize, length - pages[i] * pageSize);
    if (size <= 0 || offset + size > buffer.byteLength) throw new Error("truncated snapshot");
    bytes.set(new Uint8Array(buffer, offset, size), pages[i] * pageSize);
  }
  return bytes;
}

async function bootFromSnapshot(manifest) {
  const snapshot = fetchBytes(manifest.snapshot).then((bytes) => (mark("snapshotFetched"), unsparse(bytes)));
  snapshot.catch(() => {}); // a failed download is reported by loadPyodide below, not as unhandled
  const py = await loadPyodide({
    ...quiet,
    checkAPIVersion: false,
    stdLibURL: new URL(`py/${manifest.stdlib}`, root).href, // the exact zip the snapshot was taken with
    _loadSnapshot: snapshot,
    // Pyodide ignores the heap size a snapshot needs (pyodide#6254): grow the heap before restoring.
    createPyodideModule: async (settings) => {
      const module = await (await import("../pyodide/pyodide.asm.mjs")).default(settings);
      const bytes = await snapshot;
      const heap = bytes.length - new Uint32Array(bytes.buffer, bytes.byteOffset, 2)[1];
      if (heap > module.HEAP8.length) module.growMemory(heap);
      return module;
    },
  });
  mark("restored");
  // The snapshot froze the random generator's state: without a reseed every visit scrambles alike.
  py.runPython("import random; random.seed()");
  return py;
}

async function bootNormally(manifest) {
  const packageBytes = fetchBytes(manifest.package);
  const py = await loadPyodide(quiet);
  py.unpackArchive(await packageBytes, "zip", { extractDir: SITE_PACKAGES });
  return py;
}

async function boot() {
  // The build writes its manifest into this file (site/tools/mkdocs_hooks.py): no round trip before
  // the snapshot download starts. Unbuilt sources still work by fetching it.
  const manifest = typeof BUILT_MANIFEST === "object" ? BUILT_MANIFEST
    : await (await fetch(new URL("py/manifest.json", root), { cache: "no-cache" })).json();
  mark("manifest");
  if (manifest.snapshot) {
    try {
      const py = await bootFromSnapshot(manifest);
      return { handle: entryPoint(py), boot: "snapshot" };
    } catch (error) {
      console.warn("Gridhunt: the Python snapshot could not be restored, starting Python normally.", error);
    }
  }
  const py = await bootNormally(manifest);
  return { handle: entryPoint(py), boot: "normal" };
}

/** gridhunt.api.handle, checked once so a broken runtime fails here, where we can fall back. */
function entryPoint(py) {
  const handle = py.runPython("import importlib; importlib.invalidate_caches(); import gridhunt.api; gridhunt.api.handle");
  if (!JSON.parse(handle('{"op": "kinds"}')).ok) throw new Error("gridhunt does not answer");
  return handle;
}

// Requests that arrive while Python boots wait for it, in order.
const ready = boot();
ready.then(
  ({ boot }) => {
    status("ready", { boot, timings: { ...timings, ready: Math.round(performance.now()) } });
  },
  (error) => status("failed", { message: String(error && error.message ? error.message : error) }),
);

self.onmessage = async (event) => {
  const { id, request } = event.data;
  let reply;
  try {
    const { handle } = await ready;
    reply = JSON.parse(handle(JSON.stringify(request)));
  } catch (error) {
    reply = { ok: false, status: "invalid", error: "Python could not start: " + String(error && error.message ? error.message : error) };
  }
  postMessage({ type: "reply", id, reply });
};
status("loading");
