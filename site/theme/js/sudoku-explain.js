// The Sudoku page's second row: pencil marks, hints, the list of steps and the grid picture.
// Every answer comes from Python (`candidates`, `hint`, `steps`, `picture`); this file only
// asks, shows the sentence and lights the step's cells and candidates on the board.
import { button, el, setPressed } from "./controls.js";
import { SYMBOLS, defaultBox } from "./sudoku-board.js";

export class ExplainTools {
  /** @param page the SudokuPage; tools go into `row`, answers into `out` (below the board). */
  constructor(page, row, out) {
    this.page = page;
    this.step = null; // the hint on show, ready for Apply
    this.said = -1; // the page's message count when a hint was said: an edit takes only that sentence away
    const tool = (id, label, title, action) => button({ id, label, title, run: () => this.once(() => this[action]()) });
    this.marksButton = button({ id: "marks", label: "Pencil marks", title: "Show pencil marks", pressed: false,
      run: () => this.widget.setView({ showMarks: !this.widget.showMarks }) });
    this.pencilButton = button({ id: "pencil", label: "Pencil mode", title: "Typing a digit toggles that candidate in the cell",
      pressed: false, run: () => {
        this.widget.setView({ pencil: !this.widget.pencil, showMarks: this.widget.showMarks || !this.widget.pencil });
        this.widget.canvas.focus({ preventScroll: true });
      } });
    row.append(this.marksButton, this.pencilButton,
      tool("fill", "Fill candidates", "Write every candidate the digits (and a variant's rules) on the board allow", "fill"),
      tool("hint", "Hint", "The next logical step, highlighted", "hint"),
      tool("apply", "Apply step", "Apply the hint (or the next step) to the board", "apply"),
      tool("steps", "All steps", "Every step to the end, with the difficulty", "allSteps"),
      tool("picture", "Picture", "The grid as a text picture, copied", "picture"));
    this.stepsBox = el("div", { className: "gh-steps-box" });
    this.pictureBox = el("div", { className: "gh-picture-box" });
    out.append(this.stepsBox, this.pictureBox);
  }

  /** One request at a time: a second click while Python answers would act on a board about to change. */
  async once(action) {
    if (this.working) return;
    this.working = true;
    try {
      await action();
    } finally {
      this.working = false;
    }
  }

  get widget() {
    return this.page.widget;
  }

  /** After the widget exists: keep the toggle buttons in step with its view. */
  attach(widget) {
    widget.addEventListener("view", () => {
      setPressed(this.marksButton, widget.showMarks);
      setPressed(this.pencilButton, widget.pencil);
    });
  }

  /** The board changed: whatever was explained is about another grid now. */
  forget() {
    this.step = null;
    this.widget.setHighlight(null);
    if (this.said === this.page.messages) this.page.message("");
    this.stepsBox.replaceChildren();
    this.pictureBox.replaceChildren();
  }

  /** Hints speak on the page's one message line: a new sentence replaces the last. */
  say(text, kind = "info") {
    this.page.message(text, kind);
    this.said = this.page.messages;
  }

  /** Ask Python about the board now; null (after saying why) when it cannot answer. */
  async ask(op, withMarks) {
    const request = { op, ...this.page.board() };
    if (withMarks && this.widget.state.marks) request.candidates = this.userCandidates();
    const reply = await this.page.ask(request);
    if (!reply) return null;
    if (!reply.ok) {
      this.page.message(reply.error, "error");
      return null;
    }
    return reply;
  }

  /** The user's pencil marks for Python; an empty cell with no marks has not been noted yet, so all. */
  userCandidates() {
    const { n, marks, cells } = this.widget.state;
    const all = (1 << n) - 1;
    return marks.map((m, i) => (cells[i] ? 0 : m || all));
  }

  async fill() {
    const reply = await this.ask("candidates", false);
    if (!reply) return;
    this.widget.edit((s) => { s.marks = reply.candidates.map((m, i) => (s.cells[i] ? 0 : m)); });
    this.widget.setView({ showMarks: true });
    this.say(this.widget.state.variant ? "Candidates filled in from the digits and the rules on the board." : "Candidates filled in from the digits on the board.");
  }

  async hint() {
    const reply = await this.ask("hint", true);
    if (!reply) return null;
    if (!reply.step) {
      this.say(reply.solved ? "The grid is full." : `${reply.message}: press Solve for the answer.`, reply.solved ? "success" : "warning");
      return null;
    }
    this.widget.setHighlight({ step: reply.step });
    if (reply.stuck) { // a contradiction: nothing to apply, the highlight shows where it breaks
      this.say(`${reply.step.message}: a digit or a pencil mark is wrong (Undo, or Clear the marks).`, "error");
      return null;
    }
    this.step = reply.step;
    this.say(reply.step.message);
    return reply.step;
  }

  /** Apply the hint on show (or the next one): its placements to the cells, its eliminations to the marks. */
  async apply() {
    const step = this.step || (await this.hint());
    if (!step) return;
    let fresh = null;
    if (!this.widget.state.marks && step.eliminations.length) {
      // eliminations need pencil marks to strike from: start from every candidate the givens allow
      const reply = await this.ask("candidates", false);
      if (!reply) return;
      fresh = reply.candidates;
    }
    this.widget.edit((s) => {
      if (fresh) s.marks = fresh.map((m, i) => (s.cells[i] ? 0 : m));
      for (const [i, v] of step.placements) {
        s.cells[i] = v;
        s.solution = null;
        s.placed = [...(s.placed || []), i];
        if (s.marks) s.marks[i] = 0;
        this.widget.strikeFromPeers(s, i, v);
      }
      for (const [i, v] of step.eliminations) s.marks[i] &= ~(1 << (v - 1));
    });
    if (step.eliminations.length) this.widget.setView({ showMarks: true });
    this.say(`Applied: ${step.message}`, "success");
  }

  async allSteps() {
    const reply = await this.ask("steps", true);
    if (!reply) return;
    const { steps, solved, rating } = reply;
    const last = steps[steps.length - 1];
    const summary = document.createElement("p");
    summary.className = "gh-rating";
    if (solved) {
      summary.textContent = `Rating: ${rating.level} (${rating.score}), ${steps.length} steps, solved by logic alone.`;
    } else if (last && last.technique === "Contradiction") {
      summary.textContent = `The grid cannot be finished: ${last.message}. Check the digits and pencil marks.`;
    } else {
      summary.textContent = `${rating.level}: logic is stuck after ${steps.length} steps. Solve still finds the answer.`;
    }
    const list = document.createElement("ol");
    list.className = "gh-step-list";
    const preview = {};
    steps.forEach((step, k) => {
      const before = { ...preview }; // the board as it stands just before this step
      for (const [i, v] of step.placements) preview[i] = v;
      const item = document.createElement("li");
      const detail = step.message.startsWith(step.technique) ? step.message.slice(step.technique.length).replace(/^:\s*/, "") : step.message;
      const entry = el("button", { type: "button", className: "gh-step" }, el("strong", {}, step.technique), " ", el("span", {}, detail));
      entry.onclick = () => this.showListed(list, entry, step, before, k);
      item.append(entry);
      list.append(item);
    });
    this.stepsBox.replaceChildren(summary, list);
  }

  showListed(list, button, step, preview, k) {
    for (const b of list.querySelectorAll(".gh-step")) b.removeAttribute("aria-current");
    button.setAttribute("aria-current", "step");
    this.widget.setHighlight({ step, preview });
    this.step = null; // a listed step belongs to a later board: Apply works from the board as it is
    this.say(`Step ${k + 1}: ${step.message} (digits from earlier steps in grey italics)`);
  }

  async picture() {
    const reply = await this.ask("picture", false);
    if (!reply) return;
    const parts = [["Grid picture", reply.text]];
    const { n, boxRows, boxCols, solution } = this.widget.state;
    if (solution && solution.every((v) => v)) {
      const [r, c] = defaultBox(n);
      const prefix = r === boxRows && c === boxCols ? "" : `${boxRows}x${boxCols}:`;
      const solved = await this.page.ask({ op: "picture", puzzle: prefix + solution.map((v) => SYMBOLS[v - 1]).join("") });
      if (solved?.ok) parts.push(["Solution picture", solved.text]);
    }
    this.pictureBox.replaceChildren(...parts.map(([label, text]) => {
      const area = el("textarea", { readOnly: true, className: "gh-picture-text", spellcheck: false, value: text, rows: text.split("\n").length });
      return el("label", {}, el("span", {}, label), area);
    }));
    try {
      await navigator.clipboard.writeText(parts.map(([, text]) => text).join("\n"));
      this.say("Picture copied (the SDM line is in the share box).", "success");
    } catch {
      this.say("Copy the picture from the box below (the browser refused the clipboard).", "warning");
    }
  }
}
