import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";
const [pkg, stdlib, variant] = process.argv.slice(2);
const py = await loadPyodide({ _makeSnapshot: true, stdLibURL: stdlib, stdout: () => {} });
py.unpackArchive(new Uint8Array(readFileSync(pkg)), "zip", { extractDir: "/lib/python3.14/site-packages" });
py.runPython(`import importlib; importlib.invalidate_caches(); import gridhunt.api, gridhunt.puzzles, gc; gc.collect()`);
const m = py._module;
function scrub(alloc, free, sizes) {
  const taken = [];
  for (const size of sizes) {
    for (;;) { const p = alloc(size); if (!p) break; m.HEAPU8.fill(0, p, p + size); taken.push(p); }
  }
  for (const p of taken.reverse()) free(p);
  return taken.length;
}
const heapBefore = m.HEAP8.length;
if (variant.includes("scrub")) {
  const foot = m._malloc_footprint();
  m._malloc_set_footprint_limit(foot);
  const big = []; for (let s = 1 << 24; s >= 16; s >>= 1) big.push(s);
  const n1 = scrub(m._malloc, m._free, big);
  let n2 = 0;
  if (variant.includes("py")) { const small = []; for (let s = 512; s >= 8; s -= 8) small.push(s); n2 = scrub(m._PyObject_Malloc, m._PyObject_Free, small); }
  m._malloc_set_footprint_limit(-1 >>> 0);
  console.log("scrubbed", n1, n2, "footprint", foot, m._malloc_footprint());
}
if (variant.includes("stack")) {
  const cur = m._emscripten_stack_get_current(), end = m._emscripten_stack_get_end(), base = m._emscripten_stack_get_base();
  console.log("stack base", base, "end", end, "current", cur, "heap_base", m.___heap_base);
  m.HEAPU8.fill(0, end, cur - 256);
}
console.log("heap", heapBefore, m.HEAP8.length);
const snap = py.makeMemorySnapshot();
const PAGE = 65536; const parts = [];
for (let o = 0; o < snap.length; o += PAGE) { const p = snap.subarray(o, o + PAGE); if (p.some((b) => b)) parts.push(p); }
const sparse = Buffer.concat(parts);
console.log(variant, "sparse", sparse.length, "gz6", gzipSync(sparse, { level: 6 }).length, "gz9", gzipSync(sparse, { level: 9 }).length);
