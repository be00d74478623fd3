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
const TYPED = ["cells", "arrows", "split", "list", "regions", "edges"]; // the layer kinds typed here

export class GenreEditor {
  constructor(declaration) {
    this.layers = declaration.layers;
    this.params = declaration.params;
    // the layers a cell's clue is typed into (Castle Wall has two: arrows and the clue cell's colour); a key goes to the first that takes it
    this.contents = this.layers.filter((layer) => layer.kind !== "regions" && layer.kind !== "edges");
    this.content = this.contents[0] || null;
    this.regions = this.layers.find((layer) => layer.kind === "regions") || null;
    this.edges = this.layers.find((layer) => layer.kind === "edges") || null;
    // Kakuro's sums of the runs from the edge stand on an outer row and column, as pzprjs draws them
    this.outer = this.content?.kind === "split" && this.content.top ? 1 : 0;
  }

  /** Whether the genre has borders to draw (regions or given walls). */
  get borderLayer() {
    return this.regions || this.edges;
  }

  /** Whether the editor can type this genre: its layers are all of the kinds below (not yet corners, clues outside the grid...). */
  static supports(declaration) {
    return Boolean(declaration) && declaration.layers.every((layer) => TYPED.includes(layer.kind))
      && declaration.params.every((param) => param.kind === "number" || param.kind === "flag");
  }

  /** Whether a tap on a cell cycles its symbols (a layer of symbols only: Masyu's pearls). */
  get tapCycles() {
    return this.contents.length === 1 && this.content.kind === "cells" && !this.content.numbers && (this.content.symbols || []).length > 0;
  }

  /** A w x h board with no clue, the settings at their defaults. */
  blank(kind, w, h) {
    const model = { w, h };
    for (const layer of this.layers) {
      if (layer.kind === "edges") {
        model[layer.beside] = new Array((w - 1) * h).fill(0);
        model[layer.below] = new Array(w * (h - 1)).fill(0);
        continue;
      }
      model[layer.key] = new Array(w * h).fill(layer.kind === "regions" ? 0 : layer.kind === "cells" ? layer.empty : null);
      if (layer.kind === "split") {
        if (layer.top) model[layer.top] = new Array(w).fill(null);
        if (layer.left) model[layer.left] = new Array(h).fill(null);
      }
    }
    for (const param of this.params) model[param.key] = param.default;
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

  rows(model) { return model.h + this.outer; }
  cols(model) { return model.w + this.outer; }

  /** What board cell (r, c) is in the model: a cell's index, an outer sum ("top"/"left"), or null (the corner). */
  place(model, r, c) {
    const [mr, mc] = [r - this.outer, c - this.outer];
    if (mr >= 0 && mc >= 0) return { at: "cell", i: mr * model.w + mc };
    if (mr < 0 && mc >= 0) return { at: "top", i: mc };
    if (mc < 0 && mr >= 0) return { at: "left", i: mr };
    return null;
  }

  // ------------------------------------------------------------------ typing

  /**
   * A key typed at board cell (r, c): edits `state` in place and returns the typing memo (what the
   * next digit continues: {r, c, half}), or undefined when the key means nothing here.
   * `typing` is the memo of the key before, when the cursor has not moved since.
   */
  key(state, r, c, event, typing) {
    const { key } = event;
    const place = this.place(state.model, r, c);
    if (event.shiftKey && SHIFT_ARROWS[key]) {
      const arrows = this.contents.find((layer) => layer.kind === "arrows");
      if (arrows) return this.arrow(state, place, SHIFT_ARROWS[key], arrows);
      if (this.borderLayer && place?.at === "cell") return this.toggleBorder(state, r - this.outer, c - this.outer, key) ? null : undefined;
      return undefined;
    }
    if (!place || !this.content) return undefined;
    if (CLEAR_KEYS.includes(key)) {
      this.clear(state, place);
      return null;
    }
    for (const layer of this.contents) {
      const memo = this.keyIn(layer, state, place, event, typing, r, c);
      if (memo !== undefined) return memo;
    }
    return undefined;
  }

  /** A key typed into one layer at a cell: the memo, or undefined when the layer has no use for it. */
  keyIn(layer, state, place, event, typing, r, c) {
    const { key } = event;
    if (place.at !== "cell" && layer.kind !== "split") return undefined;
    const values = state.model[layer.key];
    const digit = /^[0-9]$/.test(key) ? Number(key) : null;
    const more = typing && typing.r === r && typing.c === c; // the cursor has not moved: digits make one number
    if (layer.kind === "cells") {
      const symbol = (layer.symbols || []).find((s) => s.char === key);
      if (symbol) {
        values[place.i] = values[place.i] === symbol.value ? layer.empty : symbol.value;
        return null;
      }
      if (key === "?" && layer.question) {
        values[place.i] = QUESTION;
        return null;
      }
      if (digit === null || !layer.numbers) return undefined;
      const now = values[place.i];
      const isNumber = typeof now === "number" && now >= 0 && !(layer.symbols || []).some((s) => s.value === now) && now !== layer.empty;
      values[place.i] = more && isNumber ? grow(now, digit) : digit;
      return { r, c };
    }
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
    if (layer.kind === "split") return this.split(layer, state, place, key, digit, more ? typing : null, r, c);
    if (layer.kind === "list") {
      const number = digit !== null ? digit : key === "?" && layer.question ? QUESTION : null;
      if (number === null) return undefined;
      const now = values[place.i];
      values[place.i] = more && now && now.length < layer.length ? [...now, number] : [number];
      return { r, c };
    }
    return undefined;
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
      const sums = model[place.at === "top" ? layer.top : layer.left];
      if (digit === null) return undefined;
      sums[place.i] = typing && sums[place.i] !== null ? grow(sums[place.i], digit) : digit;
      return { r, c, half: 0 };
    }
    const values = model[layer.key];
    const half = typing ? typing.half : 0;
    if (key === "\\" || key === "/") {
      if (!values[place.i]) values[place.i] = [null, null];
      return { r, c, half: typing && typing.half === 1 ? 0 : 1, fresh: true };
    }
    if (key === "#") {
      values[place.i] = values[place.i] ? null : [null, null];
      return null;
    }
    if (digit === null) return undefined;
    const now = values[place.i] ? [...values[place.i]] : [null, null];
    now[half] = typing && !typing.fresh && now[half] !== null ? grow(now[half], digit) : digit;
    values[place.i] = now;
    return { r, c, half };
  }

  clear(state, place) {
    if (!place) return;
    for (const layer of this.contents) {
      if (place.at === "top") state.model[layer.top][place.i] = null;
      else if (place.at === "left") state.model[layer.left][place.i] = null;
      else state.model[layer.key][place.i] = layer.kind === "cells" ? layer.empty : null;
    }
  }

  /** A tap on a cell of a symbols-only layer: no symbol, then each symbol in turn. */
  cycle(state, r, c) {
    const place = this.place(state.model, r, c);
    if (!place || place.at !== "cell" || !this.tapCycles) return false;
    const layer = this.content;
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
    const o = this.outer;
    const w = model.w + o, h = model.h + o;
    const cells = Array.from({ length: w * h }, () => ({}));
    const cell = (i) => cells[(Math.floor(i / model.w) + o) * w + (i % model.w) + o];
    const layer = this.content;
    for (const each of this.contents) model[each.key].forEach((value, i) => Object.assign(cell(i), this.drawn(each, value)));
    if (layer?.kind === "split" && o) {
      cells[0] = { fill: "clue" };
      model[layer.top].forEach((x, c) => { cells[c + 1] = { fill: "clue", ...(x !== null ? { split: [x, null] } : {}) }; });
      model[layer.left].forEach((x, r) => { cells[(r + 1) * w] = { fill: "clue", ...(x !== null ? { split: [null, x] } : {}) }; });
    }
    const walls = [];
    if (this.borderLayer) {
      const lists = this.regions ? state.borders : { beside: model[this.edges.beside], below: model[this.edges.below] };
      const at = (r, c) => (r + o) * w + c + o;
      lists.beside.forEach((on, k) => { if (on) { const [r, c] = [Math.floor(k / (model.w - 1)), k % (model.w - 1)]; walls.push([at(r, c), at(r, c + 1)]); } });
      lists.below.forEach((on, k) => { if (on) { const [r, c] = [Math.floor(k / model.w), k % model.w]; walls.push([at(r, c), at(r + 1, c)]); } });
    }
    return { w, h, regions: null, cells, walls, lines: [], maybeLines: [], sides: [], maybeSides: [], corners: false, note: null };
  }

  /** One cell's drawing for a value of the content layer. */
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
      const text = value === QUESTION ? "?" : String(value);
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

  /** On-screen keys for a phone: [label, key] pairs (each acts as that key press). */
  keypad() {
    const keys = this.contents.flatMap((layer) => this.keysOf(layer));
    if (this.content) keys.push(["⌫", "Backspace"]);
    return keys.filter(([, key], k) => keys.findIndex(([, other]) => other === key) === k);
  }

  keysOf(layer) {
    const keys = [];
    if ((layer && layer.kind !== "cells") || layer?.numbers) for (let d = 0; d <= 9; d++) keys.push([String(d), String(d)]);
    if (layer?.question) keys.push(["?", "?"]);
    for (const symbol of layer?.symbols || []) keys.push([symbol.name, symbol.char]);
    if (layer?.kind === "arrows") {
      keys.push(["↑", "^"], ["↓", "v"], ["←", "<"], ["→", ">"]);
      if ("blank" in layer) keys.push(["blank clue", "#"]);
    }
    if (layer?.kind === "split") keys.push(["across \\", "\\"], ["clue cell", "#"]);
    return keys;
  }

  /** How to type this genre, in a sentence or two. */
  help() {
    const parts = this.contents.flatMap((layer) => this.helpOf(layer));
    if (this.content) parts.push("Backspace clears");
    if (this.borderLayer) parts.push(`drag along the grid lines to draw ${this.regions ? "region borders" : "walls"} (or Shift+arrow)`);
    const text = parts.join("; ");
    return text.charAt(0).toUpperCase() + text.slice(1) + ".";
  }

  helpOf(layer) {
    const parts = [];
    if (layer?.kind === "cells") {
      if (layer.numbers) parts.push("digits type a number (several digits make one)");
      if (layer.question) parts.push("? an unknown number");
      for (const symbol of layer.symbols || []) parts.push(`${symbol.char} a ${symbol.name}${this.tapCycles ? " (or tap the cell)" : ""}`);
    } else if (layer?.kind === "arrows") {
      parts.push("digits type a number", "Shift+arrow (or ^ v < >) its arrow", "? an unknown number", "# a clue cell without a number");
    } else if (layer?.kind === "split") {
      parts.push("digits type a clue cell's down sum, \\ then digits its across sum", "# a clue cell without sums", "the top row and left column hold the sums of runs from the edge");
    } else if (layer?.kind === "list") {
      parts.push(`digits type a clue's numbers one after another (up to ${layer.length})`, "? an unknown one");
    }
    return parts;
  }
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
