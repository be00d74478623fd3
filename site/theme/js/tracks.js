// Tracks page: a track from the start to the finish, with counts in the margins (column counts on
// top, one column of row counts per row segment at the right, station A at the left, B below).
// The widget state IS Python's model (tracks.py), so `encode` takes it as it is; the solved
// tracks are kept beside the state, never in it, so stepping through them is not an edit.
import { GridWidget } from "./grid-widget.js";
import { PuzzlePage } from "./puzzle-page.js";
import { TabPlayer } from "./tracks-audio.js";

const RIGHT = 1, UP = 2, LEFT = 4, DOWN = 8; // the sides a piece joins, as in Python's masks
const STEPS = [[RIGHT, 0, 1], [UP, -1, 0], [LEFT, 0, -1], [DOWN, 1, 0]];
const SIDE_NAMES = { [RIGHT]: "right", [UP]: "up", [LEFT]: "left", [DOWN]: "down" };
const ARROW_SIDES = { ArrowRight: RIGHT, ArrowUp: UP, ArrowLeft: LEFT, ArrowDown: DOWN };
const PALETTE = [
  ["─", LEFT | RIGHT], ["│", UP | DOWN], ["┌", RIGHT | DOWN], ["┐", LEFT | DOWN], ["└", RIGHT | UP], ["┘", LEFT | UP],
];
const MAX_SIZE = 60; // Python's MAX_SIZE: larger grids are refused there anyway
const SOLVE_LIMIT = 100; // Solve lists up to this many tracks, so the user can step through them
const TOOLS = [["pieces", "Pieces"], ["start", "Start"], ["finish", "Finish"], ["split", "Split"]];

export function emptyTracks(w, h) {
  return {
    w, h,
    columnCounts: Array(w).fill(null),
    rowCounts: Array.from({ length: h }, () => [null]),
    splits: [],
    ends: "stations",
    start: [Math.floor(h / 2), 0],
    finish: [h - 1, Math.floor(w / 2)],
    pieces: Array(w * h).fill(0),
    message: [],
    options: "",
  };
}

const sidesOf = (mask) => STEPS.filter(([side]) => mask & side).map(([side]) => side);
const segmentBounds = (s) => [0, ...s.splits, s.w];
// Stations stand in a left and a bottom margin; inner ends need none, which leaves more room for cells.
const marginOf = (s) => {
  const station = s.ends === "stations" ? 1 : 0;
  return { top: 1, right: s.splits.length + 1, bottom: station, left: station };
};

/** The board at a new size, keeping whatever still means the same thing. */
export function resized(s, w, h) {
  const t = emptyTracks(w, h);
  // a count stays only while its line keeps the same cells
  if (h === s.h) t.columnCounts = t.columnCounts.map((_, c) => (c < s.w ? s.columnCounts[c] : null));
  t.splits = s.splits.filter((c) => c < w);
  const kept = t.splits.length;
  t.rowCounts = t.rowCounts.map((_, r) =>
    Array.from({ length: kept + 1 }, (_, k) => (r < s.h && (k < kept || w === s.w) ? s.rowCounts[r][k] : null)));
  for (let r = 0; r < Math.min(h, s.h); r++) {
    for (let c = 0; c < Math.min(w, s.w); c++) {
      const mask = s.pieces[r * s.w + c];
      const inside = STEPS.every(([side, dr, dc]) => !(mask & side) || (r + dr >= 0 && r + dr < h && c + dc >= 0 && c + dc < w));
      if (inside) t.pieces[r * w + c] = mask;
    }
  }
  const clamp = ([r, c]) => [Math.min(r, h - 1), Math.min(c, w - 1)];
  t.ends = s.ends;
  t.start = s.ends === "stations" ? [Math.min(s.start[0], h - 1), 0] : clamp(s.start);
  t.finish = s.ends === "stations" ? [h - 1, Math.min(s.finish[1], w - 1)] : clamp(s.finish);
  if (s.message.length) {
    t.message = Array.from({ length: h }, (_, r) => (s.message[r] || "").slice(0, w).padEnd(w, "."));
  }
  t.options = s.options;
  return t;
}

export class TracksWidget extends GridWidget {
  constructor(canvas, state) {
    super(canvas, { rows: state.h, cols: state.w, state, margin: marginOf(state), maxCell: 44 });
    this.tool = "pieces";
    this.track = null; // the solved track on show: [[r, c], ...] from start to finish
    this.typing = false; // digits typed into a count since the cursor arrived: the next one appends
  }

  /** The count under (r, c): a column's (top margin) or a row segment's (right margin), else null. */
  countAt(r, c) {
    const s = this.state;
    if (r === -1 && c >= 0 && c < s.w) return { column: c };
    if (r >= 0 && r < s.h && c >= s.w && c <= s.w + s.splits.length) return { row: r, segment: c - s.w };
    return null;
  }

  countValue(slot) {
    return "column" in slot ? this.state.columnCounts[slot.column] : this.state.rowCounts[slot.row][slot.segment];
  }

  /** The grid cells a count covers, as [r, c]. */
  countCells(slot) {
    const s = this.state;
    if ("column" in slot) return Array.from({ length: s.h }, (_, r) => [r, slot.column]);
    const bounds = segmentBounds(s);
    const from = bounds[slot.segment], to = bounds[slot.segment + 1];
    return Array.from({ length: to - from }, (_, k) => [slot.row, from + k]);
  }

  cursorAllowed(r, c) {
    return this.inGrid(r, c) || this.countAt(r, c) !== null;
  }

  setCursor(r, c) {
    this.typing = false;
    super.setCursor(r, c);
  }

  changed() {
    this.announce(); // a screen reader hears the count or piece it just set
    super.changed();
  }

  syncShape() {
    const s = this.state, margin = marginOf(s);
    const same = ["top", "right", "bottom", "left"].every((side) => this.margin[side] === margin[side]);
    if (this.rows !== s.h || this.cols !== s.w || !same) this.resize(s.h, s.w, margin);
  }

  // ------------------------------------------------------------------ edits

  setCount(slot, value) {
    this.edit((s) => {
      if ("column" in slot) s.columnCounts[slot.column] = value;
      else s.rowCounts[slot.row][slot.segment] = value;
    });
  }

  setPiece(r, c, mask) {
    this.edit((s) => { s.pieces[r * s.w + c] = mask; });
  }

  /** Toggle one side of a cell's piece; a third side starts the piece afresh from that side. */
  toggleSide(r, c, side) {
    this.edit((s) => {
      const i = r * s.w + c, mask = s.pieces[i];
      if (mask & side) s.pieces[i] = mask & ~side;
      else s.pieces[i] = sidesOf(mask).length < 2 ? mask | side : side;
    });
  }

  /** An end inside the grid; the other end stays where its station met the grid. */
  setEnd(which, r, c) {
    this.edit((s) => {
      s.ends = "cells";
      s[which] = [r, c];
    });
  }

  /** Station A beside `index` (a row) or B below `index` (a column); the other end becomes a station too. */
  setStation(which, index) {
    this.edit((s) => {
      s.ends = "stations";
      s.start = which === "A" ? [index, 0] : [s.start[0], 0];
      s.finish = which === "B" ? [s.h - 1, index] : [s.h - 1, s.finish[1]];
    });
  }

  /** A split where column `col` begins a new row segment; removing one adds up the two counts. */
  toggleSplit(col) {
    if (col <= 0 || col >= this.state.w) return;
    this.edit((s) => {
      const k = s.splits.indexOf(col);
      if (k >= 0) {
        s.splits.splice(k, 1);
        s.rowCounts = s.rowCounts.map((counts) => {
          const [a, b] = [counts[k], counts[k + 1]];
          return [...counts.slice(0, k), a === null || b === null ? null : a + b, ...counts.slice(k + 2)];
        });
      } else {
        const at = s.splits.filter((x) => x < col).length;
        s.splits.splice(at, 0, col);
        s.rowCounts = s.rowCounts.map((counts) => [...counts.slice(0, at), null, null, ...counts.slice(at + 1)]);
      }
    });
    this.syncShape();
  }

  // ------------------------------------------------------------------ input

  onPointer(cell, phase) {
    if (phase !== "down") return;
    const { r, c, fx, fy } = cell;
    const s = this.state;
    if (s.ends === "stations" && c === -1 && r >= 0 && r < s.h) return this.setStation("A", r);
    if (s.ends === "stations" && r === s.h && c >= 0 && c < s.w) return this.setStation("B", c);
    if (!this.inGrid(r, c)) return; // a count: the cursor is already on it, ready for typing
    if (this.tool === "start" || this.tool === "finish") return this.setEnd(this.tool, r, c);
    if (this.tool === "split") return this.toggleSplit(fx < 0.5 ? c : c + 1);
    // pieces: a click near a side toggles that side; a click in the middle removes the piece
    const near = [[RIGHT, 1 - fx], [UP, fy], [LEFT, fx], [DOWN, 1 - fy]].sort((a, b) => a[1] - b[1])[0];
    if (near[1] < 0.3) this.toggleSide(r, c, near[0]);
    else this.setPiece(r, c, 0);
  }

  onKey(event) {
    const { r, c } = this.cursor;
    const slot = this.countAt(r, c);
    if (slot) return this.countKey(slot, event.key);
    if (!this.inGrid(r, c)) return false;
    if (event.shiftKey && ARROW_SIDES[event.key]) {
      this.toggleSide(r, c, ARROW_SIDES[event.key]);
      return true;
    }
    const actions = {
      delete: () => this.setPiece(r, c, 0),
      backspace: () => this.setPiece(r, c, 0),
      s: () => this.setEnd("start", r, c),
      f: () => this.setEnd("finish", r, c),
      a: () => this.setStation("A", r),
      b: () => this.setStation("B", c),
      "|": () => this.toggleSplit(c),
    };
    const action = actions[event.key.toLowerCase()];
    if (!action) return false;
    action();
    return true;
  }

  /** Digits build a count (12 is 1 then 2); Delete, ?, Space or . make it blank (unknown). */
  countKey(slot, key) {
    const value = this.countValue(slot);
    if (/^[0-9]$/.test(key)) {
      const digit = Number(key);
      this.setCount(slot, this.typing && value !== null && value < 100 ? value * 10 + digit : digit);
      this.typing = true;
    } else if (key === "Backspace") {
      this.setCount(slot, value !== null && value >= 10 ? Math.floor(value / 10) : null);
    } else if (["Delete", "?", " ", "."].includes(key)) {
      this.setCount(slot, null);
      this.typing = false;
    } else {
      return false;
    }
    return true;
  }

  describe(r, c) {
    const s = this.state;
    const slot = this.countAt(r, c);
    if (slot) {
      const value = this.countValue(slot);
      const said = value === null ? "blank (unknown)" : String(value);
      if ("column" in slot) return `column ${slot.column + 1} count, ${said}`;
      if (!s.splits.length) return `row ${r + 1} count, ${said}`;
      const bounds = segmentBounds(s);
      return `row ${r + 1}, columns ${bounds[slot.segment] + 1} to ${bounds[slot.segment + 1]}, count ${said}`;
    }
    if (!this.inGrid(r, c)) return "";
    const words = [`row ${r + 1}, column ${c + 1}`];
    const mask = s.pieces[r * s.w + c];
    const sides = sidesOf(mask).map((side) => SIDE_NAMES[side]);
    if (sides.length === 2) words.push(`given piece joining ${sides.join(" and ")}`);
    else if (sides.length === 1) words.push(`half a piece, joining ${sides[0]} only`);
    const same = ([a, b]) => a === r && b === c;
    if (s.ends === "cells" && same(s.start)) words.push("start");
    if (s.ends === "cells" && same(s.finish)) words.push("finish");
    if (s.ends === "stations" && same(s.start)) words.push("station A enters here");
    if (s.ends === "stations" && same(s.finish)) words.push("station B leaves here");
    if (this.track && this.track.some(same)) words.push("on the track");
    const symbol = s.message[r]?.[c];
    if (symbol && symbol !== ".") words.push(`message ${symbol}`);
    return words.join(", ");
  }

  // ------------------------------------------------------------------ drawing

  centre(r, c) {
    const { x, y, size } = this.rect(r, c);
    return [x + size / 2, y + size / 2];
  }

  drawBoard(ctx, colours) {
    const s = this.state;
    const on = new Set((this.track || []).map(([r, c]) => r * s.w + c));
    this.shadeCells(ctx, colours, on);
    this.gridLines(ctx, colours.faint);
    this.drawMessage(ctx, colours, on);
    this.drawTrack(ctx, colours);
    for (let i = 0; i < s.w * s.h; i++) {
      if (s.pieces[i]) this.drawPiece(ctx, Math.floor(i / s.w), i % s.w, s.pieces[i], colours.fg);
    }
    this.drawFrame(ctx, colours);
    this.drawEnds(ctx, colours);
    this.drawCounts(ctx, colours);
  }

  /** The line a count under the cursor covers, and the track's cells, hatched (not colour alone). */
  shadeCells(ctx, colours, on) {
    const s = this.state;
    const slot = document.activeElement === this.canvas && this.countAt(this.cursor.r, this.cursor.c);
    ctx.fillStyle = colours.highlight;
    for (const [r, c] of slot ? this.countCells(slot) : []) {
      const { x, y, size } = this.rect(r, c);
      ctx.fillRect(x, y, size, size);
    }
    ctx.save();
    ctx.strokeStyle = colours.solved;
    ctx.globalAlpha = 0.35;
    ctx.lineWidth = 1;
    for (const i of on) {
      const { x, y, size } = this.rect(Math.floor(i / s.w), i % s.w);
      ctx.beginPath();
      for (let k = 1; k < 4; k++) { ctx.moveTo(x + (k * size) / 4, y); ctx.lineTo(x, y + (k * size) / 4); }
      for (let k = 0; k < 4; k++) { ctx.moveTo(x + size, y + (k * size) / 4); ctx.lineTo(x + (k * size) / 4, y + size); }
      ctx.stroke();
    }
    ctx.restore();
  }

  /** Message symbols small in each cell's corner, those on the track bold; too small to read on tiny cells. */
  drawMessage(ctx, colours, on) {
    const s = this.state;
    if (this.cell < 22) return; // the message text under the grid says it all
    s.message.forEach((row, r) => [...row].forEach((symbol, c) => {
      if (symbol === "." || r >= s.h || c >= s.w) return;
      const lit = on.has(r * s.w + c);
      this.text(ctx, r, c, symbol, { colour: lit ? colours.fg : colours.muted, scale: 0.3, dx: 0.2, dy: 0.22, weight: lit ? "bold" : "normal" });
    }));
  }

  drawTrack(ctx, colours) {
    const s = this.state;
    if (!this.track || !this.track.length) return;
    const points = this.track.map(([r, c]) => this.centre(r, c));
    if (s.ends === "stations") {
      points.unshift([this.rect(0, 0).x - this.cell * 0.3, points[0][1]]);
      points.push([points.at(-1)[0], this.rect(s.h, 0).y + this.cell * 0.3]);
    }
    ctx.save();
    ctx.strokeStyle = colours.solved;
    ctx.lineWidth = Math.max(2, this.cell * 0.14);
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.beginPath();
    points.forEach(([x, y], k) => (k ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.stroke();
    ctx.restore();
  }

  /** A given piece: a thick bar from the centre to each joined side, with a sleeper across each bar. */
  drawPiece(ctx, r, c, mask, colour) {
    const [cx, cy] = this.centre(r, c);
    const half = this.cell / 2;
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineCap = "round";
    for (const [side, dr, dc] of STEPS) {
      if (!(mask & side)) continue;
      ctx.lineWidth = Math.max(3, this.cell * 0.2);
      ctx.beginPath();
      ctx.moveTo(cx, cy);
      ctx.lineTo(cx + dc * half, cy + dr * half);
      ctx.stroke();
      const [mx, my] = [cx + dc * half * 0.62, cy + dr * half * 0.62];
      ctx.lineWidth = Math.max(1.5, this.cell * 0.06);
      ctx.beginPath();
      ctx.moveTo(mx - dr * half * 0.42, my - dc * half * 0.42);
      ctx.lineTo(mx + dr * half * 0.42, my + dc * half * 0.42);
      ctx.stroke();
    }
    ctx.restore();
  }

  /** The grid's border and the split lines between row segments. */
  drawFrame(ctx, colours) {
    const s = this.state;
    const { x, y, size } = this.rect(0, 0);
    ctx.strokeStyle = colours.fg;
    ctx.lineWidth = 2;
    ctx.strokeRect(x, y, s.w * size, s.h * size);
    ctx.lineWidth = Math.max(3, size * 0.1);
    ctx.beginPath();
    for (const col of s.splits) {
      ctx.moveTo(x + col * size, y - size * 0.2);
      ctx.lineTo(x + col * size, y + s.h * size + size * 0.2);
    }
    ctx.stroke();
  }

  drawEnds(ctx, colours) {
    const s = this.state;
    if (s.ends === "stations") {
      this.text(ctx, s.start[0], -1, "A", { colour: colours.fg, weight: "bold", scale: 0.55, dx: 0.4 });
      this.text(ctx, s.h, s.finish[1], "B", { colour: colours.fg, weight: "bold", scale: 0.55, dy: 0.62 });
      return;
    }
    for (const [[r, c], letter] of [[s.start, "S"], [s.finish, "F"]]) {
      const [cx, cy] = this.centre(r, c);
      ctx.beginPath();
      ctx.arc(cx, cy, this.cell * 0.3, 0, 2 * Math.PI);
      ctx.fillStyle = colours.bg;
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = colours.fg;
      ctx.stroke();
      this.text(ctx, r, c, letter, { colour: colours.fg, weight: "bold", scale: 0.38 });
    }
  }

  /** Counts in the margins; a blank (unknown) count shows as a faint dot, so it can still be found. */
  drawCounts(ctx, colours) {
    const s = this.state;
    const show = (r, c, value) => {
      const text = value === null ? "·" : String(value);
      this.text(ctx, r, c, text, { colour: value === null ? colours.muted : colours.fg, weight: "bold", scale: text.length > 1 ? 0.48 : 0.58 });
    };
    s.columnCounts.forEach((value, c) => show(-1, c, value));
    s.rowCounts.forEach((counts, r) => counts.forEach((value, k) => show(r, s.w + k, value)));
  }
}

/** A tiny DOM builder: el("button", {className: "x", "aria-label": "y", onclick}, "text", child). */
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "role" || key.includes("-")) node.setAttribute(key, value); // attributes without a portable property
    else node[key] = value;
  }
  node.append(...children);
  return node;
}

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
      radio.onchange = () => { this.widget.tool = value; };
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
      textContent: "Generate", title: "A new puzzle of this size with a unique track (4 to 15 a side)",
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
    this.widget.track = null;
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
    this.widget.track = found.solutions[found.index];
    this.widget.draw();
    this.widget.announce();
    this.whichPath.textContent = `Path ${found.index + 1} of ${n}`;
    this.prevButton.disabled = found.index === 0;
    this.nextButton.disabled = found.index === n - 1;
    this.routeText.value = found.texts[found.index];
  }

  /** The message read through the track(s), asked of Python; as tablature with Play when it is one. */
  async showMessage(limit) {
    const found = this.found;
    const share = await this.currentShare();
    const reply = share === null ? null : await this.ask({ op: "message", puzzle: share, limit: Math.max(1, limit) });
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
