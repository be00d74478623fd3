"""Castle Wall's types and formats: the puzz.link URL, the model, the loop's JSON, text and pzprv3 file.

A clue is ``(colour, arrow, number)``: colour 0 grey, 1 white, 2 black (pzprjs's ``ques``);
arrow 0 (none), 1 up, 2 down, 3 left, 4 right; number 0 and up, or ``QUESTION`` ("?", also a
clue cell with no number). The URL's body, cell by cell: a clue is its colour digit then the
arrow-and-number code (``puzzlink/arrows.py``); ``a``-``z`` skip 1-26 cells without a clue.
"""

from dataclasses import dataclass

from ...puzzlink import lines, pzprv3, url
from ...puzzlink.arrows import MAX_NUMBER, arrow_number_code, decode_runs, encode_runs, read_arrow_number, stray
from ...puzzlink.lines import Lines
from ...puzzlink.numbers import QUESTION

PID = "castle"
GREY, WHITE, BLACK = 0, 1, 2
COLOUR_LETTERS = "GWB"
Clue = tuple[int, int, int]


@dataclass(frozen=True)
class Puzzle:
    w: int
    h: int
    clues: tuple[Clue | None, ...]  # per cell row by row: (colour, arrow, number) or None


def decode(text: str) -> Puzzle:
    """The puzzle of a puzz.link URL (``https://puzz.link/p?castle/5/5/c230021k111a210f``)."""
    link = url.parse(text)
    if link.genre != PID:
        raise ValueError(f"This is a {link.genre} URL, not Castle Wall")
    if link.flags:
        raise ValueError(f"Castle Wall's URL has no '{link.flags[0]}' part before its size")
    return Puzzle(link.cols, link.rows, tuple(decode_runs(link.body, link.cols * link.rows, read_clue)))


def read_clue(body: str, i: int) -> tuple[Clue, int]:
    if body[i] not in "012":
        stray(body, i)
    arrow, number, after = read_arrow_number(body, i + 1)
    return (int(body[i]), arrow, number), after


def encode(puzzle: Puzzle) -> str:
    body = encode_runs(puzzle.clues, lambda clue: f"{clue[0]}{arrow_number_code(*clue[1:])}")
    return url.build(PID, puzzle.w, puzzle.h, body)


def model(puzzle: Puzzle) -> dict:
    """``clues``: per cell ``null`` or ``[arrow 0-4, number]`` (-2 for "?"); ``colours``: per cell 0 (grey, or no
    clue), 1 (white) or 2 (black). A colour on a cell without a clue makes it a clue cell with neither."""
    return {"w": puzzle.w, "h": puzzle.h, "clues": [None if c is None else [c[1], c[2]] for c in puzzle.clues],
            "colours": [0 if c is None else c[0] for c in puzzle.clues]}


def from_model(data) -> Puzzle:
    w, h, clues = url.model_grid(data, "A Castle Wall", "clues", "clues")
    colours = data.get("colours")
    if not isinstance(colours, list) or len(colours) != w * h or any(type(x) is not int or x not in (GREY, WHITE, BLACK) for x in colours):
        raise ValueError(f"The model needs {w * h} colours, each 0 (grey), 1 (white) or 2 (black)")
    for clue in clues:
        if clue is not None and not (
            isinstance(clue, list) and len(clue) == 2 and all(type(x) is int for x in clue)
            and 0 <= clue[0] <= 4 and (0 <= clue[1] <= MAX_NUMBER or clue[1] == QUESTION)
        ):
            raise ValueError(f"A clue is null or [arrow 0-4, number 0-{MAX_NUMBER} or -2 for '?']")
    cells = []
    for clue, colour in zip(clues, colours):
        if clue is None and colour == GREY:
            cells.append(None)
        else:
            arrow, number = clue if clue is not None else (0, QUESTION)
            cells.append((colour, arrow, number))
    return Puzzle(w, h, tuple(cells))


def solution_json(puzzle: Puzzle, loop: Lines) -> dict:
    """``{"across": h rows of w - 1 marks, "down": h - 1 rows of w}``, ``1`` where the loop links two cells."""
    return lines.lines_json(loop)


def solution_from_json(puzzle: Puzzle, data) -> Lines:
    return lines.lines_from_json(data, puzzle.w, puzzle.h)


def solution_text(puzzle: Puzzle, loop: Lines) -> str:
    """The picture's rows joined by ``/``."""
    return "/".join(render(puzzle, loop).splitlines())


def pzprv3_clue(clue: Clue | None) -> str:
    if clue is None:
        return "."
    colour, arrow, number = clue
    return f"{arrow},{'-' if number == QUESTION else number},{colour}"


def solution_pzprv3(puzzle: Puzzle, loop: Lines) -> str:
    """pzprjs's file: each clue as ``arrow,number,colour`` (``-`` for "?"), then the loop's links."""
    w = puzzle.w
    clues = [[pzprv3_clue(c) for c in puzzle.clues[r * w : (r + 1) * w]] for r in range(puzzle.h)]
    return pzprv3.text(PID, puzzle.h, w, [clues, *lines.pzprv3_grids(loop)])


def clue_text(clue: Clue) -> str:
    """A clue in the picture: its colour's letter (``G``, ``W``, ``B``), its arrow (``^ v < >``), its number."""
    colour, arrow, number = clue
    return COLOUR_LETTERS[colour] + " ^v<>"[arrow].strip() + ("" if number == QUESTION else str(number))


def render(puzzle: Puzzle, loop: Lines | None = None) -> str:
    """Clues as colour, arrow and number (``B<0``: black, left, 0); ``+`` a cell on the loop, ``.`` one off it."""
    on = set(lines.loop_cells(loop, puzzle.w, puzzle.h) or []) if loop else set()

    def text(i: int) -> str:
        clue = puzzle.clues[i]
        return clue_text(clue) if clue is not None else "+" if i in on else "."

    width = max(len(text(i)) for i in range(puzzle.w * puzzle.h))
    return lines.render(loop, puzzle.w, puzzle.h, text, width)
