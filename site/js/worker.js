// The one Python worker: boots Pyodide as the page loads and answers JSON requests.
// Protocol (see client.js): in  {id, request}      request = an api.handle request object
//                           out {type: "status", state: "loading" | "ready" | "failed", message}
//                               {type: "reply", id, reply}
import { loadPyodide } from "../pyodide/pyodide.mjs";

const root = new URL("../", import.meta.url);
const SITE_PACKAGES = "/lib/python3.14/site-packages";

const status = (state, message = "") => postMessage({ type: "status", state, message });

async function boot() {
  const manifest = await (await fetch(new URL("py/manifest.json", root), { cache: "no-cache" })).json();
  const packageBytes = fetch(new URL(`py/${manifest.package}`, root)).then((r) => {
    if (!r.ok) throw new Error(`package download failed (${r.status})`);
    return r.arrayBuffer();
  });
  const py = await loadPyodide({ indexURL: new URL("pyodide/", root).href, stdout: () => {}, stderr: () => {} });
  py.unpackArchive(await packageBytes, "zip", { extractDir: SITE_PACKAGES });
  return py.runPython("import importlib; importlib.invalidate_caches(); import gridhunt.api; gridhunt.api.handle");
}

// Requests that arrive while Python boots wait for it, in order.
const ready = boot();
ready.then(
  () => status("ready"),
  (error) => status("failed", String(error && error.message ? error.message : error)),
);

self.onmessage = async (event) => {
  const { id, request } = event.data;
  let reply;
  try {
    const handle = await ready;
    reply = JSON.parse(handle(JSON.stringify(request)));
  } catch (error) {
    reply = { ok: false, status: "invalid", error: "Python could not start: " + String(error && error.message ? error.message : error) };
  }
  postMessage({ type: "reply", id, reply });
};
status("loading");
