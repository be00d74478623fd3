"""Norinori's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The puzzle is LITS's (regions drawn by walls, nothing else): the same URL code, model and file, so
the formats are LITS's, under Norinori's name.
"""

from ...puzzlink import borders, url
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text  # noqa: F401 (the face's)
from ..lits import codec as lits
from ..lits.codec import Puzzle, board, model, render  # noqa: F401 (the face's)

PID = "norinori"


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?norinori/5/5/cag4ocjo``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Norinori")
    if link.flags:
        raise ValueError("Norinori's URL has no options before its size")
    regions, rest = borders.decode_border(link.body, link.cols, link.rows)
    if rest:
        raise ValueError("The URL has more walls than its grid")
    return Puzzle(link.cols, link.rows, tuple(regions))


def encode(puzzle: Puzzle) -> str:
    return lits.encode(puzzle, PID)


def from_model(data) -> Puzzle:
    return lits.from_model(data, "A Norinori")


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: LITS's, under Norinori's name."""
    return lits.solution_pzprv3(puzzle, shading, PID)
