// Colour-gated maze page: an editor for walls, gates, ends and letters, and an animated
// view of the walks Python finds. The board state is Python's maze model as it is
// (see pysrc/gridhunt/puzzles/maze.py); Python reads, writes and solves every maze.
import { GridWidget } from "./grid-widget.js";
import { PuzzlePage } from "./puzzle-page.js";
import { python } from "./client.js";

const WALL = 0, OPEN = 1; // edge codes; 2 + k is a gate of colour k
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const MAX_SIDE = 60;
const COUNT_LIMIT = 100;
// Screen colours for common names; any other name gets a hue of its own from its letters.
const NAMED = {
  gray: "#9e9e9e", grey: "#9e9e9e", red: "#e53935", blue: "#1e88e5", green: "#43a047", yellow: "#fdd835",
  orange: "#fb8c00", purple: "#8e24aa", pink: "#ec407a", brown: "#8d6e63", black: "#212121", white: "#fafafa",
  cyan: "#00acc1", magenta: "#d81b60", violet: "#7e57c2",
};
const TOOLS = [
  ["wall", "Wall", "Click or drag along cell edges to draw walls; on a wall, it erases"],
  ["gate", "Gate", "Click or drag along edges to place gates of the chosen colour"],
  ["open", "Open", "Click or drag along edges to open them"],
  ["start", "Start (S)", "Click cells to mark or unmark starts"],
  ["goal", "Goal (E)", "Click cells to mark or unmark goals"],
  ["outside", "Outside (#)", "Click cells to put them outside the maze or back in"],
];
const CELL_TOOLS = { start: "starts", goal: "goals", outside: "outside" };

export function colourOf(name) {
  if (NAMED[name]) return NAMED[name];
  let hue = 0;
  for (const ch of name) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  return `hsl(${hue}, 65%, 48%)`;
}

/** Black or white, whichever reads on `css` (a #rrggbb or hsl colour). */
function inkOn(css) {
  if (css.startsWith("hsl")) return "#fff";
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(css.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#000" : "#fff";
}

export function emptyMaze(width = 8, height = 6) {
  return {
    width, height, outside: [], starts: [[0, 0]], goals: [[height - 1, width - 1]],
    right: Array.from({ length: height }, () => Array(width - 1).fill(OPEN)),
    down: Array.from({ length: height - 1 }, () => Array(width).fill(OPEN)),
    colours: [{ symbol: "R", name: "red" }, { symbol: "B", name: "blue" }, { symbol: "G", name: "green" }],
    rule: [0, 1, 2],
    columnLetters: Array.from({ length: width }, (_, c) => LETTERS[c] || ""),
    rowLetters: Array(height).fill(""), labels: [],
  };
}

/** The maze cut or grown to a new size: what fits is kept, new edges are open. */
function resized(m, width, height) {
  const grow = (rows, count, cols, fill) => Array.from({ length: count }, (_, r) =>
    Array.from({ length: cols }, (_, c) => rows[r]?.[c] ?? fill));
  const inside = (list) => list.filter(([r, c]) => r < height && c < width);
  const fresh = emptyMaze(width, height);
  return {
    ...m, width, height,
    outside: inside(m.outside),
    starts: inside(m.starts).length ? inside(m.starts) : fresh.starts,
    goals: inside(m.goals).length ? inside(m.goals) : fresh.goals,
    right: grow(m.right, height, width - 1, OPEN),
    down: grow(m.down, height - 1, width, OPEN),
    columnLetters: fresh.columnLetters.map((letter, c) => (c < m.width ? m.columnLetters[c] : letter)),
    rowLetters: fresh.rowLetters.map((letter, r) => (r < m.height ? m.rowLetters[r] : letter)),
    labels: m.labels.filter((l) => l.row < height && l.col < width),
  };
}

const same = (a, r, c) => a[0] === r && a[1] === c;

export class MazeWidget extends GridWidget {
  constructor(canvas, state) {
    // small cells allowed: Cat Walk's 26 columns must fit a 390 px phone
    super(canvas, { rows: state.height, cols: state.width, state, maxCell: 44, minCell: 10, margin: MazeWidget.marginFor(state) });
    this.tool = "wall";
    this.colour = 0;
    this.overlay = null; // {cells, upto, gate}: a walk being shown, drawn over the board
    canvas.addEventListener("pointercancel", () => this.finishStroke());
  }

  static marginFor(state) {
    return { top: 1, left: state.rowLetters.some(Boolean) ? 1 : 0 };
  }

  // ---------------------------------------------------------------- the model

  markOf(r, c) {
    for (const [mark, key] of [["start", "starts"], ["goal", "goals"], ["outside", "outside"]]) {
      if (this.state[key].some((cell) => same(cell, r, c))) return mark;
    }
    return null;
  }

  /** The edge code between (r, c) and its neighbour on `side` (up/down/left/right), or null off the grid. */
  edgeAt(edge) {
    const s = this.state;
    return edge.side === "right" ? s.right[edge.r]?.[edge.c] : s.down[edge.r]?.[edge.c];
  }

  setEdge(s, edge, code) {
    (edge.side === "right" ? s.right : s.down)[edge.r][edge.c] = code;
  }

  /** The edge on `dir` of cell (r, c) as {side, r, c}, or null on the border. */
  edgeBeside(r, c, dir) {
    const edge = { up: { side: "down", r: r - 1, c }, down: { side: "down", r, c },
      left: { side: "right", r, c: c - 1 }, right: { side: "right", r, c } }[dir];
    return this.edgeAt(edge) === undefined ? null : edge;
  }

  /** The edge nearest a pointer inside a cell, with how far it and the next nearest are (in cells); null when the border is nearer. */
  nearestEdge({ r, c, fx, fy }) {
    if (!this.inGrid(r, c)) return null;
    const sides = [["left", fx], ["right", 1 - fx], ["up", fy], ["down", 1 - fy]].sort((a, b) => a[1] - b[1]);
    const edge = this.edgeBeside(r, c, sides[0][0]);
    return edge && { ...edge, distance: sides[0][1], runnerUp: sides[1][1] };
  }

  // ---------------------------------------------------------------- editing

  /** The code an edge tool writes, decided by the first edge of a stroke (so a stroke either draws or erases). */
  edgeMode(code) {
    if (this.tool === "wall") return code === WALL ? OPEN : WALL;
    if (this.tool === "gate") return code === 2 + this.colour ? OPEN : 2 + this.colour;
    return OPEN;
  }

  paintEdge(s, edge, code) {
    this.setEdge(s, edge, code);
    if (code < 2) s.labels = s.labels.filter((l) => !(l.side === edge.side && l.row === edge.r && l.col === edge.c));
  }

  paintCell(s, r, c, mark) {
    for (const key of Object.values(CELL_TOOLS)) s[key] = s[key].filter((cell) => !same(cell, r, c));
    if (!mark) return;
    s[CELL_TOOLS[mark]].push([r, c]);
    if (mark !== "outside") return;
    // Python walls off outside cells anyway; drawing the walls now shows the maze as it will read.
    for (const dir of ["up", "down", "left", "right"]) {
      const edge = this.edgeBeside(r, c, dir);
      if (edge) this.paintEdge(s, edge, WALL);
    }
  }

  onPointer(cell, phase) {
    if (phase === "up") return this.finishStroke();
    const cellTool = this.tool in CELL_TOOLS;
    if (phase === "down") {
      this.stroke = { before: JSON.stringify(this.state), last: null, mode: null };
    }
    if (!this.stroke) return;
    if (cellTool) {
      if (!this.inGrid(cell.r, cell.c)) return;
      const key = `${cell.r},${cell.c}`;
      if (key === this.stroke.last) return;
      this.stroke.mode ??= this.markOf(cell.r, cell.c) === this.tool ? null : this.tool;
      this.stroke.last = key;
      this.paintCell(this.state, cell.r, cell.c, this.stroke.mode);
    } else {
      const edge = this.nearestEdge(cell);
      // While dragging, only edges the pointer runs close to count, and not near a corner, where
      // the edge across the stroke is as near as the one along it: a straight stroke paints nothing stray.
      if (!edge || (phase === "drag" && (edge.distance > 0.3 || edge.runnerUp < 0.25))) return;
      const key = `${edge.side}${edge.r},${edge.c}`;
      if (key === this.stroke.last) return;
      if (this.stroke.mode === null) this.stroke.mode = this.edgeMode(this.edgeAt(edge));
      this.stroke.last = key;
      this.paintEdge(this.state, edge, this.stroke.mode);
    }
    this.draw();
  }

  /** A whole stroke is one undo step, and the page hears of it once, when the pointer lifts. */
  finishStroke() {
    const stroke = this.stroke;
    this.stroke = null;
    if (!stroke || JSON.stringify(this.state) === stroke.before) return;
    this.undoStack.push(stroke.before);
    this.redoStack = [];
    this.changed();
  }

  onKey(event) {
    const { r, c } = this.cursor;
    const dir = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" }[event.key];
    if (dir) {
      if (!event.shiftKey) return false;
      const edge = this.edgeBeside(r, c, dir);
      const tool = this.tool in CELL_TOOLS ? "wall" : this.tool; // Shift+arrow always edits an edge
      if (edge) this.edit((s) => {
        const saved = this.tool;
        this.tool = tool;
        this.paintEdge(s, edge, this.edgeMode(this.edgeAt(edge)));
        this.tool = saved;
      });
      this.announce();
      return true;
    }
    const mark = { s: "start", e: "goal", g: "goal", x: "outside", "#": "outside" }[event.key.toLowerCase()];
    if (mark) this.edit((s) => this.paintCell(s, r, c, this.markOf(r, c) === mark ? null : mark));
    else if ([" ", ".", "Delete", "Backspace"].includes(event.key)) this.edit((s) => this.paintCell(s, r, c, null));
    else return false;
    this.announce();
    return true;
  }

  describe(r, c) {
    const mark = { start: "start", goal: "goal", outside: "outside the maze" }[this.markOf(r, c)] || "inside";
    const names = this.state.colours.map((k) => `${k.name} gate`);
    const sides = ["up", "down", "left", "right"].map((dir) => {
      const edge = this.edgeBeside(r, c, dir);
      const code = edge ? this.edgeAt(edge) : WALL;
      return code === OPEN ? null : `${code === WALL ? "wall" : names[code - 2]} ${dir === "up" ? "above" : dir === "down" ? "below" : dir}`;
    }).filter(Boolean);
    return `row ${r + 1}, column ${c + 1}, ${mark}${sides.length ? "; " + sides.join(", ") : ""}`;
  }

  syncShape() {
    const s = this.state;
    const margin = MazeWidget.marginFor(s);
    if (this.rows !== s.height || this.cols !== s.width || this.margin.left !== margin.left) {
      this.resize(s.height, s.width, margin);
    }
  }

  // ---------------------------------------------------------------- drawing

  drawBoard(ctx, colours) {
    const s = this.state;
    const size = this.cell;
    const outside = new Set(s.outside.map(([r, c]) => r * s.width + c));
    for (const i of outside) this.hatch(ctx, Math.floor(i / s.width), i % s.width, colours);
    this.gridLines(ctx, colours.faint);
    for (let c = 0; c < s.width; c++) this.text(ctx, -1, c, s.columnLetters[c], { colour: colours.muted, scale: 0.5 });
    if (this.margin.left) for (let r = 0; r < s.height; r++) this.text(ctx, r, -1, s.rowLetters[r], { colour: colours.muted, scale: 0.5 });
    if (this.overlay) this.drawWalk(ctx, colours);
    for (const [r, c] of s.starts) this.end(ctx, r, c, "S", colours);
    for (const [r, c] of s.goals) this.end(ctx, r, c, "E", colours);

    ctx.strokeStyle = colours.fg;
    ctx.lineWidth = Math.max(2, size * 0.12);
    ctx.lineCap = "square";
    ctx.beginPath();
    const isOut = (r, c) => r < 0 || c < 0 || r >= s.height || c >= s.width || outside.has(r * s.width + c);
    for (let r = 0; r < s.height; r++) {
      for (let c = 0; c < s.width; c++) {
        const { x, y } = this.rect(r, c);
        // the maze's boundary: grid border and the sides of outside cells
        if (!isOut(r, c)) {
          if (isOut(r - 1, c)) { ctx.moveTo(x, y); ctx.lineTo(x + size, y); }
          if (isOut(r + 1, c)) { ctx.moveTo(x, y + size); ctx.lineTo(x + size, y + size); }
          if (isOut(r, c - 1)) { ctx.moveTo(x, y); ctx.lineTo(x, y + size); }
          if (isOut(r, c + 1)) { ctx.moveTo(x + size, y); ctx.lineTo(x + size, y + size); }
        }
        if (s.right[r][c] === WALL) { ctx.moveTo(x + size, y); ctx.lineTo(x + size, y + size); }
        if (s.down[r]?.[c] === WALL) { ctx.moveTo(x, y + size); ctx.lineTo(x + size, y + size); }
      }
    }
    ctx.stroke();
    for (let r = 0; r < s.height; r++) {
      for (let c = 0; c < s.width; c++) {
        if (s.right[r][c] >= 2) this.drawGate(ctx, { side: "right", r, c }, colours);
        if (s.down[r]?.[c] >= 2) this.drawGate(ctx, { side: "down", r, c }, colours);
      }
    }
  }

  /** S or E in a cell, ringed in the background colour so it reads over a drawn walk. */
  end(ctx, r, c, letter, colours) {
    const { x, y, size } = this.rect(r, c);
    ctx.font = `bold ${Math.round(size * 0.55)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.lineWidth = 3;
    ctx.strokeStyle = colours.bg;
    ctx.strokeText(letter, x + size / 2, y + size * 0.53);
    ctx.fillStyle = colours.fg;
    ctx.fillText(letter, x + size / 2, y + size * 0.53);
  }

  hatch(ctx, r, c, colours) {
    const { x, y, size } = this.rect(r, c);
    ctx.fillStyle = colours.faint;
    ctx.fillRect(x, y, size, size);
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y, size, size);
    ctx.clip();
    ctx.strokeStyle = colours.muted;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let d = -size; d < size; d += size / 3) { ctx.moveTo(x + d, y + size); ctx.lineTo(x + d + size, y); }
    ctx.stroke();
    ctx.restore();
  }

  /** A gate: a bar in its colour along the edge and a badge with its symbol, so colour is never the only sign. */
  drawGate(ctx, edge, colours) {
    const size = this.cell;
    const { x, y } = this.rect(edge.r, edge.c);
    const colour = this.state.colours[this.edgeAt(edge) - 2];
    const fill = colourOf(colour.name);
    const [mx, my] = edge.side === "right" ? [x + size, y + size / 2] : [x + size / 2, y + size];
    ctx.strokeStyle = fill;
    ctx.lineWidth = Math.max(3, size * 0.16);
    ctx.lineCap = "butt";
    ctx.beginPath();
    if (edge.side === "right") { ctx.moveTo(mx, y + 1); ctx.lineTo(mx, y + size - 1); }
    else { ctx.moveTo(x + 1, my); ctx.lineTo(x + size - 1, my); }
    ctx.stroke();
    const radius = Math.min(size * 0.45, Math.max(6, size * 0.3));
    const current = this.overlay?.gate;
    if (current && current.side === edge.side && current.r === edge.r && current.c === edge.c) {
      ctx.beginPath();
      ctx.arc(mx, my, radius + 4, 0, 2 * Math.PI);
      ctx.fillStyle = colours.accent;
      ctx.fill();
    }
    ctx.beginPath();
    ctx.arc(mx, my, radius, 0, 2 * Math.PI);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = colours.fg;
    ctx.stroke();
    ctx.fillStyle = inkOn(fill);
    ctx.font = `bold ${Math.round(radius * 1.3)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(colour.symbol, mx, my + 1);
  }

  drawWalk(ctx, colours) {
    const { cells, upto } = this.overlay;
    const size = this.cell;
    const centre = ([r, c]) => { const { x, y } = this.rect(r, c); return [x + size / 2, y + size / 2]; };
    const shown = cells.slice(0, upto);
    ctx.save();
    ctx.strokeStyle = colours.solved;
    ctx.fillStyle = colours.solved;
    ctx.globalAlpha = 0.7;
    ctx.lineWidth = Math.max(3, size * 0.28);
    ctx.lineJoin = "round";
    ctx.lineCap = "round";
    ctx.beginPath();
    shown.forEach((cell, k) => (k ? ctx.lineTo(...centre(cell)) : ctx.moveTo(...centre(cell))));
    ctx.stroke();
    const [hx, hy] = centre(shown[shown.length - 1]);
    ctx.globalAlpha = 1;
    ctx.beginPath();
    ctx.arc(hx, hy, Math.max(4, size * 0.24), 0, 2 * Math.PI);
    ctx.fill();
    ctx.restore();
  }
}

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

  buildControls(container) {
    container.innerHTML = `
      <div class="gh-maze-row">
        <label>Width <input type="number" class="gh-maze-width" min="1" max="${MAX_SIDE}" inputmode="numeric"></label>
        <label>Height <input type="number" class="gh-maze-height" min="1" max="${MAX_SIDE}" inputmode="numeric"></label>
        <span class="gh-maze-tools" role="group" aria-label="Drawing tool">
          ${TOOLS.map(([id, label, title]) => `<button type="button" class="md-button" data-tool="${id}" title="${title}">${label}</button>`).join("")}
        </span>
      </div>
      <div class="gh-maze-row">
        <span class="gh-maze-palette" role="group" aria-label="Gate colour"></span>
        <label>Colours <input type="text" class="gh-maze-colours" spellcheck="false" size="22" title="symbol=name pairs, like R=red B=blue"></label>
        <label>Rule <input type="text" class="gh-maze-rule" spellcheck="false" size="8" title="the colour cycle, first gate first: R B G, or red blue green"></label>
        <span class="gh-maze-passes">
          <button type="button" class="md-button gh-maze-pass1">Pass 1: grey</button>
          <button type="button" class="md-button gh-maze-pass2">Pass 2: red→blue→green</button>
        </span>
      </div>
      <div class="gh-maze-row">
        <label>Column letters <input type="text" class="gh-maze-columns" spellcheck="false" size="28" title="one letter per column, . for none"></label>
        <label>Row letters <input type="text" class="gh-maze-rows" spellcheck="false" size="12" title="one letter per row, . for none"></label>
      </div>`;
    const $ = (selector) => container.querySelector(selector);
    this.inputs = {
      width: $(".gh-maze-width"), height: $(".gh-maze-height"), colours: $(".gh-maze-colours"),
      rule: $(".gh-maze-rule"), columns: $(".gh-maze-columns"), rows: $(".gh-maze-rows"),
    };
    this.palette = $(".gh-maze-palette");
    this.passes = $(".gh-maze-passes");
    for (const button of container.querySelectorAll("[data-tool]")) button.onclick = () => this.setTool(button.dataset.tool);
    this.inputs.width.onchange = this.inputs.height.onchange = () => this.resizeMaze();
    this.inputs.colours.onchange = () => this.setColours(this.inputs.colours.value);
    this.inputs.rule.onchange = () => this.setRule(this.inputs.rule.value);
    this.inputs.columns.onchange = () => this.setLetters("columnLetters", this.inputs.columns.value);
    this.inputs.rows.onchange = () => this.setLetters("rowLetters", this.inputs.rows.value);
    $(".gh-maze-pass1").onclick = () => this.switchPass(["gray", "grey"]);
    $(".gh-maze-pass2").onclick = () => this.switchPass(["red"], ["blue"], ["green"]);

    // More searches beside Solve / Check uniqueness
    const unique = this.buttons.unique;
    this.countButton = Object.assign(document.createElement("button"), { type: "button", className: "md-button", textContent: "Count walks" });
    this.shortestButton = Object.assign(document.createElement("button"), {
      type: "button", className: "md-button", textContent: "Shortest walk (cells may be revisited)" });
    this.countButton.onclick = () => this.solve(COUNT_LIMIT);
    this.shortestButton.onclick = () => this.shortest();
    unique.after(this.countButton, this.shortestButton);

    // A multi-line picture does not fit the one-line share box: a text area of its own.
    this.root.querySelector(".gh-help").insertAdjacentHTML("afterend", `
      <button type="button" class="md-button gh-maze-picture-toggle" aria-expanded="false">Paste a picture</button>
      <div class="gh-maze-picture" hidden>
        <textarea rows="8" spellcheck="false" aria-label="Maze picture"
          placeholder="colours: R=red B=blue&#10;rule: R B&#10;+-+-+-+&#10;|S|  E|&#10;+R+B+-+&#10;|   | |&#10;+-+-+-+"></textarea>
        <button type="button" class="md-button gh-maze-picture-load">Load picture</button>
      </div>`);
    this.pictureToggle = this.root.querySelector(".gh-maze-picture-toggle");
    this.pictureBox = this.root.querySelector(".gh-maze-picture");
    this.pictureText = this.pictureBox.querySelector("textarea");
    this.pictureToggle.onclick = () => this.showPicture(this.pictureBox.hidden);
    this.pictureBox.querySelector(".gh-maze-picture-load").onclick = () => this.loadText(this.pictureText.value);
  }

  showPicture(open, text) {
    this.pictureBox.hidden = !open;
    this.pictureToggle.setAttribute("aria-expanded", String(open));
    if (text !== undefined) this.pictureText.value = text;
  }

  setTool(tool) {
    this.widget.tool = tool;
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
    for (const button of this.controls.querySelectorAll("[data-tool]")) {
      button.setAttribute("aria-pressed", String(button.dataset.tool === this.widget.tool));
    }
    if (this.widget.colour >= s.colours.length) this.widget.colour = 0;
    this.palette.replaceChildren(...s.colours.map((k, i) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "md-button gh-maze-swatch";
      button.innerHTML = `<span style="background:${colourOf(k.name)};color:${inkOn(colourOf(k.name))}">${k.symbol}</span>${k.name}`;
      button.setAttribute("aria-pressed", String(this.widget.tool === "gate" && i === this.widget.colour));
      button.title = `Place ${k.name} gates`;
      button.onclick = () => { this.widget.colour = i; this.setTool("gate"); };
      return button;
    }));
    this.passes.hidden = !this.passColours(["gray", "grey"], ["red"], ["blue"], ["green"]);
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
      const recode = (e) => (e < 2 ? e : index[e - 2] >= 0 ? 2 + index[e - 2] : WALL);
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

  /** Colour indices for each group of accepted names, or null when one is missing (the Cat Walk passes). */
  passColours(...groups) {
    const names = this.widget.state.colours.map((k) => k.name);
    const found = groups.map((group) => names.findIndex((n) => group.includes(n)));
    return found.every((k) => k >= 0) ? found : null;
  }

  async switchPass(...groups) {
    const rule = this.passColours(...groups);
    if (!rule) return;
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
    this.widget.overlay = null;
    this.syncShape();
    super.onBoardChange();
  }

  showBusy() {
    super.showBusy();
    if (this.countButton) this.countButton.disabled = this.shortestButton.disabled = python.busy;
  }

  /** A picture pasted into the one-line box would lose its line breaks: read it whole instead. */
  pasteIntoShare(event) {
    const text = event.clipboardData?.getData("text") || "";
    if (!text.trim().includes("\n")) return;
    event.preventDefault();
    this.loadText(text);
  }

  async loadText(text) {
    if (!text.trim().includes("\n")) return super.loadText(text);
    // A picture goes in its own box, where it stays for fixing; the share box keeps its line.
    const before = this.shareInput.value;
    this.showPicture(true, text);
    await super.loadText(text);
    if (this.messageBox.dataset.kind === "error") this.shareInput.value = before;
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

  async shortest() {
    const share = await this.currentShare();
    if (share === null) return;
    this.message(python.state === "ready" ? "Searching…" : "Searching as soon as Python is ready…");
    const reply = await this.ask({ op: "shortest", puzzle: share });
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
    this.resultBox.innerHTML = `
      <div class="gh-maze-nav">
        <button type="button" class="md-button gh-maze-prev">← Prev</button>
        <span class="gh-maze-which" aria-live="polite"></span>
        <button type="button" class="md-button gh-maze-next">Next →</button>
        <button type="button" class="md-button gh-maze-replay">Replay</button>
      </div>
      <div class="gh-maze-word" role="img"></div>`;
    this.resultBox.querySelector(".gh-maze-prev").onclick = () => this.showWalk(this.walkIndex - 1);
    this.resultBox.querySelector(".gh-maze-next").onclick = () => this.showWalk(this.walkIndex + 1);
    this.resultBox.querySelector(".gh-maze-replay").onclick = () => this.showWalk(this.walkIndex);
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
      this.widget.overlay = { cells: walk, upto, gate };
      reveal(upto - 1);
      this.widget.draw();
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
    return this.widget.edgeAt(edge) >= 2 ? edge : null;
  }

  /** The letter a gate shows when crossed (for highlighting only: the message itself is Python's). */
  letterOf(edge) {
    const s = this.widget.state;
    const label = s.labels.find((l) => l.side === edge.side && l.row === edge.r && l.col === edge.c);
    if (label) return label.letter;
    return edge.side === "down" ? s.columnLetters[edge.c] : s.rowLetters[edge.r];
  }
}
