// Drawing sliding-tile boards: shared by the live board and the exported sheet, so both
// show the same tiles, pictures and highlight.

import { described } from "./kinds.js";

/** The hole's moves as the tile's: when the hole goes up, the tile above it slides down. */
export const TILE_ARROW = { U: "↓", D: "↑", L: "→", R: "←" };
const STEP = described("sliding").constants.moves; // the hole's moves as [row, column] steps

/** Every position along the hole's moves (the page only replays what Python found). */
export function positions(width, start, holeMoves) {
  const board = [...start];
  let hole = board.indexOf(0);
  const out = [[...board]];
  for (const m of holeMoves) {
    const [dr, dc] = STEP[m];
    const next = hole + dr * width + dc;
    board[hole] = board[next];
    board[next] = 0;
    hole = next;
    out.push([...board]);
  }
  return out;
}

/** The hole's move that slides the tile on cell p into it, or null when p is not beside the hole. */
export function moveFor(width, labels, p) {
  const hole = labels.indexOf(0);
  const [hr, hc, r, c] = [Math.floor(hole / width), hole % width, Math.floor(p / width), p % width];
  for (const [m, [dr, dc]] of Object.entries(STEP)) if (hr + dr === r && hc + dc === c) return m;
  return null;
}

/** A picture drawn here, so the built-in one needs no download: a sky, hills, a sun and a kite. */
export function builtInPicture(size = 720) {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext("2d");
  const s = size / 100;
  const sky = ctx.createLinearGradient(0, 0, 0, size);
  sky.addColorStop(0, "#1e3c72");
  sky.addColorStop(0.55, "#f7a35c");
  sky.addColorStop(1, "#fde3a7");
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = "#ffe066";
  ctx.beginPath();
  ctx.arc(70 * s, 34 * s, 13 * s, 0, 2 * Math.PI);
  ctx.fill();
  for (const [colour, base, amp, phase] of [["#3a7d44", 70, 8, 0], ["#245a2f", 82, 10, 2], ["#173d20", 93, 6, 4]]) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(0, size);
    for (let x = 0; x <= 100; x += 2) ctx.lineTo(x * s, (base - amp * Math.sin(x / 14 + phase)) * s);
    ctx.lineTo(size, size);
    ctx.fill();
  }
  ctx.fillStyle = "#e63946"; // the kite: a shape that is plainly out of place when scrambled
  ctx.beginPath();
  ctx.moveTo(26 * s, 12 * s);
  ctx.lineTo(36 * s, 26 * s);
  ctx.lineTo(26 * s, 44 * s);
  ctx.lineTo(16 * s, 26 * s);
  ctx.fill();
  ctx.strokeStyle = "#fff";
  ctx.lineWidth = 0.6 * s;
  ctx.beginPath();
  ctx.moveTo(26 * s, 44 * s);
  ctx.bezierCurveTo(32 * s, 52 * s, 20 * s, 58 * s, 30 * s, 68 * s);
  ctx.moveTo(26 * s, 12 * s);
  ctx.lineTo(26 * s, 44 * s);
  ctx.moveTo(16 * s, 26 * s);
  ctx.lineTo(36 * s, 26 * s);
  ctx.stroke();
  return canvas;
}

/** The centred part of the picture with the board's proportions (the rest is cut off). */
function crop(picture, width, height) {
  const pw = picture.width, ph = picture.height;
  const scale = Math.min(pw / width, ph / height);
  return { x: (pw - width * scale) / 2, y: (ph - height * scale) / 2, cell: scale };
}

/**
 * Draw one board of `labels` with its top-left corner at (x, y) and square cells of `cell` px.
 * A tile shows the part of `picture` (if any) at its label's place in `goal`, and always its
 * number, so the picture is never the only way to tell tiles apart. `highlight` is a label.
 */
export function drawTiles(ctx, { x, y, cell, width, height, labels, goal, picture, highlight, colours }) {
  const home = new Map(goal.map((label, p) => [label, p]));
  const area = picture && crop(picture, width, height);
  const gap = Math.max(1, Math.round(cell * 0.04));
  ctx.fillStyle = colours.tray;
  ctx.fillRect(x, y, width * cell, height * cell);
  labels.forEach((label, p) => {
    if (!label) return;
    const tx = x + (p % width) * cell + gap, ty = y + Math.floor(p / width) * cell + gap, size = cell - 2 * gap;
    const moving = label === highlight;
    if (area) {
      const h = home.get(label);
      const sx = area.x + (h % width) * area.cell, sy = area.y + Math.floor(h / width) * area.cell;
      ctx.drawImage(picture, sx, sy, area.cell, area.cell, tx, ty, size, size);
      if (moving) {
        ctx.fillStyle = colours.highlight;
        ctx.fillRect(tx, ty, size, size);
      }
    } else {
      ctx.fillStyle = moving ? colours.moving : colours.tile;
      ctx.fillRect(tx, ty, size, size);
    }
    ctx.strokeStyle = moving ? colours.accent : colours.edge;
    ctx.lineWidth = moving ? Math.max(2, cell * 0.08) : 1;
    const inset = ctx.lineWidth / 2;
    ctx.strokeRect(tx + inset, ty + inset, size - 2 * inset, size - 2 * inset);
    drawLabel(ctx, String(label), tx, ty, size, !!area, colours);
  });
}

function drawLabel(ctx, text, tx, ty, size, onPicture, colours) {
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  if (!onPicture) {
    ctx.font = `bold ${Math.round(size * (text.length > 1 ? 0.42 : 0.5))}px system-ui, sans-serif`;
    ctx.fillStyle = colours.text;
    ctx.fillText(text, tx + size / 2, ty + size / 2 + 1);
    return;
  }
  if (size < 14) return; // too small to read: the picture alone tells the tile on a tiny sheet board
  // On a picture the number sits small in a corner, on a pill that keeps it readable over any colour.
  const font = Math.max(9, Math.round(size * 0.24));
  ctx.font = `bold ${font}px system-ui, sans-serif`;
  const w = ctx.measureText(text).width + font * 0.6;
  ctx.fillStyle = "rgba(0, 0, 0, 0.6)";
  ctx.fillRect(tx + 2, ty + 2, w, font * 1.3);
  ctx.fillStyle = "#fff";
  ctx.fillText(text, tx + 2 + w / 2, ty + 2 + font * 0.68);
}

/** Fixed light colours for the exported sheet: a PNG should not depend on the reader's scheme. */
export const SHEET_COLOURS = {
  tray: "#c9ccd6", tile: "#ffffff", edge: "#5c6070", text: "#111111",
  moving: "#ffd54f", highlight: "rgba(255, 213, 79, 0.45)", accent: "#d81b60",
};

/**
 * A PNG sheet of every position of a solution, start to goal, each a small board with the tile
 * that moved into it highlighted (the start shows the first tile to move). Resolves to a Blob.
 */
export function renderSheet({ width, height, goal, all, moved, holeMoves, picture }) {
  const count = all.length;
  const across = Math.ceil(Math.sqrt(count * height / width));
  const down = Math.ceil(count / across);
  // Cells shrink for long solutions so the sheet stays within what browsers can encode.
  const limit = Math.min(16000 / (across * width * 1.15), 16000 / (down * height * 1.15 + down * 1.3), 40);
  const cell = Math.floor(Math.min(limit, Math.sqrt(24e6 / (count * width * height * 1.6))));
  if (cell < 4) throw new Error(`The solution has ${count} positions: too many for one sheet`);
  const pad = Math.max(4, Math.round(cell * 0.3)), caption = Math.max(10, Math.round(cell * 0.45));
  const boxW = width * cell + 2 * pad, boxH = height * cell + caption + 2 * pad;
  const canvas = document.createElement("canvas");
  canvas.width = across * boxW;
  canvas.height = down * boxH;
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  all.forEach((labels, i) => {
    const x = (i % across) * boxW + pad, y = Math.floor(i / across) * boxH + pad;
    const highlight = i ? moved[i - 1] : moved[0];
    drawTiles(ctx, { x, y, cell, width, height, labels, goal, picture, highlight, colours: SHEET_COLOURS });
    ctx.fillStyle = "#111111";
    ctx.font = `${Math.round(caption * 0.8)}px system-ui, sans-serif`;
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    const text = i ? `${i}. tile ${moved[i - 1]} ${TILE_ARROW[holeMoves[i - 1]]}` : "start";
    ctx.fillText(i === count - 1 && i ? `${text} (goal)` : text, x, y + height * cell + 2);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The browser could not make the PNG"))), "image/png"));
}
