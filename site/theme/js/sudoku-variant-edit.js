// Drawing a variant's clues on the Sudoku board: choose a tool, then drag through cells (a cage, a
// line, an arrow from its circle, an extra region, a clone and then its twin, cells to add to an
// irregular region), click an edge (a dot, X or V), a corner (a quadruple), a cell (odd, even,
// minimum, maximum, erase) or a place just outside the grid (a sandwich sum; a little killer, dragged
// or tapped on into the grid along its diagonal). Sums and a quadruple's digits come from the Number
// box. The clue goes into the board's model as Python's `variant` JSON; Python checks it on the next
// encode or solve, so a cage sum no digits can make gets its sentence there, not here.

export const TOOLS = [
  ["", "Digits"],
  ["killer", "Cage (sum from Number)"],
  ["thermo", "Thermometer"],
  ["slowthermo", "Slow thermometer"],
  ["arrow", "Arrow (circle first)"],
  ["renban", "Renban line"],
  ["whispers", "Whispers line"],
  ["palindrome", "Palindrome"],
  ["betweenline", "Between line"],
  ["white", "White dot"],
  ["black", "Black dot"],
  ["x", "X"],
  ["v", "V"],
  ["littlekiller", "Little killer (outside, into a diagonal)"],
  ["sandwich", "Sandwich sum (beside a row or column)"],
  ["quadruple", "Quadruple (a corner; digits from Number)"],
  ["extraregion", "Extra region"],
  ["clone", "Clone (a group, then its twin)"],
  ["region", "Irregular region (from one of its cells)"],
  ["odd", "Odd cell"],
  ["even", "Even cell"],
  ["minimum", "Minimum cell"],
  ["maximum", "Maximum cell"],
  ["erase", "Erase clues in a cell"],
  ["antiknight", "Anti-knight (on/off)"],
  ["antiking", "Anti-king (on/off)"],
  ["diagonal-", "Diagonal ↘ (on/off)"],
  ["diagonal+", "Diagonal ↗ (on/off)"],
  ["nonconsecutive", "Non-consecutive (on/off)"],
  ["disjointgroups", "Disjoint groups (on/off)"],
  ["negative-ratio", "All black dots given (on/off)"],
  ["negative-xv", "All X and V given (on/off)"],
];
/** The rules over the whole grid: switched on and off from the menu, their entries saying which are on. */
export const TOGGLES = new Set(["antiknight", "antiking", "diagonal-", "diagonal+", "nonconsecutive", "disjointgroups", "negative-ratio", "negative-xv"]);
const EDGE = { white: ["difference", 1], black: ["ratio", 2], x: ["xv", 10], v: ["xv", 5] };
const SINGLE = new Set(["odd", "even", "minimum", "maximum", "erase"]);
const OUTSIDE = new Set(["littlekiller", "sandwich"]);
const same = (a, b) => a[0] === b[0] && a[1] === b[1];
const rowMajor = (a, b) => a[0] - b[0] || a[1] - b[1];

export class VariantEditor {
  /** `widget` is the SudokuWidget; `text()` reads the page's Number box; `say(sentence)` tells the user what is missing. */
  constructor(widget, text, say) {
    this.widget = widget;
    this.text = text;
    this.say = say;
    this.tool = "";
    this.path = [];
    this.twin = null; // a clone's first group, waiting for its twin
    this.start = null; // a little killer's place outside the grid, waiting for its direction
    widget.editor = this;
  }

  /** The Number box as a whole number, or null. */
  number() {
    const value = this.text().trim();
    return /^\d+$/.test(value) ? Number(value) : null;
  }

  /** Whether the board needs its margin for the tool in hand (clues outside the grid). */
  wantsMargin() {
    return OUTSIDE.has(this.tool);
  }

  /** Pick a tool; a rule over the whole grid is switched at once. */
  choose(tool) {
    if (TOGGLES.has(tool)) {
      this.change((variant) => {
        const rules = variant.rules.includes(tool) ? variant.rules.filter((r) => r !== tool) : [...variant.rules, tool];
        return { ...variant, rules };
      });
      return false; // not a drawing tool: the menu goes back to what it was
    }
    this.tool = tool;
    this.twin = this.start = null;
    this.widget.setDrawing([]);
    this.widget.syncShape();
    return true;
  }

  change(update) {
    this.widget.edit((s) => {
      const variant = s.variant || { regions: null, rules: [], clues: [] };
      s.variant = update({ ...variant, clues: [...variant.clues], rules: [...variant.rules] });
      s.solution = null;
    });
    this.widget.syncShape();
  }

  /** Pointer input while a drawing tool is chosen; false leaves the board its usual handling. */
  pointer(cell, phase) {
    if (!this.tool) return false;
    const n = this.widget.state.n;
    const inside = cell.r >= 0 && cell.c >= 0 && cell.r < n && cell.c < n;
    if (EDGE[this.tool]) {
      if (phase === "down" && inside) this.placeEdge(cell);
      return true;
    }
    if (SINGLE.has(this.tool)) {
      if (phase === "down" && inside) this.placeSingle(cell);
      else if (phase === "down" && this.tool === "erase") this.eraseOutside(cell);
      return true;
    }
    if (this.tool === "sandwich") {
      if (phase === "down") this.placeSandwich(cell);
      return true;
    }
    if (this.tool === "littlekiller") {
      if (phase !== "up") this.aimLittleKiller(cell, inside);
      return true;
    }
    if (this.tool === "quadruple") {
      if (phase === "down" && inside) this.placeQuadruple(cell);
      return true;
    }
    if (phase === "down") this.path = inside ? [[cell.r, cell.c]] : [];
    else if (phase === "drag" && inside && this.path.length) this.extend([cell.r, cell.c]);
    else if (phase === "up") this.finish();
    this.widget.setDrawing(this.path.length ? this.path : this.twin || []);
    return true;
  }

  /** Follow the drag one king's step at a time; going back over the last cell takes it off. */
  extend([r, c]) {
    const [lr, lc] = this.path[this.path.length - 1];
    if (lr === r && lc === c) return;
    if (Math.max(Math.abs(lr - r), Math.abs(lc - c)) > 1) return;
    const before = this.path[this.path.length - 2];
    if (before && before[0] === r && before[1] === c) this.path.pop();
    else if (!this.path.some(([pr, pc]) => pr === r && pc === c)) this.path.push([r, c]);
  }

  finish() {
    const cells = this.path;
    this.path = [];
    const kind = this.tool;
    if (kind === "region" && cells.length) return this.paintRegion(cells);
    if (kind === "clone" && cells.length) return this.placeClone(cells);
    if (!cells.length || (kind !== "killer" && kind !== "extraregion" && cells.length < 2)) return;
    let clue = { kind, cells };
    if (kind === "killer") {
      const sum = this.number();
      clue = sum === null ? { kind, cells } : { kind, cells, value: sum };
    } else if (kind === "arrow") {
      clue = { kind, cells: cells.slice(1), other: [cells[0]] };
    }
    this.change((variant) => ({ ...variant, clues: [...variant.clues, clue] }));
  }

  placeEdge(cell) {
    const { r, c, fx, fy } = cell;
    const n = this.widget.state.n;
    const sides = [[fx, [r, c - 1]], [1 - fx, [r, c + 1]], [fy, [r - 1, c]], [1 - fy, [r + 1, c]]];
    const [distance, other] = sides.reduce((a, b) => (b[0] < a[0] ? b : a));
    if (distance > 0.3 || other[0] < 0 || other[1] < 0 || other[0] >= n || other[1] >= n) return;
    const pair = [[r, c], other].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const same = (clue) => clue.cells.length === 2 && clue.cells.every(([cr, cc], k) => cr === pair[k][0] && cc === pair[k][1]);
    const [kind, value] = EDGE[this.tool];
    this.change((variant) => {
      const clues = variant.clues.filter((clue) => !(["difference", "ratio", "xv"].includes(clue.kind) && same(clue)));
      const removed = clues.length !== variant.clues.length;
      return { ...variant, clues: removed ? clues : [...clues, { kind, cells: pair, value }] };
    });
  }

  placeSingle({ r, c }) {
    const here = (cells) => (cells || []).some(([cr, cc]) => cr === r && cc === c);
    if (this.tool === "erase") {
      this.change((variant) => ({ ...variant, clues: variant.clues.filter((clue) => !here(clue.cells) && !here(clue.other)) }));
      return;
    }
    this.change((variant) => ({ ...variant, clues: [...variant.clues.filter((clue) => !(SINGLE.has(clue.kind) && here(clue.cells))), { kind: this.tool, cells: [[r, c]] }] }));
  }

  /** Tapping just outside the grid removes the sum written there. */
  eraseOutside({ r, c }) {
    this.change((variant) => ({ ...variant, clues: variant.clues.filter((clue) => !(clue.outside && same(clue.outside, [r, c]))) }));
  }

  /** Whether (r, c) is one step outside an n x n grid. */
  outside(r, c) {
    const n = this.widget.state.n;
    return r >= -1 && c >= -1 && r <= n && c <= n && !(r >= 0 && c >= 0 && r < n && c < n);
  }

  /** Beside a row or above (below) a column: the sum of the digits between its 1 and its highest digit. */
  placeSandwich({ r, c }) {
    const n = this.widget.state.n;
    if (!this.outside(r, c) || ((r < 0 || r >= n) && (c < 0 || c >= n))) return;
    const value = this.number();
    if (value === null) return this.say("Type the sandwich's sum in Number, then tap beside its row or column.");
    const cells = c < 0 || c >= n ? [...Array(n).keys()].map((k) => [r, k]) : [...Array(n).keys()].map((k) => [k, c]);
    this.addOutside({ kind: "sandwich", cells, value, outside: [r, c] });
  }

  /** A little killer: its place outside the grid, then the first cell of its diagonal (dragged or tapped). */
  aimLittleKiller({ r, c }, inside) {
    if (this.outside(r, c) && !inside) {
      this.start = [r, c];
      this.widget.setDrawing([]);
      return;
    }
    if (!this.start || !inside) return;
    const [sr, sc] = this.start;
    const dr = r - sr, dc = c - sc;
    if (Math.abs(dr) !== 1 || Math.abs(dc) !== 1) return;
    this.start = null;
    const value = this.number();
    if (value === null) return this.say("Type the little killer's sum in Number, then draw it from outside the grid.");
    const n = this.widget.state.n;
    const cells = [];
    for (let [cr, cc] = [r, c]; cr >= 0 && cc >= 0 && cr < n && cc < n; cr += dr, cc += dc) cells.push([cr, cc]);
    this.addOutside({ kind: "littlekiller", cells, value, outside: [sr, sc] });
  }

  /** A clue outside the grid replaces one of the same kind at the same place. */
  addOutside(clue) {
    this.change((variant) => ({
      ...variant,
      clues: [...variant.clues.filter((old) => !(old.kind === clue.kind && old.outside && same(old.outside, clue.outside) && same(old.cells[0], clue.cells[0]))), clue],
    }));
  }

  /** The four cells round the corner nearest the tap hold the Number box's digits ("12", "1 2 9"); an empty box takes the quadruple away. */
  placeQuadruple({ r, c, fx, fy }) {
    const n = this.widget.state.n;
    const vr = r + (fy > 0.5 ? 1 : 0), vc = c + (fx > 0.5 ? 1 : 0);
    if (vr < 1 || vc < 1 || vr >= n || vc >= n) return;
    const cells = [[vr - 1, vc - 1], [vr - 1, vc], [vr, vc - 1], [vr, vc]];
    const text = this.text().trim();
    const digits = (/[\s,]/.test(text) ? text.split(/[\s,]+/) : [...text]).filter(Boolean).map(Number);
    if (digits.some((d) => !Number.isInteger(d))) return this.say("A quadruple's digits are numbers, such as 12 or 1 2 9.");
    const here = (clue) => clue.kind === "quadruple" && same(clue.cells[0], cells[0]);
    this.change((variant) => ({
      ...variant,
      clues: [...variant.clues.filter((clue) => !here(clue)), ...(digits.length ? [{ kind: "quadruple", cells, digits }] : [])],
    }));
  }

  /** A clone's first group waits (drawn) for its twin, the same shape elsewhere; the cells pair up in reading order. */
  placeClone(cells) {
    if (!this.twin) {
      this.twin = cells;
      this.widget.setDrawing(cells);
      return this.say(`Now draw the clone's twin: ${cells.length} cell${cells.length > 1 ? "s" : ""}.`);
    }
    const first = this.twin;
    this.twin = null;
    this.widget.setDrawing([]);
    if (first.length !== cells.length) return this.say(`A clone's twin has as many cells as the clone: ${first.length}, not ${cells.length}.`);
    this.say("");
    this.change((variant) => ({ ...variant, clues: [...variant.clues, { kind: "clone", cells: [...first].sort(rowMajor), other: [...cells].sort(rowMajor) }] }));
  }

  /** The cells dragged through join the region of the first one (from the boxes, the first time). */
  paintRegion(cells) {
    const { n, boxRows, boxCols } = this.widget.state;
    this.change((variant) => {
      const regions = variant.regions
        ? [...variant.regions]
        : [...Array(n * n).keys()].map((i) => Math.floor(Math.floor(i / n) / boxRows) * (n / boxCols) + Math.floor((i % n) / boxCols));
      const [r0, c0] = cells[0];
      for (const [r, c] of cells) regions[r * n + c] = regions[r0 * n + c0];
      return { ...variant, regions };
    });
  }
}
