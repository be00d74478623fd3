"""A genre's model resized to another grid, each of its lists filled with one value: the empty boards of the
paste benchmark (``bench/bench_paste.py``) and the one-cell-wide boards of ``unit/test_thin_boards.py``.

A list whose length is a shape of the grid (a cell, a row, a column, the walls between cells...) gets that
shape's length for the new size, any other list (one entry a region) its own, 1 or 0.
"""

from itertools import product


def lengths(length: int, w: int, h: int, width: int, height: int) -> list[int]:
    """What a list of this length on a w x h grid may be long on a width x height one (each shape it fits; else
    its own length, 1, 0)."""
    shapes = ((w * h, width * height), ((w - 1) * h, (width - 1) * height), (w * (h - 1), width * (height - 1)),
              (w, width), (h, height), ((w + 1) * (h + 1), (width + 1) * (height + 1)),
              ((w + 1) * h, (width + 1) * height), (w * (h + 1), width * (height + 1)))
    same = [new for old, new in shapes if old == length]
    return list(dict.fromkeys(same)) or [length, 1, 0]


def resized(kind, model: dict, width: int, height: int, fills=(None, 0)) -> dict | None:
    """The model at width x height with each list filled with one value (from ``fills``, then its own first):
    the first mix that ``from_model`` accepts, or None when the kind accepts none."""
    lists = {name: value for name, value in model.items() if isinstance(value, list)}
    choices = [[(length, fill) for length in lengths(len(value), model["w"], model["h"], width, height)
                for fill in (*fills, *value[:1])] for value in lists.values()]
    for picked in product(*choices):
        board = {**model, "w": width, "h": height, **{name: [fill] * length for name, (length, fill) in zip(lists, picked)}}
        if accepted(kind, board):
            return board
    return None


def accepted(kind, model: dict) -> bool:
    """Whether the kind reads the model (a sentence, not a board, for any other)."""
    try:
        kind.from_model(model)
    except (ValueError, TypeError, KeyError, IndexError):
        return False
    return True
