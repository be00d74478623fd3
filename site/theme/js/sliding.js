// Sliding tiles page: play the board, edit start and goal, scramble, solve, replay the solution
// (optionally with a picture cut into tiles) and export a sheet of every position.
import { python } from "./client.js";
import { button, el, field, numberInput, row, select, setPressed } from "./controls.js";
import { GridWidget } from "./grid-widget.js";
import { described } from "./kinds.js";
import { PuzzlePage } from "./puzzle-page.js";
import { TILE_ARROW, builtInPicture, drawTiles, moveFor, positions, renderSheet } from "./sliding-draw.js";

const { sizes: [MIN_SIZE, MAX_SIZE], optimalCells: OPTIMAL_CELLS, slowTableCells: TABLE_CELLS, shippedShapes: SHIPPED } = described("sliding").constants;
const HOLE_KEYS = { ArrowUp: "D", ArrowDown: "U", ArrowLeft: "R", ArrowRight: "L" }; // tile goes where the arrow points

function solvedBoard(width, height) {
  const goal = [...Array(width * height - 1).keys()].map((i) => i + 1).concat(0);
  return { width, height, start: [...goal], goal };
}

/** Room at the right of the board for the other board (the goal while playing) at half size. */
const marginFor = (state) => ({ right: Math.ceil(state.width / 2) + 1 });

export class SlidingWidget extends GridWidget {
  constructor(canvas, state) {
    super(canvas, { rows: state.height, cols: state.width, state, maxCell: 72, margin: marginFor(state) });
    this.mode = "play"; // or "edit"
    this.target = "start"; // which board edit mode types into
        this.picture = null;
    this.typed = ""; // digits typed so far into the cursor's cell (labels may have two digits)
  }

  /** The labels on show: a replayed position, the goal being edited, or the start. */
  shown() {
    if (this.overlay) return this.overlay.all[this.overlay.index];
    return this.mode === "edit" && this.target === "goal" ? this.state.goal : this.state.start;
  }

  drawBoard(ctx, colours) {
    const { width, height, start, goal } = this.state;
    const { x, y } = this.rect(0, 0);
    const r = this.overlay;
    const highlight = r ? r.moved[Math.max(0, r.index - 1)] : null;
    const tileColours = {
      tray: colours.faint, tile: colours.bg, edge: colours.muted, text: colours.fg,
      moving: colours.highlight, highlight: colours.highlight, accent: colours.accent,
    };
    drawTiles(ctx, { x, y, cell: this.cell, width, height, labels: this.shown(), goal, picture: this.picture, highlight, colours: tileColours });
    // the other board at half size beside it: the goal while playing or replaying, the start while editing the goal
    const editingGoal = !r && this.mode === "edit" && this.target === "goal";
    const side = this.rect(0, width);
    const label = Math.round(this.cell * 0.32);
    ctx.fillStyle = colours.fg;
    ctx.font = `bold ${label}px system-ui, sans-serif`;
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.fillText(editingGoal ? "Start" : "Goal", side.x + this.cell * 0.5, side.y);
    drawTiles(ctx, {
      x: side.x + this.cell * 0.5, y: side.y + label * 1.4, cell: this.cell / 2, width, height,
      labels: editingGoal ? start : goal, goal, picture: this.picture, highlight: null, colours: tileColours,
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

  /** Play or edit, and which board edit mode types into. */
  setView({ mode = this.mode, target = this.target }) {
    this.mode = mode;
    this.target = target;
    this.typed = "";
    this.draw();
    this.announce();
  }

  /** The picture the tiles show (an image or canvas), or null for numbers. */
  setPicture(picture) {
    this.picture = picture;
    this.draw();
  }

  describe(r, c) {
    const p = r * this.state.width + c;
    const label = this.shown()[p];
    const what = label ? `tile ${label}` : "the hole";
    if (this.mode === "edit") return `${this.target}, row ${r + 1}, column ${c + 1}, ${what}`;
    if (this.state.start.every((v, i) => v === this.state.goal[i])) return "The board is at its goal.";
    const hole = this.state.start.indexOf(0);
    const [hr, hc] = [Math.floor(hole / this.state.width), hole % this.state.width];
    return `The hole is at row ${hr + 1}, column ${hc + 1}. Arrow keys slide a tile into it.`;
  }

  syncShape() {
    if (this.rows !== this.state.height || this.cols !== this.state.width) {
      this.resize(this.state.height, this.state.width, marginFor(this.state));
    }
  }
}

export default class SlidingPage extends PuzzlePage {
  static kind = "sliding";

  createWidget(canvas) {
    return new SlidingWidget(canvas, solvedBoard(3, 3));
  }

  actions() {
    // one shortest solution is the answer here: uniqueness means little
    return super.actions().filter((item) => item.id !== "unique");
  }

  buildControls(container) {
    const size = (id, label) => field(label, numberInput({ id, min: MIN_SIZE, max: MAX_SIZE, value: 3 }));
    this.sizeInputs = [size("width", "Width"), size("height", "Height")].map((label) => label.lastChild);
    this.modeSelect = select({ id: "mode", options: [["fast", "Fast (not shortest)"], ["optimal", "Optimal (until done or Stop)"]] });
    this.modeLabel = field("Solver", this.modeSelect, { className: "gh-mode-label" });
    this.editButton = button({ id: "edit", label: "Edit board", pressed: false,
      title: "Type the labels of the start or the goal; off, a click slides a tile", run: () => this.setMode(this.widget.mode === "edit" ? "play" : "edit") });
    this.targetButton = button({ id: "target", label: "Editing: start", run: () => this.setTarget(this.widget.target === "start" ? "goal" : "start") });
    this.targetButton.hidden = true;
    this.pictureSelect = select({ id: "picture", options: [["", "Numbers"], ["builtin", "Built-in picture"], ["upload", "Your picture…"]] });
    const file = el("input", { type: "file", className: "gh-file", accept: "image/*" });
    this.uploadLabel = field("Picture", file, { className: "gh-upload", hidden: true });
    container.append(
      row([button({ id: "scramble", label: "Scramble", run: () => this.scramble() }), ...this.sizeInputs.map((input) => input.parentElement), this.modeLabel]),
      row([this.editButton, this.targetButton], { group: "Board mode" }),
      row([field("Tiles", this.pictureSelect), this.uploadLabel]));
    for (const input of this.sizeInputs) input.onchange = () => this.resizeBoard();
    this.pictureSelect.onchange = () => this.choosePicture();
    file.onchange = (e) => this.upload(e.target.files[0]);
    this.parityTimer = null;
    this.paritySeq = 0;
    this.paritySaid = -1; // the count of messages when the parity check last said its sentence
    this.builtTables = new Set(); // sizes whose pattern databases this worker already holds
    this.listen(python, "status", () => this.showFetching());
  }

  keypadKeys() {
    const arrows = [["←", "ArrowLeft"], ["↑", "ArrowUp"], ["↓", "ArrowDown"], ["→", "ArrowRight"]];
    if (!this.widget || this.widget.mode === "play") return arrows;
    return [...[..."0123456789"].map((d) => [d, d]), ["Next", "Enter"], ...arrows];
  }

  // ------------------------------------------------------------------ modes and sizes

  setMode(mode) {
    this.stopReplay();
    this.widget.setView({ mode });
    setPressed(this.editButton, mode === "edit");
    this.targetButton.hidden = mode !== "edit";
    this.buildKeypad();
  }

  setTarget(target) {
    this.widget.setView({ target });
    this.targetButton.textContent = `Editing: ${target}`;
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
    if (!reply.ok || !reply.reachable) {
      this.message(reply.ok ? reply.reason + "." : reply.error, reply.ok ? "warning" : "error");
      this.paritySaid = this.messages;
    } else if (this.paritySaid === this.messages) {
      // only its own sentence is cleared: the check may run (its timer late on a busy machine) just
      // after another sentence was said, such as why a pasted link was not loaded
      this.message("");
    }
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

  solve(limit) {
    this.paritySeq++; // a parity answer arriving now must not overwrite the solve's messages
    this.stopReplay();
    return super.solve(limit);
  }

  /** Small boards are always solved optimally; the mode select is offered above OPTIMAL_CELLS. */
  solveMode() {
    const { width, height } = this.widget.state;
    return width * height <= OPTIMAL_CELLS ? "optimal" : this.modeSelect.value;
  }

  /** The tables a first optimal solve of this size builds, as a key (null when none are built). */
  tablesToBuild() {
    const { width, height } = this.widget.state;
    const cells = width * height;
    const key = `${python.workersStarted}:${width}×${height}`; // Stop starts a new worker, which has no tables yet
    const shipped = SHIPPED.some(([w, h]) => w === width && h === height); // fetched instead (showFetching)
    const building = this.solveMode() === "optimal" && cells > TABLE_CELLS && cells <= OPTIMAL_CELLS && !shipped && !this.builtTables.has(key);
    return building ? key : null;
  }

  solveRequest() {
    this.building = this.tablesToBuild();
    this.progressBefore = python.progress; // only the worker's progress after this is about this solve's tables
    return { op: "solve_tiles", mode: this.solveMode() };
  }

  /** While the worker fetches the tables of a shipped size for a solve: "Fetching tables 0.4/1.0 MB…". */
  showFetching() {
    const progress = python.progress;
    if (!this.searching || !progress || progress === this.progressBefore) return;
    const { width, height } = this.widget.state;
    const mb = (bytes) => (bytes / 1e6).toFixed(1);
    if (progress.stage === "fetch") {
      this.message(`Fetching tables ${mb(Math.min(progress.loaded, progress.total))}/${mb(progress.total)} MB (first ${width}×${height} solve only)…`);
    } else if (progress.stage === "unpack") {
      this.message("Unpacking tables, then solving…");
    }
  }

  solvingMessage() {
    const { width, height } = this.widget.state;
    if (this.tablesToBuild()) return `Building tables (first ${width}×${height} solve only)… this takes about 10 s; Stop cancels.`;
    if (this.solveMode() === "optimal" && width * height > OPTIMAL_CELLS) {
      return "Searching for a shortest solution: this can take hours on a big board; Stop gives up.";
    }
    return "Solving…";
  }

  describeSolve(reply) {
    if (reply.status === "unsolvable") return [reply.reason + ".", "warning"];
    const kind = reply.optimal ? "proven shortest" : "a quick solution, not proven shortest";
    const nodes = reply.nodes != null ? `, IDA* expanded ${reply.nodes.toLocaleString("en")} nodes` : "";
    return [`Solved: ${reply.length} moves, ${kind}${nodes}`, "success"];
  }

  async afterSolve() {
    if (this.building) this.builtTables.add(this.building);
  }

  // ------------------------------------------------------------------ replay

  showSolution(reply) {
    if (reply.status !== "solved") return;
    const { width, start } = this.widget.state;
    this.solution = reply;
    // a solution replayed over the board: {all positions, index shown, moved tiles}
    this.widget.setOverlay({ all: positions(width, start, reply.hole_moves), index: 0, moved: reply.moves });
    const step = (delta) => { this.pause(); this.goTo(this.widget.overlay.index + delta); };
    const moves = reply.moves.map((tile, i) => el("li", {}, el("button", { type: "button",
      textContent: `${tile}${TILE_ARROW[reply.hole_moves[i]]}`, "aria-label": `Move ${i + 1}: tile ${tile}, hole ${reply.hole_moves[i]}`,
      onclick: () => this.goTo(i + 1) })));
    this.resultBox.replaceChildren(
      row([button({ id: "back", label: "‹ Back", title: "Step back", run: () => step(-1) }),
        button({ id: "playpause", label: "▶ Play", primary: true, run: () => (this.timer ? this.pause() : this.play()) }),
        button({ id: "forward", label: "Next ›", title: "Step forward", run: () => step(1) }),
        field("Speed", el("input", { type: "range", className: "gh-speed", min: 1, max: 20, value: 4, "aria-label": "Moves per second" })),
        el("span", { className: "gh-step", "aria-live": "polite" }),
        button({ id: "sheet", label: "Export sheet", run: () => this.exportSheet() })], { className: "gh-row gh-player", group: "Replay the solution" }),
      el("ol", { className: "gh-moves", "aria-label": "Moves: the tile that slides, and where" }, ...moves),
      el("p", { className: "gh-hole-moves" }, "Hole: ", el("code", {}, reply.hole_moves || "(none: the start is the goal)")));
    this.goTo(0);
  }

  goTo(index) {
    const r = this.widget.overlay;
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
    const r = this.widget.overlay;
    if (!r) return;
    if (r.index === r.all.length - 1) this.goTo(0);
    const button = this.resultBox.querySelector(".gh-playpause");
    button.textContent = "⏸ Pause";
    const tick = () => {
      if (this.widget.overlay !== r) return;
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
    if (!this.widget.overlay) return;
    this.widget.setOverlay(null);
    this.resultBox.textContent = "";
  }

  async exportSheet() {
    const r = this.widget.overlay;
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
    this.widget.setPicture(picture);
  }
}
