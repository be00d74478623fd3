"""What people paste on the pages other than the genres page (Sudoku, Tracks, tilings, mazes): the cases of
``bench_paste.py`` for them, made from each page's examples and the benchmark sets in ../shared/data.

The genres share one model shape (clue layers on a w x h grid), so ``bench_paste`` makes their cases with
no code for any genre; these pages' models differ, so each has its maker here. The stalls they found
(a 25x25 Sudoku of 42% given, Tracks with counts moved or unknown, a tiling of every piece of 1-5 cells)
were one-off probes before; here they stay found.

- **Sudoku**: each example and a few of the benchmark sets and of the variants' corpus, **ambiguous** (one
  given removed, or a variant's clue when it has no givens) and **sparse** (every other given and clue removed); **kept** grids (a solution of the empty board with 40%, 45% or 55% of
  its cells kept at random, seeded: 16x16 and 25x25, where the bitmask search once ran on for minutes); and
  **empty** boards of every size the page offers.
- **Tracks**: the page's examples, Tatham's IDs and the generated set's first boards, **ambiguous** (one
  count unknown), **sparse** (every other count unknown) and **moved** (one count one more, another one
  less: a count misread from the PDF).
- **Tiling**: the examples, and grids people draw: plain rectangles and rectangles with holes for the
  pentominoes, tetrominoes and every piece of 1-5 cells at most once, and random black and white 5x5s
  for the strips of Black and White (most have no tiling).
- **Maze**: the examples.
Every kind also gets **cut short** (the share string cut to half) and **typo** (its middle character
changed), as ``bench_paste`` makes them. Each case is what its page's Check uniqueness does: a count to two,
and what every solution shares where the page asks it (``asks_certain``).
"""

import random
from pathlib import Path

from gridhunt import paste
from gridhunt.puzzles import KINDS

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT.parent / "shared" / "data"
PAGES = ("sudoku", "tracks", "tiling", "maze")
SUDOKU_BOXES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 12: (3, 4), 16: (4, 4), 25: (5, 5)}
KEPT = ((16, 0.40), (16, 0.55), (25, 0.40), (25, 0.45), (25, 0.55))


def lines(path: Path, most: int) -> list[str]:
    """The first ``most`` puzzles of a benchmark file (one a line; ``#`` comments skipped); none when it is absent."""
    if not path.exists():
        return []
    found = [line.split()[0] for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")]
    return found[:most]


def text_cases(kind_id: str, share: str, size: str, typo) -> list[dict]:
    """The share string cut to half, and with its middle character changed (``typo`` from bench_paste)."""
    return [{"genre": kind_id, "case": "cut short", "size": size, "puzzle": share[: len(share) // 2]},
            {"genre": kind_id, "case": "typo", "size": size, "puzzle": typo(share)}]


def sudoku_cases(quick: bool, typo) -> list[dict]:
    kind = KINDS["sudoku"]
    sources = [share for _, share in kind.EXAMPLES]
    sources += lines(DATA / "sudoku" / "17clue.txt", 1 if quick else 3) + lines(DATA / "sudoku" / "hardest.txt", 0 if quick else 2)
    sources += lines(ROOT / "tests" / "variants" / "corpus.txt", 2 if quick else 8)
    found = []
    for share in sources:
        model = kind.model(paste.read("sudoku", share).puzzle)
        size = f"{model['n']}x{model['n']}"
        given = [i for i, v in enumerate(model["cells"]) if v]
        clues = model.get("variant", {}).get("clues", [])
        if given or clues:  # the middle given removed, or the middle clue of a variant without givens
            one = cleared(model, [given[len(given) // 2]]) if given else cleared(model, [], [clues[len(clues) // 2]])
            found.append({"genre": "sudoku", "case": "ambiguous", "size": size, "model": one})
            found.append({"genre": "sudoku", "case": "sparse", "size": size, "model": cleared(model, given[::2], clues[::2])})
        found += text_cases("sudoku", kind.encode(kind.from_model(model)), size, typo)
    rng = random.Random(27)
    for n, share in KEPT[:2] if quick else KEPT:
        solved = solution_of(n)
        cells = [v if rng.random() < share else 0 for v in solved]
        found.append({"genre": "sudoku", "case": f"kept {share:.0%}", "size": f"{n}x{n}", "model": sudoku_model(n, cells)})
    for n in (4, 9, 16) if quick else SUDOKU_BOXES:
        found.append({"genre": "sudoku", "case": "empty", "size": f"{n}x{n}", "model": sudoku_model(n, [0] * n * n)})
    return found


def cleared(model: dict, cells: list[int], clues: list[dict] = ()) -> dict:
    """The model without those givens, and without those of a variant's clues (cages, lines, dots...)."""
    gone = set(cells)
    out = {**model, "cells": [0 if i in gone else v for i, v in enumerate(model["cells"])]}
    if clues:
        out["variant"] = {**model["variant"], "clues": [c for c in model["variant"]["clues"] if c not in clues]}
    return out


def sudoku_model(n: int, cells: list[int]) -> dict:
    rows, cols = SUDOKU_BOXES[n]
    return {"n": n, "boxRows": rows, "boxCols": cols, "cells": cells}


def solution_of(n: int) -> list[int]:
    """A solved n x n grid: the first solution of the empty board."""
    kind = KINDS["sudoku"]
    return list(next(iter(kind.solutions(kind.from_model(sudoku_model(n, [0] * n * n))))))


def tracks_cases(quick: bool, typo) -> list[dict]:
    kind = KINDS["tracks"]
    sources = [share for _, share in kind.EXAMPLES][: 2 if quick else None]
    sources += lines(DATA / "tracks" / "tatham_times_examples.txt", 1 if quick else 6)
    sources += lines(ROOT / "tests" / "bench" / "tracks_generated.txt", 2 if quick else 10)
    found = []
    for share in sources:
        model = kind.model(paste.read("tracks", share).puzzle)
        size = f"{model['w']}x{model['h']}"
        counts = [("columnCounts", k, None) for k, v in enumerate(model["columnCounts"]) if v is not None]
        counts += [("rowCounts", k, j) for k, row in enumerate(model["rowCounts"]) for j, v in enumerate(row) if v is not None]
        if counts:
            found.append({"genre": "tracks", "case": "ambiguous", "size": size, "model": recounted(model, [counts[len(counts) // 2]])})
            found.append({"genre": "tracks", "case": "sparse", "size": size, "model": recounted(model, counts[::2])})
            found.append({"genre": "tracks", "case": "moved", "size": size, "model": moved(model, counts)})
        found += text_cases("tracks", kind.encode(kind.from_model(model)), size, typo)
    return found


def recounted(model: dict, unknown: list[tuple], change=None) -> dict:
    """The model with those counts unknown (or each changed by ``change``)."""
    out = {**model, "columnCounts": list(model["columnCounts"]), "rowCounts": [list(row) for row in model["rowCounts"]]}
    for layer, k, j in unknown:
        if layer == "columnCounts":
            out[layer][k] = None if change is None else out[layer][k] + change
        else:
            out[layer][k][j] = None if change is None else out[layer][k][j] + change
    return out


def moved(model: dict, counts: list[tuple]) -> dict:
    """One count one more (the first) and another one less (the last above 0): the total kept, the lines not."""
    less = next((c for c in reversed(counts) if value(model, c) > 0), counts[-1])
    return recounted(recounted(model, [counts[0]], +1), [less], -1) if less != counts[0] else model


def value(model: dict, count: tuple) -> int:
    layer, k, j = count
    return model[layer][k] if layer == "columnCounts" else model[layer][k][j]


TILINGS = ("p5:6x10", "p5:8x8", "p4*:8x8", "p1-5?:6x6", "p1-5?:8x8", "p1-5?:9x9", "p4:5x5")


def tiling_cases(quick: bool, typo) -> list[dict]:
    kind = KINDS["tiling"]
    found = []
    for _, share in kind.EXAMPLES:
        size = "x".join(str(part) for part in grid_size(kind, share))
        found += text_cases("tiling", share, size, typo)
    rng = random.Random(27)
    drawn = list(TILINGS[:3] if quick else TILINGS)
    for _ in range(2 if quick else 6):  # the pentominoes round four holes
        holes = rng.sample(range(64), 4)
        drawn.append("p5:" + "/".join("".join("." if r * 8 + c in holes else "o" for c in range(8)) for r in range(8)))
    for _ in range(2 if quick else 6):  # Black and White's strips on a random grid
        drawn.append("s2-3,s1?:" + "/".join("".join(rng.choice("bw") for _ in range(5)) for _ in range(5)))
    for share in drawn:
        rows, cols = grid_size(kind, share)
        found.append({"genre": "tiling", "case": "drawn", "size": f"{rows}x{cols}", "puzzle": share})
    return found


def grid_size(kind, share: str) -> tuple[int, int]:
    grid = kind.decode(share).grids[0]
    return grid.rows, grid.cols


def maze_cases(quick: bool, typo) -> list[dict]:
    kind = KINDS["maze"]
    found = []
    for _, share in kind.EXAMPLES[: 2 if quick else None]:
        model = kind.model(paste.read("maze", share).puzzle)
        size = f"{model['width']}x{model['height']}"
        found.append({"genre": "maze", "case": "example", "size": size, "puzzle": share})
        found += text_cases("maze", share, size, typo)
    return found


def asks_certain(case: dict) -> bool:
    """Whether the page, having found two solutions, asks what every solution shares: the genres page and the
    Sudoku page do, the others do not."""
    return case["genre"] not in PAGES or case["genre"] == "sudoku"


MAKERS = {"sudoku": sudoku_cases, "tracks": tracks_cases, "tiling": tiling_cases, "maze": maze_cases}


def cases(kinds: list[str], quick: bool, typo) -> list[dict]:
    """Every case of these pages' kinds, in the form of ``bench_paste.cases`` ("genre" holds the kind)."""
    return [case for kind_id in kinds for case in MAKERS[kind_id](quick, typo)]
