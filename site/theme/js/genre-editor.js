// GenreEditor: what a user may type on a genre's board, read from the genre's EDITOR declaration
// (pysrc/gridhunt/puzzlink/editor.py documents it; the build's manifest carries it). One editor for
// every genre: the layers say what a cell holds (numbers, "?", symbols, arrows, Kakuro's split
// sums, Tapa's lists), whether there are region borders or given walls, and the puzzle-wide
// settings. It edits the genre's model in place and draws it as a board description
// (genre-board.js draws those); Python alone turns a model into a URL (`encode`) and says what is
// wrong with one, so no format is written here.
//
// The board state it edits is {kind, share, board, model, borders}: `model` the genre's model,
// `borders` the region borders drawn ({beside, below}, 1 or 0, as the model's given walls are),
// which may not close a region yet; the regions sent to Python are the pieces they enclose.

export const QUESTION = -2;
const ARROW_NAMES = [null, "up", "down", "left", "right"];
const ARROW_CHARS = { "^": 1, v: 2, "<": 3, ">": 4 };
const SHIFT_ARROWS = { ArrowUp: 1, ArrowDown: 2, ArrowLeft: 3, ArrowRight: 4 };
const CLEAR_KEYS = ["Backspace", "Delete", ".", " "];
// where each layer kind's clues stand: on cells (and the frame around the grid), on the grid's corners, or on
// the places of a half-cell lattice (centres, sides and corners inside the grid); borders lie between cells
const SPACES = { cells: "cells", arrows: "cells", split: "cells", list: "cells", outside: "cells", runs: "cells", corners: "corners", places: "places" };
const BORDER_KINDS = ["regions", "edges"];
const PARAM_KINDS = ["number", "flag", "pieces"];
const SIDES = ["top", "bottom", "left", "right"];
const POINT_MARKS = { white: "white-dot", black: "black-dot", gray: "gray-dot" };

export class GenreEditor {
  constructor(declaration) {
    this.layers = declaration.layers;
    this.params = declaration.params;
    // the layers a clue is typed into (Castle Wall has two on a cell: arrows and the clue cell's colour); a key goes to the first that takes it
    this.contents = this.layers.filter((layer) => !BORDER_KINDS.includes(layer.kind));
    this.content = this.contents[0] || null;
    this.regions = this.layers.find((layer) => layer.kind === "regions") || null;
    this.edges = this.layers.find((layer) => layer.kind === "edges") || null;
    // a frame of one cell on each side that holds clues outside the grid: Kakuro's sums of the runs from
    // the edge (above and left, as pzprjs draws them), Skyscrapers' counts, Nonogram's numbers
    this.pad = { top: 0, bottom: 0, left: 0, right: 0 };
    for (const layer of this.contents) for (const side of SIDES) if (this.sideKey(layer, side)) this.pad[side] = 1;
  }

  /** The model's list a layer keeps on one side of the frame (null when it has none there). */
  sideKey(layer, side) {
    if (layer.kind === "split" || layer.kind === "outside") return layer[side] || null;
    if (layer.kind === "runs") return (side === "top" ? layer.cols : side === "left" ? layer.rows : null) || null;
    return null;
  }

  /** Whether the genre has borders to draw (regions or given walls). */
  get borderLayer() {
    return this.regions || this.edges;
  }

  /** Whether the editor can type this genre: its layers and settings are all of the kinds it knows. */
  static supports(declaration) {
    return Boolean(declaration) && declaration.layers.every((layer) => layer.kind in SPACES || BORDER_KINDS.includes(layer.kind))
      && declaration.params.every((param) => PARAM_KINDS.includes(param.kind));
  }

  /**
   * What a tap edits, in the order the layers are declared: [tool, label] pairs. "clues" types on
   * cells and the frame, "corners" on the grid's corners, "places" on centres, sides and corners,
   * "borders" draws region borders or given walls.
   */
  tools() {
    const tools = [];
    for (const layer of this.layers) {
      const tool = BORDER_KINDS.includes(layer.kind) ? "borders" : layer.kind in SPACES && SPACES[layer.kind] === "cells" ? "clues" : layer.kind;
      const known = tools.find(([name]) => name === tool);
      if (known) known[1] += `, ${layer.label.toLowerCase()}`;
      else tools.push([tool, layer.label]);
    }
    return tools;
  }

  /** Where the cursor of a tool stands: "cells" (the borders tool's too), "corners" or "places". */
  space(tool) {
    return tool === "corners" || tool === "places" ? tool : "cells";
  }

  /** The layers typed in a space. */
  layersIn(space) {
    return this.contents.filter((layer) => SPACES[layer.kind] === space);
  }

  /** The rows and columns of a space's cursor for a model. */
  dims(model, space) {
    if (space === "corners") return [model.h + 1, model.w + 1];
    if (space === "places") return [2 * model.h - 1, 2 * model.w - 1];
    return [this.rows(model), this.cols(model)];
  }

  /** Whether a tap in a space cycles its symbols (one layer of symbols only: Masyu's pearls, Spiral Galaxies' dots). */
  cycles(space) {
    const layers = this.layersIn(space);
    const layer = layers[0];
    return layers.length === 1 && ["cells", "corners", "places"].includes(layer.kind) && !layer.numbers && (layer.symbols || []).length > 0;
  }

  get tapCycles() {
    return this.cycles("cells");
  }

  /** A w x h board with no clue, the settings at their defaults (as puzzlink/editor.py's blank). */
  blank(kind, w, h) {
    const model = { w, h };
    for (const layer of this.layers) {
      if (layer.kind === "edges") {
        model[layer.beside] = new Array((w - 1) * h).fill(0);
        model[layer.below] = new Array(w * (h - 1)).fill(0);
      } else if (layer.kind === "outside" || layer.kind === "runs") {
        for (const side of SIDES) {
          const key = this.sideKey(layer, side);
          const length = side === "top" || side === "bottom" ? w : h;
          if (key) model[key] = Array.from({ length }, () => (layer.kind === "runs" ? [] : null));
        }
      } else {
        const count = layer.kind === "corners" ? (w + 1) * (h + 1) : layer.kind === "places" ? (2 * w - 1) * (2 * h - 1) : w * h;
        const empty = layer.kind === "regions" ? 0 : ["cells", "corners", "places"].includes(layer.kind) ? layer.empty : null;
        model[layer.key] = new Array(count).fill(empty);
        if (layer.kind === "split") {
          if (layer.top) model[layer.top] = new Array(w).fill(null);
          if (layer.left) model[layer.left] = new Array(h).fill(null);
        }
      }
    }
    for (const param of this.params) model[param.key] = Array.isArray(param.default) ? [...param.default] : param.default;
    return { kind, share: null, board: null, model, borders: this.regions ? emptyBorders(w, h) : null };
  }

  /** The state for a model Python gave (a URL or a picture read): its regions' borders drawn. */
  stateOf(kind, share, board, model) {
    return { kind, share, board, model, borders: this.regions ? bordersOf(model[this.regions.key], model.w, model.h) : null };
  }

  /** The model Python reads: the regions the drawn borders enclose. */
  modelFor(state) {
    const model = { ...state.model };
    if (this.regions) model[this.regions.key] = regionsOf(state.borders, model.w, model.h);
    return model;
  }

  rows(model) { return model.h + this.pad.top + this.pad.bottom; }
  cols(model) { return model.w + this.pad.left + this.pad.right; }

  /**
   * What cursor place (r, c) of a space is in the model: a cell's index, a frame clue (at "top",
   * "bottom", "left" or "right", i along that side), a corner or a place; null (the frame's corners).
   */
  place(model, r, c, space = "cells") {
    if (space === "corners") return { at: "corner", i: r * (model.w + 1) + c };
    if (space === "places") return { at: "place", i: r * (2 * model.w - 1) + c };
    const [mr, mc] = [r - this.pad.top, c - this.pad.left];
    const [inRow, inCol] = [mr >= 0 && mr < model.h, mc >= 0 && mc < model.w];
    if (inRow && inCol) return { at: "cell", i: mr * model.w + mc };
    if (inCol && mr < 0) return { at: "top", i: mc };
    if (inCol && mr >= model.h) return { at: "bottom", i: mc };
    if (inRow && mc < 0) return { at: "left", i: mr };
    if (inRow && mc >= model.w) return { at: "right", i: mr };
    return null;
  }

  // ------------------------------------------------------------------ typing

  /**
   * A key typed at cursor place (r, c) of the tool's space: edits `state` in place and returns the
   * typing memo (what the next digit continues: {r, c, half, fresh}), or undefined when the key
   * means nothing here. `typing` is the memo of the key before, when the cursor has not moved since.
   */
  key(state, r, c, event, typing, tool = "clues") {
    const { key } = event;
    const space = this.space(tool);
    const place = this.place(state.model, r, c, space);
    if (event.shiftKey && SHIFT_ARROWS[key] && space === "cells") {
      const arrows = this.contents.find((layer) => layer.kind === "arrows");
      if (arrows) return this.arrow(state, place, SHIFT_ARROWS[key], arrows);
      if (this.borderLayer && place?.at === "cell") return this.toggleBorder(state, r - this.pad.top, c - this.pad.left, key) ? null : undefined;
      return undefined;
    }
    const layers = this.layersIn(space);
    if (!place || !layers.length) return undefined;
    if (CLEAR_KEYS.includes(key)) {
      this.clear(state, place, layers);
      return null;
    }
    for (const layer of layers) {
      const memo = this.keyIn(layer, state, place, event, typing, r, c);
      if (memo !== undefined) return memo;
    }
    return undefined;
  }

  /** A key typed into one layer at a place: the memo, or undefined when the layer has no use for it. */
  keyIn(layer, state, place, event, typing, r, c) {
    const { key } = event;
    const digit = /^[0-9]$/.test(key) ? Number(key) : null;
    const more = Boolean(typing && typing.r === r && typing.c === c); // the cursor has not moved: digits make one number
    if (layer.kind === "split") return this.split(layer, state, place, key, digit, more ? typing : null, r, c);
    if (place.at !== "cell" && place.at !== "corner" && place.at !== "place") {
      const listKey = this.sideKey(layer, place.at);
      if (!listKey) return undefined;
      const lists = state.model[listKey];
      if (layer.kind === "runs") return this.run(lists, place.i, key, digit, more ? typing : null, r, c);
      return this.typeValue(layer, lists, place.i, key, digit, more, r, c, null);
    }
    if (layer.kind === "outside" || layer.kind === "runs") return undefined;
    const values = state.model[layer.key];
    if (["cells", "corners", "places"].includes(layer.kind)) return this.typeValue(layer, values, place.i, key, digit, more, r, c, layer.empty);
    if (layer.kind === "arrows") {
      if (ARROW_CHARS[key]) return this.arrow(state, place, ARROW_CHARS[key], layer);
      const now = values[place.i];
      const arrow = now && now[1] !== layer.blank ? now[0] : 0;
      if (key === "#" && "blank" in layer) {
        values[place.i] = now && now[1] === layer.blank ? null : [0, layer.blank];
        return null;
      }
      if (key === "?" && layer.question) {
        values[place.i] = [arrow, QUESTION];
        return null;
      }
      if (digit === null) return undefined;
      values[place.i] = [arrow, more && now && now[1] >= 0 ? grow(now[1], digit) : digit];
      return { r, c };
    }
    if (layer.kind === "list") {
      const number = digit !== null ? digit : key === "?" && layer.question ? QUESTION : null;
      if (number === null) return undefined;
      const now = values[place.i];
      values[place.i] = more && now && now.length < layer.length ? [...now, number] : [number];
      return { r, c };
    }
    return undefined;
  }

  /** One value of a cell, corner, place or clue outside: a symbol (again: gone), "?", a letter or a number (digits continue it). */
  typeValue(layer, values, i, key, digit, more, r, c, empty) {
    const symbol = (layer.symbols || []).find((s) => s.char === key);
    if (symbol) {
      values[i] = values[i] === symbol.value ? empty : symbol.value;
      return null;
    }
    if (key === "?" && layer.question) {
      values[i] = QUESTION;
      return null;
    }
    if (layer.letters && layer.numbers && /^[a-z]$/i.test(key)) {
      values[i] = key.toUpperCase().charCodeAt(0) - 64;
      return null;
    }
    if (digit === null || !layer.numbers || layer.letters) return undefined;
    const now = values[i];
    const isNumber = typeof now === "number" && now >= 0 && now !== empty && !(layer.symbols || []).some((s) => s.value === now);
    values[i] = more && isNumber ? grow(now, digit) : digit;
    return { r, c };
  }

  /** Nonogram: digits type a line's numbers, "," starts the next one (a digit after moving starts the line again). */
  run(lists, i, key, digit, typing, r, c) {
    if (key === ",") return { r, c, fresh: true };
    if (digit === null) return undefined;
    const line = lists[i];
    if (!typing) lists[i] = [digit];
    else if (typing.fresh || !line.length) line.push(digit);
    else line[line.length - 1] = grow(line[line.length - 1], digit);
    return { r, c };
  }

  /** Yajilin: set the clue's arrow (the same arrow again takes it away); a new clue's number is "?" until typed. */
  arrow(state, place, arrow, layer) {
    if (place?.at !== "cell") return undefined;
    const values = state.model[layer.key];
    const now = values[place.i];
    if (!now || now[1] === layer.blank) values[place.i] = [arrow, QUESTION];
    else values[place.i] = [now[0] === arrow ? 0 : arrow, now[1]];
    return null;
  }

  /** Kakuro: digits fill the down sum, "\" moves to the across sum (as the picture writes 16\7); outer cells hold one sum. */
  split(layer, state, place, key, digit, typing, r, c) {
    const model = state.model;
    if (place.at !== "cell") {
      const listKey = this.sideKey(layer, place.at);
      if (!listKey || digit === null) return undefined;
      const sums = model[listKey];
      sums[place.i] = typing && sums[place.i] !== null ? grow(sums[place.i], digit) : digit;
      return { r, c, half: 0 };
    }
    const values = model[layer.key];
    if (key === "\\" || key === "/") {
      if (!values[place.i]) values[place.i] = [null, null];
      return { r, c, half: typing && typing.half === 1 ? 0 : 1, fresh: true };
    }
    if (key === "#") {
      values[place.i] = values[place.i] ? null : [null, null];
      return null;
    }
    if (digit === null) return undefined;
    const half = typing ? typing.half : 0;
    const now = values[place.i] ? [...values[place.i]] : [null, null];
    now[half] = typing && !typing.fresh && now[half] !== null ? grow(now[half], digit) : digit;
    values[place.i] = now;
    return { r, c, half };
  }

  /** Backspace: what the layers hold at a place, gone. */
  clear(state, place, layers = this.contents) {
    const model = state.model;
    for (const layer of layers) {
      if (place.at === "cell" || place.at === "corner" || place.at === "place") {
        if (layer.kind !== "outside" && layer.kind !== "runs") model[layer.key][place.i] = "empty" in layer ? layer.empty : null;
        continue;
      }
      const listKey = this.sideKey(layer, place.at);
      if (listKey) model[listKey][place.i] = layer.kind === "runs" ? [] : null;
    }
  }

  /** A tap at cursor place (r, c) of a space of symbols only: no symbol, then each symbol in turn (and `?` where the layer allows it). */
  cycle(state, r, c, space = "cells") {
    const place = this.place(state.model, r, c, space);
    if (!place || !["cell", "corner", "place"].includes(place.at) || !this.cycles(space)) return false;
    const layer = this.layersIn(space)[0];
    const order = [layer.empty, ...layer.symbols.map((s) => s.value), ...(layer.question ? [QUESTION] : [])];
    const values = state.model[layer.key];
    values[place.i] = order[(order.indexOf(values[place.i]) + 1) % order.length];
    return true;
  }

  // ------------------------------------------------------------------ borders

  /** The border list and index between model cell (r, c) and its neighbour that way, or null at the grid's edge. */
  border(state, r, c, way) {
    const { w, h } = state.model;
    const lists = this.regions ? state.borders : { beside: state.model[this.edges.beside], below: state.model[this.edges.below] };
    if (way === "ArrowRight" && c + 1 < w) return [lists.beside, r * (w - 1) + c];
    if (way === "ArrowLeft" && c > 0) return [lists.beside, r * (w - 1) + c - 1];
    if (way === "ArrowDown" && r + 1 < h) return [lists.below, r * w + c];
    if (way === "ArrowUp" && r > 0) return [lists.below, (r - 1) * w + c];
    return null;
  }

  /** Turn the border on that side of model cell (r, c) on or off (`on` undefined: the other way); false at the edge. */
  toggleBorder(state, r, c, way, on) {
    const found = this.border(state, r, c, way);
    if (!found) return false;
    const [list, i] = found;
    list[i] = (on === undefined ? !list[i] : on) ? 1 : 0;
    return true;
  }

  /**
   * The border along the grid line from corner (r, c) to the next corner (r2, c2), as a model cell
   * and a way, or null on the grid's rim (corner (r, c) is the top-left corner of cell (r, c)).
   */
  lineBorder(state, [r, c], [r2, c2]) {
    if (r === r2) { // a horizontal line: between the cells above and below it
      const cc = Math.min(c, c2);
      return r > 0 && r < state.model.h ? [r - 1, cc, "ArrowDown"] : null;
    }
    const rr = Math.min(r, r2);
    return c > 0 && c < state.model.w ? [rr, c - 1, "ArrowRight"] : null;
  }

  isBorder(state, r, c, way) {
    const found = this.border(state, r, c, way);
    return Boolean(found && found[0][found[1]]);
  }

  // ------------------------------------------------------------------ drawing

  /** The board description (puzzlink/board.py's shape) of what is typed, for genre-board.js to draw. */
  board(state) {
    const { model } = state;
    const { top, left } = this.pad;
    const w = this.cols(model), h = this.rows(model);
    const cells = Array.from({ length: w * h }, () => ({}));
    const at = (r, c) => (r + top) * w + c + left;
    const cell = (i) => cells[at(Math.floor(i / model.w), i % model.w)];
    const cornerTexts = [], points = [], walls = [];
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) if (this.place(model, r, c)?.at !== "cell") cells[r * w + c] = { fill: "clue" };
    }
    for (const layer of this.contents) {
      if (layer.kind === "corners") {
        model[layer.key].forEach((value, k) => {
          const text = this.label(layer, value);
          if (text) cornerTexts.push([Math.floor(k / (model.w + 1)) + top, (k % (model.w + 1)) + left, text]);
        });
      } else if (layer.kind === "places") {
        model[layer.key].forEach((value, k) => {
          const symbol = (layer.symbols || []).find((s) => s.value === value);
          if (symbol) points.push([Math.floor(k / (2 * model.w - 1)) + 1 + 2 * top, (k % (2 * model.w - 1)) + 1 + 2 * left, POINT_MARKS[symbol.look] || "black-dot"]);
        });
      } else if (layer.kind !== "outside" && layer.kind !== "runs") {
        model[layer.key].forEach((value, i) => Object.assign(cell(i), this.drawn(layer, value)));
      }
      for (const side of SIDES) {
        const listKey = this.sideKey(layer, side);
        if (!listKey) continue;
        model[listKey].forEach((value, k) => {
          const [r, c] = side === "top" ? [-1, k] : side === "bottom" ? [model.h, k] : side === "left" ? [k, -1] : [k, model.w];
          const drawn = cells[at(r, c)];
          if (layer.kind === "split" && value !== null) drawn.split = side === "top" ? [value, null] : [null, value];
          else if (layer.kind === "runs" && value.length) drawn.text = value.join(side === "top" ? "\n" : " ");
          else if (layer.kind === "outside" && value !== null) drawn.text = this.label(layer, value);
        });
      }
    }
    if (this.borderLayer) {
      const lists = this.regions ? state.borders : { beside: model[this.edges.beside], below: model[this.edges.below] };
      const dots = !this.regions && this.edges.look === "dots"; // Mid-loop's dots on the sides between cells
      lists.beside.forEach((on, k) => {
        if (!on) return;
        const [r, c] = [Math.floor(k / (model.w - 1)), k % (model.w - 1)];
        if (dots) points.push([2 * (r + top) + 1, 2 * (c + left) + 2, "black-dot"]);
        else walls.push([at(r, c), at(r, c + 1)]);
      });
      lists.below.forEach((on, k) => {
        if (!on) return;
        const [r, c] = [Math.floor(k / model.w), k % model.w];
        if (dots) points.push([2 * (r + top) + 2, 2 * (c + left) + 1, "black-dot"]);
        else walls.push([at(r, c), at(r + 1, c)]);
      });
    }
    const frame = [top, left, this.pad.bottom, this.pad.right];
    return { w, h, regions: null, cells, walls, lines: [], maybeLines: [], sides: [], maybeSides: [], corners: false, cornerTexts, points, note: null, frame };
  }

  /** A number's text: "?", a letter (1 is A) for a layer of letters, else its digits; "" for no clue. */
  label(layer, value) {
    if (value === null || value === undefined || value === layer.empty) return "";
    if (value === QUESTION) return "?";
    return layer.letters ? String.fromCharCode(64 + value) : String(value);
  }

  /** One cell's drawing for a value of a layer on cells. */
  drawn(layer, value) {
    if (layer.kind === "cells") {
      if (value === layer.empty || value === undefined) return {};
      const symbol = (layer.symbols || []).find((s) => s.value === value);
      if (symbol) {
        if (symbol.look === "wall" || symbol.look === "ice") return { fill: symbol.look === "wall" ? "wall" : "clue" };
        if (symbol.look === "star") return { mark: "star" };
        if (symbol.look.startsWith("arrow-")) return { arrow: symbol.look.slice(6) };
        return { mark: symbol.look === "white" ? "white-pearl" : "black-pearl" };
      }
      const text = this.label(layer, value);
      if (layer.look === "wall") return { fill: "wall", text };
      if (layer.look === "circle") return { mark: "circle", text };
      return { text };
    }
    if (value === null || value === undefined) return {};
    if (layer.kind === "arrows") {
      if (value[1] === layer.blank) return { fill: "wall" };
      const drawn = { text: value[1] === QUESTION ? "?" : String(value[1]) };
      if (value[0]) drawn.arrow = ARROW_NAMES[value[0]];
      return drawn;
    }
    if (layer.kind === "split") return { fill: "clue", split: [value[0], value[1]] };
    return { text: value.map((x) => (x === QUESTION ? "?" : String(x))).join(" ") };
  }

  /** On-screen keys for a phone, for the tool in use on a model: [label, key] pairs (each acts as that key press). */
  keypad(tool = "clues", model = null) {
    const layers = this.layersIn(this.space(tool));
    const keys = layers.flatMap((layer) => this.keysOf(layer, model));
    if (layers.length) keys.push(["⌫", "Backspace"]);
    return keys.filter(([, key], k) => keys.findIndex(([, other]) => other === key) === k);
  }

  keysOf(layer, model) {
    const keys = [];
    if (layer.letters) {
      const top = model ? upper(layer.numbers, model) : 26;
      for (let n = layer.numbers.min; n <= Math.min(top, 26); n++) keys.push([String.fromCharCode(64 + n), String.fromCharCode(64 + n)]);
    } else if (layer.numbers || ["arrows", "split", "list"].includes(layer.kind)) {
      for (let d = 0; d <= 9; d++) keys.push([String(d), String(d)]);
    }
    if (layer.kind === "runs") keys.push(["next number ,", ","]);
    if (layer.question) keys.push(["?", "?"]);
    for (const symbol of layer.symbols || []) keys.push([symbol.name, symbol.char]);
    if (layer.kind === "arrows") {
      keys.push(["↑", "^"], ["↓", "v"], ["←", "<"], ["→", ">"]);
      if ("blank" in layer) keys.push(["blank clue", "#"]);
    }
    if (layer.kind === "split") keys.push(["across \\", "\\"], ["clue cell", "#"]);
    return keys;
  }

  /** How to type this genre, in a sentence or two. */
  help() {
    const parts = this.contents.flatMap((layer) => this.helpOf(layer));
    if (this.content) parts.push("Backspace clears");
    if (this.borderLayer) {
      const what = this.regions ? "region borders" : this.edges.look === "dots" ? "dots on the sides (tap beside a side)" : "walls";
      parts.push(`drag along the grid lines to draw ${what} (or Shift+arrow)`);
    }
    if (this.tools().length > 1) parts.push("the buttons above choose what a tap or the cursor edits");
    const text = parts.join("; ");
    // a sentence's first word gets its capital, a key that opens it ("o a white dot") does not
    return (/^\w\w/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text) + ".";
  }

  helpOf(layer) {
    const parts = [];
    const kind = layer.kind;
    if (kind === "corners") parts.push(`with ${layer.label.toLowerCase()}, the cursor (and a tap) stands on the grid's corners`);
    if (kind === "places") parts.push(`with ${layer.label.toLowerCase()}, the cursor (and a tap) stands on a cell's centre, a side or a corner`);
    if (kind === "cells" || kind === "corners" || kind === "places") {
      if (layer.letters) parts.push("letters type a letter");
      else if (layer.numbers) parts.push("digits type a number (several digits make one)");
      if (layer.question) parts.push("? an unknown number");
      const cycles = this.cycles(SPACES[kind]);
      for (const symbol of layer.symbols || []) parts.push(`${symbol.char} ${symbol.name}${cycles ? " (or tap)" : ""}`);
    } else if (kind === "arrows") {
      parts.push("digits type a number", "Shift+arrow (or ^ v < >) its arrow", "? an unknown number", "# a clue cell without a number");
    } else if (kind === "split") {
      parts.push("digits type a clue cell's down sum, \\ then digits its across sum", "# a clue cell without sums", "the top row and left column hold the sums of runs from the edge");
    } else if (kind === "list") {
      parts.push(`digits type a clue's numbers one after another (up to ${layer.length})`, "? an unknown one");
    } else if (kind === "outside") {
      parts.push(`on the grey frame, ${layer.letters ? "letters type" : "digits type"} the ${layer.label.toLowerCase()}${layer.question ? " (? unknown)" : ""}`);
    } else if (kind === "runs") {
      parts.push("above a column or left of a row, digits type its numbers, a comma starts the next one");
    }
    return parts;
  }
}

/** A bound's largest number on a model's board (puzzlink/editor.py's upper, without regions). */
function upper(bounds, model) {
  const top = bounds.max;
  return top === "cells" ? model.w * model.h : top === "side" ? Math.max(model.w, model.h) : typeof top === "number" ? top : 99;
}

/** A number with one more digit typed, kept to a size no clue reaches (so a held key cannot run away). */
function grow(number, digit) {
  const next = number * 10 + digit;
  return next > 99999 ? number : next;
}

function emptyBorders(w, h) {
  return { beside: new Array((w - 1) * h).fill(0), below: new Array(w * (h - 1)).fill(0) };
}

/** The borders between cells of different regions. */
export function bordersOf(regions, w, h) {
  const borders = emptyBorders(w, h);
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      if (c + 1 < w) borders.beside[r * (w - 1) + c] = regions[i] !== regions[i + 1] ? 1 : 0;
      if (r + 1 < h) borders.below[i] = regions[i] !== regions[i + w] ? 1 : 0;
    }
  }
  return borders;
}

/** The pieces the borders enclose, numbered in the order of their first cell (a border that closes nothing parts nothing). */
export function regionsOf(borders, w, h) {
  const regions = new Array(w * h).fill(-1);
  let count = 0;
  for (let start = 0; start < w * h; start++) {
    if (regions[start] >= 0) continue;
    regions[start] = count;
    const stack = [start];
    while (stack.length) {
      const i = stack.pop();
      const [r, c] = [Math.floor(i / w), i % w];
      const steps = [
        [c + 1 < w && !borders.beside[r * (w - 1) + c], i + 1],
        [c > 0 && !borders.beside[r * (w - 1) + c - 1], i - 1],
        [r + 1 < h && !borders.below[i], i + w],
        [r > 0 && !borders.below[i - w], i - w],
      ];
      for (const [open, j] of steps) {
        if (open && regions[j] < 0) {
          regions[j] = count;
          stack.push(j);
        }
      }
    }
    count += 1;
  }
  return regions;
}
