"""Tracks drawn as text: counts around the grid, pieces and the track as box-drawing lines."""

from .codec import DOWN, LEFT, RIGHT, STEPS, UP, Puzzle, Solution, count_text, outer_side

DRAWN = {RIGHT | LEFT: "─", UP | DOWN: "│", RIGHT | DOWN: "┌", LEFT | DOWN: "┐", RIGHT | UP: "└", LEFT | UP: "┘",
         RIGHT: "╶", LEFT: "╴", UP: "╵", DOWN: "╷"}


def render(p: Puzzle, solution: Solution | None = None) -> str:
    """Column counts on top, row counts at the right (``|`` between segments), pieces drawn."""
    sides = dict(enumerate(p.pieces))
    if solution:
        sides = {}
        for (r1, c1), (r2, c2) in zip(solution, solution[1:]):
            for (r, c), (dr, dc) in (((r1, c1), (r2 - r1, c2 - c1)), ((r2, c2), (r1 - r2, c1 - c2))):
                step = {v: k for k, v in STEPS.items()}[(dr, dc)]
                sides[r * p.w + c] = sides.get(r * p.w + c, 0) | step
        for end in (p.start, p.finish):
            i = end[0] * p.w + end[1]
            sides[i] = sides.get(i, 0) | outer_side(p, end)
    width = max(len(count_text(x)) for x in p.column_counts)
    lines = [" ".join(count_text(x).rjust(width) for x in p.column_counts)]
    for r in range(p.h):
        marks = []
        for c in range(p.w):
            mask = sides.get(r * p.w + c, 0)
            mark = DRAWN.get(mask, "·")
            if not p.stations and (r, c) in (p.start, p.finish) and not solution:
                mark = "S" if (r, c) == p.start else "F"
            marks.append(mark.rjust(width))
        text = ""
        for c, mark in enumerate(marks):
            text += ("|" if c in p.splits else " " if c else "") + mark
        counts = "/".join(map(count_text, p.row_counts[r]))
        station = " A" if p.stations and r == p.start[0] else ""
        lines.append(f"{text}  {counts}{station}")
    if p.stations:
        lines.append(" " * ((width + 1) * p.finish[1] + width - 1) + "B")
    return "\n".join(lines) + "\n"
