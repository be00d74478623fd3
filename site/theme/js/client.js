// The page side of the Python worker: one worker for the whole visit (module-global, so it
// survives material's instant navigation), one promise per request id, and Stop =
// terminate the worker and start a fresh one.

class PythonClient extends EventTarget {
  constructor(workerUrl) {
    super();
    this.workerUrl = workerUrl;
    this.pending = new Map();
    this.nextId = 1;
    this.workersStarted = 0;
    this.durations = new WeakMap(); // reply -> ms Python spent on it (not the wait for Python to start)
    this.start();
  }

  start() {
    this.state = "loading";
    this.message = "";
    this.progress = null;
    // The page's head starts the first worker before this module has arrived (main.html): adopt it,
    // with what it said meanwhile.
    const early = window.gridhuntWorker;
    window.gridhuntWorker = null;
    this.startedAt = early ? early.createdAt : performance.now();
    this.worker = early ? early.worker : new Worker(this.workerUrl, { type: "module" });
    this.workersStarted += 1;
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => this.setState("failed", event.message || "the Python worker could not start");
    this.setState("loading");
    for (const data of early ? early.messages : []) this.receive(data);
  }

  receive(data) {
    if (data.type === "status") {
      if (data.boot) this.boot = data.boot; // "snapshot" (fast start) or "normal"
      if (data.timings) this.timings = { workerCreatedAt: Math.round(this.startedAt), ...data.timings };
      this.setState(data.state, data.message || "");
    } else if (data.type === "progress") {
      this.progress = { stage: data.stage, loaded: data.loaded, total: data.total }; // bytes of the download
      this.setState(this.state, this.message);
    } else if (data.type === "early") {
      this.pending.get(data.id)?.early?.(data.reply); // what the request's search found so far
    } else if (data.type === "reply") {
      const waiter = this.pending.get(data.id);
      this.pending.delete(data.id);
      if (typeof data.ms === "number") this.durations.set(data.reply, data.ms);
      if (waiter) waiter.resolve(data.reply);
      this.dispatchEvent(new CustomEvent("busy", { detail: { busy: this.pending.size > 0 } }));
    }
  }

  setState(state, message = "") {
    this.state = state;
    this.message = message;
    if (state === "ready") this.readyAt = performance.now(); // ms since navigation: the start-up benchmark reads it
    this.dispatchEvent(new CustomEvent("status", { detail: { state, message } }));
  }

  /**
   * Send one api request; resolves with the reply object, rejects with StoppedError on Stop. `early`, when
   * given, is called with any reply Python sends ahead of the final one (a count's first solution).
   */
  request(request, { early } = {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, early });
      this.worker.postMessage({ id, request });
      this.dispatchEvent(new CustomEvent("busy", { detail: { busy: true } }));
    });
  }

  /** Milliseconds Python spent answering `reply` (from a request of this client), without any wait before. */
  timeTaken(reply) {
    return this.durations.get(reply);
  }

  get busy() {
    return this.pending.size > 0;
  }

  /**
   * Cancel every request under way. The only way to interrupt Python is to end its worker; while
   * Python still loads, nothing runs yet, so the requests are only dropped and the download goes on
   * (a restart would begin it again from nothing, on a slow network half a minute lost).
   */
  stop() {
    const restarting = this.state !== "loading";
    if (restarting) this.worker.terminate();
    else this.worker.postMessage({ cancel: [...this.pending.keys()] });
    for (const waiter of this.pending.values()) waiter.reject(new StoppedError(restarting));
    this.pending.clear();
    this.dispatchEvent(new CustomEvent("busy", { detail: { busy: false } }));
    if (restarting) this.start();
  }
}

export class StoppedError extends Error {
  /** `restarting`: Python's worker was ended and starts again (false: Python was still loading, and goes on). */
  constructor(restarting = true) {
    super("Stopped");
    this.name = "StoppedError";
    this.restarting = restarting;
  }
}

/** What Python's start is doing, from the worker's progress: "Downloading Python: 3.1 of 9.4 MB…". */
export function loadingLabel(progress) {
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  if (!progress) return "Loading Python…";
  if (progress.stage === "download" && progress.total) {
    return `Downloading Python: ${mb(Math.min(progress.loaded, progress.total))} of ${mb(progress.total)} MB…`;
  }
  if (progress.stage === "fallback") return "Starting Python (the slow way: the fast start failed)…";
  return "Starting Python…";
}

export const python = new PythonClient(new URL("./worker.js", import.meta.url));
