"""Aqre's types and formats: the puzz.link URL, the model, the solution's JSON, text and pzprv3 file.

The puzzle is Heyawake's (rooms, a number in some): the same URL code, model and file, so the
formats are Heyawake's, under Aqre's name.
"""

from ...puzzlink import borders, numbers, rooms, url
from ...puzzlink.cells import Shading, solution_from_json, solution_json, solution_text  # noqa: F401 (the face's)
from ..heyawake import codec as heyawake
from ..heyawake.codec import Puzzle, board, model, render  # noqa: F401 (the face's)

PID = "aqre"


def checked(puzzle: Puzzle) -> Puzzle:
    sizes = [puzzle.regions.count(x) for x in range(len(puzzle.clues))]
    for room, (clue, size) in enumerate(zip(puzzle.clues, sizes)):
        if clue is not None and clue != numbers.QUESTION and clue > size:
            top = borders.top_cells(puzzle.regions, puzzle.w)[room]
            raise ValueError(f"The room of row {top // puzzle.w + 1}, column {top % puzzle.w + 1} has {size} cells"
                             f" but the number {clue}")
    return puzzle


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?aqre/6/6/444400vvo3u0012345g``).

    pzprjs's Aqre code: the walls between rooms, then one number16 clue a room, rooms in the
    order of their first cell. The ``b`` variant (shaded cells touch every room wall) is refused.
    """
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Aqre")
    if link.flags == ("b",):
        raise ValueError("This is Aqre's variant with shading along the room walls ('b'), not solved here")
    if link.flags:
        raise ValueError(f"Aqre's URL has no '{link.flags[0]}' part before its size")
    return checked(Puzzle(link.cols, link.rows, *map(tuple, rooms.decode_body(link.body, link.cols, link.rows))))


def encode(puzzle: Puzzle) -> str:
    return heyawake.encode(puzzle, PID)


def from_model(data) -> Puzzle:
    return checked(heyawake.from_model(data, "An Aqre"))


def solution_pzprv3(puzzle: Puzzle, shading: Shading) -> str:
    """pzprjs's file: Heyawake's, under Aqre's name."""
    return heyawake.solution_pzprv3(puzzle, shading, PID)
