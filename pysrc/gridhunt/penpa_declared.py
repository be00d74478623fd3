"""A penpa-edit board as the model of a genre read from its ``EDITOR`` declaration (puzzlink/editor.py).

The genres of ``penpa_genres.MODELS`` each have a reader of their own; every other genre's board is
read here from what the genre declares, so a genre added later opens from its penpa-edit tag with no
code of its own: numbers and circles and shaded cells on cells (as ``cells`` layers hold them:
numbers, and each symbol by its ``look``: ``wall`` a shaded cell, ``white`` and ``black`` a circle),
penpa's four-edge arrows with their numbers (``arrows``), region borders (``regions``) and given walls
(``edges``). A genre with clues of another kind (on corners, outside the grid, dots on places) is
named as not read from penpa-edit yet.

>>> from gridhunt.penpa import Board
>>> editor = {"layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
...           "numbers": {"min": 1, "max": "cells"}, "question": True, "look": "circle"}], "params": []}
>>> model("Kurodoko", editor, Board(2, 1, numbers={0: "2"}, symbols={0: ("circle_L", 1)}))
{'w': 2, 'h': 1, 'clues': [2, None]}
>>> sorted(holds(editor))
['circles', 'numbers']
"""

import re

from .penpa import Board
from .puzzlink import borders as puzzlink_borders
from .puzzlink import editor as declared
from .puzzlink import numbers

READ = ("cells", "arrows", "regions", "edges")  # the layer kinds a penpa-edit board is read into
# penpa's four-edge arrows: eight flags, pointing right, down, left, up, then again left, up, right, down
FOUREDGE = ("right", "down", "left", "up", "left", "up", "right", "down")
ARROWS = {"up": 1, "down": 2, "left": 3, "right": 4}


def unread(editor) -> str | None:
    """The label of the first layer a penpa-edit board is not read into (None when it reads them all)."""
    for layer in editor["layers"]:
        if layer["kind"] not in READ or (layer["kind"] == "edges" and layer.get("look") == "dots"):
            return layer["label"]
    return None


def holds(editor) -> set[str]:
    """The board's clue layers (``penpa.Board.layers``) the genre has a place for."""
    held = set()
    for layer in editor["layers"]:
        kind, looks = layer["kind"], {s["look"] for s in layer.get("symbols", ())}
        if kind in ("regions", "edges"):
            held.add("borders")
        if kind == "arrows":
            held |= {"arrows", "numbers"} | ({"shaded"} if "blank" in layer else set())
        if kind == "cells" and layer.get("numbers"):
            held.add("numbers")
        if kind == "cells" and ("wall" in looks or layer.get("look") == "wall"):
            held.add("shaded")
        if kind == "cells" and (looks & {"white", "black"} or layer.get("look") == "circle"):
            held.add("circles")
    return held


def circle(board: Board, i: int) -> str | None:
    """``"white"`` or ``"black"`` for a circle on cell i (penpa's style 2, or a name ending _B, is black)."""
    name, style = board.symbols.get(i, ("", 0))
    if not name.startswith("circle_"):
        return None
    return "black" if style == 2 or name.endswith("_B") else "white"


def number(text: str, i: int, board: Board, question: bool) -> int:
    if text == "?" and question:
        return numbers.QUESTION
    if not re.fullmatch(r"\d{1,5}", text):
        r, c = divmod(i, board.w)
        raise ValueError(f"The clue '{text[:6]}' in row {r + 1}, column {c + 1} is not a number")
    return int(text)


def cell_value(layer, board: Board, i: int):
    """What a ``cells`` layer holds on cell i: the symbol whose look is on the cell, else its number
    (a circle without one is ``?`` in a layer of circled numbers that allows it), else empty."""
    seen = {"wall": i in board.shaded, "white": circle(board, i) == "white", "black": circle(board, i) == "black"}
    for symbol in layer.get("symbols", ()):
        if seen[symbol["look"]]:
            return symbol["value"]
    if layer.get("numbers") and i in board.numbers:
        if layer.get("look") == "wall" and i not in board.shaded:  # numbers drawn on black cells (Shakashaka's)
            r, c = divmod(i, board.w)
            raise ValueError(f"The number in row {r + 1}, column {c + 1} is not on a shaded cell")
        return number(board.numbers[i], i, board, layer.get("question", False))
    if layer.get("look") == "circle" and layer.get("numbers") and layer.get("question") and circle(board, i):
        return numbers.QUESTION
    return layer["empty"]


def arrow_value(layer, board: Board, i: int):
    """A Yajilin-like clue on cell i: [arrow, number] from penpa's four-edge arrow and number, or null."""
    name, style = board.symbols.get(i, ("", 0))
    pointing = {FOUREDGE[k] for k, on in enumerate(style[:8]) if on} if name.startswith("arrow_fouredge") and isinstance(style, list) else set()
    if len(pointing) > 1:
        r, c = divmod(i, board.w)
        raise ValueError(f"The clue in row {r + 1}, column {c + 1} has more than one arrow")
    arrow = ARROWS[pointing.pop()] if pointing else 0
    if i in board.numbers:
        return [arrow, number(board.numbers[i], i, board, layer.get("question", False))]
    if arrow:
        return [arrow, numbers.QUESTION]
    if i in board.shaded and "blank" in layer:
        return [0, layer["blank"]]
    return None


def not_read(name: str, editor) -> str | None:
    """The sentence for a genre with clues of a kind not read from penpa-edit (None when it reads them all)."""
    missing = unread(editor)
    if missing:
        return (f"Gridhunt does not read {name}'s {missing.lower()} from penpa-edit yet: "
                "open the puzzle in puzz.link and paste its URL here")
    return None


def model(name: str, editor, board: Board) -> dict:
    """The genre's model of the board; ValueError with a sentence when a clue is not one it reads."""
    missing = not_read(name, editor)
    if missing:
        raise ValueError(missing)
    w, h = board.w, board.h
    found = declared.blank(editor, w, h)
    beside = [int((r * w + c, r * w + c + 1) in board.borders) for r in range(h) for c in range(w - 1)]
    below = [int((r * w + c, (r + 1) * w + c) in board.borders) for r in range(h - 1) for c in range(w)]
    for layer in editor["layers"]:
        kind = layer["kind"]
        if kind == "regions":
            found[layer["key"]] = puzzlink_borders.regions_of([bool(x) for x in beside], [bool(x) for x in below], w, h)
        elif kind == "edges":
            found[layer["beside"]], found[layer["below"]] = beside, below
        elif kind == "arrows":
            found[layer["key"]] = [arrow_value(layer, board, i) for i in range(w * h)]
        else:
            found[layer["key"]] = [cell_value(layer, board, i) for i in range(w * h)]
    return found
