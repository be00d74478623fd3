// Entry point on every page: starts Python at once (so it boots while the reader looks at
// the grid), registers the service worker, and mounts a puzzle page on each
// <div class="gridhunt" data-kind="ID">. The kind's page class is the default export of
// js/ID.js, so a new kind needs no edit here.
import { python } from "./client.js";

const mounted = new Set();

async function mountAll() {
  // material's search overlay is a dialog without a name; screen readers need one
  document.querySelector(".md-search[role=dialog]")?.setAttribute("aria-label", "Search");
  for (const page of mounted) if (!page.root.isConnected) { page.destroy(); mounted.delete(page); }
  for (const root of document.querySelectorAll(".gridhunt[data-kind]")) {
    if (root.dataset.mounted) continue;
    root.dataset.mounted = "yes";
    try {
      const { default: Page } = await import(`./${root.dataset.kind}.js`);
      const page = new Page(root);
      root.gridhunt = page; // for tests and the console
      mounted.add(page);
    } catch (error) {
      root.textContent = `This puzzle could not be shown: ${error.message}`;
      console.error(error);
    }
  }
}

// material's instant navigation swaps the page body without reloading scripts:
// document$ fires on the first load and after every navigation.
if (window.document$) window.document$.subscribe(mountAll);
else mountAll();

// The service worker's first install downloads the whole site: wait until Python is up so the two
// do not compete for the network and the disk on a first visit.
function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  navigator.serviceWorker.register(new URL("../sw.js", import.meta.url)).catch((error) => console.warn("service worker:", error));
}
if (python.state === "loading") {
  const onStatus = () => {
    if (python.state === "loading") return;
    python.removeEventListener("status", onStatus);
    registerServiceWorker();
  };
  python.addEventListener("status", onStatus);
} else {
  registerServiceWorker();
}

window.gridhunt = { python };
