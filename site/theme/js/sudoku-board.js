// The Sudoku board widget: givens, placed and solved digits, pencil marks in a sub-grid,
// clashes, and the highlight of a hint step. It only draws and edits: Python owns the rules.
import { GridWidget } from "./grid-widget.js";
import { described } from "./kinds.js";
import { cluesAt, drawOver, drawPending, drawRegions, drawUnder, hasOutsideClues } from "./sudoku-variant-draw.js";

const { symbols: SYMBOLS, sizes: SIZES, defaultBoxes } = described("sudoku").constants;
export { SIZES, SYMBOLS };

/** The box shape a grid of size n has without a prefix, as Python says: 6 -> [2, 3]. */
export function defaultBox(n) {
  return defaultBoxes[String(n)];
}

export function emptySudoku(n) {
  const [boxRows, boxCols] = defaultBox(n);
  return { n, boxRows, boxCols, cells: Array(n * n).fill(0), solution: null, marks: null, placed: [] };
}

const shapes = new Map();

/** Rows, columns and boxes as lists of cell indices, and each cell's peers; cached per shape. */
export function geometry(n, boxRows, boxCols) {
  const key = `${n}:${boxRows}x${boxCols}`;
  if (!shapes.has(key)) {
    const units = [];
    for (let r = 0; r < n; r++) units.push([...Array(n).keys()].map((c) => r * n + c));
    for (let c = 0; c < n; c++) units.push([...Array(n).keys()].map((r) => r * n + c));
    for (let br = 0; br < n; br += boxRows) {
      for (let bc = 0; bc < n; bc += boxCols) {
        const box = [];
        for (let r = br; r < br + boxRows; r++) for (let c = bc; c < bc + boxCols; c++) box.push(r * n + c);
        units.push(box);
      }
    }
    const peers = Array.from({ length: n * n }, () => new Set());
    for (const unit of units) for (const i of unit) for (const j of unit) if (i !== j) peers[i].add(j);
    shapes.set(key, { units, peers });
  }
  return shapes.get(key);
}

const NO_CELLS = new Set();

export class SudokuWidget extends GridWidget {
  constructor(canvas, state) {
    super(canvas, { rows: state.n, cols: state.n, state, maxCell: 52 });
    this.showMarks = false; // the pencil-mark view
    this.pencil = false; // typing toggles candidates instead of filling cells
    this.highlight = null; // {step} of the hint shown, or {step, preview: {cell: value}} of a listed step
  }

  get geometry() {
    return geometry(this.state.n, this.state.boxRows, this.state.boxCols);
  }

  drawBoard(ctx, colours) {
    const { n, boxRows, boxCols, cells, solution } = this.state;
    const scale = n > 16 ? 0.5 : 0.62;
    const step = this.highlight?.step;
    const preview = this.highlight?.preview || {};
    const clashes = this.clashes || NO_CELLS; // the base class draws once before this class's fields exist
    const placed = new Set(this.state.placed || []);
    // a step is about the cells still open: a unit's filled cells are its background, not its subject
    const lit = (step?.cells || []).filter((i) => !cells[i] && !preview[i]);
    for (const i of lit) this.fillCell(ctx, i, colours.highlight);
    const variant = this.state.variant;
    drawUnder(ctx, this, variant, colours);
    for (let i = 0; i < n * n; i++) {
      const r = Math.floor(i / n), c = i % n;
      if (cells[i]) {
        const colour = clashes.has(i) ? colours.error : colours.fg;
        this.text(ctx, r, c, SYMBOLS[cells[i] - 1], { colour, weight: placed.has(i) ? "normal" : "bold", scale });
        if (clashes.has(i)) this.ring(ctx, i, colours.error);
      } else if (preview[i]) {
        this.text(ctx, r, c, SYMBOLS[preview[i] - 1], { colour: colours.muted, weight: "italic", scale });
      } else if (solution && solution[i]) {
        this.text(ctx, r, c, SYMBOLS[solution[i] - 1], { colour: colours.solved, scale });
      } else {
        this.drawMarks(ctx, i, colours);
      }
    }
    this.gridLines(ctx, colours.grid);
    if (variant?.regions) {
      drawRegions(ctx, this, n, variant.regions, colours);
    } else {
      const { x, y, size } = this.rect(0, 0);
      ctx.strokeStyle = colours.fg;
      ctx.lineWidth = 2;
      ctx.beginPath();
      for (let r = 0; r <= n; r += boxRows) { ctx.moveTo(x, y + r * size); ctx.lineTo(x + n * size, y + r * size); }
      for (let c = 0; c <= n; c += boxCols) { ctx.moveTo(x + c * size, y); ctx.lineTo(x + c * size, y + n * size); }
      ctx.stroke();
    }
    drawOver(ctx, this, variant, colours);
    drawPending(ctx, this, this.pending || [], colours);
    if (this.drawing?.length) drawPending(ctx, this, [{ cells: this.drawing, colour: colours.accent, number: "" }], colours);
    // the step's cells get an outline as well as the fill, so colour is not the only sign
    for (const i of lit) this.outline(ctx, i, colours.accent);
  }

  /** Small candidates in a box-shaped sub-grid: the user's marks, and the shown step's own. */
  drawMarks(ctx, i, colours) {
    const { n, boxRows, boxCols, marks } = this.state;
    const step = this.highlight?.step;
    // a listed step belongs to a later board than the user's marks: show only its own candidates
    const mask = this.showMarks && marks && !this.highlight?.preview ? marks[i] : 0;
    const key = (list) => new Set((list || []).filter(([j]) => j === i).map(([, v]) => v));
    const lit = key(step?.candidates), gone = key(step?.eliminations);
    const { x, y, size } = this.rect(Math.floor(i / n), i % n);
    const w = size / boxCols, h = size / boxRows;
    for (let v = 1; v <= n; v++) {
      const has = (mask >> (v - 1)) & 1;
      if (!has && !lit.has(v) && !gone.has(v)) continue;
      const cx = x + ((v - 1) % boxCols + 0.5) * w, cy = y + (Math.floor((v - 1) / boxCols) + 0.5) * h;
      const radius = Math.min(w, h) * 0.48;
      if (lit.has(v)) {
        ctx.fillStyle = colours.highlight;
        ctx.beginPath(); ctx.arc(cx, cy, radius, 0, 2 * Math.PI); ctx.fill();
        ctx.strokeStyle = colours.accent; ctx.lineWidth = 1.5; ctx.stroke();
      }
      ctx.fillStyle = gone.has(v) ? colours.error : lit.has(v) ? colours.fg : colours.muted;
      ctx.font = `${lit.has(v) || gone.has(v) ? "bold" : "normal"} ${Math.max(7, Math.round(Math.min(w, h) * 0.8))}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(SYMBOLS[v - 1], cx, cy + h * 0.04);
      if (gone.has(v)) { // struck out: the shape says "removed" without the colour
        ctx.strokeStyle = colours.error; ctx.lineWidth = 1.5;
        ctx.beginPath(); ctx.moveTo(cx - radius, cy + radius); ctx.lineTo(cx + radius, cy - radius); ctx.stroke();
      }
    }
  }

  fillCell(ctx, i, colour) {
    const { x, y, size } = this.rect(Math.floor(i / this.state.n), i % this.state.n);
    ctx.fillStyle = colour;
    ctx.fillRect(x, y, size, size);
  }

  outline(ctx, i, colour) {
    const { x, y, size } = this.rect(Math.floor(i / this.state.n), i % this.state.n);
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2;
    ctx.setLineDash([4, 3]);
    ctx.strokeRect(x + 3, y + 3, size - 6, size - 6);
    ctx.setLineDash([]);
  }

  ring(ctx, i, colour) {
    const { x, y, size } = this.rect(Math.floor(i / this.state.n), i % this.state.n);
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(x + size / 2, y + size / 2, size * 0.4, 0, 2 * Math.PI);
    ctx.stroke();
  }

  onKey(event) {
    const { r, c } = this.cursor;
    const i = r * this.state.n + c;
    // Shift+digit is a pencil mark in any mode (the key is then "#" or "£": read the key's place instead)
    const digit = /^(?:Digit|Numpad)([0-9])$/.exec(event.code || "");
    const key = event.shiftKey && digit ? digit[1] : event.key.toUpperCase();
    const value = SYMBOLS.indexOf(key) + 1;
    const isValue = key.length === 1 && value >= 1 && value <= this.state.n;
    const isErase = event.key === "Backspace" || event.key === "Delete";
    if ((this.pencil || event.shiftKey) && (isValue || isErase)) {
      this.toggleMark(i, isValue ? value : 0);
    } else if (isValue) {
      this.setCell(i, value);
      this.advance();
    } else if (key === "0" || key === "." || key === " ") {
      this.setCell(i, 0);
      this.advance();
    } else if (isErase) {
      this.setCell(i, 0);
    } else {
      return false;
    }
    return true;
  }

  setCell(i, value) {
    this.edit((s) => {
      s.cells[i] = value;
      s.solution = null; // a solution no longer holds once the givens change
      s.placed = (s.placed || []).filter((j) => j !== i);
      if (value) this.strikeFromPeers(s, i, value);
    });
  }

  /** Toggle candidate `value` of an empty cell (0 clears the cell's marks); shows the marks. */
  toggleMark(i, value) {
    if (this.state.cells[i]) return;
    this.showMarks = true;
    this.edit((s) => {
      s.marks ||= Array(s.n * s.n).fill(0);
      s.marks[i] = value ? s.marks[i] ^ (1 << (value - 1)) : 0;
    });
    this.draw(); // the view may have just been switched on without a change to the state
    this.dispatchEvent(new CustomEvent("view"));
  }

  /** A placed value is no longer a candidate of the cell's peers (as Python's board does). */
  strikeFromPeers(s, i, value) {
    if (!s.marks) return;
    for (const j of geometry(s.n, s.boxRows, s.boxCols).peers[i]) s.marks[j] &= ~(1 << (value - 1));
  }

  setView({ showMarks = this.showMarks, pencil = this.pencil } = {}) {
    this.showMarks = showMarks;
    this.pencil = pencil;
    this.draw();
    this.dispatchEvent(new CustomEvent("view"));
  }

  /** The cells Python says clash (cell indexes), ringed in the error colour. */
  setClashes(clashes) {
    this.clashes = clashes;
    this.draw();
  }

  /** The cells a clue being drawn runs through so far (the variant editor's drag). */
  setDrawing(cells) {
    this.drawing = cells;
    this.draw();
  }

  /** Pointer input goes to the variant editor while one of its tools is chosen. */
  onPointer(cell, phase) {
    this.editor?.pointer(cell, phase);
  }

  /** Lines read from a link whose rule is still to be chosen: drawn dashed and numbered. */
  setPending(lines) {
    this.pending = lines;
    this.draw();
  }

  setHighlight(highlight) {
    this.highlight = highlight;
    this.draw();
  }

  describe(r, c) {
    const i = r * this.state.n + c;
    const given = this.state.cells[i];
    const solved = this.state.solution && this.state.solution[i];
    const marks = this.showMarks && this.state.marks ? this.state.marks[i] : 0;
    let what = given ? SYMBOLS[given - 1] : solved ? `empty, solved as ${SYMBOLS[solved - 1]}` : "empty";
    if (given && this.clashes?.has(i)) what += ", clashes with a peer";
    if (!given && marks) what += `, candidates ${[...SYMBOLS].filter((_, v) => (marks >> v) & 1).join(" ")}`;
    if (!given && this.highlight?.step?.cells.includes(i)) what += ", part of the step shown";
    const clues = cluesAt(this.state.variant, r, c);
    if (clues.length) what += `, ${clues.join(", ")}`;
    return `row ${r + 1}, column ${c + 1}, ${what}`;
  }

  /** The grid's size, and a margin of one cell all round when clues sit outside it (little killers, sandwiches) or are being drawn there. */
  syncShape() {
    const m = hasOutsideClues(this.state.variant) || this.editor?.wantsMargin() ? 1 : 0;
    if (this.rows !== this.state.n || this.margin.top !== m) {
      this.resize(this.state.n, this.state.n, { top: m, right: m, bottom: m, left: m });
    }
  }
}
