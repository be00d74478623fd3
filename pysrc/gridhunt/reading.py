"""What a paste was read as: the one value every kind's importer returns."""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Reading:
    """A puzzle, a phrase naming the form it came in ("a puzz.link Sudoku URL"), and anything
    more the form carried that the puzzle does not hold (a board's placed digits)."""

    puzzle: object
    recognised: str
    extra: dict = field(default_factory=dict)
    kindless: bool = False  # the text names no kind (a genre's picture without its header): read only where the kind is chosen
