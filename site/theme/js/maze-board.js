// The colour-gated maze board: the widget that edits walls, gates, ends and outside cells by
// pointer and keyboard. Its state is Python's maze model as it is (pysrc/gridhunt/puzzles/maze.py);
// drawing is maze-draw.js, the page around it maze.js.
import { GridWidget } from "./grid-widget.js";
import { drawMaze } from "./maze-draw.js";
import { CELL_TOOLS, GATE, OPEN, WALL, same } from "./maze-model.js";

export class MazeWidget extends GridWidget {
  constructor(canvas, state) {
    super(canvas, { rows: state.height, cols: state.width, state, maxCell: 44, margin: MazeWidget.marginFor(state) });
    this.tool = "wall";
    this.colour = 0;
    this.overlay = null; // {cells, upto, gate}: a walk being shown, drawn over the board
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

  /** The code of an edge {side: "right" or "down", r, c}, or undefined when there is no such edge. */
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
    if (this.tool === "gate") return code === GATE + this.colour ? OPEN : GATE + this.colour;
    return OPEN;
  }

  paintEdge(s, edge, code) {
    this.setEdge(s, edge, code);
    if (code < GATE) s.labels = s.labels.filter((l) => !(l.side === edge.side && l.row === edge.r && l.col === edge.c));
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
    if (phase === "up") return this.endStroke();
    const cellTool = this.tool in CELL_TOOLS;
    if (phase === "down") {
      this.beginStroke({ last: null, mode: null }); // a whole stroke is one undo step
    }
    if (!this.stroke) return;
    if (cellTool) {
      if (!this.inGrid(cell.r, cell.c)) return;
      const key = `${cell.r},${cell.c}`;
      if (key === this.stroke.last) return;
      this.stroke.mode ??= this.markOf(cell.r, cell.c) === this.tool ? null : this.tool;
      this.stroke.last = key;
      const mark = this.stroke.mode;
      this.edit((s) => this.paintCell(s, cell.r, cell.c, mark));
    } else {
      const edge = this.nearestEdge(cell);
      // While dragging, only edges the pointer runs close to count, and not near a corner, where
      // the edge across the stroke is as near as the one along it: a straight stroke paints nothing stray.
      if (!edge || (phase === "drag" && (edge.distance > 0.3 || edge.runnerUp < 0.25))) return;
      const key = `${edge.side}${edge.r},${edge.c}`;
      if (key === this.stroke.last) return;
      if (this.stroke.mode === null) this.stroke.mode = this.edgeMode(this.edgeAt(edge));
      this.stroke.last = key;
      const code = this.stroke.mode;
      this.edit((s) => this.paintEdge(s, edge, code));
    }
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
      return code === OPEN ? null : `${code === WALL ? "wall" : names[code - GATE]} ${dir === "up" ? "above" : dir === "down" ? "below" : dir}`;
    }).filter(Boolean);
    return `row ${r + 1}, column ${c + 1}, ${mark}${sides.length ? "; " + sides.join(", ") : ""}`;
  }

  /** The drawing tool, and the gate colour (an index into the colours) for the gate tool. */
  setTool(tool, colour = this.colour) {
    this.tool = tool;
    this.colour = colour;
  }

  syncShape() {
    const s = this.state;
    const margin = MazeWidget.marginFor(s);
    if (this.rows !== s.height || this.cols !== s.width || this.margin.left !== margin.left) {
      this.resize(s.height, s.width, margin);
    }
  }

  drawBoard(ctx, colours) {
    drawMaze(this, ctx, colours);
  }
}
