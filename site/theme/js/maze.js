// Colour-gated maze page: the editor's controls around the board (maze-board.js), and the walks
// Python finds, animated over the board. Python reads, writes and solves every maze.
import { python } from "./client.js";
import { button, el, field, numberInput, row, setPressed, textInput } from "./controls.js";
import { described } from "./kinds.js";
import { MazeWidget } from "./maze-board.js";
import { GATE, TOOLS, WALL, emptyMaze, resized } from "./maze-model.js";
import { colourOf, inkOn } from "./maze-draw.js";
import { PuzzlePage } from "./puzzle-page.js";

const MAX_SIDE = described("maze").constants.maxSide;
const COUNT_LIMIT = 100;

export default class MazePage extends PuzzlePage {
  static kind = "maze";

  constructor(root) {
    super(root);
    this.refreshControls(); // a fresh visit loads nothing, so no change event has filled the inputs yet
  }

  createWidget(canvas) {
    return new MazeWidget(canvas, emptyMaze());
  }

  emptyState() {
    return emptyMaze(this.widget.state.width, this.widget.state.height);
  }

  // ---------------------------------------------------------------- controls

  actions() {
    const items = super.actions();
    items.splice(items.findIndex((item) => item.id === "unique") + 1, 0,
      { id: "count", label: "Count walks", busy: true, run: () => this.solve(COUNT_LIMIT) },
      { id: "shortest", label: "Shortest walk (cells may be revisited)", busy: true, run: () => this.shortest() });
    return items;
  }

  buildControls(container) {
    const text = (id, size, title) => textInput({ id: `maze-${id}`, size, title });
    this.inputs = {
      width: numberInput({ id: "maze-width", min: 1, max: MAX_SIDE }), height: numberInput({ id: "maze-height", min: 1, max: MAX_SIDE }),
      colours: text("colours", 22, "symbol=name pairs, like R=red B=blue"),
      rule: text("rule", 8, "the colour cycle, first gate first: R B G, or red blue green"),
      columns: text("columns", 28, "one letter per column, . for none"), rows: text("rows", 12, "one letter per row, . for none"),
    };
    this.toolButtons = TOOLS.map(([id, label, title]) => {
      const tool = button({ label, title, pressed: false, run: () => this.setTool(id) });
      tool.dataset.tool = id;
      return tool;
    });
    this.palette = el("span", { className: "gh-maze-palette", role: "group", "aria-label": "Gate colour" });
    container.append(
      row([field("Width", this.inputs.width), field("Height", this.inputs.height),
        el("span", { className: "gh-maze-tools", role: "group", "aria-label": "Drawing tool" }, ...this.toolButtons)], { className: "gh-maze-row" }),
      row([this.palette, field("Colours", this.inputs.colours), field("Rule", this.inputs.rule)], { className: "gh-maze-row" }),
      row([field("Column letters", this.inputs.columns), field("Row letters", this.inputs.rows)], { className: "gh-maze-row" }));
    this.inputs.width.onchange = this.inputs.height.onchange = () => this.resizeMaze();
    this.inputs.colours.onchange = () => this.setColours(this.inputs.colours.value);
    this.inputs.rule.onchange = () => this.setRule(this.inputs.rule.value);
    this.inputs.columns.onchange = () => this.setLetters("columnLetters", this.inputs.columns.value);
    this.inputs.rows.onchange = () => this.setLetters("rowLetters", this.inputs.rows.value);

    // A multi-line picture does not fit the one-line share box: a text area of its own, which keeps it for fixing.
    this.pictureText = el("textarea", { rows: 8, spellcheck: false, "aria-label": "Maze picture",
      placeholder: "colours: R=red B=blue\nrule: R B\n+-+-+-+\n|S|  E|\n+R+B+-+\n|   | |\n+-+-+-+" });
    this.pictureToggle = button({ id: "maze-picture-toggle", label: "Paste a picture", run: () => this.showPicture(this.pictureBox.hidden) });
    this.pictureToggle.setAttribute("aria-expanded", "false");
    this.pictureBox = el("div", { className: "gh-maze-picture", hidden: true }, this.pictureText,
      button({ id: "maze-picture-load", label: "Load picture", run: () => this.loadText(this.pictureText.value, { from: this.pictureText }) }));
    this.root.querySelector("#gh-share-help").after(this.pictureToggle, this.pictureBox);
  }

  showPicture(open, text) {
    this.pictureBox.hidden = !open;
    this.pictureToggle.setAttribute("aria-expanded", String(open));
    if (text !== undefined) this.pictureText.value = text;
  }

  setTool(tool, colour) {
    this.widget.setTool(tool, colour);
    this.refreshControls();
  }

  /** Inputs and palette from the board state (after loads, undo, edits). */
  refreshControls() {
    const s = this.widget.state;
    const symbols = s.colours.map((k) => k.symbol);
    const focused = document.activeElement;
    const put = (input, value) => { if (input !== focused) input.value = value; };
    put(this.inputs.width, s.width);
    put(this.inputs.height, s.height);
    put(this.inputs.colours, s.colours.map((k) => `${k.symbol}=${k.name}`).join(" "));
    put(this.inputs.rule, s.rule.map((k) => symbols[k]).join(" "));
    put(this.inputs.columns, s.columnLetters.map((l) => l || ".").join(""));
    put(this.inputs.rows, s.rowLetters.map((l) => l || ".").join(""));
    for (const tool of this.toolButtons) setPressed(tool, tool.dataset.tool === this.widget.tool);
    if (this.widget.colour >= s.colours.length) this.widget.setTool(this.widget.tool, 0);
    // colour names and symbols come from the puzzle: they go in as text
    this.palette.replaceChildren(...s.colours.map((k, i) => {
      const chip = el("span", {}, k.symbol);
      Object.assign(chip.style, { background: colourOf(k.name), color: inkOn(colourOf(k.name)) });
      const swatch = button({ className: "gh-maze-swatch", title: `Place ${k.name} gates`,
        pressed: this.widget.tool === "gate" && i === this.widget.colour, run: () => this.setTool("gate", i) });
      swatch.append(chip, k.name);
      return swatch;
    }));
  }

  // ---------------------------------------------------------------- edits from the inputs

  /** Edit the board from an input, then let Python judge the model: its sentence shows at once. */
  async editModel(mutate) {
    this.widget.edit(mutate);
    const reply = await this.ask({ op: "encode", model: this.widget.state });
    if (reply && !reply.ok) this.message(reply.error, "error");
    else if (reply && this.messageBox.dataset.kind === "error") this.message("");
  }

  resizeMaze() {
    const width = Number(this.inputs.width.value), height = Number(this.inputs.height.value);
    const ok = (n) => Number.isInteger(n) && n >= 1 && n <= MAX_SIDE;
    if (!ok(width) || !ok(height)) {
      this.message(`Width and height are whole numbers from 1 to ${MAX_SIDE}.`, "error");
      this.inputs.width.value = this.widget.state.width;
      this.inputs.height.value = this.widget.state.height;
      return;
    }
    const next = resized(this.widget.state, width, height);
    this.editModel((s) => Object.assign(s, next));
  }

  setColours(text) {
    const colours = [];
    for (const item of text.split(/[\s,]+/).filter(Boolean)) {
      const [symbol, name] = item.split("=");
      if (name === undefined) return this.message(`Write each colour as symbol=name, like R=red (not "${item.slice(0, 20)}").`, "error");
      colours.push({ symbol: symbol.toUpperCase(), name: name.toLowerCase() });
    }
    this.editModel((s) => {
      // gates and the rule follow their colour's symbol; a colour taken away leaves walls where its gates were
      const index = s.colours.map((k) => colours.findIndex((n) => n.symbol === k.symbol));
      const recode = (e) => (e < GATE ? e : index[e - GATE] >= 0 ? GATE + index[e - GATE] : WALL);
      s.right = s.right.map((row) => row.map(recode));
      s.down = s.down.map((row) => row.map(recode));
      s.rule = s.rule.map((k) => index[k]).filter((k) => k >= 0);
      s.colours = colours;
    });
  }

  setRule(text) {
    const colours = this.widget.state.colours;
    const find = (token) => colours.findIndex((k) => k.symbol === token.toUpperCase() || k.name === token.toLowerCase());
    const tokens = text.split(/[\s,]+/).filter(Boolean).flatMap((t) => (find(t) >= 0 ? [t] : [...t]));
    const bad = tokens.find((t) => find(t) < 0);
    if (bad) return this.message(`The rule uses "${bad}", which is not one of the colours (${colours.map((k) => k.symbol).join(", ")}).`, "error");
    this.editModel((s) => { s.rule = tokens.map(find); });
  }

  setLetters(key, text) {
    this.editModel((s) => { s[key] = [...text.replace(/\s/g, "")].map((ch) => (ch === "." ? "" : ch)); });
  }

  /** An example's rule button: the colours named (each by any of its names), then check the walk is unique. */
  async runExampleAction(action) {
    const names = this.widget.state.colours.map((k) => k.name);
    const rule = action.rule.map((group) => names.findIndex((n) => group.includes(n)));
    if (rule.some((k) => k < 0)) return this.message(`This maze has no ${action.rule.find((g, j) => rule[j] < 0)[0]} gates.`, "error");
    this.widget.edit((s) => { s.rule = rule; });
    await this.solve(2);
  }

  // ---------------------------------------------------------------- loading

  syncShape() {
    this.widget.syncShape();
    this.refreshControls();
  }

  onBoardChange() {
    this.stopAnimation();
    this.widget.setOverlay(null);
    this.syncShape();
    super.onBoardChange();
  }

  /** A picture pasted into the one-line box would lose its line breaks: read it whole instead. */
  pasteIntoShare(event) {
    const text = event.clipboardData?.getData("text") || "";
    if (!text.trim().includes("\n")) return;
    event.preventDefault();
    this.loadText(text);
  }

  /** A picture goes in its own box, where it stays for fixing; the share box keeps its line. */
  loadText(text, options = {}) {
    if (!text.trim().includes("\n") || options.from) return super.loadText(text, options);
    this.showPicture(true, text);
    return super.loadText(text, { from: this.pictureText });
  }

  destroy() {
    this.stopAnimation();
    super.destroy();
  }

  // ---------------------------------------------------------------- walks

  describeSolve(reply, limit) {
    if (reply.status === "unsolvable") return "No walk from a start to a goal obeys the rule.";
    const spelt = (k) => `“${reply.solutions[k].message || "(no letters)"}”`;
    if (limit === 1) return `Found a walk spelling ${spelt(0)}.`;
    if (limit === 2) {
      return reply.unique ? `Exactly one walk: it spells ${spelt(0)}.` : "More than one walk: Next shows the other.";
    }
    return reply.complete ? `${reply.count === 1 ? "Exactly one walk" : `${reply.count} walks`} in all.`
      : `At least ${limit} walks: showing the first ${limit}.`;
  }

  showSolution(reply) {
    if (reply.solutions.length) this.showWalks(reply.solutions);
  }

  shortest() {
    return this.search(() => this.shortestWalk());
  }

  async shortestWalk() {
    this.message(python.state === "ready" ? "Searching…" : "Searching as soon as Python is ready…");
    const reply = await this.ask({ op: "shortest", ...this.board() });
    if (!reply) return;
    if (!reply.ok) return this.message(reply.error, "error");
    this.resultBox.textContent = "";
    if (reply.status !== "solved") return this.message("No walk reaches a goal, even when cells may be revisited.", "warning");
    this.showWalks([{ walk: reply.walk, message: reply.message }]);
    const others = reply.unique ? "no other walk is that short" : "other walks are just as short";
    const revisits = reply.revisits ? "; it revisits cells" : "; it visits no cell twice";
    this.message(`Shortest walk: ${reply.steps} steps spelling “${reply.message || "(no letters)"}”; ${others}${revisits}.`, "success");
  }

  showWalks(walks) {
    this.walks = walks;
    this.resultBox.replaceChildren(
      row([button({ id: "maze-prev", label: "← Prev", run: () => this.showWalk(this.walkIndex - 1) }),
        el("span", { className: "gh-maze-which", "aria-live": "polite" }),
        button({ id: "maze-next", label: "Next →", run: () => this.showWalk(this.walkIndex + 1) }),
        button({ id: "maze-replay", label: "Replay", run: () => this.showWalk(this.walkIndex) })], { className: "gh-maze-nav" }),
      el("div", { className: "gh-maze-word", role: "img" }));
    this.showWalk(0);
  }

  /** Show walk k: its message letter by letter, the path growing cell by cell, each gate lit as it is crossed. */
  showWalk(k) {
    const walks = this.walks;
    this.walkIndex = k = (k + walks.length) % walks.length;
    const { walk, message } = walks[k];
    const $ = (selector) => this.resultBox.querySelector(selector);
    $(".gh-maze-which").textContent = `Walk ${k + 1} of ${walks.length}: ${walk.length - 1} steps`;
    $(".gh-maze-prev").disabled = $(".gh-maze-next").disabled = walks.length < 2;
    const word = $(".gh-maze-word");
    word.setAttribute("aria-label", `Message: ${message || "no letters"}`);
    word.replaceChildren(...[...message].map((ch) => Object.assign(document.createElement("span"), { textContent: ch })));

    // the step at which each letter is read: gates crossed whose letter is not silent
    const spots = [];
    for (let i = 1; i < walk.length; i++) {
      const gate = this.gateBetween(walk[i - 1], walk[i]);
      if (gate && this.letterOf(gate)) spots.push(i);
    }
    // a letter shows once its gate is crossed; the latest one stays marked until the next
    const reveal = (upto) => {
      const at = (j) => (spots.length === message.length ? spots[j] : walk.length); // no match: all at the end
      const spans = word.querySelectorAll("span");
      let latest = -1;
      spans.forEach((span, j) => { if (at(j) <= upto) latest = j; });
      spans.forEach((span, j) => { span.className = j === latest && upto < walk.length ? "gh-reading" : j <= latest ? "gh-read" : "gh-unread"; });
    };

    this.stopAnimation();
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    let upto = still ? walk.length : 1;
    let gate = null; // the gate crossed last stays lit until the walk crosses the next
    const frame = () => {
      if (upto > 1) gate = this.gateBetween(walk[upto - 2], walk[upto - 1]) || gate;
      this.widget.setOverlay({ cells: walk, upto, gate });
      reveal(upto - 1);
    };
    frame();
    const delay = Math.max(10, Math.min(80, 4000 / walk.length));
    this.timer = setInterval(() => {
      if (upto >= walk.length) {
        this.stopAnimation();
        reveal(walk.length + 1);
        return;
      }
      upto += 1;
      frame();
    }, delay);
  }

  stopAnimation() {
    clearInterval(this.timer);
    this.timer = null;
  }

  gateBetween([r1, c1], [r2, c2]) {
    const edge = r1 === r2 ? { side: "right", r: r1, c: Math.min(c1, c2) } : { side: "down", r: Math.min(r1, r2), c: c1 };
    return this.widget.edgeAt(edge) >= GATE ? edge : null;
  }

  /** The letter a gate shows when crossed (for highlighting only: the message itself is Python's). */
  letterOf(edge) {
    const s = this.widget.state;
    const label = s.labels.find((l) => l.side === edge.side && l.row === edge.r && l.col === edge.c);
    if (label) return label.letter;
    return edge.side === "down" ? s.columnLetters[edge.c] : s.rowLetters[edge.r];
  }
}
