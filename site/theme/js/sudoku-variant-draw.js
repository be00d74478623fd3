// A variant Sudoku's clues drawn on the board, as solvers know them from f-puzzles and SudokuPad:
// shapes under the digits (cages, lines, circles, shading), then marks over them (dots, X and V,
// region borders, the numbers outside the grid). It only draws: Python reads and checks the rules.
// `board` is the SudokuWidget (its rect(r, c) gives a cell's pixels); clues are the model's
// {kind, cells: [[r, c]...], value?, other?, digits?, outside?}.

const LINE_COLOURS = { thermo: "#9e9e9e", slowthermo: "#bdbdbd", palindrome: "#9e9e9e", renban: "#c27cd9", whispers: "#4caf50", betweenline: "#64b5f6" };

/** Whether the model's variant has clues outside the grid (the board then keeps a margin for them). */
export function hasOutsideClues(variant) {
  return Boolean(variant?.clues?.some((clue) => clue.outside));
}

function centre(board, [r, c]) {
  const { x, y, size } = board.rect(r, c);
  return [x + size / 2, y + size / 2, size];
}

function polyline(ctx, board, cells, colour, width) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  cells.forEach((cell, k) => {
    const [x, y] = centre(board, cell);
    if (k) ctx.lineTo(x, y);
    else ctx.moveTo(x, y);
  });
  ctx.stroke();
}

function circle(ctx, board, cell, radius, { fill, stroke, width = 2 }) {
  const [x, y, size] = centre(board, cell);
  ctx.beginPath();
  ctx.arc(x, y, size * radius, 0, 2 * Math.PI);
  if (fill) { ctx.fillStyle = fill; ctx.fill(); }
  if (stroke) { ctx.strokeStyle = stroke; ctx.lineWidth = width; ctx.stroke(); }
}

function label(ctx, text, x, y, size, colour, weight = "normal") {
  ctx.fillStyle = colour;
  ctx.font = `${weight} ${Math.max(8, Math.round(size))}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y);
}

/** A killer cage: a dashed outline just inside its cells' outer edges, its sum in the first corner. */
function cage(ctx, board, clue, colours) {
  const inside = new Set(clue.cells.map(([r, c]) => `${r},${c}`));
  const has = (r, c) => inside.has(`${r},${c}`);
  ctx.strokeStyle = colours.fg;
  ctx.lineWidth = 1;
  ctx.setLineDash([3, 3]);
  ctx.beginPath();
  for (const [r, c] of clue.cells) {
    const { x, y, size } = board.rect(r, c);
    const d = size * 0.1;
    const [x0, x1, y0, y1] = [x + (has(r, c - 1) ? 0 : d), x + size - (has(r, c + 1) ? 0 : d), y + (has(r - 1, c) ? 0 : d), y + size - (has(r + 1, c) ? 0 : d)];
    if (!has(r - 1, c)) { ctx.moveTo(x0, y0); ctx.lineTo(x1, y0); }
    if (!has(r + 1, c)) { ctx.moveTo(x0, y1); ctx.lineTo(x1, y1); }
    if (!has(r, c - 1)) { ctx.moveTo(x0, y0); ctx.lineTo(x0, y1); }
    if (!has(r, c + 1)) { ctx.moveTo(x1, y0); ctx.lineTo(x1, y1); }
  }
  ctx.stroke();
  ctx.setLineDash([]);
  if (clue.value == null) return;
  const [r, c] = clue.cells.reduce((a, b) => (b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a));
  const { x, y, size } = board.rect(r, c);
  ctx.fillStyle = colours.bg;
  ctx.fillRect(x + size * 0.06, y + size * 0.04, size * 0.34, size * 0.26);
  label(ctx, String(clue.value), x + size * 0.23, y + size * 0.17, size * 0.22, colours.fg);
}

function arrow(ctx, board, clue, colours) {
  const [fr, fc] = clue.cells[0];
  const near = (cell) => Math.abs(cell[0] - fr) + Math.abs(cell[1] - fc);
  const shaft = [clue.other.reduce((best, cell) => (near(cell) < near(best) ? cell : best)), ...clue.cells];
  polyline(ctx, board, shaft, colours.muted, 2);
  const [x1, y1, size] = centre(board, shaft[shaft.length - 1]);
  const [x0, y0] = centre(board, shaft[shaft.length - 2]);
  const angle = Math.atan2(y1 - y0, x1 - x0);
  ctx.beginPath();
  for (const turn of [-0.5, 0.5]) {
    ctx.moveTo(x1, y1);
    ctx.lineTo(x1 - size * 0.25 * Math.cos(angle + turn), y1 - size * 0.25 * Math.sin(angle + turn));
  }
  ctx.stroke();
  if (clue.other.length === 1) {
    circle(ctx, board, clue.other[0], 0.4, { fill: colours.bg, stroke: colours.muted });
  } else { // a pill: a rounded band through its cells, outlined
    polyline(ctx, board, clue.other, colours.muted, board.cell * 0.8 + 4);
    polyline(ctx, board, clue.other, colours.bg, board.cell * 0.8);
  }
}

/** A dot or letter on the edge between two cells. */
function edgeMark(ctx, board, clue, colours) {
  const [ax, ay, size] = centre(board, clue.cells[0]);
  const [bx, by] = centre(board, clue.cells[1]);
  const x = (ax + bx) / 2, y = (ay + by) / 2;
  if (clue.kind === "xv") {
    ctx.fillStyle = colours.bg;
    ctx.fillRect(x - size * 0.14, y - size * 0.14, size * 0.28, size * 0.28);
    label(ctx, clue.value === 10 ? "X" : "V", x, y, size * 0.3, colours.fg, "bold");
    return;
  }
  const black = clue.kind === "ratio";
  ctx.beginPath();
  ctx.arc(x, y, size * 0.12, 0, 2 * Math.PI);
  ctx.fillStyle = black ? colours.fg : colours.bg;
  ctx.fill();
  ctx.strokeStyle = colours.fg;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  const plain = black ? clue.value === 2 : clue.value === 1;
  if (!plain) label(ctx, String(clue.value), x, y + size * 0.01, size * 0.15, black ? colours.bg : colours.fg);
}

function outsideClue(ctx, board, clue, colours) {
  const [r, c] = clue.outside;
  const { x, y, size } = board.rect(r, c);
  label(ctx, String(clue.value), x + size / 2, y + size / 2, size * 0.34, colours.fg);
  if (clue.kind !== "littlekiller") return;
  const [fr, fc] = clue.cells[0];
  const dx = fc - c, dy = fr - r;
  const tipX = x + size / 2 + dx * size * 0.45, tipY = y + size / 2 + dy * size * 0.45;
  ctx.strokeStyle = colours.fg;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(tipX - dx * size * 0.16, tipY - dy * size * 0.16);
  ctx.lineTo(tipX, tipY);
  ctx.lineTo(tipX - dx * size * 0.16, tipY);
  ctx.moveTo(tipX, tipY);
  ctx.lineTo(tipX, tipY - dy * size * 0.16);
  ctx.stroke();
}

function quadruple(ctx, board, clue, colours) {
  const rows = clue.cells.map(([r]) => r), cols = clue.cells.map(([, c]) => c);
  const { x, y, size } = board.rect(Math.max(...rows), Math.max(...cols));
  ctx.beginPath();
  ctx.arc(x, y, size * 0.28, 0, 2 * Math.PI);
  ctx.fillStyle = colours.bg;
  ctx.fill();
  ctx.strokeStyle = colours.fg;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  const digits = clue.digits.join(clue.digits.length > 2 ? "" : " ");
  label(ctx, digits, x, y + size * 0.01, size * (clue.digits.length > 2 ? 0.17 : 0.2), colours.fg);
}

/** What lies under the digits: shading, lines, circles, cages. */
export function drawUnder(ctx, board, variant, colours) {
  if (!variant) return;
  for (const clue of variant.clues) {
    const { kind } = clue;
    if (kind === "extraregion" || kind === "clone") {
      for (const cell of [...clue.cells, ...(clue.other || [])]) {
        const { x, y, size } = board.rect(...cell);
        ctx.fillStyle = kind === "clone" ? "rgba(255, 152, 0, 0.18)" : "rgba(120, 120, 120, 0.18)";
        ctx.fillRect(x, y, size, size);
      }
    } else if (kind === "odd") {
      circle(ctx, board, clue.cells[0], 0.38, { fill: "rgba(120, 120, 120, 0.3)" });
    } else if (kind === "even") {
      const { x, y, size } = board.rect(...clue.cells[0]);
      ctx.fillStyle = "rgba(120, 120, 120, 0.3)";
      ctx.fillRect(x + size * 0.14, y + size * 0.14, size * 0.72, size * 0.72);
    } else if (kind === "minimum" || kind === "maximum") {
      const { x, y, size } = board.rect(...clue.cells[0]);
      ctx.fillStyle = kind === "maximum" ? "rgba(120, 120, 120, 0.3)" : "rgba(120, 120, 120, 0.12)";
      ctx.fillRect(x, y, size, size);
      label(ctx, kind === "maximum" ? "▲" : "▼", x + size * 0.85, y + size * 0.15, size * 0.16, colours.muted);
    } else if (kind in LINE_COLOURS) {
      polyline(ctx, board, clue.cells, LINE_COLOURS[kind], board.cell * (kind === "thermo" || kind === "slowthermo" ? 0.28 : 0.18));
      if (kind === "thermo" || kind === "slowthermo") circle(ctx, board, clue.cells[0], 0.38, { fill: LINE_COLOURS[kind] });
      if (kind === "betweenline") {
        for (const end of [clue.cells[0], clue.cells[clue.cells.length - 1]]) circle(ctx, board, end, 0.4, { fill: colours.bg, stroke: LINE_COLOURS[kind] });
      }
    } else if (kind === "arrow") {
      arrow(ctx, board, clue, colours);
    } else if (kind === "killer") {
      cage(ctx, board, clue, colours);
    }
  }
}

/** Region borders for irregular regions (thick lines between cells of different regions). */
export function drawRegions(ctx, board, n, regions, colours) {
  ctx.strokeStyle = colours.fg;
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const { x, y, size } = board.rect(r, c);
      if (c + 1 < n && regions[r * n + c] !== regions[r * n + c + 1]) { ctx.moveTo(x + size, y); ctx.lineTo(x + size, y + size); }
      if (r + 1 < n && regions[r * n + c] !== regions[(r + 1) * n + c]) { ctx.moveTo(x, y + size); ctx.lineTo(x + size, y + size); }
    }
  }
  const { x, y, size } = board.rect(0, 0);
  ctx.rect(x, y, n * size, n * size);
  ctx.stroke();
}

/** What lies over the digits: dots, X and V, quadruples, the diagonals, the numbers outside. */
export function drawOver(ctx, board, variant, colours) {
  if (!variant) return;
  const n = board.state.n;
  for (const rule of variant.rules) {
    if (rule !== "diagonal+" && rule !== "diagonal-") continue;
    const { x, y, size } = board.rect(0, 0);
    ctx.strokeStyle = "rgba(83, 109, 254, 0.45)";
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    if (rule === "diagonal-") { ctx.moveTo(x, y); ctx.lineTo(x + n * size, y + n * size); }
    else { ctx.moveTo(x, y + n * size); ctx.lineTo(x + n * size, y); }
    ctx.stroke();
  }
  for (const clue of variant.clues) {
    if (clue.kind === "difference" || clue.kind === "ratio" || clue.kind === "xv") edgeMark(ctx, board, clue, colours);
    else if (clue.kind === "quadruple") quadruple(ctx, board, clue, colours);
    else if (clue.outside) outsideClue(ctx, board, clue, colours);
  }
}

/** Words for a screen reader: the clues through one cell. */
export function cluesAt(variant, r, c) {
  if (!variant) return [];
  const here = (cells) => (cells || []).some(([r2, c2]) => r2 === r && c2 === c);
  return variant.clues.filter((clue) => here(clue.cells) || here(clue.other)).map((clue) => (clue.value != null ? `${clue.kind} ${clue.value}` : clue.kind));
}

/** Lines whose rule is still to be chosen: dashed in their own colour, numbered at their start; circles and squares ringed, each numbered. */
export function drawPending(ctx, board, lines, colours) {
  for (const line of lines) {
    if (line.shape) {
      for (const cell of line.cells) {
        const [x, y, size] = centre(board, cell);
        ctx.setLineDash([4, 3]);
        ctx.strokeStyle = colours.error;
        ctx.lineWidth = 2;
        ctx.beginPath();
        if (line.shape === "circle") ctx.arc(x, y, size * 0.38, 0, 2 * Math.PI);
        else ctx.rect(x - size * 0.36, y - size * 0.36, size * 0.72, size * 0.72);
        ctx.stroke();
        ctx.setLineDash([]);
        label(ctx, String(line.number), x, y, size * 0.3, colours.error, "bold");
      }
      continue;
    }
    ctx.setLineDash([6, 4]);
    polyline(ctx, board, line.cells, line.colour || colours.muted, board.cell * 0.16);
    ctx.setLineDash([]);
    const [x, y, size] = centre(board, line.cells[0]);
    label(ctx, String(line.number), x, y, size * 0.34, colours.error, "bold");
  }
}
