"""Tilings drawn as text: each piece's outline with | and _, beside the grid's colours and letters."""

from .codec import Grid, Puzzle, Solution, Tiling


def render(p: Puzzle, solution: Solution | None = None) -> str:
    """Per grid: the outline of the pieces drawn with | and _, then the colours and letters."""
    blocks = []
    for number, g in enumerate(p.grids, 1):
        tiling = solution[number - 1] if solution else None
        title = [f"Grid {number}"] if len(p.grids) > 1 else []
        blocks.append("\n".join(title + outline(g, tiling)))
    return "\n\n".join(blocks) + "\n"


def outline(g: Grid, tiling: Tiling | None) -> list[str]:
    """Text lines: the outline (cell walls when no tiling) beside the colours and letters."""
    owner = {}
    for k, (_, cells) in enumerate(tiling or ()):
        owner.update((cell, k) for cell in cells)

    def part(r: int, c: int):
        if not (0 <= r < g.rows and 0 <= c < g.cols) or g.colours[r * g.cols + c] == ".":
            return None
        return owner.get((r, c), (r, c))

    top = "".join(" _" if part(0, c) is not None else "  " for c in range(g.cols))
    lines = [top]
    for r in range(g.rows):
        text = ""
        for c in range(g.cols + 1):
            text += "|" if part(r, c - 1) != part(r, c) else " "
            if c < g.cols:
                text += "_" if part(r, c) != part(r + 1, c) else " "
        beside = g.colours[r * g.cols : (r + 1) * g.cols]
        if g.letters:
            beside += " " + g.letters[r * g.cols : (r + 1) * g.cols]
        lines.append(text + "  " + beside)
    return lines
