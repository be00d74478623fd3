// Drawing a variant's clues on the Sudoku board: choose a tool, then drag through cells (a cage, a
// line, an arrow from its circle), click an edge (a dot, X or V) or a cell (odd, even, erase). The
// clue goes into the board's model as Python's `variant` JSON; Python checks it on the next encode
// or solve, so a cage sum no digits can make gets its sentence there, not here.

export const TOOLS = [
  ["", "Digits"],
  ["killer", "Cage (sum from Number)"],
  ["thermo", "Thermometer"],
  ["arrow", "Arrow (circle first)"],
  ["renban", "Renban line"],
  ["whispers", "Whispers line"],
  ["palindrome", "Palindrome"],
  ["betweenline", "Between line"],
  ["white", "White dot"],
  ["black", "Black dot"],
  ["x", "X"],
  ["v", "V"],
  ["odd", "Odd cell"],
  ["even", "Even cell"],
  ["erase", "Erase clues in a cell"],
  ["antiknight", "Anti-knight (on/off)"],
  ["antiking", "Anti-king (on/off)"],
  ["diagonal-", "Diagonal ↘ (on/off)"],
  ["diagonal+", "Diagonal ↗ (on/off)"],
];
const TOGGLES = new Set(["antiknight", "antiking", "diagonal-", "diagonal+"]);
const EDGE = { white: ["difference", 1], black: ["ratio", 2], x: ["xv", 10], v: ["xv", 5] };
const SINGLE = new Set(["odd", "even", "erase"]);

export class VariantEditor {
  /** `widget` is the SudokuWidget; `number()` reads the page's Number box (null when empty). */
  constructor(widget, number) {
    this.widget = widget;
    this.number = number;
    this.tool = "";
    this.path = [];
    widget.editor = this;
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
      return true;
    }
    if (phase === "down") this.path = inside ? [[cell.r, cell.c]] : [];
    else if (phase === "drag" && inside && this.path.length) this.extend([cell.r, cell.c]);
    else if (phase === "up") this.finish();
    this.widget.setDrawing(this.path);
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
    if (!cells.length || (kind !== "killer" && cells.length < 2)) return;
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
}
