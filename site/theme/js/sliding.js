// Sliding tiles page: play the board, edit start and goal, scramble, solve, replay the solution
// (optionally with a picture cut into tiles) and export a sheet of every position.
import { GridWidget } from "./grid-widget.js";
import { PuzzlePage } from "./puzzle-page.js";
import { python } from "./client.js";
import { TILE_ARROW, builtInPicture, drawTiles, moveFor, positions, renderSheet } from "./sliding-draw.js";

const MIN_SIZE = 2, MAX_SIZE = 10;
const OPTIMAL_CELLS = 16; // Python solves boards up to this many cells optimally in good time
const TABLE_CELLS = 12; // above this, the first optimal solve builds 6-tile pattern databases
const HOLE_KEYS = { ArrowUp: "D", ArrowDown: "U", ArrowLeft: "R", ArrowRight: "L" }; // tile goes where the arrow points

function solvedBoard(width, height) {
  const goal = [...Array(width * height - 1).keys()].map((i) => i + 1).concat(0);
  return { width, height, start: [...goal], goal };
}

export class SlidingWidget extends GridWidget {
  constructor(canvas, state) {
    super(canvas, { rows: state.height, cols: state.width, state, maxCell: 72 });
    this.mode = "play"; // or "edit"
    this.target = "start"; // which board edit mode types into
    this.replay = null; // {all, index, moved}: a solution being shown instead of the board
    this.picture = null;
    this.typed = ""; // digits typed so far into the cursor's cell (labels may have two digits)
  }

  /** The labels on show: a replayed position, the goal being edited, or the start. */
  shown() {
    if (this.replay) return this.replay.all[this.replay.index];
    return this.mode === "edit" && this.target === "goal" ? this.state.goal : this.state.start;
  }

  drawBoard(ctx, colours) {
    const { width, height, goal } = this.state;
    const { x, y } = this.rect(0, 0);
    const r = this.replay;
    const highlight = r ? r.moved[Math.max(0, r.index - 1)] : null;
    drawTiles(ctx, {
      x, y, cell: this.cell, width, height, labels: this.shown(), goal, picture: this.picture, highlight,
      colours: {
        tray: colours.faint, tile: colours.bg, edge: colours.muted, text: colours.fg,
        moving: colours.highlight, highlight: colours.highlight, accent: colours.accent,
      },
    });
    if (this.mode === "edit" && document.activeElement === this.canvas) {
      const { x: cx, y: cy, size } = this.rect(this.cursor.r, this.cursor.c);
      ctx.strokeStyle = colours.primary;
      ctx.lineWidth = 3;
      ctx.setLineDash([6, 4]);
      ctx.strokeRect(cx + 2, cy + 2, size - 4, size - 4);
    }
  }

  cursorAllowed(r, c) {
    return this.inGrid(r, c) && this.mode === "edit";
  }

  /** Slide the tile on cell p into the hole, as one undoable step; false when it is not beside it. */
  slide(p) {
    const m = moveFor(this.state.width, this.state.start, p);
    if (!m) return false;
    const hole = this.state.start.indexOf(0);
    this.edit((s) => {
      s.start[hole] = s.start[p];
      s.start[p] = 0;
    });
    return true;
  }

  onPointer(cell, phase) {
    if (phase !== "down" || this.mode !== "play" || !this.inGrid(cell.r, cell.c)) return;
    this.slide(cell.r * this.state.width + cell.c);
  }

  onKey(event) {
    if (this.mode === "play") {
      const m = HOLE_KEYS[event.key];
      if (!m) return false;
      const { width, height, start } = this.state;
      const hole = start.indexOf(0);
      const [r, c] = [Math.floor(hole / width), hole % width];
      const [tr, tc] = { U: [r - 1, c], D: [r + 1, c], L: [r, c - 1], R: [r, c + 1] }[m];
      if (tr >= 0 && tc >= 0 && tr < height && tc < width) this.slide(tr * width + tc);
      this.announce();
      return true;
    }
    return this.typeKey(event);
  }

  /** Edit mode: digits type a label (two digits when the board has that many tiles), 0 the hole. */
  typeKey(event) {
    const { r, c } = this.cursor;
    const p = r * this.state.width + c;
    const n = this.state.width * this.state.height;
    if (/^[0-9]$/.test(event.key)) {
      const joined = Number(this.typed + event.key);
      const value = this.typed && joined < n ? joined : Number(event.key);
      this.typed = value && value * 10 < n ? String(value) : "";
      this.setLabel(p, value);
      if (!this.typed) this.advance();
    } else if (event.key === "Enter" || event.key === " ") {
      this.typed = "";
      this.advance();
    } else if (event.key === "Backspace" || event.key === "Delete" || event.key === ".") {
      this.typed = "";
      this.setLabel(p, 0);
    } else {
      return false;
    }
    return true;
  }

  setLabel(p, value) {
    this.edit((s) => { s[this.target][p] = value; });
  }

  setCursor(r, c) {
    this.typed = ""; // a new cell starts a new label
    super.setCursor(r, c);
  }

  describe(r, c) {
    const p = r * this.state.width + c;
    const label = this.shown()[p];
    const what = label ? `tile ${label}` : "the hole";
    if (this.mode === "edit") return `${this.target}, row ${r + 1}, column ${c + 1}, ${what}`;
    const hole = this.state.start.indexOf(0);
    const [hr, hc] = [Math.floor(hole / this.state.width), hole % this.state.width];
    return `The hole is at row ${hr + 1}, column ${hc + 1}. Arrow keys slide a tile into it.`;
  }

  syncShape() {
    if (this.rows !== this.state.height || this.cols !== this.state.width) this.resize(this.state.height, this.state.width);
  }
}

export default class SlidingPage extends PuzzlePage {
  static kind = "sliding";

  createWidget(canvas) {
    return new SlidingWidget(canvas, solvedBoard(3, 3));
  }

  buildControls(container) {
    this.buttons.unique.style.display = "none"; // one shortest solution is the answer here; uniqueness means little
    container.innerHTML = `
      <div class="gh-row">
        <button type="button" class="md-button gh-scramble">Scramble</button>
        <label>Width <input type="number" class="gh-width" min="${MIN_SIZE}" max="${MAX_SIZE}" value="3" inputmode="numeric"></label>
        <label>Height <input type="number" class="gh-height" min="${MIN_SIZE}" max="${MAX_SIZE}" value="3" inputmode="numeric"></label>
        <label class="gh-mode-label">Solver <select class="gh-mode">
          <option value="fast">Fast (not shortest)</option>
          <option value="optimal">Optimal (until done or Stop)</option></select></label>
      </div>
      <div class="gh-row" role="group" aria-label="Board mode">
        <button type="button" class="md-button gh-play" aria-pressed="true">Play</button>
        <button type="button" class="md-button gh-edit" aria-pressed="false">Edit</button>
        <button type="button" class="md-button gh-target" hidden>Editing: start</button>
      </div>
      <div class="gh-row">
        <label>Tiles <select class="gh-picture">
          <option value="">Numbers</option>
          <option value="builtin">Built-in picture</option>
          <option value="upload">Your picture…</option></select></label>
        <label class="gh-upload" hidden>Picture <input type="file" class="gh-file" accept="image/*"></label>
      </div>`;
    const $ = (s) => container.querySelector(s);
    this.sizeInputs = [$(".gh-width"), $(".gh-height")];
    this.modeSelect = $(".gh-mode");
    this.modeLabel = $(".gh-mode-label");
    this.targetButton = $(".gh-target");
    this.pictureSelect = $(".gh-picture");
    this.uploadLabel = $(".gh-upload");
    $(".gh-scramble").onclick = () => this.scramble();
    for (const input of this.sizeInputs) input.onchange = () => this.resizeBoard();
    $(".gh-play").onclick = () => this.setMode("play");
    $(".gh-edit").onclick = () => this.setMode("edit");
    this.targetButton.onclick = () => this.setTarget(this.widget.target === "start" ? "goal" : "start");
    this.pictureSelect.onchange = () => this.choosePicture();
    $(".gh-file").onchange = (e) => this.upload(e.target.files[0]);
    this.parityTimer = null;
    this.paritySeq = 0;
    this.builtTables = new Set(); // sizes whose pattern databases this worker already holds
  }

  keypadKeys() {
    const arrows = [["←", "ArrowLeft"], ["↑", "ArrowUp"], ["↓", "ArrowDown"], ["→", "ArrowRight"]];
    if (!this.widget || this.widget.mode === "play") return arrows;
    return [...[..."0123456789"].map((d) => [d, d]), ["Next", "Enter"], ...arrows];
  }

  // ------------------------------------------------------------------ modes and sizes

  setMode(mode) {
    const w = this.widget;
    this.stopReplay();
    w.mode = mode;
    this.controls.querySelector(".gh-play").setAttribute("aria-pressed", String(mode === "play"));
    this.controls.querySelector(".gh-edit").setAttribute("aria-pressed", String(mode === "edit"));
    this.controls.querySelector(".gh-play").classList.toggle("md-button--primary", mode === "play");
    this.controls.querySelector(".gh-edit").classList.toggle("md-button--primary", mode === "edit");
    this.targetButton.hidden = mode !== "edit";
    this.buildKeypad();
    w.draw();
    w.announce();
  }

  setTarget(target) {
    this.widget.target = target;
    this.widget.typed = "";
    this.targetButton.textContent = `Editing: ${target}`;
    this.widget.draw();
    this.widget.announce();
  }

  resizeBoard() {
    const [width, height] = this.sizeInputs.map((input) => Number(input.value));
    if (![width, height].every((v) => Number.isInteger(v) && v >= MIN_SIZE && v <= MAX_SIZE)) {
      return this.message(`Width and height run from ${MIN_SIZE} to ${MAX_SIZE}.`, "error");
    }
    const s = this.widget.state;
    if (width === s.width && height === s.height) return;
    this.widget.setState(solvedBoard(width, height), { record: true });
    this.syncShape();
    this.message(`A solved ${width}×${height} board: press Scramble to mix it.`);
  }

  syncShape() {
    this.widget.syncShape();
    const { width, height } = this.widget.state;
    this.sizeInputs[0].value = String(width);
    this.sizeInputs[1].value = String(height);
    this.modeLabel.hidden = width * height <= OPTIMAL_CELLS; // small boards are always solved optimally
  }

  // ------------------------------------------------------------------ board model

  emptyState() {
    const { width, height } = this.widget.state;
    return solvedBoard(width, height);
  }

  stateFromModel(model) {
    const { width, height, start, goal } = model;
    return { width, height, start: [...start], goal: [...goal] };
  }

  modelOf(state) {
    return this.stateFromModel(state);
  }

  normalise(state) {
    const ok = state && [state.width, state.height].every((v) => v >= MIN_SIZE && v <= MAX_SIZE)
      && [state.start, state.goal].every((b) => Array.isArray(b) && b.length === state.width * state.height);
    return ok ? this.stateFromModel(state) : solvedBoard(3, 3);
  }

  // The share string is the labels themselves (Python's encode writes the same), so links update at once.
  shareFromModel(state) {
    const { width, height, start, goal } = state;
    const solved = goal.every((v, i) => v === (i === goal.length - 1 ? 0 : i + 1));
    return `${width}x${height}:${start.join(",")}` + (solved ? "" : `/${goal.join(",")}`);
  }

  onBoardChange() {
    this.stopReplay();
    super.onBoardChange();
    clearTimeout(this.parityTimer);
    this.parityTimer = setTimeout(() => this.checkParity(), 150);
  }

  /** Say at once when the board is malformed or its goal unreachable (Python decides both). */
  async checkParity() {
    if (python.busy) return; // a solve under way will answer for this board itself
    const seq = ++this.paritySeq;
    const messages = this.messages;
    const reply = await this.ask({ op: "parity", puzzle: this.shareFromModel(this.widget.state) });
    // a later board, or a sentence said meanwhile (a rejected paste), wins over this answer
    if (!reply || seq !== this.paritySeq || messages !== this.messages) return;
    if (!reply.ok) this.message(reply.error, "error");
    else if (!reply.reachable) this.message(reply.reason + ".", "warning");
    else if (this.messageBox.dataset.kind === "error" || this.messageBox.dataset.kind === "warning") this.message("");
  }

  // ------------------------------------------------------------------ Python operations

  async scramble() {
    const [w, h] = this.sizeInputs.map((input) => Number(input.value));
    if (![w, h].every((v) => Number.isInteger(v) && v >= MIN_SIZE && v <= MAX_SIZE)) {
      return this.message(`Width and height run from ${MIN_SIZE} to ${MAX_SIZE}.`, "error");
    }
    const reply = await this.ask({ op: "scramble", puzzle: this.shareFromModel(this.widget.state), w, h });
    if (!reply) return;
    if (!reply.ok) return this.message(reply.error, "error");
    this.setMode("play");
    this.applyModel(reply.model);
    this.message("Scrambled: slide the tiles, or press Solve.");
  }

  /** Remember a load under way, so a Solve pressed meanwhile solves the puzzle being loaded. */
  loadText(text) {
    this.loading = super.loadText(text);
    return this.loading;
  }

  async solve() {
    await this.loading;
    const { width, height } = this.widget.state;
    const cells = width * height;
    const mode = cells <= OPTIMAL_CELLS ? "optimal" : this.modeSelect.value;
    const size = `${width}×${height}`;
    const worker = python.workersStarted; // Stop starts a new worker, which has no tables yet
    const building = mode === "optimal" && cells > TABLE_CELLS && cells <= OPTIMAL_CELLS && !this.builtTables.has(`${worker}:${size}`);
    this.paritySeq++; // a parity answer arriving now must not overwrite the solve's messages
    this.stopReplay();
    this.message(building ? `Building tables (first ${size} solve only)… this takes about 10 s; Stop cancels.`
      : mode === "optimal" && cells > OPTIMAL_CELLS ? "Searching for a shortest solution: this can take hours on a big board; Stop gives up."
        : "Solving…");
    const started = performance.now();
    const reply = await this.ask({ op: "solve_tiles", puzzle: this.shareFromModel(this.widget.state), mode });
    if (!reply) return;
    if (!reply.ok) return this.message(reply.error, "error");
    if (building) this.builtTables.add(`${worker}:${size}`);
    if (reply.status === "unsolvable") return this.message(reply.reason + ".", "warning");
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    this.showSolution(reply);
    const kind = reply.optimal ? "proven shortest" : "a quick solution, not proven shortest";
    this.message(`Solved: ${reply.length} moves, ${kind} (${seconds} s).`, "success");
  }

  // ------------------------------------------------------------------ replay

  showSolution(reply) {
    const { width, start } = this.widget.state;
    this.solution = reply;
    this.widget.replay = { all: positions(width, start, reply.hole_moves), index: 0, moved: reply.moves };
    this.resultBox.innerHTML = `
      <p class="gh-summary"></p>
      <div class="gh-row gh-player" role="group" aria-label="Replay the solution">
        <button type="button" class="md-button gh-back" title="Step back">‹ Back</button>
        <button type="button" class="md-button md-button--primary gh-playpause">▶ Play</button>
        <button type="button" class="md-button gh-forward" title="Step forward">Next ›</button>
        <label>Speed <input type="range" class="gh-speed" min="1" max="20" value="4" aria-label="Moves per second"></label>
        <span class="gh-step" aria-live="polite"></span>
        <button type="button" class="md-button gh-sheet">Export sheet</button>
      </div>
      <ol class="gh-moves" aria-label="Moves: the tile that slides, and where"></ol>
      <p class="gh-hole-moves">Hole: <code></code></p>`;
    const $ = (s) => this.resultBox.querySelector(s);
    $(".gh-summary").textContent = `${reply.length} moves, ${reply.optimal ? "proven shortest" : "not proven shortest"}`
      + (reply.nodes != null ? ` (IDA* expanded ${reply.nodes.toLocaleString("en")} nodes)` : "") + ".";
    $(".gh-hole-moves code").textContent = reply.hole_moves || "(none: the start is the goal)";
    const list = $(".gh-moves");
    reply.moves.forEach((tile, i) => {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = `${tile}${TILE_ARROW[reply.hole_moves[i]]}`;
      button.setAttribute("aria-label", `Move ${i + 1}: tile ${tile}, hole ${reply.hole_moves[i]}`);
      button.onclick = () => this.goTo(i + 1);
      item.append(button);
      list.append(item);
    });
    $(".gh-back").onclick = () => { this.pause(); this.goTo(this.widget.replay.index - 1); };
    $(".gh-forward").onclick = () => { this.pause(); this.goTo(this.widget.replay.index + 1); };
    $(".gh-playpause").onclick = () => (this.timer ? this.pause() : this.play());
    $(".gh-sheet").onclick = () => this.exportSheet();
    this.goTo(0);
  }

  goTo(index) {
    const r = this.widget.replay;
    if (!r) return;
    r.index = Math.max(0, Math.min(r.all.length - 1, index));
    this.widget.draw();
    const last = r.all.length - 1;
    const step = this.resultBox.querySelector(".gh-step");
    step.textContent = r.index === 0 ? `Start (0 of ${last})` : `Move ${r.index} of ${last}: tile ${r.moved[r.index - 1]}`
      + (r.index === last ? " (goal)" : "");
    this.resultBox.querySelectorAll(".gh-moves button").forEach((b, i) => b.toggleAttribute("aria-current", i === r.index - 1));
  }

  play() {
    const r = this.widget.replay;
    if (!r) return;
    if (r.index === r.all.length - 1) this.goTo(0);
    const button = this.resultBox.querySelector(".gh-playpause");
    button.textContent = "⏸ Pause";
    const tick = () => {
      if (this.widget.replay !== r) return;
      if (r.index >= r.all.length - 1) return this.pause();
      this.goTo(r.index + 1);
      this.timer = setTimeout(tick, 1000 / Number(this.resultBox.querySelector(".gh-speed").value));
    };
    this.timer = setTimeout(tick, 0);
  }

  pause() {
    clearTimeout(this.timer);
    this.timer = null;
    const button = this.resultBox.querySelector(".gh-playpause");
    if (button) button.textContent = "▶ Play";
  }

  /** Back to the board itself: any edit or move makes the replay stale. */
  stopReplay() {
    this.pause();
    if (!this.widget.replay) return;
    this.widget.replay = null;
    this.resultBox.textContent = "";
    this.widget.draw();
  }

  async exportSheet() {
    const r = this.widget.replay;
    const { width, height, goal } = this.widget.state;
    try {
      const blob = await renderSheet({
        width, height, goal, all: r.all, moved: r.moved, holeMoves: this.solution.hole_moves, picture: this.widget.picture,
      });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `sliding-${width}x${height}-${r.moved.length}-moves.png`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
      this.message(`Sheet of ${r.all.length} positions saved as ${link.download}.`, "success");
    } catch (error) {
      this.message(error.message + ".", "error");
    }
  }

  // ------------------------------------------------------------------ pictures

  choosePicture() {
    const choice = this.pictureSelect.value;
    this.uploadLabel.hidden = choice !== "upload";
    if (choice === "builtin") this.setPicture(builtInPicture());
    else if (choice === "") this.setPicture(null);
    else this.uploadLabel.querySelector("input").click();
  }

  async upload(file) {
    if (!file) return;
    try {
      this.setPicture(await createImageBitmap(file));
      this.message("Picture loaded: each tile shows its part of it (the picture stays on this device).");
    } catch {
      this.message("That file is not a picture this browser can read; try a PNG or JPEG.", "error");
    }
  }

  setPicture(picture) {
    this.widget.picture = picture;
    this.widget.draw();
  }
}
