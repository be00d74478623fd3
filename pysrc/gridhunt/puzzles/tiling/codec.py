"""Tiling's text forms: the share string, pasted grids, the model and solution JSON.

Glossary: r row, c column, i = r * cols + c a cell index.
"""

from dataclasses import dataclass

from ...fields import cells as cell_list, share_text
from . import pieces as pieces_of
from .pieces import Piece

DEFAULT_PIECES = "s2-3,s1?"
MAX_GRIDS, MAX_SIDE, MAX_PLACEMENTS = 100, 20, 200_000
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

Tiling = tuple[tuple[str, tuple[tuple[int, int], ...]], ...]
Solution = tuple[Tiling, ...]


@dataclass(frozen=True)
class Grid:
    rows: int
    cols: int
    colours: str  # rows * cols symbols row by row, "." a hole
    letters: str  # rows * cols letters, "." none; "" when the grid has no letters


@dataclass(frozen=True)
class Puzzle:
    spec: str  # the canonical piece-set text
    pieces: tuple[Piece, ...]
    grids: tuple[Grid, ...]


def decode(text: str) -> Puzzle:
    """Read a share string or pasted lines of grids."""
    text = share_text(text, "pieces and grids, like s2-3,s1?:bwb/wbw")
    if "\n" in text:
        spec, grids = _pasted(text)
    else:
        spec, _, rest = text.partition(":")
        if not rest:
            raise ValueError("Expected pieces, a colon, then grids")
        grids = [_grid(part, k + 1) for k, part in enumerate(rest.split(":"))]
    return build(spec, grids)


def build(spec: str, grids: list[Grid]) -> Puzzle:
    """A puzzle from a piece-set text and grids, with every limit checked."""
    if len(grids) > MAX_GRIDS:
        raise ValueError(f"At most {MAX_GRIDS} grids at once, got {len(grids)}")
    colours = sorted({ch for g in grids for ch in g.colours} - {"."})
    spec, pieces = pieces_of.parse(spec, colours)
    largest = max(g.rows * g.cols for g in grids)
    if sum(len(piece.shapes) for piece in pieces) * largest > MAX_PLACEMENTS:
        raise ValueError("The piece set is too large for grids of this size")
    return Puzzle(spec, pieces, tuple(grids))


def _grid(text: str, number: int) -> Grid:
    body, equals, letter_text = text.partition("=")
    size = body.lower().split("x")
    if len(size) == 2 and all(s.isdigit() for s in size):
        if int(size[0]) > MAX_SIDE or int(size[1]) > MAX_SIDE:
            raise ValueError(f"Grid {number} is larger than {MAX_SIDE}x{MAX_SIDE}")
        rows = ["o" * int(size[1])] * int(size[0])
    else:
        rows = body.split("/")
    return _checked(number, rows, letter_text.split("/") if equals else [])


def _checked(number: int, rows: list[str], letter_rows: list[str]) -> Grid:
    where = f"Grid {number}"
    rows = [row.strip().lower() for row in rows]
    if not rows or not rows[0]:
        raise ValueError(f"{where} is empty")
    cols = len(rows[0])
    if len(rows) > MAX_SIDE or cols > MAX_SIDE:
        raise ValueError(f"{where} is larger than {MAX_SIDE}x{MAX_SIDE}")
    for r, row in enumerate(rows):
        if len(row) != cols:
            raise ValueError(f"{where}, row {r + 1} has {len(row)} cells, expected {cols}")
        bad = next((ch for ch in row if not ("a" <= ch <= "z" or ch == ".")), None)
        if bad is not None:
            raise ValueError(f"{where}, row {r + 1}: {_shown(bad)} is not a colour (a-z) or . for a hole")
    colours = "".join(rows)
    if set(colours) == {"."}:
        raise ValueError(f"{where} has no cells, only holes")
    letters = ""
    if letter_rows:
        letter_rows = [row.strip().upper() for row in letter_rows]
        if len(letter_rows) == 1 and len(letter_rows[0]) == 1 and len(rows) * cols > 1:
            letter_rows = [letter_rows[0] * cols] * len(rows)  # one letter labels the whole grid
        if len(letter_rows) != len(rows) or any(len(row) != cols for row in letter_rows):
            raise ValueError(f"{where}: the letters must have the grid's shape, {len(rows)}x{cols}")
        letters = "".join(letter_rows)
        bad = next((ch for ch in letters if ch not in LETTERS and ch != "."), None)
        if bad is not None:
            raise ValueError(f"{where}: {_shown(bad)} is not a letter, digit or . for none")
        if set(letters) == {"."}:
            letters = ""
    return Grid(len(rows), cols, colours, letters)


def _shown(ch: str) -> str:
    return repr(ch) if ch.isprintable() else "an unprintable character"


def _pasted(text: str) -> tuple[str, list[Grid]]:
    """Lines: an optional ``pieces:`` line, then blocks of rows separated by blank lines."""
    lines = text.splitlines()
    spec = DEFAULT_PIECES
    if lines[0].strip().lower().startswith("pieces"):
        spec = lines.pop(0).split(":", 1)[-1].strip()
    blocks, block = [], []
    for line in lines + [""]:
        if line.strip():
            block.append(line.split())
        elif block:
            blocks.append(block)
            block = []
    grids = []
    for number, block in enumerate(blocks, 1):
        if len(block) == 1 and len(block[0]) == 1 and "x" in block[0][0].lower():
            grids.append(_grid(block[0][0], number))  # the RxC shorthand
            continue
        if any(len(words) > 2 for words in block):
            raise ValueError(f"Grid {number}: a row is colours, then optionally a space and letters")
        letter_rows = [words[1] if len(words) == 2 else "." * len(words[0]) for words in block]
        grids.append(_checked(number, [words[0] for words in block], letter_rows))
    if not grids:
        raise ValueError("No grids found")
    return spec, grids


def encode(p: Puzzle) -> str:
    return ":".join([p.spec] + [grid_text(g) for g in p.grids])


def grid_text(g: Grid) -> str:
    text = "/".join(_rows(g.colours, g.cols))
    if len(set(g.letters)) == 1 and len(g.letters) > 1:
        return text + "=" + g.letters[0]
    return text + ("=" + "/".join(_rows(g.letters, g.cols)) if g.letters else "")


def _rows(cells: str, cols: int) -> list[str]:
    return [cells[k : k + cols] for k in range(0, len(cells), cols)]


def model(p: Puzzle) -> dict:
    """Piece set text and shapes (for drawing), and grids as row strings."""
    return {
        "pieces": p.spec,
        "pieceList": [pieces_of.model(piece) for piece in p.pieces],
        "grids": [
            {"rows": g.rows, "cols": g.cols, "colours": _rows(g.colours, g.cols), "letters": _rows(g.letters, g.cols)}
            for g in p.grids
        ],
    }


def from_model(data: dict) -> Puzzle:
    try:
        spec, grid_models = data["pieces"], data["grids"]
        ok = isinstance(spec, str) and isinstance(grid_models, list) and grid_models
        ok = ok and all(isinstance(g["colours"], list) and isinstance(g.get("letters", []), list) for g in grid_models)
        ok = ok and all(isinstance(row, str) for g in grid_models for row in g["colours"] + g.get("letters", []))
    except (KeyError, TypeError):
        ok = False
    if not ok:
        raise ValueError("The model needs a piece set and a list of grids")
    grids = [_checked(k + 1, g["colours"], g.get("letters", [])) for k, g in enumerate(grid_models)]
    return build(spec, grids)


# ---------------------------------------------------------------- solver


def solution_json(p: Puzzle, solution: Solution) -> list:
    return [[{"piece": name, "cells": [list(cell) for cell in cells]} for name, cells in tiling] for tiling in solution]


def solution_from_json(p: Puzzle, data) -> Solution:
    names = {piece.name for piece in p.pieces}
    if not isinstance(data, list) or len(data) != len(p.grids):
        raise ValueError(f"A solution is a list of {len(p.grids)} tilings, one per grid")
    solution = []
    for number, tiling in enumerate(data, 1):
        if not isinstance(tiling, list):
            raise ValueError(f"The tiling of grid {number} is not a list of pieces")
        found = []
        for piece in tiling:
            name = piece.get("piece") if isinstance(piece, dict) else None
            if not isinstance(name, str) or name not in names:
                raise ValueError(f"Grid {number}: each piece needs a known name")
            cells = cell_list(piece.get("cells"), f"grid {number}: the cells of piece {name}")
            if not cells:
                raise ValueError(f"Grid {number}: piece {name} has no cells")
            found.append((name, tuple(sorted(cells))))
        solution.append(tuple(found))
    return tuple(solution)


def solution_text(p: Puzzle, solution: Solution) -> str:
    """Each grid's cells labelled by piece (a-z, A-Z, 0-9 in reading order), rows split by /."""
    symbols = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    parts = []
    for g, tiling in zip(p.grids, solution):
        labels = ["."] * (g.rows * g.cols)
        for k, (_, cells) in enumerate(tiling):
            for r, c in cells:
                labels[r * g.cols + c] = symbols[k % len(symbols)]
        parts.append("/".join(_rows("".join(labels), g.cols)))
    return ":".join(parts)
