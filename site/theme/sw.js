// Service worker: after one visit the whole site works with the server gone.
// The build writes its version and the files kept for offline use below (site/tools/mkdocs_hooks.py);
// a new build changes these bytes, which is what makes browsers install the new worker.
// It installs after the page's first visit has downloaded Python: each file is revalidated
// ("no-cache"), so what the browser already holds costs a 304, not a second download.
const VERSION = "__VERSION__";
const FILES = "__FILES__";
const CACHE = `gridhunt-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then(async (cache) => {
        await cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })));
        await keepInflated(cache);
      })
      .then(() => self.skipWaiting()),
  );
});

// The snapshot and the wasm come gzipped (the worker inflates them on a first visit); kept inflated
// under their names without ".gz", later visits start without unpacking 27 MB (js/worker.js looks there).
async function keepInflated(cache) {
  for (const file of FILES.filter((f) => f.endsWith(".gz"))) {
    const packed = await cache.match(file);
    const body = await new Response(packed.body.pipeThrough(new DecompressionStream("gzip"))).blob();
    const type = file.endsWith(".wasm.gz") ? "application/wasm" : "application/octet-stream";
    await cache.put(file.slice(0, -".gz".length), new Response(body, { headers: { "Content-Type": type } }));
    await cache.delete(file);
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("gridhunt-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Pages: network first so a rebuilt site shows at once, the cache when offline.
// Everything else (scripts, Pyodide, the package) is versioned by the cache itself: cache first.
// The sliding solver's tables (py/tables/, about 1 MB each) are not installed with the rest: the first solve
// that needs one fetches it, and it is kept then, so offline solves work after that one.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  const isPage = request.mode === "navigate" || (request.headers.get("accept") || "").includes("text/html");
  event.respondWith(isPage ? networkFirst(request) : cacheFirst(request));
});

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.includes("/py/tables/")) {
    (await caches.open(CACHE)).put(request, response.clone());
  }
  return response;
}
