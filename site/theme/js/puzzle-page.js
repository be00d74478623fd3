// PuzzlePage: what every puzzle page shares around its board.
// Status of Python, the toolbar (declared in actions(), built by the controls kit), the share-string
// box, the one message line under the board, the URL fragment and saving to localStorage. Every
// solve goes through solve(). A kind subclasses it and overrides the hooks marked HOOK; Python owns
// every rule and format.

import { loadingLabel, python, StoppedError } from "./client.js";
import { button, el, row, select, toolbar } from "./controls.js";
import { EXAMPLE_ACTIONS } from "./example-actions.js";
import { described, pageUrl } from "./kinds.js";
import { copyAsMenu, readAs } from "./copy-as.js";

// Seconds Python may search on a Solve before it says what it knows ("One solution found;
// uniqueness not proved within 10 s"); each "Keep searching" asks again with this many times more.
const FIRST_TIMEOUT = 10;
const MORE_TIME = 6;
const MAX_KEPT = 500_000; // characters of a kept answer (a count's many tilings): past it, a reload solves again

export class PuzzlePage {
  /** HOOK: the kind's id, as in Python's registry and the page's URL. */
  static kind = "";

  constructor(root) {
    this.root = root;
    this.kind = this.constructor.kind;
    this.storageKey = `gridhunt:${this.kind}`;
    this.shareSeq = 0;
    this.version = 0; // board changes so far: an answer that arrives for an older board is not shown
    this.loading = null; // the load under way (a Solve pressed meanwhile solves what is being loaded)
    this.loadsUnderWay = 0; // loads begun and not yet done (each waits for the one before)
    this.addressHash = location.hash; // the fragment as this page last read or wrote it (see updateShare)
    this.searching = 0; // searches of this page under way
    this.messages = 0; // messages said so far (not clearings): a late background answer sees it is stale
    this.build();
    this.widget = this.createWidget(this.canvas);
    this.widget.addEventListener("change", () => this.onBoardChange());
    this.buildKeypad();
    this.listen(python, "status", () => this.showStatus());
    this.listen(python, "busy", () => this.showBusy());
    this.listen(window, "hashchange", (event) => this.loadFromHash(event.newURL));
    this.followMaterialLinks();
    this.listen(document, "keydown", (e) => this.pageKey(e));
    this.showStatus();
    this.showBusy();
    this.restore();
    this.loadExamples();
  }

  // ------------------------------------------------------------------ DOM

  build() {
    this.root.classList.add("gh-page", `gh-${this.kind}-page`);
    this.examplesSelect = select({ id: "examples", options: [["", "Load example…"]], ariaLabel: "Load an example" });
    this.examplesSelect.onchange = () => {
      const share = this.examplesSelect.value;
      this.examplesSelect.value = "";
      if (share) this.loadText(share);
    };
    this.buttons = {};
    const made = (item) => (this.buttons[item.id] = button(item));
    const declared = (this.declared = this.actions());
    const main = [this.examplesSelect, ...declared.filter((item) => item.main).map(made)];
    const more = declared.filter((item) => !item.main).map(made);
    this.controls = el("div", { className: "gh-controls" });
    this.exampleActions = el("div", { className: "gh-example-actions", role: "group", "aria-label": "For this example", hidden: true });
    const { bar, panel } = toolbar(main, [row(more, { className: "gh-actions" }), this.controls]);
    this.canvas = el("canvas", { className: "gh-canvas" });
    this.messageBox = el("div", { className: "gh-message", "aria-live": "polite" });
    this.keepSearching = button({ id: "keep-searching", label: "Keep searching", run: () => this.searchLonger() });
    this.keepSearching.hidden = true;
    this.rejectedText = el("textarea", { className: "gh-rejected-text", rows: 2, spellcheck: false,
      "aria-label": "The text that could not be read, to fix and load again" });
    this.rejected = el("div", { className: "gh-rejected", hidden: true },
      el("p", { className: "gh-help" }, "Not loaded (the board above is unchanged): fix the text and load it again."),
      this.rejectedText,
      row([button({ id: "retry", label: "Load again", run: () => this.loadText(this.rejectedText.value) }),
        button({ id: "discard", label: "Discard", run: () => this.showRejected(null) }),
        (this.openElsewhere = el("a", { className: "md-button md-button--primary gh-open-elsewhere", hidden: true }, "Open it there"))]));
    this.resultBox = el("div", { className: "gh-result" });
    this.shareInput = el("input", { type: "text", className: "gh-share-input", spellcheck: false, autocomplete: "off",
      "aria-describedby": "gh-share-help" });
    this.buttons.load = button({ id: "load", label: "Load", run: () => this.loadText(this.shareInput.value) });
    this.root.replaceChildren(
      el("div", { className: "gh-status", role: "status" }, el("span", { className: "gh-dot" }), el("span", { className: "gh-status-text" })),
      bar, panel, this.exampleActions,
      el("div", { className: "gh-board" }, this.canvas),
      this.messageBox, this.keepSearching, this.rejected,
      el("div", { className: "gh-keypad", role: "group", "aria-label": "On-screen keys" }),
      this.resultBox,
      el("label", { className: "gh-share" }, el("span", {}, "Share string"), this.shareInput, this.buttons.load),
      el("p", { className: "gh-help", id: "gh-share-help" }, "Paste a puzzle here (or anywhere on the grid) and press Enter."));
    this.shareInput.addEventListener("keydown", (e) => e.key === "Enter" && this.loadText(this.shareInput.value));
    // Typed but not loaded yet: a board change finishing meanwhile (the first visit's example, read
    // while Python starts) must not write its share over the typing (under load it did, and Enter
    // then loaded the example again).
    this.shareInput.addEventListener("input", () => { this.shareTyped = true; });
    this.shareInput.addEventListener("paste", (e) => this.pasteIntoShare(e));
    this.canvas.addEventListener("paste", (e) => this.paste(e));
    this.buildControls(this.controls);
  }

  /**
   * HOOK (extend with super.actions()): the toolbar as a declaration, in order. `main` items stay in
   * view on a phone, the rest go behind "More"; `busy` items are disabled while Python works.
   */
  actions() {
    return [
      { id: "solve", label: "Solve", primary: true, main: true, busy: true, run: () => this.solve(1) },
      { id: "stop", label: "Stop", main: true, run: () => python.stop() },
      { id: "unique", label: "Check uniqueness", busy: true, run: () => this.solve(2) },
      { id: "clear", label: "Clear", run: () => this.clear() },
      { id: "undo", label: "↶", ariaLabel: "Undo", title: "Undo (Ctrl+Z)", run: () => this.widget.undo() },
      { id: "redo", label: "↷", ariaLabel: "Redo", title: "Redo (Ctrl+Y)", run: () => this.widget.redo() },
      { id: "copy", label: "Copy link", run: () => this.copyLink() },
    ];
  }

  /** Ctrl+Z / Ctrl+Y anywhere on the page undo the board, except in a text box (which has its own undo). */
  pageKey(event) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || !this.root.isConnected) return;
    const target = event.target;
    if (target.isContentEditable || target.closest?.("input, textarea, select")) return;
    const key = event.key.toLowerCase();
    if (key === "z") event.shiftKey ? this.widget.redo() : this.widget.undo();
    else if (key === "y") this.widget.redo();
    else return;
    event.preventDefault();
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

  /**
   * material's instant navigation follows a link to this same page by pushState, which fires no
   * hashchange; its location$ tells of the new address (of a history move too: loadFromHash takes
   * each address once, whoever tells of it first).
   */
  followMaterialLinks() {
    const pathname = location.pathname;
    const moves = window.location$?.subscribe((url) => url.pathname === pathname && this.loadFromHash(url.href));
    if (moves) (this.cleanups ||= []).push(() => moves.unsubscribe());
  }

  listen(target, type, handler) {
    // Listeners on long-lived objects must go when material swaps the page out.
    target.addEventListener(type, handler);
    (this.cleanups ||= []).push(() => target.removeEventListener(type, handler));
  }

  destroy() {
    for (const cleanup of this.cleanups || []) cleanup();
    this.widget.dispose();
  }

  loadExamples() {
    this.examples = described(this.kind).examples;
    for (const example of this.examples) {
      const option = document.createElement("option");
      option.value = example.share;
      option.textContent = example.title;
      this.examplesSelect.append(option);
    }
    const copyAs = copyAsMenu(this, described(this.kind).exports);
    if (copyAs) this.buttons.copy.after(copyAs);
  }

  // ------------------------------------------------------------------ status

  showStatus() {
    const labels = { loading: loadingLabel(python.progress), ready: "Ready", failed: "Python failed to start" };
    const text = labels[python.state] + (python.message ? `: ${python.message}` : "");
    this.root.querySelector(".gh-status-text").textContent = python.busy && python.state === "ready" ? "Working…" : text;
    this.root.querySelector(".gh-status").dataset.state = python.busy && python.state === "ready" ? "busy" : python.state;
  }

  /**
   * Stop works whenever Python does; the `busy` buttons (Solve and its kin) rest only while a
   * search of this page runs, not during the quick checks that follow each edit, so they never
   * flicker out from under a click.
   */
  showBusy() {
    this.buttons.stop.disabled = !python.busy;
    for (const item of this.declared) if (item.busy && this.buttons[item.id]) this.buttons[item.id].disabled = this.searching > 0;
    this.showStatus();
  }

  /** Run a search (a solve, a count, a shortest walk) with the busy buttons at rest meanwhile. */
  async search(task) {
    this.searching += 1;
    this.showBusy();
    try {
      return await task();
    } finally {
      this.searching -= 1;
      this.showBusy();
    }
  }

  message(text, kind = "info") {
    if (text) this.messages += 1;
    this.keepSearching.hidden = true; // offered again only by the sentence of a search cut short
    this.messageBox.textContent = text;
    this.messageBox.dataset.kind = kind;
    this.messageBox.setAttribute("role", kind === "error" ? "alert" : "status");
  }

  // ------------------------------------------------------------------ Python

  /**
   * Send a request for this kind; returns the reply, or null when the user pressed Stop or the page
   * is gone (material's instant navigation swaps the page out, even for a link to this same page,
   * and mounts a new one: the answer must not reach the address or the storage the new page reads).
   */
  async ask(request, { early } = {}) {
    try {
      const reply = await python.request({ kind: this.kind, ...request }, { early });
      return this.root.isConnected ? reply : null;
    } catch (error) {
      if (error instanceof StoppedError) {
        this.message(error.restarting ? "Stopped. Python is restarting; your grid is untouched." : "Stopped; your grid is untouched.");
        return null;
      }
      throw error;
    }
  }

  /**
   * The one route every Solve, uniqueness check and count takes: the board on screen (after any load
   * under way) goes to Python; an answer for a board changed meanwhile is not shown. Python searches
   * for `timeout` seconds at most, then says what it knows, and "Keep searching" asks for longer.
   */
  solve(limit) {
    return this.search(() => this.solveBoard(limit));
  }

  async solveBoard(limit, timeout = FIRST_TIMEOUT) {
    await this.loading;
    const version = this.version;
    const board = this.board();
    const started = performance.now();
    const waiting = this.solvingMessage(limit);
    this.message(python.state === "ready" ? waiting : `${waiting.replace(/…$/, "")} as soon as Python is ready…`);
    // A count whose proof goes on after its first solution sends that solution ahead: it is shown at once.
    const early = (found) => version === this.version && this.root.isConnected && this.showEarly(found);
    const reply = await this.ask({ ...this.solveRequest(limit), timeout, ...board }, { early });
    if (!reply) return;
    if (version !== this.version) return this.message("The board changed while solving: press Solve again.", "warning");
    if (!reply.ok) {
      this.message(reply.error, "error");
      return reply.timedOut && this.offerLonger(version, limit, timeout);
    }
    // Python's own time for this solve: a Solve pressed while Python loads does not count the wait.
    const seconds = ((python.timeTaken(reply) ?? performance.now() - started) / 1000).toFixed(2);
    this.showSolution(reply, limit);
    if (reply.timedOut) {
      // what is known when the time ran out, and the offer to search longer for the rest
      this.message(`${reply.note}.`, "warning");
      this.offerLonger(this.version, limit, timeout);
    } else {
      const [text, kind] = [this.describeSolve(reply, limit)].flat();
      this.message(text + ` (${seconds} s)`, kind ?? (reply.status === "solved" ? "success" : "warning"));
    }
    await this.afterSolve(reply, board, limit, timeout);
    if (version === this.version) this.keepAnswer(reply, limit, board);
  }

  /**
   * A finished answer and what the page said of it, kept beside the board, so a reload of the same
   * board shows them again ("(found earlier)"): an answer that took a minute is not lost to a phone
   * dropping the tab. A search cut short is not kept: its Keep searching cannot come back.
   */
  keepAnswer(reply, limit, board) {
    const kept = this.answerToKeep(reply, limit);
    if (!kept || reply.timedOut || !this.keepSearching.hidden || !this.root.isConnected) return;
    const said = this.messageBox.textContent.replace(/ \([0-9.]+ s\)$/, "").replace(/\.$/, "");
    try {
      const text = JSON.stringify({ board: JSON.stringify(board), kept, said, tone: this.messageBox.dataset.kind });
      if (text.length <= MAX_KEPT) localStorage.setItem(`${this.storageKey}:answer`, text);
    } catch {
      /* private mode or full storage: the answer is only lost on reload */
    }
  }

  /** On arrival, after the board came back: the answer kept for it, shown and said again. */
  showKeptAnswer() {
    let saved = null;
    try {
      saved = JSON.parse(localStorage.getItem(`${this.storageKey}:answer`));
    } catch {
      return;
    }
    if (!saved || saved.board !== JSON.stringify(this.board()) || !this.showKept(saved.kept)) return;
    this.message(`${saved.said} (found earlier).`, saved.tone);
  }

  /** HOOK: what of a finished solve's reply to keep for a reload (default: the reply and its limit; null: nothing). */
  answerToKeep(reply, limit) {
    return { reply, limit };
  }

  /** HOOK: show a kept answer again (what answerToKeep gave); false when it cannot be. */
  showKept({ reply, limit }) {
    this.showSolution(reply, limit);
    return true;
  }

  offerLonger(version, limit, timeout) {
    this.keepSearching.hidden = false;
    this.longer = { version, limit, timeout: timeout * MORE_TIME };
  }

  /** "Keep searching": the search cut short, of the same board, again with MORE_TIME times the time. */
  searchLonger() {
    const { version, limit, timeout } = this.longer ?? {};
    if (version === this.version) return this.search(() => this.solveBoard(limit, timeout));
  }

  /**
   * The board on screen as a request's puzzle: its share string when the kind can say it here,
   * else the widget's model (Python reads either), so every question is one round trip.
   */
  board() {
    const share = this.shareFromModel(this.widget.state);
    return share !== null ? { puzzle: share } : { model: this.modelOf(this.widget.state) };
  }

  /** HOOK: what Python is asked for a solve of up to `limit` solutions (the board is added). */
  solveRequest(limit) {
    return { op: "solve", limit };
  }

  /** HOOK: what the page says while Python works on a solve. */
  solvingMessage(limit) {
    return "Solving…";
  }

  /**
   * HOOK: a count's first solution, sent ahead while Python proves whether it is the only one. Here it is
   * only said: a page whose showSolution sets the widget's state would count that as a change of the board,
   * and the count's own reply would then be dropped ("The board changed while solving").
   */
  showEarly(reply) {
    this.message("One solution found; proving it is the only one…");
  }

  /** HOOK: the sentence for a solve's reply, or [sentence, message kind]. */
  describeSolve(reply, limit) {
    if (reply.status === "unsolvable") return reply.reason ? `No solution: ${reply.reason}.` : "No solution: the puzzle is unsolvable.";
    if (limit === 1) return "Solved.";
    return reply.unique ? "Solved: the solution is unique." : "More than one solution: showing one of them.";
  }

  /** HOOK: more questions about a solved board (`board` as board() gave it; still the one on screen; `timeout` the solve's budget). */
  async afterSolve(reply, board, limit, timeout) {}

  // ------------------------------------------------------------------ sharing

  onBoardChange() {
    this.version += 1;
    this.resultBox.textContent = "";
    this.save();
    this.updateShare();
  }

  async updateShare() {
    const seq = ++this.shareSeq;
    const share = this.shareFromModel(this.widget.state) ?? (await this.encodeQuietly());
    if (share === null || seq !== this.shareSeq || !this.root.isConnected) return; // a later edit has already won
    this.shownShare = share;
    if (!this.shareTyped) this.shareInput.value = share;
    // A link followed since this page last read or wrote the address (its hashchange event still to
    // come), or a load waiting behind this one, keeps the address: that load writes it. Overwritten,
    // the link would be lost.
    if (location.hash === this.addressHash && this.loadsUnderWay <= 1) {
      history.replaceState(history.state, "", "#" + encodeURI(share));
      this.addressHash = location.hash;
    }
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
    if (!this.root.isConnected) return; // a page swapped out: the new one owns the storage
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
      this.showKeptAnswer();
      this.updateShare();
    } else if (fromHash) {
      this.loadText(fromHash);
    } else {
      this.updateShare();
    }
  }

  /** The puzzle in the address (`url`'s, by default the page's), or "" when the fragment is none or names a section of the page. */
  hashText(url = location.href) {
    const hash = new URL(url).hash;
    let text;
    try {
      text = decodeURIComponent(hash.slice(1));
    } catch {
      text = hash.slice(1);
    }
    // material's navigation.tracking writes the section scrolled to (#controls) into the address
    return text && document.getElementById(text) ? "" : text;
  }

  /**
   * A link followed on this page (`url`, the address it went to, from the event: by the time the
   * event comes the address may hold more). While a load is under way, even a link to the board on
   * screen loads: the last link followed is the board shown.
   */
  loadFromHash(url) {
    const hash = new URL(url).hash;
    if (hash === this.addressHash) return; // read already, or this page wrote it
    this.addressHash = hash;
    const text = this.hashText(url);
    if (text && (this.loadsUnderWay > 0 || text !== this.shareInput.value)) this.loadText(text);
  }

  /**
   * Load pasted or linked text. A bad puzzle leaves the board and the share box as they were (they
   * always agree) and keeps the text, with the sentence, for fixing. `from` is the text box the
   * text came from when it keeps the text itself (a picture box), so it needs no copy.
   */
  loadText(text, { from = null } = {}) {
    this.shareTyped = false; // what was typed is being loaded: the box may say the board's share again
    // One load after another: a paste while an earlier load (the first visit's example) is still
    // with Python waits for it, so that load's board is not taken for an edit made meanwhile.
    const earlier = this.loading;
    this.loadsUnderWay += 1;
    this.loading = (async () => {
      try {
        await earlier;
      } catch {
        /* that load's failure was its own caller's to report */
      }
      try {
        return await this.read(text, from);
      } finally {
        this.loadsUnderWay -= 1;
      }
    })();
    return this.loading;
  }

  async read(text, from) {
    text = text.trim();
    if (!text) {
      this.shareInput.value = this.shownShare ?? ""; // the box says what the board holds again
      return this.message("Nothing to load: paste a puzzle, its link or its share string first.", "warning");
    }
    const local = this.modelFromShare(text);
    if (local) {
      this.applyModel(local);
      this.loaded(text);
      return;
    }
    this.message(python.state === "ready" ? "Reading…" : "Reading the puzzle as soon as Python is ready…");
    // A paste replaces the board: answers still on their way for the old one (a variant Sudoku's
    // certain digits, asked after its solve) are stale now, and drawing them must not count as an
    // edit made while the text was read (which would refuse the paste).
    this.version += 1;
    const version = this.version;
    const reply = await this.ask(this.readRequest(text));
    if (!reply) return;
    if (version !== this.version) {
      // the board was edited while Python read the text: a late answer must not wipe those edits
      return this.refuse(text, from, "The board changed while the pasted text was being read, so it was not loaded: Load again loads it.", "warning");
    }
    if (!reply.ok) {
      this.shareInput.value = this.shownShare ?? "";
      this.updateShare();
      if (this.offerChoice(text, reply)) return;
      return this.refuse(text, from, reply.error, "error", reply.page);
    }
    this.applyReading(reply);
    this.loaded(reply.share);
    this.message(readAs(reply, text));
  }

  /**
   * A text not loaded: its sentence, and the text kept for fixing unless its own box keeps it. When
   * it is a puzzle another page reads (`page`, from Python), a button opens it on that page.
   */
  refuse(text, from, sentence, kind, page = null) {
    const elsewhere = page && page !== this.kind;
    if (!from || elsewhere) this.showRejected(text);
    this.openElsewhere.hidden = !elsewhere;
    if (elsewhere) this.openElsewhere.href = pageUrl(page, text);
    this.message(sentence, kind);
    // the sentence sits under the board: on a phone the share box is screens below it
    this.messageBox.scrollIntoView({ block: "center" });
  }

  /** After a successful load: the old sentence and any text refused earlier are about another board. */
  loaded(share) {
    this.showRejected(null);
    this.message("");
    this.showExampleActions((this.examples || []).find((example) => example.share === share)?.title);
  }

  /** Keep a text that could not be read in view, for fixing (null hides it). */
  showRejected(text) {
    this.rejected.hidden = text === null;
    this.openElsewhere.hidden = true; // refuse() shows it again for another page's puzzle
    if (text !== null) {
      this.rejectedText.value = text;
      this.rejectedText.rows = Math.min(12, Math.max(2, text.split("\n").length));
    }
  }

  /** The buttons of the example on the board (a hunt puzzle's second pass), from EXAMPLE_ACTIONS; none for other boards. */
  showExampleActions(title) {
    const actions = EXAMPLE_ACTIONS[this.kind]?.[title] || [];
    this.exampleActions.replaceChildren(...actions.map((action) => button({ ...action, run: () => this.runExampleAction(action) })));
    this.exampleActions.hidden = !actions.length;
  }

  /**
   * HOOK: a text Python could read only once the user says what it is (a penpa-edit board without a
   * genre: `reply.genres`); return true when the page offered the choice instead of refusing it.
   */
  offerChoice(text, reply) {
    return false;
  }

  /** HOOK: run one of an example's own actions (see example-actions.js). */
  runExampleAction(action) {}

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

  /** HOOK: what Python is asked to read a pasted or linked text (the reply has `share`, and what applyReading takes). */
  readRequest(text) { return { op: "parse", text }; }

  /** HOOK: put a read text's reply (`parse`'s by default: its model and any extra) on the board. */
  applyReading(reply) {
    this.applyModel(reply.model);
    if (reply.extra) this.applyExtra(reply.extra);
  }

  /** HOOK: what a pasted form carried beyond the puzzle (parse's `extra`: a SudokuWiki board's placed digits). */
  applyExtra(extra) {}

  /** HOOK: show a successful solve reply on the board. */
  showSolution(reply) {}

  /** HOOK: after the state changed shape (size), resize the widget. */
  syncShape() {}
}
