// The Tracks board as the page holds it: Python's model (pysrc/gridhunt/puzzles/tracks.py) as it is,
// the piece masks, an empty board and a board resized keeping what still means the same.

import { described } from "./kinds.js";

// the sides a piece joins: the bits of its mask, as Python says
export const { right: RIGHT, up: UP, left: LEFT, down: DOWN } = described("tracks").constants.sides;
export const STEPS = [[RIGHT, 0, 1], [UP, -1, 0], [LEFT, 0, -1], [DOWN, 1, 0]];
export const SIDE_NAMES = { [RIGHT]: "right", [UP]: "up", [LEFT]: "left", [DOWN]: "down" };
export const ARROW_SIDES = { ArrowRight: RIGHT, ArrowUp: UP, ArrowLeft: LEFT, ArrowDown: DOWN };
export const PALETTE = [
  ["─", LEFT | RIGHT], ["│", UP | DOWN], ["┌", RIGHT | DOWN], ["┐", LEFT | DOWN], ["└", RIGHT | UP], ["┘", LEFT | UP],
];
export const TOOLS = [["pieces", "Pieces"], ["start", "Start"], ["finish", "Finish"], ["split", "Split"]];

export function emptyTracks(w, h) {
  return {
    w, h,
    columnCounts: Array(w).fill(null),
    rowCounts: Array.from({ length: h }, () => [null]),
    splits: [],
    ends: "stations",
    start: [Math.floor(h / 2), 0],
    finish: [h - 1, Math.floor(w / 2)],
    pieces: Array(w * h).fill(0),
    message: [],
    options: "",
  };
}

export const sidesOf = (mask) => STEPS.filter(([side]) => mask & side).map(([side]) => side);
export const segmentBounds = (s) => [0, ...s.splits, s.w];
// Stations stand in a left and a bottom margin; inner ends need none, which leaves more room for cells.
export const marginOf = (s) => {
  const station = s.ends === "stations" ? 1 : 0;
  return { top: 1, right: s.splits.length + 1, bottom: station, left: station };
};

/** The board at a new size, keeping whatever still means the same thing. */
export function resized(s, w, h) {
  const t = emptyTracks(w, h);
  // a count stays only while its line keeps the same cells
  if (h === s.h) t.columnCounts = t.columnCounts.map((_, c) => (c < s.w ? s.columnCounts[c] : null));
  t.splits = s.splits.filter((c) => c < w);
  const kept = t.splits.length;
  t.rowCounts = t.rowCounts.map((_, r) =>
    Array.from({ length: kept + 1 }, (_, k) => (r < s.h && (k < kept || w === s.w) ? s.rowCounts[r][k] : null)));
  for (let r = 0; r < Math.min(h, s.h); r++) {
    for (let c = 0; c < Math.min(w, s.w); c++) {
      const mask = s.pieces[r * s.w + c];
      const inside = STEPS.every(([side, dr, dc]) => !(mask & side) || (r + dr >= 0 && r + dr < h && c + dc >= 0 && c + dc < w));
      if (inside) t.pieces[r * w + c] = mask;
    }
  }
  const clamp = ([r, c]) => [Math.min(r, h - 1), Math.min(c, w - 1)];
  t.ends = s.ends;
  t.start = s.ends === "stations" ? [Math.min(s.start[0], h - 1), 0] : clamp(s.start);
  t.finish = s.ends === "stations" ? [h - 1, Math.min(s.finish[1], w - 1)] : clamp(s.finish);
  if (s.message.length) {
    t.message = Array.from({ length: h }, (_, r) => (s.message[r] || "").slice(0, w).padEnd(w, "."));
  }
  t.options = s.options;
  return t;
}
