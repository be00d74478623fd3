"""A genre's ``EDITOR``: its clues declared once, in terms of its model, for the page's editor and the text picture.

A genre's face shows ``EDITOR``, a JSON-ready dict (the build's manifest carries it to the page)::

    {"layers": [layer, ...], "params": [param, ...]}

Each layer is one kind of clue, holding one key (or two) of the model; the editor offers the
layers in this order and the text picture writes them (``puzzlink/picture.py``). Every layer has
``kind`` and ``label`` (what the editor's tool is called, "Numbers", "Pearls"), and by kind:

``cells``: ``key`` holds one value a cell, row by row: ``empty`` (null or 0) for nothing,
    a number of ``numbers`` (``{"min", "max"}``; ``max`` a number, ``"cells"`` for the board's
    cell count or ``"region"`` for the count of the cell's region), ``-2`` for ``?`` when
    ``question`` is true, or the ``value`` of one of ``symbols`` (``[{"value", "char", "name",
    "look"}]``: ``char`` is its letter in a picture and the key that types it). ``look`` says how
    the cell is drawn: ``"text"`` (a number on the cell), ``"wall"`` (a black cell, its number in
    white), ``"circle"``; a symbol's own ``look`` may be ``"wall"``, ``"white"``, ``"black"`` or
    ``"gray"`` (circles; Voxas has all three), ``"ice"`` (a grey cell: Barns' icy cells), ``"star"`` or
    ``"arrow-up"`` (``-down``, ``-left``, ``-right``: Guide Arrow's clues).
``arrows``: ``key`` holds null or ``[arrow, number]`` a cell: arrow 0 none, 1 up, 2 down,
    3 left, 4 right (pzprjs's order); the number as ``cells``' ``numbers``, ``-2`` a ``?``,
    ``blank`` (when given) a clue cell with neither arrow nor number.
``split``: ``key`` holds null (an open cell) or ``[down, across]`` a cell (Kakuro's clue cell
    split by its diagonal), each a number of ``numbers`` or null; ``top`` and ``left`` name the
    model's sums outside the grid (one a column, one a row; null where none).
``list``: ``key`` holds null or a list of 1 to ``length`` numbers a cell (Tapa), each of
    ``numbers`` or ``-2`` for ``?`` when ``question`` is true.
``regions``: ``key`` holds a region number a cell; the editor draws the borders between
    regions and numbers the pieces they enclose (``from_model`` renumbers them anyway).
``corners``: ``key`` holds one value a corner of the grid, (h + 1) rows of (w + 1), corner
    (r, c) the top-left corner of cell (r, c) (Gokigen's numbers): as ``cells`` (``empty``,
    ``numbers``, ``question``, ``look``), without regions.
``edges``: ``beside`` and ``below`` hold the given walls, 1 or 0: ``(w - 1) * h`` between a cell
    and the one on its right, row by row, then ``w * (h - 1)`` between a cell and the one below it;
    ``look`` (optional) ``"walls"`` (thick lines, the default) or ``"dots"`` (a dot on the side's
    middle: Mid-loop's dots on sides).
``outside``: clues outside the grid, on the sides named: ``top``, ``bottom`` (one a column, left to
    right), ``left``, ``right`` (one a row, top to bottom) name the model's lists (any of the four);
    each value null or a number of ``numbers``, ``-2`` a ``?`` when ``question`` is true
    (Skyscrapers, Easy as ABC).
``runs``: ``cols`` and ``rows`` name the model's lists of each column's and each row's numbers,
    top down and left to right (a list of numbers of ``numbers`` a line, maybe empty: Nonogram).
``places``: ``key`` holds one value a place inside the grid where a cell's centre, a side between
    two cells or a corner between four lies: (2h - 1) rows of (2w - 1), place (y, x) at half cells
    (y + 1, x + 1) from the top left corner; as ``cells`` (``empty``, ``symbols``), without
    regions (Spiral Galaxies' dots).

A ``numbers`` bound's ``max`` may also be ``"side"``: the board's longer side. A layer of numbers
(``cells``, ``corners``, ``outside``) with ``letters`` true shows and types its numbers as letters,
1 as A (Easy as ABC).

A param is a puzzle-wide setting: ``{"key", "kind": "number" | "flag" | "pieces", "label", "default"}``, a
number also ``min`` and ``max`` (a number, or ``"side"`` for the board's longer side); ``pieces`` is a
list of polyominoes in pzprjs's piece code (``puzzlink/pieces.py``: Battleships' fleet, Statue Park's
bank), its ``presets`` the named lists puzz.link offers (``{"c": [...], ...}``); a flag may name the
letter pzprjs writes for it in a pzprv3 file (``"pzprv3": "f"``, puzzlink/files.py). The model holds ``w``, ``h``, the layers' keys and the params'
keys, nothing else; ``from_model`` stays the validator (a bound declared here is what the editor
can say as a clue is typed, not all the rules).

>>> nurikabe = {"layers": [{"kind": "cells", "key": "clues", "label": "Numbers", "empty": None,
...             "numbers": {"min": 1, "max": "cells"}, "question": True, "look": "text"}], "params": []}
>>> check(nurikabe)
>>> misfit(nurikabe, {"w": 2, "h": 1, "clues": [3, None]})
"Row 1, column 1: 3 is more than the grid's 2 cells"
>>> blank(nurikabe, 2, 1)
{'w': 2, 'h': 1, 'clues': [None, None]}
"""

from . import pieces

QUESTION = -2
ARROWS = 5  # none, up, down, left, right
LAYER_KEYS = {"cells": ("key",), "corners": ("key",), "arrows": ("key",), "split": ("key", "top", "left"), "list": ("key",),
              "regions": ("key",), "edges": ("beside", "below"), "outside": ("top", "bottom", "left", "right"),
              "runs": ("cols", "rows"), "places": ("key",)}
SIDES = {"top": "w", "bottom": "w", "left": "h", "right": "h"}  # an outside layer's lists, and what each is as long as
LOOKS = ("text", "wall", "circle")
SYMBOL_LOOKS = ("wall", "white", "black", "gray", "ice", "star", "arrow-up", "arrow-down", "arrow-left", "arrow-right")
EDGE_LOOKS = ("walls", "dots")


def check(editor) -> None:
    """Nothing when ``editor`` is a well-formed declaration; AssertionError naming what is wrong (a programming error)."""
    assert isinstance(editor, dict) and set(editor) == {"layers", "params"}, "EDITOR is {layers, params}"
    assert editor["layers"], "EDITOR declares at least one layer"
    keys = []
    for layer in editor["layers"]:
        kind = layer.get("kind")
        assert kind in LAYER_KEYS, f"unknown layer kind {kind!r}"
        assert isinstance(layer.get("label"), str) and layer["label"], f"a {kind} layer has a label"
        keys += [layer[name] for name in LAYER_KEYS[kind] if layer.get(name) is not None or name == "key"]
        if kind in ("cells", "corners", "arrows", "split", "list", "outside", "runs") and layer.get("numbers") is not None:
            bounds = layer["numbers"]
            assert type(bounds.get("min")) is int, f"{layer['label']}: numbers have a min"
            assert type(bounds.get("max")) is int or bounds.get("max") in ("cells", "region", "side"), f"{layer['label']}: max"
        if kind in ("outside", "runs"):
            assert layer.get("numbers") and layer["numbers"].get("max") != "region", f"{layer['label']}: numbers, not per region"
            assert any(layer.get(name) for name in LAYER_KEYS[kind]), f"{layer['label']}: names its lists"
        if kind == "corners":
            assert layer.get("numbers") and layer["numbers"].get("max") != "region", "corners have numbers, not per region"
        if kind == "places":
            assert layer.get("empty") in (None, 0) and "empty" in layer and layer.get("symbols"), f"{layer['label']}: symbols"
            assert all(len(s["char"]) == 1 and s.get("look") in SYMBOL_LOOKS and s.get("name") for s in layer["symbols"])
        if kind in ("cells", "corners"):
            assert layer.get("empty") in (None, 0) and "empty" in layer, f"{layer['label']}: empty is null or 0"
            assert layer.get("look") in LOOKS, f"{layer['label']}: look is one of {LOOKS}"
            chars = [s["char"] for s in layer.get("symbols", ())]
            assert all(len(ch) == 1 and not ch.isdigit() and ch not in ".? " for ch in chars), "a symbol's char is one letter"
            assert all(s.get("look") in SYMBOL_LOOKS and s.get("name") for s in layer.get("symbols", ()))
            assert layer.get("numbers") or chars, f"{layer['label']}: numbers or symbols"
        if kind == "edges":
            assert layer.get("look", "walls") in EDGE_LOOKS, f"{layer['label']}: look is one of {EDGE_LOOKS}"
        assert type(layer.get("letters", False)) is bool, f"{layer['label']}: letters is true or false"
        if kind == "list":
            assert type(layer.get("length")) is int and layer["length"] >= 1
        if layer.get("numbers", {}) and layer["numbers"].get("max") == "region":
            assert any(other["kind"] == "regions" for other in editor["layers"]), "max 'region' needs a regions layer"
    for param in editor["params"]:
        assert param.get("kind") in ("number", "flag", "pieces") and isinstance(param.get("label"), str), f"param {param}"
        if param["kind"] == "pieces":
            assert isinstance(param.get("default"), list) and all(isinstance(code, str) for code in param["default"])
            assert all(isinstance(codes, list) for codes in param.get("presets", {}).values())
        elif param["kind"] == "number":
            assert type(param.get("min")) is int and (type(param.get("max")) is int or param.get("max") == "side")
            assert type(param.get("default")) is int and param["min"] <= param["default"]
        else:
            assert type(param.get("default")) is bool
        keys.append(param["key"])
    assert len(keys) == len(set(keys)) and not {"w", "h"} & set(keys), "each model key is declared once"


def model_keys(editor) -> set[str]:
    """Every key of the model besides ``w`` and ``h``."""
    keys = {param["key"] for param in editor["params"]}
    for layer in editor["layers"]:
        keys |= {layer[name] for name in LAYER_KEYS[layer["kind"]] if layer.get(name) is not None}
    return keys


def blank(editor, w: int, h: int) -> dict:
    """The model of a w x h board with no clue (one region), the params at their defaults."""
    model = {"w": w, "h": h}
    for layer in editor["layers"]:
        kind = layer["kind"]
        if kind == "edges":
            model[layer["beside"]] = [0] * ((w - 1) * h)
            model[layer["below"]] = [0] * (w * (h - 1))
            continue
        if kind in ("outside", "runs"):
            for name in LAYER_KEYS[kind]:
                if layer.get(name):
                    length = w if SIDES.get(name, "w" if name == "cols" else "h") == "w" else h
                    model[layer[name]] = [None] * length if kind == "outside" else [[] for _ in range(length)]
            continue
        count = (w + 1) * (h + 1) if kind == "corners" else (2 * w - 1) * (2 * h - 1) if kind == "places" else w * h
        model[layer["key"]] = [0 if kind == "regions" else layer.get("empty")] * count
        if kind == "split":
            for side, count in (("top", w), ("left", h)):
                if layer.get(side):
                    model[layer[side]] = [None] * count
    for param in editor["params"]:
        model[param["key"]] = list(param["default"]) if param["kind"] == "pieces" else param["default"]
    return model


def upper(bounds, w: int, h: int, region_size: int | None) -> int:
    top = bounds["max"]
    return w * h if top == "cells" else region_size if top == "region" else max(w, h) if top == "side" else top


def number_misfit(bounds, x, w: int, h: int, region_size: int | None, question: bool) -> str | None:
    if question and x == QUESTION:
        return None
    if bounds is None or type(x) is not int:
        return "not a clue here"
    top = upper(bounds, w, h, region_size)
    if bounds["min"] <= x <= top:
        return None
    if x > top and bounds["max"] == "cells":
        return f"{x} is more than the grid's {top} cells"
    if x > top and bounds["max"] == "region":
        return f"{x} is more than the {top} cell{'s' if top > 1 else ''} of its region"
    return f"a number here is {bounds['min']} to {top}"


def region_sizes(editor, model) -> list[int | None]:
    """Each cell's region's cell count (None without a regions layer)."""
    layer = next((lay for lay in editor["layers"] if lay["kind"] == "regions"), None)
    if layer is None:
        return [None] * (model["w"] * model["h"])
    regions = model[layer["key"]]
    return [regions.count(x) for x in regions]


def cell_misfit(layer, value, w: int, h: int, size: int | None) -> str | None:
    """Why ``value`` is not something the layer's cell holds (a phrase), or None."""
    kind, bounds = layer["kind"], layer.get("numbers")
    if kind in ("cells", "corners", "places"):
        if value == layer["empty"] or any(value == s["value"] for s in layer.get("symbols", ())):
            return None
        return number_misfit(bounds, value, w, h, size, layer.get("question", False))
    if value is None:
        return None
    if kind == "arrows":
        if not (isinstance(value, list) and len(value) == 2 and type(value[0]) is int and 0 <= value[0] < ARROWS):
            return "a clue is [arrow 0-4, number]"
        if "blank" in layer and value[1] == layer["blank"]:
            return None if value[0] == 0 else "a blank clue cell has no arrow"
        return number_misfit(bounds, value[1], w, h, size, layer.get("question", False))
    if kind == "split":
        if not (isinstance(value, list) and len(value) == 2):
            return "a clue cell is [down, across]"
        return next((m for m in (number_misfit(bounds, x, w, h, size, False) for x in value if x is not None) if m), None)
    if not (isinstance(value, list) and 1 <= len(value) <= layer["length"]):
        return f"a clue is 1 to {layer['length']} numbers"
    return next((m for m in (number_misfit(bounds, x, w, h, size, layer.get("question", False)) for x in value) if m), None)


def line_misfit(layer, model, w: int, h: int) -> str | None:
    """Why the lists of an ``outside`` or ``runs`` layer do not fit, or None."""
    bounds, question = layer["numbers"], layer.get("question", False)
    for name in LAYER_KEYS[layer["kind"]]:
        if not layer.get(name):
            continue
        key = layer[name]
        values = model[key]
        count = w if name in ("top", "bottom", "cols") else h
        if not isinstance(values, list) or len(values) != count:
            return f"The model's '{key}' has {count} values"
        if layer["kind"] == "outside":
            why = next((m for m in (number_misfit(bounds, x, w, h, None, question) for x in values if x is not None) if m), None)
        elif any(not isinstance(line, list) for line in values):
            return f"The model's '{key}' holds a list of numbers a line"
        else:
            why = next((m for line in values for m in (number_misfit(bounds, x, w, h, None, False) for x in line) if m), None)
        if why:
            return f"A clue in '{key}': {why}"
    return None


def misfit(editor, model) -> str | None:
    """A sentence saying where ``model`` holds what the declaration does not allow, or None when it fits."""
    if not isinstance(model, dict) or set(model) != {"w", "h"} | model_keys(editor):
        return f"The model's keys are w, h and {', '.join(sorted(model_keys(editor)))}"
    w, h = model["w"], model["h"]
    sizes = region_sizes(editor, model)
    for layer in editor["layers"]:
        kind = layer["kind"]
        if kind == "edges":
            for key, count in ((layer["beside"], (w - 1) * h), (layer["below"], w * (h - 1))):
                if not isinstance(model[key], list) or len(model[key]) != count or any(x not in (0, 1) for x in model[key]):
                    return f"The model's '{key}' is {count} values 0 or 1"
            continue
        if kind in ("outside", "runs"):
            why = line_misfit(layer, model, w, h)
            if why:
                return why
            continue
        values = model[layer["key"]]
        if kind == "places":
            if not isinstance(values, list) or len(values) != (2 * w - 1) * (2 * h - 1):
                return f"The model's '{layer['key']}' has {(2 * w - 1) * (2 * h - 1)} values"
            why = next((cell_misfit(layer, value, w, h, None) for value in values if cell_misfit(layer, value, w, h, None)), None)
            if why:
                return f"A place inside the grid: {why}"
            continue
        if kind == "corners":
            if not isinstance(values, list) or len(values) != (w + 1) * (h + 1):
                return f"The model's '{layer['key']}' has {(w + 1) * (h + 1)} values"
            for k, value in enumerate(values):
                why = cell_misfit(layer, value, w, h, None)
                if why:
                    return f"Corner row {k // (w + 1) + 1}, column {k % (w + 1) + 1}: {why}"
            continue
        if not isinstance(values, list) or len(values) != w * h:
            return f"The model's '{layer['key']}' has {w * h} values"
        if kind == "regions":
            if any(type(x) is not int or x < 0 for x in values):
                return "A region number is a whole number"
            continue
        for i, value in enumerate(values):
            why = cell_misfit(layer, value, w, h, sizes[i])
            if why:
                return f"Row {i // w + 1}, column {i % w + 1}: {why}"
        for side, count in (("top", w), ("left", h)):
            if kind == "split" and layer.get(side):
                sums = model[layer[side]]
                if not isinstance(sums, list) or len(sums) != count:
                    return f"The model's '{layer[side]}' has {count} values"
                why = next((number_misfit(layer["numbers"], x, w, h, None, False) for x in sums if x is not None
                            and number_misfit(layer["numbers"], x, w, h, None, False)), None)
                if why:
                    return f"A sum outside the grid: {why}"
    for param in editor["params"]:
        value = model[param["key"]]
        if param["kind"] == "flag" and type(value) is not bool:
            return f"{param['label']}: true or false"
        if param["kind"] == "pieces":
            if not isinstance(value, list) or not all(isinstance(code, str) for code in value):
                return f"{param['label']}: a list of pieces in pzprjs's code"
            for code in value:
                try:
                    pieces.cells_of(code)
                except ValueError as error:
                    return f"{param['label']}: {error}"
            continue
        top = max(w, h) if param.get("max") == "side" else param.get("max")
        if param["kind"] == "number" and not (type(value) is int and param["min"] <= value <= top):
            return f"{param['label']}: {param['min']} to {top}"
    return None
