// PuzzlePage: what every puzzle page shares around its board.
// Status of Python, the toolbar (example, solve, uniqueness, stop, clear, undo, redo, copy link),
// the share-string box, messages, the URL fragment and saving to localStorage. A kind
// subclasses it and overrides the hooks marked HOOK; Python owns every rule and format.

import { python, StoppedError } from "./client.js";
import { copyAsMenu, readAs } from "./copy-as.js";

const manifest = fetch(new URL("../py/manifest.json", import.meta.url), { cache: "no-cache" }).then((r) => r.json());

export class PuzzlePage {
  /** HOOK: the kind's id, as in Python's registry and the page's URL. */
  static kind = "";

  constructor(root) {
    this.root = root;
    this.kind = this.constructor.kind;
    this.storageKey = `gridhunt:${this.kind}`;
    this.shareSeq = 0;
    this.messages = 0; // messages said so far (not clearings): a late background answer sees it is stale
    this.build();
    this.widget = this.createWidget(this.canvas);
    this.widget.addEventListener("change", () => this.onBoardChange());
    this.buildKeypad();
    this.listen(python, "status", () => this.showStatus());
    this.listen(python, "busy", () => this.showBusy());
    this.listen(window, "hashchange", () => this.loadFromHash());
    this.showStatus();
    this.showBusy();
    this.restore();
    this.loadExamples();
  }

  // ------------------------------------------------------------------ DOM

  build() {
    this.root.classList.add("gh-page");
    this.root.innerHTML = `
      <div class="gh-status" role="status"><span class="gh-dot"></span><span class="gh-status-text"></span></div>
      <div class="gh-toolbar" role="toolbar" aria-label="Puzzle actions">
        <select class="gh-examples" aria-label="Load an example"><option value="">Load example…</option></select>
        <button type="button" class="md-button md-button--primary gh-solve">Solve</button>
        <button type="button" class="md-button gh-unique">Check uniqueness</button>
        <button type="button" class="md-button gh-stop" disabled>Stop</button>
        <button type="button" class="md-button gh-clear">Clear</button>
        <button type="button" class="md-button gh-undo" aria-label="Undo" title="Undo (Ctrl+Z)">↶</button>
        <button type="button" class="md-button gh-redo" aria-label="Redo" title="Redo (Ctrl+Y)">↷</button>
        <button type="button" class="md-button gh-copy">Copy link</button>
      </div>
      <div class="gh-controls"></div>
      <div class="gh-board"><canvas class="gh-canvas"></canvas></div>
      <div class="gh-keypad" role="group" aria-label="On-screen keys"></div>
      <div class="gh-message" aria-live="polite"></div>
      <div class="gh-result"></div>
      <label class="gh-share"><span>Share string</span>
        <input type="text" class="gh-share-input" spellcheck="false" autocomplete="off" aria-describedby="gh-share-help">
        <button type="button" class="md-button gh-load">Load</button>
      </label>
      <p class="gh-help" id="gh-share-help">Paste a puzzle here (or anywhere on the grid) and press Enter.</p>`;
    const $ = (selector) => this.root.querySelector(selector);
    this.canvas = $(".gh-canvas");
    this.controls = $(".gh-controls");
    this.resultBox = $(".gh-result");
    this.messageBox = $(".gh-message");
    this.shareInput = $(".gh-share-input");
    this.examplesSelect = $(".gh-examples");
    this.buttons = {
      solve: $(".gh-solve"), unique: $(".gh-unique"), stop: $(".gh-stop"), clear: $(".gh-clear"),
      undo: $(".gh-undo"), redo: $(".gh-redo"), copy: $(".gh-copy"), load: $(".gh-load"),
    };
    this.buttons.solve.onclick = () => this.solve(1);
    this.buttons.unique.onclick = () => this.solve(2);
    this.buttons.stop.onclick = () => python.stop();
    this.buttons.clear.onclick = () => this.clear();
    this.buttons.undo.onclick = () => this.widget.undo();
    this.buttons.redo.onclick = () => this.widget.redo();
    this.buttons.copy.onclick = () => this.copyLink();
    this.buttons.load.onclick = () => this.loadText(this.shareInput.value);
    this.shareInput.addEventListener("keydown", (e) => e.key === "Enter" && this.loadText(this.shareInput.value));
    this.shareInput.addEventListener("paste", (e) => this.pasteIntoShare(e));
    this.examplesSelect.onchange = () => {
      const share = this.examplesSelect.value;
      this.examplesSelect.value = "";
      if (share) this.loadText(share);
    };
    this.canvas.addEventListener("paste", (e) => this.paste(e));
    this.buildControls(this.controls);
  }

  /** On-screen keys for touch screens (shown by CSS on coarse pointers): each acts as that key press. */
  buildKeypad() {
    const pad = this.root.querySelector(".gh-keypad");
    pad.replaceChildren();
    for (const [label, key] of this.keypadKeys()) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "md-button";
      button.textContent = label;
      button.setAttribute("aria-label", key === label ? `Key ${label}` : label);
      // pointerdown keeps focus on the grid, so the cursor stays where the finger put it
      button.addEventListener("pointerdown", (e) => e.preventDefault());
      button.onclick = () => this.canvas.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
      pad.append(button);
    }
  }

  listen(target, type, handler) {
    // Listeners on long-lived objects must go when material swaps the page out.
    target.addEventListener(type, handler);
    (this.cleanups ||= []).push(() => target.removeEventListener(type, handler));
  }

  destroy() {
    for (const cleanup of this.cleanups || []) cleanup();
    this.widget.resizeObserver.disconnect();
    this.widget.schemeObserver.disconnect();
  }

  async loadExamples() {
    const kinds = (await manifest).kinds;
    const mine = kinds.find((k) => k.id === this.kind);
    for (const example of mine ? mine.examples : []) {
      const option = document.createElement("option");
      option.value = example.share;
      option.textContent = example.title;
      this.examplesSelect.append(option);
    }
    const copyAs = copyAsMenu(this, mine?.exports);
    if (copyAs) this.buttons.copy.after(copyAs);
  }

  // ------------------------------------------------------------------ status

  showStatus() {
    const labels = { loading: "Loading Python…", ready: "Ready", failed: "Python failed to start" };
    const text = labels[python.state] + (python.message ? `: ${python.message}` : "");
    this.root.querySelector(".gh-status-text").textContent = python.busy && python.state === "ready" ? "Working…" : text;
    this.root.querySelector(".gh-status").dataset.state = python.busy && python.state === "ready" ? "busy" : python.state;
  }

  showBusy() {
    this.buttons.stop.disabled = !python.busy;
    this.buttons.solve.disabled = python.busy;
    this.buttons.unique.disabled = python.busy;
    this.showStatus();
  }

  message(text, kind = "info") {
    if (text) this.messages += 1;
    this.messageBox.textContent = text;
    this.messageBox.dataset.kind = kind;
    this.messageBox.setAttribute("role", kind === "error" ? "alert" : "status");
  }

  // ------------------------------------------------------------------ Python

  /** Send a request for this kind; returns the reply, or null when the user pressed Stop. */
  async ask(request) {
    try {
      return await python.request({ kind: this.kind, ...request });
    } catch (error) {
      if (error instanceof StoppedError) {
        this.message("Stopped. Python is restarting; your grid is untouched.");
        return null;
      }
      throw error;
    }
  }

  async solve(limit) {
    const share = await this.currentShare();
    if (share === null) return;
    const started = performance.now();
    this.message(python.state === "ready" ? "Solving…" : "Solving as soon as Python is ready…");
    const reply = await this.ask({ op: "solve", puzzle: share, limit });
    if (!reply) return;
    if (!reply.ok) return this.message(reply.error, "error");
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    this.showSolution(reply);
    this.message(this.describeSolve(reply, limit) + ` (${seconds} s)`, reply.status === "solved" ? "success" : "warning");
  }

  describeSolve(reply, limit) {
    if (reply.status === "unsolvable") return reply.reason ? `No solution: ${reply.reason}.` : "No solution: the puzzle is unsolvable.";
    if (limit === 1) return "Solved.";
    return reply.unique ? "Solved: the solution is unique." : "More than one solution: showing one of them.";
  }

  // ------------------------------------------------------------------ sharing

  /** The share string of the board now (asks Python when the kind cannot say it locally). */
  async currentShare() {
    const local = this.shareFromModel(this.widget.state);
    if (local !== null) return local;
    const reply = await this.ask({ op: "encode", model: this.modelOf(this.widget.state) });
    if (!reply) return null;
    if (!reply.ok) {
      this.message(reply.error, "error");
      return null;
    }
    return reply.share;
  }

  onBoardChange() {
    this.resultBox.textContent = "";
    this.save();
    this.updateShare();
  }

  async updateShare() {
    const seq = ++this.shareSeq;
    const share = this.shareFromModel(this.widget.state) ?? (await this.encodeQuietly());
    if (share === null || seq !== this.shareSeq) return; // a later edit has already won
    this.shareInput.value = share;
    history.replaceState(history.state, "", "#" + encodeURI(share));
    this.save(share);
  }

  async encodeQuietly() {
    try {
      const reply = await python.request({ kind: this.kind, op: "encode", model: this.modelOf(this.widget.state) });
      return reply.ok ? reply.share : null;
    } catch {
      return null;
    }
  }

  save(share) {
    const saved = { state: this.widget.state, share: share ?? this.saved()?.share ?? null };
    try {
      localStorage.setItem(this.storageKey, JSON.stringify(saved));
    } catch {
      /* private mode or full storage: the URL fragment still holds the puzzle */
    }
  }

  saved() {
    try {
      return JSON.parse(localStorage.getItem(this.storageKey));
    } catch {
      return null;
    }
  }

  /** On arrival: the link's puzzle if there is one, else what was on the board last time. */
  restore() {
    const fromHash = this.hashText();
    const saved = this.saved();
    if (saved && saved.state && (!fromHash || fromHash === saved.share)) {
      this.widget.setState(this.normalise(saved.state));
      this.syncShape();
      if (saved.share) this.shareInput.value = saved.share;
      this.updateShare();
    } else if (fromHash) {
      this.loadText(fromHash);
    } else {
      this.updateShare();
    }
  }

  /** The puzzle in the address, or "" when the fragment is none or names a section of the page. */
  hashText() {
    let text;
    try {
      text = decodeURIComponent(location.hash.slice(1));
    } catch {
      text = location.hash.slice(1);
    }
    // material's navigation.tracking writes the section scrolled to (#controls) into the address
    return text && document.getElementById(text) ? "" : text;
  }

  loadFromHash() {
    const text = this.hashText();
    if (text && text !== this.shareInput.value) this.loadText(text);
  }

  /** Load pasted or linked text; on a bad puzzle say why and keep the text for fixing. */
  async loadText(text) {
    text = text.trim();
    if (!text) return;
    this.shareInput.value = text;
    const local = this.modelFromShare(text);
    if (local) {
      this.applyModel(local);
      this.message("");
      return;
    }
    this.message(python.state === "ready" ? "Reading…" : "Reading the puzzle as soon as Python is ready…");
    const reply = await this.ask({ op: "parse", text });
    if (!reply) return;
    if (!reply.ok) {
      this.shareInput.value = text;
      return this.message(reply.error, "error");
    }
    this.applyModel(reply.model);
    if (reply.extra) this.applyExtra(reply.extra);
    this.message(readAs(reply, text));
  }

  applyModel(model) {
    this.widget.setState(this.stateFromModel(model), { record: true });
    this.syncShape();
  }

  paste(event) {
    const text = event.clipboardData?.getData("text");
    if (text && text.trim()) {
      event.preventDefault();
      this.loadText(text);
    }
  }

  async copyLink() {
    await this.updateShare();
    try {
      await navigator.clipboard.writeText(location.href);
      this.message("Link copied: it opens this puzzle.", "success");
    } catch {
      this.shareInput.select();
      this.message("Copy the share string from the box below (the browser refused the clipboard).", "warning");
    }
  }

  clear() {
    this.widget.setState(this.emptyState(), { record: true });
    this.syncShape();
    this.message("");
  }

  // ------------------------------------------------------------------ HOOKs

  /** HOOK: make the board widget (a GridWidget subclass) on this canvas. */
  createWidget(canvas) { throw new Error("createWidget must be overridden"); }

  /** HOOK: extra controls for this kind (size, modes) into `container`. */
  buildControls(container) {}

  /** HOOK: on-screen keys as [label, key] pairs, for kinds that need typing on a phone. */
  keypadKeys() { return []; }

  /** HOOK: an empty board. */
  emptyState() { throw new Error("emptyState must be overridden"); }

  /** HOOK: the widget state for a model from Python's `parse`. */
  stateFromModel(model) { return { ...model }; }

  /** HOOK: the model Python's `encode` takes, from the widget state. */
  modelOf(state) { return state; }

  /** HOOK: fix up a saved state from an older visit (default: as it is). */
  normalise(state) { return state; }

  /** HOOK: the share string when the kind can say it without Python, else null. */
  shareFromModel(state) { return null; }

  /** HOOK: a model read locally from a share string, or null to ask Python. */
  modelFromShare(text) { return null; }

  /** HOOK: a paste into the share box; call event.preventDefault() to take it over (default: the box gets the text). */
  pasteIntoShare(event) {}

  /** HOOK: what a pasted form carried beyond the puzzle (parse's `extra`: a SudokuWiki board's placed digits). */
  applyExtra(extra) {}

  /** HOOK: show a successful solve reply on the board. */
  showSolution(reply) {}

  /** HOOK: after the state changed shape (size), resize the widget. */
  syncShape() {}
}
