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
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })))).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("gridhunt-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Pages: network first so a rebuilt site shows at once, the cache when offline.
// Everything else (scripts, Pyodide, the package) is versioned by the cache itself: cache first.
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
  return cached || fetch(request);
}
