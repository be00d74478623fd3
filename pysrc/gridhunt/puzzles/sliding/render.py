"""Sliding tiles drawn as text: the board as aligned numbers, ``.`` for the hole."""

from .codec import Labels, Puzzle, Solution, solution_text


def render(p: Puzzle, solution: Solution | None = None) -> str:
    """The start (and, with a solution, the goal reached) as aligned numbers, ``.`` for the hole."""
    width = len(str(len(p.start) - 1))

    def picture(labels: Labels) -> list[str]:
        rows = [labels[r * p.width : (r + 1) * p.width] for r in range(p.height)]
        return [" ".join(str(v).rjust(width) if v else ".".rjust(width) for v in row) for row in rows]

    lines = picture(p.start)
    if solution is not None:
        lines += [solution_text(p, solution), *picture(p.goal)]
    return "\n".join(lines) + "\n"
