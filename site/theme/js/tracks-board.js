// The Tracks board widget: pieces, counts, ends and splits edited by pointer and keyboard; the
// solved track on show is its overlay, never part of the state. Drawing is tracks-draw.js.
import { GridWidget } from "./grid-widget.js";
import { drawTracks } from "./tracks-draw.js";
import { ARROW_SIDES, DOWN, LEFT, RIGHT, SIDE_NAMES, UP, marginOf, segmentBounds, sidesOf } from "./tracks-model.js";

export class TracksWidget extends GridWidget {
  constructor(canvas, state) {
    super(canvas, { rows: state.h, cols: state.w, state, margin: marginOf(state), maxCell: 44 });
    this.tool = "pieces";
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
    if (this.overlay && this.overlay.some(same)) words.push("on the track");
    const symbol = s.message[r]?.[c];
    if (symbol && symbol !== ".") words.push(`message ${symbol}`);
    return words.join(", ");
  }


  /** What a click on a grid cell does: "pieces", "start", "finish" or "split". */
  setTool(tool) {
    this.tool = tool;
  }

  drawBoard(ctx, colours) {
    drawTracks(this, ctx, colours);
  }
}
