// GenreBoard: the one board of the genres page. It draws any genre's board description, the JSON
// that Python's `board(puzzle, answer)` builds (pysrc/gridhunt/puzzlink/board.py documents every
// key): cells with clues, fills, marks, arrows and Kakuro splits, region walls, lines through the
// centres (the puzzle's own ones grey), sides along the grid lines with corner dots, and what differs
// between solutions drawn as unknown. It knows no genre: a new genre's board is drawn without a line of JS.
//
// The state is {kind, share, board, model, borders} (the puzzle as Python drew it, and its model as
// the editor edits it; kept and saved by the page); the answer, when there is one, is the overlay:
// the same description with the answer drawn in. It is also the genres' one board editor: keys,
// taps and drags go to the genre's GenreEditor (genre-editor.js), made from its EDITOR declaration;
// an edit drops Python's drawing (and the URL) until the page has the new one, and meanwhile the
// editor draws what is typed.
import { GridWidget } from "./grid-widget.js";
import { GenreEditor } from "./genre-editor.js";
import { described } from "./kinds.js";

const EMPTY = { kind: null, share: null, board: null, model: null, borders: null };
const editors = new Map();
const SIGNS = ["less", "greater", "bar"]; // board.py's marks on a side between two cells, drawn as signs

/** The editor of a genre, from its declaration in the build's manifest; null when it cannot be typed here. */
export function editorOf(kind) {
  if (!editors.has(kind)) {
    const declaration = kind ? described(kind).editor : null;
    editors.set(kind, GenreEditor.supports(declaration) ? new GenreEditor(declaration) : null);
  }
  return editors.get(kind);
}

export class GenreBoard extends GridWidget {
  constructor(canvas) {
    super(canvas, { rows: 5, cols: 5, maxCell: 44, state: { ...EMPTY } });
    this.typing = null; // what the next digit continues (a number typed at the cursor)
    this.tool = "clues"; // what a tap, a drag or the cursor edits: one of the editor's tools() ("clues", "corners", "places", "borders")
    this.drag = null;
  }

  static empty() {
    return { ...EMPTY };
  }

  get editor() {
    return this.state.kind && this.state.model ? editorOf(this.state.kind) : null;
  }

  /** The description on show: the answered board when there is one, else the puzzle's (as typed, while it is edited). */
  get shown() {
    const editor = this.editor;
    const board = this.state.board;
    // Python's drawing, unless it lays the clues out otherwise than the editor's cursor counts them
    // (Battleships' counts in a margin, Nonogram's numbers a cell each): then what is typed is drawn here
    const fits = board && (!editor || (board.w === editor.cols(this.state.model) && board.h === editor.rows(this.state.model)));
    if (this.overlay || fits) return this.overlay || board;
    if (!editor) return null;
    const key = JSON.stringify([this.state.model, this.state.borders]);
    if (this.typed?.key !== key) this.typed = { key, board: editor.board(this.state) };
    return this.typed.board;
  }

  /** Change the puzzle as one undo step: the model (and borders) as the editor changes them; Python's drawing and URL follow. */
  editModel(mutate) {
    let result;
    this.edit((state) => {
      const before = JSON.stringify([state.model, state.borders]);
      result = mutate(state);
      if (JSON.stringify([state.model, state.borders]) !== before) {
        state.share = null;
        state.board = null;
      }
    });
    return result;
  }

  setCursor(r, c) {
    if (!this.typing || this.typing.r !== r || this.typing.c !== c) this.typing = null;
    super.setCursor(r, c);
  }

  onKey(event) {
    const editor = this.editor;
    if (!editor || event.altKey) return false;
    const { r, c } = this.cursor;
    let memo;
    this.editModel((state) => { memo = editor.key(state, r, c, event, this.typing, this.tool); });
    if (memo === undefined) return false;
    this.typing = memo;
    return true;
  }

  /**
   * A tap on a cell puts the cursor there (and cycles a symbols-only layer: Masyu's pearls); with
   * the borders tool, a drag along the grid lines draws borders (the first one drawn or erased
   * says which, for the whole drag), and a tap beside a line toggles it.
   */
  onPointer(cell, phase) {
    const editor = this.editor;
    if (!editor) return;
    const x = cell.c + cell.fx - editor.pad.left, y = cell.r + cell.fy - editor.pad.top; // in cells from the grid's top left corner
    const space = this.space;
    if (space !== "cells") {
      if (phase !== "down") return;
      const { w, h } = this.state.model;
      const [rows, cols] = editor.dims(this.state.model, space);
      const clamp = (v, n) => Math.max(0, Math.min(n - 1, v));
      // the nearest corner, or the nearest place of the half-cell lattice (a place (y, x) lies at half cells (y + 1, x + 1))
      const [r, c] = space === "corners" ? [Math.round(y), Math.round(x)] : [Math.round(2 * y) - 1, Math.round(2 * x) - 1];
      if (w && h) this.setCursor(clamp(r, rows), clamp(c, cols));
      if (editor.cycles(space)) this.editModel((state) => editor.cycle(state, this.cursor.r, this.cursor.c, space));
      return;
    }
    if (this.tool === "borders" && editor.borderLayer) {
      const corner = [Math.round(y), Math.round(x)];
      if (phase === "down") {
        this.beginStroke();
        this.drag = { corner, on: undefined, moved: false, start: { x, y } };
      } else if (phase === "drag" && this.drag) {
        const [r0, c0] = this.drag.corner;
        if (Math.abs(corner[0] - r0) + Math.abs(corner[1] - c0) === 1) {
          this.lineToggle([r0, c0], corner);
          this.drag.corner = corner;
          this.drag.moved = true;
        } else if (Math.abs(corner[0] - r0) + Math.abs(corner[1] - c0) > 1) {
          this.drag.corner = corner; // jumped past a corner: start again from here
        }
      } else if (phase === "up" && this.drag) {
        if (!this.drag.moved) this.tapBorder(this.drag.start);
        this.drag = null;
        this.endStroke();
      }
      return;
    }
    if (phase === "down" && editor.cycles("cells") && this.inGrid(cell.r, cell.c)) {
      this.editModel((state) => editor.cycle(state, cell.r, cell.c));
    }
  }

  /** One grid line of a drag: drawn or erased, as the drag's first line was. */
  lineToggle(from, to) {
    const editor = this.editor;
    const found = editor.lineBorder(this.state, from, to);
    if (!found) return;
    const [r, c, way] = found;
    if (this.drag.on === undefined) this.drag.on = !editor.isBorder(this.state, r, c, way);
    this.editModel((state) => editor.toggleBorder(state, r, c, way, this.drag.on));
  }

  /** A tap with the borders tool: the grid line nearest the tap, toggled. */
  tapBorder({ x, y }) {
    const editor = this.editor;
    const [r, c] = [Math.floor(y), Math.floor(x)];
    const [fx, fy] = [x - c, y - r];
    const sides = [[fx, r, c - 1, "ArrowRight"], [1 - fx, r, c, "ArrowRight"], [fy, r - 1, c, "ArrowDown"], [1 - fy, r, c, "ArrowDown"]];
    const [, br, bc, way] = sides.sort((a, b) => a[0] - b[0])[0];
    if (br < 0 || bc < 0) return;
    this.editModel((state) => editor.toggleBorder(state, br, bc, way));
  }

  syncShape() {
    const board = this.shown;
    if (!board) return;
    // a rim a little wider than the thickest stroke, so the frame and the corner dots are not cut
    const rim = board.corners || (board.cornerTexts || []).length || this.editor?.layersIn("corners").length ? 0.3 : 0.1;
    // clues outside the grid (Battleships' counts) get a cell's width of margin above or on the left
    const top = rim + (board.top ? 1 : 0), left = rim + (board.left ? 1 : 0);
    if (board.h !== this.rows || board.w !== this.cols || top !== this.margin.top || left !== this.margin.left || rim !== this.margin.right) {
      this.resize(board.h, board.w, { top, right: rim, bottom: rim, left });
    }
  }

  /** The cell under a pointer: the rim is a fraction of a cell, so the whole cell is counted from it. */
  cellAt(event) {
    const box = this.canvas.getBoundingClientRect();
    const x = (event.clientX - box.left - 1) / this.cell - this.margin.left;
    const y = (event.clientY - box.top - 1) / this.cell - this.margin.top;
    return { r: Math.floor(y), c: Math.floor(x), fx: x - Math.floor(x), fy: y - Math.floor(y) };
  }

  /** Where the cursor stands: on cells ("cells"), on the grid's corners ("corners") or on its half-cell lattice ("places"). */
  get space() {
    return this.editor ? this.editor.space(this.tool) : "cells";
  }

  /** The cursor's rows and columns in its space. */
  get cursorDims() {
    const editor = this.editor;
    return editor && this.space !== "cells" ? editor.dims(this.state.model, this.space) : [this.rows, this.cols];
  }

  /** Choose what taps and the cursor edit (a tool of the editor's); the cursor keeps to the new tool's places. */
  setTool(tool) {
    this.tool = tool;
    this.typing = null;
    const [rows, cols] = this.cursorDims;
    this.setCursor(Math.min(this.cursor.r, rows - 1), Math.min(this.cursor.c, cols - 1));
  }

  cursorAllowed(r, c) {
    const [rows, cols] = this.cursorDims;
    return r >= 0 && c >= 0 && r < rows && c < cols;
  }

  /** Arrow keys move within the cursor's space, wrapping at its edges (the rim holds no cells). */
  moveCursor(dr, dc) {
    const { r, c } = this.cursor;
    const [rows, cols] = this.cursorDims;
    this.setCursor((r + dr + rows) % rows, (c + dc + cols) % cols);
  }

  /** The cursor on a corner or a place: a disc there; on a cell, the base class's square. */
  drawCursor(ctx, colours) {
    const editor = this.editor;
    if (!editor || this.space === "cells") return super.drawCursor(ctx, colours);
    const { top, left } = editor.pad;
    const [y2, x2] = this.space === "corners" ? [2 * this.cursor.r, 2 * this.cursor.c] : [this.cursor.r + 1, this.cursor.c + 1];
    const { x, y, size } = this.rect(top, left);
    ctx.fillStyle = colours.cursor;
    ctx.beginPath();
    ctx.arc(x + (x2 * size) / 2, y + (y2 * size) / 2, size * 0.3, 0, 2 * Math.PI);
    ctx.fill();
  }

  describe(r, c) {
    const board = this.shown;
    if (!board) return "no puzzle yet: paste a puzz.link URL or start a new board";
    if (this.editor && this.space === "corners") return `corner ${r + 1} down, ${c + 1} across`;
    if (this.editor && this.space === "places") {
      const what = r % 2 === 0 && c % 2 === 0 ? "centre of" : r % 2 && c % 2 ? "corner below right of" : r % 2 ? "side below" : "side right of";
      return `${what} row ${Math.floor(r / 2) + 1}, column ${Math.floor(c / 2) + 1}`;
    }
    const cell = board.cells[r * board.w + c] || {};
    const words = [`row ${r + 1}, column ${c + 1}`];
    if (cell.split) words.push(`sums ${cell.split.map((x) => x ?? "none").join(" down, ")} across`);
    if (cell.text) words.push(cell.arrow ? `${cell.text} pointing ${cell.arrow}` : cell.text);
    if (cell.fill) words.push({ wall: "wall", shaded: "shaded", clue: "clue cell", white: "white clue cell" }[cell.fill]);
    if (cell.mark) words.push(cell.mark.replace("-", " "));
    if (cell.lit) words.push("lit");
    if (cell.unknown) words.push("not the same in every solution");
    return words.join(", ");
  }

  drawBoard(ctx, colours) {
    const board = this.shown;
    if (!board) return;
    const at = (i) => [Math.floor(i / board.w), i % board.w];
    board.cells.forEach((cell, i) => this.drawCellGround(ctx, colours, cell, ...at(i)));
    if (board.corners) this.cornerDots(ctx, colours, board);
    else this.gridLines(ctx, colours.grid);
    this.regionWalls(ctx, colours, board);
    // lines the puzzle gives (Number Rope's ropes): wide and grey, under the answer's
    const given = (board.givenLines || []).map(([i, j]) => [this.centre(...at(i)), this.centre(...at(j))]);
    this.segments(ctx, colours, given, false, 0.2, colours.faint);
    this.segments(ctx, colours, board.maybeLines.map(([i, j]) => [this.centre(...at(i)), this.centre(...at(j))]), true);
    const doubled = new Set((board.doubleLines || []).map(([i, j]) => `${i},${j}`));
    const single = board.lines.filter(([i, j]) => !doubled.has(`${i},${j}`));
    this.segments(ctx, colours, single.map(([i, j]) => [this.centre(...at(i)), this.centre(...at(j))]), false);
    // two bridges (Hashiwokakero): two thinner segments, each set off from the centre line
    const gap = this.cell * 0.12;
    const twins = (board.doubleLines || []).flatMap(([i, j]) => {
      const [a, b] = [this.centre(...at(i)), this.centre(...at(j))];
      const [dx, dy] = a[1] === b[1] ? [0, gap] : [gap, 0];
      return [[[a[0] - dx, a[1] - dy], [b[0] - dx, b[1] - dy]], [[a[0] + dx, a[1] + dy], [b[0] + dx, b[1] + dy]]];
    });
    this.segments(ctx, colours, twins, false, 0.07);
    board.cells.forEach((cell, i) => this.drawCellTop(ctx, colours, cell, ...at(i)));
    (board.top || []).forEach((label, c) => label !== null && this.text(ctx, -1, c, label, { colour: colours.fg, scale: 0.5 }));
    (board.left || []).forEach((label, r) => label !== null && this.text(ctx, r, -1, label, { colour: colours.fg, scale: 0.5 }));
    this.segments(ctx, colours, board.maybeSides.map(([r, c, r2, c2]) => [this.corner(r, c), this.corner(r2, c2)]), true);
    this.segments(ctx, colours, board.sides.map(([r, c, r2, c2]) => [this.corner(r, c), this.corner(r2, c2)]), false);
    this.points(ctx, colours, board.points || []);
    for (const [r, c, text] of board.cornerTexts || []) this.cornerClue(ctx, colours, r, c, text);
  }

  /** Marks at cell centres, sides and corners (Spiral Galaxies' dots, Voxas's circles, Futoshiki's signs): [y2, x2] in half cells. */
  points(ctx, colours, points) {
    const { x, y, size } = this.rect(0, 0);
    ctx.save();
    ctx.lineWidth = Math.max(1, size * 0.05);
    ctx.strokeStyle = colours.fg;
    for (const [y2, x2, mark] of points) {
      if (SIGNS.includes(mark)) {
        this.sign(ctx, x + (x2 * size) / 2, y + (y2 * size) / 2, size, mark, y2 % 2 === 1);
        continue;
      }
      if (mark.startsWith("arrow-")) {
        this.arrowHead(ctx, mark.slice(6), x + (x2 * size) / 2, y + (y2 * size) / 2, size * 0.3, colours.fg);
        continue;
      }
      ctx.beginPath();
      ctx.arc(x + (x2 * size) / 2, y + (y2 * size) / 2, size * 0.17, 0, 2 * Math.PI);
      ctx.fillStyle = mark === "black-dot" ? colours.fg : mark === "gray-dot" ? "#999" : colours.bg;
      ctx.fill();
      ctx.stroke();
    }
    ctx.restore();
  }

  /** A sign on the side between two cells: a chevron opening towards the larger cell (``less``: the
   * left or upper one is the smaller), or a bar across the side (``bar``: one apart); ``across``:
   * the two cells are side by side in a row. */
  sign(ctx, cx, cy, size, mark, across) {
    const s = size * 0.12;
    // [along, athwart] in the frame of the two cells: along points from the first cell to the second
    const at = (along, athwart) => (across ? [cx + along, cy + athwart] : [cx + athwart, cy + along]);
    ctx.beginPath();
    if (mark === "bar") {
      ctx.moveTo(...at(0, -s * 1.6));
      ctx.lineTo(...at(0, s * 1.6));
    } else {
      const tip = mark === "less" ? -s : s; // the chevron's point faces the smaller cell
      ctx.moveTo(...at(-tip, -s));
      ctx.lineTo(...at(tip, 0));
      ctx.lineTo(...at(-tip, s));
    }
    ctx.stroke();
  }

  /** A clue on a corner of the grid (Gokigen): a small white disc with the number. */
  cornerClue(ctx, colours, r, c, text) {
    const [x, y] = this.corner(r, c);
    const radius = this.cell * 0.24;
    ctx.save();
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, 2 * Math.PI);
    ctx.fillStyle = colours.bg;
    ctx.fill();
    ctx.strokeStyle = colours.fg;
    ctx.lineWidth = 1;
    ctx.stroke();
    ctx.fillStyle = colours.fg;
    ctx.font = `500 ${Math.round(this.cell * 0.3)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(text, x, y + 1);
    ctx.restore();
  }

  centre(r, c) {
    const { x, y, size } = this.rect(r, c);
    return [x + size / 2, y + size / 2];
  }

  corner(r, c) {
    const { x, y } = this.rect(r, c);
    return [x, y];
  }

  /** What lies under the grid lines: the cell's fill, its light, its hatching when unknown. */
  drawCellGround(ctx, colours, cell, r, c) {
    const { x, y, size } = this.rect(r, c);
    const fill = { wall: colours.fg, shaded: colours.solved, clue: colours.faint }[cell.fill];
    if (cell.lit && !fill) {
      ctx.fillStyle = colours.highlight;
      ctx.fillRect(x, y, size, size);
    }
    if (fill) {
      ctx.fillStyle = fill;
      ctx.fillRect(x, y, size, size);
    }
    if (cell.fill === "white") {  // a clue cell that is neither grey nor black: framed inside, so it reads as a clue
      ctx.strokeStyle = colours.fg;
      ctx.lineWidth = 1;
      ctx.strokeRect(x + size * 0.12, y + size * 0.12, size * 0.76, size * 0.76);
    }
    if (cell.unknown) this.hatch(ctx, colours, x, y, size);
  }

  /** Unknown: diagonal hatching and a small "?", so it reads without colour. */
  hatch(ctx, colours, x, y, size) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y, size, size);
    ctx.clip();
    ctx.strokeStyle = colours.muted;
    ctx.globalAlpha = 0.45;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let k = -size; k < size; k += Math.max(4, size / 5)) {
      ctx.moveTo(x + k, y + size);
      ctx.lineTo(x + k + size, y);
    }
    ctx.stroke();
    ctx.restore();
  }

  /** What lies over the grid lines: the split, the text and its arrow, the mark. */
  drawCellTop(ctx, colours, cell, r, c) {
    const on = cell.fill === "wall" || cell.fill === "shaded" ? colours.bg : null;
    const colour = on || (cell.answer ? colours.solved : colours.fg);
    if (cell.split) this.drawSplit(ctx, colours, cell.split, r, c);
    if (cell.mark) this.drawMark(ctx, colours, cell.mark, r, c, on || (cell.answer ? colours.solved : colours.fg));
    if (cell.text && cell.text.includes("\n")) {
      // a column's numbers stacked (Nonogram's clues as typed), smaller as there are more of them
      const lines = cell.text.split("\n");
      const scale = Math.min(0.42, 0.9 / lines.length);
      lines.forEach((line, k) => this.text(ctx, r, c, line, { colour, scale, dy: (k + 0.5) / lines.length + 0.03, weight: "500" }));
    } else if (cell.text) {
      const shift = { up: [0.62, 0.53], down: [0.62, 0.53], left: [0.5, 0.64], right: [0.5, 0.64] }[cell.arrow] || [0.5, 0.53];
      // a long text (a row of Nonogram's numbers, Tapa's clue) shrinks to keep within its cell
      const scale = cell.text.length > 2 ? Math.min(0.42, 1.7 / cell.text.length) : cell.arrow ? 0.5 : 0.62;
      this.text(ctx, r, c, cell.text, { colour, scale, dx: shift[0], dy: shift[1], weight: cell.answer ? "normal" : "500" });
    }
    if (cell.arrow) this.drawArrow(ctx, cell.arrow, r, c, colour);
    if (cell.label) this.cornerLabel(ctx, colours, cell.label, r, c);
    if (cell.unknown && !cell.text && !cell.mark) this.text(ctx, r, c, "?", { colour: colours.muted, scale: 0.4 });
  }

  /** A small clue in the cell's top left corner, beside its digit (a KenKen cage's target and op). */
  cornerLabel(ctx, colours, label, r, c) {
    const { x, y, size } = this.rect(r, c);
    ctx.save();
    ctx.fillStyle = colours.fg;
    ctx.font = `500 ${Math.round(size * 0.24)}px system-ui, sans-serif`;
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.fillText(label, x + size * 0.07, y + size * 0.06);
    ctx.restore();
  }

  /** A Kakuro clue: the diagonal, the down sum bottom left, the across sum top right. */
  drawSplit(ctx, colours, [down, across], r, c) {
    const { x, y, size } = this.rect(r, c);
    ctx.strokeStyle = colours.fg;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + size, y + size);
    ctx.stroke();
    if (down !== null && down !== undefined) this.text(ctx, r, c, String(down), { colour: colours.fg, scale: 0.34, dx: 0.3, dy: 0.74 });
    if (across !== null && across !== undefined) this.text(ctx, r, c, String(across), { colour: colours.fg, scale: 0.34, dx: 0.72, dy: 0.3 });
  }

  drawMark(ctx, colours, mark, r, c, colour) {
    const [cx, cy] = this.centre(r, c);
    const s = this.cell;
    ctx.save();
    ctx.fillStyle = colour;
    ctx.strokeStyle = mark === "white-pearl" || mark === "black-pearl" ? colours.fg : colour;
    ctx.lineWidth = Math.max(1.5, s * 0.06);
    ctx.beginPath();
    if (mark === "star") {
      for (let k = 0; k < 10; k++) {
        const radius = (k % 2 ? 0.17 : 0.38) * s;
        const angle = -Math.PI / 2 + (k * Math.PI) / 5;
        ctx.lineTo(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
      }
      ctx.closePath();
      ctx.fill();
    } else if (mark === "light") {
      ctx.arc(cx, cy, s * 0.28, 0, 2 * Math.PI);
      ctx.fill();
    } else if (mark === "dot") {
      ctx.arc(cx, cy, Math.max(1.5, s * 0.08), 0, 2 * Math.PI);
      ctx.fill();
    } else if (mark === "circle") {
      // filled with the ground so lines that end at it (bridges, beams) stop at its rim
      ctx.arc(cx, cy, s * 0.36, 0, 2 * Math.PI);
      const ink = ctx.fillStyle;
      ctx.fillStyle = colours.bg;
      ctx.fill();
      ctx.fillStyle = ink;
      ctx.stroke();
    } else if (mark === "white-pearl" || mark === "black-pearl") {
      ctx.arc(cx, cy, s * 0.33, 0, 2 * Math.PI);
      ctx.fillStyle = mark === "black-pearl" ? colours.fg : colours.bg;
      ctx.fill();
      ctx.stroke();
    } else if (mark === "slash" || mark === "backslash") {
      // A cell's diagonal from corner to corner (Gokigen).
      const { x, y, size } = this.rect(r, c);
      ctx.lineCap = "round";
      ctx.lineWidth = Math.max(2, s * 0.1);
      if (mark === "slash") this.path(ctx, [x + size, y], [x, y + size]);
      else this.path(ctx, [x, y], [x + size, y + size]);
      ctx.stroke();
    } else if (mark === "sun") {
      // A white disc with eight short rays (Moon or Sun).
      ctx.strokeStyle = colours.fg;
      for (let k = 0; k < 8; k++) {
        const angle = (k * Math.PI) / 4;
        ctx.moveTo(cx + s * 0.27 * Math.cos(angle), cy + s * 0.27 * Math.sin(angle));
        ctx.lineTo(cx + s * 0.4 * Math.cos(angle), cy + s * 0.4 * Math.sin(angle));
      }
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(cx, cy, s * 0.2, 0, 2 * Math.PI);
      ctx.fillStyle = colours.bg;
      ctx.fill();
      ctx.stroke();
    } else if (mark === "moon") {
      // A crescent: a dark disc less a disc shifted towards the top right.
      ctx.fillStyle = colours.fg;
      ctx.arc(cx, cy, s * 0.32, 0, 2 * Math.PI);
      ctx.arc(cx + s * 0.14, cy - s * 0.1, s * 0.26, 0, 2 * Math.PI, true);
      ctx.fill("evenodd");
    } else if (mark.startsWith("triangle-")) {
      // Half the cell, cut along a diagonal: the right angle sits in the named corner (Shakashaka).
      const { x, y, size } = this.rect(r, c);
      const corners = { tl: [x, y], tr: [x + size, y], br: [x + size, y + size], bl: [x, y + size] };
      const order = ["tl", "tr", "br", "bl"];
      const k = order.indexOf(mark.slice("triangle-".length));
      for (const name of [order[(k + 3) % 4], order[k], order[(k + 1) % 4]]) ctx.lineTo(...corners[name]);
      ctx.closePath();
      ctx.fill();
    }
    ctx.restore();
  }

  /** A clue's arrow (Yajilin): beside the number, pointing the way it counts. */
  drawArrow(ctx, arrow, r, c, colour) {
    const { x, y, size } = this.rect(r, c);
    const [ax, ay] = arrow === "up" || arrow === "down" ? [x + size * 0.24, y + size * 0.5] : [x + size * 0.5, y + size * 0.22];
    this.arrowHead(ctx, arrow, ax, ay, size * 0.2, colour);
  }

  /** An arrow centred on (ax, ay), ``half`` its half length: a shaft and a triangle at the pointing end. */
  arrowHead(ctx, arrow, ax, ay, half, colour) {
    const [dx, dy] = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }[arrow];
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.lineWidth = Math.max(1, this.cell * 0.05);
    ctx.beginPath();
    ctx.moveTo(ax - dx * half, ay - dy * half);
    ctx.lineTo(ax + dx * half * 0.4, ay + dy * half * 0.4);
    ctx.stroke();
    ctx.beginPath(); // the head: a triangle at the pointing end
    ctx.moveTo(ax + dx * half, ay + dy * half);
    ctx.lineTo(ax + dx * half * 0.2 - dy * half * 0.55, ay + dy * half * 0.2 + dx * half * 0.55);
    ctx.lineTo(ax + dx * half * 0.2 + dy * half * 0.55, ay + dy * half * 0.2 - dx * half * 0.55);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }

  /** Slitherlink's grid: a dot at every corner instead of lines. */
  cornerDots(ctx, colours, board) {
    ctx.fillStyle = colours.fg;
    const radius = Math.max(1.5, this.cell * 0.06);
    for (let r = 0; r <= board.h; r++) {
      for (let c = 0; c <= board.w; c++) {
        const [x, y] = this.corner(r, c);
        ctx.beginPath();
        ctx.arc(x, y, radius, 0, 2 * Math.PI);
        ctx.fill();
      }
    }
  }

  /** Thick walls between cells of different regions, given walls, and the grid's frame (none around corner dots). */
  regionWalls(ctx, colours, board) {
    const { w, h, regions } = board;
    ctx.save();
    ctx.strokeStyle = colours.fg;
    ctx.lineWidth = Math.max(2, this.cell * 0.08);
    ctx.lineCap = "square";
    ctx.beginPath();
    if (regions) {
      for (let r = 0; r < h; r++) {
        for (let c = 0; c < w; c++) {
          const i = r * w + c;
          if (c + 1 < w && regions[i] !== regions[i + 1]) this.path(ctx, this.corner(r, c + 1), this.corner(r + 1, c + 1));
          if (r + 1 < h && regions[i] !== regions[i + w]) this.path(ctx, this.corner(r + 1, c), this.corner(r + 1, c + 1));
        }
      }
    }
    for (const [i, j] of board.walls || []) { // given walls that need not close a region; j is right of or below i
      const [r, c] = [Math.floor(j / w), j % w];
      if (j === i + 1) this.path(ctx, this.corner(r, c), this.corner(r + 1, c));
      else this.path(ctx, this.corner(r, c), this.corner(r, c + 1));
    }
    if (!board.corners) { // around the grid, inside the grey frame of clues outside it when there is one
      const [top, left, bottom, right] = board.frame || [0, 0, 0, 0];
      const [x0, y0] = this.corner(top, left);
      const [x1, y1] = this.corner(h - bottom, w - right);
      ctx.rect(x0, y0, x1 - x0, y1 - y0);
    }
    ctx.stroke();
    ctx.restore();
  }

  path(ctx, [x0, y0], [x1, y1]) {
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
  }

  /** Loop and path segments in the answer's colour; those that differ between solutions faint and dashed. */
  segments(ctx, colours, pairs, maybe, width, colour) {
    if (!pairs.length) return;
    ctx.save();
    ctx.strokeStyle = colour || (maybe ? colours.muted : colours.solved);
    ctx.lineWidth = Math.max(2, this.cell * (width || (maybe ? 0.06 : 0.12)));
    ctx.lineCap = "round";
    if (maybe) ctx.setLineDash([Math.max(2, this.cell * 0.12), Math.max(2, this.cell * 0.12)]);
    ctx.beginPath();
    for (const [a, b] of pairs) this.path(ctx, a, b);
    ctx.stroke();
    ctx.restore();
  }
}
