// Drawing the colour-gated maze: outside cells hatched, walls, gates as coloured bars with a
// badge of their symbol (colour is never the only sign), the ends, and the walk on show (the
// widget's overlay: {cells, upto, gate}). Functions of the widget `w`, which owns the geometry.
import { GATE, WALL } from "./maze-model.js";

// Screen colours for common names; any other name gets a hue of its own from its letters.
const NAMED = {
  gray: "#9e9e9e", grey: "#9e9e9e", red: "#e53935", blue: "#1e88e5", green: "#43a047", yellow: "#fdd835",
  orange: "#fb8c00", purple: "#8e24aa", pink: "#ec407a", brown: "#8d6e63", black: "#212121", white: "#fafafa",
  cyan: "#00acc1", magenta: "#d81b60", violet: "#7e57c2",
};

export function colourOf(name) {
  if (NAMED[name]) return NAMED[name];
  let hue = 0;
  for (const ch of name) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  return `hsl(${hue}, 65%, 48%)`;
}

/** Black or white, whichever reads on `css` (a #rrggbb or hsl colour). */
export function inkOn(css) {
  if (css.startsWith("hsl")) return "#fff";
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(css.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#000" : "#fff";
}

/** The whole board: outside cells, letters, the walk on show, ends, walls and gates. */
export function drawMaze(w, ctx, colours) {
  const s = w.state;
  const size = w.cell;
  const outside = new Set(s.outside.map(([r, c]) => r * s.width + c));
  for (const i of outside) hatch(w, ctx, Math.floor(i / s.width), i % s.width, colours);
  w.gridLines(ctx, colours.grid);
  for (let c = 0; c < s.width; c++) w.text(ctx, -1, c, s.columnLetters[c], { colour: colours.muted, scale: 0.5 });
  if (w.margin.left) for (let r = 0; r < s.height; r++) w.text(ctx, r, -1, s.rowLetters[r], { colour: colours.muted, scale: 0.5 });
  if (w.overlay) drawWalk(w, ctx, colours);
  for (const [r, c] of s.starts) end(w, ctx, r, c, "S", colours);
  for (const [r, c] of s.goals) end(w, ctx, r, c, "E", colours);

  ctx.strokeStyle = colours.fg;
  ctx.lineWidth = Math.max(2, size * 0.12);
  ctx.lineCap = "square";
  ctx.beginPath();
  const isOut = (r, c) => r < 0 || c < 0 || r >= s.height || c >= s.width || outside.has(r * s.width + c);
  for (let r = 0; r < s.height; r++) {
    for (let c = 0; c < s.width; c++) {
      const { x, y } = w.rect(r, c);
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
      if (s.right[r][c] >= GATE) drawGate(w, ctx, { side: "right", r, c }, colours);
      if (s.down[r]?.[c] >= GATE) drawGate(w, ctx, { side: "down", r, c }, colours);
    }
  }
}

/** S or E in a cell, ringed in the background colour so it reads over a drawn walk. */
function end(w, ctx, r, c, letter, colours) {
  const { x, y, size } = w.rect(r, c);
  ctx.font = `bold ${Math.round(size * 0.55)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineWidth = 3;
  ctx.strokeStyle = colours.bg;
  ctx.strokeText(letter, x + size / 2, y + size * 0.53);
  ctx.fillStyle = colours.fg;
  ctx.fillText(letter, x + size / 2, y + size * 0.53);
}

function hatch(w, ctx, r, c, colours) {
  const { x, y, size } = w.rect(r, c);
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
function drawGate(w, ctx, edge, colours) {
  const size = w.cell;
  const { x, y } = w.rect(edge.r, edge.c);
  const colour = w.state.colours[w.edgeAt(edge) - GATE];
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
  const current = w.overlay?.gate;
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

function drawWalk(w, ctx, colours) {
  const { cells, upto } = w.overlay;
  const size = w.cell;
  const centre = ([r, c]) => { const { x, y } = w.rect(r, c); return [x + size / 2, y + size / 2]; };
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
