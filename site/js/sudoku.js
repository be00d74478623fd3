// Sudoku page: the board draws givens and solved digits; typing fills cells.
import { GridWidget } from "./grid-widget.js";
import { PuzzlePage } from "./puzzle-page.js";

const SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SIZES = [4, 6, 8, 9, 12, 16, 25];

/** The most-square box with rows <= columns: 6 -> [2, 3] (the same rule as Python's). */
function defaultBox(n) {
  let rows = 1;
  for (let r = 1; r * r <= n; r++) if (n % r === 0) rows = r;
  return [rows, n / rows];
}

export function emptySudoku(n) {
  const [boxRows, boxCols] = defaultBox(n);
  return { n, boxRows, boxCols, cells: Array(n * n).fill(0), solution: null };
}

export class SudokuWidget extends GridWidget {
  constructor(canvas, state) {
    super(canvas, { rows: state.n, cols: state.n, state, maxCell: 52 });
  }

  drawBoard(ctx, colours) {
    const { n, boxRows, boxCols, cells, solution } = this.state;
    const scale = n > 16 ? 0.5 : 0.62;
    for (let i = 0; i < n * n; i++) {
      const r = Math.floor(i / n), c = i % n;
      if (cells[i]) this.text(ctx, r, c, SYMBOLS[cells[i] - 1], { colour: colours.fg, weight: "bold", scale });
      else if (solution && solution[i]) this.text(ctx, r, c, SYMBOLS[solution[i] - 1], { colour: colours.solved, scale });
    }
    this.gridLines(ctx, colours.faint);
    const { x, y, size } = this.rect(0, 0);
    ctx.strokeStyle = colours.fg;
    ctx.lineWidth = 2;
    ctx.beginPath();
    for (let r = 0; r <= n; r += boxRows) { ctx.moveTo(x, y + r * size); ctx.lineTo(x + n * size, y + r * size); }
    for (let c = 0; c <= n; c += boxCols) { ctx.moveTo(x + c * size, y); ctx.lineTo(x + c * size, y + n * size); }
    ctx.stroke();
  }

  onKey(event) {
    const { r, c } = this.cursor;
    const i = r * this.state.n + c;
    const key = event.key.toUpperCase();
    const value = SYMBOLS.indexOf(key) + 1;
    if (key.length === 1 && value >= 1 && value <= this.state.n) {
      this.setCell(i, value);
      this.advance();
    } else if (key === "0" || key === "." || key === " ") {
      this.setCell(i, 0);
      this.advance();
    } else if (event.key === "Backspace" || event.key === "Delete") {
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
    });
  }

  describe(r, c) {
    const i = r * this.state.n + c;
    const given = this.state.cells[i];
    const solved = this.state.solution && this.state.solution[i];
    const what = given ? SYMBOLS[given - 1] : solved ? `empty, solved as ${SYMBOLS[solved - 1]}` : "empty";
    return `row ${r + 1}, column ${c + 1}, ${what}`;
  }

  syncShape() {
    if (this.rows !== this.state.n) this.resize(this.state.n, this.state.n);
  }
}

export default class SudokuPage extends PuzzlePage {
  static kind = "sudoku";

  createWidget(canvas) {
    return new SudokuWidget(canvas, emptySudoku(9));
  }

  buildControls(container) {
    container.innerHTML = `<label>Size <select class="gh-size" aria-label="Grid size">
      ${SIZES.map((n) => `<option value="${n}"${n === 9 ? " selected" : ""}>${n}×${n}</option>`).join("")}
      </select></label>`;
    this.sizeSelect = container.querySelector(".gh-size");
    this.sizeSelect.onchange = () => {
      this.widget.setState(emptySudoku(Number(this.sizeSelect.value)), { record: true });
      this.syncShape();
    };
  }

  emptyState() {
    return emptySudoku(this.widget.state.n);
  }

  keypadKeys() {
    const n = this.widget ? this.widget.state.n : 9;
    return [...[...SYMBOLS.slice(0, n)].map((s) => [s, s]), ["Erase", "Delete"]];
  }

  stateFromModel(model) {
    return { ...model, solution: null };
  }

  modelOf(state) {
    const { n, boxRows, boxCols, cells } = state;
    return { n, boxRows, boxCols, cells };
  }

  syncShape() {
    this.widget.syncShape();
    if (this.sizeSelect.value !== String(this.widget.state.n)) {
      this.sizeSelect.value = String(this.widget.state.n);
    }
    this.buildKeypad();
  }

  // The share string is the cells themselves: the page can write it without waiting for Python.
  shareFromModel(state) {
    const [r, c] = defaultBox(state.n);
    const prefix = r === state.boxRows && c === state.boxCols ? "" : `${state.boxRows}x${state.boxCols}:`;
    return prefix + state.cells.map((v) => (v ? SYMBOLS[v - 1] : "0")).join("");
  }

  // Plain lines of a supported size show at once; anything else (prefixes, pictures, errors) goes to Python.
  modelFromShare(text) {
    const n = Math.round(Math.sqrt(text.length));
    if (n * n !== text.length || !SIZES.includes(n) || !/^[0-9A-Za-z.]+$/.test(text)) return null;
    const cells = [...text.toUpperCase()].map((ch) => (ch === "." ? 0 : SYMBOLS.indexOf(ch) + 1));
    if (cells.some((v) => v > n)) return null;
    return { ...emptySudoku(n), cells };
  }

  showSolution(reply) {
    if (!reply.solutions.length) return;
    const line = reply.solutions[0];
    const solution = [...line].map((ch) => SYMBOLS.indexOf(ch) + 1);
    this.widget.setState({ ...this.widget.state, solution });
    this.resultBox.innerHTML = `<label>Solution (SDM) <input type="text" readonly class="gh-solution-text" value="${line}"></label>`;
  }
}
