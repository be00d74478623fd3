// GridWidget: the canvas base class every puzzle's board extends.
// It owns what all boards share: layout and HiDPI, pointer/touch/keyboard input with a
// cursor, undo/redo of the board state, colours that follow the light/dark scheme, an
// aria-live description of the cursor, and events ("change" after every undoable step,
// "cursor", and "view" from subclasses whose display settings change). Edits go through
// edit(), strokes and groups (one undo step each), never through the history itself. Pixels
// are always redrawn from `this.state` and `this.overlay`; subclasses override the hooks
// marked HOOK.

export class GridWidget extends EventTarget {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {object} options rows, cols; margin {top, right, bottom, left} in cells for clues
   *   around the grid; maxCell (px); state (the initial board, any JSON-able object).
   */
  constructor(canvas, options) {
    super();
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.options = { maxCell: 48, ...options };
    this.margin = { top: 0, right: 0, bottom: 0, left: 0, ...(options.margin || {}) };
    this.state = options.state;
    this.cursor = { r: 0, c: 0 };
    this.undoStack = [];
    this.redoStack = [];
    this.stroke = null; // the stroke or group of edits under way: {before, ...what the subclass keeps}
    this.overlay = null;
    this.dragging = false;

    canvas.tabIndex = 0;
    canvas.style.touchAction = "none"; // the board handles touch itself: no scrolling or zooming while drawing
    canvas.setAttribute("role", "application");
    canvas.setAttribute("aria-roledescription", "puzzle grid");
    this.live = document.createElement("div");
    this.live.className = "gh-visually-hidden";
    this.live.setAttribute("aria-live", "polite");
    canvas.after(this.live);

    canvas.addEventListener("pointerdown", (e) => this.pointer(e, "down"));
    canvas.addEventListener("pointermove", (e) => this.dragging && this.pointer(e, "drag"));
    canvas.addEventListener("pointerup", (e) => this.pointer(e, "up"));
    canvas.addEventListener("pointercancel", () => { this.dragging = false; this.endStroke(); });
    canvas.addEventListener("keydown", (e) => this.key(e));
    canvas.addEventListener("focus", () => { this.draw(); this.announce(); });
    canvas.addEventListener("blur", () => this.draw());

    this.resizeObserver = new ResizeObserver(() => this.layout());
    this.resizeObserver.observe(canvas.parentElement);
    // The canvas follows material's colour scheme: redraw when the palette toggle flips it.
    this.schemeObserver = new MutationObserver(() => {
      this.draw();
      this.dispatchEvent(new CustomEvent("scheme")); // for the page's own drawings (result thumbnails)
    });
    this.schemeObserver.observe(document.body, { attributes: true, attributeFilter: ["data-md-color-scheme"] });
    this.layout();
  }

  // ------------------------------------------------------------------ geometry

  get rows() { return this.options.rows; }
  get cols() { return this.options.cols; }

  /** Change the grid's dimensions (e.g. a new Sudoku size) and lay it out again. */
  resize(rows, cols, margin = this.margin) {
    this.options.rows = rows;
    this.options.cols = cols;
    this.margin = { top: 0, right: 0, bottom: 0, left: 0, ...margin };
    this.cursor = { r: Math.min(this.cursor.r, rows - 1), c: Math.min(this.cursor.c, cols - 1) };
    this.layout();
  }

  layout() {
    const across = this.cols + this.margin.left + this.margin.right;
    const down = this.rows + this.margin.top + this.margin.bottom;
    const parent = this.canvas.parentElement;
    const style = getComputedStyle(parent);
    const width = (parent.clientWidth || 400) - parseFloat(style.paddingLeft || 0) - parseFloat(style.paddingRight || 0);
    // The whole board always fits its box: the canvas takes every touch, so a column cut off at the
    // edge could not be scrolled to. Big boards get small cells on a phone; pinch zoom enlarges them.
    this.cell = Math.max(2, Math.min(this.options.maxCell, Math.floor((width - 2) / across)));
    const cssWidth = across * this.cell + 2;
    const cssHeight = down * this.cell + 2;
    const dpr = window.devicePixelRatio || 1;
    this.canvas.style.width = `${cssWidth}px`;
    this.canvas.style.height = `${cssHeight}px`;
    this.canvas.width = Math.round(cssWidth * dpr);
    this.canvas.height = Math.round(cssHeight * dpr);
    this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    this.draw();
  }

  /** The pixel rectangle of cell (r, c); r or c may lie in the margins (negative or past the grid). */
  rect(r, c) {
    const s = this.cell;
    return { x: 1 + (c + this.margin.left) * s, y: 1 + (r + this.margin.top) * s, size: s };
  }

  /** The cell under a pointer event, margins included. */
  cellAt(event) {
    const box = this.canvas.getBoundingClientRect();
    const x = event.clientX - box.left - 1;
    const y = event.clientY - box.top - 1;
    return {
      r: Math.floor(y / this.cell) - this.margin.top,
      c: Math.floor(x / this.cell) - this.margin.left,
      // where inside the cell, 0..1: lets boards tell an edge click from a centre click
      fx: (x / this.cell) % 1,
      fy: (y / this.cell) % 1,
    };
  }

  inGrid(r, c) {
    return r >= 0 && c >= 0 && r < this.rows && c < this.cols;
  }

  // ------------------------------------------------------------------ state and history

  /** Replace the board: as an undo step with `record` (a load, a new size), else silently (a restore). */
  setState(state, { record = false } = {}) {
    if (record) this.remember(JSON.stringify(this.state));
    this.state = state;
    this.draw();
    this.changed();
  }

  /** Change the board as one undoable step: `mutate(state)` edits it in place. */
  edit(mutate) {
    if (this.stroke) { // inside a stroke or a group: one step for all of it, recorded at its end
      mutate(this.state);
      this.draw();
      return;
    }
    const before = JSON.stringify(this.state);
    mutate(this.state);
    if (JSON.stringify(this.state) === before) return;
    this.remember(before);
    this.draw();
    this.changed();
  }

  /**
   * Begin a stroke (a drag that paints, or a group of edits): every edit until endStroke() is one
   * undo step, and the page hears of the change once, at the end.
   */
  beginStroke(memo = {}) {
    this.endStroke();
    this.stroke = { before: JSON.stringify(this.state), ...memo };
    return this.stroke;
  }

  endStroke() {
    const stroke = this.stroke;
    this.stroke = null;
    if (!stroke || JSON.stringify(this.state) === stroke.before) return;
    this.remember(stroke.before);
    this.changed();
  }

  /** Several edits as one undo step: group(() => { widget.edit(a); widget.edit(b); }). */
  group(edits) {
    this.beginStroke();
    try {
      edits();
    } finally {
      this.endStroke();
    }
  }

  remember(before) {
    this.undoStack.push(before);
    if (this.undoStack.length > 500) this.undoStack.shift();
    this.redoStack = [];
  }

  get canUndo() { return this.undoStack.length > 0; }
  get canRedo() { return this.redoStack.length > 0; }

  undo() {
    this.endStroke();
    if (!this.undoStack.length) return;
    this.redoStack.push(JSON.stringify(this.state));
    this.state = JSON.parse(this.undoStack.pop());
    this.afterHistory();
  }

  redo() {
    this.endStroke();
    if (!this.redoStack.length) return;
    this.undoStack.push(JSON.stringify(this.state));
    this.state = JSON.parse(this.redoStack.pop());
    this.afterHistory();
  }

  afterHistory() {
    this.syncShape();
    this.draw();
    this.changed();
  }

  changed() {
    this.dispatchEvent(new CustomEvent("change", { detail: { state: this.state } }));
  }

  /** Something drawn over the board that is not part of it (a walk, a track, a replay); null for none. */
  setOverlay(overlay) {
    this.overlay = overlay;
    this.draw();
  }

  /** Stop following the page's size and colour scheme (the page is going away). */
  dispose() {
    this.resizeObserver.disconnect();
    this.schemeObserver.disconnect();
  }

  // ------------------------------------------------------------------ input

  pointer(event, phase) {
    const cell = this.cellAt(event);
    if (phase === "down") {
      this.canvas.focus({ preventScroll: true });
      this.dragging = true;
      this.canvas.setPointerCapture?.(event.pointerId);
      if (this.cursorAllowed(cell.r, cell.c)) this.setCursor(cell.r, cell.c);
    } else if (phase === "up") {
      this.dragging = false;
    }
    this.onPointer(cell, phase, event);
    event.preventDefault();
  }

  key(event) {
    const mod = event.ctrlKey || event.metaKey;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    let handled = true;
    if (mod && event.key.toLowerCase() === "z") event.shiftKey ? this.redo() : this.undo();
    else if (mod && event.key.toLowerCase() === "y") this.redo();
    else if (mod) handled = false; // leave copy, paste, reload... to the browser
    else if (moves[event.key] && !this.onKey(event)) this.moveCursor(...moves[event.key]);
    else handled = moves[event.key] ? true : this.onKey(event);
    if (handled) {
      event.preventDefault();
      event.stopPropagation(); // material's page shortcuts (S, F, / open the search) must not see the board's keys
    }
  }

  setCursor(r, c) {
    this.cursor = { r, c };
    this.draw();
    this.announce();
    this.dispatchEvent(new CustomEvent("cursor", { detail: { r, c } }));
  }

  /** Move the cursor one step, skipping places it may not stand, wrapping at the edges. */
  moveCursor(dr, dc) {
    let { r, c } = this.cursor;
    const top = -this.margin.top, left = -this.margin.left;
    const down = this.rows + this.margin.top + this.margin.bottom;
    const across = this.cols + this.margin.left + this.margin.right;
    for (let i = 0; i < down * across; i++) {
      r = ((r + dr - top + down) % down) + top;
      c = ((c + dc - left + across) % across) + left;
      if (this.cursorAllowed(r, c)) return this.setCursor(r, c);
    }
  }

  /** Move the cursor to the next grid cell in reading order (after typing a value). */
  advance() {
    let { r, c } = this.cursor;
    if (!this.inGrid(r, c)) return;
    c += 1;
    if (c >= this.cols) { c = 0; r = (r + 1) % this.rows; }
    this.setCursor(r, c);
  }

  announce() {
    const { r, c } = this.cursor;
    this.live.textContent = this.describe(r, c);
  }

  // ------------------------------------------------------------------ drawing

  /** Colours from material's CSS variables, so light and dark schemes both read well. */
  colours() {
    const css = getComputedStyle(this.canvas);
    const v = (name, fallback) => css.getPropertyValue(name).trim() || fallback;
    return {
      bg: v("--md-default-bg-color", "#fff"),
      fg: v("--md-default-fg-color", "#000"),
      muted: v("--md-default-fg-color--light", "#777"),
      faint: v("--md-default-fg-color--lightest", "#ddd"),
      grid: v("--gh-grid-color", "#b3b3b3"), // the cells' own lines: seen on a phone in daylight, yet below the walls
      accent: v("--md-accent-fg-color", "#526cfe"),
      primary: v("--md-primary-fg-color", "#4051b5"),
      typeset: v("--md-typeset-color", "#000"),
      error: v("--gh-error-color", "#d32f2f"),
      solved: v("--gh-solved-color", "#1565c0"),
      highlight: v("--gh-highlight-color", "rgba(255, 193, 7, 0.35)"),
      cursor: v("--gh-cursor-color", "rgba(83, 109, 254, 0.28)"),
    };
  }

  draw() {
    if (!this.state || !this.cell) return;
    const ctx = this.ctx;
    const colours = this.colours();
    ctx.save();
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.fillStyle = colours.bg;
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    if (document.activeElement === this.canvas && this.cursorAllowed(this.cursor.r, this.cursor.c)) this.drawCursor(ctx, colours);
    this.drawBoard(ctx, colours);
    ctx.restore();
  }

  /** HOOK: the cursor, under the board: its cell filled. */
  drawCursor(ctx, colours) {
    const { x, y, size } = this.rect(this.cursor.r, this.cursor.c);
    ctx.fillStyle = colours.cursor;
    ctx.fillRect(x, y, size, size);
  }

  /** Text centred in a cell, sized relative to the cell. */
  text(ctx, r, c, text, { colour, scale = 0.62, weight = "normal", dx = 0.5, dy = 0.53 } = {}) {
    const { x, y, size } = this.rect(r, c);
    ctx.fillStyle = colour;
    ctx.font = `${weight} ${Math.round(size * scale)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(text, x + size * dx, y + size * dy);
  }

  /** Thin lines between all cells of the grid (not the margins). */
  gridLines(ctx, colour, width = 1) {
    const { x, y, size } = this.rect(0, 0);
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    for (let r = 0; r <= this.rows; r++) { ctx.moveTo(x, y + r * size); ctx.lineTo(x + this.cols * size, y + r * size); }
    for (let c = 0; c <= this.cols; c++) { ctx.moveTo(x + c * size, y); ctx.lineTo(x + c * size, y + this.rows * size); }
    ctx.stroke();
  }

  // ------------------------------------------------------------------ HOOKs

  /** HOOK: draw the board from this.state (the cursor is already drawn underneath). */
  drawBoard(ctx, colours) {
    this.gridLines(ctx, colours.fg);
  }

  /** HOOK: a key that is not an arrow or undo/redo; return true when handled. */
  onKey(event) { return false; }

  /** HOOK: pointer down / drag / up over `cell` ({r, c, fx, fy}; may be outside the grid). */
  onPointer(cell, phase, event) {}

  /** HOOK: whether the cursor may stand at (r, c); the grid only, by default. */
  cursorAllowed(r, c) { return this.inGrid(r, c); }

  /** HOOK: words for a screen reader, e.g. "row 3, column 5, empty". */
  describe(r, c) { return `row ${r + 1}, column ${c + 1}`; }

  /** HOOK: after undo/redo restored a state of another shape, resize to it. */
  syncShape() {}
}
