// Sudoku page: the board (sudoku-board.js), typing fills cells or pencil marks, and a second
// row of tools (sudoku-explain.js) for candidates, hints, all steps and the grid picture.
import { python } from "./client.js";
import { button, el, field, select } from "./controls.js";
import { PuzzlePage } from "./puzzle-page.js";
import { SIZES, SYMBOLS, SudokuWidget, defaultBox, emptySudoku } from "./sudoku-board.js";
import { ExplainTools } from "./sudoku-explain.js";
import { TOGGLES, TOOLS, VariantEditor } from "./sudoku-variant-edit.js";

const CLASH_DELAY = 250; // ms of quiet typing before Python is asked to name a clash

export default class SudokuPage extends PuzzlePage {
  static kind = "sudoku";

  createWidget(canvas) {
    const widget = new SudokuWidget(canvas, emptySudoku(9));
    this.explain.attach(widget); // the tools were built first, in buildControls
    this.editor = new VariantEditor(widget, () => this.numberInput.value, (sentence) => this.message(sentence, "warning"));
    return widget;
  }

  buildControls(container) {
    this.sizeSelect = select({ id: "size", options: SIZES.map((n) => [String(n), `${n}×${n}`]), value: "9", ariaLabel: "Grid size" });
    this.sizeSelect.onchange = () => {
      this.widget.setState(emptySudoku(Number(this.sizeSelect.value)), { record: true });
      this.syncShape();
    };
    const tools = el("div", { className: "gh-tools", role: "toolbar", "aria-label": "Pencil marks and hints" });
    const out = el("div", { className: "gh-explain" });
    this.choicesBox = el("div", { className: "gh-choices" });
    this.resultBox.after(this.choicesBox, out);
    // drawing a variant's clues: a tool, and the number a cage sums to
    this.toolSelect = select({ id: "variant-tool", options: TOOLS, value: "", ariaLabel: "Draw a variant clue" });
    this.toolSelect.onchange = () => {
      if (!this.editor.choose(this.toolSelect.value)) this.toolSelect.value = this.editor.tool;
    };
    this.numberInput = el("input", { type: "text", className: "gh-variant-number", size: 3, inputMode: "numeric", title: "A cage's, little killer's or sandwich's sum; a quadruple's digits" });
    container.append(field("Size", this.sizeSelect), field("Draw", this.toolSelect), field("Number", this.numberInput), tools);
    this.explain = new ExplainTools(this, tools, out);
  }

  /** The whole-grid rules' entries in the Draw menu say which are on (the board draws only the diagonals). */
  markRules() {
    const on = new Set(this.widget.state.variant?.rules || []);
    for (const option of this.toolSelect.options) {
      if (!TOGGLES.has(option.value)) continue;
      const label = TOOLS.find(([value]) => value === option.value)[1];
      option.textContent = on.has(option.value) ? label.replace("(on/off)", "✓ on") : label;
    }
  }

  onBoardChange() {
    super.onBoardChange();
    this.markRules();
    this.explain.forget();
    this.checkClashes();
  }

  /**
   * After a pause in typing, Python's `parse` (a variant's `encode`) says whether the board clashes:
   * the cells to ring and the sentence Solve would give ("Row 1 has two 4s", "Region 2 has 5 cells").
   * Python alone knows the rule.
   */
  checkClashes() {
    clearTimeout(this.clashTimer);
    // a variant has no share string the page can write: Python reads its model instead
    const asked = () => this.shareFromModel(this.widget.state) ?? JSON.stringify(this.modelOf(this.widget.state));
    const board = asked();
    const request = this.widget.state.variant ? { op: "encode", model: JSON.parse(board) } : { op: "parse", text: board };
    const messages = this.messages;
    this.clashTimer = setTimeout(async () => {
      let reply;
      try {
        reply = await python.request({ kind: this.kind, ...request });
      } catch {
        return; // Stop pressed meanwhile: the next edit asks again
      }
      if (board !== asked()) return; // a later board asks for itself
      const { n } = this.widget.state;
      this.widget.setClashes(new Set((reply.cells || []).map(([r, c]) => r * n + c)));
      // a variant's rules can be wrong with no cell to ring (a region of five cells, half painted)
      if (reply.cells || (!reply.ok && this.widget.state.variant)) {
        // the page has said something since (a pasted line's error, Solve's answer): keep that
        if (messages !== this.messages) return;
        this.clashSentence = reply.error;
        this.message(reply.error, "error");
      } else {
        if (this.clashSentence && this.messageBox.textContent === this.clashSentence) this.message("");
        this.clashSentence = null;
      }
    }, CLASH_DELAY);
  }

  /**
   * One row a line (or a look of circles or squares in cells): its cells, its colour and a button for
   * each thing it may be. They wait on the board, dashed and numbered, until chosen; a choice adds the
   * rule to the puzzle (undoable).
   */
  offerChoices(choices) {
    const names = { thermo: "thermometer", renban: "renban", whispers: "whispers", palindrome: "palindrome", betweenline: "between line",
      odd: "odd", even: "even", minimum: "minimum", maximum: "maximum", decoration: "decoration" };
    const pending = choices.map((choice, k) => ({ ...choice, number: k + 1 }));
    const render = () => {
      this.widget.setPending(pending);
      this.choicesBox.replaceChildren();
      if (!pending.length) return;
      this.choicesBox.append(el("p", {}, "Which rule is each numbered line or shape? The rules text says; Solve waits for none of them."));
      for (const line of pending) {
        const where = line.cells.map(([r, c]) => `r${r + 1}c${c + 1}`);
        const what = line.shape
          ? `${line.shape === "circle" ? "Circles" : "Squares"} ${line.number} (${where.join(", ")}, ${line.colour || "no colour"}): `
          : `Line ${line.number} (${where[0]}–${where[where.length - 1]}, ${line.colour || "no colour"}): `;
        const row = el("div", { className: "gh-choice" }, what);
        for (const option of line.options) {
          row.append(button({ label: names[option] || option, className: `gh-choice-${option}`, run: () => {
            pending.splice(pending.indexOf(line), 1);
            if (option !== "decoration") {
              // a line is one clue; circles or squares are one clue a cell
              const added = line.shape ? line.cells.map((cell) => ({ kind: option, cells: [cell] })) : [{ kind: option, cells: line.cells }];
              this.widget.edit((s) => { s.variant = { ...s.variant, clues: [...s.variant.clues, ...added] }; });
            }
            render();
          } }));
        }
        this.choicesBox.append(row);
      }
    };
    render();
  }

  emptyState() {
    return emptySudoku(this.widget.state.n);
  }

  keypadKeys() {
    const n = this.widget ? this.widget.state.n : 9;
    return [...[...SYMBOLS.slice(0, n)].map((s) => [s, s]), ["Erase", "Delete"]];
  }

  stateFromModel(model) {
    return { ...model, solution: null, marks: null, placed: [] };
  }

  modelOf(state) {
    const { n, boxRows, boxCols, cells, variant } = state;
    return variant ? { n, boxRows, boxCols, cells, variant } : { n, boxRows, boxCols, cells };
  }

  // a board saved before pencil marks existed has neither marks nor placed digits
  normalise(state) {
    const size = state.n * state.n;
    const marks = Array.isArray(state.marks) && state.marks.length === size ? state.marks : null;
    return { ...state, marks, placed: Array.isArray(state.placed) ? state.placed : [] };
  }

  syncShape() {
    this.widget.syncShape();
    if (this.sizeSelect.value !== String(this.widget.state.n)) {
      this.sizeSelect.value = String(this.widget.state.n);
    }
    this.buildKeypad();
  }

  // The share string is the cells themselves: the page can write it without waiting for Python.
  // A variant's (its rules as f-puzzles' JSON, compressed) is Python's to write.
  shareFromModel(state) {
    if (state.variant) return null;
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
    this.drawSolution([...line].map((ch) => SYMBOLS.indexOf(ch) + 1));
    // of several, the box keeps one whole solution to copy while the board shows what they share
    this.showLine(solutionLabel(reply), line);
  }

  /** The result box: a solution as one line of text (SDM), to copy. */
  showLine(label, line) {
    this.resultBox.replaceChildren(field(label, el("input", { type: "text", readOnly: true, className: "gh-solution-text", value: line })));
  }

  /**
   * A solution drawn over the givens is not an edit of the board: no undo step, no change of the
   * board's version (which would clear the result box and drop a Keep searching), only drawn and saved.
   * A hint's highlight and the steps shown go, as they did when a solution counted as an edit.
   */
  drawSolution(solution) {
    this.explain.forget();
    this.widget.state = { ...this.widget.state, solution };
    this.widget.draw();
    this.save();
  }

  /**
   * After "Check uniqueness" found several solutions, Python's `certain` digits (the same in every
   * solution) replace the one solution shown: a setter sees where the solutions differ (blank there).
   */
  async afterSolve(reply, board, limit, timeout) {
    if (limit < 2 || reply.unique !== false) return;
    const version = this.version;
    const answer = await this.ask({ kind: this.kind, op: "certain", ...board, timeout });
    if (!answer || version !== this.version) return;
    // cut short, `certain` holds what the solutions found share, not proved: the solution shown stays, and
    // Keep searching asks again (Python goes on with the digits every solution shares where it stopped)
    if (answer.timedOut) {
      this.message(`More than one solution: showing one of them; the digits every solution shares were not worked out within ${timeout} s.`, "warning");
      return this.offerLonger(version, limit, timeout);
    }
    if (!answer.ok || !answer.certain) return;
    const solution = [...answer.certain].map((ch) => SYMBOLS.indexOf(ch) + 1);
    this.drawSolution(solution);
    const known = solution.filter((v, i) => v && !this.widget.state.cells[i]).length;
    this.message(known ? `More than one solution: the ${known === 1 ? "digit" : `${known} digits`} shown ${known === 1 ? "is" : "are"} the same in every one.`
      : "More than one solution: no digit besides the givens is the same in every one.", "warning");
  }

  /**
   * A kept answer (after a reload): the digits drawn came back with the board (the solution, or what
   * every solution shares), so only the box with one whole solution is shown again.
   */
  showKept({ reply }) {
    if (!this.widget.state.solution || !reply.solutions?.length) return false;
    this.showLine(solutionLabel(reply), reply.solutions[0]);
    return true;
  }

  /** A newly read puzzle forgets the last one's lines still to be chosen. */
  applyReading(reply) {
    this.offerChoices([]);
    super.applyReading(reply);
  }

  /**
   * What a read text carried beyond the puzzle: a SudokuPad link's lines whose kind the rules text
   * does not name for sure are offered as choices; a SudokuWiki board's placed digits and candidates
   * go on the board as if typed.
   */
  applyExtra(extra) {
    if (extra.choices) this.offerChoices(extra.choices);
    if (!extra.placed) return;
    this.widget.edit((s) => {
      extra.placed.forEach((v, i) => {
        if (v && !s.cells[i]) {
          s.cells[i] = v;
          s.placed = [...(s.placed || []), i];
        }
      });
      s.marks = extra.candidates.map((mask, i) => (s.cells[i] ? 0 : mask));
    });
    this.widget.setView({ showMarks: true });
  }
}

/** The box's label: of several solutions, it holds one to copy while the board shows what they share. */
function solutionLabel(reply) {
  return reply.unique === false ? "One of the solutions (SDM)" : "Solution (SDM)";
}
