"""Sudoku drawn as text: the grid picture (.ss style) with box separators."""

from .grid import SYMBOLS, Puzzle, Solution


def render(p: Puzzle, solution: Solution | None = None) -> str:
    """The grid as a picture with box separators; ``.`` for empty cells."""
    values = solution or p.cells
    n = p.n
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


def picture(p: Puzzle, request: dict) -> dict:
    """The ``picture`` request: ``{puzzle}`` -> ``{"text": the grid picture}`` (.ss style)."""
    return {"text": render(p)}
