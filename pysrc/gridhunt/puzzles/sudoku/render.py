"""Sudoku drawn as text: the grid picture (.ss style) with box separators."""

from .grid import SYMBOLS, Puzzle, Solution
from .variant import CLUES


def render(p: Puzzle, solution: Solution | None = None) -> str:
    """The grid as a picture with box separators; ``.`` for empty cells. A variant's picture has no
    box lines when its regions are irregular, and a comment line naming its rules."""
    values = solution or p.cells
    n = p.n
    if p.variant is not None:
        return _variant_picture(p, values)
    lines = []
    rule = "+".join("-" * (2 * p.box_cols + 1) for _ in range(n // p.box_cols))
    for r in range(n):
        if r and r % p.box_rows == 0:
            lines.append(rule)
        groups = []
        for c0 in range(0, n, p.box_cols):
            groups.append(" " + " ".join(SYMBOLS[v - 1] if v else "." for v in values[r * n + c0 : r * n + c0 + p.box_cols]) + " ")
        lines.append("|".join(groups))
    return "\n".join(lines) + "\n"


def _variant_picture(p: Puzzle, values) -> str:
    n, variant = p.n, p.variant
    kinds = sorted({CLUES[clue.kind] + "s" for clue in variant.clues} | set(variant.rules))
    head = "# variant: " + (", ".join(kinds) or "no clues") + ("; irregular regions" if variant.regions else "")
    if variant.regions is None and p.box_rows > 1:
        body = render(Puzzle(n, p.box_rows, p.box_cols, tuple(values)))
    else:
        body = "".join(" ".join(SYMBOLS[v - 1] if v else "." for v in values[r * n : r * n + n]) + "\n" for r in range(n))
    return head + "\n" + body


def picture(p: Puzzle, request: dict) -> dict:
    """The ``picture`` request: ``{puzzle}`` -> ``{"text": the grid picture}`` (.ss style)."""
    return {"text": render(p)}
