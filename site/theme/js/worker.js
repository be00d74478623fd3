// The one Python worker: boots Pyodide as the page loads and answers JSON requests.
// Protocol (see client.js): in  {id, request}      request = an api.handle request object
//                              {cancel: [id, ...]} drop these requests (sent while Python loads)
//                           out {type: "status", state: "loading" | "ready" | "failed", message, boot}
//                               {type: "progress", stage, loaded, total}   while Python loads
//                               {type: "progress", stage: "fetch" | "unpack", loaded, total}
//                                                                   while files a reply asked for come
//                               {type: "early", id, reply}                 sent ahead of a reply: a count's
//                                                                   first solution while the proof runs (api.py)
//                               {type: "reply", id, reply, ms}             ms: the answer's own time
//
// A reply {ok: true, fetch: [names]} asks for files the build ships beside the package (the sliding
// solver's tables, py/tables/, named in the manifest): the worker fetches them into FETCHED, where
// Python looks for them (the environment variable GRIDHUNT_FETCHED), and asks again.
//
// Fast start: the build ships a memory snapshot of Python with gridhunt already imported
// (site/tools/build_runtime.mjs). Restoring it skips the interpreter's start and every import;
// when anything about it fails, the worker says so in the console and boots normally.
// The two big files (the snapshot and Pyodide's WebAssembly) are shipped gzipped and inflated
// here as they arrive: many hosts send them uncompressed, which would more than double the download.
// The snapshot is stored as its difference from the memory the wasm's data segments lay out
// (js/snapshot_base.js), which the wasm download carries anyway: 1.5 MB less.
const root = new URL("../", import.meta.url);
const PYODIDE = new URL("pyodide/", root).href;
const SITE_PACKAGES = "/lib/python3.14/site-packages";
const SPARSE_MAGIC = 0x53525053;
const BUILT_MANIFEST = "__BUILT_MANIFEST__";
const FETCHED = "/gridhunt-fetched";

const status = (state, extra = {}) => postMessage({ type: "status", state, ...extra });
// Milliseconds since this worker started, per boot stage: the start-up benchmark prints them.
const timings = {};
const mark = (stage) => (timings[stage] = Math.round(performance.now()));

/** Bytes downloaded so far of the files Python needs, reported to the page a few times a second. */
class Progress {
  constructor(stage = "download") {
    this.loaded = new Map();
    this.totals = new Map();
    this.stage = stage;
    this.sentAt = 0;
  }

  expect(name, total) {
    this.totals.set(name, total);
    this.loaded.set(name, 0);
  }

  add(name, bytes) {
    this.loaded.set(name, this.loaded.get(name) + bytes);
    if (performance.now() - this.sentAt > 100) this.send();
  }

  enter(stage) {
    this.stage = stage;
    this.send();
  }

  send() {
    this.sentAt = performance.now();
    const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
    postMessage({ type: "progress", stage: this.stage, loaded: sum(this.loaded), total: sum(this.totals) });
  }
}
const progress = new Progress();

/**
 * The bytes of a gzipped file of the build, inflated: from the inflated copy the service worker
 * keeps after a first visit (sw.js), else downloaded with progress and inflated as they arrive.
 */
async function downloadInflated(manifest, name) {
  const path = `py/${name}`;
  const kept = self.caches && (await caches.match(new URL(path.replace(/\.gz$/, ""), root)));
  if (kept) return kept.arrayBuffer();
  progress.expect(path, manifest.sizes[name]);
  return new Response(await download(path, { gzipped: true })).arrayBuffer();
}

/** A file of the build as a stream of its bytes, counted for the progress display, inflated when `gzipped`. */
async function download(path, { gzipped = false, counter = progress } = {}) {
  const response = await fetch(new URL(path, root));
  if (!response.ok || !response.body) throw new Error(`${path}: HTTP ${response.status}`);
  const counted = response.body.pipeThrough(new TransformStream({
    transform(chunk, controller) {
      counter.add(path, chunk.byteLength);
      controller.enqueue(chunk);
    },
  }));
  return gzipped ? counted.pipeThrough(new DecompressionStream("gzip")) : counted;
}

/**
 * Pyodide fetches pyodide.asm.wasm by itself once loadPyodide runs; the worker answers that request
 * with the build's gzipped copy, inflated. Its download starts at once and runs to the end beside
 * the snapshot's (a stream left to Pyodide would wait, held back, until Pyodide has the snapshot).
 * Every other request goes to the network. Returns the wasm's bytes: the snapshot's base is read from them.
 */
function serveWasmFromGzip(manifest) {
  const wasmUrl = new URL("pyodide.asm.wasm", PYODIDE).href;
  const networkFetch = self.fetch.bind(self);
  const bytes = downloadInflated(manifest, manifest.wasm);
  bytes.catch(() => {}); // reported when Pyodide asks for it
  self.fetch = async (resource, options) => {
    if (String(resource) !== wasmUrl) return networkFetch(resource, options);
    return new Response(await bytes, { headers: { "Content-Type": "application/wasm" } });
  };
  return bytes;
}

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

/** The snapshot from its difference to the wasm's initial memory, once the base is checked to be the build's. */
async function undelta(manifest, snapshot, wasm, base) {
  const { dataImage, digest, xorMemory } = await base;
  const image = dataImage(await wasm);
  if ((await digest(image)) !== manifest.snapshotBase) throw new Error("the snapshot's base memory differs from the build's");
  xorMemory(snapshot, image);
  return snapshot;
}

// Pyodide's lock file lists the packages it could load; we load none, so it need not be downloaded.
const noPackages = (manifest) => ({ info: manifest.lockInfo, packages: {} });
const quiet = (manifest) => ({ indexURL: PYODIDE, stdout: () => {}, stderr: () => {}, lockFileContents: noPackages(manifest) });

function downloadSnapshot(manifest, wasm) {
  const base = import("./snapshot_base.js");
  const snapshot = downloadInflated(manifest, manifest.snapshot)
    .then((bytes) => (mark("snapshotFetched"), progress.enter("start"), undelta(manifest, unsparse(bytes), wasm, base)));
  snapshot.catch(() => {}); // a failed download is reported by loadPyodide below, not as unhandled
  return snapshot;
}

async function bootFromSnapshot(manifest, snapshot) {
  const { loadPyodide } = await pyodideScript;
  const py = await loadPyodide({
    ...quiet(manifest),
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
  findRestOfStdlib(py, manifest);
  return py;
}

/**
 * The snapshot's stdlib zip holds only the modules the build saw imported after the snapshot.
 * Should anything else be imported, Python finds it in the full standard library (the one the
 * normal boot uses), downloaded then: a synchronous request, which workers may make.
 */
function findRestOfStdlib(py, manifest) {
  const fullStdlib = "/lib/python314-full.zip";
  const fetchFullStdlib = () => {
    const request = new XMLHttpRequest();
    request.open("GET", new URL("python_stdlib.zip", PYODIDE).href, false);
    request.responseType = "arraybuffer";
    request.send();
    if (request.status !== 200) throw new Error(`python_stdlib.zip: HTTP ${request.status}`);
    py.FS.writeFile(fullStdlib, new Uint8Array(request.response));
    return fullStdlib;
  };
  py.runPython(`
import sys, zipimport

class RestOfStdlib:
    """Finds standard modules left out of the snapshot's small zip in the full zip, fetched on first need."""

    def __init__(self, fetch_zip):
        self.fetch_zip = fetch_zip
        self.importer = None

    def find_spec(self, name, path=None, target=None):
        if self.importer is None:
            try:
                self.importer = zipimport.zipimporter(self.fetch_zip())
            except Exception:  # offline or gone: the import fails as it would have
                return None
        return self.importer.find_spec(name, target)

sys.meta_path.append(RestOfStdlib(fetch_full_stdlib))
del RestOfStdlib
`, { globals: py.toPy({ fetch_full_stdlib: fetchFullStdlib }) });
}

async function bootNormally(manifest) {
  const packageBytes = fetch(new URL(`py/${manifest.package}`, root)).then((r) => r.arrayBuffer());
  const { loadPyodide } = await pyodideScript;
  const py = await loadPyodide(quiet(manifest));
  py.unpackArchive(await packageBytes, "zip", { extractDir: SITE_PACKAGES });
  return py;
}

async function boot() {
  // The build writes its manifest into this file (site/tools/mkdocs_hooks.py): no round trip before
  // the downloads start. Unbuilt sources still work by fetching it.
  const manifest = typeof BUILT_MANIFEST === "object" ? BUILT_MANIFEST
    : await (await fetch(new URL("py/manifest.json", root), { cache: "no-cache" })).json();
  mark("manifest");
  // The big downloads first, then Pyodide's scripts, all under way together.
  const wasm = serveWasmFromGzip(manifest);
  const snapshot = manifest.snapshot && downloadSnapshot(manifest, wasm);
  pyodideScript = import("../pyodide/pyodide.mjs");
  import("../pyodide/pyodide.asm.mjs").catch(() => {}); // fetched now; loadPyodide imports the same module
  if (manifest.snapshot) {
    try {
      const py = await bootFromSnapshot(manifest, snapshot);
      return { handle: entryPoint(py), boot: "snapshot", py, manifest };
    } catch (error) {
      console.warn("Gridhunt: the Python snapshot could not be restored, starting Python normally.", error);
      progress.enter("fallback");
    }
  }
  const py = await bootNormally(manifest);
  return { handle: entryPoint(py), boot: "normal", py, manifest };
}

/** gridhunt.api.handle, checked once so a broken runtime fails here, where we can fall back. */
function entryPoint(py) {
  const handle = py.runPython("import importlib; importlib.invalidate_caches(); import gridhunt.api; gridhunt.api.handle");
  if (!JSON.parse(handle('{"op": "kinds"}')).ok) throw new Error("gridhunt does not answer");
  py.FS.mkdirTree(FETCHED);
  py.runPython(`import os; os.environ["GRIDHUNT_FETCHED"] = "${FETCHED}"`);
  return handle;
}

/** Fetch the build's files a reply named into FETCHED, with their bytes counted for the page. */
async function fetchFiles(py, manifest, names) {
  const counter = new Progress("fetch");
  const paths = names.map((name) => {
    const entry = manifest.tables && manifest.tables[name];
    if (!entry) throw new Error(`this build has no file "${name}"`);
    counter.expect(`py/tables/${entry.file}`, entry.bytes);
    return `py/tables/${entry.file}`;
  });
  counter.send();
  // xz-compressed: Python decompresses them (gridhunt.puzzles.sliding.tables), the browser cannot
  const files = await Promise.all(paths.map(async (path) => new Uint8Array(
    await new Response(await download(path, { counter })).arrayBuffer())));
  counter.enter("unpack"); // Python reads them next, in the same request
  names.forEach((name, i) => py.FS.writeFile(`${FETCHED}/${name}`, files[i]));
}

/** Python's reply to one request, after fetching any files it asked for (once: a second ask is an error). */
async function answer({ handle, py, manifest }, request, early) {
  const text = JSON.stringify(request);
  const reply = JSON.parse(handle(text, early));
  if (!(reply.ok && Array.isArray(reply.fetch))) return reply;
  try {
    await fetchFiles(py, manifest, reply.fetch);
  } catch (error) {
    // offline before any solve needed them: say how to get them, not just that the network failed
    const why = error.message || error;
    return { ok: false, status: "invalid", error: `The solver's tables could not be downloaded (${why}). `
      + "They are kept for offline use after the first solve that needs them: connect once and Solve again." };
  }
  const again = JSON.parse(handle(text, early));
  return again.ok && again.fetch ? { ok: false, status: "invalid", error: "The fetched tables were not found" } : again;
}

// Pyodide's loader, imported once the downloads have started (see boot).
let pyodideScript;
// Requests that arrive while Python boots wait for it, in order.
const ready = boot();
ready.then(
  ({ boot }) => {
    status("ready", { boot, timings: { ...timings, ready: Math.round(performance.now()) } });
  },
  (error) => status("failed", { message: String(error && error.message ? error.message : error) }),
);

// Requests the page gave up (Stop) while Python was still loading: dropped once it is ready.
const cancelled = new Set();

self.onmessage = async (event) => {
  if (event.data.cancel) {
    for (const id of event.data.cancel) cancelled.add(id);
    return;
  }
  const { id, request } = event.data;
  let reply, ms;
  try {
    const python = await ready;
    if (cancelled.delete(id)) return;
    const started = performance.now();
    const early = (json) => postMessage({ type: "early", id, reply: JSON.parse(json) });
    reply = await answer(python, request, early);
    ms = performance.now() - started; // with any files fetched for it: the wait the user saw
  } catch (error) {
    reply = { ok: false, status: "invalid", error: "Python could not start: " + String(error && error.message ? error.message : error) };
  }
  postMessage({ type: "reply", id, reply, ms });
};
status("loading");
