"""The maze drawn as text: the plain-text picture that ``decode`` reads back."""

from .codec import Puzzle, Walk, model
from .picture import picture


def render(p: Puzzle, walk: Walk | None = None) -> str:
    """The plain-text picture (which ``decode`` reads back), the walk drawn as o."""
    return picture(model(p), [[i // p.w, i % p.w] for i in walk] if walk else None)
