// Tiling page: a batch of coloured grids and one piece set. The board edits the selected grid
// (paint by click or drag, type letters); Solve asks Python's `extract` for every grid's tiling,
// count and letters, drawn below as small boards, with the grid those letters build.
import { GridWidget } from "./grid-widget.js";
import { button, el, field, numberInput, row, select, textInput } from "./controls.js";
import { described } from "./kinds.js";
import { PuzzlePage } from "./puzzle-page.js";
import { cellColour, colourName, drawGrid, owners } from "./tiling-draw.js";

const { defaultPieces: DEFAULT_PIECES, maxSide: MAX_SIDE } = described("tiling").constants;
const PRESETS = [
  ["s2-3,s1?", "Strips: 1×2 and 1×3 once each, 1×1 at most once"],
  ["p5", "Pentominoes, each once"],
  ["p4", "Tetrominoes, each once"],
  ["p5?", "Pentominoes, each at most once"],
];
const COUNT_LIMIT = 1000;

function blankGrid(rows, cols, colour = "w") {
  return { rows, cols, colours: Array(rows).fill(colour.repeat(cols)), letters: Array(rows).fill(".".repeat(cols)) };
}

function setChar(rows, r, c, ch) {
  rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1);
}

/** The colour most cells of a grid have (new cells after a resize get it). */
function commonColour(grid) {
  const tally = {};
  for (const ch of grid.colours.join("")) if (ch !== ".") tally[ch] = (tally[ch] || 0) + 1;
  return Object.keys(tally).sort((a, b) => tally[b] - tally[a])[0] || "w";
}

export class TilingWidget extends GridWidget {
  constructor(canvas, state) {
    super(canvas, { rows: state.grids[0].rows, cols: state.grids[0].cols, state, maxCell: 56 });
    this.brush = "b";
    this.results = null; // per grid {tiling, selected: Set of cell indices} after a solve
  }

  /** The index of the grid being edited (the field is set after the base constructor draws). */
  get index() {
    return Math.min(this.current || 0, this.state.grids.length - 1);
  }

  get grid() {
    return this.state.grids[this.index];
  }

  drawBoard(ctx, colours) {
    const { x, y, size } = this.rect(0, 0);
    const result = this.results?.[this.index];
    // colour letters in the corners where hue alone would tell colours apart (black and white differ in lightness)
    const used = new Set(this.grid.colours.join("").replace(/\./g, ""));
    const symbols = used.size > 1 && [...used].some((ch) => ch !== "b" && ch !== "w");
    drawGrid(ctx, this.grid, x, y, size, { colours, tiling: result?.tiling, symbols });
    if (document.activeElement === this.canvas && this.inGrid(this.cursor.r, this.cursor.c)) {
      const box = this.rect(this.cursor.r, this.cursor.c);
      ctx.strokeStyle = colours.accent;
      ctx.lineWidth = 3;
      ctx.strokeRect(box.x + 3, box.y + 3, box.size - 6, box.size - 6);
    }
  }

  /** Clicking a cell that already has the brush colour paints the grid's other colour: b/w toggles. */
  strokeColourFor(r, c) {
    const here = this.grid.colours[r][c];
    if (here !== this.brush) return this.brush;
    const others = [...new Set(this.grid.colours.join(""))].filter((ch) => ch !== "." && ch !== this.brush);
    return others[0] || (this.brush === "w" ? "b" : "w");
  }

  // A drag is one stroke, so one undo step: cells change as the pointer passes.
  onPointer(cell, phase) {
    if (phase === "down") {
      this.endStroke();
      if (!this.inGrid(cell.r, cell.c)) return;
      this.beginStroke({ colour: this.strokeColourFor(cell.r, cell.c) });
    }
    if (this.stroke && this.inGrid(cell.r, cell.c) && phase !== "up") {
      const colour = this.stroke.colour;
      this.edit(() => setChar(this.grid.colours, cell.r, cell.c, colour));
    }
    if (phase === "up") this.endStroke();
  }

  /** Show grid k of the batch. */
  pick(k) {
    this.current = Math.max(0, Math.min(k, this.state.grids.length - 1));
    this.syncShape();
    this.announce();
  }

  setBrush(symbol) {
    this.brush = symbol;
  }

  /** Per grid {tiling} after a solve (null: none on show); drawn over the board, not part of it. */
  setResults(results) {
    this.results = results;
    this.draw();
  }

  onKey(event) {
    const { r, c } = this.cursor;
    if (event.key.length === 1 && /[a-z0-9]/i.test(event.key)) {
      this.edit(() => setChar(this.grid.letters, r, c, event.key.toUpperCase()));
      this.advance();
    } else if (event.key === " " || event.key === "Enter") {
      const colour = this.strokeColourFor(r, c);
      this.edit(() => setChar(this.grid.colours, r, c, colour));
    } else if (event.key === "Backspace" || event.key === "Delete") {
      this.edit(() => setChar(this.grid.letters, r, c, "."));
    } else {
      return false;
    }
    return true;
  }

  describe(r, c) {
    const letter = this.grid.letters[r][c];
    const result = this.results?.[this.index];
    const k = result ? owners(this.grid, result.tiling)[r * this.cols + c] : -1;
    const piece = k >= 0 ? `, piece ${result.tiling[k].piece}` : "";
    const what = `${colourName(this.grid.colours[r][c])}, ${letter === "." ? "no letter" : `letter ${letter}`}`;
    return `grid ${this.index + 1}, row ${r + 1}, column ${c + 1}, ${what}${piece}`;
  }

  syncShape() {
    this.current = this.index;
    if (this.rows !== this.grid.rows || this.cols !== this.grid.cols) this.resize(this.grid.rows, this.grid.cols);
    else this.draw();
  }
}

export default class TilingPage extends PuzzlePage {
  static kind = "tiling";

  createWidget(canvas) {
    const widget = new TilingWidget(canvas, { pieces: DEFAULT_PIECES, grids: [blankGrid(5, 5)] });
    // the thumbnails follow the light/dark toggle like the board does
    widget.addEventListener("scheme", () => {
      for (const thumb of this.resultBox.querySelectorAll(".gh-thumb canvas")) thumb.repaint();
    });
    return widget;
  }

  actions() {
    const items = super.actions();
    const count = { id: "count", label: "Count tilings", busy: true, run: () => this.solve(COUNT_LIMIT) };
    items.splice(items.findIndex((item) => item.id === "unique") + 1, 0, count);
    return items;
  }

  buildControls(container) {
    container.classList.add("gh-tiling-controls");
    this.piecesInput = textInput({ id: "pieces" });
    this.piecesInput.setAttribute("aria-describedby", "gh-pieces-help");
    const preset = select({ id: "preset", ariaLabel: "Choose a piece set",
      options: [["", "Piece sets…"], ...PRESETS.map(([spec, title]) => [spec, `${title} (${spec})`])] });
    this.gridPick = select({ id: "grid-pick", options: [] });
    this.sizeInputs = [numberInput({ id: "rows", min: 1, max: MAX_SIDE }), numberInput({ id: "cols", min: 1, max: MAX_SIDE })];
    this.palette = row([], { className: "gh-tiling-row gh-palette", group: "Paint colour" });
    const batch = el("textarea", { className: "gh-batch-text", rows: 8, spellcheck: false, "aria-label": "Grids as text",
      placeholder: "pieces: s2-3,s1?\n\nbwwbb\nbwwbw OOOOO\n…\n\nwbbww\n…" });
    const grid = (id, label, ariaLabel, run) => button({ id, label, ariaLabel, run });
    this.gridButtons = {
      prev: grid("prev", "◀", "Previous grid", () => this.pickGrid(this.widget.index - 1)),
      next: grid("next", "▶", "Next grid", () => this.pickGrid(this.widget.index + 1)),
      add: grid("add", "Add grid", undefined, () => this.addGrid()),
      remove: grid("remove", "Remove grid", undefined, () => this.removeGrid()),
    };
    container.append(
      row([field("Pieces", this.piecesInput), preset], { className: "gh-tiling-row" }),
      el("p", { className: "gh-help", id: "gh-pieces-help" }, "s2-3 strips of 2 to 3 cells over the grids' colours, p5 pentominoes, " +
        "(bw/X.) a drawn piece; ? at most once, * any number; r turns only, f fixed. Press Enter to use it."),
      row([field("Grid", this.gridPick), ...Object.values(this.gridButtons),
        field("Rows", this.sizeInputs[0]), field("Columns", this.sizeInputs[1])], { className: "gh-tiling-row" }),
      this.palette,
      el("details", { className: "gh-batch" }, el("summary", {}, "Paste grids as text"), batch,
        button({ id: "batch-load", label: "Load grids", run: () => this.loadText(batch.value, { from: batch }) }),
        el("p", { className: "gh-help" }, "Rows of colour letters (b, w, … and . for a hole), each optionally followed by a space " +
          "and its letters; a blank line between grids; an optional first line ", el("code", {}, "pieces: p5"), ".")));
    this.extraColours = new Set(["b", "w"]);
    this.piecesInput.addEventListener("change", () => this.setPieces(this.piecesInput.value));
    preset.onchange = () => {
      if (preset.value) this.setPieces(preset.value);
      preset.value = "";
    };
    this.gridPick.onchange = () => this.pickGrid(Number(this.gridPick.value));
    for (const input of this.sizeInputs) input.addEventListener("change", () => this.resizeGrid());
  }

  // ------------------------------------------------------------------ editing the batch

  async setPieces(spec) {
    spec = spec.trim();
    this.piecesInput.value = spec;
    this.widget.edit((s) => (s.pieces = spec));
    // Python reads the set now, so a mistake is named while the user is still looking at it
    const reply = await this.ask({ op: "encode", model: this.modelOf(this.widget.state) });
    if (reply && !reply.ok) this.message(reply.error, "error");
    else if (reply && this.messageBox.dataset.kind === "error") this.message("");
  }

  pickGrid(k) {
    this.widget.pick(k);
    this.refreshControls();
  }

  addGrid() {
    const { rows, cols } = this.widget.grid;
    const at = this.widget.index + 1;
    this.widget.edit((s) => s.grids.splice(at, 0, blankGrid(rows, cols, commonColour(this.widget.grid))));
    this.pickGrid(at);
  }

  removeGrid() {
    if (this.widget.state.grids.length < 2) return;
    const at = this.widget.index;
    this.widget.edit((s) => s.grids.splice(at, 1));
    this.pickGrid(at);
  }

  resizeGrid() {
    const [rows, cols] = this.sizeInputs.map((input) => Math.round(Number(input.value)));
    if (!(rows >= 1 && cols >= 1 && rows <= MAX_SIDE && cols <= MAX_SIDE)) {
      this.message(`A grid has 1 to ${MAX_SIDE} rows and columns.`, "error");
      return this.refreshControls();
    }
    const old = this.widget.grid;
    const fill = commonColour(old);
    const grown = (lines, pad) => Array.from({ length: rows }, (_, r) => ((lines[r] || "") + pad.repeat(cols)).slice(0, cols));
    this.widget.edit((s) => {
      s.grids[this.widget.index] = { rows, cols, colours: grown(old.colours, fill), letters: grown(old.letters, ".") };
    });
    this.syncShape();
  }

  /** Palette: the batch's colours, b and w, any colour added, and the hole. */
  buildPalette() {
    const used = new Set(this.widget.state.grids.flatMap((g) => [...g.colours.join("")]));
    const symbols = [...new Set([...used, ...this.extraColours])].filter((ch) => ch !== ".").sort();
    this.palette.replaceChildren("Paint");
    for (const symbol of [...symbols, "."]) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "md-button gh-swatch";
      button.dataset.colour = symbol;
      button.setAttribute("aria-pressed", String(symbol === this.widget.brush));
      button.title = `Paint ${colourName(symbol)}`;
      const chip = document.createElement("span");
      chip.className = "gh-chip";
      chip.style.background = symbol === "." ? "transparent" : cellColour(symbol);
      button.append(chip, `${symbol} ${colourName(symbol)}`);
      button.onclick = () => {
        this.widget.setBrush(symbol);
        this.buildPalette();
      };
      this.palette.append(button);
    }
    const add = document.createElement("input");
    add.className = "gh-new-colour";
    add.maxLength = 1;
    add.setAttribute("aria-label", "Add a colour: one letter a to z");
    add.placeholder = "+";
    add.oninput = () => {
      const symbol = add.value.toLowerCase();
      if (!/^[a-z]$/.test(symbol)) return this.message("A colour is one letter from a to z.", "error");
      this.extraColours.add(symbol);
      this.widget.setBrush(symbol);
      this.buildPalette();
      this.message("");
    };
    this.palette.append(add);
  }

  refreshControls() {
    const { grids, pieces } = this.widget.state;
    if (document.activeElement !== this.piecesInput) this.piecesInput.value = pieces;
    if (this.gridPick.options.length !== grids.length) {
      this.gridPick.replaceChildren(...grids.map((_, k) => new Option(`${k + 1} of ${grids.length}`, String(k))));
    }
    this.gridPick.value = String(this.widget.index);
    this.gridButtons.prev.disabled = this.widget.index === 0;
    this.gridButtons.next.disabled = this.widget.index === grids.length - 1;
    this.gridButtons.remove.disabled = grids.length < 2;
    this.sizeInputs[0].value = this.widget.grid.rows;
    this.sizeInputs[1].value = this.widget.grid.cols;
    this.buildPalette();
    for (const thumb of this.resultBox.querySelectorAll(".gh-thumb")) {
      thumb.setAttribute("aria-current", String(Number(thumb.dataset.grid) === this.widget.index));
    }
  }

  // ------------------------------------------------------------------ PuzzlePage hooks

  keypadKeys() {
    return [["Paint", " "], ["Erase letter", "Delete"]];
  }

  emptyState() {
    const { rows, cols } = this.widget.grid;
    return { pieces: this.widget.state.pieces, grids: [blankGrid(rows, cols)] };
  }

  stateFromModel(model) {
    const grids = model.grids.map(({ rows, cols, colours, letters }) => ({
      rows, cols, colours, letters: letters.length ? letters : blankGrid(rows, cols).letters,
    }));
    return { pieces: model.pieces, grids };
  }

  applyModel(model) {
    super.applyModel(model);
    this.pickGrid(0);
  }

  modelOf(state) {
    return { pieces: state.pieces, grids: state.grids.map(({ colours, letters }) => ({ colours, letters })) };
  }

  normalise(state) {
    const ok = typeof state?.pieces === "string" && Array.isArray(state.grids) && state.grids.length &&
      state.grids.every((g) => g.rows === g.colours?.length && g.rows === g.letters?.length);
    return ok ? state : { pieces: DEFAULT_PIECES, grids: [blankGrid(5, 5)] };
  }

  syncShape() {
    this.widget.syncShape();
    this.refreshControls();
  }

  restore() {
    super.restore();
    this.syncShape(); // the controls show the restored (or blank) batch at once
  }

  onBoardChange() {
    this.widget.setResults(null);
    super.onBoardChange();
    this.syncShape();
  }

  // ------------------------------------------------------------------ solving

  // Solve, uniqueness and counting are one `extract` (limit 1: a tiling per grid; 2: is each
  // unique; COUNT_LIMIT: count them), which also reads the letters and builds the final grid.
  solveRequest(limit) {
    return { op: "extract", limit, select: { size: 1 } };
  }

  solvingMessage() {
    const grids = this.widget.state.grids.length;
    return `Tiling ${grids} grid${grids > 1 ? "s" : ""}…`;
  }

  describeSolve(reply, limit) {
    return this.summary(reply.grids, limit);
  }

  showSolution(reply, limit) {
    this.showResults(reply, limit);
  }

  async afterSolve(reply, board) {
    if (this.widget.state.grids.length === 1 && this.widget.grid.letters.join("").replace(/\./g, "")) await this.readColours(board, this.version);
  }

  summary(results, limit) {
    const which = (test) => results.map((g, k) => (test(g) ? k + 1 : 0)).filter(Boolean);
    const none = which((g) => g.count === 0);
    const many = which((g) => g.count > 1);
    const list = (ks) => (ks.length > 8 ? `${ks.slice(0, 8).join(", ")}…` : ks.join(", "));
    const proof = results.find((g) => g.reason); // a count that proves it, said at once
    if (none.length) return [proof ? `${proof.reason}.` : `No tiling for grid ${list(none)}.`, "warning"];
    if (limit === 1) return [results.length > 1 ? `Tiled all ${results.length} grids.` : "Tiled.", "success"];
    if (limit === 2 && many.length) return [`More than one tiling for grid ${list(many)}.`, "warning"];
    if (limit === 2) {
      const all = results.length > 1 ? `Every grid has exactly one tiling (${results.length} grids).` : "The tiling is unique.";
      return [all, "success"];
    }
    const total = results.map((g) => (g.complete ? g.count : `${g.count}+`));
    return [`Tilings counted: ${results.length > 1 ? total.join(", ") : total[0]}.`, "success"];
  }

  showResults(reply, limit) {
    this.widget.setResults(reply.grids.map((g) => ({ tiling: g.tiling })));
    const box = this.resultBox;
    box.replaceChildren();
    const hasLetters = this.widget.state.grids.some((g) => g.letters.join("").replace(/\./g, ""));
    if (hasLetters) box.append(line("Letters under the 1-cell pieces: ", reply.letters || "none", "gh-tiling-letters"));
    if (reply.final && reply.grids.length > 1) {
      const build = document.createElement("button");
      build.type = "button";
      build.className = "md-button md-button--primary gh-final";
      build.textContent = "Build the final grid";
      build.onclick = () => this.buildFinal(reply.final);
      const note = document.createElement("span");
      note.textContent = " from every grid's 1-cell pieces, with their colours and letters";
      box.append(paragraph(build, note));
    } else if (reply.problem && reply.grids.length > 1 && hasLetters) {
      box.append(paragraph(`No final grid: ${reply.problem}.`));
    }
    const thumbs = document.createElement("div");
    thumbs.className = "gh-thumbs";
    reply.grids.forEach((g, k) => thumbs.append(this.thumbnail(g, k, limit)));
    box.append(thumbs);
    const outline = document.createElement("details");
    const pre = document.createElement("pre");
    pre.textContent = reply.grids.map((g, k) => [`Grid ${k + 1}`, ...g.outline].join("\n")).join("\n\n");
    outline.append(Object.assign(document.createElement("summary"), { textContent: "Outlines as text" }), pre);
    box.append(outline);
    this.refreshControls();
  }

  /** A small drawing of one grid's tiling; clicking it shows that grid on the board. */
  thumbnail(result, k, limit) {
    const grid = this.widget.state.grids[k];
    // a grid the time budget cut short (or never reached) says what its search found so far
    const count = result.stopped ? (result.count ? `${result.count}+ tilings` : "not tiled in time")
      : result.count === 0 ? "no tiling" : limit === 1 ? "tiled"
      : result.complete ? (result.count === 1 ? "unique" : `${result.count} tilings`) : `${result.count}+ tilings`;
    const letters = result.letters ? ` · ${result.letters}` : "";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "gh-thumb";
    button.dataset.grid = String(k);
    button.dataset.count = String(result.count);
    button.setAttribute("aria-label", `Grid ${k + 1}: ${count}${letters}. Show it on the board.`);
    button.onclick = () => this.pickGrid(k);
    const size = Math.max(8, Math.min(18, Math.floor(160 / Math.max(grid.rows, grid.cols))));
    const canvas = document.createElement("canvas");
    const dpr = window.devicePixelRatio || 1;
    const width = grid.cols * size + 4, height = grid.rows * size + 4;
    Object.assign(canvas.style, { width: `${width}px`, height: `${height}px` });
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    const ctx = canvas.getContext("2d");
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const selected = new Set(result.selected.flatMap((p) => p.cells.map(([r, c]) => r * grid.cols + c)));
    canvas.repaint = () => {
      ctx.clearRect(0, 0, width, height);
      drawGrid(ctx, grid, 2, 2, size, { colours: this.widget.colours(), tiling: result.tiling, selected });
    };
    canvas.repaint();
    const caption = document.createElement("span");
    caption.textContent = `${k + 1} · ${count}${letters}`;
    button.append(canvas, caption);
    return button;
  }

  /** A single grid with letters: read the letters under the pieces of each one colour (DOMINO). */
  async readColours(board, seq) {
    const symbols = [...new Set(this.widget.grid.colours.join("").replace(/\./g, ""))].sort();
    for (const colour of symbols.slice(0, 6)) {
      const reply = await this.ask({ op: "extract", ...board, limit: 1, select: { colour } });
      if (!reply || seq !== this.version || !reply.ok) return;
      const words = `Letters under the pieces all ${colourName(colour)} (${colour}): `;
      this.resultBox.querySelector(".gh-thumbs").before(line(words, reply.letters || "none", `gh-reading-${colour}`));
    }
  }

  async buildFinal(share) {
    await this.loadText(share);
    await this.solve(2);
  }
}

function paragraph(...parts) {
  const p = document.createElement("p");
  p.append(...parts);
  return p;
}

function line(words, value, className) {
  const strong = document.createElement("strong");
  strong.className = className;
  strong.textContent = value;
  return paragraph(words, strong);
}
