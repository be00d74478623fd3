// Drawing shared by the tiling board and its result thumbnails. Cell colours are data (b is
// black in both schemes); pieces get light or dark fills by scheme, and thick outlines, so the
// tiling reads without colour too. A grid here is {rows, cols, colours: [row strings], letters: [row strings]}.

const NAMED = {
  b: ["#1b1b1b", "black"], w: ["#ffffff", "white"], o: ["#e9d8b8", "plain"], r: ["#e53935", "red"],
  g: ["#43a047", "green"], y: ["#fdd835", "yellow"], u: ["#1e88e5", "blue"], p: ["#8e24aa", "purple"],
};
const DARK = new Set(["b", "r", "g", "u", "p"]); // symbols whose fill needs light text on top

export function cellColour(symbol) {
  if (NAMED[symbol]) return NAMED[symbol][0];
  return `hsl(${(symbol.charCodeAt(0) * 47) % 360} 55% 62%)`;
}

export function colourName(symbol) {
  if (symbol === ".") return "hole";
  return NAMED[symbol] ? NAMED[symbol][1] : `colour ${symbol}`;
}

function inkOn(symbol) {
  return DARK.has(symbol) ? "#fff" : "#111";
}

/** A distinct fill per piece (golden-angle hues), pale in light scheme, deep in dark. */
function pieceFill(k, dark) {
  return `hsl(${Math.round((k * 137.5) % 360)} 65% ${dark ? 36 : 80}%)`;
}

/** The piece index of each cell (r * cols + c), -1 where no piece lies. */
export function owners(grid, tiling) {
  const owner = new Array(grid.rows * grid.cols).fill(-1);
  (tiling || []).forEach((piece, k) => piece.cells.forEach(([r, c]) => (owner[r * grid.cols + c] = k)));
  return owner;
}

/**
 * Draw one grid with its top-left cell at (x, y), cells `size` px.
 * options: theme colours; tiling (solution JSON of this grid) or null; selected (Set of cell
 * indices whose letters to show; all letters when null); symbols (small colour letters in corners).
 */
export function drawGrid(ctx, grid, x, y, size, { colours, tiling = null, selected = null, symbols = false }) {
  const { rows, cols } = grid;
  const at = (r, c) => grid.colours[r][c];
  const owner = owners(grid, tiling);
  const dark = document.body.dataset.mdColorScheme === "slate";
  const many = new Set(grid.colours.join("").replace(/\./g, "")).size > 1;
  const inset = tiling && many ? Math.round(size * 0.2) : 0; // the cell colour sits inside the piece fill
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const px = x + c * size, py = y + r * size, symbol = at(r, c);
      if (symbol === ".") {
        hatch(ctx, px, py, size, colours);
        continue;
      }
      const k = owner[r * cols + c];
      if (tiling && k >= 0) {
        ctx.fillStyle = pieceFill(k, dark);
        ctx.fillRect(px, py, size, size);
      }
      if (!tiling || inset) {
        ctx.fillStyle = cellColour(symbol);
        ctx.fillRect(px + inset, py + inset, size - 2 * inset, size - 2 * inset);
      }
      const letter = grid.letters.length ? grid.letters[r][c] : ".";
      const ink = !tiling || inset ? inkOn(symbol) : colours.fg;
      if (letter !== "." && (!selected || selected.has(r * cols + c))) {
        text(ctx, letter, px + size / 2, py + size * 0.54, Math.round(size * (inset ? 0.45 : 0.55)), ink, "bold");
      }
      const cornerInk = tiling ? colours.fg : inkOn(symbol); // the corner lies on the piece fill when tiled
      if (symbols && size >= 24) text(ctx, symbol, px + size * 0.16, py + size * 0.18, Math.round(size * 0.22), cornerInk);
    }
  }
  lines(ctx, grid, x, y, size, colours.muted, 1, () => true);
  const edge = (r, c) => (r < 0 || c < 0 || r >= rows || c >= cols || at(r, c) === "." ? -2 : tiling ? owner[r * cols + c] : -1);
  lines(ctx, grid, x, y, size, colours.fg, Math.max(2, Math.round(size / 12)), (a, b) => a !== b, edge);
}

function hatch(ctx, px, py, size, colours) {
  ctx.strokeStyle = colours.faint;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let d = size / 4; d < 2 * size; d += size / 4) {
    ctx.moveTo(px + Math.max(0, d - size), py + Math.min(size, d));
    ctx.lineTo(px + Math.min(size, d), py + Math.max(0, d - size));
  }
  ctx.stroke();
}

function text(ctx, letter, cx, cy, px, colour, weight = "normal") {
  ctx.fillStyle = colour;
  ctx.font = `${weight} ${px}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(letter, cx, cy);
}

/** Stroke each cell edge whose two sides `differ` by `part(r, c)` (outside the grid included). */
function lines(ctx, grid, x, y, size, colour, width, differ, part = () => 0) {
  const { rows, cols } = grid;
  const inside = (r, c) => r >= 0 && c >= 0 && r < rows && c < cols && grid.colours[r][c] !== ".";
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = "square";
  ctx.beginPath();
  for (let r = 0; r <= rows; r++) {
    for (let c = 0; c <= cols; c++) {
      // the edge above cell (r, c), then the edge left of it, drawn when a real cell touches it
      if (c < cols && (inside(r, c) || inside(r - 1, c)) && differ(part(r - 1, c), part(r, c))) {
        ctx.moveTo(x + c * size, y + r * size);
        ctx.lineTo(x + (c + 1) * size, y + r * size);
      }
      if (r < rows && (inside(r, c) || inside(r, c - 1)) && differ(part(r, c - 1), part(r, c))) {
        ctx.moveTo(x + c * size, y + r * size);
        ctx.lineTo(x + c * size, y + (r + 1) * size);
      }
    }
  }
  ctx.stroke();
}
