"""Numbers on the grid's corners, 0 to 4 (Gokigen's, Creek's): the URL code and the model's check.

A w x h grid has (w + 1) x (h + 1) corners, row by row; a corner holds ``None``, a number 0-4 or
``numbers.QUESTION``. pzprjs writes them in its 4-cell code (``numbers.decode_4cell``).

>>> decode_body("ia", 1, 1), encode_body([None, None, None, 0])
([None, None, None, 0], 'ia')
"""

from . import numbers, url


def decode_body(body: str, w: int, h: int) -> list[int | None]:
    clues, rest = numbers.decode_4cell(body, (w + 1) * (h + 1))
    if rest:
        raise ValueError("The URL has more corners than its grid")
    return clues


def encode_body(clues) -> str:
    return numbers.encode_4cell(list(clues))


def from_model(data, article: str, key: str) -> tuple[int, int, list[int | None]]:
    """``(w, h, corners)`` of a model whose ``data[key]`` holds a number or null per corner."""
    if not isinstance(data, dict):
        raise ValueError(f"{article} model is a JSON object")
    w, h, corners = data.get("w"), data.get("h"), data.get(key)
    if not (type(w) is int and type(h) is int and 1 <= w <= url.MAX_SIDE and 1 <= h <= url.MAX_SIDE):
        raise ValueError(f"The grid must be 1 to {url.MAX_SIDE} cells a side")
    if not isinstance(corners, list) or len(corners) != (w + 1) * (h + 1):
        raise ValueError(f"The model needs {(w + 1) * (h + 1)} corners")
    if any(x is not None and (type(x) is not int or not (0 <= x <= 4 or x == numbers.QUESTION)) for x in corners):
        raise ValueError("A corner's number is 0 to 4, -2 for '?', or null")
    return w, h, corners


def text(clue: int) -> str:
    return "?" if clue == numbers.QUESTION else str(clue)


def pzprv3_rows(clues, w: int, h: int) -> list[list[str]]:
    """pzprjs's file's corner grid: the number, ``-`` a ``?``, ``.`` none."""
    tokens = ["." if x is None else "-" if x == numbers.QUESTION else str(x) for x in clues]
    return [tokens[r * (w + 1) : (r + 1) * (w + 1)] for r in range(h + 1)]


def picture(clues, w: int, h: int, cell_mark) -> str:
    """Corner rows (the number, ``?``, or ``+``) between cell rows of ``cell_mark(cell)``.

    >>> print(picture([None, 1, None, None], 1, 1, lambda i: "/"), end="")
    + 1
     /
    + +
    """
    out = []
    for r in range(h + 1):
        out.append(" ".join("+" if x is None else text(x) for x in clues[r * (w + 1) : (r + 1) * (w + 1)]))
        if r < h:
            out.append(" " + " ".join(cell_mark(r * w + c) for c in range(w)))
    return "\n".join(line.rstrip() for line in out) + "\n"
