"""The Cat Walk example (../shared/examples/catwalk.json) as a maze model, row 0 at the top."""

import json

from paths import SHARED

COLOURS = [{"symbol": "Y", "name": "gray"}, {"symbol": "R", "name": "red"}, {"symbol": "B", "name": "blue"}, {"symbol": "G", "name": "green"}]


def catwalk_model(rule: list[str]) -> dict:
    """The maze of catwalk.json with the given rule (colour names), converted from y-up to rows from the top."""
    data = json.loads((SHARED / "examples" / "catwalk.json").read_text())
    w, h = data["num_cols"], data["num_rows"]
    row = lambda y: h - 1 - y  # noqa: E731
    index = {c["name"]: k for k, c in enumerate(COLOURS)}
    right = [[1] * (w - 1) for _ in range(h)]  # sideways neighbours are open unless a border or gate says otherwise
    down = [[0] * w for _ in range(h - 1)]  # up-down neighbours are walled unless a gate joins them
    for x, y in data["cells_with_right_border_inside_maze"]:
        right[row(y)][x] = 0
    for x, y in data["cells_on_the_left_edge"]:
        if x > 0:
            right[row(y)][x - 1] = 0
    for x, y in data["cells_on_the_right_edge"]:
        if x < w - 1:
            right[row(y)][x] = 0
    for name, cells in data["cells_with_right_gate_by_colours"].items():
        for x, y in cells:
            right[row(y)][x] = 2 + index[name]
    for name, cells in data["cells_with_upper_gate_by_colours"].items():
        for x, y in cells:
            down[row(y) - 1][x] = 2 + index[name]  # the cell above (x, y) is row(y) - 1, whose down edge it is
    pairs = lambda key: sorted([row(y), x] for x, y in data[key])  # noqa: E731
    return {
        "width": w, "height": h, "outside": pairs("imaginary_cells"), "starts": pairs("start_cells"), "goals": pairs("goal_cells"),
        "right": right, "down": down, "colours": COLOURS, "rule": [index[name] for name in rule],
        "columnLetters": [chr(65 + c) for c in range(w)], "rowLetters": [""] * h, "labels": [],
    }


def expected() -> dict:
    return json.loads((SHARED / "examples" / "catwalk.json").read_text())["expected"]
