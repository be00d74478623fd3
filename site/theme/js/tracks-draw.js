// Drawing the Tracks board: the count under the cursor's line, the track on show (the widget's
// overlay, a list of [r, c] from start to finish), given pieces with sleepers, the frame and
// splits, the ends and the counts. Functions of the widget `w`, which owns the geometry.
import { STEPS } from "./tracks-model.js";

function centre(w, r, c) {
  const { x, y, size } = w.rect(r, c);
  return [x + size / 2, y + size / 2];
}

/** The whole board: shading, the message, the track on show (the overlay), pieces, frame, ends and counts. */
export function drawTracks(w, ctx, colours) {
  const s = w.state;
  const on = new Set((w.overlay || []).map(([r, c]) => r * s.w + c));
  shadeCells(w, ctx, colours, on);
  w.gridLines(ctx, colours.grid);
  drawMessage(w, ctx, colours, on);
  drawTrack(w, ctx, colours);
  for (let i = 0; i < s.w * s.h; i++) {
    if (s.pieces[i]) drawPiece(w, ctx, Math.floor(i / s.w), i % s.w, s.pieces[i], colours.fg);
  }
  drawFrame(w, ctx, colours);
  drawEnds(w, ctx, colours);
  drawCounts(w, ctx, colours);
}

/** The line a count under the cursor covers, and the track's cells, hatched (not colour alone). */
function shadeCells(w, ctx, colours, on) {
  const s = w.state;
  const slot = document.activeElement === w.canvas && w.countAt(w.cursor.r, w.cursor.c);
  ctx.fillStyle = colours.highlight;
  for (const [r, c] of slot ? w.countCells(slot) : []) {
    const { x, y, size } = w.rect(r, c);
    ctx.fillRect(x, y, size, size);
  }
  ctx.save();
  ctx.strokeStyle = colours.solved;
  ctx.globalAlpha = 0.35;
  ctx.lineWidth = 1;
  for (const i of on) {
    const { x, y, size } = w.rect(Math.floor(i / s.w), i % s.w);
    ctx.beginPath();
    for (let k = 1; k < 4; k++) { ctx.moveTo(x + (k * size) / 4, y); ctx.lineTo(x, y + (k * size) / 4); }
    for (let k = 0; k < 4; k++) { ctx.moveTo(x + size, y + (k * size) / 4); ctx.lineTo(x + (k * size) / 4, y + size); }
    ctx.stroke();
  }
  ctx.restore();
}

/** Message symbols small in each cell's corner, those on the track bold; too small to read on tiny cells. */
function drawMessage(w, ctx, colours, on) {
  const s = w.state;
  if (w.cell < 22) return; // the message text under the grid says it all
  s.message.forEach((row, r) => [...row].forEach((symbol, c) => {
    if (symbol === "." || r >= s.h || c >= s.w) return;
    const lit = on.has(r * s.w + c);
    w.text(ctx, r, c, symbol, { colour: lit ? colours.fg : colours.muted, scale: 0.3, dx: 0.2, dy: 0.22, weight: lit ? "bold" : "normal" });
  }));
}

function drawTrack(w, ctx, colours) {
  const s = w.state;
  if (!w.overlay || !w.overlay.length) return;
  const points = w.overlay.map(([r, c]) => centre(w, r, c));
  if (s.ends === "stations") {
    points.unshift([w.rect(0, 0).x - w.cell * 0.3, points[0][1]]);
    points.push([points.at(-1)[0], w.rect(s.h, 0).y + w.cell * 0.3]);
  }
  ctx.save();
  ctx.strokeStyle = colours.solved;
  ctx.lineWidth = Math.max(2, w.cell * 0.14);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  points.forEach(([x, y], k) => (k ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.stroke();
  ctx.restore();
}

/** A given piece: a thick bar from the centre to each joined side, with a sleeper across each bar. */
function drawPiece(w, ctx, r, c, mask, colour) {
  const [cx, cy] = centre(w, r, c);
  const half = w.cell / 2;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineCap = "round";
  for (const [side, dr, dc] of STEPS) {
    if (!(mask & side)) continue;
    ctx.lineWidth = Math.max(3, w.cell * 0.2);
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + dc * half, cy + dr * half);
    ctx.stroke();
    const [mx, my] = [cx + dc * half * 0.62, cy + dr * half * 0.62];
    ctx.lineWidth = Math.max(1.5, w.cell * 0.06);
    ctx.beginPath();
    ctx.moveTo(mx - dr * half * 0.42, my - dc * half * 0.42);
    ctx.lineTo(mx + dr * half * 0.42, my + dc * half * 0.42);
    ctx.stroke();
  }
  ctx.restore();
}

/** The grid's border and the split lines between row segments. */
function drawFrame(w, ctx, colours) {
  const s = w.state;
  const { x, y, size } = w.rect(0, 0);
  ctx.strokeStyle = colours.fg;
  ctx.lineWidth = 2;
  ctx.strokeRect(x, y, s.w * size, s.h * size);
  ctx.lineWidth = Math.max(3, size * 0.1);
  ctx.beginPath();
  for (const col of s.splits) {
    ctx.moveTo(x + col * size, y - size * 0.2);
    ctx.lineTo(x + col * size, y + s.h * size + size * 0.2);
  }
  ctx.stroke();
}

function drawEnds(w, ctx, colours) {
  const s = w.state;
  if (s.ends === "stations") {
    w.text(ctx, s.start[0], -1, "A", { colour: colours.fg, weight: "bold", scale: 0.55, dx: 0.4 });
    w.text(ctx, s.h, s.finish[1], "B", { colour: colours.fg, weight: "bold", scale: 0.55, dy: 0.62 });
    return;
  }
  for (const [[r, c], letter] of [[s.start, "S"], [s.finish, "F"]]) {
    const [cx, cy] = centre(w, r, c);
    ctx.beginPath();
    ctx.arc(cx, cy, w.cell * 0.3, 0, 2 * Math.PI);
    ctx.fillStyle = colours.bg;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = colours.fg;
    ctx.stroke();
    w.text(ctx, r, c, letter, { colour: colours.fg, weight: "bold", scale: 0.38 });
  }
}

/** Counts in the margins; a blank (unknown) count shows as a faint dot, so it can still be found. */
function drawCounts(w, ctx, colours) {
  const s = w.state;
  const show = (r, c, value) => {
    const text = value === null ? "·" : String(value);
    w.text(ctx, r, c, text, { colour: value === null ? colours.muted : colours.fg, weight: "bold", scale: text.length > 1 ? 0.48 : 0.58 });
  };
  s.columnCounts.forEach((value, c) => show(-1, c, value));
  s.rowCounts.forEach((counts, r) => counts.forEach((value, k) => show(r, s.w + k, value)));
}
