"""The maze as a plain-text picture, both ways, through the maze model dict.

A picture is a few header lines and then the grid drawn with one character per
cell, per edge and per corner: 2H+1 lines of 2W+1 characters (trailing spaces may
be left out, as editors strip them). Cell (r, c) sits at line 2r+1, column 2c+1;
the edge to its right at column 2c+2, the edge below it at line 2r+2::

    colours: R=red B=blue
    rule: R B
    columns: ABC
    +-+-+-+
    |S|  E|
    +R+B+-+
    |   | |
    +-+-+-+

Headers: ``colours:`` symbol=name pairs (a symbol is one capital letter, a name
lower case); ``rule:`` the cycle's symbols, the first gate's colour first (or their
names; empty: no gates); optional ``columns:`` and ``rows:`` give the letters read when a gate
is crossed vertically / sideways, ``.`` for none (defaults A, B, ... and none).
Cells: space or ``.`` inside, ``S`` start, ``E`` end (a goal), ``#`` outside
(``o``, a drawn walk, reads as inside). Edges: ``|``, ``-`` or ``#`` a wall, a
space an open passage, a colour's symbol a gate of that colour.
Corners and the outer border are only drawn, never read. Gate labels (a letter on
one gate) exist only in the share string and the model.
"""

WALL, OPEN = 0, 1
CELL_CHARS = {" ": ".", ".": ".", "O": ".", "S": "s", "E": "g", "#": "x"}  # o: a drawn walk
HEADERS = ("colours", "rule", "columns", "rows")


def picture(model: dict, walk: list | None = None) -> str:
    """The model as a picture; cells of ``walk`` (other than its ends) drawn as ``o``."""
    w, h = model["width"], model["height"]
    symbols = [colour["symbol"] for colour in model["colours"]]
    names = " ".join(f"{colour['symbol']}={colour['name']}" for colour in model["colours"])
    lines = [f"colours: {names}".rstrip(), f"rule: {' '.join(symbols[k] for k in model['rule'])}".rstrip()]
    lines.append("columns: " + "".join(letter or "." for letter in model["columnLetters"]))
    if any(model["rowLetters"]):
        lines.append("rows: " + "".join(letter or "." for letter in model["rowLetters"]))
    grid = [[" "] * (2 * w + 1) for _ in range(2 * h + 1)]
    for y in range(0, 2 * h + 1, 2):
        for x in range(0, 2 * w + 1, 2):
            grid[y][x] = "+"
    for c in range(w):
        grid[0][2 * c + 1] = grid[2 * h][2 * c + 1] = "-"
    for r in range(h):
        grid[2 * r + 1][0] = grid[2 * r + 1][2 * w] = "|"
    marks = {(r, c): ch for ch, key in (("#", "outside"), ("S", "starts"), ("E", "goals")) for r, c in model[key]}
    on_walk = {tuple(cell) for cell in (walk or [])[1:-1]}
    for r in range(h):
        for c in range(w):
            grid[2 * r + 1][2 * c + 1] = marks.get((r, c), "o" if (r, c) in on_walk else " ")
            if c + 1 < w:
                grid[2 * r + 1][2 * c + 2] = _edge_char(model["right"][r][c], "|", symbols)
            if r + 1 < h:
                grid[2 * r + 2][2 * c + 1] = _edge_char(model["down"][r][c], "-", symbols)
    lines += ["".join(row).rstrip() for row in grid]
    return "\n".join(lines) + "\n"


def _edge_char(code: int, wall: str, symbols: list) -> str:
    return wall if code == WALL else " " if code == OPEN else symbols[code - 2]


def read_picture(text: str) -> dict:
    """The model dict of a picture; ``ValueError`` with one sentence when it cannot be read."""
    lines = text.replace("\t", "    ").splitlines()
    headers, grid = {}, []
    for number, line in enumerate(lines, 1):
        if grid or line.lstrip().startswith("+"):
            grid.append(line.strip("\r"))
            continue
        if not line.strip():
            continue
        key, colon, value = line.partition(":")
        key = key.strip().lower().replace("colors", "colours")
        if not colon or key not in HEADERS:
            raise ValueError(f"Line {number} should be a header (colours:, rule:, columns:, rows:) or the grid's top border")
        headers[key] = value.strip()
    while grid and not grid[-1].strip():
        grid.pop()
    indent = len(grid[0]) - len(grid[0].lstrip()) if grid else 0
    grid = [line[indent:].rstrip() for line in grid]
    if not grid:
        raise ValueError("The picture has no grid: it should start with a border line like +-+-+")
    width, height = (len(grid[0]) - 1) // 2, (len(grid) - 1) // 2
    if width < 1 or height < 1 or len(grid) % 2 == 0:
        raise ValueError("The grid should have an odd number of lines: a border, then a line per row and a line below it")
    grid = [line.ljust(2 * width + 1) for line in grid]
    if any(len(line) > 2 * width + 1 for line in grid):
        long = next(i for i, line in enumerate(grid) if len(line) > 2 * width + 1)
        raise ValueError(f"Grid line {long + 1} is longer than the top border")
    colours = _colours(headers.get("colours", ""))
    symbols = {colour["symbol"]: k for k, colour in enumerate(colours)}
    names = {colour["name"].upper(): k for k, colour in enumerate(colours)} | symbols  # the rule may name colours
    model = {
        "width": width, "height": height, "colours": colours,
        "rule": [_symbol(s, names, "The rule") for s in _rule_tokens(headers.get("rule", ""), names)],
        "outside": [], "starts": [], "goals": [],
        "right": [[_edge(grid[2 * r + 1][2 * c + 2], symbols, r, c) for c in range(width - 1)] for r in range(height)],
        "down": [[_edge(grid[2 * r + 2][2 * c + 1], symbols, r, c) for c in range(width)] for r in range(height - 1)],
        "columnLetters": _letters(headers.get("columns"), width, "columns"),
        "rowLetters": _letters(headers.get("rows"), height, "rows"),
        "labels": [],
    }
    for r in range(height):
        for c in range(width):
            ch = grid[2 * r + 1][2 * c + 1]
            kind = CELL_CHARS.get(ch.upper())
            if kind is None:
                raise ValueError(f"Row {r + 1}, column {c + 1}: {ch!r} is not a cell (space, S, E or #)")
            key = {"x": "outside", "s": "starts", "g": "goals"}.get(kind)
            if key:
                model[key].append([r, c])
    return model


def _colours(text: str) -> list[dict]:
    colours = []
    for item in text.replace(",", " ").split():
        symbol, equals, name = item.partition("=")
        if not equals:
            raise ValueError(f"The colour '{item[:20]}' should be written symbol=name, like R=red")
        colours.append({"symbol": symbol.strip().upper(), "name": name.strip().lower()})
    return colours


def _rule_tokens(text: str, names: dict) -> list[str]:
    """Colour names or symbols, spaced or not: "red blue", "R B" and "RB" are the same rule."""
    tokens = []
    for token in text.replace(",", " ").split():
        tokens += [token] if token.upper() in names else list(token)
    return tokens


def _symbol(ch: str, symbols: dict, where: str) -> int:
    if ch.upper() not in symbols:
        raise ValueError(f"{where} uses {ch[:10]!r}, which is not the symbol of a colour in the colours: line")
    return symbols[ch.upper()]


def _edge(ch: str, symbols: dict, r: int, c: int) -> int:
    if ch in "|-#":
        return WALL
    if ch == " ":
        return OPEN
    return _symbol(ch, symbols, f"The edge at row {r + 1}, column {c + 1}") + 2


def _letters(text: str | None, count: int, what: str) -> list[str]:
    if text is None:
        return [chr(65 + i) if what == "columns" and i < 26 else "" for i in range(count)]
    text = text.replace(" ", "")
    if len(text) != count:
        raise ValueError(f"The {what}: line has {len(text)} letters for {count} {what}")
    return ["" if ch == "." else ch for ch in text]
