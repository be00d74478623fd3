"""Random boards of a genre, drawn from its ``EDITOR`` declaration (hypothesis): what a user could type.

Every value is one the declaration allows, so what ``from_model`` refuses (a Tapa clue 8 8, a
Fillomino 5 in a 2x2 grid) is refused by the genre's own rules, in a sentence.
"""

from hypothesis import strategies as st

from gridhunt.puzzlink import borders
from gridhunt.puzzlink.editor import QUESTION


def numbers(bounds, w, h, size, question=False):
    top = {"cells": w * h, "region": size, "side": max(w, h)}.get(bounds["max"], bounds["max"])
    # small numbers mostly, and now and then the largest (several digits) or a "?"
    choices = [st.integers(bounds["min"], min(top, bounds["min"] + 9)), st.integers(bounds["min"], top)]
    return st.one_of(*choices, *([st.just(QUESTION)] if question else []))


def cell_value(layer, w, h, size):
    kind, bounds = layer["kind"], layer.get("numbers")
    if kind in ("cells", "corners", "places"):
        options = [st.just(layer["empty"]), *(st.just(s["value"]) for s in layer.get("symbols", ()))]
        if bounds:
            options.append(numbers(bounds, w, h, size, layer.get("question", False)))
        return st.one_of(*options)
    if kind == "arrows":
        clue = st.tuples(st.integers(0, 4), numbers(bounds, w, h, size, layer.get("question", False))).map(list)
        blank = [st.just([0, layer["blank"]])] if "blank" in layer else []
        return st.one_of(st.none(), clue, *blank)
    if kind == "split":
        side = st.one_of(st.none(), numbers(bounds, w, h, size))
        return st.one_of(st.none(), st.tuples(side, side).map(list))
    return st.one_of(st.none(), st.lists(numbers(bounds, w, h, size, layer.get("question", False)),
                                         min_size=1, max_size=layer["length"]))


@st.composite
def boards(draw, editor, max_side=5):
    """A model of the declaration: a size, regions from random borders, every layer's values, the params."""
    w, h = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    model = {"w": w, "h": h}
    regions = [0] * (w * h)
    for layer in editor["layers"]:
        if layer["kind"] in ("regions", "edges"):
            beside = draw(st.lists(st.booleans(), min_size=(w - 1) * h, max_size=(w - 1) * h))
            below = draw(st.lists(st.booleans(), min_size=w * (h - 1), max_size=w * (h - 1)))
            if layer["kind"] == "regions":
                regions = borders.regions_of(beside, below, w, h)
                model[layer["key"]] = regions
            else:
                model[layer["beside"]], model[layer["below"]] = [int(x) for x in beside], [int(x) for x in below]
    sizes = [regions.count(x) for x in regions]
    for layer in editor["layers"]:
        if layer["kind"] in ("regions", "edges"):
            continue
        if layer["kind"] in ("corners", "places"):
            count = (w + 1) * (h + 1) if layer["kind"] == "corners" else (2 * w - 1) * (2 * h - 1)
            model[layer["key"]] = [draw(cell_value(layer, w, h, None)) for _ in range(count)]
            continue
        if layer["kind"] in ("outside", "runs"):
            for name in ("top", "bottom", "left", "right", "cols", "rows"):
                if layer.get(name):
                    count = w if name in ("top", "bottom", "cols") else h
                    value = (st.one_of(st.none(), numbers(layer["numbers"], w, h, None, layer.get("question", False)))
                             if layer["kind"] == "outside" else st.lists(numbers(layer["numbers"], w, h, None), max_size=3))
                    model[layer[name]] = draw(st.lists(value, min_size=count, max_size=count))
            continue
        model[layer["key"]] = [draw(cell_value(layer, w, h, sizes[i])) for i in range(w * h)]
        if layer["kind"] == "split":
            for side, count in (("top", w), ("left", h)):
                if layer.get(side):
                    model[layer[side]] = draw(st.lists(st.one_of(st.none(), numbers(layer["numbers"], w, h, None)),
                                                       min_size=count, max_size=count))
    for param in editor["params"]:
        if param["kind"] == "flag":
            model[param["key"]] = draw(st.booleans())
        elif param["kind"] == "pieces":
            known = sorted({code for codes in param.get("presets", {}).values() for code in codes} | set(param["default"]))
            model[param["key"]] = draw(st.lists(st.sampled_from(known), max_size=4)) if known else []
        else:
            top = max(w, h) if param["max"] == "side" else param["max"]
            model[param["key"]] = draw(st.integers(param["min"], top))
    return model
