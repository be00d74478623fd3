// Tracks page: a track from the start to the finish, with counts in the margins (column counts on
// top, one column of row counts per row segment at the right, station A at the left, B below).
// The widget state IS Python's model (tracks.py), so `encode` takes it as it is; the solved
// tracks are kept beside the state, never in it, so stepping through them is not an edit.
import { el } from "./controls.js";
import { described } from "./kinds.js";
import { PuzzlePage } from "./puzzle-page.js";
import { TracksWidget } from "./tracks-board.js";
import { PALETTE, SIDE_NAMES, TOOLS, emptyTracks, resized, sidesOf } from "./tracks-model.js";
import { TabPlayer } from "./tracks-audio.js";

const { maxSize: MAX_SIZE, generatedSides: [FEWEST, MOST] } = described("tracks").constants;
const SOLVE_LIMIT = 100; // Solve lists up to this many tracks, so the user can step through them

export default class TracksPage extends PuzzlePage {
  static kind = "tracks";

  constructor(root) {
    super(root);
    this.syncShape(); // the size boxes show the first board too, before any change
  }

  createWidget(canvas) {
    return new TracksWidget(canvas, emptyTracks(8, 8));
  }

  buildControls(container) {
    const sizeInput = (name) => el("input", {
      type: "number", min: 1, max: MAX_SIZE, className: `gh-tracks-${name}`, inputMode: "numeric",
    });
    this.widthInput = sizeInput("w");
    this.heightInput = sizeInput("h");
    for (const input of [this.widthInput, this.heightInput]) input.onchange = () => this.changeSize();
    this.endsSelect = el("select", { className: "gh-tracks-ends", onchange: () => this.changeEnds() },
      el("option", { value: "stations" }, "Stations A and B"), el("option", { value: "cells" }, "Start and finish cells"));
    const tools = el("div", { className: "gh-tracks-tools", role: "radiogroup", "aria-label": "What a click on the grid does" });
    tools.append(el("span", {}, "Click sets:"));
    for (const [value, label] of TOOLS) {
      const radio = el("input", { type: "radio", name: "gh-tracks-tool", value, checked: value === "pieces" });
      radio.onchange = () => this.widget.setTool(value);
      tools.append(el("label", {}, radio, label));
    }
    const palette = el("div", { className: "gh-tracks-palette", role: "group", "aria-label": "Piece at the cursor" });
    for (const [symbol, mask] of [...PALETTE, ["✕", 0]]) {
      const button = el("button", { type: "button", className: "md-button", textContent: symbol,
        title: mask ? `Given piece joining ${sidesOf(mask).map((x) => SIDE_NAMES[x]).join(" and ")}` : "Remove the piece" });
      button.setAttribute("aria-label", button.title);
      button.addEventListener("pointerdown", (e) => e.preventDefault()); // keep the grid's focus and cursor
      button.onclick = () => this.placePiece(mask);
      palette.append(button);
    }
    const generate = el("button", { type: "button", className: "md-button gh-tracks-generate",
      textContent: "Generate", title: `A new puzzle of this size with a unique track (${FEWEST} to ${MOST} a side)`,
      onclick: () => this.generate() });
    container.append(
      el("label", {}, "Width", this.widthInput), el("label", {}, "Height", this.heightInput),
      el("label", {}, "Ends", this.endsSelect), generate, tools, palette,
    );
    this.buildMessageEditor();
  }

  /** The message grid: rows of text pasted or typed, read through the track after a solve. */
  buildMessageEditor() {
    this.messageInput = el("textarea", { className: "gh-tracks-message-input", rows: 6, spellcheck: false,
      placeholder: "One row per line, e.g. .4.57.2789.82..2 (. for blank)", "aria-label": "Message grid, one row per line" });
    this.messageInput.addEventListener("input", () => {
      clearTimeout(this.messageTimer);
      this.messageTimer = setTimeout(() => this.commitMessage(), 400);
    });
    this.messageInput.addEventListener("change", () => this.commitMessage());
    this.messageEditor = el("details", { className: "gh-tracks-message-editor" },
      el("summary", {}, "Message grid (optional)"),
      el("p", { className: "gh-help" }, "A second grid of letters or digits, one row per line, a dot for a blank. " +
        "After a solve, the symbols on the track are read out below the grid."),
      this.messageInput);
    this.root.querySelector(".gh-keypad").after(this.messageEditor);
  }

  commitMessage() {
    clearTimeout(this.messageTimer);
    const lines = this.messageInput.value.replace(/\r/g, "").split("\n").map((line) => line.trimEnd());
    while (lines.length && !lines.at(-1)) lines.pop();
    if (JSON.stringify(lines) !== JSON.stringify(this.widget.state.message)) {
      this.widget.edit((s) => { s.message = lines; });
    }
  }

  keypadKeys() {
    return [..."0123456789"].map((d) => [d, d]).concat([["Blank", "?"], ["Erase", "Delete"]]);
  }

  emptyState() {
    return emptyTracks(this.widget.state.w, this.widget.state.h);
  }

  normalise(state) {
    const fields = ["w", "h", "columnCounts", "rowCounts", "splits", "ends", "start", "finish", "pieces", "message"];
    return state && fields.every((key) => key in state) ? state : emptyTracks(8, 8);
  }

  stateFromModel(model) {
    return { ...model };
  }

  syncShape() {
    this.widget.syncShape();
    const s = this.widget.state;
    for (const [input, value] of [[this.widthInput, s.w], [this.heightInput, s.h]]) {
      if (document.activeElement !== input) input.value = value;
    }
    this.endsSelect.value = s.ends;
    if (document.activeElement !== this.messageInput) this.messageInput.value = s.message.join("\n");
    if (s.message.length) this.messageEditor.open = true;
  }

  onBoardChange() {
    // whatever was solved no longer holds once the puzzle changes
    this.widget.setOverlay(null);
    this.found = null;
    this.player?.stop();
    this.syncShape();
    super.onBoardChange();
  }

  /** Like the base's quiet encode, but says why a board cannot go into the link yet. */
  async encodeQuietly() {
    const seq = this.shareSeq;
    const reply = await this.ask({ op: "encode", model: this.modelOf(this.widget.state) }).catch(() => null);
    if (!reply || seq !== this.shareSeq) return null;
    if (!reply.ok) {
      this.message(`${reply.error} (the link keeps the last complete puzzle until then).`, "warning");
      this.linkWarning = true;
      return null;
    }
    if (this.linkWarning) this.message("");
    this.linkWarning = false;
    return reply.share;
  }

  // ------------------------------------------------------------------ editing controls

  changeSize() {
    const w = Number(this.widthInput.value), h = Number(this.heightInput.value);
    const ok = (n) => Number.isInteger(n) && n >= 1 && n <= MAX_SIZE;
    if (!ok(w) || !ok(h) || w * h < 2) {
      return this.message(`The width and height are whole numbers from 1 to ${MAX_SIZE} (at least two cells).`, "error");
    }
    const s = this.widget.state;
    if (w === s.w && h === s.h) return;
    this.widget.setState(resized(s, w, h), { record: true });
    this.syncShape();
  }

  changeEnds() {
    const s = this.widget.state;
    if (this.endsSelect.value === s.ends) return;
    if (this.endsSelect.value === "stations") this.widget.setStation("A", s.start[0]);
    else this.widget.setEnd("start", ...s.start);
  }

  placePiece(mask) {
    const { r, c } = this.widget.cursor;
    if (!this.widget.inGrid(r, c)) return this.message("Put the cursor on a grid cell first (click or tap it).", "warning");
    this.widget.setPiece(r, c, mask);
  }

  async generate() {
    const w = Number(this.widthInput.value), h = Number(this.heightInput.value);
    // `generate` is asked of a puzzle but makes a new one of size w x h: any valid puzzle will do
    const carrier = this.examplesSelect.options[1]?.value;
    if (!carrier) return this.message("The examples are still loading; try again in a moment.", "warning");
    this.message(`Making a ${w}×${h} puzzle with a unique track…`);
    const reply = await this.ask({ op: "generate", puzzle: carrier, w, h, seed: Math.floor(Math.random() * 1e9) });
    if (!reply) return;
    if (!reply.ok) return this.message(reply.error, "error");
    await this.loadText(reply.share);
    this.message(`A new ${w}×${h} puzzle: its track is unique.`, "success");
  }

  // ------------------------------------------------------------------ solving

  /** Solve lists up to SOLVE_LIMIT tracks to step through; Check uniqueness stops at two. */
  solve(limit) {
    return super.solve(limit === 1 ? SOLVE_LIMIT : limit);
  }

  describeSolve(reply, limit) {
    if (reply.status === "unsolvable") return "No track fits these counts, ends and pieces.";
    const { solutions, complete } = reply;
    if (solutions.length === 1 && complete) return "Solved: the track is unique.";
    if (limit === 2) return "More than one track: showing two of them (Solve lists more).";
    const note = this.cellSets(solutions) === 1 ? " Every path visits the same cells, so the message is certain." : "";
    return `Solved: ${this.summary(solutions, complete)}.${note}`;
  }

  cellSets(solutions) {
    return new Set(solutions.map((path) => path.map(([r, c]) => `${r},${c}`).sort().join(" "))).size;
  }

  summary(solutions, complete) {
    const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
    const paths = plural(solutions.length, "path"), sets = plural(this.cellSets(solutions), "cell set");
    return complete ? `${paths}, ${sets}` : `at least ${paths} (the search stopped there), ${sets} among them`;
  }

  showSolution(reply) {
    if (!reply.solutions.length) return;
    this.found = { solutions: reply.solutions, texts: reply.text, index: 0 };
    const many = reply.solutions.length > 1;
    this.prevButton = el("button", { type: "button", className: "md-button gh-tracks-prev", textContent: "◀ Prev", onclick: () => this.step(-1) });
    this.nextButton = el("button", { type: "button", className: "md-button gh-tracks-next", textContent: "Next ▶", onclick: () => this.step(1) });
    this.whichPath = el("span", { className: "gh-tracks-which" });
    this.routeText = el("input", { type: "text", readOnly: true, className: "gh-solution-text" });
    this.messageOut = el("div", { className: "gh-tracks-message-out", "aria-live": "polite" });
    this.resultBox.replaceChildren(
      el("div", { className: "gh-tracks-paths", role: "group", "aria-label": "Solutions" },
        ...(many ? [this.prevButton, this.whichPath, this.nextButton] : []),
        el("span", { className: "gh-tracks-summary" }, this.summary(reply.solutions, reply.complete))),
      el("label", { className: "gh-tracks-route" }, "Track (start row,col then R U L D steps)", this.routeText),
      this.messageOut);
    this.step(0);
    if (this.widget.state.message.length) this.showMessage(reply.count);
  }

  /** Show the next (+1), previous (-1) or same (0) track of the list. */
  step(delta) {
    const found = this.found;
    if (!found) return;
    const n = found.solutions.length;
    found.index = Math.min(n - 1, Math.max(0, found.index + delta));
    this.widget.setOverlay(found.solutions[found.index]);
    this.widget.announce();
    this.whichPath.textContent = `Path ${found.index + 1} of ${n}`;
    this.prevButton.disabled = found.index === 0;
    this.nextButton.disabled = found.index === n - 1;
    this.routeText.value = found.texts[found.index];
  }

  /** The message read through the track(s), asked of Python; as tablature with Play when it is one. */
  async showMessage(limit) {
    const found = this.found;
    const reply = await this.ask({ op: "message", ...this.board(), limit: Math.max(1, limit) });
    if (!reply || this.found !== found) return; // stopped, or the puzzle changed meanwhile
    if (!reply.ok) return this.messageOut.replaceChildren(el("p", { className: "gh-tracks-error" }, reply.error));
    const parts = [el("p", { className: "gh-tracks-label" }, "Message read through the track"),
      el("pre", { className: "gh-tracks-message-text" }, el("code", {}, reply.lines.join("\n")))];
    if (!reply.same) parts.push(el("p", { className: "gh-help" }, "The tracks give different messages: this is one of them."));
    if (reply.tab) {
      this.player ||= new TabPlayer();
      const play = el("button", { type: "button", className: "md-button gh-tracks-play", textContent: "▶ Play" });
      play.onclick = () => this.togglePlay(play, reply);
      parts.push(el("p", { className: "gh-tracks-label" }, "As guitar tablature (one line per string, high e on top)"),
        el("pre", { className: "gh-tracks-tab" }, el("code", {}, reply.tablature.join("\n"))), play);
    }
    this.messageOut.replaceChildren(...parts);
  }

  togglePlay(button, reply) {
    if (this.player.playing) return this.player.stop();
    try {
      this.player.play(reply.notes, reply.openStrings, (playing) => {
        button.textContent = playing ? "■ Stop" : "▶ Play";
        button.setAttribute("aria-pressed", String(playing));
      });
    } catch (error) {
      this.message(`This browser cannot play the tablature: ${error.message}`, "warning");
    }
  }

  destroy() {
    this.player?.stop();
    super.destroy();
  }
}

