// The colour-gated maze as the page holds it: Python's maze model (pysrc/gridhunt/puzzles/maze.py)
// with its edge codes, an empty maze, and a maze cut or grown to a new size.

import { described } from "./kinds.js";

// edge codes, as Python says; a gate of colour k is GATE + k
const { edges, defaultColumnLetters } = described("maze").constants;
export const { wall: WALL, open: OPEN, firstGate: GATE } = edges;
export const TOOLS = [
  ["wall", "Wall", "Click or drag along cell edges to draw walls; on a wall, it erases"],
  ["gate", "Gate", "Click or drag along edges to place gates of the chosen colour"],
  ["open", "Open", "Click or drag along edges to open them"],
  ["start", "Start (S)", "Click cells to mark or unmark starts"],
  ["goal", "Goal (E)", "Click cells to mark or unmark goals"],
  ["outside", "Outside (#)", "Click cells to put them outside the maze or back in"],
];
export const CELL_TOOLS = { start: "starts", goal: "goals", outside: "outside" };

export function emptyMaze(width = 8, height = 6) {
  return {
    width, height, outside: [], starts: [[0, 0]], goals: [[height - 1, width - 1]],
    right: Array.from({ length: height }, () => Array(width - 1).fill(OPEN)),
    down: Array.from({ length: height - 1 }, () => Array(width).fill(OPEN)),
    colours: [{ symbol: "R", name: "red" }, { symbol: "B", name: "blue" }, { symbol: "G", name: "green" }],
    rule: [0, 1, 2],
    columnLetters: Array.from({ length: width }, (_, c) => defaultColumnLetters[c] || ""),
    rowLetters: Array(height).fill(""), labels: [],
  };
}

/** The maze cut or grown to a new size: what fits is kept, new edges are open. */
export function resized(m, width, height) {
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

export const same = (a, r, c) => a[0] === r && a[1] === c;
